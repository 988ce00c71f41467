/*
 * Lua's function-like macros as static inline functions of the same names and signatures, and
 * fixed-arity stand-ins for its variadic functions, none of which Swift can import.
 */
#ifndef PLAYGROUND_CLUA_SHIM_MACROS_H
#define PLAYGROUND_CLUA_SHIM_MACROS_H

#include <lua.h>
#include <lauxlib.h>
#include <lualib.h>
#include <stddef.h>

/* ---------------------------------------------------------------------------------------------
 * Constants Swift cannot import.
 * ------------------------------------------------------------------------------------------- */

#undef LUA_REGISTRYINDEX
/** The pseudo-index of the registry (lua.h: -LUAI_MAXSTACK - 1000). */
static const int LUA_REGISTRYINDEX = -LUAI_MAXSTACK - 1000;

/** LUAL_BUFFERSIZE of lauxlib.h, which Swift sees as a non-constant expression. */
static const int CLUA_BUFFERSIZE = (int)LUAL_BUFFERSIZE;

/** LUAL_NUMSIZES of lauxlib.h, for luaL_checkversion. */
static const size_t CLUA_NUMSIZES = LUAL_NUMSIZES;

/* ---------------------------------------------------------------------------------------------
 * lua.h macros.
 * ------------------------------------------------------------------------------------------- */

#undef lua_upvalueindex
static inline int lua_upvalueindex(int i) { return LUA_REGISTRYINDEX - i; }

#undef lua_call
/** Raises on error: call only from C or inside a protected call. */
static inline void lua_call(lua_State *L, int n, int r) { lua_callk(L, n, r, 0, NULL); }

#undef lua_pcall
static inline int lua_pcall(lua_State *L, int n, int r, int f) {
    return lua_pcallk(L, n, r, f, 0, NULL);
}

#undef lua_yield
/** Yields with longjmp: call only from C. */
static inline int lua_yield(lua_State *L, int n) { return lua_yieldk(L, n, 0, NULL); }

#undef lua_getextraspace
static inline void *lua_getextraspace(lua_State *L) {
    return (void *)((char *)L - LUA_EXTRASPACE);
}

#undef lua_tonumber
static inline lua_Number lua_tonumber(lua_State *L, int i) { return lua_tonumberx(L, i, NULL); }

#undef lua_tointeger
static inline lua_Integer lua_tointeger(lua_State *L, int i) { return lua_tointegerx(L, i, NULL); }

#undef lua_pop
static inline void lua_pop(lua_State *L, int n) { lua_settop(L, -n - 1); }

#undef lua_newtable
static inline void lua_newtable(lua_State *L) { lua_createtable(L, 0, 0); }

#undef lua_pushcfunction
static inline void lua_pushcfunction(lua_State *L, lua_CFunction f) { lua_pushcclosure(L, f, 0); }

#undef lua_register
static inline void lua_register(lua_State *L, const char *n, lua_CFunction f) {
    lua_pushcfunction(L, f);
    lua_setglobal(L, n);
}

#undef lua_isfunction
static inline int lua_isfunction(lua_State *L, int n) { return lua_type(L, n) == LUA_TFUNCTION; }
#undef lua_istable
static inline int lua_istable(lua_State *L, int n) { return lua_type(L, n) == LUA_TTABLE; }
#undef lua_islightuserdata
static inline int lua_islightuserdata(lua_State *L, int n) {
    return lua_type(L, n) == LUA_TLIGHTUSERDATA;
}
#undef lua_isnil
static inline int lua_isnil(lua_State *L, int n) { return lua_type(L, n) == LUA_TNIL; }
#undef lua_isboolean
static inline int lua_isboolean(lua_State *L, int n) { return lua_type(L, n) == LUA_TBOOLEAN; }
#undef lua_isthread
static inline int lua_isthread(lua_State *L, int n) { return lua_type(L, n) == LUA_TTHREAD; }
#undef lua_isnone
static inline int lua_isnone(lua_State *L, int n) { return lua_type(L, n) == LUA_TNONE; }
#undef lua_isnoneornil
static inline int lua_isnoneornil(lua_State *L, int n) { return lua_type(L, n) <= 0; }

#undef lua_pushliteral
static inline const char *lua_pushliteral(lua_State *L, const char *s) {
    return lua_pushstring(L, s);
}

