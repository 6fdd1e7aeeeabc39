#!/bin/bash
# Alternated before/after CPU of whole commands through two launchers: for each round, each
# command with BEFORE then AFTER (the order swapped every other round), user+sys from
# /usr/bin/time, and the load; then medians and ranges per command (bench/medians.awk).
#   RUNS=5 bench/ab.sh /work/before-s13/sprague ./sprague "solve cram 5x6" "solve cutting 2000 2000 --method search"
set -u
A=$1; B=$2; shift 2
RUNS=${RUNS:-5}
LOG=$(mktemp)
one() { # launcher tag round command
  local tf; tf=$(mktemp)
  /usr/bin/time -o "$tf" -f "%e %U %S" $1 $4 >/dev/null 2>&1
  set -- "$@" $(tail -1 "$tf"); rm -f "$tf"
  echo "run $(echo "$4" | tr ' ' '_') $2 $3 $5 $(echo "$6 + $7" | bc) load $(cut -d' ' -f1 /proc/loadavg)" | tee -a "$LOG"
}
for r in $(seq 1 "$RUNS"); do
  for c in "$@"; do
    if [ $((r % 2)) = 1 ]; then one "$A" before $r "$c"; one "$B" after $r "$c"
    else one "$B" after $r "$c"; one "$A" before $r "$c"; fi
  done
done
for c in "$@"; do
  k=$(echo "$c" | tr ' ' '_')
  for v in before after; do awk -v c="$k" -v v=$v -f "$(dirname "$0")/medians.awk" "$LOG"; done
done
