// Rare/common (sparse-space) Grundy sequences of take-and-break games: the C++ baseline
// for bench/heap.sh, written the way the field's fast octal programs are (values in the
// narrowest unsigned array, generation-stamped mark array, rare list with its values,
// mask from a Walsh-Hadamard transform of the value histogram, re-chosen at powers of two
// and when the largest value gains a bit). Same algorithm as
// org.sprague.heap.SparseSpaceCalculator, so the two can be compared number for number.
//
// Usage: rarecommon GAME COUNT   (GAME: kayles, grundy, officers, dawsons, or a code like 0.1777)
// Prints: seconds, us/value, values/s, rare count, peak RSS and the checksum sum G(n).
#include <algorithm>
#include <chrono>
#include <ctime>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <vector>
#include <sys/resource.h>

namespace {

struct Code {
    std::vector<int> leaveOne, takeAll, splitTwo;  // removals k, ascending
    bool unequal = false;
    int lastTake = 0;  // the largest k of a take: heaps above it see every take
};

Code makeCode(const std::string& g) {
    Code c;
    std::vector<int> digits;
    if (g == "grundy") { digits = {4}; c.unequal = true; }
    else if (g == "kayles") digits = {0, 7, 7};
    else if (g == "officers") digits = {0, 6};
    else if (g == "dawsons") digits = {0, 0, 7};
    else if (g.size() > 2 && g[1] == '.') {  // a finite code d0.d1d2... (no three-heap splits)
        for (size_t i = 0; i < g.size(); i++) {
            if (i == 1) continue;
            int d = std::stoi(g.substr(i, 1), nullptr, 16);
            if (d & 8) { std::fprintf(stderr, "three-heap splits are not supported here\n"); std::exit(2); }
            digits.push_back(d);
        }
    }
    else { std::fprintf(stderr, "unknown game %s\n", g.c_str()); std::exit(2); }
    for (int k = 0; k < (int)digits.size(); k++) {
        if (k > 0 && (digits[k] & 1)) c.takeAll.push_back(k);
        if (k > 0 && (digits[k] & 2)) c.leaveOne.push_back(k);
        if (digits[k] & 4) c.splitTwo.push_back(k);
    }
    if (!c.takeAll.empty()) c.lastTake = c.takeAll.back();
    if (!c.leaveOne.empty()) c.lastTake = std::max(c.lastTake, c.leaveOne.back());
    return c;
}

int bitsOf(unsigned v) { return v == 0 ? 0 : 32 - __builtin_clz(v); }

struct State {
    const Code& code;
    int count;
    int q;            // parity of the split removals, -1 if mixed
    unsigned mask = 0;
    bool domain = false;
    std::vector<int> rarePos, rareVal;
    std::vector<int64_t> h0, h1;
    std::vector<uint32_t> seen;
    uint32_t stamp = 0;
    int valueBits = 0;
    unsigned maxValue = 0;
    explicit State(const Code& c, int n) : code(c), count(n) {
        q = -1;
        for (int k : c.splitTwo) { int p = k & 1; if (q == -1) q = p; else if (q != p) { q = -2; break; } }
        if (q == -2) q = -1;
        h0.assign(2, 0); h1.assign(2, 0); seen.assign(3, 0);
    }
    int qq() const { return q < 0 ? 0 : q; }
    int rareParity(int x) const { return domain ? ((x ^ qq()) & 1) : 0; }
    bool rareAt(unsigned v, int x) const { return (__builtin_popcount(v & mask) & 1) == rareParity(x); }
};

void wht(std::vector<int64_t>& a) {
    for (size_t len = 1; len < a.size(); len <<= 1)
        for (size_t i = 0; i < a.size(); i += len << 1)
            for (size_t j = i; j < i + len; j++) { int64_t x = a[j], y = a[j + len]; a[j] = x + y; a[j + len] = x - y; }
}

template <typename T>
void rebuild(State& s, const T* g, int n) {
    s.rarePos.clear(); s.rareVal.clear();
    for (int x = 1; x < n; x++) if (s.rareAt(g[x], x)) { s.rarePos.push_back(x); s.rareVal.push_back(g[x]); }
}

template <typename T>
void rechoose(State& s, const T* g, int n) {
    size_t size = s.h0.size();
    std::vector<int64_t> sum(size), diff(size);
    int64_t total = 0;
    for (size_t v = 0; v < size; v++) { sum[v] = s.h0[v] + s.h1[v]; diff[v] = s.h0[v] - s.h1[v]; total += sum[v]; }
    wht(sum); wht(diff);
    int64_t best = total + 1; unsigned bm = 0; bool bd = false;
    for (size_t m = 0; m < size; m++) {
        int64_t r = (total + sum[m]) / 2;
        if (r < best) { best = r; bm = m; bd = false; }
        if (s.q >= 0) { int64_t rd = (total + diff[m]) / 2; if (rd < best) { best = rd; bm = m; bd = true; } }
    }
    if (bm != s.mask || bd != s.domain) { s.mask = bm; s.domain = bd; rebuild(s, g, n); }
}

// R(s): bits G(p) ^ G(s - p) of the two-heap splits of s stones with a rare part p.
uint64_t rareSplits(const State& s, const uint8_t* g, int sz) {
    const int* pos = s.rarePos.data();
    const int* val = s.rareVal.data();
    int rc = (int)s.rarePos.size();
    while (rc > 0 && pos[rc - 1] >= sz) rc--;
    uint64_t bits = 0;
    if (s.code.unequal && !(sz & 1)) {
        int half = sz >> 1;
        for (int i = 0; i < rc; i++) if (pos[i] != half) bits |= uint64_t(1) << (val[i] ^ g[sz - pos[i]]);
        return bits;
    }
    for (int i = 0; i < rc; i++) bits |= uint64_t(1) << (val[i] ^ g[sz - pos[i]]);
    return bits;
}

// Heaps past every take digit while every value is below 64 and some move splits in two:
// a heap's marks are one 64-bit word. The marks of the splits of s stones serve every heap
// s + k of a split digit k, so a ring keeps per s: R(s) (the splits with a rare part) and
// the common-common splits a = 1 .. reach(s) already scanned; phase 4 extends them chunk by
// chunk until the mex is common (the same as SparseRun.smallValues and scanSmall).
// Returns the first heap not done: a heap whose value gains a bit or after which the mask
// is re-chosen is left to the general loop.
int runSmall(State& s, uint8_t* g, int n) {
    const Code& c = s.code;
    if (c.splitTwo.empty() || s.valueBits > 6 || n <= c.lastTake || n <= c.splitTwo.back()) return n;
    int kMin = c.splitTwo.front();
    int span = 1;
    while (span < c.splitTwo.back() - kMin + 1) span <<= 1;  // a power of two: no division per heap
    int slot = span - 1;
    std::vector<uint64_t> ring(span);
    std::vector<int> reach(span);
    for (int sz = n - c.splitTwo.back(); sz < n - kMin; sz++) { ring[sz & slot] = rareSplits(s, g, sz); reach[sz & slot] = 0; }
    int dom = s.domain ? 1 : 0;
    int q = s.qq();
    int u = c.unequal ? 1 : 0;
    int scanHint = 0;
    for (; n < s.count; n++) {
        uint64_t marks = 0;
        for (int k : c.leaveOne) marks |= uint64_t(1) << g[n - k];
        int fresh = (n - kMin) & slot;
        ring[fresh] = rareSplits(s, g, n - kMin);
        reach[fresh] = 0;
        for (int k : c.splitTwo) marks |= ring[(n - k) & slot];
        unsigned mex = __builtin_ctzll(~marks);
        int parity = (n ^ q) & dom;
        if ((__builtin_popcount(mex & s.mask) & 1) == parity) {
            int top = (n - c.splitTwo[0] - u) / 2;
            // the first bound is where the previous heap's scan ended
            for (int bound = std::max(4, std::min(scanHint, 64)), chunk = 4; ; chunk = std::min(32, chunk * 2), bound += chunk) {
                int limit = std::min(bound, top);
                scanHint = limit;
                for (int k : c.splitTwo) {
                    int sz = n - k;
                    int i = sz & slot;
                    int last = std::min(limit, (sz - u) / 2);
                    if (reach[i] < last) {
                        uint64_t bits = ring[i];
                        for (int x = reach[i] + 1; x <= last; x++) bits |= uint64_t(1) << (g[x] ^ g[sz - x]);
                        ring[i] = bits;
                        reach[i] = last;
                    }
                    marks |= ring[i];
                }
                unsigned next = __builtin_ctzll(~marks);
                if (next != mex) {
                    mex = next;
                    if ((__builtin_popcount(mex & s.mask) & 1) != parity) break;
                }
                if (limit == top) break;
            }
        }
        if ((mex >> s.valueBits) != 0 || ((n + 1) & n) == 0) return n;
        g[n] = (uint8_t)mex;
        (((n ^ q) & 1) == 0 ? s.h0 : s.h1)[mex]++;
        if ((__builtin_popcount(mex & s.mask) & 1) == parity) { s.rarePos.push_back(n); s.rareVal.push_back(mex); }
    }
    return n;
}

// Computes from n to s.count or until a value does not fit T; returns the next n.
template <typename T>
int run(State& s, T* g, int n) {
    const Code& c = s.code;
    const unsigned limit = (unsigned)(T)~(T)0;
    for (; n < s.count; n++) {
        if constexpr (sizeof(T) == 1) {
            n = runSmall(s, g, n);
            if (n >= s.count) break;
        }
        uint32_t st = ++s.stamp;
        uint32_t* mark = s.seen.data();
        for (int k : c.takeAll) if (k == n) mark[0] = st;
        for (int k : c.leaveOne) { if (k >= n) break; mark[g[n - k]] = st; }
        // phase 2: every split with a rare part
        const int* pos = s.rarePos.data();
        const int* val = s.rareVal.data();
        int rc = (int)s.rarePos.size();
        for (int k : c.splitTwo) {
            int sz = n - k;
            if (sz < 2) break;
            int end = rc;
            while (end > 0 && pos[end - 1] >= sz) end--;
            int half = c.unequal && !(sz & 1) ? sz >> 1 : -1;
            for (int i = 0; i < end; i++) { int p = pos[i]; if (p != half) mark[val[i] ^ g[sz - p]] = st; }
        }
        unsigned mex = 0;
        while (mark[mex] == st) mex++;
        int target = s.rareParity(n);
        auto common = [&](unsigned v) { return (__builtin_popcount(v & s.mask) & 1) != target; };
        if (!common(mex) && !c.splitTwo.empty() && (c.splitTwo.size() == 1 || !c.unequal)) {
            // phase 4: mark chunks of splits branch-free (all split digits, chunk by chunk),
            // then advance the mex once; chunks grow from 2 to 32 (the same as the Java code)
            int top = (n - c.splitTwo[0]) / 2;
            if (c.unequal && !((n - c.splitTwo[0]) & 1)) top--;
            for (int a = 1, chunk = 2; a <= top; chunk = std::min(32, chunk * 2)) {
                int end = std::min(top, a + chunk - 1);
                for (int k : c.splitTwo) {
                    int sz = n - k;
                    int last = std::min(end, sz / 2);
                    for (int x = a; x <= last; x++) mark[g[x] ^ g[sz - x]] = st;
                }
                a = end + 1;
                if (mark[mex] == st) {
                    do mex++; while (mark[mex] == st);
                    if (common(mex)) break;
                }
            }
        } else if (!common(mex) && !c.splitTwo.empty()) {
            // phase 4, several split digits with unequal splits: split by split
            bool done = false;
            int first = c.splitTwo[0];
            for (int a = 1; !done && 2 * a <= n - first; a++) {
                unsigned ga = g[a];
                for (int k : c.splitTwo) {
                    int b = n - k - a;
                    if (b < a) break;
                    if (c.unequal && a == b) continue;
                    unsigned v = ga ^ g[b];
                    mark[v] = st;
                    if (v == mex) {
                        do mex++; while (mark[mex] == st);
                        if (common(mex)) { done = true; break; }
                    }
                }
            }
        }
        if (mex > limit) return n;  // widen and redo this heap
        g[n] = (T)mex;
        if (n > 0) {
            if (mex >= s.h0.size()) { size_t sz = 1; while (sz <= mex) sz <<= 1; s.h0.resize(sz); s.h1.resize(sz); }
            (((n ^ s.qq()) & 1) == 0 ? s.h0 : s.h1)[mex]++;
            if (s.rareAt(mex, n)) { s.rarePos.push_back(n); s.rareVal.push_back(mex); }
        }
        int nb = bitsOf(mex);
        bool gained = nb > s.valueBits;
        if (gained) {
            s.valueBits = nb;
            size_t need = (size_t(1) << nb) + 1;
            if (s.seen.size() < need) s.seen.resize(need, 0);
        }
        int doneCount = n + 1;
        if (doneCount >= 32 && (gained || (doneCount & (doneCount - 1)) == 0)) rechoose(s, g, doneCount);
    }
    return n;
}

}  // namespace

