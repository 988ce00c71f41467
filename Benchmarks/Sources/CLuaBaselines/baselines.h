/*
 * The plain C-API baselines the bindings are measured against, on a state of their own made by
 * luaL_newstate: what a C programmer writes without any binding layer.
 *
 *   - A method bound the textbook way: a userdata whose metatable's __index is a table of
 *     lua_pushcfunction functions, each checking self with luaL_checkudata.
 *   - A handler dispatched from C: lua_rawgeti of a registry reference, an argument, lua_pcallk.
 *
 * Everything is static inline so that the module needs no C target of its own; Swift compiles
 * what it uses.
 */
#ifndef PLAYGROUND_BENCH_BASELINES_H
#define PLAYGROUND_BENCH_BASELINES_H

#include <lua5.4/lua.h>
#include <lua5.4/lauxlib.h>
#include <lua5.4/lualib.h>
#include <malloc.h>

#define BENCH_RAW_PUZZLE "RawPuzzle"

/** The state of a 4x4 sliding puzzle as a raw userdata: its tiles, row by row. */
typedef struct bench_RawPuzzle {
    lua_Integer tiles[16];
    lua_Integer count;
} bench_RawPuzzle;

/** `puzzle:tile(position)`: the tile at a 1-based position, checked as a binding checks it. */
static inline int bench_raw_tile(lua_State *L) {
    bench_RawPuzzle *puzzle = (bench_RawPuzzle *)luaL_checkudata(L, 1, BENCH_RAW_PUZZLE);
    lua_Integer position = luaL_checkinteger(L, 2);
    luaL_argcheck(L, position >= 1 && position <= puzzle->count, 2, "position is out of range");
    lua_pushinteger(L, puzzle->tiles[position - 1]);
    return 1;
}

/**
 * A state with the standard libraries and a global `puzzle` (a solved 4x4 RawPuzzle), or NULL
 * when Lua cannot allocate one.
 */
static inline lua_State *bench_raw_open(void) {
    lua_State *L = luaL_newstate();
    if (L == NULL) return NULL;
    luaL_openlibs(L);
    bench_RawPuzzle *puzzle = (bench_RawPuzzle *)lua_newuserdatauv(L, sizeof(bench_RawPuzzle), 0);
    for (int i = 0; i < 16; i++) puzzle->tiles[i] = (i + 1) % 16;
    puzzle->count = 16;
    luaL_newmetatable(L, BENCH_RAW_PUZZLE);
    lua_createtable(L, 0, 1);
    lua_pushcfunction(L, bench_raw_tile);
    lua_setfield(L, -2, "tile");
    lua_setfield(L, -2, "__index");
    lua_setmetatable(L, -2);
    lua_setglobal(L, "puzzle");
    return L;
}

static inline void bench_raw_close(lua_State *L) { lua_close(L); }

/** Runs `source` as a chunk; returns the Lua status (the error message stays on the stack). */
static inline int bench_raw_run(lua_State *L, const char *source) {
    int status = luaL_loadstring(L, source);
    if (status != LUA_OK) return status;
    status = lua_pcallk(L, 0, 0, 0, 0, NULL);
    return status;
}

/** The error message on top of the stack, or NULL. */
static inline const char *bench_raw_message(lua_State *L) { return lua_tolstring(L, -1, NULL); }

/** Calls the global `name` with the integer `n`; returns the Lua status. */
static inline int bench_raw_call(lua_State *L, const char *name, lua_Integer n) {
    lua_getglobal(L, name);
    lua_pushinteger(L, n);
    return lua_pcallk(L, 1, 0, 0, 0, NULL);
}

/**
 * Dispatches the global function `name` `n` times from C, each with a time argument at 60 Hz,
 * the way a host's clock calls a tick handler without any binding layer. Returns the Lua status.
 */
static inline int bench_raw_dispatch(lua_State *L, const char *name, lua_Integer n) {
    lua_getglobal(L, name);
    int reference = luaL_ref(L, LUA_REGISTRYINDEX);
    int status = LUA_OK;
    for (lua_Integer i = 1; i <= n && status == LUA_OK; i++) {
        lua_rawgeti(L, LUA_REGISTRYINDEX, reference);
        lua_pushnumber(L, (lua_Number)i / 60.0);
        status = lua_pcallk(L, 1, 0, 0, 0, NULL);
    }
    luaL_unref(L, LUA_REGISTRYINDEX, reference);
    return status;
}

/** Bytes malloc has handed out and not had back (for bytes per entry of a data structure). */
static inline size_t bench_heap_bytes(void) { return mallinfo2().uordblks; }

#endif /* PLAYGROUND_BENCH_BASELINES_H */
