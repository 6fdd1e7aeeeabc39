#!/usr/bin/env bash
# Where a Domineering outcome search's CPU goes in a fresh JVM (issue 23, drift32), two builds
# alternated run by run: per JVM the position searched RUNS times (bench/domineering-nodes/
# DomineeringSplit.java: the table's allocation, the endgame table and board, the search, the
# C1/C2/GC threads' CPU meanwhile; the first search pays the JIT's warm-up), then the process's
# user and sys CPU. Plain java -Xmx4g (no launcher flags; JAVA_OPTS adds some).
#   bench/domineering-split.sh A_CLASSES B_CLASSES REPS RUNS 'ROWS:L'
#   e.g. bench/domineering-split.sh /work/before-s32/sprague-core/target/classes \
#        sprague-core/target/classes 3 4 '........|........|........|........|........|........|........|........:L'
set -euo pipefail
ROOT="$(cd "$(dirname "$(readlink -f "${BASH_SOURCE[0]}")")/.." && pwd)"
# shellcheck source=bin/jdk.sh
. "$ROOT/bin/jdk.sh"
sprague_find_jdk
USAGE="usage: domineering-split.sh A_CLASSES B_CLASSES REPS RUNS POSITION"
A="${1:?$USAGE}"
B="${2:?$USAGE}"
REPS="${3:?$USAGE}"
RUNS="${4:?$USAGE}"
POSITION="${5:?$USAGE}"
OUT="$ROOT/sprague-bench/target/domineering-split"
mkdir -p "$OUT/a" "$OUT/b"
"$JAVA_HOME/bin/javac" -d "$OUT/a" -cp "$A" "$ROOT/bench/domineering-nodes/DomineeringSplit.java"
"$JAVA_HOME/bin/javac" -d "$OUT/b" -cp "$B" "$ROOT/bench/domineering-nodes/DomineeringSplit.java"
for _ in $(seq "$REPS"); do
  for v in a b; do
    if [ "$v" = a ]; then cp="$OUT/a:$A"; else cp="$OUT/b:$B"; fi
    l0=$(cut -d' ' -f1 /proc/loadavg)
    lines=$(/usr/bin/time -f "process %U %S" "$JAVA_HOME/bin/java" -Xmx4g ${JAVA_OPTS:-} -cp "$cp" \
        org.sprague.partizan.outcome.DomineeringSplit "$RUNS" "$POSITION" 2>&1)
    echo "$v load $l0-$(cut -d' ' -f1 /proc/loadavg)"
    echo "$lines" | sed 's/^/  /'
  done
done
