// Seed 1, "SwiftUI Custom Styling" — "Putting It All Together": plays nice with Forms on iOS and macOS.
//
// The one edit Linux forces: the article chooses the platform with `#if os(iOS)`, which is never true on
// Linux, so one branch could never be rendered. The platform is read from the environment instead
// (`\.targetPlatform`), and the gallery renders both branches as platform variants. Everything else is
// the article's code.
import SwiftUI

struct MyToggleStyle2: ToggleStyle {
    @Environment(\.targetPlatform) private var platform

    var width: CGFloat { platform == .iOS ? 50 : 38 }   // #if os(iOS) 50 #else 38 #endif
    
    func makeBody(configuration: Self.Configuration) -> some View {
        HStack {
            configuration.label

            if platform == .iOS {                           // #if os(iOS)
                Spacer()
            }                                               // #endif
            
            ZStack(alignment: configuration.isOn ? .trailing : .leading) {
                RoundedRectangle(cornerRadius: 4)
                    .frame(width: width, height: width / 2)
                    .foregroundColor(configuration.isOn ? .green : .red)
                
                RoundedRectangle(cornerRadius: 4)
                    .frame(width: (width / 2) - 4, height: width / 2 - 6)
                    .padding(4)
                    .foregroundColor(.white)
                    .onTapGesture {
                        withAnimation {
                            configuration.$isOn.wrappedValue.toggle()
                        }
                }
            }
        }
        .accessibility(activationPoint: configuration.isOn ? UnitPoint(x: 0.25, y: 0.5) : UnitPoint(x: 0.75, y: 0.5))
        .alignmentGuide(.leading, computeValue: { d in (d.width - self.width) })

    }
}
