-- wrk script for bench/load.sh: POST /api/solve with a fixed mix of requests, in turn.
-- Closed forms (small, 40-digit and many heaps; Wythoff, kiki), a sum, misère play, and
-- brute-force searches (Nim, Kayles, a subtraction game) small enough to answer in well
-- under a millisecond.
local bodies = {
  '{"game": "nim", "position": "3 4 5"}',
  '{"game": "nim", "position": "1 2 3", "misere": true}',
  '{"game": "nim", "position": "123456789012345678901234567890123456789 98765432109876543210987654321"}',
  '{"game": "nim", "position": "1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20"}',
  '{"position": "nim 3 4 + nim 5 + nim 9 12"}',
  '{"game": "nim", "position": "5 6 7", "method": "search"}',
  '{"game": "nim", "position": "2 3 4 5", "misere": true, "method": "search"}',
  '{"game": "nim", "position": "30 40 50", "method": "closed-form"}',
  '{"game": "kayles", "position": "7 4 9"}',
  '{"game": "wythoff", "position": "1000 1618"}',
  '{"game": "kiki", "position": "99 100"}',
  '{"game": "subtraction:1,3,4", "position": "10 7 25"}',
}
local i = 0
local headers = { ["Content-Type"] = "application/json" }

request = function()
  i = i % #bodies + 1
  return wrk.format("POST", "/api/solve", headers, bodies[i])
end

done = function(summary, latency, requests)
  local e = summary.errors
  local errors = e.connect + e.read + e.write + e.status + e.timeout
  io.write(string.format("RESULT requests=%d seconds=%.2f rps=%.0f p50_ms=%.3f p99_ms=%.3f max_ms=%.3f errors=%d non2xx=%d\n",
    summary.requests, summary.duration / 1e6, summary.requests / (summary.duration / 1e6),
    latency:percentile(50) / 1000, latency:percentile(99) / 1000, latency.max / 1000, errors, e.status))
end
