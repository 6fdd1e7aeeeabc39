// C++ reference implementation of Sprague's loopy-game solvers, for bench/loopy.sh:
// the same algorithms as org.sprague.loopy.RetrogradeSolver and GeneralizedGrundySolver,
// on the same random graph as org.sprague.bench.loopy.LoopyBench (splitmix64 streams).
// Usage: loopy retrograde|grundy VERTICES AVG_DEGREE SEED REPS
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <ctime>
#include <fstream>
#include <string>
#include <sys/mman.h>
#include <vector>

using namespace std;

// Large arrays on transparent huge pages (madvise), as the JVM's -XX:+UseTransparentHugePages
// gives the Java side: random access over hundreds of MB is bound by TLB misses otherwise.
template <class T>
struct HugeAlloc {
    using value_type = T;
    HugeAlloc() = default;
    template <class U>
    HugeAlloc(const HugeAlloc<U>&) {}
    T* allocate(size_t n) {
        const size_t huge = 2u << 20;
        size_t bytes = (n * sizeof(T) + huge - 1) / huge * huge;
        void* p = aligned_alloc(huge, bytes);
        if (!p) throw bad_alloc();
        madvise(p, bytes, MADV_HUGEPAGE);
        return static_cast<T*>(p);
    }
    void deallocate(T* p, size_t) { free(p); }
    template <class U>
    bool operator==(const HugeAlloc<U>&) const { return true; }
    template <class U>
    bool operator!=(const HugeAlloc<U>&) const { return false; }
};
template <class T>
using hvector = vector<T, HugeAlloc<T>>;

struct SplitMix {
    uint64_t state;
    explicit SplitMix(uint64_t seed) : state(seed) {}
    uint64_t next() {
        uint64_t z = (state += 0x9E3779B97F4A7C15ULL);
        z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
        z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
        return z ^ (z >> 31);
    }
    int32_t below(int32_t bound) { return (int32_t)(next() % (uint64_t)bound); }
};

struct Graph {
    int32_t n = 0;
    hvector<int32_t> outStart, head, inStart, tail;
};

static Graph randomGraph(int32_t n, int32_t avg, uint64_t seed) {
    Graph g;
    g.n = n;
    SplitMix degrees(seed), targets(seed ^ 0x5DEECE66DULL);
    g.outStart.assign(n + 1, 0);
    int64_t m = 0;
    for (int32_t u = 0; u < n; u++) {
        m += degrees.below(2 * avg + 1);
        g.outStart[u + 1] = (int32_t)m;
    }
    g.head.resize(m);
    for (int64_t k = 0; k < m; k++) g.head[k] = targets.below(n);
    g.inStart.assign(n + 1, 0);
    for (int64_t k = 0; k < m; k++) g.inStart[g.head[k] + 1]++;
    for (int32_t v = 0; v < n; v++) g.inStart[v + 1] += g.inStart[v];
    g.tail.resize(m);
    hvector<int32_t> fill(g.inStart.begin(), g.inStart.end() - 1);
    for (int32_t u = 0; u < n; u++)
        for (int32_t k = g.outStart[u], e = g.outStart[u + 1]; k < e; k++) g.tail[fill[g.head[k]]++] = u;
    return g;
}

enum : int8_t { DRAW = 0, WIN = 1, LOSS = 2 };

// Retrograde analysis, level by level through a FIFO queue (see RetrogradeSolver): one int
// per vertex, >= 1 the counter of an unlabelled vertex, < 0 ~(2 remoteness + 1 if a win).
static void retrograde(const Graph& g, hvector<int8_t>& outcome, hvector<int32_t>& rem) {
    int32_t n = g.n;
    hvector<int32_t> state(n), queue(n);
    int32_t qt = 0;
    for (int32_t v = 0; v < n; v++) {
        state[v] = g.outStart[v + 1] - g.outStart[v];
        if (state[v] == 0) { state[v] = ~0; queue[qt++] = v; }
    }
    const int32_t* inStart = g.inStart.data();
    const int32_t* tail = g.tail.data();
    int32_t* st = state.data();
    for (int32_t qh = 0; qh < qt; qh++) {
        int32_t v = queue[qh];
        int32_t label = ~st[v];
        int32_t next = 2 * ((int32_t)((uint32_t)label >> 1) + 1);
        if ((label & 1) == 0) {
            for (int32_t k = inStart[v], e = inStart[v + 1]; k < e; k++) {
                int32_t u = tail[k];
                if (st[u] > 0) { st[u] = ~(next + 1); queue[qt++] = u; }
            }
        } else {
            for (int32_t k = inStart[v], e = inStart[v + 1]; k < e; k++) {
                int32_t u = tail[k];
                int32_t c = st[u];
                if (c > 0) {
                    if (c == 1) { st[u] = ~next; queue[qt++] = u; } else st[u] = c - 1;
                }
            }
        }
    }
    outcome.assign(n, DRAW);
    rem.assign(n, 0);
    for (int32_t v = 0; v < n; v++) {
        int32_t s = st[v];
        if (s < 0) { outcome[v] = (~s & 1) ? WIN : LOSS; rem[v] = (int32_t)((uint32_t)~s >> 1); }
    }
}

