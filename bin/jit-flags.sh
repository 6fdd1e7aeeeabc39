# Sourced by ./sprague: the JIT's flags for a command. For the commands that only start, look
# up and print (query, games, help, --version), C2 compiles Sprague's own methods only (the
# directives file, JEP 165: bin/jit-directives.json): picocli, Jackson and the JDK's start-up
# code stay at C1, which compiles them for a fraction of C2's CPU. Measured (bench/jit.sh,
# docs/performance-log.md "warm12", 5 alternated runs each, load 16-18): `query F --json` 0.82 ->
# 0.67 s CPU, `--version` 0.76 -> 0.61 s, `games` 0.53 -> 0.50 s (medians). Short solves
# gained as much (solve nim 3 --json 0.83 -> 0.69 s, strong tic-tac-toe 0.80 -> 0.66 s, solve
# cram 5x6 1.87 -> 1.62 s; 3 runs each, load 17-20) but a long one lost (grundy 0.6 --to
# 4194304 22.0 -> 23.2 s, 3 pairs all slower; Domineering 5x6's value and 8x8 --outcome +4-10%
# at the median, within the spread), and solve, value, strong and the rest cannot tell a short
# question from a long one before it runs: they keep the JVM's default (but for the one below).
# The JVM prints "N compiler directives added" on stdout when it reads the file, hence
# -XX:-DisplayVMOutput (the JVM's own tty output, which also holds a kill -3 thread dump;
# `jcmd PID Thread.print` still works; the JVM's warnings and errors go to stderr as before).

# Domineering's outcome search on a board of 50 squares or more (`solve domineering RxC
# --outcome`) compiles in the foreground (-XX:-BackgroundCompilation): a thread that asks for a
# method's compile waits for it instead of running on in the interpreter's or C1's code
# meanwhile. In 8x8's 1.6 s of CPU, C2's code for the search's hot methods arrived about 1.5 s
# into the run (docs/performance-log.md, "node20"); waiting costs wall time, not CPU. But a search
# of a few tenths of a second then pays for C2 compiles the JVM would have left unfinished at
# exit (7x7: C2 0.05 -> 0.19 s of CPU), and the launcher cannot know a search's length before
# it runs: the board's size stands for it. Measured (docs/performance-log.md, "node20b"): node20's
# build with and without the flag, user+sys s, alternated, load 5-6: 8x8 1.56 -> 1.42 (9
# pairs), 4x13 2.6 -> 2.4, 2x30 0.84 -> 0.71, 7x8 0.99 -> 0.72, 4x14 1.12 -> 0.81, 6x9 1.28 ->
# 1.11, 5x10, 5x11 and 3x24 0.18-0.23 both; under 50 squares 7x7 0.24 -> 0.38, 6x7 0.23 ->
# 0.37, 9x4 0.25 -> 0.40, 6x8 0.56 -> 0.52, 6x6 0.19 -> 0.21. Through the command against
# node20's build (sprague-bench/peers/obsequi-compare.sh, 10 rounds, load 6-7.7): 8x8 paired
# 0.91-0.92, 1.43-1.48x Obsequi's CPU; 6x6 and 7x7 paired 1.00. Not for the other commands and
# games: not measured there (and a server must not stall a request).

