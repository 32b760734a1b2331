import Foundation

/// How a `Picker` draws in each style, as iOS draws it at rest. Figures and their sources:
/// docs/reference/controls.md ("Pickers").
struct PickerDrawing {
    let label: AnyView
    let options: [ChildView]
    /// The index of the chosen option, nil when no option's tag is the selection.
    let chosen: Int?
    let currentValueLabel: AnyView?
    let context: ResolveContext

    init<L: View, S: Hashable, C: View>(picker: Picker<L, S, C>, in context: ResolveContext) throws(StyleKitError) {
        label = AnyView(picker.label)
        options = try picker.content.childViews(in: context)
        chosen = options.firstIndex { picker.isChosen($0.traits.tag) }
        currentValueLabel = picker.currentValueLabel
        self.context = context
    }

    // The segmented control: Flutter's CupertinoSlidingSegmentedControl, whose figures say they are
    // "extracted from https://developer.apple.com/design/resources/", except the height (an estimate).
    static let segmentedHeight: CGFloat = 32
    static let segmentedCorner: CGFloat = 8
    static let segmentedInset: CGFloat = 2
    static let thumbCorner: CGFloat = 6.93
    static let segmentPadding: CGFloat = 9.25
    static let separatorInset: CGFloat = 6
    // The wheel (estimates: docs/reference/controls.md).
    static let wheelHeight: CGFloat = 216
    static let wheelRow: CGFloat = 34

    func nodes() throws(StyleKitError) -> [ResolvedNode] {
        let env = context.environment
        switch env.pickerLook {
        case .segmented: return try segmented()
        case .wheel: return [try wheel()]
        case .inline:
            guard env.isInListRow else { return [try wheel()] }
            var nodes: [ResolvedNode] = []
            for row in try inlineRows() { nodes += try row.resolveNodes() }
            return nodes
        case .radioGroup: return [try radioGroup()]
        case .navigationLink: return [try row(accessory: .disclosure)]
        case .menu: return [env.isInListRow ? try row(accessory: .upDown) : try menuButton()]
        }
    }

    /// The chosen option as the picker shows it when closed: the current-value label, else the option.
    private var chosenView: AnyView {
        if let currentValueLabel { return currentValueLabel }
        guard let chosen else { return AnyView(EmptyView()) }
        return options[chosen].portableView
    }

    private func text(of view: AnyView) throws(StyleKitError) -> String {
        try view.resolveNode(in: context).textContent
    }

    /// The picker announced as one button whose value is the chosen option.
    private func element(_ node: ResolvedNode) throws(StyleKitError) -> ResolvedNode {
        let value = try text(of: chosenView)
        let element = AccessibilityElement(role: .button, label: try text(of: label), value: value.isEmpty ? nil : value,
                                           isEnabled: context.environment.isEnabled, traits: .isButton)
        return .accessibility(.element(element), node)
    }

    /// A menu button: the chosen option and up-down chevrons in the tint.
    private func menuButton() throws(StyleKitError) -> ResolvedNode {
        let view = HStack(spacing: 6) {
            chosenView
            Image(systemName: "chevron.up.chevron.down").font(.footnote.weight(.semibold))
        }
        .foregroundStyle(.tint)
        return try element(try view.resolveNode(in: context))
    }

    private enum Accessory { case upDown, disclosure }

    /// A row of a list or form: the label leading, the chosen option and an accessory trailing, secondary.
    private func row(accessory: Accessory) throws(StyleKitError) -> ResolvedNode {
        let labelHidden = context.environment.labelsHidden
        let view = HStack {
            if !labelHidden { label }
            Spacer(minLength: 8)
            HStack(spacing: 6) {
                chosenView.foregroundStyle(.secondary)
                switch accessory {
                case .upDown: Image(systemName: "chevron.up.chevron.down").font(.footnote.weight(.semibold)).foregroundStyle(.secondary)
                case .disclosure: Image(systemName: "chevron.right").font(.footnote.weight(.semibold)).foregroundStyle(.tertiary)
                }
            }
        }
        return try element(try view.resolveNode(in: context))
    }