// Smith / Fraenkel-Yesha labelling with counters (see GeneralizedGrundySolver).
static void grundy(const Graph& g, hvector<int32_t>& val) {
    const int32_t UNLABELLED = -2, INFINITE = -1;
    int32_t n = g.n;
    val.assign(n, UNLABELLED);
    hvector<int32_t> cnt(n), hasM(n, 0), queue(n), active(n);
    for (int32_t v = 0; v < n; v++) active[v] = v;
    int32_t activeCount = n;
    const int32_t* outStart = g.outStart.data();
    const int32_t* head = g.head.data();
    const int32_t* inStart = g.inStart.data();
    const int32_t* tail = g.tail.data();
    for (int32_t m = 0; activeCount > 0; m++) {
        int32_t stamp = m + 1, qt = 0;
        for (int32_t i = 0; i < activeCount; i++) {
            int32_t u = active[i], c = 0;
            for (int32_t k = outStart[u], e = outStart[u + 1]; k < e; k++) c += val[head[k]] < 0;
            cnt[u] = c;
            if (c == 0) queue[qt++] = u;
        }
        for (int32_t qh = 0; qh < qt; qh++) {
            int32_t x = queue[qh];
            if (val[x] != UNLABELLED || hasM[x] == stamp) continue;
            val[x] = m;
            for (int32_t k = inStart[x], e = inStart[x + 1]; k < e; k++) {
                int32_t p = tail[k];
                if (hasM[p] == stamp) continue;
                hasM[p] = stamp;
                if (val[p] >= 0) continue;
                for (int32_t j = inStart[p], e2 = inStart[p + 1]; j < e2; j++) {
                    int32_t q = tail[j];
                    if (val[q] == UNLABELLED && --cnt[q] == 0 && hasM[q] != stamp) queue[qt++] = q;
                }
            }
        }
        int32_t kept = 0;
        for (int32_t i = 0; i < activeCount; i++) {
            int32_t u = active[i];
            if (val[u] != UNLABELLED) continue;
            if (hasM[u] != stamp) val[u] = INFINITE; else active[kept++] = u;
        }
        activeCount = kept;
    }
}

static long long threadCpuNs() {
    timespec ts;
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
    return ts.tv_sec * 1000000000LL + ts.tv_nsec;
}

static long procField(const char* file, const string& key) { // kB value of "key: N kB", in MB
    ifstream f(file);
    string line;
    while (getline(f, line))
        if (line.rfind(key, 0) == 0) return atol(line.c_str() + key.size() + 1) / 1024;
    return -1;
}

static long peakRssMb() { return procField("/proc/self/status", "VmHWM"); }

int main(int argc, char** argv) {
    if (argc != 6) { fprintf(stderr, "usage: loopy retrograde|grundy VERTICES AVG_DEGREE SEED REPS\n"); return 2; }
    string mode = argv[1];
    int32_t n = atoi(argv[2]), avg = atoi(argv[3]);
    uint64_t seed = strtoull(argv[4], nullptr, 10);
    int reps = atoi(argv[5]);
    using clk = chrono::steady_clock;
    auto t0 = clk::now();
    Graph g = randomGraph(n, avg, seed);
    auto t1 = clk::now();
    printf("vertices %d\nedges %zu\nbuild_ms %lld\n", n, g.head.size(),
           (long long)chrono::duration_cast<chrono::milliseconds>(t1 - t0).count());
    long long best = -1, bestCpu = -1;
    char checksum[256] = "";
    for (int r = 0; r < reps; r++) {
        auto s = clk::now();
        long long c = threadCpuNs();
        if (mode == "retrograde") {
            hvector<int8_t> outcome;
            hvector<int32_t> rem;
            retrograde(g, outcome, rem);
            long long ns = chrono::duration_cast<chrono::nanoseconds>(clk::now() - s).count();
            if (best < 0 || ns < best) best = ns;
            long long cpu = threadCpuNs() - c;
            if (bestCpu < 0 || cpu < bestCpu) bestCpu = cpu;
            long long wins = 0, losses = 0, remSum = 0;
            for (int32_t v = 0; v < n; v++) {
                wins += outcome[v] == WIN;
                losses += outcome[v] == LOSS;
                remSum += outcome[v] == DRAW ? 0 : rem[v];
            }
            snprintf(checksum, sizeof checksum, "W=%lld L=%lld D=%lld remoteness_sum=%lld", wins, losses,
                     n - wins - losses, remSum);
        } else {
            hvector<int32_t> val;
            grundy(g, val);
            long long ns = chrono::duration_cast<chrono::nanoseconds>(clk::now() - s).count();
            if (best < 0 || ns < best) best = ns;
            long long cpu = threadCpuNs() - c;
            if (bestCpu < 0 || cpu < bestCpu) bestCpu = cpu;
            long long inf = 0, sum = 0;
            int32_t mx = 0;
            for (int32_t v = 0; v < n; v++) {
                if (val[v] < 0) inf++; else { sum += val[v]; if (val[v] > mx) mx = val[v]; }
            }
            snprintf(checksum, sizeof checksum, "infinite=%lld finite_sum=%lld max=%d", inf, sum, mx);
        }
    }
    printf("solve_ms %lld\nsolve_cpu_ms %lld\nchecksum %s\npeak_rss_mb %ld\nhuge_pages_mb %ld\n", best / 1000000,
           bestCpu / 1000000, checksum, peakRssMb(), procField("/proc/self/smaps_rollup", "AnonHugePages"));
    return 0;
}
