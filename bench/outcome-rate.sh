#!/usr/bin/env bash
# The outcome search's warm node rate, two builds alternated (issue 23): each round runs
# bench/outcome/OutcomeNodeRate in a fresh JVM over BASE's sprague-core classes, then over this
# checkout's, and prints each run's nodes, thread CPU and M nodes per CPU second, with the load.
#   bench/outcome-rate.sh BASE_CLASSES [ROUNDS] [BOARDS...]
#   e.g. bench/outcome-rate.sh /work/before-s17/sprague-core/target/classes 4 8x8:3 9x9:2:8000000
# BASE_CLASSES: a built sprague-core/target/classes (copy it if another build may rewrite it).
# NEW_CLASSES (environment): the other build's classes, this checkout's by default (a copy lets
# you build on while the bench runs).
# Then: bench/outcome-rate.sh ... | awk -f bench/outcome-rate.awk  (medians of the warm runs).
set -euo pipefail
ROOT="$(cd "$(dirname "$(readlink -f "${BASH_SOURCE[0]}")")/.." && pwd)"
# shellcheck source=bin/jdk.sh
. "$ROOT/bin/jdk.sh"
sprague_find_jdk
BASE="${1:?usage: outcome-rate.sh BASE_CLASSES [ROUNDS] [BOARDS...]}"
ROUNDS="${2:-4}"
shift $(( $# >= 2 ? 2 : 1 ))
[ $# -gt 0 ] || set -- 8x8:3 9x9:2:8000000
OUT="$ROOT/sprague-bench/target/outcome-rate"
NEW="${NEW_CLASSES:-$ROOT/sprague-core/target/classes}"
mkdir -p "$OUT/base" "$OUT/new"
"$JAVA_HOME/bin/javac" -d "$OUT/base" -cp "$BASE" "$ROOT/bench/outcome/OutcomeNodeRate.java"
"$JAVA_HOME/bin/javac" -d "$OUT/new" -cp "$NEW" "$ROOT/bench/outcome/OutcomeNodeRate.java"
for i in $(seq 1 "$ROUNDS"); do
  for who in base new; do
    if [ $who = base ]; then CP="$BASE"; else CP="$NEW"; fi
    echo "== $who round $i load $(cut -d' ' -f1 /proc/loadavg)"
    "$JAVA_HOME/bin/java" -Xmx2g -cp "$CP:$OUT/$who" org.sprague.partizan.outcome.OutcomeNodeRate "$@" \
      | sed "s/^/$who /"
  done
done
