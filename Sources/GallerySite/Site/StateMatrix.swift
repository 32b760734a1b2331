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

    static func write(entry: StyleEntry, states: [VariantState], values: (StateAxis) -> [String],
                      into html: inout HTMLWriter, cell: (VariantState, inout HTMLWriter) -> Void) {
        guard let columnAxis = columnAxis(of: entry) else {
            return html.element("div") { html in for state in states { cell(state, &html) } }
        }
        let rowAxes = entry.axes.filter { $0 != columnAxis }
        let columns = values(columnAxis)
        var rows: [[(StateAxis, String)]] = [[]]
        for axis in rowAxes { rows = rows.flatMap { prefix in values(axis).map { prefix + [(axis, $0)] } } }
        let byKey = Dictionary(states.map { ($0.slug, $0) }, uniquingKeysWith: { first, _ in first })

        let shownAxes = shownValues(entry: entry, states: states, values: values)
        let pivots = shownAxes.count > 1 || shownAxes.contains(where: { $0.values.count > 1 })
        func table(_ html: inout HTMLWriter) {
            scrollingTable(class: "matrix", caption: "States of \(entry.displayName)",
                           tableAttributes: [("data-axes", entry.axes.map(\.rawValue).joined(separator: " ")), ("data-column-axis", columnAxis.rawValue)],
                           into: &html) { html in
                html.element("th", ["scope": "col"], text: rowAxes.map(\.title).joined(separator: " · "))
                for column in columns { html.element("th", ["scope": "col"], text: "\(columnAxis.title): \(column)") }
            } body: { html in
                for row in rows {
                    let rowStates = columns.map { column in byKey[key(row + [(columnAxis, column)], in: entry)] }
                    guard rowStates.contains(where: { $0 != nil }) else { continue }
                    html.element("tr") { html in
                        html.element("th", ["scope": "row"], text: row.isEmpty ? entry.displayName : row.map(\.1).joined(separator: " · "))
                        for state in rowStates {
                            if let state {
                                html.element("td", ["data-values": dataValues(state, axes: entry.axes)]) { cell(state, &$0) }
                            } else {
                                html.element("td") { writeEmptyCell(into: &$0) }
                            }
                        }
                    }
                }
            }
        }
        guard pivots else { return table(&html) }
        html.element("div", ["class": "matrix-view"]) { html in
            writeControls(entry: entry, axes: shownAxes, columnAxis: columnAxis, into: &html)
            table(&html)
            // The empty cell once more, for the script that rebuilds the table when it is pivoted or filtered.
            html.element("template", ["class": "matrix-empty"]) { html in html.element("td") { writeEmptyCell(into: &$0) } }
        }
    }

    /// What an impossible combination (or a filtered-out one) shows: a dash, and words for screen readers.
    static func writeEmptyCell(into html: inout HTMLWriter) {
        html.element("span", ["aria-hidden": "true"], text: "—")
        html.element("span", ["class": "visually-hidden"], text: "not a valid combination")
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
    static func writeControls(entry: StyleEntry, axes: [(axis: StateAxis, values: [String])], columnAxis: StateAxis,
                              into html: inout HTMLWriter) {
        let base = "matrix-\(entry.id)"
        html.element("form", ["class": "matrix-controls", "hidden": "", "aria-label": "Arrange the states of \(entry.displayName)"]) { html in
            if axes.count > 1 {
                html.element("div", ["class": "matrix-pivot"]) { html in
                    html.element("label", ["for": "\(base)-columns"], text: "Across")
                    html.element("select", ["id": "\(base)-columns", "data-matrix-pivot": ""]) { html in
                        for item in axes {
                            html.element("option", ["value": item.axis.rawValue, "selected": item.axis == columnAxis ? "" : nil], text: item.axis.title)
                        }
                    }
                }
            }
            for item in axes where item.values.count > 1 {
                html.element("fieldset", ["class": "matrix-filter", "data-axis": item.axis.rawValue]) { html in
                    html.element("legend", text: item.axis.title)
                    for (index, value) in item.values.enumerated() {
                        let id = "\(base)-\(item.axis.rawValue)-\(index)"
                        html.element("span", ["class": "matrix-choice"]) { html in
                            html.element("input", ["type": "checkbox", "id": id, "value": value, "checked": ""])
                            html.element("label", ["for": id], text: value)
                        }
                    }
                }
            }
            html.element("p", ["class": "matrix-count", "aria-live": "polite"])
        }
    }

    /// A table in a wrapper that scrolls both ways on its own (a keyboard can scroll it: it takes focus),
    /// with `sticky-headers`: its column headers stay at the top and its row headers at the start while the
    /// reader scrolls, so every column stays reachable on a phone. `head` writes the header row's cells,
    /// `body` the rows.
    static func scrollingTable(class className: String, caption: String, tableAttributes: [(StaticString, String?)] = [],
                               into html: inout HTMLWriter, head: (inout HTMLWriter) -> Void, body: (inout HTMLWriter) -> Void) {
        html.element("div", ["class": "matrix-wrap", "role": "region", "tabindex": "0", "aria-label": caption]) { html in
            html.element("table", attributes: [("class", "\(className) sticky-headers")] + tableAttributes) { html in
                html.element("caption", ["class": "visually-hidden"], text: caption)
                html.element("thead") { html in html.element("tr") { head(&$0) } }
                html.element("tbody") { body(&$0) }
            }
        }
    }

    /// The slug a state with these values would have, in the entry's axis order.
    private static func key(_ values: [(StateAxis, String)], in entry: StyleEntry) -> String {
        let map = Dictionary(values, uniquingKeysWith: { _, last in last })
        return entry.axes.compactMap { map[$0] }.joined(separator: "-")
    }
}
