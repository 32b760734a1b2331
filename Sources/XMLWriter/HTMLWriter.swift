/// HTML content written straight to UTF-8 bytes, element by element, as `HTML5Serializer` would write the
/// same content as a tree of ``XMLNode``s — without the tree. A component page holds thousands of elements;
/// building each as a value, checking the tree and then walking it again to serialise it was a quarter of a
/// cold build's instructions (docs/profile.md).
///
/// Escaping stays by construction: element and attribute names are `StaticString`s (spelt in the source,
/// never made from input), text and attribute values are escaped on the way in, and there is no entry point
/// for markup other than another writer's ``HTMLFragment``. Every string is checked as ``HTMLDocument``
/// checks a tree's: characters HTML does not allow, boolean attributes with another value, children of void
/// elements, markup or an early end inside `<script>`/`<style>`, duplicate attributes; CR and CRLF become LF.
/// The first problem is kept, the rest of the content still written, and ``fragment()`` throws it — so the
/// code that writes a page needs no `try` at every element.
///
/// ```swift
/// var html = HTMLWriter()
/// html.element("p", ["class": "lede"]) { html in
///     html.text("Fish & chips")
/// }
/// let fragment = try html.fragment()   // <p class="lede">Fish &amp; chips</p>
/// ```
public struct HTMLWriter {
    public typealias Attributes = KeyValuePairs<StaticString, String?>

    private var out = MarkupBytes(capacity: 1 << 12)
    private var problem: XMLError?
    /// The innermost open element, nil at the top of the fragment.
    private var parent: Parent?

    private struct Parent {
        let name: StaticString
        let kind: HTMLVocabulary.ElementKind
        /// Where its content begins in `out`.
        let contentStart: Int
    }

    public init() {}

    /// A writer with room for `capacity` bytes: a page whose size is known roughly (a component page, about
    /// five kilobytes a card) is then not copied each time its buffer doubles (docs/profile.md).
    public init(capacity: Int) { out = MarkupBytes(capacity: capacity) }

    /// The bytes written, or the first problem met.
    public consuming func fragment() throws(XMLError) -> HTMLFragment {
        if let problem { throw problem }
        return HTMLFragment(bytes: out.bytes)
    }

    // MARK: Elements

    /// An element with `attributes` (those whose value is nil are left out) and the content `content` writes.
    public mutating func element(_ name: StaticString, _ attributes: Attributes = [:],
                                 _ content: (inout HTMLWriter) -> Void = { _ in }) {
        let open = startTag(name, attributes.count) { attributes[attributes.index(attributes.startIndex, offsetBy: $0)] }
        content(&self)
        endTag(open)
    }

    /// An element whose content is one text.
    public mutating func element(_ name: StaticString, _ attributes: Attributes = [:], text: String) {
        element(name, attributes) { $0.text(text) }
    }

    /// An element with attributes computed at run time (those whose value is nil are left out).
    public mutating func element(_ name: StaticString, attributes: [(StaticString, String?)],
                                 _ content: (inout HTMLWriter) -> Void = { _ in }) {
        let open = startTag(name, attributes.count) { attributes[$0] }
        content(&self)
        endTag(open)
    }

    // MARK: Content

    /// Character data: escaped, or inside `<script>`/`<style>` written as it is (and refused if it could end
    /// the element early).
    public mutating func text(_ string: String) {
        guard !string.isEmpty else { return }
        // Plain text in an element that takes it as it is: checked as it is escaped.
        if parent.map({ !$0.kind.isRawText && !$0.kind.isVoid && !$0.kind.dropsLeadingNewline }) ?? true,
           out.escapedIfPlain(string, .htmlText) {
            return
        }
        let sawCR: Bool
        do throws(XMLError) {
            sawCR = try MarkupValidation.checkCharacters(string, .html, "text in \(textContext)")
        } catch {
            return fail(error)
        }
        let text = sawCR ? HTMLVocabulary.normalizeNewlines(string) : string
        if let parent {
            if parent.kind.isRawText { return out.verbatim(text) }  // checked whole when the element ends
            if let message = Self.refusal(of: parent) { return fail(XMLError(message: message)) }  // a void element
            if parent.kind.dropsLeadingNewline, out.bytes.count == parent.contentStart, text.utf8.first == UInt8(ascii: "\n") {
                out.byte(UInt8(ascii: "\n"))  // the parser drops this one, keeping the text's own newline
            }
        }
        out.escaped(text, .htmlText)
    }

    /// Content made by another writer.
    public mutating func append(_ fragment: HTMLFragment) {
        guard let first = fragment.bytes.first else { return }
        if let parent {
            if let message = Self.refusal(of: parent) { return fail(XMLError(message: message)) }
            if parent.kind.dropsLeadingNewline, out.bytes.count == parent.contentStart, first == UInt8(ascii: "\n") {
                out.byte(UInt8(ascii: "\n"))
            }
        }
        out.append(fragment.bytes)
    }

    // MARK: Private

    /// Where text is, for messages: `<td>`, or the fragment's top.
    private var textContext: String { parent.map { "<\($0.name)>" } ?? "the fragment" }

