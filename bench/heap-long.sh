#!/usr/bin/env bash
# A long run on disk, killed with kill -9 and resumed (issue 25: "2^32 reached across several
# runs, each resuming from the last checkpoint, with values identical to one uninterrupted run"),
# at a size this machine does in the time: `grundy RULE --to N --disk DIR` under `nice -n 10`,
# killed (SIGKILL, no chance to save) after each of KILLS seconds of wall time and run again on the
# same DIR until it finishes; then one uninterrupted run; both --out files compared with cmp.
# Prints per segment CPU (user + sys), peak RSS and wall, the progress lines, the disk size.
# Usage: [SPRAGUE=./sprague] [RULE=grundys-game] [KILLS="200 450"] bench/heap-long.sh [N]
#        (N values, default 2^26; about 8 us of CPU a value on the shared machine, twice over)
set -uo pipefail
ROOT="$(cd "$(dirname "$(readlink -f "${BASH_SOURCE[0]}")")/.." && pwd)"
SPRAGUE="${SPRAGUE:-$ROOT/sprague}"
RULE="${RULE:-grundys-game}"
N="${1:-67108864}"
KILLS="${KILLS:-200 450}"
OUT="${OUT:-$ROOT/sprague-bench/target/heap-long}"
rm -rf "$OUT" && mkdir -p "$OUT"
"$SPRAGUE" --version > /dev/null
seg() { # seg NAME DIR [extra args]: one run in the background; its pid in PID
  local name="$1" dir="$2"; shift 2
  JAVA_OPTS="-Xmx4g" nice -n 10 /usr/bin/time -o "$OUT/$name.time" -f "%U %S %M %e" \
    "$SPRAGUE" grundy "$RULE" --to $((N - 1)) --disk "$dir" --progress lines --no-values "$@" \
    > "$OUT/$name.out" 2> "$OUT/$name.err" &
  PID=$!
}
report() { # report NAME
  read -r u s m e < <(tail -1 "$OUT/$1.time")
  echo "$1: cpu $(echo "$u + $s" | bc) s (user $u sys $s), peak RSS $((m / 1024)) MB, wall $e s, load $(cut -d' ' -f1-3 /proc/loadavg)"
  grep -v '^$' "$OUT/$1.err" | grep -iv 'terminated by signal' | tail -3 | sed 's/^/    /'
}
echo "# $(date -u +%FT%TZ) $RULE to $N values, $(nproc) cores, load $(cut -d' ' -f1-3 /proc/loadavg), $SPRAGUE"
i=0
for k in $KILLS; do
  i=$((i + 1))
  seg "resumed-$i" "$OUT/resumed"
  sleep "$k"
  java=$(pgrep -P "$PID")   # nice execs time, time's child is java (the launcher execs java)
  [ -n "$java" ] && kill -9 "$java"
  wait "$PID"
  echo "segment $i killed (kill -9) after $k s: $(du -sb "$OUT/resumed" | cut -f1) bytes on disk"
  report "resumed-$i"
done
i=$((i + 1))
seg "resumed-$i" "$OUT/resumed" --out "$OUT/resumed.txt"; wait "$PID"
echo "segment $i finished (rc $?)"; report "resumed-$i"
grep -F "$RULE |" "$OUT/resumed-$i.out" | tail -3
seg uninterrupted "$OUT/once" --out "$OUT/once.txt"; wait "$PID"
echo "uninterrupted finished"; report uninterrupted
echo "disk: resumed $(du -sb "$OUT/resumed" | cut -f1) bytes, uninterrupted $(du -sb "$OUT/once" | cut -f1) bytes"
if cmp "$OUT/resumed.txt" "$OUT/once.txt"; then
  echo "values identical: $(wc -l < "$OUT/once.txt") values, resumed after $(echo "$KILLS" | wc -w) kill -9 and uninterrupted"
else
  echo "VALUES DIFFER"; exit 1
fi
