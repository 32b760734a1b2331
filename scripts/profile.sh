#!/usr/bin/env bash
# Counts the instructions of one cold build of gallery-bench's synthetic catalog with valgrind's callgrind
# (repeatable on a noisy machine, unlike seconds) and prints where they go: the build's stages, inclusive.
# Not a CI step. The figures and what they say are in docs/profile.md.
#
# Usage: scripts/profile.sh [VARIANTS]   (default 2100: one component of 100 presets × 3 states × 7 themes)
#        scripts/profile.sh --shipped    (the shipped gallery: gallery-config.json with the built-in catalog)
#
# Debian 12's valgrind 3.19 cannot read swiftc's DWARF, so the binary runs with its debug sections stripped
# (function names stay); the bench child runs behind a synchronous main, which valgrind can run.
set -euo pipefail
cd "$(dirname "$0")/.."
variants=${1:-2100}
if [ "$variants" = --shipped ]; then what="the shipped gallery"; else what="$variants variants"; fi
command -v valgrind >/dev/null || { echo "profile.sh: valgrind is not installed (apt-get install -y valgrind)" >&2; exit 2; }
swift build -c release --product gallery-bench >/dev/null
work=$(mktemp -d "${TMPDIR:-/tmp}/gallery-profile.XXXXXX")
objcopy --strip-debug .build/release/gallery-bench "$work/gallery-bench"
mkdir "$work/root"
if [ "$variants" = --shipped ]; then build=(config gallery-config.json "$work/root/site"); else build=(child "$variants" "$work/root" same); fi
valgrind --tool=callgrind --callgrind-out-file="$work/callgrind.out" "$work/gallery-bench" "${build[@]}" \
  >"$work/child.log" 2>"$work/valgrind.log"
total=$(grep -E "Collected :" "$work/valgrind.log" | awk '{print $NF}')
svgs=$(find "$work/root/site" -name '*.svg' -path '*/svg/*' | wc -l)
if [ -z "$total" ] || [ "$svgs" -eq 0 ]; then echo "profile.sh: the build under valgrind failed (see $work/valgrind.log, $work/child.log)" >&2; exit 1; fi
echo "instructions of one cold build of $what: $total ($(( total / svgs )) per SVG, $svgs SVGs)"
# Stages by their entry points, inclusive. Only functions that are not part of a recursion: callgrind's
# inclusive cost of a recursive function's inner levels (names ending in '2) counts the same work several
# times (view resolution, which recurses through the view tree, read 24 % that way and is 4 %).
callgrind_annotate --inclusive=yes "$work/callgrind.out" 2>/dev/null | grep -v "'[0-9]" > "$work/inclusive.txt"
stage() {  # label, symbol pattern
  local line; line=$(grep -m1 -E "$2" "$work/inclusive.txt" || true)
  if [ -n "$line" ]; then
    printf '  %-58s %s\n' "$1" "$(echo "$line" | sed -E 's/^ *([0-9,]+) *\( *([0-9.]+%)\).*/\1 (\2)/')"
  else
    printf '  %-58s %s\n' "$1" "(not found: $2)"
  fi
}
stage "look-alike check (state pairs drawn and compared)" 'LookAlikeCheckV3run'
stage "  of which sketches drawn from their pictures (cairo)" 'RasterV5drawn4area5scale.*VectorPictureV9rasterize'
stage "  of which librsvg parsing SVGs (2x, sketches without a picture)" 'rsvg_handle_new_from_data'
stage "  of which librsvg drawing them" 'rsvg_handle_render_document'
stage "sketch pictures made from the scenes (SVGSketch)" 'GallerySVG9SVGSketchO7picture3for7options'

stage "variant renders (VariantRenderer.render)" 'VariantRendererV6render4view'
stage "  view resolution (StyleKit resolveNode)" 'StyleKit4ViewPAAE11resolveNode2in.*YKF '
stage "  layout" 'GalleryLayout0B6EngineV6layout_5width'
stage "  SVG documents (XMLByteElement, written)" 'GallerySVG9SVGWriterO5bytes3for7options.*FZ '
stage "  accessibility audit" 'AccessibilityB0V5audit_10background.*tF '
stage "component pages' content (HTMLWriter: cards, state matrices)" 'ComponentPageO4main5group'
stage "overview pages (made and written)" 'OverviewPagesO8writeAll'
stage "  of which compare pages' content (HTMLWriter)" 'OverviewPagesO7compare_4plan7compact'
stage "manifest parts (ManifestWriter.writeGroup)" 'ManifestWriterV10writeGroup'
stage "build records encoding (GroupRecords.encoded)" 'GroupRecordsV7encoded'
stage "prepare: fonts (fontconfig) and input digests" 'BuilderV7prepare5known'
echo "  full profile: callgrind_annotate --inclusive=yes $work/callgrind.out"
