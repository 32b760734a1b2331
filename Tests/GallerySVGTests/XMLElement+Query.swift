import XMLWriter

extension XMLElement {
    /// Every descendant element (depth-first, document order) called `name`, self included.
    func all(_ name: String) -> [XMLElement] {
        var found = self.name == name ? [self] : []
        for case .element(let child) in children { found += child.all(name) }
        return found
    }

    func first(_ name: String) -> XMLElement? { all(name).first }
}
