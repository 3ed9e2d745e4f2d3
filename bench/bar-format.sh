#!/usr/bin/env bash
# How long every command takes to read a hostile `barFormat`: `fortune signs` (which reads the
# configuration like every command) with a template of N opening braces, one closing brace and
# `{line}`, for N = 1,000, 16,000 and 100,000, side by side with an empty configuration. Each
# run's median and the ratio to the empty one; a parse that is linear in the template keeps
# them all within a few milliseconds of each other.
#
# Usage: bench/bar-format.sh [FORTUNE]   (default: the release build, built first)
# Needs hyperfine and python3.
set -euo pipefail
cd "$(dirname "$0")/.."
if (($# == 0)); then
  swift build -c release --product fortune --disable-local-rpath >&2
  set -- "$PWD/.build/release/fortune"
fi
bin=$1
home=$(mktemp -d)
trap 'rm -rf "$home"' EXIT
commands=()
for n in 0 1000 16000 100000; do
  mkdir -p "$home/$n/fortune"
  if ((n > 0)); then
    python3 -c "import json, sys; print(json.dumps({'barFormat': '{' * int(sys.argv[1]) + '} {line}'}))" "$n" \
      >"$home/$n/fortune/config.json"
  fi
  commands+=(-n "$n braces" "env XDG_CONFIG_HOME=$home/$n XDG_STATE_HOME=$home/state $bin signs")
done
hyperfine -N --warmup 3 --export-markdown "$home/table.md" "${commands[@]}" >&2
cat "$home/table.md"
