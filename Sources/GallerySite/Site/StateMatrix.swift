import GalleryCatalog
import XMLWriter

/// A component's states as a grid: one axis across (the interaction or value axis), the other axes down,
/// with row and column headers that stay in view while the table scrolls; impossible combinations show a dash.
enum StateMatrix {
    /// The axis shown as columns: the one designers compare side by side first.
    static func columnAxis(of entry: StyleEntry) -> StateAxis? {
        [StateAxis.interaction, .isOn, .level, .enabled].first(where: entry.axes.contains) ?? entry.axes.first
    }

    static func make(entry: StyleEntry, states: [VariantState], values: (StateAxis) -> [String],
                     cell: (VariantState) -> XMLNode) -> XMLNode {
        guard let columnAxis = columnAxis(of: entry) else {
            return HTML.element("div", [:], states.map(cell))
        }
        let rowAxes = entry.axes.filter { $0 != columnAxis }
        let columns = values(columnAxis)
        var rows: [[(StateAxis, String)]] = [[]]
        for axis in rowAxes { rows = rows.flatMap { prefix in values(axis).map { prefix + [(axis, $0)] } } }
        let byKey = Dictionary(states.map { ($0.slug, $0) }, uniquingKeysWith: { first, _ in first })

        var head: [XMLNode] = [HTML.element("th", ["scope": "col"], text: rowAxes.map(\.title).joined(separator: " · "))]
        head += columns.map { HTML.element("th", ["scope": "col"], text: "\(columnAxis.title): \($0)") }
        var body: [XMLNode] = []
        for row in rows {
            let rowStates = columns.map { column in byKey[key(row + [(columnAxis, column)], in: entry)] }
            guard rowStates.contains(where: { $0 != nil }) else { continue }
            var cells: [XMLNode] = [HTML.element("th", ["scope": "row"], text: row.isEmpty ? entry.displayName : row.map(\.1).joined(separator: " · "))]
            for state in rowStates {
                cells.append(HTML.element("td", [:], state.map { [cell($0)] } ?? [
                    HTML.element("span", ["aria-hidden": "true"], text: "—"),
                    HTML.element("span", ["class": "visually-hidden"], text: "not a valid combination"),
                ]))
            }
            body.append(HTML.element("tr", [:], cells))
        }
        return scrollingTable(class: "matrix", caption: "States of \(entry.displayName)", head: head, body: body)
    }

    /// A table in a wrapper that scrolls both ways on its own (a keyboard can scroll it: it takes focus),
    /// with `sticky-headers`: its column headers stay at the top and its row headers at the start while the
    /// reader scrolls, so every column stays reachable on a phone.
    static func scrollingTable(class className: String, caption: String, head: [XMLNode], body: [XMLNode]) -> XMLNode {
        HTML.element("div", attributes: [("class", "matrix-wrap"), ("role", "region"), ("tabindex", "0"), ("aria-label", caption)], [
            HTML.element("table", attributes: [("class", "\(className) sticky-headers")], [
                HTML.element("caption", ["class": "visually-hidden"], text: caption),
                HTML.element("thead", [:], [HTML.element("tr", [:], head)]),
                HTML.element("tbody", [:], body),
            ]),
        ])
    }

    /// The slug a state with these values would have, in the entry's axis order.
    private static func key(_ values: [(StateAxis, String)], in entry: StyleEntry) -> String {
        let map = Dictionary(values, uniquingKeysWith: { _, last in last })
        return entry.axes.compactMap { map[$0] }.joined(separator: "-")
    }
}
