import Foundation

// Core Text's font registration, as a design system calls it to make its bundled fonts known to the app
// (developer.apple.com/documentation/coretext/1499468-ctfontmanagerregisterfontsforurl).
//
// The gallery already gives the renderer every font file among a design system's resources and its
// configuration's `fonts` (the build scans them before rendering), and a font an app registers from its
// bundle is one of those. So registering checks that the file is a font and answers as Core Text would; it
// does not add a face while rendering (the renderer's faces are fixed for a build, which keeps renders
// deterministic). A file that is missing or not a font fails with an error, as it does on iOS.

/// Core Foundation's URL, here Foundation's (`url as CFURL` compiles unchanged).
public typealias CFURL = URL

/// A Core Foundation error: a domain, a code and a description.
public final class CFError: Error, CustomStringConvertible, @unchecked Sendable {
    /// The error's domain.
    public let domain: String
    /// The error's code.
    public let code: Int
    /// What went wrong.
    public let description: String

    init(domain: String, code: Int, description: String) {
        self.domain = domain
        self.code = code
        self.description = description
    }
}

/// How widely a registered font is available.
public enum CTFontManagerScope: UInt32, Sendable {
    /// Not registered.
    case none = 0
    /// This process.
    case process = 1
    /// All processes of the user, persistently.
    case persistent = 2
    /// The user's session (macOS).
    case session = 3
}

extension CTFontManagerScope {
    /// The user's fonts: the same as `persistent`.
    public static let user = CTFontManagerScope.persistent
}

/// Core Text's error codes for registration (kCTFontManagerErrorFileNotFound, …InvalidFontData).
private enum FontRegistrationError {
    static let domain = "com.apple.CoreText.CTFontManagerErrorDomain"
    static let fileNotFound = 101
    static let invalidFontData = 104
}

/// Registers the font file at `fontURL`: true when it is an OpenType or TrueType file (or collection),
/// else false with `error` set (a file that is missing or holds no font).
@discardableResult
public func CTFontManagerRegisterFontsForURL(_ fontURL: CFURL, _ scope: CTFontManagerScope,
                                             _ error: UnsafeMutablePointer<Unmanaged<CFError>?>?) -> Bool {
    let failure: CFError?
    if let handle = FileHandle(forReadingAtPath: fontURL.path) {
        let head = (try? handle.read(upToCount: 4)) ?? Data()
        try? handle.close()
        failure = FontFileSignature.isFont(head) ? nil
            : CFError(domain: FontRegistrationError.domain, code: FontRegistrationError.invalidFontData,
                      description: "\(fontURL.lastPathComponent) holds no font data")
    } else {
        failure = CFError(domain: FontRegistrationError.domain, code: FontRegistrationError.fileNotFound,
                          description: "no font file at \(fontURL.path)")
    }
    if let failure { error?.pointee = Unmanaged.passRetained(failure) }
    return failure == nil
}

/// Unregisters a font registered from `fontURL`: true when the file is a font, as registering it would be.
@discardableResult
public func CTFontManagerUnregisterFontsForURL(_ fontURL: CFURL, _ scope: CTFontManagerScope,
                                               _ error: UnsafeMutablePointer<Unmanaged<CFError>?>?) -> Bool {
    CTFontManagerRegisterFontsForURL(fontURL, scope, error)
}

/// The first four bytes of font files: sfnt version 1.0 (TrueType outlines), `OTTO` (CFF outlines),
/// `true` (Apple TrueType) and `ttcf` (a collection) — the OpenType specification's "Organization of an
/// OpenType Font" (learn.microsoft.com/typography/opentype/spec/otff).
enum FontFileSignature {
    static func isFont(_ head: Data) -> Bool {
        guard head.count == 4 else { return false }
        let tag = Array(head)
        return tag == [0, 1, 0, 0] || tag == Array("OTTO".utf8) || tag == Array("true".utf8) || tag == Array("ttcf".utf8)
    }
}
