#!/usr/bin/env bash
# Partizan canonical forms (issue 14): Domineering and Clobber, timed in one JVM after a
# warm-up, with regions/s and heap bytes per stored canonical form. CGSuite's figures on this
# kind of machine (issue 14): Domineering 5x5 13.8 s, 5x6 103 s; Clobber 2x8 11.9 s,
# 2x9 46.6 s, 4x4 60.5 s.
#   bench/partizan.sh                          the default set
#   bench/partizan.sh "domineering 6x6"        positions of your choice
# Env: PARTIZAN_XMX (Java heap, 8g); PARTIZAN_BASELINE=DIR (a built checkout, e.g. /work/baseline):
# the same positions first on DIR's sprague-core classes, for a before/after in one script.
set -euo pipefail
ROOT="$(cd "$(dirname "$(readlink -f "${BASH_SOURCE[0]}")")/.." && pwd)"
# shellcheck source=bin/jdk.sh
. "$ROOT/bin/jdk.sh"
sprague_find_jdk
sprague_maven_opts
OUT="$ROOT/sprague-bench/target/partizan-bench"
mkdir -p "$OUT/classes"
(cd "$ROOT" && { mvn -B -q -o -pl sprague-core compile >"$OUT/build.log" 2>&1 \
    || mvn -B -q -pl sprague-core compile >"$OUT/build.log" 2>&1; }) \
    || { echo "partizan.sh: build failed; see $OUT/build.log" >&2; exit 1; }
"$JAVA_HOME/bin/javac" -d "$OUT/classes" -cp "$ROOT/sprague-core/target/classes" \
    "$ROOT/sprague-bench/src/main/java/org/sprague/bench/partizan/PartizanBench.java"
if [ $# -eq 0 ]; then
  set -- "domineering 4x4" "domineering 5x5" "domineering 5x6" \
      "clobber xoxoxoxo|oxoxoxox" "clobber xoxoxoxox|oxoxoxoxo" "clobber xoxo|oxox|xoxo|oxox"
fi
if [ -n "${PARTIZAN_BASELINE:-}" ]; then
  mkdir -p "$OUT/baseline-classes"
  "$JAVA_HOME/bin/javac" -d "$OUT/baseline-classes" -cp "$PARTIZAN_BASELINE/sprague-core/target/classes" \
      "$ROOT/sprague-bench/src/main/java/org/sprague/bench/partizan/PartizanBench.java"
  echo "== baseline: $PARTIZAN_BASELINE (load: $(cut -d' ' -f1-3 /proc/loadavg))"
  "$JAVA_HOME/bin/java" -Xmx"${PARTIZAN_XMX:-8g}" \
      -cp "$OUT/baseline-classes:$PARTIZAN_BASELINE/sprague-core/target/classes" \
      org.sprague.bench.partizan.PartizanBench "domineering 3x3" "$@"
  echo "== this checkout (load: $(cut -d' ' -f1-3 /proc/loadavg))"
fi
exec "$JAVA_HOME/bin/java" -Xmx"${PARTIZAN_XMX:-8g}" -cp "$OUT/classes:$ROOT/sprague-core/target/classes" \
    org.sprague.bench.partizan.PartizanBench "domineering 3x3" "$@"
