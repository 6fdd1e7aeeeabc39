#!/usr/bin/env bash
# Node counts and CPU of the outcome search on Domineering positions, two builds alternated run
# by run, one fresh JVM a run (issue 23, fewer23). Prints per run: the build, the load before and
# after, DomineeringNodes' line (result, nodes, thread CPU), the process's user and sys CPU.
#   bench/domineering-nodes.sh A_CLASSES B_CLASSES REPS 'ROWS:L' ...   (rows of . and # joined by |)
#   e.g. bench/domineering-nodes.sh /work/before-s23/sprague-core/target/classes \
#        sprague-core/target/classes 3 '.#..##...|.#.......|.........|.........|.........|.........|.........|.........|.........:L'
set -euo pipefail
ROOT="$(cd "$(dirname "$(readlink -f "${BASH_SOURCE[0]}")")/.." && pwd)"
# shellcheck source=bin/jdk.sh
. "$ROOT/bin/jdk.sh"
sprague_find_jdk
A="${1:?usage: domineering-nodes.sh A_CLASSES B_CLASSES REPS POSITION...}"
B="${2:?usage: domineering-nodes.sh A_CLASSES B_CLASSES REPS POSITION...}"
REPS="${3:?usage: domineering-nodes.sh A_CLASSES B_CLASSES REPS POSITION...}"
shift 3
OUT="$ROOT/sprague-bench/target/domineering-nodes"
mkdir -p "$OUT/a" "$OUT/b"
"$JAVA_HOME/bin/javac" -d "$OUT/a" -cp "$A" "$ROOT/bench/domineering-nodes/DomineeringNodes.java"
"$JAVA_HOME/bin/javac" -d "$OUT/b" -cp "$B" "$ROOT/bench/domineering-nodes/DomineeringNodes.java"
for p in "$@"; do
  for _ in $(seq "$REPS"); do
    for v in a b; do
      if [ "$v" = a ]; then cp="$OUT/a:$A"; else cp="$OUT/b:$B"; fi
      l0=$(cut -d' ' -f1 /proc/loadavg)
      line=$(/usr/bin/time -f "process %U %S" "$JAVA_HOME/bin/java" -Xmx4g ${JAVA_OPTS:-} -cp "$cp" \
          org.sprague.partizan.outcome.DomineeringNodes 0 "$p" 2>&1 | tr '\n' ' ')
      echo "$v load $l0-$(cut -d' ' -f1 /proc/loadavg) $line"
    done
  done
done
