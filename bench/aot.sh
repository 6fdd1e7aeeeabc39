#!/usr/bin/env bash
# The command's start-up on JDK 25: the launcher's class-data-sharing archive (CDS, what
# ./sprague kept up to aot10) against JDK 25 ahead-of-time caches (-XX:AOTCache, JEP 483/514/515:
# classes loaded and linked plus method profiles), trained (a) by one first command
# (`solve nim 3 4 5`) or (b) by the launcher's fixed training run (a game file's solve with
# --json, the archive's training run). Each round runs every variant once, one after the other
# (alternated), for each command; prints every run (wall, CPU = user+sys, peak RSS) and then per
# command and variant the median and the range of CPU and wall. `java` is run directly with the
# flags the launcher gives that command (serial collector for a game file, the strong heap).
#
#   bench/aot.sh                                  # the short commands, 5 rounds
#   ROUNDS=3 CMDS="grundy strong" bench/aot.sh    # the long ones
#   VARIANTS="cds gf" bench/aot.sh                # a subset of the variants
#   EXTRA_gf="-XX:TieredStopAtLevel=1" ...        # more flags for one variant
#
# Variants: none (no archive at all), cds, first (AOT cache trained by `solve nim 3 4 5`),
# gf (AOT cache trained as the CDS archive is and as the launcher trains it: a game file's
# `solve --game-file examples/MultiplicationGame.java 12 1 --json`), mix (the launcher's
# training since start14: several commands in one JVM, bin/aot-cache.sh), self (AOT cache trained by the same command, the
# best case of "trained by the first command run", made once per command before the rounds).
set -euo pipefail
ROOT="$(cd "$(dirname "$(readlink -f "${BASH_SOURCE[0]}")")/.." && pwd)"
export JAVA_HOME=${JAVA_HOME:-/usr/lib/jvm/temurin-25-jdk-amd64}
J="$JAVA_HOME/bin/java"
ROUNDS=${ROUNDS:-5}
CMDS=${CMDS:-"version nim nimjson cram56 cramfile chompfile dom88 serve"}
VARIANTS=${VARIANTS:-"cds first gf"}
cd "$ROOT"
./sprague --version >/dev/null # builds the jar outside any timing
JAR="$ROOT/sprague-cli/target/sprague.jar"
W=$(mktemp -d /tmp/sprague-aot-bench.XXXXXX)
trap 'rm -rf "$W"' EXIT
QUIET=(-Xlog:aot*=off -Xlog:cds*=off)

# the archive and caches, outside any timing
SPRAGUE_GAME_CACHE=0 "$J" -XX:ArchiveClassesAtExit="$W/cds.jsa" "${QUIET[@]}" -jar "$JAR" \
  solve --game-file examples/MultiplicationGame.java 12 1 --json >/dev/null 2>&1
"$J" -XX:AOTCacheOutput="$W/first.aot" "${QUIET[@]}" -jar "$JAR" solve nim 3 4 5 >/dev/null 2>&1
SPRAGUE_GAME_CACHE=0 "$J" -XX:AOTCacheOutput="$W/gf.aot" "${QUIET[@]}" -jar "$JAR" \
  solve --game-file examples/MultiplicationGame.java 12 1 --json >/dev/null 2>&1
if [[ " $VARIANTS " == *" mix "* ]]; then # the launcher's training (bin/aot-cache.sh), timed
  # shellcheck source=bin/aot-cache.sh
  . "$ROOT/bin/aot-cache.sh"
  sprague_aot_training "$ROOT" "$W/train.db"
  /usr/bin/time -o "$W/train.time" -f "%e %U %S" env SPRAGUE_GAME_CACHE=0 "$J" -XX:AOTCacheOutput="$W/mix.aot" \
    "${QUIET[@]}" -cp "$JAR" "${SPRAGUE_AOT_TRAINING[@]}" >/dev/null 2>&1
  echo "mix training: $(awk '{ printf "wall %s s, CPU %.2f s", $1, $2 + $3 }' "$W/train.time")"
fi

