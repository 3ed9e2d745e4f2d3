#!/usr/bin/env bash
# Start-up of the commands a status bar runs every few seconds, side by side with the classic
# C `fortune -s` in one hyperfine run (medians and ratios are what to quote: machines are
# noisy), plus the shared libraries each one loads and its peak memory.
#
# Needs: hyperfine, fortune-mod (for /usr/games/fortune), a release build (this script makes it).
# Usage: bench/startup.sh [RUNS]   (default 200)
set -euo pipefail
cd "$(dirname "$0")/.."
runs=${1:-200}
command -v hyperfine >/dev/null || { echo "bench: install hyperfine (apt-get install hyperfine)" >&2; exit 1; }
[[ -x /usr/games/fortune ]] || { echo "bench: install fortune-mod for the baseline" >&2; exit 1; }

swift build -c release >&2
bin=$PWD/.build/release/fortune

# A throwaway home with a picked sign and today's fortune, so every command does its real work.
home=$(mktemp -d)
trap 'rm -rf "$home"' EXIT
export HOME=$home XDG_STATE_HOME=$home/state XDG_CONFIG_HOME=$home/config
unset GEMINI_API_KEY GOOGLE_API_KEY
"$bin" pick rooster >/dev/null
"$bin" refresh --offline >/dev/null

commands=(
  "/usr/games/fortune -s"
  "$bin --version"
  "$bin"
  "$bin widget --format waybar"
  "$bin widget --family medium"
  "$bin status"
)

echo "== shared libraries loaded (LD_DEBUG=files)"
for command in "${commands[@]}"; do
  count=$(LD_DEBUG=files $command 2>&1 >/dev/null | grep -c 'file=.*\[0\];  needed by\|file=.*\[0\];  dynamically loaded by' || true)
  printf '%4s  %s\n' "$count" "${command/$bin/fortune}"
done

echo "== peak memory (maximum resident set size, KiB)"
for command in "${commands[@]}"; do
  rss=$( { /usr/bin/time -f '%M' $command >/dev/null; } 2>&1 | tail -n 1)
  printf '%8s  %s\n' "$rss" "${command/$bin/fortune}"
done

echo "== median wall time over $runs runs, ratio to fortune -s (one hyperfine run)"
hyperfine --warmup 20 --runs "$runs" -N --export-csv "$home/startup.csv" "${commands[@]}" >/dev/null
bench/summarize.sh "$home/startup.csv" "s|$bin|fortune|g"
