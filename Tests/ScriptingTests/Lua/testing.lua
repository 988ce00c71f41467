-- Helpers for the Lua-level tests: plain asserts with messages that say what differed.
local testing = {}

--- Fails unless `actual == expected`.
function testing.equal(actual, expected, what)
  if actual ~= expected then
    error(("%s: expected %q, got %q"):format(what or "value", tostring(expected), tostring(actual)), 2)
  end
end

--- Runs `fn` and fails unless it raises exactly `message` (after the "file:line: " prefix,
--- when `message` has none).
function testing.fails(fn, message)
  local ok, err = pcall(fn)
  if ok then error(("expected the error %q, but the call succeeded"):format(message), 2) end
  err = tostring(err)
  local stripped = err:gsub("^[^:]+:%d+: ", "")
  if err ~= message and stripped ~= message then
    error(("expected the error %q, got %q"):format(message, err), 2)
  end
end

--- Fails unless `a` and `b` are within `tolerance` (default 1e-9).
function testing.near(a, b, tolerance, what)
  tolerance = tolerance or 1e-9
  if math.abs(a - b) > tolerance then
    error(("%s: expected %.12g, got %.12g"):format(what or "value", b, a), 2)
  end
end

return testing
