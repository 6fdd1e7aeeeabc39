#!/usr/bin/env bash
# Two builds' warm node rates in ONE JVM, run alternately (issue 23, node18): each build's
# sprague-core classes in a class loader of its own (bench/outcome/PairedRate), so both meet the
# same load and the same JVM; fresh JVMs differ by up to 10% here (JIT decisions), more than a
# small change. Prints per run: a/b, the pair, the load, then OutcomeNodeRate's line.
#   bench/outcome-paired.sh A_CLASSES B_CLASSES [PAIRS] [BOARDS...]
#   e.g. bench/outcome-paired.sh /tmp/base $PWD/sprague-core/target/classes 5 9x9:1:4000000 8x8:1
# Copy a build's classes first if another build may rewrite them while this runs.
set -euo pipefail
ROOT="$(cd "$(dirname "$(readlink -f "${BASH_SOURCE[0]}")")/.." && pwd)"
# shellcheck source=bin/jdk.sh
. "$ROOT/bin/jdk.sh"
sprague_find_jdk
A="${1:?usage: outcome-paired.sh A_CLASSES B_CLASSES [PAIRS] [BOARDS...]}"
B="${2:?usage: outcome-paired.sh A_CLASSES B_CLASSES [PAIRS] [BOARDS...]}"
PAIRS="${3:-5}"
shift $(( $# >= 3 ? 3 : 2 ))
[ $# -gt 0 ] || set -- 9x9:1:4000000 8x8:1
OUT="$ROOT/sprague-bench/target/outcome-paired"
mkdir -p "$OUT/a" "$OUT/b" "$OUT/main"
"$JAVA_HOME/bin/javac" -d "$OUT/a" -cp "$A" "$ROOT/bench/outcome/OutcomeNodeRate.java"
"$JAVA_HOME/bin/javac" -d "$OUT/b" -cp "$B" "$ROOT/bench/outcome/OutcomeNodeRate.java"
"$JAVA_HOME/bin/javac" -d "$OUT/main" "$ROOT/bench/outcome/PairedRate.java"
"$JAVA_HOME/bin/java" -Xmx3g ${JAVA_OPTS:-} -cp "$OUT/main" PairedRate "$A:$OUT/a" "$B:$OUT/b" "$PAIRS" "$@"
