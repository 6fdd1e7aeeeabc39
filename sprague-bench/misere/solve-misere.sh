#!/usr/bin/env bash
# Issue 25 item 1, before and after: misère sums of heap games solved by the baseline build
# (BASE, default /work/baseline: the whole sum searched) and by this tree (under --method auto:
# the game's misère quotient, see docs/misere.md). For each command: exit code, wall time,
# CPU (user + sys) and peak memory of the whole process (a run cut at CUT too), JVM start
# included, and the outcome line; each side is cut at CUT seconds (exit 124). The outcomes of both sides must agree where
# both finish.
# Usage: sprague-bench/misere/solve-misere.sh [BASE]
set -uo pipefail
ROOT="$(cd "$(dirname "$(readlink -f "${BASH_SOURCE[0]}")")/../.." && pwd)"
BASE="${1:-/work/baseline}"
CUT=${CUT:-300}
cd "$ROOT"
./sprague --version >/dev/null # builds the jar first, outside the timing
OUT="$ROOT/sprague-bench/target/misere"
mkdir -p "$OUT"
echo "# $(date -u +%FT%TZ) $(nproc) cores, load $(cut -d' ' -f1-3 /proc/loadavg); cut at $CUT s"

thousand=$(for i in $(seq 1 1000); do printf '%d ' $((20 + i * 7919 % 181)); done)
run() { # label, arguments...
  local label="$1"
  shift
  for which in before after; do
    local bin="$ROOT/sprague"
    [ $which = before ] && bin="$BASE/sprague"
    /usr/bin/time -o "$OUT/solve.time" -f "%e %U %S %M" timeout "$CUT" "$bin" "$@" >"$OUT/solve.out" 2>"$OUT/solve.err"
    local code=$?
    local t
    t=$(tail -1 "$OUT/solve.time" | awk '{ printf "%6.1f s wall %7.2f s CPU %5d MB", $1, $2 + $3, $4 / 1024 }')
    printf '%-34s %-6s exit %3s  %-40s | %s | %s\n' "$label" "$which" "$code" "${t:--}" \
      "$(grep -m1 '^outcome' "$OUT/solve.out" | cut -c1-40)" "$(grep -m1 '^decided by' "$OUT/solve.out")"
  done
}

run "kayles 60 70 80 90" solve kayles 60 70 80 90 --misere
run "kayles 30 30 30 30" solve kayles 30 30 30 30 --misere
run "dawsons-kayles 20 25 30" solve dawsons-kayles 20 25 30 --misere
run "octal:0.15 40 50 60" solve octal:0.15 40 50 60 --misere
run "kayles x 1000 (heaps 20..200)" solve kayles $thousand --misere
run "kayles 10^12 5 7" solve kayles 1000000000000 5 7 --misere
echo "(before: $BASE, the whole sum searched; after: this tree under --method auto)"
