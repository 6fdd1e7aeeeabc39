#!/usr/bin/env bash
# The module boundary of sprague-core (issue 22 item 6): package cycles (jdeps, every Java
# package a node) and public types, for each classes directory given, in one run.
#   bench/boundary.sh /work/baseline/sprague-core/target/classes sprague-core/target/classes
# Needs a JDK (jdeps) and python3. Prints the CPU time (user+sys) and the load average.
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
. "$HERE/../bin/jdk.sh"
sprague_find_jdk
echo "load average: $(cut -d' ' -f1-3 /proc/loadavg)"
for classes in "$@"; do
  echo "== $classes"
  /usr/bin/time -f "cpu: %U s user + %S s sys" bash -c '
    "$JAVA_HOME/bin/jdeps" -verbose:package -filter:none "$1" | python3 -c "
import re, sys, collections
e = collections.defaultdict(set)
for l in sys.stdin:
    m = re.match(r\"\\s+(org\\.sprague\\S*)\\s+->\\s+(org\\.sprague\\S*)\\s\", l)
    if m and m.group(1) != m.group(2): e[m.group(1)].add(m.group(2))
nodes = sorted(set(e) | {d for s in e.values() for d in s})
idx, low, st, on, out = {}, {}, [], set(), []
def sc(v):
    idx[v] = low[v] = len(idx); st.append(v); on.add(v)
    for w in sorted(e[v]):
        if w not in idx: sc(w); low[v] = min(low[v], low[w])
        elif w in on: low[v] = min(low[v], idx[w])
    if low[v] == idx[v]:
        c = []
        while True:
            w = st.pop(); on.discard(w); c.append(w)
            if w == v: break
        if len(c) > 1: out.append(sorted(x.replace(\"org.sprague.\", \"\") for x in c))
for v in nodes:
    if v not in idx: sc(v)
print(\"packages: %d, package cycles (strongly connected groups): %d %s\" % (len(nodes), len(out), out))
"
    mi="$(dirname "$(dirname "$1")")/src/main/java/module-info.java"
    if [ -f "$mi" ]; then python3 "$2/boundary-types.py" "$1" --exports "$mi"; else python3 "$2/boundary-types.py" "$1"; fi
  ' _ "$classes" "$HERE"
done
