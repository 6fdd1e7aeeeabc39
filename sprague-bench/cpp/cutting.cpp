// Reference for the cutting game (POJ 2311) in the tutorials' style: memoized mex over a
// dense table, g(w,h) = mex { g(i,h)^g(w-i,h) : 2 <= i <= w-i } u { g(w,j)^g(w,h-j) : 2 <= j <= h-j },
// stored symmetrically (sg[w][h] = sg[h][w]) as the tutorials do.
//
//   cutting N [reps] [tuned]   computes the whole table for 1 <= w,h <= N, reps times, and prints
//   "cutting N=<N> ms=<best ms> checksum=<c> g(N,N)=<v> maxg=<m>"
//
// "tuned" runs a second variant with the same tricks as the Java CuttingGrundyTable
// (bottom-up, row-contiguous reads through symmetry, generation-stamped mex), to show how
// much of the difference is the algorithm's constant rather than the language.
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <vector>

static int N;
static std::vector<int> sg;  // (N+1) x (N+1), -1 = unknown
static int maxv;             // bound on any mex: the number of cuts of an N x N sheet + 1
static const int MAXV = 4096; // N up to 4000

static inline int& at(int w, int h) { return sg[(size_t)w * (N + 1) + h]; }

static int getsg(int w, int h) {
    int& memo = at(w, h);
    if (memo != -1) return memo;
    char vis[MAXV + 1];  // the tutorials' local vis[] array, cleared on entry
    memset(vis, 0, (size_t)maxv + 1);
    for (int i = 2; i <= w - i; i++) {
        int x = getsg(i, h) ^ getsg(w - i, h);
        if (x <= maxv) vis[x] = 1;
    }
    for (int j = 2; j <= h - j; j++) {
        int x = getsg(w, j) ^ getsg(w, h - j);
        if (x <= maxv) vis[x] = 1;
    }
    int v = 0;
    while (vis[v]) v++;
    at(w, h) = v;
    at(h, w) = v;
    return v;
}

static void tutorial() {
    std::fill(sg.begin(), sg.end(), -1);
    for (int w = 1; w <= N; w++)
        for (int h = 1; h <= N; h++) getsg(w, h);
}

static void tuned() {
    std::vector<int> stamp(2 * maxv + 4, 0);
    int gen = 0;
    const int stride = N + 1;
    int* g = sg.data();
    for (int w = 1; w <= N; w++) {
        for (int h = 1; h <= w; h++) {
            ++gen;
            const int* rowH = g + (size_t)h * stride;  // g(h, a) = g(a, h)
            for (int a = 2; a <= w - a; a++) stamp[rowH[a] ^ rowH[w - a]] = gen;
            const int* rowW = g + (size_t)w * stride;
            for (int b = 2; b <= h - b; b++) stamp[rowW[b] ^ rowW[h - b]] = gen;
            int v = 0;
            while (stamp[v] == gen) v++;
            g[(size_t)w * stride + h] = v;
            g[(size_t)h * stride + w] = v;
        }
    }
}

static uint64_t checksum() {
    uint64_t c = 0;
    for (int w = 1; w <= N; w++)
        for (int h = 1; h <= N; h++) c = c * 31 + (uint64_t)at(w, h);
    return c;
}

int main(int argc, char** argv) {
    N = argc > 1 ? atoi(argv[1]) : 1000;
    int reps = argc > 2 ? atoi(argv[2]) : 3;
    bool useTuned = argc > 3 && strcmp(argv[3], "tuned") == 0;
    if (N < 1 || N > 4000) { fprintf(stderr, "cutting: N must be 1..4000\n"); return 2; }
    maxv = (N / 2) * 2 + 1;
    sg.assign((size_t)(N + 1) * (N + 1), -1);
    double best = 1e18;
    for (int r = 0; r < reps; r++) {
        auto t0 = std::chrono::steady_clock::now();
        if (useTuned) tuned(); else tutorial();
        auto t1 = std::chrono::steady_clock::now();
        double ms = std::chrono::duration<double, std::milli>(t1 - t0).count();
        if (ms < best) best = ms;
    }
    int mx = 0;
    for (int w = 1; w <= N; w++)
        for (int h = 1; h <= N; h++) mx = at(w, h) > mx ? at(w, h) : mx;
    printf("cutting variant=%s N=%d ms=%.1f checksum=%llu g(N,N)=%d maxg=%d\n",
           useTuned ? "tuned" : "tutorial", N, best, (unsigned long long)checksum(), at(N, N), mx);
    return 0;
}
