#!/usr/bin/env bash
# Times a cold `gallery build` of the shipped configuration against Hugo building the same pages (each
# page's HTML as a content file through a pass-through layout) with the same SVG files and assets as
# static files. Runs alternate, RUNS each (default 7); prints both medians and their ratio.
#
#     scripts/hugo-compare.sh [RUNS]
set -euo pipefail
cd "$(dirname "$0")/.."
runs=${1:-7}
command -v hugo >/dev/null || { apt-get install -y hugo >/dev/null; }
swift build -c release --product gallery >/dev/null
gallery=$PWD/.build/release/gallery
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cp -r gallery-config.json design-tokens "$work"/ 2>/dev/null || cp gallery-config.json "$work"/
"$gallery" build --config "$work/gallery-config.json" --output "$work/reference" --quiet >/dev/null

# The Hugo site: every page of the gallery as content, every other file as static.
site=$work/hugo
mkdir -p "$site/content" "$site/static" "$site/layouts/_default"
printf 'baseURL = "/"\ndisableKinds = ["taxonomy", "term", "RSS", "sitemap", "robotsTXT", "404"]\nuglyURLs = true\n[markup.goldmark.renderer]\nunsafe = true\n' > "$site/hugo.toml"
printf '{{ .RawContent | safeHTML }}' > "$site/layouts/_default/single.html"
printf '{{ .RawContent | safeHTML }}' > "$site/layouts/_default/list.html"
printf '{{ .RawContent | safeHTML }}' > "$site/layouts/index.html"
(cd "$work/reference" && find . -type f ! -name '*.html' ! -path './.stylegallery*' -exec cp --parents {} "$site/static/" \;)
(cd "$work/reference" && find . -type f -name '*.html') | while read -r page; do
  mkdir -p "$site/content/$(dirname "$page")"
  { printf -- '---\ntitle: "%s"\n---\n' "$page"; cat "$work/reference/$page"; } > "$site/content/$page"
done
pages=$(find "$work/reference" -name '*.html' | wc -l); svgs=$(find "$work/reference" -name '*.svg' | wc -l)

median() { sort -n | awk '{a[NR]=$1} END {print (NR % 2) ? a[(NR+1)/2] : (a[NR/2] + a[NR/2+1]) / 2}'; }
now() { date +%s.%N; }
g=(); h=()
for _ in $(seq "$runs"); do
  rm -rf "$work/out"
  t=$(now); "$gallery" build --config "$work/gallery-config.json" --output "$work/out" --quiet >/dev/null; g+=("$(echo "$(now) - $t" | bc)")
  rm -rf "$site/public"
  t=$(now); (cd "$site" && hugo --quiet -d public >/dev/null); h+=("$(echo "$(now) - $t" | bc)")
done
gm=$(printf '%s\n' "${g[@]}" | median); hm=$(printf '%s\n' "${h[@]}" | median)
echo "shipped gallery: $pages pages, $svgs SVGs; $runs alternated cold runs each"
echo "gallery build median ${gm} s (${g[*]})"
echo "hugo          median ${hm} s (${h[*]})"
echo "ratio gallery / hugo: $(echo "scale=2; $gm / $hm" | bc)"
