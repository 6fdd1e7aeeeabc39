# Sourced by ./sprague: zstd-jni's native library (the strong databases' and the heap store's
# compression) extracted once beside the jar, instead of by zstd-jni at every start: it copies
# the 0.9 MB library out of the jar into a new temporary file and loads that, 24-35 ms of the
# main thread's CPU (and 90-300 ms wall on a busy machine) against 1.2-2.4 ms when given the
# file's path (-DZstdNativePath, zstd-jni's own setting; 5 runs each, load 10; docs/performance-log.md,
# "start17"). Extracted again when the jar is newer (a rebuild); nothing when the jar's directory
# is not writable, unzip is missing or the platform is not one the jar holds (zstd-jni then
# extracts it itself, as before).

# sprague_zstd_flags JAR: sets SPRAGUE_ZSTD_FLAGS to the JVM option naming the extracted library,
# extracting it first when needed; empty when there is none
sprague_zstd_flags() {
  local jar=$1 lib=${1%/*}/libzstd-jni.so platform entries
  SPRAGUE_ZSTD_FLAGS=()
  if [ ! -f "$lib" ] || [ "$jar" -nt "$lib" ]; then
    rm -f "$lib"
    if [ ! -w "${jar%/*}" ] || ! command -v unzip >/dev/null 2>&1; then
      return 0
    fi
    case "$(uname -sm)" in # zstd-jni's resource directory: os.name/os.arch
    "Linux x86_64") platform=linux/amd64 ;;
    "Linux aarch64") platform=linux/aarch64 ;;
    *) return 0 ;;
    esac
    mapfile -t entries < <(unzip -Z1 "$jar" "$platform/libzstd-jni-*.so" 2>/dev/null || true)
    if [ "${#entries[@]}" = 1 ] && unzip -p "$jar" "${entries[0]}" >"$lib.$$" 2>/dev/null && [ -s "$lib.$$" ]; then
      mv -f "$lib.$$" "$lib" # whole or not at all: a command that runs meanwhile sees none
    fi
    rm -f "$lib.$$"
  fi
  if [ -f "$lib" ]; then
    SPRAGUE_ZSTD_FLAGS=("-DZstdNativePath=$lib")
  fi
}
