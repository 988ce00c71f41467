-- The fast share of the hostile sweep (every fifth junk value per method and property; `make
-- fuzz` runs them all): every method and property of every control, idle and busy, refuses junk
-- with a clean message and without changing anything.
require("hostile_sweep")(5)