int main(int argc, char** argv) {
    if (argc < 3) { std::fprintf(stderr, "usage: rarecommon GAME COUNT\n"); return 2; }
    std::string game = argv[1];
    int count = std::atoi(argv[2]);
    Code code = makeCode(game);
    auto t0 = std::chrono::steady_clock::now();
    std::clock_t c0 = std::clock();
    State s(code, count);
    std::vector<uint8_t> g8(count);
    int n = run(s, g8.data(), 0);
    std::vector<uint16_t> g16;
    int bits = 8;
    uint64_t sum = 0;
    if (n < count) {
        g16.assign(count, 0);
        for (int i = 0; i < n; i++) g16[i] = g8[i];
        std::vector<uint8_t>().swap(g8);
        bits = 16;
        n = run(s, g16.data(), n);
        if (n < count) { std::fprintf(stderr, "values beyond 16 bits are not supported here\n"); return 3; }
        for (int i = 0; i < count; i++) sum += g16[i];
    } else {
        for (int i = 0; i < count; i++) sum += g8[i];
    }
    double sec = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
    double cpu = double(std::clock() - c0) / CLOCKS_PER_SEC;
    struct rusage ru;
    getrusage(RUSAGE_SELF, &ru);
    std::printf("c++  sparse %-8s n=%-9d %8.3f s %9.3f us/value %12.0f values/s cpu=%.3fs rare=%zu bits=%d peakRSS=%.1fMB checksum=%llu\n",
                game.c_str(), count, sec, sec * 1e6 / count, count / sec, cpu, s.rarePos.size(), bits,
                ru.ru_maxrss / 1024.0, (unsigned long long)sum);
    return 0;
}
