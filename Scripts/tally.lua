-- Reads whole numbers from standard input, one a line, and rolls an odometer to their running
-- total, one a second: the sandbox's io on the standard streams (no files are opened).
--
--   printf '120\n30\n45\n' | playground run Scripts/tally.lua
--   printf '120\n30\n' | playground run -i Scripts/tally.lua    (then look at `total` in the REPL)
--   playground run - < Scripts/tally.lua                         (any script can come on stdin)

local counter = Odometer.new{digits = 5, duration = 0.5}
local entries = {}
for line in io.lines() do
  local number = math.tointeger(tonumber(line))
  if number and number >= 0 then
    entries[#entries + 1] = number
  elseif line:match("%S") then
    io.stderr:write(("tally: skipping %q, which is not a whole number ≥ 0\n"):format(line))
  end
end
io.write(("read %d number%s\n"):format(#entries, #entries == 1 and "" or "s"))

total = 0
for index, number in ipairs(entries) do
  clock.after(index - 1, function()
    total = total + number
    counter:set(total)
    io.write(("t = %.1f s  +%-6d %s\n"):format(clock.now(), number, counter))
  end)
end
counter.onroll = function(odometer) print(("rolled to %s"):format(odometer)) end
