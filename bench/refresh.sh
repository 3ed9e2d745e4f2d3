#!/usr/bin/env bash
# `fortune refresh` against the Gemini API on loopback (bench/MockGemini: the service's recorded
# model list and answer; an answer that thinks more than the model's least waits 600 ms), side by side in one hyperfine run with two bare `curl` exchanges:
#   - the request a least-thinking client sends: a system instruction, the user turn and
#     "thinkingLevel": "minimal", to gemini-flash-lite-latest; the floor;
#   - the same to gemini-3.8-flash without a thinkingConfig, left at its default thinking:
#     the 600 ms a client avoids by asking for the least;
#   - `fortune refresh --new` and `fortune refresh --new --stream`, with no FORTUNE_MODEL, so
#     with the client's default model (plain `fortune refresh` where `--new` is unknown).
# Medians and ratios to the first command are what to quote: machines are noisy.
#
# Needs: hyperfine, curl. Usage: bench/refresh.sh [RUNS]   (default 100)
set -euo pipefail
cd "$(dirname "$0")/.."
runs=${1:-100}
command -v hyperfine >/dev/null || { echo "bench: install hyperfine (apt-get install hyperfine)" >&2; exit 1; }
command -v curl >/dev/null || { echo "bench: install curl" >&2; exit 1; }

swift build -c release --product fortune >&2
swift build -c release --product MockGemini >&2
bin=$PWD/.build/release/fortune
home=$(mktemp -d)
.build/release/MockGemini >"$home/url" &
mock=$!
trap 'kill $mock 2>/dev/null; rm -rf "$home"' EXIT
until [[ -s $home/url ]]; do
  kill -0 $mock 2>/dev/null || { echo "bench: MockGemini did not start" >&2; exit 1; }
  sleep 0.05
done
url=$(cat "$home/url")
echo "== Gemini on loopback at $url" >&2

unset FORTUNE_MODEL GOOGLE_API_KEY
export HOME=$home XDG_STATE_HOME=$home/state XDG_CONFIG_HOME=$home/config
export GOOGLE_GEMINI_BASE_URL=$url GEMINI_API_KEY=bench-key
"$bin" pick rooster >/dev/null

# Bodies of the shape a least-thinking client sends: the fixed rules in systemInstruction, what
# changes in the user turn.
system='You write one short fortune for a sign of the Chinese zodiac: two sentences, no more than 40 words, warm and concrete.'
user='Sign: Rooster. Date: today. Language: English.'
turns='"systemInstruction":{"parts":[{"text":"'$system'"}]},"contents":[{"role":"user","parts":[{"text":"'$user'"}]}]'
printf '{%s,"generationConfig":{"thinkingConfig":{"thinkingLevel":"minimal"}}}' "$turns" >"$home/least.json"
printf '{%s}' "$turns" >"$home/default.json"
printf 'x-goog-api-key: %s\n' "$GEMINI_API_KEY" >"$home/headers"
post="curl -sS --fail -o /dev/null -X POST -H @$home/headers -H content-type:application/json --data-binary"
least="$post @$home/least.json $url/v1beta/models/gemini-flash-lite-latest:generateContent"
thinking="$post @$home/default.json $url/v1beta/models/gemini-3.8-flash:generateContent"
$least || { echo "bench: MockGemini refused the least-thinking request" >&2; exit 1; }
$thinking || { echo "bench: MockGemini refused the default-thinking request" >&2; exit 1; }

# `--new` (a fresh fortune even if today's is saved) may not exist yet: found out once.
refresh="refresh --new"
"$bin" $refresh >/dev/null 2>&1 || refresh=refresh
# No commas in the names: bench/summarize.sh reads the CSV naively.
names=("curl minimal thinking (gemini-flash-lite-latest)" "curl default thinking (gemini-3.8-flash)")
commands=("$least" "$thinking")
# A first run, so that every side starts warm; it also says which model fortune's default is.
if record=$("$bin" $refresh --json 2>"$home/refresh.err"); then
  answered=$(grep -o '"modelVersion" *: *"[^"]*"' <<<"$record" | sed 's/.*"\([^"]*\)"$/\1/' || true)
  echo "== fortune $refresh (no FORTUNE_MODEL) answered by ${answered:-an unnamed model}" >&2
  names+=("fortune $refresh" "fortune $refresh --stream")
  commands+=("$bin $refresh" "$bin $refresh --stream")
else
  echo "bench: fortune $refresh failed, measuring curl only: $(tail -n 1 "$home/refresh.err")" >&2
fi

echo "== median wall time over $runs runs, ratio to the least-thinking curl (one hyperfine run)"
named=()
for index in "${!commands[@]}"; do named+=(-n "${names[index]}" "${commands[index]}"); done
hyperfine --warmup 5 --runs "$runs" -N --export-csv "$home/refresh.csv" "${named[@]}" >/dev/null
bench/summarize.sh "$home/refresh.csv"

echo
echo "== peak memory (maximum resident set size, KiB)"
if ((${#commands[@]} > 2)); then
  printf '%8s  fortune %s\n' "$( { /usr/bin/time -f '%M' "$bin" $refresh >/dev/null; } 2>&1 | tail -n 1)" "$refresh"
fi
printf '%8s  curl\n' "$( { /usr/bin/time -f '%M' $least; } 2>&1 | tail -n 1)"
