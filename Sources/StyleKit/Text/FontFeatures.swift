import Foundation

// Font features as design systems ask for them through a descriptor:
// `[.type: kNumberSpacingType, .selector: kMonospacedNumbersSelector]` under `.featureSettings`. The type
// and selector numbers are those of Apple's font feature registry (the TrueType Reference Manual's
// "Font Feature Registry": Number Spacing is type 6; monospaced 0, proportional 1, third-width 2,
// quarter-width 3). The renderer keeps a descriptor's feature settings but does not apply them yet: digits
// are drawn with the face's default spacing.

/// The Number Spacing feature type.
public let kNumberSpacingType = 6
/// Number Spacing: all digits as wide.
public let kMonospacedNumbersSelector = 0
/// Number Spacing: digits as wide as their shapes.
public let kProportionalNumbersSelector = 1
/// Number Spacing: third-width digits.
public let kThirdWidthNumbersSelector = 2
/// Number Spacing: quarter-width digits.
public let kQuarterWidthNumbersSelector = 3

extension UIFontDescriptor {
    /// The keys of one feature setting.
    public struct FeatureKey: Hashable, Sendable, RawRepresentable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The feature's type (`kNumberSpacingType`).
        public static let type = FeatureKey(rawValue: "CTFeatureTypeIdentifier")
        /// The feature's selector (`kMonospacedNumbersSelector`).
        public static let selector = FeatureKey(rawValue: "CTFeatureSelectorIdentifier")
        /// The older names of the two.
        public static let featureIdentifier = FeatureKey.type
        public static let typeIdentifier = FeatureKey.selector
    }
}
