#!/usr/bin/env bash
# Commands through two checkouts' launchers (./sprague: their AOT caches, JIT and heap flags, as a
# user runs them), alternated run by run; CPU = user+sys, peak RSS; then per command and build
# the median and range of CPU. Outputs are dropped (bench/compare-outputs.sh compares them).
#   RUNS=5 bench/aot-launch.sh /work/before-s14 .                 # the short and partizan commands
#   RUNS=5 CMDS="cutting cram56 grundy dom56 c4 pattern" bench/aot-launch.sh /work/before-s14 .
set -euo pipefail
ROOT="$(cd "$(dirname "$(readlink -f "${BASH_SOURCE[0]}")")/.." && pwd)"
A=$(cd "${1:?usage: bench/aot-launch.sh BEFORE_DIR AFTER_DIR}" && pwd)
B=$(cd "${2:?usage: bench/aot-launch.sh BEFORE_DIR AFTER_DIR}" && pwd)
RUNS=${RUNS:-5}
CMDS=${CMDS:-"version nim nimjson ttt dom44out dom55 clob28 dom88"}
W=$(mktemp -d /tmp/sprague-aot-launch.XXXXXX)
trap 'rm -rf "$W"' EXIT
args() {
  case "$1" in
  version) C=(--version) ;;
  nim) C=(solve nim 3 4 5) ;;
  nimjson) C=(solve nim 3 --json) ;;
  tablejson) C=(table nim 5x5 --grundy --json) ;;
  valuejson) C=(value '{2|1}' + '{0|-1}' --json) ;;
  dom44json) C=(solve domineering 4x4 --outcome --json) ;;
  ttt) C=(strong tic-tac-toe --db "$W/ttt.db" --fresh) ;;
  dom44out) C=(solve domineering 4x4 --outcome) ;;
  dom55) C=(solve domineering 5x5) ;;
  clob28) C=(solve clobber 'xoxoxoxo|oxoxoxox') ;;
  dom88) C=(solve domineering 8x8 --outcome) ;;
  cutting) C=(solve cutting 2000 2000 --method search) ;;
  cram56) C=(solve cram 5x6) ;;
  grundy) C=(grundy 0.6 --to 4194304) ;;
  dom56) C=(solve domineering 5x6) ;;
  c4) C=(strong connect-four:5x5 --db "$W/c4.db" --fresh) ;;
  pattern) C=(pattern multiplication --to 20000) ;;
  *) echo "unknown command $1" >&2; exit 2 ;;
  esac
}
"$A/sprague" --version >/dev/null && "$B/sprague" --version >/dev/null # builds and caches, untimed
echo "aot-launch: $A against $B; load $(cut -d' ' -f1-3 /proc/loadavg); $RUNS rounds; $(date -u +%H:%M) UTC"
for c in $CMDS; do
  args "$c"
  for r in $(seq 1 "$RUNS"); do
    for who in before after; do
      d=$A; [ $who = after ] && d=$B
      rm -f "$W"/*.db
      /usr/bin/time -o "$W/t" -f "%e %U %S %M" "$d/sprague" "${C[@]}" >/dev/null 2>"$W/err" \
        || { echo "failed: $d ${C[*]}" >&2; tail -3 "$W/err" >&2; }
      echo "run $c $who $r $(awk '{ printf "%s %.2f %d", $1, $2 + $3, $4 / 1024 }' "$W/t") load $(cut -d' ' -f1 /proc/loadavg)" | tee -a "$W/runs"
    done
  done
done
echo "== medians (range) of CPU, seconds; $(date -u +%H:%M) UTC, load $(cut -d' ' -f1-3 /proc/loadavg)"
for c in $CMDS; do
  for v in before after; do
    awk -v c="$c" -v v="$v" -f "$ROOT/bench/medians.awk" "$W/runs"
  done
done
