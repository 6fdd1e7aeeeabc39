-- wrk script for bench/strong-web.sh: GET /api/strong?db=DB&position=P over the positions
-- listed in the file named by the environment variable STRONG_POSITIONS (one URL-encoded
-- position a line, from random games), in turn; with STRONG_PATH=/api/games, that path
-- instead (the baseline: the same server, no database).
local positions = {}
for line in io.lines(os.getenv("STRONG_POSITIONS")) do
  positions[#positions + 1] = line
end
local db = os.getenv("STRONG_DB")
local baseline = os.getenv("STRONG_PATH")
local i = 0

request = function()
  if baseline then
    return wrk.format("GET", baseline)
  end
  i = i % #positions + 1
  return wrk.format("GET", "/api/strong?db=" .. db .. "&position=" .. positions[i])
end

done = function(summary, latency, requests)
  local e = summary.errors
  local errors = e.connect + e.read + e.write + e.status + e.timeout
  io.write(string.format("RESULT requests=%d seconds=%.2f rps=%.0f p50_ms=%.3f p99_ms=%.3f max_ms=%.3f errors=%d non2xx=%d\n",
    summary.requests, summary.duration / 1e6, summary.requests / (summary.duration / 1e6),
    latency:percentile(50) / 1000, latency:percentile(99) / 1000, latency.max / 1000, errors, e.status))
end
