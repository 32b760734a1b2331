// `import CoreText` for what design systems use of it — font registration (`CTFontManagerRegisterFontsForURL`)
// and the `CFURL` and `CFError` it takes — which StyleKit declares (Text/CoreTextFontManager.swift).
@_exported import Foundation
@_exported import StyleKit
