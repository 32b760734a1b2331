#!/usr/bin/env bash
# Runs StyleGallery's libFuzzer targets for a bounded time each (not part of CI).
#   scripts/fuzz.sh [SECONDS_PER_TARGET] [TARGET…]      default: 60 s, every target
# Targets: FuzzJSONReader, FuzzConfiguration, FuzzTokenFile, FuzzTemplate, FuzzAssetCatalog, FuzzSVGAssets (sources in Fuzz/<target>/).
# Seeds are in Fuzz/corpus/<target>/ (committed) and, for some targets, the project's own files of that kind
# (the shipped template and token files, copied in at run time so the seeds follow them); what a run adds goes
# to .build/fuzz-corpus/<target>/, crashes to .build/fuzz-findings/<target>/. A finding becomes a regression test (a bad-input case or a unit test).
set -euo pipefail
cd "$(dirname "$0")/.."
seconds=${1:-60}; shift || true
targets=("$@")
[ ${#targets[@]} -gt 0 ] || targets=(FuzzJSONReader FuzzConfiguration FuzzTokenFile FuzzTemplate FuzzAssetCatalog FuzzSVGAssets)
export STYLEGALLERY_FUZZ=1 SWIFT_BACKTRACE=enable=no
# The project's own files that seed a target as they are.
project_seeds() {
  case "$1" in
    FuzzJSONReader) echo design-tokens/*.tokens.json ;;
    FuzzTokenFile) echo design-tokens/*.tokens.json Examples/AcmeDesignSystem/tokens/*.tokens.json ;;
    FuzzTemplate) echo Templates/page.html ;;
  esac
}
status=0
for target in "${targets[@]}"; do
  swift build --scratch-path .build/fuzz --sanitize=fuzzer --product "$target" >/dev/null
  corpus=.build/fuzz-corpus/$target findings=.build/fuzz-findings/$target
  mkdir -p "$corpus" "$findings"
  for seed in $(project_seeds "$target"); do cp "$seed" "$corpus/"; done
  echo "== $target: $seconds s"
  if ! .build/fuzz/debug/"$target" -max_total_time="$seconds" -max_len=65536 -rss_limit_mb=2048 -timeout=10 \
       -artifact_prefix="$findings/" -print_final_stats=1 "$corpus" "Fuzz/corpus/$target" 2>&1 | grep -E "^#[0-9]+.*DONE|stat::number_of_executed_units|ERROR|SUMMARY|Test unit written"; then
    :
  fi
  if ls "$findings"/* >/dev/null 2>&1; then echo "$target: findings in $findings"; status=1; fi
done
exit $status
