import Foundation

/// iOS Dynamic Type: point size and leading of every text style at every Dynamic Type size, from the
/// HIG typography specifications (docs/reference/dynamic-type.md, source T1). Weights do not change with
/// the size; they are in `TextStyleMetrics`.
///
/// Source: Apple Human Interface Guidelines, Typography › Specifications, "iOS, iPadOS Dynamic Type sizes"
/// and "Larger Accessibility Type Sizes" tables,
/// https://developer.apple.com/design/human-interface-guidelines/typography#Specifications
enum DynamicTypeTable {
    /// (size, leading) per text style, in the order largeTitle, title, title2, title3, headline, body,
    /// callout, subheadline, footnote, caption, caption2.
    private static let rows: [DynamicTypeSize: [(CGFloat, CGFloat)]] = [
        .xSmall: [(31, 38), (25, 31), (19, 24), (17, 22), (14, 19), (14, 19), (13, 18), (12, 16), (12, 16), (11, 13), (11, 13)],
        .small: [(32, 39), (26, 32), (20, 25), (18, 23), (15, 20), (15, 20), (14, 19), (13, 18), (12, 16), (11, 13), (11, 13)],
        .medium: [(33, 40), (27, 33), (21, 26), (19, 24), (16, 21), (16, 21), (15, 20), (14, 19), (12, 16), (11, 13), (11, 13)],
        .large: [(34, 41), (28, 34), (22, 28), (20, 25), (17, 22), (17, 22), (16, 21), (15, 20), (13, 18), (12, 16), (11, 13)],
        .xLarge: [(36, 43), (30, 37), (24, 30), (22, 28), (19, 24), (19, 24), (18, 23), (17, 22), (15, 20), (14, 19), (13, 18)],
        .xxLarge: [(38, 46), (32, 39), (26, 32), (24, 30), (21, 26), (21, 26), (20, 25), (19, 24), (17, 22), (16, 21), (15, 20)],
        .xxxLarge: [(40, 48), (34, 41), (28, 34), (26, 32), (23, 29), (23, 29), (22, 28), (21, 28), (19, 24), (18, 23), (17, 22)],
        .accessibility1: [(44, 52), (38, 46), (34, 41), (31, 38), (28, 34), (28, 34), (26, 32), (25, 31), (23, 29), (22, 28), (20, 25)],
        .accessibility2: [(48, 57), (43, 51), (39, 47), (37, 44), (33, 40), (33, 40), (32, 39), (30, 37), (27, 33), (26, 32), (24, 30)],
        .accessibility3: [(52, 61), (48, 57), (44, 52), (43, 51), (40, 48), (40, 48), (38, 46), (36, 43), (33, 40), (32, 39), (29, 35)],
        .accessibility4: [(56, 66), (53, 62), (50, 59), (49, 58), (47, 56), (47, 56), (44, 52), (42, 50), (38, 46), (37, 44), (34, 41)],
        .accessibility5: [(60, 70), (58, 68), (56, 66), (55, 65), (53, 62), (53, 62), (51, 60), (49, 58), (44, 52), (43, 51), (40, 48)],
    ]

    private static let order: [Font.TextStyle] = [
        .largeTitle, .title, .title2, .title3, .headline, .body, .callout, .subheadline, .footnote, .caption, .caption2,
    ]

    /// Point size and leading of `style` at `size`.
    static func metrics(_ style: Font.TextStyle, at size: DynamicTypeSize) -> (size: CGFloat, leading: CGFloat) {
        let row = rows[size]!
        return row[order.firstIndex(of: style)!]
    }

    /// How much `style` grows at `size` relative to the default size Large (what `@ScaledMetric` and
    /// custom fonts relative to a text style scale by).
    static func scale(_ style: Font.TextStyle, at size: DynamicTypeSize) -> CGFloat {
        metrics(style, at: size).size / metrics(style, at: .large).size
    }
}
