import Fonts
import Foundation
import StyleKit

/// What a build leaves in its site for the next one (`.stylegallery-build/index`): the key of every page
/// group (a component under a theme) with the files it wrote and their stamps, what the overview pages
/// need of its variants, and the digests of the input files it read. A build reuses a group whose key is
/// unchanged and whose files still carry their stamps; `gallery merge` joins shard builds through it.
///
/// A line-oriented text file: `kind fields…`, the last field running to the end of the line, text escaped
/// (`\\`, `\n`, `\r`, `\t`). `file` lines before the first `group` are the site's own files; lines after
/// `group` belong to that group.
struct BuildIndex: Sendable {
    static let folder = ".stylegallery-build"
    static let fileName = "index"
    static let header = "stylegallery-build-index 6"

    struct File: Hashable, Sendable {
        /// Relative to the site's root.
        var path: String
        var stamp: FileStamp
    }

    struct Group: Sendable {
        var key: String
        /// ``BuildKeys/renders``: what decides the SVG files (the key without the team's words).
        var renderKey = ""
        /// The SVG files, the records (``GroupRecords``), the component page and the variant file.
        var files: [File] = []
        /// Per variant, in state order.
        var variants: [CompactRecord] = []
        var failingRenders = 0
        var svgBytes = 0
        var warnings: [String] = []
        var faces: [FaceRecord] = []
        /// The tokens and environment keys the component reads under the theme (``TokenProbe``).
        var reads: [String] = []
        /// The look-alike verdict of every neighbouring pair of different drawings (``LookAlikeCheck``).
        var lookAlike: [LookAlikeCheck.PairKey: LookAlikeCheck.Verdict] = [:]
    }

    /// The key of the whole site: equal keys and intact files mean there is nothing to write.
    var siteKey = ""
    /// ``BuildKeys/shared`` of the build that wrote it.
    var sharedKey = ""
    /// `I/N` when the folder is one shard of a build (`gallery build --shard`), not a whole site.
    var shard: String?
    /// Pages of the whole site.
    var pages = 0
    /// The site's own files (overview pages, search index, manifest, assets).
    var siteFiles: [File] = []
    var groups: [String: Group] = [:]
    /// Group keys in the site's page order.
    var order: [String] = []
    var digests: [String: FileDigests.Entry] = [:]
    /// What the groups' look-alike verdicts depend on (``DistinguishabilitySettings/cacheToken(rasterizer:)``).
    var lookAlikeToken = ""

    static func url(in site: URL) -> URL { site.appendingPathComponent(folder).appendingPathComponent(fileName) }

    /// A problem that makes the index of a previous build unusable (the build then renders everything).
    struct Unusable: Error, CustomStringConvertible {
        let description: String
    }

    /// The index of the site at `site`; nil when there is none; `Unusable` when it cannot be trusted.
    static func read(site: URL) throws(Unusable) -> BuildIndex? {
        let url = url(in: site)
        guard let bytes = FileReader.bytes(atPath: url.path) else { return nil }
        return try parse(bytes)
    }

    static func parse(_ text: String) throws(Unusable) -> BuildIndex { try parse(Array(text.utf8)) }

