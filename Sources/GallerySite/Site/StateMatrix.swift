import GalleryCatalog
import XMLWriter

/// A component's states as a grid: one axis across (the interaction or value axis), the other axes down,
/// with row and column headers that stay in view while the table scrolls; impossible combinations show a dash.
///
/// With more than one axis, or an axis with several values, the grid comes with controls a reader uses to
/// pivot it (choose the axis across) and filter it (choose the values of each axis shown). The controls are
/// `hidden` in the page and shown by `assets/interact.js`, which rebuilds the table from its cells: each cell
/// of a state carries `data-values` (`axis:value` pairs, in the entry's axis order), the table `data-axes`.
/// Without JavaScript the page shows the complete grid.
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

        let shownAxes = shownValues(entry: entry, states: states, values: values)
        var head: [XMLNode] = [HTML.element("th", ["scope": "col"], text: rowAxes.map(\.title).joined(separator: " · "))]
        head += columns.map { HTML.element("th", ["scope": "col"], text: "\(columnAxis.title): \($0)") }
        var body: [XMLNode] = []
        for row in rows {
            let rowStates = columns.map { column in byKey[key(row + [(columnAxis, column)], in: entry)] }
            guard rowStates.contains(where: { $0 != nil }) else { continue }
            var cells: [XMLNode] = [HTML.element("th", ["scope": "row"], text: row.isEmpty ? entry.displayName : row.map(\.1).joined(separator: " · "))]
            for state in rowStates {
                if let state {
                    cells.append(HTML.element("td", attributes: [("data-values", dataValues(state, axes: entry.axes))], [cell(state)]))
                } else {
                    cells.append(HTML.element("td", [:], emptyCell()))
                }
            }
            body.append(HTML.element("tr", [:], cells))
        }
        let table = scrollingTable(class: "matrix", caption: "States of \(entry.displayName)", head: head, body: body,
                                   tableAttributes: [("data-axes", entry.axes.map(\.rawValue).joined(separator: " ")), ("data-column-axis", columnAxis.rawValue)])
        guard shownAxes.count > 1 || shownAxes.contains(where: { $0.values.count > 1 }) else { return table }
        // The empty cell once more, for the script that rebuilds the table when it is pivoted or filtered.
        let emptyTemplate = HTML.element("template", ["class": "matrix-empty"], [HTML.element("td", [:], emptyCell())])
        return HTML.element("div", ["class": "matrix-view"], [controls(entry: entry, axes: shownAxes, columnAxis: columnAxis), table, emptyTemplate])
    }

    /// What an impossible combination (or a filtered-out one) shows: a dash, and words for screen readers.
    static func emptyCell() -> [XMLNode] {
        [HTML.element("span", ["aria-hidden": "true"], text: "—"),
         HTML.element("span", ["class": "visually-hidden"], text: "not a valid combination")]
    }

    /// `interaction:pressed enabled:disabled`: the state's value of each axis, in the entry's axis order.
    static func dataValues(_ state: VariantState, axes: [StateAxis]) -> String {
        axes.compactMap { axis in state[axis].map { "\(axis.rawValue):\($0)" } }.joined(separator: " ")
    }

    /// The axes with the values that the shown states take, in the entry's order and each axis's value order.
    static func shownValues(entry: StyleEntry, states: [VariantState], values: (StateAxis) -> [String]) -> [(axis: StateAxis, values: [String])] {
        entry.axes.map { axis in
            let taken = Set(states.compactMap { $0[axis] })
            return (axis, values(axis).filter(taken.contains))
        }
    }

    /// The pivot and filter controls: a select for the axis across, and per axis a checkbox per value.
    /// Hidden until `assets/interact.js` shows them (it alone can act on them).
    static func controls(entry: StyleEntry, axes: [(axis: StateAxis, values: [String])], columnAxis: StateAxis) -> XMLNode {
        let base = "matrix-\(entry.id)"
        var children: [XMLNode] = []
        if axes.count > 1 {
            children.append(HTML.element("div", ["class": "matrix-pivot"], [
                HTML.element("label", ["for": "\(base)-columns"], text: "Across"),
                HTML.element("select", ["id": "\(base)-columns", "data-matrix-pivot": ""], axes.map { item in
                    var attributes: [(String, String?)] = [("value", item.axis.rawValue)]
                    if item.axis == columnAxis { attributes.append(("selected", "")) }
                    return HTML.element("option", attributes: attributes, [.text(item.axis.title)])
                }),
            ]))
        }
        for item in axes where item.values.count > 1 {
            children.append(HTML.element("fieldset", ["class": "matrix-filter", "data-axis": item.axis.rawValue], [
                HTML.element("legend", [:], text: item.axis.title),
            ] + item.values.enumerated().map { index, value -> XMLNode in
                let id = "\(base)-\(item.axis.rawValue)-\(index)"
                return HTML.element("span", ["class": "matrix-choice"], [
                    HTML.element("input", attributes: [("type", "checkbox"), ("id", id), ("value", value), ("checked", "")]),
                    HTML.element("label", ["for": id], text: value),
                ])
            }))
        }
        children.append(HTML.element("p", attributes: [("class", "matrix-count"), ("aria-live", "polite")], []))
        return HTML.element("form", attributes: [("class", "matrix-controls"), ("hidden", ""),
                                                 ("aria-label", "Arrange the states of \(entry.displayName)")], children)
    }

    /// A table in a wrapper that scrolls both ways on its own (a keyboard can scroll it: it takes focus),
    /// with `sticky-headers`: its column headers stay at the top and its row headers at the start while the
    /// reader scrolls, so every column stays reachable on a phone.
    static func scrollingTable(class className: String, caption: String, head: [XMLNode], body: [XMLNode],
                               tableAttributes: [(String, String?)] = []) -> XMLNode {
        HTML.element("div", attributes: [("class", "matrix-wrap"), ("role", "region"), ("tabindex", "0"), ("aria-label", caption)], [
            HTML.element("table", attributes: [("class", "\(className) sticky-headers")] + tableAttributes, [
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
