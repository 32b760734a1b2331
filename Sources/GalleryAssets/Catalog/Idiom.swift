/// The device family an asset variant is for (`"idiom"` in `Contents.json`; docs/asset-catalogs.md, §2).
package enum Idiom: String, CaseIterable, Sendable, Hashable {
    case universal, iphone, ipad, mac, tv, watch, car, vision
    case iosMarketing = "ios-marketing"
    case watchMarketing = "watch-marketing"

    /// The idioms tried when a variant for `self` is wanted: `self`, then `universal`.
    var lookupOrder: [Idiom] { self == .universal ? [.universal] : [self, .universal] }
}
