#!/bin/bash
# `sprague grundy ARGS --out F` on several builds and thread counts, alternated run by run
# (heap14): CPU user+sys and wall (/usr/bin/time), the load after each run, every --out file
# cmp'd against the first build's, then per build and thread count the medians and ranges of
# CPU and wall and CPU(default threads) / CPU(--threads 1). BUSY=N runs N busy loops
# (`sh -c 'while :; do :; done'`) beside every run, killed at the end. THREADS="2" runs
# two threads only (THREADS="1 2" is the default). DISK=1 adds --disk to a fresh store each run.
# heap18: each thread count is passed as --threads N (the default became 1 in heap15, so "2"
# had run one thread since then).
# Usage: [DISK=1] [BUSY=2] [THREADS="1 2"] bench/heap-threads.sh RUNS "ARGS" DIR1 DIR2 ...   (each DIR a checkout with ./sprague)
# e.g.   BUSY=2 bench/heap-threads.sh 3 "grundys-game --to 2097151" /work/before-s14 .
RUNS=$1; ARGS=$2; shift 2
T=$(mktemp -d)
BUSY_PIDS=()
stop_busy() { for p in "${BUSY_PIDS[@]}"; do kill "$p" 2>/dev/null; done; BUSY_PIDS=(); }
trap 'stop_busy; rm -rf $T' EXIT
for i in $(seq "${BUSY:-0}"); do sh -c 'while :; do :; done' & BUSY_PIDS+=($!); done
echo "# $(date -u +%H:%M) load $(cut -d' ' -f1-3 /proc/loadavg) busy ${BUSY:-0}: grundy $ARGS"
for r in $(seq "$RUNS"); do
  for d in "$@"; do
    n=$(basename "$(cd "$d" && pwd)")
    for th in ${THREADS:-1 2}; do
      opt="--threads $th"; rm -rf $T/d; [ "${DISK:-0}" = 1 ] && opt="$opt --disk $T/d"
      /usr/bin/time -f "%U %S %e" -o $T/t "$d/sprague" grundy $ARGS $opt --out $T/out.$n.$th > /dev/null 2>$T/err \
        || { echo "FAIL $d"; tail -3 $T/err; }
      read u s e < $T/t
      c=$(echo "$u+$s" | bc); echo "$n $th $c $e" >> $T/all
      printf "run %d %-12s threads %d cpu %6.2f s wall %6.2f s load %s\n" "$r" "$n" $th "$c" "$e" "$(cut -d' ' -f1 /proc/loadavg)"
    done
  done
done
first=$(basename "$(cd "$1" && pwd)")
ft=$(echo ${THREADS:-1 2} | cut -d" " -f1)
for d in "$@"; do n=$(basename "$(cd "$d" && pwd)"); for th in ${THREADS:-1 2}; do
  cmp -s $T/out.$first.$ft $T/out.$n.$th || echo "OUT DIFFERS: $n threads $th vs $first threads $ft"; done; done
med() { sort -n | awk '{a[NR]=$1} END{printf "%6.2f (%.2f-%.2f)", (NR%2?a[(NR+1)/2]:(a[NR/2]+a[NR/2+1])/2), a[1], a[NR]}'; }
for d in "$@"; do n=$(basename "$(cd "$d" && pwd)"); for th in ${THREADS:-1 2}; do
  printf "median %-12s threads %d cpu %s wall %s\n" "$n" $th \
    "$(awk -v n=$n -v t=$th '$1==n && $2==t {print $3}' $T/all | med)" \
    "$(awk -v n=$n -v t=$th '$1==n && $2==t {print $4}' $T/all | med)"; done; done
echo "# $(date -u +%H:%M) load $(cut -d' ' -f1-3 /proc/loadavg)"