    /// Reads the index from its bytes (a line at a time, fields split on spaces, no `String` per line).
    static func parse(_ bytes: [UInt8]) throws(Unusable) -> BuildIndex {
        let space = UInt8(ascii: " "), newline = UInt8(ascii: "\n")
        var index = BuildIndex()
        var current: Group?
        var number = 0
        var start = 0
        func damaged() -> Unusable { Unusable(description: "line \(number) is damaged") }
        func finishGroup() {
            guard let group = current else { return }
            index.groups[group.key] = group
            index.order.append(group.key)
            current = nil
        }
        while start < bytes.count {
            number += 1
            guard let end = bytes[start...].firstIndex(of: newline) else { throw Unusable(description: "it is incomplete") }
            let line = bytes[start..<end]
            start = end + 1
            if number == 1 {
                guard line.elementsEqual(Self.header.utf8) else { throw Unusable(description: "it was written by another version of StyleGallery") }
                continue
            }
            if line.isEmpty { continue }
            let kindEnd = line.firstIndex(of: space) ?? line.endIndex
            let kind = String(decoding: line[line.startIndex..<kindEnd], as: UTF8.self)
            let rest = kindEnd < line.endIndex ? line[(kindEnd + 1)...] : line[line.endIndex...]
            func fields(_ count: Int) throws(Unusable) -> [ArraySlice<UInt8>] {
                let parts = rest.split(separator: space, maxSplits: count - 1, omittingEmptySubsequences: false)
                guard parts.count == count else { throw damaged() }
                return parts
            }
            func int(_ s: ArraySlice<UInt8>) throws(Unusable) -> Int64 {
                var value: Int64 = 0
                var negative = false
                for (i, byte) in s.enumerated() {
                    if i == 0, byte == UInt8(ascii: "-") { negative = true; continue }
                    guard (48...57).contains(byte) else { throw damaged() }
                    let (times, o1) = value.multipliedReportingOverflow(by: 10)
                    let (plus, o2) = times.addingReportingOverflow(Int64(byte - 48))
                    guard !o1, !o2 else { throw damaged() }
                    value = plus
                }
                guard !s.isEmpty, !(negative && s.count == 1) else { throw damaged() }
                return negative ? -value : value
            }
            func stamp(_ f: [ArraySlice<UInt8>]) throws(Unusable) -> FileStamp {
                let inode = try int(f[2])
                guard inode >= 0 else { throw damaged() }
                return FileStamp(size: try int(f[0]), modified: try int(f[1]), inode: UInt64(inode))
            }
            // Most strings hold no escape: decoded once, not decoded and then copied by `unescape`.
            func string(_ s: ArraySlice<UInt8>) -> String {
                s.contains(UInt8(ascii: "\\")) ? unescape(String(decoding: s, as: UTF8.self)[...]) : String(decoding: s, as: UTF8.self)
            }
            /// An unsigned decimal number, read over the bytes.
            func unsigned<Number: FixedWidthInteger & UnsignedInteger>(_ s: ArraySlice<UInt8>, as: Number.Type) throws(Unusable) -> Number {
                guard !s.isEmpty else { throw damaged() }
                var value: Number = 0
                for byte in s {
                    guard (48...57).contains(byte) else { throw damaged() }
                    let (times, o1) = value.multipliedReportingOverflow(by: 10)
                    let (plus, o2) = times.addingReportingOverflow(Number(byte - 48))
                    guard !o1, !o2 else { throw damaged() }
                    value = plus
                }
                return value
            }
            switch kind {
            case "site": index.siteKey = string(rest)
            case "shared": index.sharedKey = string(rest)
            case "shard": index.shard = string(rest)
            case "alike": index.lookAlikeToken = string(rest)
            case "pages": index.pages = Int(try int(rest))
            case "digest":
                let f = try fields(5)
                index.digests[string(f[4])] = FileDigests.Entry(stamp: try stamp(f), digest: string(f[3]))
            case "group":
                finishGroup()
                let f = try fields(4)
                current = Group(key: string(f[0]), renderKey: string(f[1]), failingRenders: Int(try int(f[2])), svgBytes: Int(try int(f[3])))
            case "file" where current == nil:
                let f = try fields(4)
                index.siteFiles.append(File(path: string(f[3]), stamp: try stamp(f)))
            case "file", "variant", "warning", "face", "reads", "pair":
                guard current != nil else { throw Unusable(description: "line \(number) is outside a group") }
                switch kind {
                case "file":
                    let f = try fields(4)
                    current!.files.append(File(path: string(f[3]), stamp: try stamp(f)))
                case "variant":
                    let f = try fields(4)
                    current!.variants.append(CompactRecord(failures: Int(try int(f[0])), bytes: Int(try int(f[1])),
                                                           drawing: try unsigned(f[2], as: UInt64.self), failedRules: try unsigned(f[3], as: UInt32.self)))
                case "warning":
                    current!.warnings.append(string(rest))
                case "reads":
                    current!.reads = rest.isEmpty ? [] : rest.split(separator: UInt8(ascii: "\t"), omittingEmptySubsequences: false).map(string)
                case "pair":
                    // `pair FIRST SECOND distinct` or `pair FIRST SECOND alike SHARE MAX-ΔE`.
                    let f = rest.split(separator: space, omittingEmptySubsequences: false).map { String(decoding: $0, as: UTF8.self) }
                    guard f.count >= 3, let first = UInt64(f[0]), let second = UInt64(f[1]) else { throw damaged() }
                    let key = LookAlikeCheck.PairKey(first, second)
                    if f.count == 3, f[2] == "distinct" {
                        current!.lookAlike[key] = .distinct
                    } else if f.count == 5, f[2] == "alike", let share = Double(f[3]), let largest = Double(f[4]), share.isFinite, largest.isFinite {
                        current!.lookAlike[key] = .alike(PixelComparison.Figures(differingShare: share, maxDeltaE: largest))
                    } else {
                        throw damaged()
                    }
                default:
                    let f = rest.split(separator: UInt8(ascii: "\t"), omittingEmptySubsequences: false).map(string)
                    guard f.count == 7, let faceIndex = Int(f[5]) else { throw damaged() }
                    current!.faces.append(FaceRecord(family: f[0], style: f[1], postScriptName: f[2], version: f[3], file: f[4],
                                                     faceIndex: faceIndex, sha256: f[6]))
                }
            case "end":
                finishGroup()
                return index
            default:
                throw damaged()
            }
        }
        throw Unusable(description: number == 0 ? "it is empty" : "it is incomplete")
    }

    var text: String {
        var out = headText
        for key in order {
            if let group = groups[key] { out += Self.text(of: group) }
        }
        return out + Self.endLine
    }

