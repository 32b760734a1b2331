import Foundation
import Testing
import XMLWriter
@testable import GallerySite

/// The team notes' Markdown subset: what it renders, and that nothing in the notes becomes markup.
@Suite struct NotesMarkdownTests {
    /// What a writer writes, as markup, so that a failed expectation shows both sides.
    func html(_ write: (inout HTMLWriter) -> Void) -> String {
        var writer = HTMLWriter()
        write(&writer)
        return (try? writer.fragment().string) ?? "<refused>"
    }

    func inline(_ source: String) -> String { html { NotesMarkdown.writeInline(source, into: &$0) } }
    func blocks(_ source: String) -> String { html { NotesMarkdown.writeBlocks(source, into: &$0) } }

    @Test func rendersTheSubset() throws {
        #expect(inline("a **b** *c* _d_ `e`") == "a <strong>b</strong> <em>c</em> <em>d</em> <code>e</code>")
        #expect(inline("[Figma](https://figma.example/f?a=1&b=2)") == #"<a href="https://figma.example/f?a=1&amp;b=2" rel="external">Figma</a>"#)
        #expect(inline("[the **guide**](docs/g.html)") == #"<a href="docs/g.html">the <strong>guide</strong></a>"#)
        #expect(blocks("One\nline.\n\nTwo.") == "<p>One\nline.</p><p>Two.</p>")
        #expect(blocks("Intro:\n- one\n- **two**\n  continued\n\nAfter.")
                    == "<p>Intro:</p><ul><li>one</li><li><strong>two</strong>\ncontinued</li></ul><p>After.</p>")
        #expect(blocks("   \n\n") == "")
    }

    @Test func nestsAndLeavesUnclosedMarkersAsText() throws {
        #expect(inline("**bold *and em* bold**") == "<strong>bold <em>and em</em> bold</strong>")
        #expect(inline("*em **and bold** em*") == "<em>em <strong>and bold</strong> em</em>")
        #expect(inline("***both***") == "<strong><em>both</em></strong>")
        #expect(inline("**unclosed") == "**unclosed")
        #expect(inline("*unclosed and `code`") == "*unclosed and <code>code</code>")
        #expect(inline("`unclosed code") == "`unclosed code")
        #expect(inline("2 * 3 * 4") == "2 * 3 * 4", "a marker before a space opens nothing")
        #expect(inline("snake_case_name and _em_") == "snake_case_name and <em>em</em>")
        #expect(inline("`**not bold**`") == "<code>**not bold**</code>")
        #expect(inline(#"\*literal\* and \`tick\`"#) == "*literal* and `tick`")
        #expect(inline("[text](no-close") == "[text](no-close")
        #expect(inline("[text] (x)") == "[text] (x)")
        #expect(inline("[wiki](https://w.example/Button_(UI)) after") == #"<a href="https://w.example/Button_(UI)" rel="external">wiki</a> after"#)
        #expect(inline("**a [b](#x) c**") == ##"<strong>a <a href="#x">b</a> c</strong>"##)
        #expect(inline("[outer [inner](#i)](#o)") == ##"<a href="#o">outer inner</a>"##, "no link inside a link")
        // Deep nesting stops at a bound, as text; no crash, no runaway recursion.
        let deep = String(repeating: "*_", count: 500) + "x" + String(repeating: "_*", count: 500)
        #expect(inline(deep).contains("x"))
        let hostile = String(repeating: "**[`_", count: 2_000)
        #expect(inline(hostile).count >= hostile.count)
    }

    @Test func escapesEverythingTheNotesSay() throws {
        // (HTML text keeps `"` as written; attribute values escape it.)
        #expect(inline("<script>alert('x')</script> & \"q\"") == "&lt;script&gt;alert('x')&lt;/script&gt; &amp; \"q\"")
        #expect(blocks("<img src=x onerror=alert(1)>") == "<p>&lt;img src=x onerror=alert(1)&gt;</p>")
        #expect(inline("**<b>&amp;</b>**") == "<strong>&lt;b&gt;&amp;amp;&lt;/b&gt;</strong>")
        #expect(inline("`<script>`") == "<code>&lt;script&gt;</code>")
        // A quote in a URL cannot leave the attribute: the serializer escapes it.
        #expect(inline(#"[q](https://a.example/"onmouseover="x)"#) == #"<a href="https://a.example/&quot;onmouseover=&quot;x" rel="external">q</a>"#)
    }

    @Test func unsafeLinksBecomeText() throws {
        #expect(inline("[click](javascript:alert(1))") == "click")
        #expect(inline("[click](JAVASCRIPT:alert(1))") == "click")
        #expect(inline("[img](data:text/html;base64,PHNjcmlwdD4=)") == "img")
        #expect(inline("[host](//evil.example)") == "host")
        #expect(inline("[**b**](vbscript:x)") == "<strong>b</strong>")
        #expect(NotesMarkdown.linkTargets(in: "a [x](javascript:1) b [y](https://ok.example) \\[z](c:d)") == ["javascript:1", "https://ok.example"])
    }

    @Test func relativeLinksStartAtTheSiteRoot() throws {
        let page = "themes/default/plain.html"
        let written = html {
            NotesMarkdown.writeInline("[a](themes/dark/plain.html) [b](#states) [c](https://x.example) [d](/handbook/x.html)",
                                      href: { TeamNotes.href($0, page: page) }, into: &$0)
        }
        #expect(written == ##"<a href="../../themes/dark/plain.html">a</a> <a href="#states">b</a> <a href="https://x.example" rel="external">c</a> d"##, "a host-root path is text")
    }
}
