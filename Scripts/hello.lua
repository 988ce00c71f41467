-- The smallest real thing: Lua 5.4 running inside playground.
print(("Hello from %s inside playground"):format(_VERSION))
local squares = {}
for i = 1, 5 do squares[#squares + 1] = i * i end
print("squares: " .. table.concat(squares, " "))
print("integer division 7 // 2 =", 7 // 2, "float division 7 / 2 =", 7 / 2)
