#!/usr/bin/env bash
# Builds `gallery` with a sanitizer and runs a full build of the shipped gallery under it: every renderer
# thread, the libxml2 / FreeType / HarfBuzz / FriBidi / fontconfig wrappers, the incremental index, the
# site writer. AddressSanitizer runs with LeakSanitizer on (it reports memory the C libraries' wrappers
# never free), ThreadSanitizer with its default options. Not a CI step: each sanitizer build takes
# 10–20 minutes on 2 cores.
#
# Usage: scripts/sanitizers.sh [address|thread|undefined ...] [--tests FILTER]
#   (no sanitizer named: address then thread)
#   --tests FILTER  also runs `swift test --sanitize=… --filter FILTER` (the whole suite: --tests .)
#
# Each sanitizer builds into its own scratch folder (.build-<sanitizer>), so the debug build stays as it
# is. A run prints one line per sanitizer: clean, or the first report (the whole log is kept).
set -uo pipefail
cd "$(dirname "$0")/.."

sanitizers=() filter=""
while [ $# -gt 0 ]; do
  case "$1" in
    --tests) filter="${2:?--tests needs a filter}"; shift 2 ;;
    address|thread|undefined) sanitizers+=("$1"); shift ;;
    *) echo "sanitizers.sh: unknown argument $1" >&2; exit 2 ;;
  esac
done
[ ${#sanitizers[@]} -gt 0 ] || sanitizers=(address thread)

export SWIFT_BACKTRACE=enable=no
# fast_unwind_on_malloc=0: Debian's libfontconfig is built without frame pointers, so the fast unwinder stops
# at its first frame and the suppressions (which name fontconfig's callers) never match; the slow DWARF
# unwinder sees the whole stack.
export ASAN_OPTIONS="detect_leaks=1:halt_on_error=1:abort_on_error=0:allocator_may_return_null=1:fast_unwind_on_malloc=0"
export TSAN_OPTIONS="halt_on_error=1:second_deadlock_stack=1"
export UBSAN_OPTIONS="halt_on_error=1:print_stacktrace=1"
export LSAN_OPTIONS="suppressions=$PWD/scripts/lsan-suppressions.txt:print_suppressions=0"

logs=$(mktemp -d "${TMPDIR:-/tmp}/sanitizers.XXXXXX")
status=0
for s in "${sanitizers[@]}"; do
  scratch=".build-$s"
  log="$logs/$s.log"
  echo "== $s: building gallery into $scratch"
  if ! swift build --sanitize="$s" --scratch-path "$scratch" --product gallery >"$log.build" 2>&1; then
    echo "$s: BUILD FAILED (see $log.build)"; tail -20 "$log.build"; status=1; continue
  fi
  out=$(mktemp -d "${TMPDIR:-/tmp}/sanitized-site.XXXXXX")
  rmdir "$out"
  start=$(date +%s)
  "$scratch/debug/gallery" build --config gallery-config.json --output "$out" >"$log" 2>&1
  rc=$?
  # A no-op rebuild (the incremental path: index read, hard links, swap) under the same sanitizer.
  if [ $rc -eq 0 ]; then "$scratch/debug/gallery" build --config gallery-config.json --output "$out" >>"$log" 2>&1; rc=$?; fi
  seconds=$(( $(date +%s) - start ))
  report=$(grep -m1 -E "ERROR: (AddressSanitizer|LeakSanitizer)|WARNING: ThreadSanitizer|runtime error:" "$log")
  if [ $rc -eq 0 ] && [ -z "$report" ]; then
    echo "$s: clean — full build and no-op rebuild of the shipped gallery in ${seconds} s ($(grep -m1 '^built' "$log"))"
  else
    echo "$s: FINDINGS (exit $rc): ${report:-see log}"; echo "   log: $log"; status=1
  fi
  rm -rf "$out"
  if [ -n "$filter" ]; then
    echo "== $s: swift test --filter $filter"
    if swift test --sanitize="$s" --scratch-path "$scratch" --filter "$filter" >"$log.tests" 2>&1; then
      echo "$s tests: $(grep -E 'Test run with' "$log.tests" | tail -1)"
    else
      echo "$s tests: FAILED — $(grep -m1 -E 'ERROR: |WARNING: ThreadSanitizer|runtime error:|Test run with' "$log.tests")"; echo "   log: $log.tests"; status=1
    fi
  fi
done
exit $status