#undef lua_pushglobaltable
static inline void lua_pushglobaltable(lua_State *L) {
    (void)lua_rawgeti(L, LUA_REGISTRYINDEX, LUA_RIDX_GLOBALS);
}

#undef lua_tostring
static inline const char *lua_tostring(lua_State *L, int i) { return lua_tolstring(L, i, NULL); }

#undef lua_insert
static inline void lua_insert(lua_State *L, int idx) { lua_rotate(L, idx, 1); }
#undef lua_remove
static inline void lua_remove(lua_State *L, int idx) {
    lua_rotate(L, idx, -1);
    lua_pop(L, 1);
}
#undef lua_replace
static inline void lua_replace(lua_State *L, int idx) {
    lua_copy(L, -1, idx);
    lua_pop(L, 1);
}

#undef lua_newuserdata
static inline void *lua_newuserdata(lua_State *L, size_t s) { return lua_newuserdatauv(L, s, 1); }
#undef lua_getuservalue
static inline int lua_getuservalue(lua_State *L, int idx) { return lua_getiuservalue(L, idx, 1); }
#undef lua_setuservalue
static inline int lua_setuservalue(lua_State *L, int idx) { return lua_setiuservalue(L, idx, 1); }

#undef lua_pushunsigned
static inline void lua_pushunsigned(lua_State *L, lua_Unsigned n) {
    lua_pushinteger(L, (lua_Integer)n);
}
#undef lua_tounsignedx
static inline lua_Unsigned lua_tounsignedx(lua_State *L, int i, int *is) {
    return (lua_Unsigned)lua_tointegerx(L, i, is);
}
#undef lua_tounsigned
static inline lua_Unsigned lua_tounsigned(lua_State *L, int i) {
    return lua_tounsignedx(L, i, NULL);
}

/* ---------------------------------------------------------------------------------------------
 * lauxlib.h macros. Those marked "raises" must only be used from C or inside a protected call.
 * ------------------------------------------------------------------------------------------- */

#undef luaL_checkversion
/** Raises on a version mismatch. */
static inline void luaL_checkversion(lua_State *L) {
    luaL_checkversion_(L, LUA_VERSION_NUM, LUAL_NUMSIZES);
}

#undef luaL_loadfile
static inline int luaL_loadfile(lua_State *L, const char *f) { return luaL_loadfilex(L, f, NULL); }

#undef luaL_newlibtable
/** `count` is the number of entries of `l`, not counting the {NULL, NULL} sentinel. */
static inline void luaL_newlibtable(lua_State *L, const luaL_Reg *l, int count) {
    (void)l;
    lua_createtable(L, 0, count);
}

#undef luaL_newlib
/** Raises on a version mismatch. `l` ends with {NULL, NULL}; `count` excludes it. */
static inline void luaL_newlib(lua_State *L, const luaL_Reg *l, int count) {
    luaL_checkversion(L);
    luaL_newlibtable(L, l, count);
    luaL_setfuncs(L, l, 0);
}

#undef luaL_argcheck
/** Raises when `cond` is false. */
static inline void luaL_argcheck(lua_State *L, int cond, int arg, const char *extramsg) {
    if (!cond) (void)luaL_argerror(L, arg, extramsg);
}

#undef luaL_argexpected
/** Raises when `cond` is false. */
static inline void luaL_argexpected(lua_State *L, int cond, int arg, const char *tname) {
    if (!cond) (void)luaL_typeerror(L, arg, tname);
}

#undef luaL_checkstring
/** Raises when the argument is not a string or a number. */
static inline const char *luaL_checkstring(lua_State *L, int n) {
    return luaL_checklstring(L, n, NULL);
}

#undef luaL_optstring
/** Raises when the argument is neither absent, nil, a string nor a number. */
static inline const char *luaL_optstring(lua_State *L, int n, const char *d) {
    return luaL_optlstring(L, n, d, NULL);
}

#undef luaL_typename
static inline const char *luaL_typename(lua_State *L, int i) {
    return lua_typename(L, lua_type(L, i));
}

#undef luaL_dofile
static inline int luaL_dofile(lua_State *L, const char *fn) {
    return luaL_loadfile(L, fn) || lua_pcall(L, 0, LUA_MULTRET, 0);
}

