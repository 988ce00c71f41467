/*
 * Protected calls with lua.c's traceback handler, and the trampoline through which Swift
 * bindings are called and report errors without a longjmp crossing a Swift frame.
 */
#ifndef PLAYGROUND_CLUA_CALLS_H
#define PLAYGROUND_CLUA_CALLS_H

#include "macros.h"
#include "control.h"

/* ---------------------------------------------------------------------------------------------
 * The message handler and protected calls with a traceback, as lua.c does them.
 * ------------------------------------------------------------------------------------------- */

/**
 * lua.c's msghandler: turns the error object into a string (through __tostring when it has
 * one) and appends a standard traceback.
 */
static inline int clua_msghandler(lua_State *L) {
    const char *msg = lua_tostring(L, 1);
    if (msg == NULL) {
        if (luaL_callmeta(L, 1, "__tostring") && lua_type(L, -1) == LUA_TSTRING) {
            return 1;
        }
        msg = lua_pushfstring(L, "(error object is a %s value)", luaL_typename(L, 1));
    }
    luaL_traceback(L, L, msg, 1);
    return 1;
}

/**
 * Calls the function below its `nargs` arguments in protected mode with clua_msghandler, as
 * lua.c's docall does. On error the single result is the message with its traceback.
 */
static inline int clua_pcall_traceback(lua_State *L, int nargs, int nresults) {
    int base = lua_gettop(L) - nargs;
    lua_pushcfunction(L, clua_msghandler);
    lua_insert(L, base);
    int status = lua_pcall(L, nargs, nresults, base);
    lua_remove(L, base);
    return status;
}

/* ---------------------------------------------------------------------------------------------
 * The trampoline for bindings written in Swift.
 * ------------------------------------------------------------------------------------------- */

/**
 * What a binding returns, instead of a result count, when it left an error message on top: the
 * trampoline raises it with the caller's position in front, as luaL_error does.
 */
#define CLUA_RAISE (-1)
/**
 * What a binding returns when it left an error value that already says where it happened (an
 * error from a Lua callback it called): the trampoline raises it unchanged.
 */
#define CLUA_RERAISE (-2)

/**
 * A binding written in Swift. It receives the context pointer it was pushed with. It must not
 * call anything that can raise; it returns the number of results it pushed, or CLUA_RAISE or
 * CLUA_RERAISE with the error value on top of the stack.
 */
typedef int (*clua_Binding)(lua_State *L, void *context);

/**
 * The C function every Swift binding is called through. While the binding runs, the allocator
 * does not refuse memory (a refusal would raise across the Swift frame); an overdraft is turned
 * into the memory error here, once the Swift frame has returned, as is a CLUA_RAISE.
 */
static inline int clua_trampoline(lua_State *L) {
    clua_Binding binding = (clua_Binding)lua_touserdata(L, lua_upvalueindex(1));
    void *context = lua_touserdata(L, lua_upvalueindex(2));
    clua_Control *c = clua_control(L);
    c->binding_depth++;
    int results = binding(L, context);
    c->binding_depth--;
    if (c->overdrawn) {
        c->overdrawn = 0;
        clua_control_stop(c, CLUA_STOP_MEMORY);
        const char *message = c->messages[CLUA_STOP_MEMORY][0] ? c->messages[CLUA_STOP_MEMORY]
                                                                : "not enough memory";
        return luaL_error(L, "%s", message);
    }
    if (results == CLUA_RAISE) {
        if (lua_type(L, -1) == LUA_TSTRING) {
            luaL_where(L, 1);
            lua_insert(L, -2);
            lua_concat(L, 2);
        }
        return lua_error(L);
    }
    if (results == CLUA_RERAISE) {
        return lua_error(L);
    }
    return results;
}

/**
 * luaL_loadbufferx with the memory limit in force (loading is protected inside Lua).
 */
static inline int clua_loadbuffer(lua_State *L, const char *buffer, size_t size,
                                  const char *name, const char *mode) {
    clua_Control *c = clua_control(L);
    int depth = c->binding_depth;
    c->binding_depth = 0;
    int status = luaL_loadbufferx(L, buffer, size, name, mode);
    c->binding_depth = depth;
    return status;
}

