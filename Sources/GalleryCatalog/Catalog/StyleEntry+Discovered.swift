import StyleKit

/// Entries for styles found in a team's sources: the generated package registers each with the Swift
/// that makes its control, one maker per preset (the style's own initialiser, a static accessor, or an
/// `"init"` expression from the configuration). Styles need not be `Sendable`: each maker builds the
/// style inside the render task that uses it.
extension StyleEntry {
    /// One way to make the control: a preset of the entry.
    public struct Maker: Sendable {
        /// The preset's id, the value of the `preset` axis.
        public let id: String
        /// The preset's name on the page.
        public let title: String
        /// The Swift a developer writes, e.g. `.buttonStyle(.primary)`.
        public let usage: String
        /// Builds the control with this preset's style for a state and a label: the team's code, main-actor
        /// isolated as in an app, called on the render thread (StyleKit's `StyleCodeIsolation`).
        public let make: @MainActor @Sendable (VariantState, String) -> AnyView

        /// A maker from its id, title, usage snippet and the closure that builds the control.
        public init(id: String, title: String, usage: String, make: @escaping @MainActor @Sendable (VariantState, String) -> AnyView) {
            self.id = id; self.title = title; self.usage = usage; self.make = make
        }
    }

    /// The states each kind of discovered style is shown in.
    public static func discoveredAxes(for kind: Kind) -> [StateAxis] {
        switch kind {
        case .button, .primitiveButton: return [.interaction, .enabled]
        case .toggle, .disclosureGroup: return [.isOn, .enabled]
        case .progressView: return [.level, .enabled]
        case .label, .groupBox, .customControl: return [.enabled]
        case .preview: return []
        }
    }

    /// An entry for a discovered style or preview. More than one maker adds a `preset` axis.
    public static func discovered(kind: Kind, id: String, name: String, summary: String, source: String, label: String,
                                  axes: [StateAxis]? = nil, canvasWidth: Double? = nil, makers: [Maker]) -> StyleEntry {
        let base = axes ?? discoveredAxes(for: kind)
        let presets = makers.map { Preset(id: $0.id, title: $0.title, usage: $0.usage) }
        let byID = Dictionary(makers.map { ($0.id, $0.make) }, uniquingKeysWith: { first, _ in first })
        let first = makers.first?.make
        let interaction: Interaction = [.button, .primitiveButton, .toggle, .disclosureGroup].contains(kind) ? .tap : .none
        var entry = StyleEntry(
            id: id, displayName: name, kind: kind, summary: summary, source: source, interaction: interaction,
            defaultLabel: label, axes: (makers.count > 1 || base.isEmpty ? [.preset] : []) + base, presets: presets,
            canvasWidth: canvasWidth ?? (kind == .toggle || kind == .preview ? 390 : nil),
            excludes: { $0.isPressed && $0.isDisabled },
            make: { state, label in
                let make = state[.preset].flatMap { byID[$0] } ?? first
                return make?(state, label) ?? AnyView(Text(label))
            })
        entry.origin = .designSystem(module: source)
        return entry
    }
}

extension StyleEntry {
    /// The presets of a `PreviewProvider`: one per view its `previews` holds, as Xcode shows each in a canvas of its
    /// own (a `Group` of four views is four previews), titled by `.previewDisplayName(_:)` or numbered after
    /// `title`; a single `default` preset of the whole when it holds one view, or when its views cannot be told
    /// apart without the render's environment (a missing environment object, say).
    ///
    /// The views are counted once, here, in a default environment; each preset takes its view apart again when
    /// it is made, so that the render's environment (the theme) reaches the view as it reaches any other.
    @MainActor public static func previewMakers<V: View>(title: String, usage: String,
                                                         previews: @escaping @MainActor @Sendable () -> V) -> [Maker] {
        let whole = [Maker(id: "default", title: title, usage: usage) { _, _ in AnyView(previews()) }]
        guard let children = try? previews().childViews(in: ResolveContext()), children.count > 1 else { return whole }
        var used: Set<String> = []
        return children.enumerated().map { index, child in
            let name = child.traits.previewDisplayName
            var id = name.flatMap(presetID(from:)) ?? "preview-\(index + 1)"
            if !used.insert(id).inserted {
                id += "-\(index + 1)"
                used.insert(id)
            }
            return Maker(id: id, title: name ?? "\(title) \(index + 1)", usage: usage) { _, _ in
                guard let views = try? previews().childViews(in: ResolveContext()), index < views.count else { return AnyView(previews()) }
                return views[index].portableView
            }
        }
    }

    /// A preset id from a display name: ASCII letters and digits, lower-cased, other runs as one hyphen
    /// (`"Dark Mode (SE)"` → `dark-mode-se`); nil when nothing is left.
    static func presetID(from name: String) -> String? {
        var id = ""
        for scalar in name.unicodeScalars {
            if scalar.isASCII, scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) {
                id.unicodeScalars.append(contentsOf: String(scalar).lowercased().unicodeScalars)
            } else if !id.isEmpty, !id.hasSuffix("-") {
                id += "-"
            }
        }
        while id.hasSuffix("-") { id.removeLast() }
        return id.isEmpty ? nil : id
    }
}
