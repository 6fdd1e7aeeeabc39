// Strong solution of Connect Four WxH by tiers, the same algorithm and ranking as
// org.sprague.strong (TierRetrograde's first scan, ConnectFour's ranking), as the C++
// reference of bench/strong.sh. Tiers = pieces on the board, solved from the full board
// down; each position: primitive check (Tromp's shift-and line test), else the best child
// record (win in 1 + fastest losing child, lose in 1 + slowest, tie in 1 + fastest tie).
// Records: 16 bits, value (1 lose, 2 win, 3 tie) << 13 | remoteness. Only two tiers are
// held at a time. Prints positions, seconds, the start's record and an FNV-1a checksum of
// every record in solve order (equal to the Java harness's). Seconds: wall; cpu: the
// process's CPU time (steadier than wall time on a shared machine).
//   g++ -O2 -std=c++17 -o c4strong c4strong.cpp && ./c4strong 5 4
#include <chrono>
#include <ctime>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <vector>

using u64 = uint64_t;
static int W, H, S;
static u64 colMask;
static std::vector<std::vector<u64>> binom;
static std::vector<int> hvIndex;
static std::vector<std::vector<int>> hvByTier;

static inline int heightOf(u64 pos, int c) {
    u64 seg = (pos >> (c * S)) & colMask;
    return 63 - __builtin_clzll(seg);
}

static inline bool line(u64 b) {
    if (H >= 4) { u64 m = b & (b >> 1); if (m & (m >> 2)) return true; }
    if (W >= 4) {
        { u64 m = b & (b >> S); if (m & (m >> (2 * S))) return true; }
        if (H >= 4) {
            { u64 m = b & (b >> (S - 1)); if (m & (m >> (2 * (S - 1)))) return true; }
            { u64 m = b & (b >> (S + 1)); if (m & (m >> (2 * (S + 1)))) return true; }
        }
    }
    return false;
}

static u64 unrank(int n, u64 rank) {
    u64 per = binom[n][(n + 1) / 2];
    int code = hvByTier[n][rank / per];
    u64 cr = rank % per, colors = 0;
    int k = (n + 1) / 2;
    for (int i = n - 1; i >= 0 && k > 0; i--)
        if (binom[i][k] <= cr) { cr -= binom[i][k]; colors |= 1ULL << i; k--; }
    u64 pos = 0;
    int idx = 0;
    for (int c = 0; c < W; c++, code /= S) {
        int hc = code % S;
        u64 seg = (colors >> idx) & ((1ULL << hc) - 1);
        idx += hc;
        pos |= (seg | (1ULL << hc)) << (c * S);
    }
    return pos;
}

static u64 rankOf(u64 pos) {
    int code = 0, mul = 1, n = 0, ones = 0;
    u64 cr = 0;
    for (int c = 0; c < W; c++) {
        u64 seg = (pos >> (c * S)) & colMask;
        int hc = 63 - __builtin_clzll(seg);
        code += hc * mul;
        mul *= S;
        for (int i = 0; i < hc; i++, n++)
            if ((seg >> i) & 1) cr += binom[n][++ones];
    }
    return hvIndex[code] * binom[n][(n + 1) / 2] + cr;
}

int main(int argc, char** argv) {
    W = argc > 1 ? atoi(argv[1]) : 5;
    H = argc > 2 ? atoi(argv[2]) : 4;
    S = H + 1;
    colMask = (1ULL << S) - 1;
    int cells = W * H;
    binom.assign(cells + 1, std::vector<u64>(cells + 1, 0));
    for (int n = 0; n <= cells; n++) {
        binom[n][0] = 1;
        for (int k = 1; k <= n; k++) binom[n][k] = binom[n - 1][k - 1] + (k <= n - 1 ? binom[n - 1][k] : 0);
    }
    int codes = 1;
    for (int c = 0; c < W; c++) codes *= S;
    hvIndex.assign(codes, 0);
    std::vector<int> count(cells + 1, 0), sums(codes);
    for (int code = 0; code < codes; code++) {
        int s = 0;
        for (int c = 0, x = code; c < W; c++, x /= S) s += x % S;
        sums[code] = s;
        hvIndex[code] = count[s]++;
    }
    hvByTier.assign(cells + 1, {});
    for (int n = 0; n <= cells; n++) hvByTier[n].resize(count[n]);
    for (int code = 0; code < codes; code++) hvByTier[sums[code]][hvIndex[code]] = code;

    auto t0 = std::chrono::steady_clock::now();
    std::clock_t c0 = std::clock();
    std::vector<uint16_t> child, cur;
    u64 positions = 0, fnv = 14695981039346656037ULL;
    for (int n = cells; n >= 0; n--) {
        u64 size = (u64)hvByTier[n].size() * binom[n][(n + 1) / 2];
        cur.assign(size, 0);
        bool xToMove = (n & 1) == 0;
        for (u64 r = 0; r < size; r++) {
            u64 pos = unrank(n, r);
            u64 occ = 0;
            int hs[16];
            for (int c = 0; c < W; c++) { hs[c] = heightOf(pos, c); occ |= ((1ULL << hs[c]) - 1) << (c * S); }
            u64 x = pos & occ, o = occ & ~x;
            u64 last = xToMove ? o : x, mover = xToMove ? x : o;
            uint16_t rec;
            if (line(last)) rec = (1 << 13);
            else if (line(mover)) rec = (2 << 13);
            else if (n == cells) rec = (3 << 13);
            else {
                int minLose = 1 << 30, maxWin = -1, wins = 0, m = 0, minTie = 1 << 30;
                for (int c = 0; c < W; c++) {
                    if (hs[c] >= H) continue;
                    int bit = c * S + hs[c];
                    u64 ch = pos & ~(1ULL << bit);
                    if (xToMove) ch |= 1ULL << bit;
                    ch |= 1ULL << (bit + 1);
                    uint16_t cr = child[rankOf(ch)];
                    int v = cr >> 13, rem = cr & 8191;
                    m++;
                    if (v == 1) { if (rem < minLose) minLose = rem; }
                    else if (v == 2) { wins++; if (rem > maxWin) maxWin = rem; }
                    else if (v == 3) { if (rem < minTie) minTie = rem; }
                }
                if (minLose != (1 << 30)) rec = (2 << 13) | (minLose + 1);
                else if (wins == m) rec = (1 << 13) | (maxWin + 1);
                else if (minTie != (1 << 30)) rec = (3 << 13) | (minTie + 1);
                else rec = (4 << 13);
            }
            cur[r] = rec;
        }
        for (u64 r = 0; r < size; r++) { fnv ^= cur[r]; fnv *= 1099511628211ULL; }
        if (getenv("C4_DEBUG")) fprintf(stderr, "tier %d size %llu fnv %016llx\n", n, (unsigned long long)size, (unsigned long long)fnv);
        positions += size;
        child.swap(cur);
    }
    double secs = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
    double cpu = double(std::clock() - c0) / CLOCKS_PER_SEC;
    printf("positions %llu\nseconds %.3f\ncpu %.3f\nstart %u\nchecksum %016llx\n", (unsigned long long)positions, secs, cpu,
           (unsigned)child[0], (unsigned long long)fnv);
    return 0;
}
