/// The faces text is set in, as exact files with the SHA-256 they had when they were pinned (Debian 12
/// packages; docs/pinned-fonts.md says why the files are pinned rather than committed). A file that is
/// missing, or whose bytes differ, is reported by `FontLibrary.pinnedFaceProblems` / `check(_:)`.
public struct PinnedFaces: Sendable, Hashable {
    public struct Family: Sendable, Hashable {
        public var name: String
        /// The Debian package that installs the files.
        public var package: String
        public var files: [File]
    }
    public struct File: Sendable, Hashable {
        public var path: String
        public var sha256: String
    }

    public var families: [Family]
    /// Families tried, in order, after the text's own face, for scalars it has no glyph for.
    public var fallbackChain: [String]

    /// Every pinned file by path.
    public var expectedDigests: [String: String] {
        Dictionary(families.flatMap(\.files).map { ($0.path, $0.sha256) }, uniquingKeysWith: { first, _ in first })
    }

    public static let standard = PinnedFaces(families: [
        Family(name: "Inter", package: "fonts-inter", files: [
            File(path: "/usr/share/fonts/opentype/inter/Inter-Black.otf",
                 sha256: "d108d003dd5e5a692a586e25aec09f5643f8078613e53d6d5e7ae45e1adf2fb4"),
            File(path: "/usr/share/fonts/opentype/inter/Inter-BlackItalic.otf",
                 sha256: "fdd250fe1eadd2d48151f9e18d989840d308450486ec4a2e4e4fde4b0d435f6c"),
            File(path: "/usr/share/fonts/opentype/inter/Inter-Bold.otf",
                 sha256: "1e9dfd6a6e33ac63a8fe3b4ed7ae0df9eac2d0b25e444e8e7daef4ac77943fc1"),
            File(path: "/usr/share/fonts/opentype/inter/Inter-BoldItalic.otf",
                 sha256: "db4356b780ed61e0d0597a07566bef5bd7497d6f0edc2d88dbf8deaedaf1ace4"),
            File(path: "/usr/share/fonts/opentype/inter/Inter-ExtraBold.otf",
                 sha256: "158144ef2ad48baf0e45907951a00a1d3264f85c742ccfbc087e90d3d9288cfa"),
            File(path: "/usr/share/fonts/opentype/inter/Inter-ExtraBoldItalic.otf",
                 sha256: "6afee6b920d669c589b47fc2abbcad7d459f3d22f6c934c39c33105b39c238da"),
            File(path: "/usr/share/fonts/opentype/inter/Inter-ExtraLight.otf",
                 sha256: "a0f33dfec7784ebf09b19d4ea50ffa49e2595f880082351124aacf9ebfa48442"),
            File(path: "/usr/share/fonts/opentype/inter/Inter-ExtraLightItalic.otf",
                 sha256: "df1d6a77ed02425ec3456dfb488f05bba51e20d62dad2a92edf4ab7425247697"),
            File(path: "/usr/share/fonts/opentype/inter/Inter-Italic.otf",
                 sha256: "45ecfe6cbadfd4803de6214e02c336a95163a7703973bc8a5ce7ac2d174ecaf7"),
            File(path: "/usr/share/fonts/opentype/inter/Inter-Light.otf",
                 sha256: "e66f130fbadda71e297a9a78025e2f05e8d225ae9dfcea9f51f6570b68fdd905"),
            File(path: "/usr/share/fonts/opentype/inter/Inter-LightItalic.otf",
                 sha256: "9e9b0aa66832affca1f1bed090eb7b49236de1ac7b7e81f8c7c80864de49a974"),
            File(path: "/usr/share/fonts/opentype/inter/Inter-Medium.otf",
                 sha256: "99dab2bdcb613c4c8264000a94351d1227f74dc95a86d1249493aeee0c0179c4"),
            File(path: "/usr/share/fonts/opentype/inter/Inter-MediumItalic.otf",
                 sha256: "a0d825963fd0040dd3445c42bf769472dd0777b4e76323486caf72d955bb4723"),
            File(path: "/usr/share/fonts/opentype/inter/Inter-Regular.otf",
                 sha256: "a7e791e8f5a0fb02b65663f7fca73e1d1ca9543f772ad480cbd76f4e3fe3f8cc"),
            File(path: "/usr/share/fonts/opentype/inter/Inter-SemiBold.otf",
                 sha256: "8c1990b6012254ea2b487161697d107357dd0ee55811cfd91c8c11227bbef457"),
            File(path: "/usr/share/fonts/opentype/inter/Inter-SemiBoldItalic.otf",
                 sha256: "404251faffd4c55dfcb53007e7afb9d5c2891584c842165e35050345ab97744b"),
            File(path: "/usr/share/fonts/opentype/inter/Inter-Thin.otf",
                 sha256: "4d9bb6a256c5a9a4f3c7a7f5f27eb0f7e849a1ceee20638d44c9073b41a0b015"),
            File(path: "/usr/share/fonts/opentype/inter/Inter-ThinItalic.otf",
                 sha256: "e8ecee2030f42da7214c7d5dae3c9c29dfb5e728c7f14020b4ce813da6aff12d"),
        ]),
        Family(name: "DejaVu Sans", package: "fonts-dejavu-core", files: [
            File(path: "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf",
                 sha256: "abdc775b21b1bc470d50c97e790d276f2054b7504e56e5bd3e64f48d68582322"),
            File(path: "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf",
                 sha256: "0d977336a6d5fba34eab8e3199eb218327161b5143749f802982c2bc34df0c96"),
        ]),
        Family(name: "DejaVu Sans Mono", package: "fonts-dejavu-core", files: [
            File(path: "/usr/share/fonts/truetype/dejavu/DejaVuSansMono-Bold.ttf",
                 sha256: "2964f6dac8e6e9d71613928340f17bf868e9ea51692cca333c79e74962f02233"),
            File(path: "/usr/share/fonts/truetype/dejavu/DejaVuSansMono.ttf",
                 sha256: "0f5db4f1749979d961019838b160bec74abdf7f9eca69553fe1aa856bbff49a4"),
        ]),
        Family(name: "DejaVu Serif", package: "fonts-dejavu-core", files: [
            File(path: "/usr/share/fonts/truetype/dejavu/DejaVuSerif.ttf",
                 sha256: "13e61509f5c81d7c3132810f4f903e3523df89c802bf6e0674621e8f659cdfe1"),
            File(path: "/usr/share/fonts/truetype/dejavu/DejaVuSerif-Bold.ttf",
                 sha256: "e2fd85eba2de65ac270d1cdb1685e252eb827f600850cf62af2d20c41b22e945"),
        ]),
        Family(name: "Noto Sans Hebrew", package: "fonts-noto-core", files: [
            File(path: "/usr/share/fonts/truetype/noto/NotoSansHebrew-Regular.ttf",
                 sha256: "436900d5ad77d33e4234247f3076eaecd25b92b9bea0519514f684140e3566a7"),
            File(path: "/usr/share/fonts/truetype/noto/NotoSansHebrew-Bold.ttf",
                 sha256: "d3b01343f71e8a93fffb84c345a1aecbaf4694b98d0eaace916cb9eac9e6dcd3"),
        ]),
        Family(name: "Noto Sans Arabic", package: "fonts-noto-core", files: [
            File(path: "/usr/share/fonts/truetype/noto/NotoSansArabic-Regular.ttf",
                 sha256: "504d7407d86875acf7d04dfaa0fd7524d0b8797723bc4aa18022f29db25b0b6e"),
            File(path: "/usr/share/fonts/truetype/noto/NotoSansArabic-Bold.ttf",
                 sha256: "ded6fc7359ca36d15d7aab9ef0c066e21ce48b26a069994d6602fa2cb9a1b952"),
        ]),
        Family(name: "Noto Sans Devanagari", package: "fonts-noto-core", files: [
            File(path: "/usr/share/fonts/truetype/noto/NotoSansDevanagari-Regular.ttf",
                 sha256: "79a470365ccb210fa3c7d8d8ff2e005ef9d983cfd067f735a0caf7e15070ca9f"),
            File(path: "/usr/share/fonts/truetype/noto/NotoSansDevanagari-Bold.ttf",
                 sha256: "77ad688cfe1dc55185bf4edb4db3c614202c65dd23a1463ad0e23fc52bcc9a5c"),
        ]),
        Family(name: "Noto Sans Thai", package: "fonts-noto-core", files: [
            File(path: "/usr/share/fonts/truetype/noto/NotoSansThai-Regular.ttf",
                 sha256: "dfbd5ed0f1e68c3cbc51aa08f646d1ab0e68e7c4ceab70a69e465225ff701f93"),
            File(path: "/usr/share/fonts/truetype/noto/NotoSansThai-Bold.ttf",
                 sha256: "97bbc8ea98328325285f2f552228c7aac1db39d8f38f0096a61ba7df1f1f780e"),
        ]),
        Family(name: "Noto Sans CJK JP", package: "fonts-noto-cjk", files: [
            File(path: "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc",
                 sha256: "b76b0433203017ca80401b2ee0dd69350349871c4b19d504c34dbdd80541690a"),
            File(path: "/usr/share/fonts/opentype/noto/NotoSansCJK-Bold.ttc",
                 sha256: "faa5f3656a78b2e2d450d27fe8382c778bc2b6bb5ea29c986664a6a435056ceb"),
        ]),
        Family(name: "Symbola", package: "fonts-symbola", files: [
            File(path: "/usr/share/fonts/truetype/ancient-scripts/Symbola_hint.ttf",
                 sha256: "af8bd8cc9c808272034651cb5ebf6c38370ae536fe631eb89462f127f11e793f"),
        ]),
    ], fallbackChain: [
        "Noto Sans Hebrew", "Noto Sans Arabic", "Noto Sans Devanagari", "Noto Sans Thai", "Noto Sans CJK JP", "Symbola", "DejaVu Sans",
    ])
}