    /// A segmented control as wide as offered, segments of equal width; each segment is a button, the
    /// chosen one selected.
    private func segmented() throws(StyleKitError) -> [ResolvedNode] {
        let env = context.environment
        let dark = env.colorScheme == .dark
        let thumb = dark ? Color(red: 0x63 / 255, green: 0x63 / 255, blue: 0x66 / 255) : Color.white
        let separator = Color(red: 0x8E / 255, green: 0x8E / 255, blue: 0x93 / 255).opacity(0.3)
        let disabledText = Color(red: 122 / 255, green: 122 / 255, blue: 122 / 255).opacity(115 / 255)
        var segments: [ResolvedNode] = []
        for (index, option) in options.enumerated() {
            let isChosen = index == chosen
            // No separator beside the chosen segment (Flutter fades it out there).
            let showsSeparator = index > 0 && !isChosen && index - 1 != chosen
            let segment = option.portableView
                .font(.system(size: 13, weight: isChosen ? .semibold : .medium))
                .lineLimit(1)
                .foregroundStyle(env.isEnabled ? AnyShapeStyle(Color.primary) : AnyShapeStyle(disabledText))
                .padding(.horizontal, Self.segmentPadding)
                .frame(maxWidth: .infinity, minHeight: Self.segmentedHeight - 2 * Self.segmentedInset)
                .background {
                    if isChosen {
                        RoundedRectangle(cornerRadius: Self.thumbCorner, style: .continuous).fill(thumb)
                            .shadow(color: Color.black.opacity(0x1F / 255), radius: 4, y: 3)
                            .shadow(color: Color.black.opacity(0x0A / 255), radius: 0.5, y: 3)
                    }
                }
                .overlay(alignment: .leading) {
                    if showsSeparator {
                        Rectangle().fill(separator).frame(width: 1).padding(.vertical, Self.separatorInset)
                    }
                }
            let element = AccessibilityElement(role: .button, label: try text(of: option.portableView), value: nil, isEnabled: env.isEnabled,
                                               traits: isChosen ? [.isButton, .isSelected] : .isButton)
            segments.append(.accessibility(.element(element), try segment.resolveNode(in: context)))
        }
        let row = ResolvedNode.stack(StackNode(axis: .horizontal, alignment: .vertical(.center), spacing: 0, children: segments))
        let track = RoundedRectangle(cornerRadius: Self.segmentedCorner, style: .continuous).fill(Color(system: .tertiarySystemFill))
        let node = ResolvedNode.layered(.background, alignment: .center,
                                        child: .padding(EdgeInsets(top: Self.segmentedInset, leading: Self.segmentedInset,
                                                                   bottom: Self.segmentedInset, trailing: Self.segmentedInset), row),
                                        layer: try track.resolveNode(in: context))
        // Each segment is its own element, as each of UISegmentedControl's segments is.
        return [node]
    }

    /// A wheel: the chosen option in the middle on a rounded selection band, its neighbours fading above
    /// and below.
    private func wheel() throws(StyleKitError) -> ResolvedNode {
        let center = chosen ?? 0
        let view = ZStack {
            RoundedRectangle(cornerRadius: 8, style: .continuous).fill(Color(system: .tertiarySystemFill))
                .frame(height: Self.wheelRow)
            VStack(spacing: 0) {
                ForEach(-3..<4, id: \.self) { offset in
                    let index = center + offset
                    Group {
                        if options.indices.contains(index) { options[index].portableView } else { Color.clear }
                    }
                    .font(.title3)
                    .lineLimit(1)
                    .frame(maxWidth: .infinity)
                    .frame(height: Self.wheelRow)
                    .opacity(offset == 0 ? 1 : [0.6, 0.35, 0.15][abs(offset) - 1])
                }
            }
        }
        .frame(height: Self.wheelHeight)
        .clipped()
        let element = AccessibilityElement(role: .adjustable, label: try text(of: label), value: try text(of: chosenView),
                                           isEnabled: context.environment.isEnabled, traits: .isAdjustable)
        return .accessibility(.element(element), try view.resolveNode(in: context))
    }

    /// The options as rows of a list, each with a checkmark in the tint when chosen; each row a button.
    func inlineRows() throws(StyleKitError) -> [ChildView] {
        options.enumerated().map { index, option in
            let isChosen = index == chosen
            let rowView = HStack {
                option.portableView
                Spacer()
                if isChosen { Image(systemName: "checkmark").font(.body.weight(.semibold)).foregroundStyle(.tint) }
            }
            var row = ChildView(base: AnyView(rowView.wrapped { node, context throws(StyleKitError) in
                let name = try option.portableView.resolveNode(in: context).textContent
                let element = AccessibilityElement(role: .button, label: name, value: nil, isEnabled: context.environment.isEnabled,
                                                   traits: isChosen ? [.isButton, .isSelected] : .isButton)
                return .accessibility(.element(element), node)
            }), context: context)
            row.traits = option.traits
            return row
        }
    }

    /// Radio buttons (macOS): the label, then one circle per option, the chosen one filled in the tint.
    private func radioGroup() throws(StyleKitError) -> ResolvedNode {
        let view = HStack(alignment: .top, spacing: 8) {
            if !context.environment.labelsHidden { label }
            VStack(alignment: .leading, spacing: 6) {
                ForEach(Array(options.indices), id: \.self) { index in
                    HStack(spacing: 6) {
                        if index == chosen {
                            Circle().fill(.tint).overlay(Circle().fill(Color.white).frame(width: 6, height: 6)).frame(width: 16, height: 16)
                        } else {
                            Circle().strokeBorder(Color(system: .separator), lineWidth: 1).frame(width: 16, height: 16)
                        }
                        options[index].portableView
                    }
                }
            }
        }
        return try element(try view.resolveNode(in: context))
    }
}
