// C++ reference implementation of Sprague's loopy-game solvers, for bench/loopy.sh:
// the same algorithms as org.sprague.loopy.RetrogradeSolver and GeneralizedGrundySolver,
// on the same random graph as org.sprague.bench.loopy.LoopyBench (splitmix64 streams).
// and org.sprague.loopy.ParallelRetrogradeSolver (levelsT: T threads),
// Usage: loopy retrograde|levels1|levels2|grundy VERTICES AVG_DEGREE SEED REPS
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <ctime>
#include <fstream>
#include <sstream>
#include <string>
#include <sys/mman.h>
#include <thread>
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

// Level by level, as org.sprague.loopy.ParallelRetrogradeSolver: wide levels as bitmaps read in
// vertex order, narrow ones as lists; predecessors in batches whose states are first read by a
// branch-free loop; T threads own ranges of vertex ids (multiples of 1024) and write only
// their own vertices. The state becomes the remoteness in place at the end.
struct LevelSolver {
    static constexpr int BATCH = 256;
    static constexpr int PARALLEL_MIN = 1 << 13;
    const Graph& g;
    int32_t n, words, threads, wideMin;
    hvector<int32_t> state;
    hvector<uint64_t> curLoss, curWin, nextLoss, nextWin;

    struct Worker {
        LevelSolver* s;
        int32_t lo, hi;
        int32_t batch[BATCH];
        vector<int32_t> list;
        int32_t found = 0;
        int32_t touched = 0, winLabel = 0, lossLabel = 0;

        void begin(int32_t r) {
            winLabel = ~(2 * (r + 1) + 1);
            lossLabel = ~(2 * (r + 1));
            found = 0;
        }
        void initialise() {
            const int32_t* outStart = s->g.outStart.data();
            int32_t* st = s->state.data();
            uint64_t* loss = s->curLoss.data();
            found = 0;
            for (int32_t v = lo; v < hi; v++) {
                int32_t d = outStart[v + 1] - outStart[v];
                if (d == 0) {
                    st[v] = ~0;
                    loss[v >> 6] |= 1ULL << (v & 63);
                    if (found < (int32_t)list.size()) list[found] = ~v;
                    found++;
                } else st[v] = d;
            }
        }
        int32_t first(int32_t k, int32_t end) const {
            const int32_t* tail = s->g.tail.data();
            if (lo == 0) return k;
            if (end - k <= 16) { while (k < end && tail[k] < lo) k++; return k; }
            int32_t a = k, b = end;
            while (a < b) { int32_t mid = (int32_t)(((uint32_t)a + (uint32_t)b) >> 1); if (tail[mid] < lo) a = mid + 1; else b = mid; }
            return a;
        }
        void apply(int32_t size) {
            int32_t* st = s->state.data();
            uint64_t* losses = s->nextLoss.data();
            uint64_t* wins = s->nextWin.data();
            int32_t sum = touched;
            for (int32_t i = 0; i < size; i++) { int32_t e = batch[i]; sum += st[e ^ (e >> 31)]; }
            touched = sum;
            int32_t* out = list.data();
            int32_t cap = (int32_t)list.size(), count = found;
            for (int32_t i = 0; i < size; i++) {
                int32_t e = batch[i];
                if (e < 0) {
                    int32_t u = ~e;
                    if (st[u] > 0) {
                        st[u] = winLabel;
                        wins[u >> 6] |= 1ULL << (u & 63);
                        if (count < cap) out[count] = u;
                        count++;
                    }
                } else {
                    int32_t c = st[e];
                    if (c > 0) {
                        if (c == 1) {
                            st[e] = lossLabel;
                            losses[e >> 6] |= 1ULL << (e & 63);
                            if (count < cap) out[count] = ~e;
                            count++;
                        } else st[e] = c - 1;
                    }
                }
            }
            found = count;
        }
        void wideLevel(int32_t r) {
            begin(r);
            const uint64_t* loss = s->curLoss.data();
            const uint64_t* win = s->curWin.data();
            const int32_t* in = s->g.inStart.data();
            const int32_t* tail = s->g.tail.data();
            int32_t len = 0;
            for (int32_t w = 0; w < s->words; w++) {
                for (uint64_t bits = loss[w]; bits; bits &= bits - 1) {
                    int32_t v = (w << 6) + __builtin_ctzll(bits);
                    for (int32_t k = first(in[v], in[v + 1]), end = in[v + 1]; k < end; k++) {
                        int32_t u = tail[k];
                        if (u >= hi) break;
                        batch[len++] = ~u;
                        if (len == BATCH) { apply(len); len = 0; }
                    }
                }
                for (uint64_t bits = win[w]; bits; bits &= bits - 1) {
                    int32_t v = (w << 6) + __builtin_ctzll(bits);
                    for (int32_t k = first(in[v], in[v + 1]), end = in[v + 1]; k < end; k++) {
                        int32_t u = tail[k];
                        if (u >= hi) break;
                        batch[len++] = u;
                        if (len == BATCH) { apply(len); len = 0; }
                    }
                }
            }
            apply(len);
        }
        void narrowLevel(const vector<int32_t>& frontier, int32_t r) {
            begin(r);
            const int32_t* in = s->g.inStart.data();
            const int32_t* tail = s->g.tail.data();
            int32_t len = 0;
            for (int32_t e : frontier) {
                int32_t mark = e >> 31, v = e ^ mark;
                for (int32_t k = in[v], end = in[v + 1]; k < end; k++) {
                    batch[len++] = tail[k] ^ mark;
                    if (len == BATCH) { apply(len); len = 0; }
                }
            }
            apply(len);
        }
        void finish(int8_t* outcome) {
            int32_t* st = s->state.data();
            for (int32_t v = lo; v < hi; v++) {
                int32_t x = st[v];
                if (x < 0) { outcome[v] = (~x & 1) ? WIN : LOSS; st[v] = (int32_t)((uint32_t)~x >> 1); }
                else { outcome[v] = DRAW; st[v] = 0; }
            }
        }
    };

