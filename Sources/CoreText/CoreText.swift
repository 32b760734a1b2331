// `import CoreText` for what design systems use of it — font registration (`CTFontManagerRegisterFontsForURL`,
// `CTFontManagerRegisterGraphicsFont` with `CGDataProvider` and `CGFont`)
// and the `CFURL` and `CFError` it takes — which StyleKit declares (Text/CoreTextFontManager.swift).
@_exported import Foundation
@_exported import StyleKit
