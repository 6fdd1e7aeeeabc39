#!/usr/bin/env bash
# Spark's cost against the in-process strong solver (issue 24 item 4): the same game solved by
# `sprague strong --threads 1` and `--threads 2` (in process) and by `bin/sprague-spark` on
# `local[2]` and `local[1]`, alternated run by run in one round, ROUNDS rounds. Prints every run
# (CPU = user + sys of the process tree, wall, peak RSS, load) and `cmp`s every database
# against the first in-process one; then per variant the median CPU, its range, and the median's
# ratio to the in-process one-thread median.
#
#   bench/spark-cost.sh                                   # connect-four:5x5, 3 rounds, every variant
#   GAME=connect-four:5x4 ROUNDS=5 bench/spark-cost.sh
#   VARIANTS="in1 spark2 base2" BASE=/tmp/base bench/spark-cost.sh
#       # base2/base1: another checkout's bin/sprague-spark (BASE: its root) on local[2]/local[1]
#   IN=/work/before-s11/sprague bench/spark-cost.sh        # the in-process launcher (default ./sprague)
#   NICE=19 ...                                            # every run at nice 19 (a shared machine)
# Variants: in1 in2 spark2 spark1 base2 base1. The launchers are built (and Spark's class cache
# written) by a tic-tac-toe warm-up before the first round, outside any timing.
set -euo pipefail
ROOT="$(cd "$(dirname "$(readlink -f "${BASH_SOURCE[0]}")")/.." && pwd)"
GAME=${GAME:-connect-four:5x5}
ROUNDS=${ROUNDS:-3}
VARIANTS=${VARIANTS:-"in1 in2 spark2 spark1"}
IN=${IN:-$ROOT/sprague}
BASE=${BASE:-}
NICE=${NICE:-0}
W=$(mktemp -d /tmp/spark-cost.XXXXXX)
trap 'rm -rf "$W"' EXIT
"$IN" --version >/dev/null
# a warm-up: builds what is stale and writes Spark's class cache if missing, outside any timing
"$ROOT/bin/sprague-spark" tic-tac-toe --db "$W/warm.db" --fresh >/dev/null 2>&1
[ -z "$BASE" ] || "$BASE/bin/sprague-spark" tic-tac-toe --db "$W/warm.db" --fresh >/dev/null 2>&1
cmd() {
  case "$1" in
    in1) echo "$IN strong $GAME --db $W/in1.db --threads 1 --fresh --progress none" ;;
    in2) echo "$IN strong $GAME --db $W/in2.db --threads 2 --fresh --progress none" ;;
    spark2) echo "$ROOT/bin/sprague-spark $GAME --db $W/spark2.db --master local[2] --fresh" ;;
    spark1) echo "$ROOT/bin/sprague-spark $GAME --db $W/spark1.db --master local[1] --fresh" ;;
    base2) echo "$BASE/bin/sprague-spark $GAME --db $W/base2.db --master local[2] --fresh" ;;
    base1) echo "$BASE/bin/sprague-spark $GAME --db $W/base1.db --master local[1] --fresh" ;;
    *) echo "unknown variant $1" >&2; exit 2 ;;
  esac
}
REF=""
printf '%-7s %5s %8s %8s %8s %6s %s\n' variant round cpu_s wall_s rss_mb load db
for r in $(seq 1 "$ROUNDS"); do
  for v in $VARIANTS; do
    # shellcheck disable=SC2046
    nice -n "$NICE" /usr/bin/time -o "$W/t" -f '%U %S %M %e' $(cmd "$v") >"$W/out" 2>"$W/err" \
      || { echo "$v failed:" >&2; tail -5 "$W/err" >&2; exit 1; }
    read -r u s m e < <(tail -1 "$W/t")
    cpu=$(echo "$u + $s" | bc)
    load=$(cut -d' ' -f1 /proc/loadavg)
    db="$W/$v.db"
    [ -z "$REF" ] && { REF="$W/ref.db"; cp "$db" "$REF"; }
    same=$(cmp -s "$db" "$REF" && echo identical || echo DIFFERENT)
    printf '%-7s %5d %8.2f %8.2f %8d %6s %s\n' "$v" "$r" "$cpu" "$e" $((m / 1024)) "$load" "$same"
    echo "$v $cpu" >>"$W/all"
  done
done
echo "# median CPU s (range), ratio of medians to the first variant's"
first=""
for v in $VARIANTS; do
  sorted=$(awk -v v="$v" '$1 == v { print $2 }' "$W/all" | sort -n)
  n=$(echo "$sorted" | wc -l)
  med=$(echo "$sorted" | awk -v n="$n" 'NR == int((n + 1) / 2) { a = $1 } NR == int(n / 2) + 1 { b = $1 } END { printf "%.2f", (a + b) / 2 }')
  lo=$(echo "$sorted" | head -1)
  hi=$(echo "$sorted" | tail -1)
  [ -z "$first" ] && first=$med
  printf '%-7s %8s (%s-%s) %5.2fx\n' "$v" "$med" "$lo" "$hi" "$(echo "$med / $first" | bc -l)"
done
