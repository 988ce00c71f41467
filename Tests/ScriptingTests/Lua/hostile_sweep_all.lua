-- The whole hostile sweep, every junk value for every method and property (`make fuzz` runs it).
--   playground run hostile_sweep_all.lua
print("calls", require("hostile_sweep")(1))
