import SwiftUI

/// Progress as five segments, filled up to the fraction completed (checkout steps).
struct SegmentedProgressViewStyle: ProgressViewStyle {
    @Environment(\.acmeTheme) private var theme
    var segments = 5

    func makeBody(configuration: Configuration) -> some View {
        let filled = Int(((configuration.fractionCompleted ?? 0) * Double(segments)).rounded())
        return VStack(alignment: .leading, spacing: 6) {
            configuration.label
            HStack(spacing: 4) {
                ForEach(0..<segments, id: \.self) { index in
                    RoundedRectangle(cornerRadius: 2)
                        .fill(index < filled ? theme.accent : Color(.systemGray5))
                        .frame(width: 28, height: 6)
                }
            }
        }
    }
}
