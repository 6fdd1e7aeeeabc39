#!/usr/bin/env bash
# JDK 25's AOT cache with and without the training run's method profiles (JEP 515): the same
# jar, the launcher's training (bin/aot-cache.sh) run TRAININGS times each way, `prof` caches as
# the JVM makes them and `cls` caches made with -XX:-AOTRecordTraining (diagnostic: classes
# loaded and linked, no profiles). Each round runs every cache once, one after the other
# (alternated), for each command, with the flags the launcher gives that command; prints every
# run (wall, CPU = user+sys, peak RSS) and then per command and cache the median and range of
# CPU, and per command and kind (all runs of the TRAININGS caches of a kind) the same.
#
#   bench/aot-profiles.sh                                       # this checkout's jar, 3 x 2 caches
#   JAR=/work/before-s15/sprague-cli/target/sprague.jar ROUNDS=3 CMDS="grundy cutting" bench/aot-profiles.sh
set -euo pipefail
ROOT="$(cd "$(dirname "$(readlink -f "${BASH_SOURCE[0]}")")/.." && pwd)"
export JAVA_HOME=${JAVA_HOME:-/usr/lib/jvm/temurin-25-jdk-amd64}
J="$JAVA_HOME/bin/java"
ROUNDS=${ROUNDS:-3}
TRAININGS=${TRAININGS:-3}
CMDS=${CMDS:-"version ttt dom44out dom88 cutting grundy"}
W=${WORK:-$(mktemp -d /tmp/sprague-aot-profiles.XXXXXX)}
if [ -z "${WORK:-}" ]; then trap 'rm -rf "$W"' EXIT; fi
if [ -z "${JAR:-}" ]; then
  (cd "$ROOT" && ./sprague --version >/dev/null) # builds the jar outside any timing
  JAR="$ROOT/sprague-cli/target/sprague.jar"
fi
cp "$JAR" "$W/sprague.jar" # a rebuild of the checkout meanwhile does not change what is measured
JAR="$W/sprague.jar"
QUIET=(-Xlog:aot*=off -Xlog:cds*=off)
# shellcheck source=bin/aot-cache.sh
. "$ROOT/bin/aot-cache.sh"
sprague_aot_training "$ROOT" "$W/train.db"
VARIANTS=""
for t in $(seq 1 "$TRAININGS"); do
  for k in prof cls; do
    v="$k$t"
    VARIANTS="$VARIANTS $v"
    [ -f "$W/$v.aot" ] && continue
    NOREC=()
    [ $k = cls ] && NOREC=(-XX:+UnlockDiagnosticVMOptions -XX:-AOTRecordTraining)
    env SPRAGUE_GAME_CACHE=0 "$J" "${NOREC[@]}" -XX:AOTCacheOutput="$W/$v.aot" "${QUIET[@]}" -cp "$JAR" \
      "${SPRAGUE_AOT_TRAINING[@]}" >"$W/$v.log" 2>&1 || { echo "training $v failed" >&2; tail "$W/$v.log" >&2; exit 1; }
    rm -f "$W"/train.db*
  done
done
STRONG_HEAP=(-Xms16m -XX:MaxNewSize=32m -XX:MaxHeapFreeRatio=20 -XX:MinHeapFreeRatio=5 -XX:G1ReservePercent=2 -XX:GCTimeRatio=4)
args() { # the command's arguments and the launcher's flags for it
  case "$1" in
  version) A=(--version); F=(-XX:+UnlockDiagnosticVMOptions -XX:-DisplayVMOutput "-XX:CompilerDirectivesFile=$ROOT/bin/jit-directives.json") ;;
  nim) A=(solve nim 3 4 5); F=() ;;
  ttt) A=(strong tic-tac-toe --db "$W/ttt.db" --fresh); F=("${STRONG_HEAP[@]}") ;;
  dom44out) A=(solve domineering 4x4 --outcome); F=() ;;
  dom88) A=(solve domineering 8x8 --outcome); F=() ;;
  dom56) A=(solve domineering 5x6); F=() ;;
  cram56) A=(solve cram 5x6); F=() ;;
  cutting) A=(solve cutting 2000 2000 --method search); F=() ;;
  grundy) A=(grundy 0.6 --to 4194304); F=() ;;
  c4) A=(strong connect-four:5x5 --db "$W/c4.db" --fresh); F=("${STRONG_HEAP[@]}") ;;
  *) echo "unknown command $1" >&2; exit 2 ;;
  esac
}
echo "aot-profiles: JDK $("$J" -version 2>&1 | head -1); $(nproc) cores; load $(cut -d' ' -f1-3 /proc/loadavg);" \
  "$TRAININGS trainings each way, $ROUNDS rounds; $(date -u +%H:%M) UTC"
echo "cache sizes: $(du -h "$W"/*.aot | awk '{ printf "%s %s; ", $2, $1 }' | sed "s|$W/||g")"
for c in $CMDS; do
  args "$c"
  for r in $(seq 1 "$ROUNDS"); do
    for v in $VARIANTS; do
      rm -f "$W"/*.db
      /usr/bin/time -o "$W/t" -f "%e %U %S %M" "$J" "${F[@]}" -XX:AOTCache="$W/$v.aot" "${QUIET[@]}" -jar "$JAR" \
        "${A[@]}" >/dev/null 2>"$W/err" || { echo "failed: $c $v" >&2; tail -3 "$W/err" >&2; }
      echo "run $c $v $r $(awk '{ printf "%s %.2f %d", $1, $2 + $3, $4 / 1024 }' "$W/t") load $(cut -d' ' -f1 /proc/loadavg)" \
        | tee -a "$W/runs"
    done
  done
done
echo "== medians (range) of CPU, seconds; $(date -u +%H:%M) UTC, load $(cut -d' ' -f1-3 /proc/loadavg)"
for c in $CMDS; do
  for v in $VARIANTS; do
    awk -v c="$c" -v v="$v" -f "$ROOT/bench/medians.awk" "$W/runs"
  done
  for k in prof cls; do # every run of one kind's caches together
    sed -E "s/^run ([^ ]+) ${k}[0-9]+ /run \1 $k /" "$W/runs" | awk -v c="$c" -v v="$k" -f "$ROOT/bench/medians.awk"
  done
done
