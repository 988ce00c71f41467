// A Swift program that imports Models reads and writes a run's files, and a script's text, as
// the models do: the module that holds them (below Models, so that the Lua runtime can use them
// without the models) comes with it.
@_exported import Files
