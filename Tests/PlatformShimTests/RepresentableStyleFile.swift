// A style file that wraps UIKit and AppKit views, as teams do for maps, web views and text views.
import SwiftUI
import UIKit

final class GlowView: UIView {
    var glow: CGFloat = 0
}

struct GlowRepresentable: UIViewRepresentable {
    var glow: CGFloat
    func makeUIView(context: Context) -> GlowView {
        let view = GlowView(frame: .zero)
        view.backgroundColor = .systemPink
        // With SwiftUI and UIKit both imported, the priority operators do not clash.
        view.setContentHuggingPriority(.defaultHigh - 1, for: .horizontal)
        return view
    }
    func updateUIView(_ uiView: GlowView, context: Context) {
        context.animate { uiView.glow = glow }
    }
    // SwiftUI's underscored sizing hook, as processout-ios's text field implements it.
    func _overrideSizeThatFits(_ size: inout CGSize, in proposedSize: _ProposedSize, uiView: GlowView) {
        size = CGSize(width: proposedSize.width ?? 0, height: proposedSize.height ?? 44)
    }
}

final class PickerController: UIViewController {}

struct PickerRepresentable: UIViewControllerRepresentable {
    final class Coordinator {}
    func makeCoordinator() -> Coordinator { Coordinator() }
    func makeUIViewController(context: Context) -> PickerController { PickerController() }
    func updateUIViewController(_ uiViewController: PickerController, context: Context) {}
}

struct MacField: NSViewRepresentable {
    func makeNSView(context: Context) -> NSView { NSView() }
    func updateNSView(_ nsView: NSView, context: Context) {}
}

/// A button style that puts a platform view behind its label.
struct GlowButtonStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .padding()
            .background(GlowRepresentable(glow: configuration.isPressed ? 1 : 0))
    }
}
