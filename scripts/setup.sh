#!/usr/bin/env bash
# Installs the Debian packages StyleGallery needs, only those missing. Safe to run again.
#   build: libxml2-dev, libfreetype-dev, libfontconfig-dev, libharfbuzz-dev (shaping), libfribidi-dev (bidi), librsvg2-dev (look-alike states check), libpoppler-glib-dev (PDF images of asset catalogs), libssl-dev (SHA-256 of fonts and inputs)
#   pinned faces (Sources/Fonts/PinnedFaces.swift): fonts-inter (SF Pro stand-in), fonts-dejavu-core,
#     fonts-noto-core (Hebrew, Arabic, Devanagari, Thai), fonts-noto-cjk (Japanese, large), fonts-symbola (emoji outlines)
#   render checks (tests): librsvg2-bin (rsvg-convert)
set -euo pipefail
packages=(libxml2-dev libfreetype-dev libfontconfig-dev libharfbuzz-dev libfribidi-dev librsvg2-dev libpoppler-glib-dev libssl-dev fontconfig fonts-dejavu-core fonts-inter
  fonts-noto-core fonts-noto-cjk fonts-symbola librsvg2-bin)
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
