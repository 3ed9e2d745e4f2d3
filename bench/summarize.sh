#!/usr/bin/env bash
# Prints a hyperfine CSV export as a table of medians and ratios to the first command.
# Usage: bench/summarize.sh FILE.csv [SED-EXPRESSION...]   (sed expressions shorten commands)
set -euo pipefail
file=$1
shift
filter=(cat)
((${#@})) && filter=(sed "${@/#/-e}")
awk -F, 'NR == 1 { next }
  { name = $1; gsub(/^"|"$/, "", name); median = $4 * 1000
    if (NR == 2) base = median
    printf "%9.2f ms  %5.2fx  %s\n", median, median / base, name }' "$file" | "${filter[@]}"
