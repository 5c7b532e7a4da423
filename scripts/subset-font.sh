#!/usr/bin/env bash
# Makes app/inter-latin-wght-400-800.woff2, the Latin Inter that every page preloads (app/fonts.ts),
# from @fontsource-variable/inter's Latin file (npm install first). Run again after upgrading that
# package. Needs fontTools and brotli: `apt-get install -y python3-fonttools python3-brotli`.
#
# The source file is 48 kB; a phone on a slow network loads it next to the page's first picture
# and it delays that picture's paint (bench:lighthouse --what-if, README "Performance"). This one
# keeps the same characters (fontsource's Latin unicode-range: Uzbek's ʻ and ʼ included) and:
# - the weights the pages use, 400 to 800 (Tailwind's font-normal … font-extrabold), of 100 to 900;
# - the OpenType features they use: kerning, contextual forms, tabular figures (prices in columns),
#   not the fractions and proportional-figure sets.
set -euo pipefail
cd "$(dirname "$0")/.."
src=node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2
out=app/inter-latin-wght-400-800.woff2
unicodes='U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD'
python=/usr/bin/python3
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
"$python" -m fontTools.varLib.instancer "$src" wght=400:800 -o "$tmp/instance.ttf"
"$python" -m fontTools.subset "$tmp/instance.ttf" --unicodes="$unicodes" \
  --layout-features='kern,calt,ccmp,locl,mark,mkmk,tnum' --flavor=woff2 --output-file="$out"
cp node_modules/@fontsource-variable/inter/LICENSE app/inter-LICENSE.txt
echo "$out: $(wc -c < "$out") bytes (from $(wc -c < "$src"))"
