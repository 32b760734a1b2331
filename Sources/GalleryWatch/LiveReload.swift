/// The script `gallery watch` adds to every HTML page it serves (never to the built files): it asks for
/// the build id every second and reloads the page when a new build replaced the one it was served from.
public enum LiveReload {
    /// The path that answers with the current build id.
    public static let buildIDPath = "/__stylegallery/build-id"
    public static let reservedSegment = "__stylegallery"

    public static func script(buildID: String) -> String {
        let quoted = buildID.filter { $0.isLetter || $0.isNumber || $0 == "-" }
        return """
            <script>/* gallery watch: reload after each build */(function(){var id="\(quoted)";\
            function poll(){fetch("\(buildIDPath)",{cache:"no-store"}).then(function(r){return r.text()}).then(function(t){\
            if(t.trim()!==id){location.reload();}else{setTimeout(poll,1000);}}).catch(function(){setTimeout(poll,2000);});}\
            setTimeout(poll,1000);})();</script>
            """
    }

    /// `html` with the script before its last `</body>` (any case), or at the end when there is none.
    public static func inject(into html: [UInt8], buildID: String) -> [UInt8] {
        let script = Array(script(buildID: buildID).utf8)
        let closing = Array("</body".utf8)
        var index = html.count - closing.count
        while index >= 0 {
            if zip(html[index..<(index + closing.count)], closing).allSatisfy({ lower($0) == $1 }) {
                return Array(html[..<index]) + script + Array(html[index...])
            }
            index -= 1
        }
        return html + script
    }

    private static func lower(_ byte: UInt8) -> UInt8 {
        (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) ? byte + 32 : byte
    }
}
