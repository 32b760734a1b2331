#!/usr/bin/env bash
# The README's second command: the whole test suite — Swift Testing suites, the API documentation (DocC,
# warnings as errors), the three-renderer SVG check, and the W3C Nu / axe-core / link checks of the site
# built from the shipped configuration. Installs what it needs first (scripts/setup.sh; the check scripts
# install Chromium, a JRE and their Python packages). Each step's time is printed when it ends, and all of
# them at the end, so that a slow CI run says where its time went.
set -euo pipefail
cd "$(dirname "$0")/.."
timings=()
step() {
  local name="$1" start=$SECONDS
  shift
  "$@"
  timings+=("$(printf '%-14s %5d s' "$name" $((SECONDS - start)))")
  echo "test.sh: $name took $((SECONDS - start)) s"
}
step setup scripts/setup.sh
step "swift test" swift test
step docs scripts/docs.sh
step render-check scripts/render-check.sh --all
step site-check scripts/site-check.sh
echo "test.sh: all steps passed in $SECONDS s:"
printf '  %s\n' "${timings[@]}"
