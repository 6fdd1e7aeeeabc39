// Reference for Cram: memoized mex search in the tutorials' style (recursive, std::unordered_map),
// with the same reductions as Sprague's PackedCram: a board is an 8x8 bit board of free squares
// (boards up to 8x8), split into regions (4-connected, bit-parallel flood fill), each region's
// Grundy value memoized once up to the 8 symmetries of the square, the value of a board being
// the XOR of its regions' values.
//
//   cram R C [reps]   prints "cram RxC grundy=<g> positions=<n> ms=<best ms>"
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <unordered_map>

typedef uint64_t u64;
static const u64 FIRST = 0x0101010101010101ULL, LAST = 0x8080808080808080ULL;
static std::unordered_map<u64, int> memo;

static u64 mirror(u64 x) {
    x = ((x >> 1) & 0x5555555555555555ULL) | ((x & 0x5555555555555555ULL) << 1);
    x = ((x >> 2) & 0x3333333333333333ULL) | ((x & 0x3333333333333333ULL) << 2);
    return ((x >> 4) & 0x0f0f0f0f0f0f0f0fULL) | ((x & 0x0f0f0f0f0f0f0f0fULL) << 4);
}
static u64 transpose(u64 x) {
    u64 t = 0x0f0f0f0f00000000ULL & (x ^ (x << 28)); x ^= t ^ (t >> 28);
    t = 0x3333000033330000ULL & (x ^ (x << 14)); x ^= t ^ (t >> 14);
    t = 0x5500550055005500ULL & (x ^ (x << 7)); x ^= t ^ (t >> 7);
    return x;
}
static u64 topLeft(u64 x) {
    x >>= __builtin_ctzll(x) & ~7;
    u64 c = x | (x >> 32); c |= c >> 16; c |= c >> 8;
    return x >> __builtin_ctzll(c & 0xff);
}
static inline int64_t s(u64 x) { return (int64_t)x; }  // the same order as Java's signed min
static u64 canonical(u64 x) {
    u64 m = mirror(x), t = transpose(x), tm = mirror(t);
    u64 im[8] = {x, m, __builtin_bswap64(x), __builtin_bswap64(m), t, tm, __builtin_bswap64(t), __builtin_bswap64(tm)};
    u64 best = topLeft(im[0]);
    for (int i = 1; i < 8; i++) { u64 v = topLeft(im[i]); if (s(v) < s(best)) best = v; }
    return best;
}

static int grundyRegion(u64 r);
static int grundyBoard(u64 free) {
    int x = 0;
    while (free) {
        u64 region = free & -free;
        for (;;) {
            u64 g = (region | ((region << 1) & ~FIRST) | ((region >> 1) & ~LAST) | (region << 8) | (region >> 8)) & free;
            if (g == region) break;
            region = g;
        }
        free &= ~region;
        if (region & (region - 1)) x ^= grundyRegion(canonical(region));
    }
    return x;
}
static int grundyRegion(u64 r) {
    auto it = memo.find(r);
    if (it != memo.end()) return it->second;
    u64 seen = 0;
    for (u64 h = r & (r >> 1) & ~LAST; h; h &= h - 1) { u64 b = h & -h; seen |= 1ULL << grundyBoard(r & ~(b | (b << 1))); }
    for (u64 v = r & (r >> 8); v; v &= v - 1) { u64 b = v & -v; seen |= 1ULL << grundyBoard(r & ~(b | (b << 8))); }
    int g = __builtin_ctzll(~seen);
    memo.emplace(r, g);
    return g;
}

int main(int argc, char** argv) {
    int R = argc > 1 ? atoi(argv[1]) : 5, C = argc > 2 ? atoi(argv[2]) : 6, reps = argc > 3 ? atoi(argv[3]) : 1;
    if (R < 1 || C < 1 || R > 8 || C > 8) { fprintf(stderr, "boards up to 8x8\n"); return 2; }
    u64 free = 0;
    for (int r = 0; r < R; r++) for (int c = 0; c < C; c++) free |= 1ULL << (r * 8 + c);
    double best = 1e18; int g = 0; size_t n = 0;
    for (int i = 0; i < reps; i++) {
        memo.clear();
        auto t0 = std::chrono::steady_clock::now();
        g = grundyBoard(free);
        double ms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count();
        if (ms < best) best = ms;
        n = memo.size();
    }
    printf("cram %dx%d grundy=%d positions=%zu ms=%.1f\n", R, C, g, n, best);
}
