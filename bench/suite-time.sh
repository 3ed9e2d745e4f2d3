#!/usr/bin/env bash
# How long `./test` takes from a clean clone, for two commits side by side: each round clones
# both into a new folder and runs their ./test in a new HOME, one after the other (their order
# alternating from round to round), then prints each run and, per commit, the median of its
# whole runs and of its phases (read from ./test's own trace), and the ratio of the medians.
# A machine's load moves such times a lot: run it on a quiet machine and quote medians and
# ratios, not single runs.
#
# Needs: git, and what ./test installs (it installs it itself, as root).
# Usage: bench/suite-time.sh BASE HEAD [ROUNDS]   (default 2 rounds; HEAD may be a branch)
set -euo pipefail
cd "$(dirname "$0")/.."
base=${1:?usage: bench/suite-time.sh BASE HEAD [ROUNDS]} head=${2:?usage: bench/suite-time.sh BASE HEAD [ROUNDS]}
rounds=${3:-2}
# The clones go when it ends; the logs and results stay in their own folder, said at the end.
repo=$PWD work=$(mktemp -d) logs=$(mktemp -d -t suite-time.XXXXXX)
trap 'rm -rf "$work"' EXIT
results=$logs/results

# run REV ROUND: ./test of REV in a clean clone and a new HOME; appends "REV ROUND PHASE SECONDS"
# for the whole run and for each phase (the time from one of ./test's commands to the next).
run() {
  local rev=$1 round=$2 clone=$work/$1-$2 start status=0
  git clone -q "$repo" "$clone"
  git -C "$clone" checkout -q "$rev"
  start=$(date +%s.%N)
  # Traced with each command's start time; bash takes no PS4 from the environment as root.
  env -i HOME="$(mktemp -d -p "$work")" PATH="$PATH" CI=true \
    bash -c 'PS4="+ \$(date +%s.%N) "; set -x; . "$0"' "$clone/test" >"$logs/$rev-$round.log" 2>&1 || status=$?
  echo "$rev $round whole $(echo "$(date +%s.%N) - $start" | bc)" >>"$results"
  ((status == 0)) || echo "bench: ./test of $rev failed in round $round (exit $status), see $logs/$rev-$round.log" >&2
  # ./test's own top-level commands (sourced, so traced one level down), with their start times.
  awk -v rev="$rev" -v round="$round" '
    /^\+\+ [0-9]+\.[0-9]+ (swift|scripts|FORTUNE_TEST_BINARY|wait)/ {
      if (name != "") printf "%s %s %s %.1f\n", rev, round, name, $2 - at
      at = $2; name = $3 == "swift" ? $4 ($5 ~ /^-/ ? $5 : "") : $3
      sub(/^FORTUNE_TEST_BINARY=.*/, "cli-tests", name)
    }' "$logs/$rev-$round.log" >>"$results"
}

for ((round = 1; round <= rounds; round++)); do
  if ((round % 2)); then run "$base" "$round"; run "$head" "$round"; else run "$head" "$round"; run "$base" "$round"; fi
done

echo "== every run (seconds)"
grep ' whole ' "$results"
echo "== medians (seconds): phase, $base, $head, ratio"
awk '
  { key = $3; value[$1, key] = value[$1, key] " " $4; if (!(key in seen)) { seen[key] = 1; order[++n] = key } revs[$1] = 1 }
  function median(list,   a, k, i, j, t) {
    k = split(list, a, " ")
    for (i = 1; i <= k; i++) for (j = i + 1; j <= k; j++) if (a[j] + 0 < a[i] + 0) { t = a[i]; a[i] = a[j]; a[j] = t }
    return k % 2 ? a[(k + 1) / 2] : (a[k / 2] + a[k / 2 + 1]) / 2
  }
  END {
    for (i = 1; i <= n; i++) {
      b = median(value[base, order[i]]); h = median(value[head, order[i]])
      printf "%-22s %8.1f %8.1f %6.2f\n", order[i], b, h, (b > 0 ? h / b : 0)
    }
  }' base="$base" head="$head" "$results"
echo "== logs: $logs"
