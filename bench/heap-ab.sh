#!/usr/bin/env bash
# Two builds' `sprague grundy` alternated run by run (heap11, issue 22's folds in heap/*):
# 0.6 to 2^22 and Grundy's game to 2^20 - 1, in memory and with --disk, CPU = user + sys
# (/usr/bin/time), the load before each run, and every --out file cmp'd against the first
# build's. Prints one line a run; the medians are left to the reader (`sort -n`).
# Usage: [RUNS=3] [CASES="mem06 memg disk06 diskg"] [N06=4194304] [THREADS=1] bench/heap-ab.sh BEFORE_DIR AFTER_DIR [OUT_DIR]
# (--threads 1 by default: with two, the helper's spinning makes CPU follow the machine's load)
set -euo pipefail
A="$1"; B="$2"; OUT="${3:-/tmp/heap-ab}"
mkdir -p "$OUT"
"$A/sprague" --version > /dev/null; "$B/sprague" --version > /dev/null   # builds and caches first
args() {
  case "$1" in
    mem06) echo "0.6 --to ${N06:-4194304}" ;;
    memg) echo "grundys-game --to 1048575" ;;
    disk06) echo "0.6 --to ${N06:-4194304} --disk $OUT/d" ;;
    diskg) echo "grundys-game --to 1048575 --disk $OUT/d" ;;
  esac
}
for run in $(seq 1 "${RUNS:-3}"); do
  for c in ${CASES:-mem06 memg disk06 diskg}; do
    for side in A B; do
      dir=$A; [ "$side" = B ] && dir=$B
      rm -rf "$OUT/d"
      load=$(cut -d' ' -f1 /proc/loadavg)
      # shellcheck disable=SC2046
      t=$( { JAVA_OPTS="-Xmx4g" /usr/bin/time -f "%U %S %M" "$dir/sprague" grundy $(args "$c") --no-values \
          --threads "${THREADS:-1}" --progress none --out "$OUT/$c.$side.txt" > /dev/null; } 2>&1 | tail -1)
      echo "$c $side run $run load $load cpu $(echo "$t" | awk '{printf "%.2f", $1 + $2}') maxrss_kb $(echo "$t" | awk '{print $3}')"
      [ "$side" = A ] || cmp -s "$OUT/$c.A.txt" "$OUT/$c.B.txt" || { echo "$c: values differ" >&2; exit 1; }
    done
  done
done
rm -rf "$OUT/d"
