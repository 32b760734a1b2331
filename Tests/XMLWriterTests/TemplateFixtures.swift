import XMLWriter

/// Shared template sources for the HTML tests.
enum TemplateFixtures {
    static let page = """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <title data-slot="title">Placeholder</title>
        <style data-slot="css"></style>
        </head>
        <body>
        <header><nav data-slot="nav"></nav></header>
        <main data-slot="main"><p data-slot="intro" class="lead">Intro</p></main>
        <footer data-slot="footer">Footer</footer>
        <script data-slot="js">const ready = 1 < 2 && true;</script>
        </body>
        </html>
        """

    static func pageTemplate() throws -> HTMLTemplate {
        try HTMLTemplate(source: page, fileName: "Templates/page.html")
    }

    static func document(_ body: String, fileName: String = "t.html") throws -> HTMLDocument {
        let source = "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n<title>T</title>\n</head>\n"
            + "<body>\n\(body)\n</body>\n</html>\n"
        return try HTMLTemplate(source: source, fileName: fileName).instantiate()
    }

    /// The serialized `<body>` content of a document made by `document(_:)`.
    static func body(_ document: HTMLDocument) throws -> String {
        let html = try document.serialize()
        guard let start = html.firstRange(of: "<body>\n"), let end = html.firstRange(of: "\n</body>") else { return html }
        return String(html[start.upperBound..<end.lowerBound])
    }
}
