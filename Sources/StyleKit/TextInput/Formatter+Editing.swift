import Foundation

// `Formatter`'s editing checks, which a text field's coordinator calls while the user types. Linux's Foundation
// has neither, so code calling them on a `Formatter` does not compile there. These stand in for them. They
// are generic so that a subclass's own `isPartialStringValid` (its `override` dropped in the compiled copy:
// GallerySources' SourceRewriter) is a method of its own, not a clashing override of these. Called on a
// `Formatter` they accept the edit; nothing is typed in a render.

extension Formatter {
    /// Whether the edit that made `partialStringPtr`'s string is acceptable: yes.
    public func isPartialStringValid<S: NSString>(_ partialStringPtr: UnsafeMutablePointer<S>,
                                                  proposedSelectedRange proposedSelRangePtr: UnsafeMutablePointer<NSRange>?,
                                                  originalString origString: String, originalSelectedRange origSelRange: NSRange,
                                                  errorDescription error: UnsafeMutablePointer<NSString?>?) -> Bool {
        true
    }

    /// Whether `partialString` is acceptable as typed so far: yes.
    public func isPartialStringValid<S: NSString>(_ partialString: String, newEditingString newString: UnsafeMutablePointer<S?>?,
                                                  errorDescription error: UnsafeMutablePointer<NSString?>?) -> Bool {
        true
    }
}
