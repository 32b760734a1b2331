import SwiftUI

/// A star rating, a control of Acme's own with its own style protocol (the pattern of SwiftUI's styles).
public struct RatingStyleConfiguration {
    public let rating: Int
    public let maximum: Int
}

public protocol RatingStyle {
    associatedtype Body: View
    @ViewBuilder func makeBody(configuration: RatingStyleConfiguration) -> Body
}

public struct StarsRatingStyle: RatingStyle {
    public init() {}
    public func makeBody(configuration: RatingStyleConfiguration) -> some View {
        HStack(spacing: 2) {
            ForEach(1...configuration.maximum, id: \.self) { index in
                Image(systemName: index <= configuration.rating ? "star.fill" : "star")
                    .foregroundStyle(.orange)
            }
        }
    }
}

public struct RatingView: View {
    let rating: Int
    public init(rating: Int) { self.rating = rating }
    public var body: some View {
        StarsRatingStyle().makeBody(configuration: RatingStyleConfiguration(rating: rating, maximum: 5))
    }
}

#Preview("Rating") {
    VStack(alignment: .leading, spacing: 8) {
        RatingView(rating: 1)
        RatingView(rating: 4)
    }
    .padding()
}

struct RatingView_Previews: PreviewProvider {
    static var previews: some View {
        Group {
            RatingView(rating: 2)
                .previewDisplayName("Two stars")
            RatingView(rating: 5)
                .previewDisplayName("Five stars")
        }
        .padding()
        .previewLayout(.sizeThatFits)
    }
}
