-- The fast share of the hostile sweep (every fifth junk value per method and property; `make
-- fuzz` runs them all): every method and property of every control, idle and busy, refuses junk
-- with a clean message and without changing anything.
local missing = require("hostile").missingControls()
assert(#missing == 0, "controls the hostile sweep does not visit: " .. table.concat(missing, ", "))
require("hostile_sweep")(5)
