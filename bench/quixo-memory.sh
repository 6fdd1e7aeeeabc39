#!/usr/bin/env bash
# Peak memory of `strong quixo:4` under JVM option sets, the same jar, the sets alternating, each
# run with /usr/bin/time (CPU user+sys, peak RSS) and -Xlog:gc (the largest committed heap in
# the log), the load average before each run. For the launcher's `strong` heap flags (the
# launcher `sprague`, docs/strong.md "Memory of the JVM").
#   bench/quixo-memory.sh                        the launcher's flags and two G1 variants, 2 rounds
#   JAR=/other/build/sprague-cli/target/sprague.jar ROUNDS=3 SETS="g1 g1t" bench/quixo-memory.sh
# Env: JAVA (default: the JDK 25 under /usr/lib/jvm), JAR (default: this checkout's, built
# first by the launcher), GAME (default quixo:4), ROUNDS (default 2), SETS (names below),
# NICE (default 19).
set -euo pipefail
ROOT="$(cd "$(dirname "$(readlink -f "${BASH_SOURCE[0]}")")/.." && pwd)"
JAVA=${JAVA:-$(find /usr/lib/jvm -maxdepth 3 -path '*25*/bin/java' | head -1)}
if [ -z "${JAR:-}" ]; then
  "$ROOT/sprague" --version >/dev/null # build first, outside the timings
  JAR="$ROOT/sprague-cli/target/sprague.jar"
fi
GAME=${GAME:-quixo:4}
OUT="$ROOT/sprague-bench/target/quixo-memory"
mkdir -p "$OUT"
LAUNCHER="-Xms16m -XX:MaxNewSize=32m -XX:MaxHeapFreeRatio=20 -XX:MinHeapFreeRatio=5 -XX:G1ReservePercent=2"
# the launcher's flags before strong9 (g1) and since (g1t)
declare -A SET=(
  [g1]="$LAUNCHER"                                            # before strong9
  [g1t]="$LAUNCHER -XX:GCTimeRatio=4"                         # the launcher since strong9
  [g1h]="$LAUNCHER -XX:GCTimeRatio=4 -XX:G1HeapRegionSize=4m" # and fewer, larger regions
  [serial]="-XX:+UseSerialGC -Xms16m -Xmn32m -XX:MaxHeapFreeRatio=20 -XX:MinHeapFreeRatio=5"
)
printf '%-8s %-5s %6s %9s %8s %10s %12s\n' set round load "CPU s" "peak MB" "heap MB" "db bytes"
for r in $(seq 1 "${ROUNDS:-2}"); do
  for s in ${SETS:-g1 g1t g1h}; do
    rm -f "$OUT/q.db"
    load=$(cut -d' ' -f1 /proc/loadavg)
    # shellcheck disable=SC2086 # the option sets are word lists
    nice -n "${NICE:-19}" /usr/bin/time -f '%U %S %M' -o "$OUT/time" "$JAVA" ${SET[$s]} \
        "-Xlog:gc:file=$OUT/gc-$s-$r.log" -jar "$JAR" strong "$GAME" --db "$OUT/q.db" --fresh \
        --progress none --json >"$OUT/$s-$r.out" 2>"$OUT/$s-$r.err"
    heap=$(grep -o '([0-9]*M)' "$OUT/gc-$s-$r.log" | tr -d '()M' | sort -n | tail -1)
    printf '%-8s %-5s %6s %s %10s %12s\n' "$s" "$r" "$load" \
        "$(awk '{ printf "%9.2f %8.0f", $1 + $2, $3 / 1024 }' "$OUT/time")" "$heap" "$(stat -c %s "$OUT/q.db")"
  done
done
echo "load after: $(cut -d' ' -f1-3 /proc/loadavg)"
