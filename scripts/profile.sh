#!/usr/bin/env bash
# Counts the instructions of one cold build of gallery-bench's synthetic catalog with valgrind's callgrind
# (repeatable on a noisy machine, unlike seconds) and prints where they go: the build's stages, inclusive.
# Not a CI step. The figures and what they say are in docs/profile.md.
#
# Usage: scripts/profile.sh [VARIANTS]   (default 2100: one component of 100 presets × 3 states × 7 themes)
#
# Debian 12's valgrind 3.19 cannot read swiftc's DWARF, so the binary runs with its debug sections stripped
# (function names stay); the bench child runs behind a synchronous main, which valgrind can run.
set -euo pipefail
cd "$(dirname "$0")/.."
variants=${1:-2100}
command -v valgrind >/dev/null || { echo "profile.sh: valgrind is not installed (apt-get install -y valgrind)" >&2; exit 2; }
swift build -c release --product gallery-bench >/dev/null
work=$(mktemp -d "${TMPDIR:-/tmp}/gallery-profile.XXXXXX")
objcopy --strip-debug .build/release/gallery-bench "$work/gallery-bench"
mkdir "$work/root"
valgrind --tool=callgrind --callgrind-out-file="$work/callgrind.out" "$work/gallery-bench" child "$variants" "$work/root" same \
  >"$work/child.log" 2>"$work/valgrind.log"
total=$(grep -E "Collected :" "$work/valgrind.log" | awk '{print $NF}')
echo "instructions of one cold build of $variants variants: $total ($(( total / variants )) per variant)"
# Stages by their entry points (each called from outside itself, so inclusive counts do not double up).
callgrind_annotate --inclusive=yes "$work/callgrind.out" 2>/dev/null > "$work/inclusive.txt"
stage() {  # label, symbol pattern
  local line; line=$(grep -m1 -E "$2" "$work/inclusive.txt" || true)
  [ -n "$line" ] && printf '  %-58s %s\n' "$1" "$(echo "$line" | sed -E 's/^ *([0-9,]+) *\( *([0-9.]+%)\).*/\1 (\2)/')"
}
stage "look-alike check (librsvg draws state pairs)" 'LookAlikeCheckV3run'
stage "  of which librsvg rasterising" 'SVGRasterizerO9rasterize'
stage "page HTML (DOM, validation, HTML5 serialisation)" 'PageRendererV6render'
stage "view resolution (StyleKit resolveNodes)" "resolveNodes2inSayAA12ResolvedNodeOGAA14ResolveContextV_tAA0aB5ErrorOYKF'2"
stage "layout (sizes)" "GalleryLayout0B4PassC4size.*'2"
stage "SVG documents (scene to element tree)" 'SVGWriterO8document3for7options9XMLWriter10XMLElementV0A6Layout5SceneV_AA10SVGOptionsVtFZ '
stage "SVG serialisation" 'XMLSerializerO9serialize_7options.*FZ '
stage "accessibility audit" 'AccessibilityB0V5audit_10background.*tF '
stage "build records encoding (GroupRecords.encoded)" 'GroupRecordsV7encoded'
stage "prepare: input digests (fonts hashed by content)" 'BuilderV7prepare5known'
echo "  full profile: callgrind_annotate --inclusive=yes $work/callgrind.out"
