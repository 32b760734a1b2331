# Shared by scripts/compare-renderers.sh and scripts/check-site.sh (source it, do not run it).
#
# pick_python CHECK: sets $python to python3 when `python3 -c CHECK` succeeds, else to the shared venv's
#   python ($COMPARE_RENDERERS_VENV, default ~/.cache/stylegallery-render-venv) and sets $venv; appends
#   python3-venv to apt_missing when a venv would have to be made and cannot be.
# install_missing_apt TAG: installs the packages collected in the apt_missing array, if any.

pick_python() {
  local check="$1"
  python=python3
  venv=""
  if ! "$python" -c "$check" >/dev/null 2>&1; then
    venv="${COMPARE_RENDERERS_VENV:-${XDG_CACHE_HOME:-$HOME/.cache}/stylegallery-render-venv}"
    python="$venv/bin/python"
    if ! "$python" -c "$check" >/dev/null 2>&1; then
      python3 -m venv --help >/dev/null 2>&1 && python3 -c 'import ensurepip' >/dev/null 2>&1 \
        || apt_missing+=(python3-venv)
    fi
  fi
}

install_missing_apt() {
  local tag="$1"
  if [ ${#apt_missing[@]} -gt 0 ]; then
    echo "$tag: installing ${apt_missing[*]}" >&2
    local sudo_cmd=""
    [ "$(id -u)" -eq 0 ] || sudo_cmd="sudo"
    $sudo_cmd apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $sudo_cmd apt-get install -y -qq "${apt_missing[@]}" >/dev/null
  fi
}
