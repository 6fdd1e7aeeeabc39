# Medians of bench/outcome-rate.sh's output: per build and board, the first run of each JVM
# and the later (warm) runs apart: CPU seconds and M nodes per CPU second, with the spread.
function median(s,   a, n, i, j, t) {
  n = split(s, a, " ")
  for (i = 2; i <= n; i++) { t = a[i]; for (j = i - 1; j >= 1 && a[j] + 0 > t + 0; j--) a[j + 1] = a[j]; a[j + 1] = t }
  return sprintf("%.3f (%.3f-%.3f, %d runs)", (n % 2) ? a[(n + 1) / 2] : (a[n / 2] + a[n / 2 + 1]) / 2, a[1], a[n], n)
}
$3 == "run" {
  run = $4; sub(":", "", run)
  k = $1 " " $2 " " (run == 0 ? "first" : "warm")
  cpu[k] = cpu[k] " " $9; rate[k] = rate[k] " " $12; nodes[k] = $7
}
END {
  for (k in cpu) printf "%s: nodes %s cpu %s rate %s\n", k, nodes[k], median(cpu[k]), median(rate[k])
}
