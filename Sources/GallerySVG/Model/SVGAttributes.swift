import Foundation
import XMLWriter

/// An ordered attribute list under construction: the order of `set` calls is the output order,
/// so byte-identical output follows from the code path alone.
struct SVGAttributes: Sendable, Hashable {
    private(set) var list: [XMLAttribute] = []

    init() {}

    mutating func set(_ name: String, _ value: String) { list.append(XMLAttribute(name, value)) }
    mutating func set(_ name: String, _ value: CGFloat) { set(name, SVGNumber.format(value)) }
    mutating func set(_ name: String, _ value: Double) { set(name, SVGNumber.format(value)) }
    mutating func append(_ other: SVGAttributes) { list += other.list }

    /// `opacity`-like attribute, omitted when the value writes as 1 (the default).
    mutating func setOpacity(_ name: String, _ value: Double) {
        if let text = SVGColor.opacity(value) { set(name, text) }
    }

    func element(_ name: String, children: [XMLElement] = []) -> XMLElement {
        XMLElement(name, attributes: list, children: children.map { .element($0) })
    }
}

extension XMLElement {
    /// Appends attributes after the existing ones.
    mutating func add(_ attributes: SVGAttributes) { self.attributes += attributes.list }
}
