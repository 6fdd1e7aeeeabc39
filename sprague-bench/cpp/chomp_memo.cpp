// Reference for Chomp as a competitive programmer writes it: memoized mex search, the
// columns' heights (non-increasing) packed 4 bits each into a 64-bit key of a
// std::unordered_map, recursive. Same game and positions as
// sprague-bench/games/ChompObjects.java (no symmetry: Chomp has none to use).
//
//   chomp_memo R C     prints "chomp RxC grundy=<g> positions=<stored> ms=<ms>"
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <unordered_map>
#include <vector>

static std::unordered_map<uint64_t, int> memo;
static int cols;

static int grundy(uint64_t p) {
    auto it = memo.find(p);
    if (it != memo.end()) return it->second;
    std::vector<char> seen(2, 0);
    for (int i = 0; i < cols; i++) {
        int h = (int)(p >> (4 * i) & 15);
        for (int j = i == 0 ? 1 : 0; j < h; j++) {
            uint64_t q = p & ((1ULL << (4 * i)) - 1);
            for (int k = i; k < cols; k++) {
                uint64_t hk = p >> (4 * k) & 15;
                q |= (hk < (uint64_t)j ? hk : (uint64_t)j) << (4 * k);
            }
            int g = grundy(q);
            if (g >= (int)seen.size()) seen.resize(g + 1, 0);
            seen[g] = 1;
        }
    }
    int v = 0;
    while (v < (int)seen.size() && seen[v]) v++;
    memo.emplace(p, v);
    return v;
}

int main(int argc, char** argv) {
    if (argc < 3) { fprintf(stderr, "usage: chomp_memo R C\n"); return 2; }
    int rows = atoi(argv[1]);
    cols = atoi(argv[2]);
    if (rows > 15 || cols > 16) { fprintf(stderr, "at most 15 rows and 16 columns\n"); return 2; }
    uint64_t root = 0;
    for (int i = 0; i < cols; i++) root |= (uint64_t)rows << (4 * i);
    auto t0 = std::chrono::steady_clock::now();
    int g = grundy(root);
    double ms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count();
    printf("chomp %dx%d grundy=%d positions=%zu ms=%.1f\n", rows, cols, g, memo.size(), ms);
    return 0;
}
