#!/usr/bin/env bash
# Nodes and CPU of the Domineering outcome search against the transposition table's size
# (issue 23, docs/performance-log.md "tt30"): each position searched to the end once per table
# size, one fresh JVM a run, one thread, Left or Right to move. Node counts on one thread are
# deterministic, so one run a size; the CPU is the search thread's (DomineeringNodes) and the
# process's user and sys (/usr/bin/time), with the load before and after.
#   bench/outcome-table-size.sh CLASSES 'BITS...' 'ROWS:L' ...   (rows of . and # joined by |)
#   e.g. bench/outcome-table-size.sh sprague-core/target/classes '14 16 18 20 22 24' \
#        '.#....##..|.#.##.....|........#.|....#...#.|##..#.....|.....###..|.....#....|..#.......|..#....##.|..........:L'
# BITS is log2 of the table's buckets as PartizanOutcomeSearch.tableBits counts them (2^(BITS+1)
# entries, 32 x 2^BITS bytes in the compact layout). CLASSES may be a path list, e.g. a variant
# OutcomeTable's classes ahead of the build's (bench/outcome-table/replace-variant.sh).
# Heap: -Xmx6g (2^26 buckets is 2 GiB) unless JAVA_OPTS says otherwise.
set -euo pipefail
ROOT="$(cd "$(dirname "$(readlink -f "${BASH_SOURCE[0]}")")/.." && pwd)"
# shellcheck source=bin/jdk.sh
. "$ROOT/bin/jdk.sh"
sprague_find_jdk
CLASSES="${1:?usage: outcome-table-size.sh CLASSES 'BITS...' POSITION...}"
SIZES="${2:?usage: outcome-table-size.sh CLASSES 'BITS...' POSITION...}"
shift 2
OUT="$ROOT/sprague-bench/target/outcome-table-size"
mkdir -p "$OUT"
"$JAVA_HOME/bin/javac" -d "$OUT" -cp "$CLASSES" "$ROOT/bench/domineering-nodes/DomineeringNodes.java"
for p in "$@"; do
  for bits in $SIZES; do
    l0=$(cut -d' ' -f1 /proc/loadavg)
    # shellcheck disable=SC2086
    line=$(/usr/bin/time -f "process %U %S" "$JAVA_HOME/bin/java" ${JAVA_OPTS:--Xmx6g} -cp "$OUT:$CLASSES" \
        org.sprague.partizan.outcome.DomineeringNodes "$bits" "$p" 2>&1 | tr '\n' ' ')
    echo "load $l0-$(cut -d' ' -f1 /proc/loadavg) $line"
  done
done
