#!/usr/bin/env bash
# Installs the Debian packages StyleGallery needs, only those missing. Safe to run again.
#   build: libxml2-dev, libfreetype-dev, libfontconfig-dev, fonts-dejavu-core, fonts-inter (SF Pro stand-in)
#   render checks (tests): librsvg2-bin (rsvg-convert)
set -euo pipefail
packages=(libxml2-dev libfreetype-dev libfontconfig-dev fontconfig fonts-dejavu-core fonts-inter librsvg2-bin)
missing=()
for p in "${packages[@]}"; do
  dpkg -s "$p" >/dev/null 2>&1 || missing+=("$p")
done
if [ ${#missing[@]} -gt 0 ]; then
  echo "setup: installing ${missing[*]}"
  sudo_cmd=""
  [ "$(id -u)" -eq 0 ] || sudo_cmd="sudo"
  $sudo_cmd apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo_cmd apt-get install -y -qq "${missing[@]}" >/dev/null
fi
