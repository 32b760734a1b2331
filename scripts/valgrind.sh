#!/usr/bin/env bash
# valgrind's memcheck over a real build: a shard of the shipped gallery (whole component pages of every kind
# of style, every theme), so the libxml2 (XMLWriter), FreeType / HarfBuzz / FriBidi / fontconfig (Fonts) and
# librsvg (SVGRaster) wrappers run as they do in `gallery build`. It reports memory errors and leaks, and
# whether any leak has a frame in those wrappers or libraries. Not a CI step: it builds a release binary into
# its own scratch folder (10–15 minutes on 2 cores) and runs about 30× slower than natively.
#
# Usage: scripts/valgrind.sh [--shard I/N]   (default 1/24: about 90 renders)
#
# Two things about Debian 12's valgrind 3.19 decide the set-up:
#   - it cannot read the DWARF that swiftc writes, so the binary is run with its debug sections stripped
#     (symbols stay: reports name functions, not lines);
#   - it crashes inside libdispatch's `dispatchMain`, which an async `main` parks the main thread in, so the
#     command runs behind the synchronous main of Valgrind/GalleryValgrind.
set -uo pipefail
cd "$(dirname "$0")/.."

shard="1/24"
while [ $# -gt 0 ]; do
  case "$1" in
    --shard) shard="${2:?--shard needs I/N}"; shift 2 ;;
    *) echo "valgrind.sh: unknown argument $1" >&2; exit 2 ;;
  esac
done
command -v valgrind >/dev/null || { echo "valgrind.sh: valgrind is not installed (apt-get install -y valgrind)" >&2; exit 2; }

export STYLEGALLERY_VALGRIND=1 SWIFT_BACKTRACE=enable=no
scratch=.build-valgrind
logs=$(mktemp -d "${TMPDIR:-/tmp}/valgrind.XXXXXX")
echo "== building gallery-valgrind (release) into $scratch"
if ! swift build -c release --scratch-path "$scratch" --product gallery-valgrind >"$logs/build.log" 2>&1; then
  echo "BUILD FAILED (see $logs/build.log)"; tail -20 "$logs/build.log"; exit 1
fi
binary="$logs/gallery-valgrind"
objcopy --strip-debug "$scratch/release/gallery-valgrind" "$binary"

out=$(mktemp -d "${TMPDIR:-/tmp}/valgrind-site.XXXXXX")
rmdir "$out"
echo "== valgrind memcheck: gallery build --shard $shard"
start=$(date +%s)
valgrind --tool=memcheck --leak-check=full --show-leak-kinds=definite,indirect --errors-for-leak-kinds=definite,indirect \
  --num-callers=40 --error-exitcode=99 --log-file="$logs/memcheck.log" \
  --suppressions=scripts/valgrind-suppressions.supp \
  "$binary" build --config gallery-config.json --output "$out" --shard "$shard" >"$logs/build-output.log" 2>&1
rc=$?
seconds=$(( $(date +%s) - start ))
rm -rf "$out"

summary=$(grep -E "ERROR SUMMARY" "$logs/memcheck.log" | tail -1 | sed 's/^==[0-9]*== //')
echo "$(grep -m1 '^built' "$logs/build-output.log" || echo 'the build printed no summary') — ${seconds} s under valgrind"
grep -E "^==[0-9]+== +(definitely lost|indirectly lost|possibly lost|still reachable|suppressed):" "$logs/memcheck.log" | sed 's/^==[0-9]*== /   /'
echo "   $summary"
# Frames of the C libraries and of their Swift wrappers among the reports that were not suppressed.
wrappers=$(grep -cE "(at|by) 0x[0-9A-F]+: (xml|FT_|hb_|fribidi_|Fc|rsvg_|\\\$s(8XMLWriter|5Fonts|9SVGRaster))" "$logs/memcheck.log")
echo "   frames in the libxml2 / FreeType / HarfBuzz / FriBidi / fontconfig / librsvg libraries or wrappers among the reports: $wrappers"
echo "   log: $logs/memcheck.log"
if [ $rc -eq 0 ]; then echo "valgrind: clean"; exit 0; fi
echo "valgrind: FINDINGS (exit $rc)"; exit 1
