#!/usr/bin/env bash
# Peak memory and CPU of `sprague strong GAME --db F --fresh` for two or more builds, alternated
# run by run (issue 24: strong13's peak RSS of connect-four:5x5 and quixo:4). Prints per run the
# CPU (user + sys), peak RSS and load, and `cmp`s every database with the first build's.
#   GAME=connect-four:5x5 RUNS=5 bench/strong-peak.sh /work/before-s13 .
#   GAME=quixo:4 RUNS=3 bench/strong-peak.sh /work/before-s13 .
# Each argument is a checkout with a built ./sprague.
set -euo pipefail
GAME=${GAME:-connect-four:5x5}
RUNS=${RUNS:-3}
[ $# -ge 1 ] || { echo "usage: GAME=... RUNS=... bench/strong-peak.sh CHECKOUT..." >&2; exit 2; }
W=$(mktemp -d /tmp/strong-peak.XXXXXX)
trap 'rm -rf "$W"' EXIT
echo "# $GAME, $(date -u +%H:%M:%S) UTC, load $(cut -d' ' -f1-3 /proc/loadavg)"
printf '%-40s %4s %8s %8s %6s %s\n' build run cpu_s rss_mb load db
for r in $(seq "$RUNS"); do
  i=0
  for d in "$@"; do
    i=$((i + 1))
    /usr/bin/time -f '%U %S %M' -o "$W/t" "$d/sprague" strong "$GAME" --db "$W/$i.db" --fresh --progress none \
      >/dev/null 2>"$W/err" || { echo "$d failed:" >&2; tail -3 "$W/err" >&2; exit 1; }
    read -r u s m <"$W/t"
    same=$(cmp -s "$W/1.db" "$W/$i.db" && echo identical || echo DIFFERENT)
    printf '%-40s %4d %8.2f %8d %6s %s\n' "$d" "$r" "$(echo "$u + $s" | bc)" $((m / 1024)) \
      "$(cut -d' ' -f1 /proc/loadavg)" "$same"
  done
done
echo "# end $(date -u +%H:%M:%S) UTC, load $(cut -d' ' -f1-3 /proc/loadavg)"
