import Foundation
import XMLWriter

/// An ordered attribute list under construction, written as bytes as it is set (``XMLAttributeBytes``): the
/// order of `set` calls is the output order, so byte-identical output follows from the code path alone.
struct SVGAttributes: Sendable {
    private(set) var list = XMLAttributeBytes()

    init() {}

    var isEmpty: Bool { list.isEmpty }

    mutating func set(_ name: StaticString, _ value: String) { list.set(name, value) }
    mutating func set(_ name: StaticString, _ value: CGFloat) { set(name, SVGNumber.format(value)) }
    mutating func set(_ name: StaticString, _ value: Double) { set(name, SVGNumber.format(value)) }
    mutating func append(_ other: SVGAttributes) { list.append(other.list) }

    /// `opacity`-like attribute, omitted when the value writes as 1 (the default).
    mutating func setOpacity(_ name: StaticString, _ value: Double) {
        if let text = SVGColor.opacity(value) { set(name, text) }
    }

    func element(_ name: StaticString, children: [XMLByteElement] = []) -> XMLByteElement {
        XMLByteElement(name, list, children: children)
    }
}

extension XMLByteElement {
    /// Appends attributes after the existing ones.
    mutating func add(_ attributes: SVGAttributes) { add(attributes.list) }
}
