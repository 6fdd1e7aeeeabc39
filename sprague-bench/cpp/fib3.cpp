// Reference for a generic memoized search with hashed positions: three-heap Fibonacci
// subtraction as ONE position (no Sprague-Grundy decomposition). A move subtracts a
// Fibonacci number (1, 2, 3, 5, 8, ...) from one heap; a position is kept with its heaps
// sorted (a <= b <= c) and packed into a 64-bit key of a std::unordered_map memo, as a
// tutorial's 记忆化搜索 with a map would do. Recursive: the depth is at most a + b + c.
//
//   fib3 A B C [reps]   solves (A, B, C) from an empty memo reps times and prints
//   "fib3 root=A,B,C ms=<best ms> positions=<stored> grundy=<root value> checksum=<sum of values>"
#include <algorithm>
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <unordered_map>
#include <vector>

static std::vector<int> fibs;
static std::unordered_map<uint64_t, int> memo;

static inline uint64_t key(int a, int b, int c) {
    // sort three heaps
    if (a > b) std::swap(a, b);
    if (b > c) std::swap(b, c);
    if (a > b) std::swap(a, b);
    return (uint64_t)a | ((uint64_t)b << 21) | ((uint64_t)c << 42);
}

static int grundy(uint64_t k) {
    auto it = memo.find(k);
    if (it != memo.end()) return it->second;
    int h[3] = {(int)(k & 0x1FFFFF), (int)((k >> 21) & 0x1FFFFF), (int)(k >> 42)};
    uint64_t seen = 0;              // values below 64
    std::vector<char> big;          // values from 64 on (never needed for heaps <= 10^6)
    for (int i = 0; i < 3; i++) {
        for (int f : fibs) {
            if (f > h[i]) break;
            int n[3] = {h[0], h[1], h[2]};
            n[i] -= f;
            int g = grundy(key(n[0], n[1], n[2]));
            if (g < 64) {
                seen |= 1ULL << g;
            } else {
                if ((int)big.size() <= g - 64) big.resize(g - 63, 0);
                big[g - 64] = 1;
            }
        }
    }
    int v;
    if (~seen != 0) {
        v = __builtin_ctzll(~seen);
    } else {
        v = 64;
        while (v - 64 < (int)big.size() && big[v - 64]) v++;
    }
    memo.emplace(k, v);
    return v;
}

int main(int argc, char** argv) {
    if (argc < 4) { fprintf(stderr, "usage: fib3 A B C [reps]\n"); return 2; }
    int a = atoi(argv[1]), b = atoi(argv[2]), c = atoi(argv[3]);
    int reps = argc > 4 ? atoi(argv[4]) : 3;
    for (int x = 1, y = 2; x <= 1000000; ) { fibs.push_back(x); int z = x + y; x = y; y = z; }
    double best = 1e18;
    int g = 0;
    for (int r = 0; r < reps; r++) {
        memo = std::unordered_map<uint64_t, int>();
        auto t0 = std::chrono::steady_clock::now();
        g = grundy(key(a, b, c));
        auto t1 = std::chrono::steady_clock::now();
        double ms = std::chrono::duration<double, std::milli>(t1 - t0).count();
        if (ms < best) best = ms;
    }
    uint64_t sum = 0;
    for (auto& e : memo) sum += (uint64_t)e.second;
    printf("fib3 root=%d,%d,%d ms=%.1f positions=%zu grundy=%d checksum=%llu\n", a, b, c, best,
           memo.size(), g, (unsigned long long)sum);
    return 0;
}
