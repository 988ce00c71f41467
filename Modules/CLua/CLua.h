/*
 * CLua: Lua 5.4's own headers, from Debian's liblua5.4-dev, and nothing else. The C that
 * playground adds around them is the CLuaShim target.
 */
#include <lua.h>
#include <lauxlib.h>
#include <lualib.h>
