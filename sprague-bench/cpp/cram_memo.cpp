// Reference for Cram as a competitive programmer writes it: memoized mex search over the
// free squares as a bit mask (square (r, c) at bit r * C + c), std::unordered_map, recursive,
// no regions and no symmetries. Same game and positions as
// sprague-bench/games/CramObjects.java.
//
//   cram_memo R C      prints "cram RxC grundy=<g> positions=<stored> ms=<ms>"
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <unordered_map>
#include <vector>

static std::unordered_map<uint64_t, int> memo;
static int rows, cols;

static int grundy(uint64_t free) {
    auto it = memo.find(free);
    if (it != memo.end()) return it->second;
    std::vector<char> seen(2, 0);
    for (int r = 0; r < rows; r++) {
        for (int c = 0; c < cols; c++) {
            uint64_t a = 1ULL << (r * cols + c);
            if (!(free & a)) continue;
            int g = -1;
            if (c + 1 < cols && (free & a << 1)) {
                g = grundy(free & ~(a | a << 1));
                if (g >= (int)seen.size()) seen.resize(g + 1, 0);
                seen[g] = 1;
            }
            if (r + 1 < rows && (free & a << cols)) {
                g = grundy(free & ~(a | a << cols));
                if (g >= (int)seen.size()) seen.resize(g + 1, 0);
                seen[g] = 1;
            }
        }
    }
    int v = 0;
    while (v < (int)seen.size() && seen[v]) v++;
    memo.emplace(free, v);
    return v;
}

int main(int argc, char** argv) {
    if (argc < 3) { fprintf(stderr, "usage: cram_memo R C\n"); return 2; }
    rows = atoi(argv[1]);
    cols = atoi(argv[2]);
    if (rows * cols > 63) { fprintf(stderr, "at most 63 squares\n"); return 2; }
    uint64_t root = (1ULL << (rows * cols)) - 1;
    auto t0 = std::chrono::steady_clock::now();
    int g = grundy(root);
    double ms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count();
    printf("cram %dx%d grundy=%d positions=%zu ms=%.1f\n", rows, cols, g, memo.size(), ms);
    return 0;
}
