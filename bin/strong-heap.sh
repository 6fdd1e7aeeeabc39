# shellcheck shell=bash
# Sourced by the launcher: the Java heap for `sprague strong ... --memory SIZE`.
#
# sprague_strong_heap ARGS...: prints -XmxNm for a `strong` command line whose memory budget
# (`--memory SIZE` or `--memory=SIZE`, SIZE as StrongCommand reads it: a whole number with an
# optional k, m, g or t, or b) needs a larger heap than the JVM's default (a quarter of the
# machine's memory), nothing otherwise. The heap is then the budget plus a quarter and 64 MB:
# the budget counts the records of a tier and of its child tiers, the engine needs room beside
# them (counters, the writer's buffers, zstd; Connect Four 7x4 ran with -Xmx10g for
# --memory 8g), and StrongCommand refuses a budget above the heap (exit 2). A SIZE that is not a
# size, or more than the machine's memory (/proc/meminfo), prints nothing: StrongCommand then
# refuses it (exit 2: not a size, or more than the Java heap).
sprague_strong_heap() {
  [ "${1:-}" = strong ] || return 0
  local mem="" prev="" a n unit kb ram heap
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
    heap=$(((kb + kb / 4) / 1024 + 64)) # MB
    if [ -n "$ram" ] && [ "$kb" -ge 1 ] && [ "$kb" -le "$ram" ] && [ "$heap" -gt $((ram / 4 / 1024)) ]; then
      echo "-Xmx${heap}m"
    fi
  fi
}
