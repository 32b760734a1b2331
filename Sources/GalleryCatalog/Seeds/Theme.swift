// Seed 3, "Theming SwiftUI applications" — the theme, its environment key, default and Black Friday.
//
// The article's extended `Theme` declares `struct Primary` twice; the second is meant to be `Secondary`
// (it is referenced as `var secondary: Secondary`), which is how it is written here. Swift 6 forces one
// more change: `static var defaultValue = Theme.default` is shared mutable global state, an error in
// Swift 6 language mode on every platform, so it is `static let`. The article's closing ideas — a settings
// item with its own theme values — are filled in with a corner radius and a typography section, so that
// every token a design team sets reaches a style in the gallery.
import SwiftUI

struct Theme {
  var button: Button
  var settings: Settings = .init(item: .init(backgroundColor: Color(UIColor.secondarySystemGroupedBackground)))
  var typography: Typography = .init()

  struct Button {
    var primary: Primary
    var secondary: Secondary = .init(color: .indigo)
    var tertiary: Tertiary = .init(color: .gray)
    
    struct Primary {
      var color: Color
      var borderWidth: CGFloat = 3
    }

    struct Secondary {
      var color: Color
    }

    struct Tertiary {
      var color: Color
    }
  }

  struct Settings {
    var item: Item
     
    struct Item {
      var backgroundColor: Color
      var cornerRadius: CGFloat = 10
    }
  }

  struct Typography {
    var button: Font = .headline
    var body: Font = .body
  }
}

extension Theme {
  static let `default` = Self(
    button: .init(
      primary: .init(color: .teal)
    )
  )
}

extension Theme {
  static let blackFriday = Self(
    button: .init(
      primary: .init(color: .black)
    )
  )
}

private struct ThemeEnvironmentKey: EnvironmentKey {
  static let defaultValue = Theme.default
}

extension EnvironmentValues {
  var theme: Theme {
    get { self[ThemeEnvironmentKey.self] }
    set { self[ThemeEnvironmentKey.self] = newValue }
  }
}
