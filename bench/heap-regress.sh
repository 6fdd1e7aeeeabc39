#!/bin/bash
# `sprague grundy ARGS --out F` on several builds, alternated run by run (heap13): CPU user+sys
# (/usr/bin/time), the load after each run, every --out file cmp'd against the first build's,
# then the median and range per build. Default threads, unlike bench/heap-ab.sh: the command of
# issue 22's no-regression list (`grundy 0.6 --to 4194304`) as users run it.
# Usage: [DISK=1] bench/heap-regress.sh RUNS "ARGS" DIR1 DIR2 ...   (each DIR a checkout with
# ./sprague; DISK=1 adds --disk to a fresh store each run)
# e.g.   bench/heap-regress.sh 5 "0.6 --to 4194304" /work/before-s13 .
RUNS=$1; ARGS=$2; shift 2
T=$(mktemp -d)
echo "# $(date -u +%H:%M) load $(cut -d' ' -f1-3 /proc/loadavg) : grundy $ARGS"
for r in $(seq $RUNS); do
  for d in "$@"; do
    n=$(basename $d)
    rm -rf $T/d; disk=""; [ "${DISK:-0}" = 1 ] && disk="--disk $T/d"
    /usr/bin/time -f "%U %S %M" -o $T/t "$d/sprague" grundy $ARGS $disk --out $T/out.$n > /dev/null 2>$T/err || { echo "FAIL $d"; tail -3 $T/err; }
    read u s m < $T/t
    c=$(echo "$u+$s" | bc); echo "$n $c" >> $T/all
    printf "run %d %-12s %6.2f s %7d KB load %s\n" $r $n $c $m "$(cut -d' ' -f1 /proc/loadavg)"
  done
done
first=$(basename $1)
for d in "$@"; do n=$(basename $d); cmp -s $T/out.$first $T/out.$n || echo "OUT DIFFERS: $n vs $first"; done
for d in "$@"; do n=$(basename $d); grep "^$n " $T/all | awk '{print $2}' | sort -n | awk -v n=$n '{a[NR]=$1} END{printf "median %-12s %6.2f  (%.2f-%.2f, %d runs)\n", n, (NR%2?a[(NR+1)/2]:(a[NR/2]+a[NR/2+1])/2), a[1], a[NR], NR}'; done
echo "# $(date -u +%H:%M) load $(cut -d' ' -f1-3 /proc/loadavg)"
rm -rf $T