#undef luaL_dostring
static inline int luaL_dostring(lua_State *L, const char *s) {
    return luaL_loadstring(L, s) || lua_pcall(L, 0, LUA_MULTRET, 0);
}

#undef luaL_getmetatable
static inline int luaL_getmetatable(lua_State *L, const char *n) {
    return lua_getfield(L, LUA_REGISTRYINDEX, n);
}

#undef luaL_loadbuffer
static inline int luaL_loadbuffer(lua_State *L, const char *s, size_t sz, const char *n) {
    return luaL_loadbufferx(L, s, sz, n, NULL);
}

#undef luaL_pushfail
static inline void luaL_pushfail(lua_State *L) { lua_pushnil(L); }

#undef luaL_bufflen
static inline size_t luaL_bufflen(luaL_Buffer *bf) { return bf->n; }
#undef luaL_buffaddr
static inline char *luaL_buffaddr(luaL_Buffer *bf) { return bf->b; }
#undef luaL_addchar
/** Raises when growing the buffer fails. */
static inline void luaL_addchar(luaL_Buffer *B, char c) {
    if (B->n >= B->size) (void)luaL_prepbuffsize(B, 1);
    B->b[B->n++] = c;
}
#undef luaL_addsize
static inline void luaL_addsize(luaL_Buffer *B, size_t s) { B->n += s; }
#undef luaL_buffsub
static inline void luaL_buffsub(luaL_Buffer *B, size_t s) { B->n -= s; }
#undef luaL_prepbuffer
/** Raises when growing the buffer fails. */
static inline char *luaL_prepbuffer(luaL_Buffer *B) { return luaL_prepbuffsize(B, LUAL_BUFFERSIZE); }

#undef luaL_checkunsigned
static inline lua_Unsigned luaL_checkunsigned(lua_State *L, int a) {
    return (lua_Unsigned)luaL_checkinteger(L, a);
}
#undef luaL_optunsigned
static inline lua_Unsigned luaL_optunsigned(lua_State *L, int a, lua_Unsigned d) {
    return (lua_Unsigned)luaL_optinteger(L, a, (lua_Integer)d);
}
#undef luaL_checkint
static inline int luaL_checkint(lua_State *L, int n) { return (int)luaL_checkinteger(L, n); }
#undef luaL_optint
static inline int luaL_optint(lua_State *L, int n, int d) {
    return (int)luaL_optinteger(L, n, d);
}
#undef luaL_checklong
static inline long luaL_checklong(lua_State *L, int n) { return (long)luaL_checkinteger(L, n); }
#undef luaL_optlong
static inline long luaL_optlong(lua_State *L, int n, long d) {
    return (long)luaL_optinteger(L, n, d);
}

/*
 * Not provided, because a function cannot express them: luaL_intop (takes an operator),
 * luaL_opt (takes a function-like macro), lua_writestring / lua_writeline /
 * lua_writestringerror (stdio conveniences of the standalone interpreter).
 */

/* ---------------------------------------------------------------------------------------------
 * Fixed-arity stand-ins for the variadic functions.
 * ------------------------------------------------------------------------------------------- */

/** luaL_error(L, "%s", message), with the position prefix luaL_where adds. Raises. */
static inline int clua_error(lua_State *L, const char *message) {
    return luaL_error(L, "%s", message);
}

/** lua_pushfstring(L, "%s", s): pushes a copy of a C string and returns Lua's internal copy. */
static inline const char *clua_pushfstring(lua_State *L, const char *format, const char *s) {
    return lua_pushfstring(L, format, s);
}

/**
 * lua_gc with up to three integer arguments; the ones an option does not take are ignored.
 * LUA_GCCOUNT, LUA_GCCOUNTB, LUA_GCCOLLECT, LUA_GCSTOP, LUA_GCRESTART and LUA_GCISRUNNING take
 * none; LUA_GCSTEP takes one; LUA_GCGEN takes two; LUA_GCINC takes three.
 */
static inline int clua_gc(lua_State *L, int what, int a, int b, int c) {
    switch (what) {
    case LUA_GCSTEP: return lua_gc(L, what, a);
    case LUA_GCGEN: return lua_gc(L, what, a, b);
    case LUA_GCINC: return lua_gc(L, what, a, b, c);
    default: return lua_gc(L, what);
    }
}

#endif /* PLAYGROUND_CLUA_SHIM_MACROS_H */