# sprague_jit_flags DIRECTIVES COMMAND [ARGS...]: sets SPRAGUE_JIT_FLAGS to the JVM options for
# COMMAND (the first argument of sprague, ARGS the rest: solve's game and board, or its game
# file: --game-file); empty for other commands, when DIRECTIVES is missing (but for solve, which does not use it), when
# SPRAGUE_JIT=0, or when JAVA_OPTS names JIT or VM-output flags of its own (a directives file,
# TieredStopAtLevel, a Print or CITime flag, DisplayVMOutput, BackgroundCompilation or
# -Xbatch), which then keep their effect
sprague_jit_flags() {
  local file=$1 command=$2 opts=${JAVA_OPTS:-} a
  SPRAGUE_JIT_FLAGS=()
  [ "${SPRAGUE_JIT:-1}" != 0 ] || return 0
  if [ "$command" = solve ]; then
    case "$opts" in *BackgroundCompilation* | *-Xbatch*) return 0 ;; esac
    shift 2
    local domineering=0 squares=0 outcome=0
    local position=0 clobber=0 stones=-1 gamefile=0
    for a in "$@"; do
      if [ "$a" = --game-file ] || [[ "$a" == --game-file=* ]]; then
        gamefile=1
      elif [ "$a" = --outcome ]; then
        outcome=1
      elif [ "$a" = domineering ]; then
        domineering=1
      elif [ "$a" = clobber ]; then
        clobber=1
      elif [ "$domineering" = 1 ] && [ "$squares" = 0 ] && [[ $a =~ ^([0-9]{1,2})x([0-9]{1,2})$ ]]; then
        squares=$((10#${BASH_REMATCH[1]} * 10#${BASH_REMATCH[2]}))
      elif [ "$domineering" = 1 ] && [ "$squares" = 0 ] && [ "$position" = 0 ] && [[ $a =~ ^[.#]+(\|[.#]+)*$ ]]; then
        a=${a//|/}
        position=${#a} # a position's squares, filled or not: its table's size (below)
      elif [ "$clobber" = 1 ] && [ "$stones" = -1 ] && [[ $a =~ ^[.xo]+(\|[.xo]+)*$ ]]; then
        a=${a//[|.]/}
        stones=${#a}
      fi
    done
    # A short value (no --outcome) of a small Domineering or Clobber board runs on C1 alone
    # (-XX:TieredStopAtLevel=1): such a solve ends before C2's code for the canonical-form
    # engine pays for C2's compiling it (0.2-0.7 s of the C2 thread's CPU; the main thread's CPU
    # is the same with C1's code). The board's size stands for the solve's length, as above:
    # Domineering boards of at most 28 squares (5x5, 4x7, 3x9, 2x14: 0.2-1.7 s), Clobber
    # positions of at most 16 stones (2x8, 3x5, 4x4: 0.5-1.4 s); past that C1's slower code
    # costs more than C2's compiling (Domineering 5x6 about even, Clobber 3x6 with 18 stones
    # +30%: 5.1 -> 6.5 s). Measured (docs/performance-log.md, "cgs25"; user+sys s, medians of 5
    # alternated with before-s25, load 0.9-1.6): Clobber 2x8 0.84 -> 0.47, Domineering 5x5 0.51
    # -> 0.32, Clobber 3x5 0.67 -> 0.41; Domineering 4x7 1.53-1.83 -> 1.15-1.17 (2 runs).
    # A game file's solve (solve --game-file) compiles at twice the JIT's thresholds
    # (-XX:CompileThresholdScaling=2): of the JDK's start-up code, Jackson's and picocli's, fewer
    # methods reach C1 and C2 at all, while the search's own methods, called millions of times,
    # are compiled a few milliseconds later than before. Measured (docs/performance-log.md,
    # "objects35"; java with the launcher's flags and game-file AOT cache, user+sys s, alternated
    # inside quiet.sh, load 4-9): Cram 5x5 objects 1.18-1.36 -> 1.10-1.20 s (3 rounds), 1.38-1.61
    # -> 1.24-1.57 s (3 rounds), the C1 and C2 threads 0.31-0.33 -> 0.21-0.25 s (per-thread CPU
    # from /proc, 2 runs); Chomp 11x11 2.80-3.09 -> 2.89-3.01 s; CramRecords 1.84-2.43 -> 1.62-1.97
    # s; FibonacciThreeHeaps 300 300 300 3.18-4.60 -> 2.95-3.15 s. Scaling 4 gained as much, 8 and
    # 16 slowed the search (interpreted longer); below 1 was slower (objects34). The other
    # commands keep the JVM's thresholds (their searches were not measured with it). JAVA_OPTS
    # naming the thresholds or the tiers keeps its own.
    if [ "$gamefile" = 1 ]; then
      case "$opts" in
      *CompileThreshold* | *TieredStopAtLevel* | *TieredCompilation* | *CompilationMode* | *-Xint* | *-Xcomp*) ;;
      *) SPRAGUE_JIT_FLAGS=(-XX:CompileThresholdScaling=2) ;;
      esac
      return 0
    fi
    if [ "$outcome" = 0 ] && case "$opts" in *TieredStopAtLevel* | *TieredCompilation* | *CompilationMode*) false ;; *) true ;; esac &&
      { { [ "$domineering" = 1 ] && [ "$squares" -gt 0 ] && [ "$squares" -le 28 ]; } ||
        { [ "$domineering" = 1 ] && [ "$squares" = 0 ] && [ "$position" -gt 0 ] && [ "$position" -le 28 ]; } ||
        { [ "$clobber" = 1 ] && [ "$stones" -ge 0 ] && [ "$stones" -le 16 ]; }; }; then
      SPRAGUE_JIT_FLAGS=(-XX:TieredStopAtLevel=1)
      return 0
    fi
    if [ "$outcome" = 1 ] && [ "$squares" -ge 50 ]; then
      SPRAGUE_JIT_FLAGS=(-XX:-BackgroundCompilation)
    fi
    # Transparent huge pages for the heap when the outcome search's table is 2^22 buckets of
    # two or more (128 MB: boards of 65 squares or more; 9x9 and up, or a position of that size):
    # each probe of the table is a cache miss, and with 4 kB pages a TLB miss too (a page walk,
    # nested on a virtual machine). Measured (docs/performance-log.md, "node24"): 9x9 after Left's
    # (1,2)-(2,2) and Right's (1,5)-(1,6), 15.4M nodes, the process's user CPU 10.34 s -> 9.35 s
    # (medians of 3, alternated, load 6-9). Only when the kernel offers them to a process that
    # asks (madvise or always): the JVM warns on stdout otherwise.
    if [ "$outcome" = 1 ] && { [ "$squares" -ge 65 ] || [ "$position" -ge 65 ]; }; then
      case "$opts" in *HugePages*) return 0 ;; esac
      local thp=""
      if [ -r /sys/kernel/mm/transparent_hugepage/enabled ]; then
        read -r thp </sys/kernel/mm/transparent_hugepage/enabled || true
      fi
      case "$thp" in *"[madvise]"* | *"[always]"*) SPRAGUE_JIT_FLAGS+=(-XX:+UseTransparentHugePages) ;; esac
    fi
    return 0
  fi
  [ -f "$file" ] || return 0
  case "$command" in query | games | help | --version | -V | --help | -h) ;; *) return 0 ;; esac
  case "$opts" in
  *CompilerDirectives* | *TieredStopAtLevel* | *Print* | *CITime* | *DisplayVMOutput*) return 0 ;;
  esac
  SPRAGUE_JIT_FLAGS=(-XX:+UnlockDiagnosticVMOptions -XX:-DisplayVMOutput "-XX:CompilerDirectivesFile=$file")
}
