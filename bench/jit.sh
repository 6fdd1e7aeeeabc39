#!/usr/bin/env bash
# The JIT's share of a short command: JVM flag variants for the JIT (compiler directives,
# C1 only, later C2) against the launcher's flags, on the launcher's JDK 25 AOT cache. Each
# round runs every variant once, one after the other (alternated), for each command; prints
# every run (wall, CPU = user+sys, peak RSS) and then per command and variant the median and
# the range of CPU and wall. `java` is run directly with the flags the launcher gives that
# command (the strong heap).
#
#   bench/jit.sh                                        # the short commands, 5 rounds
#   ROUNDS=3 CMDS="dom56 dom88 grundy" bench/jit.sh     # the long ones
#   VARIANTS="base dir" bench/jit.sh                    # a subset of the variants
#   BEFORE=/work/before-s12 VARIANTS="before dir" bench/jit.sh  # another build's jar and cache
#
# Variants: base (the launcher's flags up to warm12), before (the same flags, on $BEFORE's jar
# and AOT cache), dir (bin/jit-directives.json: C2 for org.sprague only),
# c1 (-XX:TieredStopAtLevel=1), late (C2's thresholds x4), dirlate (both), dirbl (C2 off for
# start-up packages only: bench/jit-blacklist.json), serial (-XX:+UseSerialGC).
set -euo pipefail
ROOT="$(cd "$(dirname "$(readlink -f "${BASH_SOURCE[0]}")")/.." && pwd)"
export JAVA_HOME=${JAVA_HOME:-/usr/lib/jvm/temurin-25-jdk-amd64}
J="$JAVA_HOME/bin/java"
ROUNDS=${ROUNDS:-5}
BEFORE=${BEFORE:-}
CMDS=${CMDS:-"version nim nimjson cram56 clob28 ttt"}
VARIANTS=${VARIANTS:-"base dir c1 late"}
cd "$ROOT"
./sprague --version >/dev/null # builds the jar and its AOT cache outside any timing
JAR="$ROOT/sprague-cli/target/sprague.jar"
AOT="$ROOT/sprague-cli/target/sprague.aot"
W=$(mktemp -d /tmp/sprague-jit-bench.XXXXXX)
trap 'rm -rf "$W"' EXIT
QUIET=(-Xlog:aot*=off -Xlog:cds*=off)
./sprague strong tic-tac-toe --db "$W/q.db" >/dev/null # the database query looks up

args() { # the command's arguments and the launcher's flags for it
  case "$1" in
  version) A=(--version); F=() ;;
  nim) A=(solve nim 3 4 5); F=() ;;
  nimjson) A=(solve nim 3 --json); F=() ;;
  cram56) A=(solve cram 5x6); F=() ;;
  clob28) A=(solve clobber 'xoxoxoxo|oxoxoxox' --max-moves 1 --json --notation cgsuite); F=() ;;
  clob35) A=(solve clobber 'xoxox|oxoxo|xoxox' --max-moves 1 --json --notation cgsuite); F=() ;;
  dom55) A=(solve domineering 5x5 --max-moves 1 --json --notation cgsuite); F=() ;;
  dom56) A=(solve domineering 5x6 --max-moves 1 --json --notation cgsuite); F=() ;;
  dom88) A=(solve domineering 8x8 --outcome --threads 1); F=() ;;
  ttt) A=(strong tic-tac-toe --db "$W/ttt.db" --fresh)
    F=(-Xms16m -XX:MaxNewSize=32m -XX:MaxHeapFreeRatio=20 -XX:MinHeapFreeRatio=5 -XX:G1ReservePercent=2 -XX:GCTimeRatio=4) ;;
  grundy) A=(grundy 0.6 --to 4194304); F=() ;;
  query) A=(query "$W/q.db" --json); F=() ;;
  games) A=(games); F=() ;;
  *) echo "unknown command $1" >&2; exit 2 ;;
  esac
}
vflags() { # the variant's flags, and the jar and cache it runs
  VJAR=$JAR VAOT=$AOT
  case "$1" in
  base) V=() ;;
  before) V=(); VJAR=$BEFORE/sprague-cli/target/sprague.jar VAOT=$BEFORE/sprague-cli/target/sprague.aot ;;
  dir) V=(-XX:+UnlockDiagnosticVMOptions -XX:-DisplayVMOutput -XX:CompilerDirectivesFile="$ROOT/bin/jit-directives.json") ;;
  c1) V=(-XX:TieredStopAtLevel=1) ;;
  late) V=(-XX:Tier4InvocationThreshold=20000 -XX:Tier4MinInvocationThreshold=2400
    -XX:Tier4CompileThreshold=60000 -XX:Tier4BackEdgeThreshold=160000) ;;
  dirbl) V=(-XX:+UnlockDiagnosticVMOptions -XX:-DisplayVMOutput -XX:CompilerDirectivesFile="$ROOT/bench/jit-blacklist.json") ;;
  dirlate) V=(-XX:+UnlockDiagnosticVMOptions -XX:-DisplayVMOutput -XX:CompilerDirectivesFile="$ROOT/bin/jit-directives.json"
    -XX:Tier4InvocationThreshold=20000 -XX:Tier4MinInvocationThreshold=2400
    -XX:Tier4CompileThreshold=60000 -XX:Tier4BackEdgeThreshold=160000) ;;
  serial) V=(-XX:+UseSerialGC) ;;
  *) echo "unknown variant $1" >&2; exit 2 ;;
  esac
  # shellcheck disable=SC2206
  V+=(-XX:AOTCache="$VAOT" "${QUIET[@]}" ${EXTRA:-})
}
run1() { # command variant: prints "wall cpu rss"
  args "$1"; vflags "$2"
  /usr/bin/time -o "$W/t" -f "%e %U %S %M" "$J" "${F[@]}" "${V[@]}" -jar "$VJAR" "${A[@]}" >"$W/out.$1.$2" 2>"$W/err" \
    || { echo "failed: $1 $2" >&2; cat "$W/err" >&2; }
  sed -i '/elapsed\|Millis\|seconds\| s)\| s$/d' "$W/out.$1.$2"
  first=${VARIANTS%% *}
  if [ -f "$W/out.$1.$first" ] && ! cmp -s "$W/out.$1.$first" "$W/out.$1.$2"; then
    echo "output differs: $1 $2" >&2
  fi
  awk '{ printf "%s %.2f %d\n", $1, $2 + $3, $4 / 1024 }' "$W/t"
}

echo "jit bench: JDK $("$J" -version 2>&1 | head -1); $(nproc) cores; load $(cut -d' ' -f1-3 /proc/loadavg); rounds $ROUNDS"
for c in $CMDS; do
  for r in $(seq 1 "$ROUNDS"); do
    for v in $VARIANTS; do
      echo "run $c $v $r $(run1 "$c" "$v") load $(cut -d' ' -f1 /proc/loadavg)" | tee -a "$W/runs"
    done
  done
done
echo "== medians (range) of CPU and wall, seconds; load at the end $(cut -d' ' -f1-3 /proc/loadavg)"
for c in $CMDS; do
  for v in $VARIANTS; do
    awk -v c="$c" -v v="$v" -f "$ROOT/bench/medians.awk" "$W/runs"
  done
done