    vector<Worker> owners;
    Worker all;

    LevelSolver(const Graph& graph, int t) : g(graph) {
        n = g.n;
        words = (n + 63) >> 6;
        wideMin = max(256, words >> 4);
        threads = max(1, min(t, n / 1024));
        state.resize(n);
        curLoss.assign(words, 0); curWin.assign(words, 0); nextLoss.assign(words, 0); nextWin.assign(words, 0);
        owners.resize(threads);
        for (int i = 0; i < threads; i++) {
            Worker& w = owners[i];
            w.s = this;
            w.lo = i == 0 ? 0 : (int32_t)((int64_t)n * i / threads / 1024 * 1024);
            w.hi = i == threads - 1 ? n : (int32_t)((int64_t)n * (i + 1) / threads / 1024 * 1024);
            w.list.assign(min(wideMin, w.hi - w.lo), 0);
        }
        all.s = this; all.lo = 0; all.hi = n; all.list.assign(min(wideMin, n), 0);
    }

    template <class F>
    void parallel(F f) {
        vector<thread> others;
        for (int i = 1; i < threads; i++) others.emplace_back([&, i] { f(owners[i]); });
        f(owners[0]);
        for (auto& t : others) t.join();
    }

    static vector<int32_t> gather(Worker* const* ran, int count, int64_t size) {
        vector<int32_t> frontier;
        frontier.reserve(size);
        for (int i = 0; i < count; i++) frontier.insert(frontier.end(), ran[i]->list.begin(), ran[i]->list.begin() + ran[i]->found);
        return frontier;
    }

    void solve(hvector<int8_t>& outcome, hvector<int32_t>& rem) {
        parallel([](Worker& w) { w.initialise(); });
        vector<Worker*> ownerPtrs;
        for (auto& w : owners) ownerPtrs.push_back(&w);
        Worker* allPtr = &all;
        int64_t size = 0;
        for (auto& w : owners) size += w.found;
        bool narrow = size < wideMin;
        vector<int32_t> frontier;
        if (narrow) frontier = gather(ownerPtrs.data(), threads, size);
        for (int32_t r = 0; size > 0; r++) {
            Worker* const* ran;
            int count;
            if (narrow) {
                all.narrowLevel(frontier, r);
                ran = &allPtr; count = 1;
                for (int32_t e : frontier) { int32_t v = e < 0 ? ~e : e; curLoss[v >> 6] = 0; curWin[v >> 6] = 0; }
            } else {
                if (threads > 1 && size >= PARALLEL_MIN) {
                    parallel([r](Worker& w) { w.wideLevel(r); });
                    ran = ownerPtrs.data(); count = threads;
                } else {
                    all.wideLevel(r);
                    ran = &allPtr; count = 1;
                }
                fill(curLoss.begin(), curLoss.end(), 0);
                fill(curWin.begin(), curWin.end(), 0);
            }
            swap(curLoss, nextLoss);
            swap(curWin, nextWin);
            size = 0;
            for (int i = 0; i < count; i++) size += ran[i]->found;
            narrow = size < wideMin;
            if (narrow) frontier = gather(ran, count, size);
        }
        outcome.resize(n);
        int8_t* out = outcome.data();
        parallel([out](Worker& w) { w.finish(out); });
        rem.swap(state);
    }
};

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

