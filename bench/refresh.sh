#!/usr/bin/env bash
# `fortune refresh` against a Gemini-style server on loopback, side by side with `curl` making
# the same request (same URL, header and body) in one hyperfine run: the overhead of the whole
# refresh (config, prompt, request, parse, save, reload) over the bare HTTP exchange.
#
# Needs: hyperfine, curl. Usage: bench/refresh.sh [RUNS]   (default 100)
set -euo pipefail
cd "$(dirname "$0")/.."
runs=${1:-100}
command -v hyperfine >/dev/null || { echo "bench: install hyperfine (apt-get install hyperfine)" >&2; exit 1; }
command -v curl >/dev/null || { echo "bench: install curl" >&2; exit 1; }

swift build -c release >&2
bin=$PWD/.build/release/fortune
home=$(mktemp -d)
.build/release/MockGemini >"$home/url" &
mock=$!
trap 'kill $mock 2>/dev/null; rm -rf "$home"' EXIT
until [[ -s $home/url ]]; do sleep 0.05; done
url=$(cat "$home/url")

export HOME=$home XDG_STATE_HOME=$home/state XDG_CONFIG_HOME=$home/config
export GOOGLE_GEMINI_BASE_URL=$url FORTUNE_MODEL=mock GEMINI_API_KEY=bench-key
"$bin" pick rooster >/dev/null
"$bin" refresh >/dev/null   # a first run, so both sides start warm

# A body of the same shape as fortune's (a prompt in Gemini's request format), so that both
# exchanges are alike; the server answers both the same way.
printf '%s' '{"contents":[{"role":"user","parts":[{"text":"Write today'"'"'s fortune for the Rooster."}]}],"generationConfig":{"temperature":1,"maxOutputTokens":4096}}' >"$home/body.json"
printf 'x-goog-api-key: %s\n' "$GEMINI_API_KEY" >"$home/headers"

echo "== median wall time over $runs runs, ratio to curl (one hyperfine run)"
hyperfine --warmup 10 --runs "$runs" -N --export-csv "$home/refresh.csv" \
  "curl -sS -o /dev/null -X POST -H @$home/headers -H content-type:application/json --data-binary @$home/body.json $url/v1beta/models/mock:generateContent" \
  "$bin refresh" \
  "$bin refresh --stream" \
  >/dev/null
bench/summarize.sh "$home/refresh.csv" "s|$bin|fortune|g" "s|-sS.*|(the same request)|"

echo
echo "== peak memory (maximum resident set size, KiB)"
printf '%8s  fortune refresh\n' "$( { /usr/bin/time -f '%M' "$bin" refresh >/dev/null; } 2>&1 | tail -n 1)"
printf '%8s  curl\n' "$( { /usr/bin/time -f '%M' curl -sS -o /dev/null -X POST -H @"$home/headers" -H content-type:application/json --data-binary @"$home/body.json" "$url/v1beta/models/mock:generateContent"; } 2>&1 | tail -n 1)"
