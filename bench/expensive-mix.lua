-- wrk script for bench/load.sh's mixed run: expensive requests, each computing up to the
-- server's time limit (a three-heap code's sequence to 6,000, a misère Kayles search, a
-- wide cutting move list); most end in 422 (time limit) by design: non-2xx is counted.
local bodies = {
  {"/api/solve", '{"game": "octal:0.8", "position": "6000"}'},
  {"/api/solve", '{"game": "kayles", "position": "30 30 30 30", "misere": true, "method": "search"}'},
  {"/api/moves", '{"game": "cutting", "position": "60 60"}'},
  {"/api/solve", '{"game": "octal:0.9", "position": "7000"}'},
}
local i = 0
local headers = { ["Content-Type"] = "application/json" }

request = function()
  i = i % #bodies + 1
  return wrk.format("POST", bodies[i][1], headers, bodies[i][2])
end

done = function(summary, latency, requests)
  io.write(string.format("EXPENSIVE requests=%d non2xx=%d p50_ms=%.0f max_ms=%.0f\n", summary.requests,
      summary.errors.status, latency:percentile(50) / 1000, latency.max / 1000))
end