    /// Why an element or markup cannot go into `parent`, if it cannot.
    private static func refusal(of parent: Parent) -> String? {
        MarkupValidation.markupRefusal(parent.kind, "\(parent.name)")
    }

    private mutating func fail(_ error: XMLError) {
        if problem == nil { problem = error }
    }

    /// Writes `<name attributes…>` and makes the element the parent; returns the parent it replaces.
    private mutating func startTag(_ name: StaticString, _ count: Int,
                                   _ attribute: (Int) -> (StaticString, String?)) -> Parent? {
        let kind = name.withUTF8Buffer { bytes in
            if !MarkupValidation.isPlainASCIIName(bytes) { fail(XMLError(message: "element name \"\(name)\" is not a valid name")) }
            return HTMLVocabulary.ElementKind(bytes)
        }
        if let parent, let message = Self.refusal(of: parent) { fail(XMLError(message: message)) }
        out.byte(UInt8(ascii: "<"))
        out.staticName(name)
        for index in 0..<count {
            let (attributeName, value) = attribute(index)
            guard let value else { continue }
            writeAttribute(attributeName, value, of: name, index: index, attribute)
        }
        out.byte(UInt8(ascii: ">"))
        let replaced = parent
        parent = Parent(name: name, kind: kind, contentStart: out.bytes.count)
        return replaced
    }

    private mutating func writeAttribute(_ name: StaticString, _ value: String, of element: StaticString, index: Int,
                                         _ attribute: (Int) -> (StaticString, String?)) {
        name.withUTF8Buffer { bytes in
            if !MarkupValidation.isPlainASCIIName(bytes) {
                fail(XMLError(message: "attribute name \"\(name)\" in <\(element)> is not a valid name"))
            }
        }
        // Elements have a few attributes: comparing with the earlier ones beats hashing them into a set.
        for earlier in 0..<index {
            let (other, value) = attribute(earlier)
            if value != nil, Self.same(other, name) { fail(XMLError(message: "duplicate attribute \"\(name)\" in <\(element)>")) }
        }
        let isBoolean = name.withUTF8Buffer(HTMLVocabulary.isBoolean)
        // ` name`, and `="` but for a boolean attribute; a value refused below leaves nothing of the attribute.
        let mark = out.bytes.count
        out.byte(UInt8(ascii: " "))
        out.staticName(name)
        if !isBoolean {
            out.markup("=\"")
            // A plain value: checked as it is escaped.
            if out.escapedIfPlain(value, .htmlAttribute) {
                out.byte(UInt8(ascii: "\""))
                return
            }
        }
        let sawCR: Bool
        do throws(XMLError) {
            sawCR = try MarkupValidation.checkCharacters(value, .html, "value of attribute \"\(name)\" in <\(element)>")
        } catch {
            out.truncate(to: mark)
            return fail(error)
        }
        if isBoolean {
            // Written bare; HTML allows no value but "" and the attribute's own name.
            if !HTMLVocabulary.isValidBooleanValue(value, for: "\(name)") {
                fail(XMLError(message: "boolean attribute \"\(name)\" in <\(element)> must be \"\" or \"\(name)\" "
                    + "(got \"\(value)\"); remove the attribute to make it false"))
            }
            return
        }
        out.escaped(sawCR ? HTMLVocabulary.normalizeNewlines(value) : value, .htmlAttribute)
        out.byte(UInt8(ascii: "\""))
    }

    /// Writes the end tag of the current parent (none for a void element) and makes `replaced` the parent again.
    private mutating func endTag(_ replaced: Parent?) {
        let open = parent!
        if open.kind.isRawText {
            let text = String(decoding: out.bytes[open.contentStart...], as: UTF8.self)
            if let message = MarkupValidation.rawTextRefusal(text, in: "\(open.name)") { fail(XMLError(message: message)) }
        }
        if !open.kind.isVoid {
            out.markup("</")
            out.staticName(open.name)
            out.byte(UInt8(ascii: ">"))
        }
        parent = replaced
    }

    private static func same(_ a: StaticString, _ b: StaticString) -> Bool {
        a.withUTF8Buffer { a in b.withUTF8Buffer { b in a.elementsEqual(b) } }
    }
}

/// HTML content checked and written by an ``HTMLWriter``: what a document's slot can take in place of a tree
/// (``HTMLDocument/replaceChildren(slot:with:)-(_,HTMLFragment)``), or another writer can append.
public struct HTMLFragment: Sendable, Hashable {
    /// The fragment's UTF-8 bytes.
    public let bytes: [UInt8]

    init(bytes: [UInt8]) { self.bytes = bytes }

    /// No content.
    public static let empty = HTMLFragment(bytes: [])

    /// The fragment as text.
    public var string: String { String(decoding: bytes, as: UTF8.self) }

    /// The same bytes in a buffer of their own size, for a fragment that is kept (a writer starts with room for
    /// 4 KB, which a kept badge of a hundred bytes would hold on to).
    public var compacted: HTMLFragment {
        HTMLFragment(bytes: [UInt8](unsafeUninitializedCapacity: bytes.count) { buffer, count in
            count = buffer.initialize(fromContentsOf: bytes)
        })
    }
}
