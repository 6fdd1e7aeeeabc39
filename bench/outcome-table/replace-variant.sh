#!/usr/bin/env bash
# Compiles bench/outcome-table/replace-variant.py's variant of OutcomeTable over a build's
# classes into OUT, for a class path "OUT:CLASSES" (the variant first; the rule chosen by
# -Dtt30.keep=K, docs/performance-log.md "tt30"). Usage: replace-variant.sh CLASSES OUT
set -euo pipefail
ROOT="$(cd "$(dirname "$(readlink -f "${BASH_SOURCE[0]}")")/../.." && pwd)"
# shellcheck source=bin/jdk.sh
. "$ROOT/bin/jdk.sh"
sprague_find_jdk
CLASSES="${1:?usage: replace-variant.sh CLASSES OUT}"
OUT="${2:?usage: replace-variant.sh CLASSES OUT}"
mkdir -p "$OUT/src"
python3 "$ROOT/bench/outcome-table/replace-variant.py" \
  "$ROOT/sprague-core/src/main/java/org/sprague/partizan/outcome/OutcomeTable.java" "$OUT/src/OutcomeTable.java"
"$JAVA_HOME/bin/javac" --release 21 -nowarn -d "$OUT" -cp "$CLASSES" "$OUT/src/OutcomeTable.java"
