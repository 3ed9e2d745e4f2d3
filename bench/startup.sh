#!/usr/bin/env bash
# Start-up of the commands a login script and a status bar run, side by side with the classic
# C `fortune -s` in one hyperfine run (medians and ratios are what to quote: machines are
# noisy): bare `fortune`, `fortune widget` and `widget --format` in every format. Then, for
# each, what decides that time and does not depend on the machine's load: instructions
# (valgrind's callgrind, dynamic loader included), minor page faults, peak memory and the
# shared libraries loaded; and of the binary, its size stripped and its relocations.
# bench/startup.md keeps the figures, before and after each change to start-up.
#
# Needs: hyperfine, fortune-mod (for /usr/games/fortune), valgrind (for the instruction
# counts; skipped without it), a release build (this script makes it, as make does).
# Usage: bench/startup.sh [RUNS] [BINARY]   (default 300 runs, the release build)
set -euo pipefail
cd "$(dirname "$0")/.."
runs=${1:-300}
command -v hyperfine >/dev/null || { echo "bench: install hyperfine (apt-get install hyperfine)" >&2; exit 1; }
[[ -x /usr/games/fortune ]] || { echo "bench: install fortune-mod for the baseline" >&2; exit 1; }

if [[ -n ${2:-} ]]; then
  bin=$(readlink -f "$2")
else
  swift build -c release --product fortune --disable-local-rpath >&2
  bin=$PWD/.build/release/fortune
fi

# A throwaway home with a picked sign and today's fortune, so every command does its real work.
home=$(mktemp -d)
trap 'rm -rf "$home"' EXIT
export HOME=$home XDG_STATE_HOME=$home/state XDG_CONFIG_HOME=$home/config
unset GEMINI_API_KEY GOOGLE_API_KEY
"$bin" pick rooster >/dev/null
"$bin" refresh --offline >/dev/null

commands=("/usr/games/fortune -s" "$bin" "$bin widget")
for format in text json waybar i3blocks tmux polybar; do commands+=("$bin widget --format $format"); done
short() { sed "s|$bin|fortune|g"; }

echo "== binary: $(stat -c %s "$bin") bytes; stripped: $(strip -o "$home/stripped" "$bin" && stat -c %s "$home/stripped") bytes"
readelf -d "$bin" | grep -E 'RELACOUNT|RELRSZ|RUNPATH|RPATH' | sed 's/^ *0x[0-9a-f]* */  /' || true

echo "== shared libraries loaded (LD_DEBUG=files), minor page faults, peak memory (KiB)"
for command in "${commands[@]}"; do
  count=$(LD_DEBUG=files $command 2>&1 >/dev/null | grep -c 'file=.*\[0\];  needed by\|file=.*\[0\];  dynamically loaded by' || true)
  read -r faults rss < <( { /usr/bin/time -f '%R %M' $command >/dev/null; } 2>&1 | tail -n 1)
  printf '%4s libs %6s faults %8s KiB  %s\n' "$count" "$faults" "$rss" "$command" | short
done

if command -v valgrind >/dev/null; then
  echo "== instructions (callgrind, whole process)"
  for command in "${commands[@]}"; do
    count=$(valgrind --tool=callgrind --callgrind-out-file=/dev/null $command 2>&1 >/dev/null \
      | sed -n 's/.*Collected : *//p')
    printf '%12s  %s\n' "$count" "$command" | short
  done
fi

echo "== median wall time over $runs runs, ratio to fortune -s (one hyperfine run)"
warnings=$(hyperfine --warmup 20 --runs "$runs" -N --export-csv "$home/startup.csv" "${commands[@]}" 2>&1 >/dev/null \
  | grep -c 'outliers were detected' || true)
((warnings == 0)) || echo "(hyperfine saw outliers in $warnings of ${#commands[@]} commands: the machine was busy; load: $(cut -d' ' -f1-3 /proc/loadavg))"
bench/summarize.sh "$home/startup.csv" "s|$bin|fortune|g"
# On a busy machine the medians move with the load; the fastest run and the CPU time (user and
# system) move less.
echo "== fastest run and mean CPU time (user + system), ratios to fortune -s"
awk -F, 'NR == 1 { next }
  { name = $1; gsub(/^"|"$/, "", name); fastest = $7 * 1000; cpu = ($5 + $6) * 1000
    if (NR == 2) { base = fastest; basecpu = cpu }
    printf "%7.2f ms %5.2fx  %7.2f ms %5.2fx  %s\n", fastest, fastest / base, cpu, cpu / basecpu, name }' \
  "$home/startup.csv" | short
