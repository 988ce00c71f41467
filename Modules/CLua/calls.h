/*
 * Protected calls with lua.c's traceback handler, and the trampoline through which Swift
 * bindings are called and report errors without a longjmp crossing a Swift frame.
 */
#ifndef PLAYGROUND_CLUA_CALLS_H
#define PLAYGROUND_CLUA_CALLS_H

#include <stdint.h>

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

/** What a binding closure's one upvalue holds: the binding and its context. */
typedef struct clua_BindingCall {
    clua_Binding binding;
    void *context;
} clua_BindingCall;

/**
 * The C function every Swift binding is called through. While the binding runs, the allocator
 * does not refuse memory (a refusal would raise across the Swift frame); an overdraft is turned
 * into the memory error here, once the Swift frame has returned, as is a CLUA_RAISE.
 */
static inline int clua_trampoline(lua_State *L) {
    /* One upvalue, a userdata with both pointers: reading an upvalue costs an API call. */
    const clua_BindingCall *call = (const clua_BindingCall *)lua_touserdata(L, lua_upvalueindex(1));
    clua_Control *c = clua_control(L);
    c->binding_depth++;
    int results = call->binding(L, call->context);
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
    clua_BindingCall *call = (clua_BindingCall *)lua_newuserdatauv(L, sizeof(clua_BindingCall), 0);
    call->binding = binding;
    call->context = context;
    lua_pushcclosure(L, clua_trampoline, 1);
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
 *
 * Each object has its own metatable, so that a method call is two table lookups and no C call:
 *
 *   userdata --metatable--> object metatable (a copy of the class's template: __gc, __eq,
 *                           __newindex, __tostring, __name, __metatable)
 *     __index --> index table (the class's methods, the same closures for every object, and
 *                 the userdata itself under CLUA_OBJECT_SELF_KEY)
 *       --metatable--> the class's property metatable, shared
 *         __index --> clua_objectindex: finds the userdata through the index table and calls
 *                     the property getter with (userdata, key)
 *
 * The class's template is its registry metatable (luaL_newmetatable): its `__index` is the
 * methods table, whose own metatable is the property metatable. Classes are told apart by a
 * tag, the template's address, in the userdata's block beside the object: reading it takes no
 * API call beyond lua_touserdata, where a field of the metatable would take a metatable fetch
 * and a hashed lookup.
 * ------------------------------------------------------------------------------------------- */

/**
 * The key of the userdata in its index table: a light userdata, which a script cannot make, so
 * no script key reaches it. Never dereferenced.
 */
#define CLUA_OBJECT_SELF_KEY ((const void *)(uintptr_t)0x5E1F)

/** The block of an object's userdata: the retained Swift object (NULL once `__gc` ran), then
 * its class tag. */
typedef struct clua_ObjectBlock {
    void *object;
    const void *tag;
} clua_ObjectBlock;

/**
 * The block of the full userdata at `index` if it is an object of the class tagged `tag` (the
 * address of the class's template), else NULL. Cannot raise.
 *
 * Another userdata of the same size (io's file handles, the bindings' own upvalues) holds
 * pointers to C functions, FILE structures or Swift objects where the tag would be, never the
 * address of a live Lua table, so it cannot pass for an object; scripts cannot make userdata.
 */
static inline void *clua_testobject(lua_State *L, int index, const void *tag) {
    if (lua_type(L, index) != LUA_TUSERDATA || lua_rawlen(L, index) != sizeof(clua_ObjectBlock)) {
        return NULL;
    }
    clua_ObjectBlock *block = (clua_ObjectBlock *)lua_touserdata(L, index);
    return tag != NULL && block->tag == tag ? block : NULL;
}

/**
 * clua_testobject for the class whose template the registry holds under `name`
 * (luaL_testudata for objects with their own metatables). Cannot raise.
 */
static inline void *clua_testobject_named(lua_State *L, int index, const char *name) {
    if (lua_type(L, index) != LUA_TUSERDATA) return NULL;
    lua_getfield(L, LUA_REGISTRYINDEX, name);
    const void *tag = lua_type(L, -1) == LUA_TTABLE ? lua_topointer(L, -1) : NULL;
    lua_settop(L, -2);
    return tag == NULL ? NULL : clua_testobject(L, index, tag);
}

/** Copies every field of the table at `from` into the table at `to` (both absolute), raw. */
static inline void clua_copyfields(lua_State *L, int from, int to) {
    lua_pushnil(L);
    while (lua_next(L, from)) {
        lua_pushvalue(L, -2);
        lua_insert(L, -2);
        lua_rawset(L, to);
    }
}

/**
 * Gives the userdata at `object` (a clua_ObjectBlock) its class tag, and its own metatable and
 * index table, built from the class template at `template` (see above). Allocates, so call it while Swift holds the thread (see
 * control.h) or inside a protected call. Leaves the stack as it found it.
 */
static inline void clua_setobjectmetatable(lua_State *L, int object, int template) {
    object = lua_absindex(L, object);
    template = lua_absindex(L, template);
    clua_ObjectBlock *block = (clua_ObjectBlock *)lua_touserdata(L, object);
    block->tag = NULL;
    if (lua_type(L, template) != LUA_TTABLE) return;
    int base = lua_gettop(L);
    lua_createtable(L, 0, 9);
    int metatable = base + 1;
    clua_copyfields(L, template, metatable);
    block->tag = lua_topointer(L, template);

    lua_pushliteral(L, "__index");
    lua_rawget(L, template); /* the methods table */
    int methods = metatable + 1;
    lua_createtable(L, 0, 0);
    int index = methods + 1;
    if (lua_type(L, methods) == LUA_TTABLE) {
        clua_copyfields(L, methods, index);
        if (lua_getmetatable(L, methods)) lua_setmetatable(L, index);
    }
    lua_pushvalue(L, object);
    lua_rawsetp(L, index, CLUA_OBJECT_SELF_KEY);
    lua_pushliteral(L, "__index");
    lua_pushvalue(L, index);
    lua_rawset(L, metatable);
    lua_settop(L, metatable);
    lua_setmetatable(L, object);
}

/**
 * `__index` of an object's index table, reached for every key that is not a method: calls the
 * binding of its upvalues (the property getter, or the "no member" error) with (userdata, key)
 * in place of (index table, key), as clua_trampoline would. The userdata is found under
 * CLUA_OBJECT_SELF_KEY.
 */
static inline int clua_objectindex(lua_State *L) {
    lua_settop(L, 2);
    if (lua_type(L, 1) == LUA_TTABLE) {
        lua_rawgetp(L, 1, CLUA_OBJECT_SELF_KEY);
        lua_replace(L, 1);
    }
    return clua_trampoline(L);
}

/**
 * Replaces the binding closure on top (clua_pushbinding's) with a clua_objectindex closure over
 * the same binding and context.
 */
static inline void clua_objectindex_from_binding(lua_State *L) {
    lua_getupvalue(L, -1, 1);
    lua_pushcclosure(L, clua_objectindex, 1);
    lua_replace(L, -2);
}

#endif /* PLAYGROUND_CLUA_CALLS_H */
