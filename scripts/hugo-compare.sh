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
# Each run writes a folder of its own, after `sync`; all are deleted at the end: on ext4 without a journal (these
# machines) a file created within a minute of many deletions skips every freed inode, and a run after `rm -rf`
# of the last one's output measured the deletion as much as itself.
g=(); h=()
for i in $(seq "$runs"); do
  sync
  t=$(now); "$gallery" build --config "$work/gallery-config.json" --output "$work/out-$i" --quiet >/dev/null; g+=("$(echo "$(now) - $t" | bc)")
  sync
  t=$(now); (cd "$site" && hugo --quiet -d "public-$i" >/dev/null); h+=("$(echo "$(now) - $t" | bc)")
done
gm=$(printf '%s\n' "${g[@]}" | median); hm=$(printf '%s\n' "${h[@]}" | median)
echo "shipped gallery: $pages pages, $svgs SVGs; $runs alternated cold runs each"
echo "gallery build median ${gm} s (${g[*]})"
echo "hugo          median ${hm} s (${h[*]})"
echo "ratio gallery / hugo: $(echo "scale=2; $gm / $hm" | bc)"
