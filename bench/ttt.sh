#!/usr/bin/env bash
# tic-tac-toe solved strongly, process start included (issue 24: at most 1.5x GamesmanOne's
# CPU): GamesmanOne's `solve mtttier` (a fresh data directory each run), this checkout's
# `./sprague strong tic-tac-toe --db F --fresh` and, with BASELINE=DIR, DIR/sprague the same,
# alternated run by run; CPU = user+sys, peak RSS; medians and ranges.
#   GAMESMAN=/tmp/peers/gamesmanone/src/bin/gamesman BASELINE=/work/before-s12 RUNS=5 bench/ttt.sh
set -euo pipefail
ROOT="$(cd "$(dirname "$(readlink -f "${BASH_SOURCE[0]}")")/.." && pwd)"
GAMESMAN=${GAMESMAN:?set GAMESMAN to a GamesmanOne binary}
RUNS=${RUNS:-5}
BASELINE=${BASELINE:-}
W=$(mktemp -d /tmp/sprague-ttt.XXXXXX)
trap 'rm -rf "$W"' EXIT
"$ROOT/sprague" --version >/dev/null # builds outside any timing
[ -n "$BASELINE" ] && "$BASELINE/sprague" --version >/dev/null
echo "ttt: load $(cut -d' ' -f1-3 /proc/loadavg); $RUNS rounds"
for r in $(seq 1 "$RUNS"); do
  for who in gamesman sprague ${BASELINE:+baseline}; do
    rm -rf "$W/g1" "$W/ttt.db"
    case $who in
    # GamesmanOne creates only relative data paths, below an existing directory
    gamesman) mkdir -p "$W/g1" && (cd "$W" && /usr/bin/time -o "$W/t" -f "%U %S %M" "$GAMESMAN" --data-path=g1 solve mtttier >"$W/g1.out" 2>&1) ;;
    sprague) /usr/bin/time -o "$W/t" -f "%U %S %M" "$ROOT/sprague" strong tic-tac-toe --db "$W/ttt.db" --fresh >/dev/null 2>&1 ;;
    baseline) /usr/bin/time -o "$W/t" -f "%U %S %M" "$BASELINE/sprague" strong tic-tac-toe --db "$W/ttt.db" --fresh >/dev/null 2>&1 ;;
    esac
    echo "run $who $r $(awk '{ printf "%.2f %d", $1 + $2, $3 / 1024 }' "$W/t") load $(cut -d' ' -f1 /proc/loadavg)" | tee -a "$W/runs"
  done
done
for who in gamesman sprague ${BASELINE:+baseline}; do
  awk -v w="$who" '$2 == w { print $4 }' "$W/runs" | sort -n | awk -v w="$who" '{ c[n++] = $1 }
    END { m = n % 2 ? c[int(n / 2)] : (c[n / 2 - 1] + c[n / 2]) / 2; printf "%-9s cpu %.2f (%.2f-%.2f) n=%d\n", w, m, c[0], c[n - 1], n }'
done
