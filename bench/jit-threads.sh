#!/usr/bin/env bash
# Where a command's CPU goes by JVM thread (main: "java", the launcher's thread that runs main; C2, C1, GC, the rest), for JIT flag variants,
# alternated run by run through this checkout's launcher (./sprague: its AOT cache and flags; the
# variant's flags given as JAVA_OPTS, which come last on the java command line). Per thread: user+sys
# from /proc/PID/task/*/stat, sampled every 0.1 s until the JVM exits (the last 0.1 s of a thread
# can be missed; the total is /usr/bin/time's). Then per variant the medians.
#   RUNS=5 bench/jit-threads.sh                                   # Domineering 8x8 --outcome
#   RUNS=3 VARIANTS="base notier" CMD="solve cram 5x6" bench/jit-threads.sh
# Variants: base (the launcher as it is), notier (-XX:-TieredCompilation: C2 only), c2late (C2's
# thresholds x3), or any JVM flags given as VARIANT_<name>="flags".
set -euo pipefail
ROOT="$(cd "$(dirname "$(readlink -f "${BASH_SOURCE[0]}")")/.." && pwd)"
RUNS=${RUNS:-5}
VARIANTS=${VARIANTS:-"base notier"}
read -r -a CMDA <<<"${CMD:-solve domineering 8x8 --outcome}"
W=$(mktemp -d /tmp/sprague-jit-threads.XXXXXX)
trap 'rm -rf "$W"' EXIT
flags() {
  case "$1" in
  base) echo "" ;;
  notier) echo "-XX:-TieredCompilation" ;;
  c2late) echo "-XX:Tier4InvocationThreshold=15000 -XX:Tier4MinInvocationThreshold=1800 -XX:Tier4CompileThreshold=45000 -XX:Tier4BackEdgeThreshold=120000" ;;
  *) v="VARIANT_$1"; echo "${!v:?no flags for variant $1 (set VARIANT_$1)}" ;;
  esac
}
"$ROOT/sprague" --version >/dev/null # builds the jar and its cache, untimed
echo "jit-threads: ${CMDA[*]}; $RUNS rounds of: $VARIANTS; load $(cut -d' ' -f1-3 /proc/loadavg); $(date -u +%H:%M) UTC"
for r in $(seq 1 "$RUNS"); do
  for v in $VARIANTS; do
    JAVA_OPTS="$(flags "$v")" /usr/bin/time -o "$W/t" -f "%e %U %S" "$ROOT/sprague" "${CMDA[@]}" >"$W/out" 2>&1 &
    tp=$!
    sleep 0.05
    pid=$(pgrep -P "$tp" | head -1 || true) # /usr/bin/time's child: the launcher, which execs java
    : >"$W/last"
    while [ -n "$pid" ] && [ -d "/proc/$pid" ]; do
      s=""
      for t in /proc/"$pid"/task/*; do
        { read -r st <"$t/stat" && read -r comm <"$t/comm"; } 2>/dev/null || continue
        st=${st##*) }
        read -r -a f <<<"$st"
        s+="${t##*/}|$comm|$((f[11] + f[12]))"$'\n'
      done
      [ -n "$s" ] && printf '%s' "$s" >>"$W/last"
      sleep 0.1
    done
    wait "$tp" || echo "failed: $v" >&2
    # the last reading of each thread (by its id), grouped by name
    awk -F'|' -v v="$v" -v r="$r" -v total="$(awk '{ printf "%.2f", $2 + $3 }' "$W/t")" '
      { cpu[$1] = $3; name[$1] = $2 }
      END {
        for (t in cpu) {
          n = name[t]; g = "other"
          if (n == "main" || n == "java") g = "main"; else if (n ~ /^C2 /) g = "C2"; else if (n ~ /^C1 /) g = "C1"
          else if (n ~ /GC|G1|Conc|Refine/) g = "GC"
          sum[g] += cpu[t] / 100
        }
        printf "run %s %s total %s main %.2f C2 %.2f C1 %.2f GC %.2f other %.2f\n", v, r, total, sum["main"], sum["C2"], sum["C1"], sum["GC"], sum["other"]
      }' "$W/last" | tee -a "$W/runs"
  done
done
echo "== medians, CPU s; $(date -u +%H:%M) UTC, load $(cut -d' ' -f1-3 /proc/loadavg)"
for v in $VARIANTS; do
  awk -v v="$v" '$2 == v { for (i = 4; i <= NF; i += 2) { k[i] = $i; x[i, ++n[i]] = $(i + 1) } }
    END {
      line = v
      for (i = 4; i in k; i += 2) {
        m = n[i]; for (a = 1; a <= m; a++) y[a] = x[i, a]
        for (a = 1; a <= m; a++) for (b = a + 1; b <= m; b++) if (y[b] < y[a]) { t = y[a]; y[a] = y[b]; y[b] = t }
        line = line sprintf(" %s %.2f (%.2f-%.2f)", k[i], y[int((m + 1) / 2)], y[1], y[m])
      }
      print line
    }' "$W/runs"
done
