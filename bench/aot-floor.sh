#!/usr/bin/env bash
# The JVM's floor under a short command (issues 23 and 24): what this JDK costs for nothing,
# run the way ./sprague runs a command, against `sprague --version` and `strong tic-tac-toe`.
# Variants, each once per round (alternated), CPU = user+sys of the process (getrusage, to the
# millisecond, not /usr/bin/time's 10 ms), wall; then per variant the median and range:
#   empty-cds   a class with an empty main, `java -cp empty.jar Empty` (the JDK's own CDS archive)
#   empty-aot   the same with an AOT cache of its own, trained by running it, and the flags the
#               launcher gives --version (cache, logs off, the JIT directives)
#   empty-big   the empty class with sprague's AOT cache (`-cp sprague.jar:empty.jar`, the cache's
#               class path as prefix): what mapping and loading the cache's classes costs
#   version     `java` with the launcher's flags, `-jar sprague.jar --version`
#   launcher    `./sprague --version` (the launcher's bash on top)
#   ttt         `./sprague strong tic-tac-toe --db F --fresh`
#   RUNS=7 bench/aot-floor.sh [CHECKOUT]          # CHECKOUT: default this one
set -euo pipefail
ROOT="$(cd "$(dirname "$(readlink -f "${BASH_SOURCE[0]}")")/.." && pwd)"
D=$(cd "${1:-$ROOT}" && pwd)
export JAVA_HOME=${JAVA_HOME:-/usr/lib/jvm/temurin-25-jdk-amd64}
J="$JAVA_HOME/bin/java"
RUNS=${RUNS:-7}
VARIANTS=${VARIANTS:-"empty-cds empty-aot empty-big version launcher ttt"}
W=$(mktemp -d /tmp/sprague-aot-floor.XXXXXX)
trap 'rm -rf "$W"' EXIT
"$D/sprague" --version >/dev/null # builds the jar and its cache, untimed
JAR="$D/sprague-cli/target/sprague.jar"
CACHE="$D/sprague-cli/target/sprague.aot"
[ -f "$CACHE" ] || { echo "no AOT cache at $CACHE (JDK 25 needed)" >&2; exit 1; }
mkdir "$W/e"
printf 'public final class Empty {\n    public static void main(String[] args) {\n    }\n}\n' >"$W/e/Empty.java"
"$JAVA_HOME/bin/javac" -d "$W/e" "$W/e/Empty.java"
"$JAVA_HOME/bin/jar" --create --file "$W/empty.jar" -C "$W/e" Empty.class
QUIET=(-Xlog:aot*=off -Xlog:cds*=off)
"$J" -XX:AOTCacheOutput="$W/empty.aot" "${QUIET[@]}" -cp "$W/empty.jar" Empty >/dev/null 2>&1
# the JIT flags the launcher gives --version (bin/jit-flags.sh)
# shellcheck source=bin/jit-flags.sh
. "$D/bin/jit-flags.sh"
sprague_jit_flags "$D/bin/jit-directives.json" --version
JIT=("${SPRAGUE_JIT_FLAGS[@]}")
# the process's CPU to the millisecond: the child's rusage, read by a small Python parent
run() {
  python3 - "$@" <<'EOF'
import resource, subprocess, sys, time
r0 = resource.getrusage(resource.RUSAGE_CHILDREN)  # what ran before (a python3 shim's own children)
t = time.monotonic()
subprocess.run(sys.argv[1:], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=True)
w = time.monotonic() - t
r = resource.getrusage(resource.RUSAGE_CHILDREN)
print("%.3f %.3f %d" % (w, r.ru_utime + r.ru_stime - r0.ru_utime - r0.ru_stime, r.ru_maxrss // 1024))
EOF
}
echo "aot-floor: $D; $("$J" -version 2>&1 | sed -n 1p); load $(cut -d' ' -f1-3 /proc/loadavg); $RUNS rounds; $(date -u +%H:%M) UTC"
for r in $(seq 1 "$RUNS"); do
  for v in $VARIANTS; do
    rm -f "$W"/ttt.db*
    case $v in
    empty-cds) C=("$J" -cp "$W/empty.jar" Empty) ;;
    empty-aot) C=("$J" "-XX:AOTCache=$W/empty.aot" "${QUIET[@]}" "${JIT[@]}" -cp "$W/empty.jar" Empty) ;;
    empty-big) C=("$J" "-XX:AOTCache=$CACHE" "${QUIET[@]}" "${JIT[@]}" -cp "$JAR:$W/empty.jar" Empty) ;;
    version) C=("$J" "-XX:AOTCache=$CACHE" "${QUIET[@]}" "${JIT[@]}" -jar "$JAR" --version) ;;
    launcher) C=("$D/sprague" --version) ;;
    ttt) C=("$D/sprague" strong tic-tac-toe --db "$W/ttt.db" --fresh) ;;
    *) echo "unknown variant $v" >&2; exit 2 ;;
    esac
    echo "run $v x $r $(run "${C[@]}") load $(cut -d' ' -f1 /proc/loadavg)" | tee -a "$W/runs"
  done
done
echo "== medians (range), seconds; $(date -u +%H:%M) UTC, load $(cut -d' ' -f1-3 /proc/loadavg)"
for v in $VARIANTS; do
  awk -v c="$v" -v v=x -f "$ROOT/bench/medians.awk" "$W/runs"
done
