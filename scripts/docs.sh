#!/usr/bin/env bash
# Builds the DocC documentation of the libraries a user touches — StyleKit, GalleryCatalog, GalleryRender —
# with the toolchain only (the DocC plugin is an outside package):
#   1. `swift build` of those targets (the ordinary debug build that `swift test` shares, so nothing is
#      compiled twice with other flags);
#   2. `swift symbolgraph-extract` reads each built module's public symbols and documentation comments;
#   3. the toolchain's `docc convert` turns Sources/<Module>/<Module>.docc plus the symbol graph into a
#      static site, with --warnings-as-errors so a broken symbol link (``Foo/bar``) fails the script.
# Output: DIR/<Module>/ (default .build/docs; not committed), ready for any static host at /<Module>/
# (serve DIR with any web server and open /<Module>/documentation/<module>/).
# Public symbols without a documentation comment are listed (DOCS_STRICT=1 makes them an error).
# Usage: scripts/docs.sh [DIR]
set -euo pipefail
cd "$(dirname "$0")/.."
output="${1:-.build/docs}"
modules=(StyleKit GalleryCatalog GalleryRender)

toolchain="$(dirname "$(readlink -f "$(command -v swift)")")"
docc="$toolchain/docc"
[ -x "$docc" ] || { echo "docs.sh: no docc beside swift ($toolchain)" >&2; exit 3; }

# GalleryRender imports the other two, so one build makes all three.
if ! log="$(swift build --target GalleryRender 2>&1)"; then echo "$log" >&2; exit 3; fi
bin="$(swift build --show-bin-path)"
triple="$(swiftc -print-target-info | sed -n 's/^ *"triple": "\(.*\)",*$/\1/p' | head -1)"

# The C libraries the modules import (through Fonts and XMLWriter), as the build saw them.
clang_flags=()
for map in Sources/C*/module.modulemap; do clang_flags+=(-Xcc "-fmodule-map-file=$map"); done
if command -v pkg-config >/dev/null; then
    includes="$(pkg-config --cflags-only-I freetype2 harfbuzz fribidi libxml-2.0 librsvg-2.0)"
else
    includes="-I/usr/include/freetype2 -I/usr/include/harfbuzz -I/usr/include/fribidi -I/usr/include/libxml2 -I/usr/include/librsvg-2.0"
    includes+=" -I/usr/include/glib-2.0 -I/usr/lib/$(uname -m)-linux-gnu/glib-2.0/include -I/usr/include/cairo -I/usr/include/gdk-pixbuf-2.0"
fi
for flag in $includes; do clang_flags+=(-Xcc "$flag"); done

graphs="$(mktemp -d)"
trap 'rm -rf "$graphs"' EXIT
status=0
for module in "${modules[@]}"; do
    mkdir -p "$graphs/$module"
    swift symbolgraph-extract -module-name "$module" -target "$triple" -I "$bin/Modules" \
        -minimum-access-level public -skip-synthesized-members -output-dir "$graphs/$module" "${clang_flags[@]}"
    # Public symbols declared in Sources/ without a documentation comment (inherited protocol-extension
    # members are skipped above); listed, and an error with DOCS_STRICT=1.
    undocumented="$(python3 - "$graphs/$module" "$PWD/Sources/" <<'PY'
import glob, json, sys
seen = set()
for path in glob.glob(sys.argv[1] + "/*.symbols.json"):
    for symbol in json.load(open(path))["symbols"]:
        uri = symbol.get("location", {}).get("uri", "")
        if "docComment" in symbol or not uri.startswith("file://" + sys.argv[2]):
            continue
        line = symbol["location"]["position"]["line"] + 1
        seen.add(f"{uri[len('file://') + len(sys.argv[2]):]}:{line}: {'.'.join(symbol['pathComponents'])}")
print("\n".join(sorted(seen)))
PY
)"
    if [ -n "$undocumented" ]; then
        echo "docs.sh: $module: $(echo "$undocumented" | wc -l) public symbols without a documentation comment:" >&2
        echo "$undocumented" | head -20 | sed 's/^/  /' >&2
        [ "${DOCS_STRICT:-0}" = 1 ] && status=1
    fi
    rm -rf "$output/$module"
    mkdir -p "$output"
    if ! "$docc" convert "Sources/$module/$module.docc" \
        --additional-symbol-graph-dir "$graphs/$module" \
        --fallback-display-name "$module" --fallback-bundle-identifier "org.stylegallery.$module" \
        --transform-for-static-hosting --hosting-base-path "$module" \
        --output-path "$output/$module" --warnings-as-errors; then
        echo "docs.sh: $module documentation has warnings or errors (above)" >&2
        status=1
    fi
done
[ "$status" = 0 ] && echo "docs.sh: documentation of ${modules[*]} in $output"
exit "$status"