args() { # the command's arguments and the launcher's flags for it
  case "$1" in
  version) A=(--version); F=() ;;
  nim) A=(solve nim 3 4 5); F=() ;;
  nimjson) A=(solve nim 3 --json); F=() ;;
  cram56) A=(solve cram 5x6); F=() ;;
  cramfile) A=(solve --game-file sprague-bench/games/CramObjects.java 5 5 --json); F=(-XX:+UseSerialGC -Xmn24m) ;;
  chompfile) A=(solve --game-file sprague-bench/games/ChompObjects.java 11 11 11 11 11 11 11 11 11 11 11 --json)
    F=(-XX:+UseSerialGC -Xmn24m) ;;
  dom88) A=(solve domineering 8x8 --outcome); F=() ;;
  dom55) A=(solve domineering 5x5); F=() ;;
  dom56) A=(solve domineering 5x6); F=() ;;
  clob28) A=(solve clobber 'xoxoxoxo|oxoxoxox'); F=() ;;
  cutting) A=(solve cutting 2000 2000 --method search); F=() ;;
  pattern) A=(pattern multiplication --to 20000); F=() ;;
  ttt) A=(strong tic-tac-toe --db "$W/ttt.db" --fresh)
    F=(-Xms16m -XX:MaxNewSize=32m -XX:MaxHeapFreeRatio=20 -XX:MinHeapFreeRatio=5 -XX:G1ReservePercent=2 -XX:GCTimeRatio=4) ;;
  grundy) A=(grundy 0.6 --to 4194304); F=() ;;
  strong) A=(strong connect-four:5x5 --db "$W/c4.db" --fresh)
    F=(-Xms16m -XX:MaxNewSize=32m -XX:MaxHeapFreeRatio=20 -XX:MinHeapFreeRatio=5 -XX:G1ReservePercent=2 -XX:GCTimeRatio=4) ;;
  serve) A=(serve --port 0); F=(-Xmx1g) ;;
  *) echo "unknown command $1" >&2; exit 2 ;;
  esac
}
vflags() { # the variant's flags
  local extra="EXTRA_$1"
  case "$1" in
  none) V=() ;;
  cds) V=(-XX:SharedArchiveFile="$W/cds.jsa" -XX:+AutoCreateSharedArchive) ;;
  first|gf|mix) V=(-XX:AOTCache="$W/$1.aot") ;;
  self) V=(-XX:AOTCache="$W/self-$2.aot") ;;
  esac
  # shellcheck disable=SC2206
  V+=("${QUIET[@]}" ${!extra:-})
}
run1() { # command variant: prints "wall cpu rss"
  args "$1"; vflags "$2" "$1"
  if [ "$1" = serve ]; then # wall until the URL line, CPU of the JVM until then
    local out="$W/serve.out" t0 t1 pid ticks
    t0=$(date +%s.%N)
    "$J" "${F[@]}" "${V[@]}" -jar "$JAR" "${A[@]}" >"$out" 2>&1 &
    pid=$!
    for _ in $(seq 1 1200); do grep -q 'Sprague explorer' "$out" && break; sleep 0.02; done
    t1=$(date +%s.%N)
    ticks=$(awk '{ print $14 + $15 }' "/proc/$pid/stat")
    kill "$pid"; wait "$pid" 2>/dev/null || true
    echo "$(echo "scale=2; ($t1 - $t0) / 1" | bc) $(echo "scale=2; $ticks / $(getconf CLK_TCK)" | bc) 0"
    return
  fi
  /usr/bin/time -o "$W/t" -f "%e %U %S %M" "$J" "${F[@]}" "${V[@]}" -jar "$JAR" "${A[@]}" >/dev/null 2>"$W/err" \
    || { echo "failed: $1 $2" >&2; cat "$W/err" >&2; }
  awk '{ printf "%s %.2f %d\n", $1, $2 + $3, $4 / 1024 }' "$W/t"
}

echo "aot bench: JDK $("$J" -version 2>&1 | head -1); $(nproc) cores; load $(cut -d' ' -f1-3 /proc/loadavg); rounds $ROUNDS"
echo "cache sizes: $(du -h "$W"/*.jsa "$W"/*.aot | awk '{ printf "%s %s; ", $2, $1 }' | sed "s|$W/||g")"
for c in $CMDS; do
  if [[ " $VARIANTS " == *" self "* ]]; then
    args "$c"
    "$J" "${F[@]}" -XX:AOTCacheOutput="$W/self-$c.aot" "${QUIET[@]}" -jar "$JAR" "${A[@]}" >/dev/null 2>&1 &
    pid=$!
    if [ "$c" = serve ]; then sleep 8; kill "$pid"; fi
    wait "$pid" 2>/dev/null || true
  fi
  for r in $(seq 1 "$ROUNDS"); do
    for v in $VARIANTS; do
      echo "run $c $v $r $(run1 "$c" "$v") load $(cut -d' ' -f1 /proc/loadavg)" | tee -a "$W/runs"
    done
  done
done
echo "== medians (range) of CPU and wall, seconds"
for c in $CMDS; do
  for v in $VARIANTS; do
    awk -v c="$c" -v v="$v" -f "$ROOT/bench/medians.awk" "$W/runs"
  done
done