/**
 * From Swift: calls the function below its `nargs` arguments in protected mode, with the memory
 * limit in force again for the Lua code it runs. With `traceback` the error becomes a message
 * with a traceback (for errors that end the run); without it the error value stays what the
 * script raised (for errors a binding passes on to the script that called it).
 */
static inline int clua_pcall_from_binding(lua_State *L, int nargs, int nresults, int traceback) {
    clua_Control *c = clua_control(L);
    int depth = c->binding_depth;
    c->binding_depth = 0;
    int status = traceback ? clua_pcall_traceback(L, nargs, nresults)
                           : lua_pcall(L, nargs, nresults, 0);
    c->binding_depth = depth;
    return status;
}

/**
 * Pushes a Lua function that calls `binding` with `context` through the trampoline. Allocates,
 * so call it while Swift holds the thread (see control.h) or inside a protected call.
 */
static inline void clua_pushbinding(lua_State *L, clua_Binding binding, void *context) {
    lua_pushlightuserdata(L, (void *)binding);
    lua_pushlightuserdata(L, context);
    lua_pushcclosure(L, clua_trampoline, 2);
}

/**
 * From Swift: calls the function the registry holds under `reference` with the number
 * `argument`, in protected mode with the memory limit in force for the Lua code it runs and the
 * message handler at stack index `msgh` (0 for none), discarding its results. The host's clock
 * dispatches a script's timer handler with it, one C call per firing. The caller has made room
 * for two values (lua_checkstack) once for all its calls: each leaves the stack as it found it.
 * Returns the status; on failure the error value is on top.
 */
static inline int clua_call_handler(lua_State *L, int reference, lua_Number argument, int msgh) {
    lua_rawgeti(L, LUA_REGISTRYINDEX, reference);
    lua_pushnumber(L, argument);
    clua_Control *c = clua_control(L);
    int depth = c->binding_depth;
    c->binding_depth = 0;
    int status = lua_pcall(L, 1, 0, msgh);
    c->binding_depth = depth;
    return status;
}

/** Whether a Lua function is running: a binding is on the stack, not the host's top level. */
static inline int clua_is_running(lua_State *L) {
    lua_Debug ar;
    return lua_getstack(L, 0, &ar);
}

/* ---------------------------------------------------------------------------------------------
 * Userdata that hold Swift objects.
 * ------------------------------------------------------------------------------------------- */

/**
 * The block of the full userdata at `index` if its metatable is `metatable` (compared by
 * address), else NULL: luaL_testudata for a caller that already knows the metatable, without
 * its registry lookup by name. Cannot raise.
 */
static inline void *clua_testobject(lua_State *L, int index, const void *metatable) {
    if (lua_type(L, index) != LUA_TUSERDATA || !lua_getmetatable(L, index)) return NULL;
    const void *actual = lua_topointer(L, -1);
    lua_settop(L, -2);
    return actual == metatable ? lua_touserdata(L, index) : NULL;
}

/**
 * `__index` of a bound type: a raw get in the methods table (upvalue 1), so a method call needs
 * no Swift code to find the method; otherwise the property getter (upvalue 2) with (self, key).
 */
static inline int clua_index(lua_State *L) {
    /* Every method call comes through here, so the method path makes two API calls: the result
     * of the raw get is on top whatever the caller passed (a missing key reads as nil). */
    lua_pushvalue(L, 2);
    if (lua_rawget(L, lua_upvalueindex(1)) != LUA_TNIL) return 1;
    lua_settop(L, 2);
    lua_pushvalue(L, lua_upvalueindex(2));
    lua_insert(L, 1);
    if (lua_pcall(L, 2, 1, 0) != LUA_OK) {
        /* The getter's caller was this C function, so its message has no position yet: give
         * it the position of the Lua code that indexed, as a field error in Lua would have. */
        if (lua_type(L, -1) == LUA_TSTRING) {
            luaL_where(L, 1);
            lua_insert(L, -2);
            lua_concat(L, 2);
        }
        return lua_error(L);
    }
    return 1;
}

#endif /* PLAYGROUND_CLUA_CALLS_H */