static long long cpuNs(clockid_t clock) {
    timespec ts;
    clock_gettime(clock, &ts);
    return ts.tv_sec * 1000000000LL + ts.tv_nsec;
}
static long long threadCpuNs() { return cpuNs(CLOCK_THREAD_CPUTIME_ID); }

static long procField(const char* file, const string& key) { // kB value of "key: N kB", in MB
    ifstream f(file);
    string line;
    while (getline(f, line))
        if (line.rfind(key, 0) == 0) return atol(line.c_str() + key.size() + 1) / 1024;
    return -1;
}

// Jiffies (1/100 s) used since boot by all processes (/proc/stat: user, nice, system, irq,
// softirq, steal) and by this one (/proc/self/stat); zeros where /proc is absent.
static void jiffies(long long& all, long long& mine) {
    all = mine = 0;
    ifstream st("/proc/stat");
    string cpu;
    long long f[8] = {0};
    if (st >> cpu) for (int i = 0; i < 8; i++) st >> f[i];
    all = f[0] + f[1] + f[2] + f[5] + f[6] + f[7];
    ifstream self("/proc/self/stat");
    string line;
    getline(self, line);
    size_t at = line.rfind(')');
    if (at == string::npos) return;
    istringstream rest(line.substr(at + 2));
    string x;
    long long ut = 0, stime = 0;
    for (int i = 0; i < 13 && rest >> x; i++) {
        if (i == 11) ut = atoll(x.c_str());
        if (i == 12) stime = atoll(x.c_str());
    }
    mine = ut + stime;
}

static long peakRssMb() { return procField("/proc/self/status", "VmHWM"); }

int main(int argc, char** argv) {
    if (argc != 6) { fprintf(stderr, "usage: loopy retrograde|levelsT|grundy VERTICES AVG_DEGREE SEED REPS\n"); return 2; }
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
    long long best = -1, bestCpu = -1, bestProcessCpu = 0, bestOthers = 0;
    char checksum[256] = "";
    for (int r = 0; r < reps; r++) {
        long long all0, mine0, all1, mine1;
        jiffies(all0, mine0);
        long long prevBest = best;
        auto s = clk::now();
        long long c = threadCpuNs(), p = cpuNs(CLOCK_PROCESS_CPUTIME_ID);
        if (mode == "retrograde" || mode.rfind("levels", 0) == 0) {
            hvector<int8_t> outcome;
            hvector<int32_t> rem;
            if (mode == "retrograde") retrograde(g, outcome, rem);
            else LevelSolver(g, atoi(mode.c_str() + 6)).solve(outcome, rem);
            long long ns = chrono::duration_cast<chrono::nanoseconds>(clk::now() - s).count();
            if (best < 0 || ns < best) { best = ns; bestProcessCpu = cpuNs(CLOCK_PROCESS_CPUTIME_ID) - p; }
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
            if (best < 0 || ns < best) { best = ns; bestProcessCpu = cpuNs(CLOCK_PROCESS_CPUTIME_ID) - p; }
            long long cpu = threadCpuNs() - c;
            if (bestCpu < 0 || cpu < bestCpu) bestCpu = cpu;
            long long inf = 0, sum = 0;
            int32_t mx = 0;
            for (int32_t v = 0; v < n; v++) {
                if (val[v] < 0) inf++; else { sum += val[v]; if (val[v] > mx) mx = val[v]; }
            }
            snprintf(checksum, sizeof checksum, "infinite=%lld finite_sum=%lld max=%d", inf, sum, mx);
        }
        jiffies(all1, mine1);
        if (best != prevBest) bestOthers = (all1 - all0) - (mine1 - mine0);
    }
    printf("others_cpu_ms %lld\n", bestOthers * 10);
    printf("solve_ms %lld\nsolve_cpu_ms %lld\nsolve_process_cpu_ms %lld\nchecksum %s\npeak_rss_mb %ld\nhuge_pages_mb %ld\n",
           best / 1000000, bestCpu / 1000000, bestProcessCpu / 1000000, checksum, peakRssMb(), procField("/proc/self/smaps_rollup", "AnonHugePages"));
    return 0;
}
