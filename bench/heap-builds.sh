#!/bin/bash
# `sprague grundy ARGS` on several builds or settings, alternated run by run (heap15): each SPEC
# is LABEL=DIR[:EXTRA], DIR a checkout (or a directory with a `sprague` wrapper, e.g. one setting
# SPRAGUE_AOT=0), EXTRA more arguments where DISK stands for `--disk` on a fresh store. CPU
# user+sys and wall from /usr/bin/time, the load after each run, every --out file cmp'd against
# the first SPEC's, then the median and range per SPEC.
# Usage: bench/heap-builds.sh RUNS "ARGS" SPEC...
# e.g.   bench/heap-builds.sh 3 "grundys-game --to 2097151 --threads 1" \
#            before-disk=/work/before-s15:DISK disk=.:DISK mem=.
RUNS=$1; ARGS=$2; shift 2
T=$(mktemp -d)
echo "# $(date -u +%H:%M:%S) load $(cut -d' ' -f1-3 /proc/loadavg) : grundy $ARGS"
for r in $(seq $RUNS); do
  for spec in "$@"; do
    n=${spec%%=*}; rest=${spec#*=}; d=${rest%%:*}; extra=${rest#*:}; [ "$extra" = "$rest" ] && extra=""
    rm -rf $T/d; extra=${extra//DISK/--disk $T/d}
    /usr/bin/time -f "%U %S %M %e" -o $T/t "$d/sprague" grundy $ARGS $extra --progress none --out $T/out.$n > /dev/null 2>$T/err || { echo "FAIL $n"; tail -3 $T/err; }
    read u s m e < $T/t
    c=$(echo "$u+$s" | bc); echo "$n $c" >> $T/all
    printf "run %d %-10s %6.2f s cpu %6.1f s wall %7d KB load %s\n" $r $n $c $e $m "$(cut -d' ' -f1 /proc/loadavg)"
  done
done
first=${1%%=*}
for spec in "$@"; do n=${spec%%=*}; cmp -s $T/out.$first $T/out.$n || echo "OUT DIFFERS: $n vs $first"; done
for spec in "$@"; do n=${spec%%=*}; grep "^$n " $T/all | awk '{print $2}' | sort -n | awk -v n=$n '{a[NR]=$1} END{printf "median %-10s %6.2f  (%.2f-%.2f, %d runs)\n", n, (NR%2?a[(NR+1)/2]:(a[NR/2]+a[NR/2+1])/2), a[1], a[NR], NR}'; done
echo "# $(date -u +%H:%M:%S) load $(cut -d' ' -f1-3 /proc/loadavg)"
rm -rf $T