    /// Everything before the groups: the header, keys, digests and the site's own files.
    var headText: String {
        var out = Self.header + "\n"
        out += "site \(siteKey)\n"
        out += "shared \(sharedKey)\n"
        if let shard { out += "shard \(shard)\n" }
        if !lookAlikeToken.isEmpty { out += "alike \(Self.escape(lookAlikeToken))\n" }
        out += "pages \(pages)\n"
        for (path, entry) in digests.sorted(by: { $0.key < $1.key }) {
            out += "digest \(Self.fields(entry.stamp)) \(entry.digest) \(Self.escape(path))\n"
        }
        for file in siteFiles { out += "file \(Self.fields(file.stamp)) \(Self.escape(file.path))\n" }
        return out
    }

    /// The last line: an index without it was cut short.
    static let endLine = "end\n"

    /// The lines of one group, from its `group` line.
    static func text(of group: Group) -> String { String(decoding: bytes(of: group), as: UTF8.self) }

    /// The lines of one group as UTF-8, written byte by byte: every group of a build is spilled
    /// (``IndexSpill``), those taken over unchanged too, and writing them through string interpolation and
    /// escaping by Unicode scalar was 4 % of a one-token rebuild's instructions.
    static func bytes(of group: Group) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(96 + group.files.count * 96 + group.variants.count * 40 + group.lookAlike.count * 48)
        func text(_ string: String) { out.append(contentsOf: string.utf8) }
        func escaped(_ string: String) {
            // The four escaped characters are ASCII, so bytes and scalars give the same escapes.
            for byte in string.utf8 {
                switch byte {
                case 0x5C: out += [0x5C, 0x5C]
                case 0x0A: out += [0x5C, UInt8(ascii: "n")]
                case 0x0D: out += [0x5C, UInt8(ascii: "r")]
                case 0x09: out += [0x5C, UInt8(ascii: "t")]
                default: out.append(byte)
                }
            }
        }
        func number(_ value: UInt64) { FixedDecimal.appendDigits(value, to: &out) }
        func signed(_ value: Int64) {
            if value < 0 { out.append(UInt8(ascii: "-")) }
            number(value.magnitude)
        }
        let space = UInt8(ascii: " "), newline = UInt8(ascii: "\n")
        text("group "); text(group.key); out.append(space); text(group.renderKey); out.append(space)
        signed(Int64(group.failingRenders)); out.append(space); signed(Int64(group.svgBytes)); out.append(newline)
        for file in group.files {
            text("file "); signed(file.stamp.size); out.append(space); signed(file.stamp.modified); out.append(space)
            number(file.stamp.inode); out.append(space); escaped(file.path); out.append(newline)
        }
        for variant in group.variants {
            text("variant "); signed(Int64(variant.failures)); out.append(space); signed(Int64(variant.bytes)); out.append(space)
            number(variant.drawing); out.append(space); number(UInt64(variant.failedRules)); out.append(newline)
        }
        for warning in group.warnings { text("warning "); escaped(warning); out.append(newline) }
        if !group.reads.isEmpty {
            text("reads ")
            for (position, read) in group.reads.enumerated() {
                if position > 0 { out.append(UInt8(ascii: "\t")) }
                escaped(read)
            }
            out.append(newline)
        }
        for (key, verdict) in group.lookAlike.sorted(by: { ($0.key.first, $0.key.second) < ($1.key.first, $1.key.second) }) {
            text("pair "); number(key.first); out.append(space); number(key.second)
            switch verdict {
            case .distinct: text(" distinct\n")
            case .alike(let figures): text(" alike \(figures.differingShare) \(figures.maxDeltaE)\n")
            }
        }
        for face in group.faces {
            text("face ")
            for (position, field) in [face.family, face.style, face.postScriptName, face.version, face.file, String(face.faceIndex), face.sha256].enumerated() {
                if position > 0 { out.append(UInt8(ascii: "\t")) }
                escaped(field)
            }
            out.append(newline)
        }
        return out
    }

    private static func fields(_ stamp: FileStamp) -> String { "\(stamp.size) \(stamp.modified) \(stamp.inode)" }

    /// `\\`, `\n`, `\r`, `\t` for the four characters that would break a line or a field (by scalar, so
    /// that `\r\n` is two escapes, not one unknown character).
    static func escape(_ s: String) -> String {
        var out = String.UnicodeScalarView()
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\\": out += "\\\\".unicodeScalars
            case "\n": out += "\\n".unicodeScalars
            case "\r": out += "\\r".unicodeScalars
            case "\t": out += "\\t".unicodeScalars
            default: out.append(scalar)
            }
        }
        return String(out)
    }

    static func unescape(_ s: Substring) -> String {
        guard s.utf8.contains(UInt8(ascii: "\\")) else { return String(s) }
        var out = String.UnicodeScalarView()
        var escaping = false
        for scalar in s.unicodeScalars {
            if escaping {
                switch scalar {
                case "n": out.append("\n")
                case "r": out.append("\r")
                case "t": out.append("\t")
                default: out.append(scalar)
                }
                escaping = false
            } else if scalar == "\\" {
                escaping = true
            } else {
                out.append(scalar)
            }
        }
        return String(out)
    }
}
