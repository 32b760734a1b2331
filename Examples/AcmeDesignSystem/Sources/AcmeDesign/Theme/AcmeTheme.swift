import SwiftUI

/// Acme's theme: the colours and shapes every Acme control reads, switched per season and country.
public struct AcmeTheme: Equatable {
    public var accent: Color
    public var onAccent: Color
    public var surface: Color
    public var cornerRadius: CGFloat
    public var buttonFont: Font

    public static let standard = AcmeTheme(
        // The colour set's symbol Xcode generates (iOS 17), and SwiftGen's accessor (Generated/): both read Assets.xcassets.
        accent: Color(.brandPrimary), onAccent: .white,
        surface: Asset.Colors.brandSurface.swiftUIColor, cornerRadius: 12,
        buttonFont: .custom("Lato-Bold", size: 17, relativeTo: .body))

    /// The Black Friday campaign: black and gold, square corners.
    public static let blackFriday = AcmeTheme(
        accent: .black, onAccent: Color(red: 1, green: 0.84, blue: 0), surface: Color(white: 0.12),
        cornerRadius: 2, buttonFont: .custom("Lato-Bold", size: 17, relativeTo: .body))
}

extension EnvironmentValues {
    /// The theme Acme's controls read; apps set it high in their tree.
    @Entry public var acmeTheme: AcmeTheme = .standard
}
