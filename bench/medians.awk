# Medians and ranges of CPU and wall per command and variant, from the "run CMD VARIANT ROUND
# WALL CPU ..." lines that bench/aot.sh and bench/jit.sh write:
#   awk -v c=CMD -v v=VARIANT -f bench/medians.awk RUNS
BEGIN { n = 0 }
$2 == c && $3 == v { w[n] = $5; u[n] = $6; n++ }
function med(a, n,   i, j, t) {
  for (i = 0; i < n; i++) for (j = i + 1; j < n; j++) if (a[j] < a[i]) { t = a[i]; a[i] = a[j]; a[j] = t }
  return n % 2 ? a[int(n / 2)] : (a[n / 2 - 1] + a[n / 2]) / 2
}
END {
  lo = hi = u[0]; for (i = 0; i < n; i++) { if (u[i] < lo) lo = u[i]; if (u[i] > hi) hi = u[i] }
  wl = wh = w[0]; for (i = 0; i < n; i++) { if (w[i] < wl) wl = w[i]; if (w[i] > wh) wh = w[i] }
  printf "%-10s %-6s cpu %6.2f (%.2f-%.2f)  wall %6.2f (%.2f-%.2f)  n=%d\n", c, v, med(u, n), lo, hi, med(w, n), wl, wh, n
}
