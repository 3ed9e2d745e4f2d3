#!/usr/bin/env bash
# How soon `fortune widget --watch` shows a toggle: the time from `fortune toggle` returning
# (and from its start) to the watching widget's next frame on its standard output, read through
# a pipe as a status bar reads it. Toggles come 100 ms apart, as clicks do, so each is a new
# event rather than part of the last one's burst. Each binary given gets a home and a watcher of
# its own; the toggles alternate between them in rounds, so that both see the same machine.
# Medians and ratios to the first binary are what to quote. Then the CPU time each watcher
# spends idle.
#
# Needs: bash 5 (EPOCHREALTIME). Usage: bench/watch.sh [TOGGLES] [BINARY...]
#   (default 200 toggles per binary; the release build, which this script makes)
# To compare with an older build: bench/watch.sh 200 /path/to/old/fortune .build/release/fortune
set -euo pipefail
cd "$(dirname "$0")/.."
toggles=${1:-200}
shift || true
binaries=("$@")
if ((${#binaries[@]} == 0)); then
  swift build -c release --product fortune >&2
  binaries=("$PWD/.build/release/fortune")
fi

work=$(mktemp -d)
watchers=()
cleanup() {
  for pid in "${watchers[@]}"; do kill "$pid" 2>/dev/null || true; done
  rm -rf "$work"
}
trap cleanup EXIT
unset GEMINI_API_KEY GOOGLE_API_KEY OPENAI_API_KEY

# One home and one watcher per binary; descriptor fds[i] reads the watcher's frames.
fds=()
for i in "${!binaries[@]}"; do
  home=$work/$i
  mkdir -p "$home"
  env HOME="$home" XDG_STATE_HOME="$home/state" XDG_CONFIG_HOME="$home/config" "${binaries[$i]}" pick rooster >/dev/null
  env HOME="$home" XDG_STATE_HOME="$home/state" XDG_CONFIG_HOME="$home/config" "${binaries[$i]}" refresh --offline >/dev/null
  mkfifo "$work/frames-$i"
  env HOME="$home" XDG_STATE_HOME="$home/state" XDG_CONFIG_HOME="$home/config" \
    "${binaries[$i]}" widget --watch --format waybar >"$work/frames-$i" &
  watchers+=($!)
  exec {fd}<"$work/frames-$i"
  fds+=("$fd")
  read -r -t 10 _ <&"$fd" || { echo "bench: the watcher of ${binaries[$i]} drew nothing" >&2; exit 1; }
done

# Toggles binary i once; appends "<after return> <from start>" in milliseconds to its file.
toggle() {
  local i=$1 home=$work/$1 line start returned drawn state
  start=$EPOCHREALTIME
  state=$(env HOME="$home" XDG_STATE_HOME="$home/state" XDG_CONFIG_HOME="$home/config" "${binaries[$i]}" toggle)
  returned=$EPOCHREALTIME
  local want=fortune
  [[ $state == *hidden* ]] && want=hidden
  while read -r -t 5 line <&"${fds[$i]}"; do
    [[ $line == *"\"class\":\"$want\""* ]] && break
  done
  drawn=$EPOCHREALTIME
  awk -v s="$start" -v r="$returned" -v d="$drawn" 'BEGIN { printf "%.3f %.3f\n", (d - r) * 1000, (d - s) * 1000 }' >>"$work/times-$i"
}

rounds=$(( (toggles + 9) / 10 ))
for ((round = 0; round < rounds; round++)); do
  for i in "${!binaries[@]}"; do
    for ((n = 0; n < 10; n++)); do
      sleep 0.1
      toggle "$i"
    done
  done
done

median() {  # column of times-$1
  sort -n -k"$2" "$work/times-$1" | awk -v c="$2" '{ v[NR] = $c } END { print (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2 }'
}

echo "== toggle to frame, median of $((rounds * 10)) toggles each, ratio to the first binary"
printf '%14s  %14s  %s\n' "after return" "from start" "binary"
base_return=$(median 0 1)
base_start=$(median 0 2)
for i in "${!binaries[@]}"; do
  after=$(median "$i" 1)
  from=$(median "$i" 2)
  awk -v a="$after" -v f="$from" -v ba="$base_return" -v bf="$base_start" -v b="${binaries[$i]}" \
    'BEGIN { printf "%8.2f ms %4.2fx  %8.2f ms %4.2fx  %s\n", a, (ba > 0 ? a / ba : 0), f, f / bf, b }'
done

echo "== CPU time of each watcher over 5 idle seconds (clock ticks of utime + stime)"
declare -A before
for i in "${!binaries[@]}"; do
  before[$i]=$(awk '{ print $14 + $15 }' "/proc/${watchers[$i]}/stat")
done
sleep 5
for i in "${!binaries[@]}"; do
  after=$(awk '{ print $14 + $15 }' "/proc/${watchers[$i]}/stat")
  printf '%6d  %s\n' $((after - before[$i])) "${binaries[$i]}"
done
