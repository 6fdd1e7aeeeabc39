# shellcheck shell=bash
# Sourced by the launcher: the Java heap for `sprague strong ... --memory SIZE`.
#
# sprague_strong_heap ARGS...: prints -XmxNm for a `strong` command line that names a memory
# budget (`--memory SIZE` or `--memory=SIZE`, SIZE as StrongCommand reads it: a whole number
# with an optional k, m, g or t, or b), nothing otherwise. The heap is the budget plus an eighth
# and 64 MB: the budget counts the solver's records, child tiers and counters, and the JVM
# needs room beside them (the database writer's buffers, zstd, G1's reserve) and at least the
# budget as its limit, which StrongCommand checks (a budget above the heap is exit 2). A SIZE
# that is not a size, or more than the machine's memory (/proc/meminfo), prints nothing:
# StrongCommand then refuses it (exit 2: not a size, or more than the Java heap).
sprague_strong_heap() {
  [ "${1:-}" = strong ] || return 0
  local mem="" prev="" a n unit kb ram
  for a in "$@"; do
    if [ "$prev" = --memory ]; then
      mem=$a
    fi
    case "$a" in --memory=*) mem=${a#--memory=} ;; esac
    prev=$a
  done
  if [[ "$mem" =~ ^([0-9]{1,9})([kKmMgGtT]?|[bB])$ ]]; then
    n=$((10#${BASH_REMATCH[1]}))
    unit=${BASH_REMATCH[2]}
    case "$unit" in
      k | K) kb=$n ;;
      m | M) kb=$((n * 1024)) ;;
      g | G) kb=$((n * 1024 * 1024)) ;;
      t | T) kb=$((n * 1024 * 1024 * 1024)) ;;
      *) kb=$(((n + 1023) / 1024)) ;;
    esac
    ram=$(sed -n 's/^MemTotal: *\([0-9]*\) kB$/\1/p' /proc/meminfo 2>/dev/null || true)
    if [ "$kb" -ge 1 ] && [ "$kb" -le "${ram:-$((1 << 40))}" ]; then
      echo "-Xmx$(((kb + kb / 8) / 1024 + 64))m"
    fi
  fi
}
