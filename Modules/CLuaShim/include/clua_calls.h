/*
 * Protected calls with lua.c's traceback handler, and the trampoline through which Swift
 * bindings are called and report errors without a longjmp crossing a Swift frame.
 */
#ifndef PLAYGROUND_CLUA_SHIM_CALLS_H
#define PLAYGROUND_CLUA_SHIM_CALLS_H

#include <stdint.h>

#include "clua_macros.h"
#include "clua_control.h"

/* ---------------------------------------------------------------------------------------------
 * The message handler and protected calls with a traceback, as lua.c does them.
 * ------------------------------------------------------------------------------------------- */

/**
 * lua.c's msghandler: turns the error object into a string (through __tostring when it has
 * one) and appends a standard traceback.
 */
int clua_msghandler(lua_State *L);

/**
 * Calls the function below its `nargs` arguments in protected mode with clua_msghandler, as
 * lua.c's docall does. On error the single result is the message with its traceback.
 */
int clua_pcall_traceback(lua_State *L, int nargs, int nresults);

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
 * luaL_loadbufferx with the memory limit in force (loading is protected inside Lua).
 */
int clua_loadbuffer(lua_State *L, const char *buffer, size_t size,
                    const char *name, const char *mode);

/**
 * From Swift: calls the function below its `nargs` arguments in protected mode, with the memory
 * limit in force again for the Lua code it runs. With `traceback` the error becomes a message
 * with a traceback (for errors that end the run); without it the error value stays what the
 * script raised (for errors a binding passes on to the script that called it).
 */
int clua_pcall_from_binding(lua_State *L, int nargs, int nresults, int traceback);

/**
 * Pushes a Lua function that calls `binding` with `context` through the trampoline. Allocates,
 * so call it while Swift holds the thread (see clua_control.h) or inside a protected call.
 */
void clua_pushbinding(lua_State *L, clua_Binding binding, void *context);

/**
 * From Swift: counts one dispatch against the instruction limit of `c` (the state's control,
 * passed so that it is not looked up: a handler that is a C function runs no Lua instruction,
 * and a run made only of them must still end), then calls the function the registry holds
 * under `reference` with the number `argument`, in protected mode with the memory limit in
 * force for the Lua code it runs and the message handler at stack index `msgh` (0 for none),
 * discarding its results. The host's clock dispatches a script's timer handler with it, one C
 * call per firing. The caller has made room for two values (lua_checkstack) once for all its
 * calls: each leaves the stack as it found it. Returns the status; on failure the error value
 * is on top.
 */
int clua_call_handler(lua_State *L, clua_Control *c, int reference, lua_Number argument, int msgh);

/**
 * A burst: the host's clock firing one repeating timer's handler again and again while that
 * timer stays the earliest on the clock, without going back to Swift between firings (a tick
 * handler is the busiest path from the host into Lua).
 */
typedef struct clua_Burst {
    /** The registry reference of the handler, and the message handler's stack index (0: none). */
    int reference;
    int msgh;
    /** The timer: its k-th firing (from 0) is due at first + k × interval, computed, not summed. */
    double first;
    double interval;
    /** Firings so far: the next one is due at first + firings × interval. Counted before each
     *  call, so it is right while the handler runs (the host takes it back from here). */
    long long firings;
    /** A firing is made only at a time before `before` (the next other timer's) and not after
     *  `last` (the end of the run), and at most `most` are made. */
    double before;
    double last;
    long long most;
    /** The clock's latest time: it is moved to min(time, maximum), never back. */
    double maximum;
    /** Firings made (out). */
    long long fired;
} clua_Burst;

/**
 * From Swift: fires the burst `b` on `L`: while no stop has come and c->burst is still `b`
 * (the host sets it to NULL to end the burst, see clua_Control), and the next firing is due
 * before `before`, at or before `last`, and within `most`: counts it in `firings` and `fired`,
 * moves the clock (c->clock_time, c->now) to its time, and calls the handler as
 * clua_call_handler does. Leaves c->burst as it found it at the end: `b` when nothing ended
 * the burst early, for the caller to take back. Returns the status of the last call (LUA_OK
 * when none failed); on failure the error value is on top.
 */
int clua_fire_burst(lua_State *L, clua_Control *c, clua_Burst *b);

/**
 * A Lua function for the host to call in protected mode with (object, name, arguments...): it
 * calls object[name](object, arguments...) and returns what that returns. The look-up runs in
 * Lua, where an `__index` metamethod's error is caught; a name the object does not have raises
 * "no method 'name'". (The host calls a control's method for a live page's touch with it.)
 */
int clua_method_caller(lua_State *L);

/** Whether a Lua function is running: a binding is on the stack, not the host's top level. */
int clua_is_running(lua_State *L);

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
 *         __index --> clua_propertyindex: finds the userdata through the index table and calls
 *                     the getter binding its key names with (userdata, key)
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
void *clua_testobject(lua_State *L, int index, const void *tag);

/**
 * clua_testobject for the class whose template the registry holds under `name`
 * (luaL_testudata for objects with their own metatables). Cannot raise.
 */
void *clua_testobject_named(lua_State *L, int index, const char *name);

/**
 * Gives the userdata at `object` (a clua_ObjectBlock) its class tag, and its own metatable and
 * index table, built from the class template at `template` (see above). Allocates, so call it while Swift holds the thread (see
 * clua_control.h) or inside a protected call. Leaves the stack as it found it.
 */
void clua_setobjectmetatable(lua_State *L, int object, int template);

/**
 * Replaces the table of binding closures (clua_pushbinding's) keyed by property name and the
 * binding closure on top of it with one metamethod: `__index` of an object's index table,
 * reached for every key that is not a method (the userdata is found under
 * CLUA_OBJECT_SELF_KEY and passed in place of the index table), or with `newindex` an object's
 * `__newindex`. It calls the binding its key
 * names with (userdata, key[, value]), or the binding on top for any other key, as
 * clua_trampoline would; Lua finds the binding, so no binding compares names. Allocates, so
 * call it while Swift holds the thread (see clua_control.h) or inside a protected call.
 */
void clua_propertytable_from_bindings(lua_State *L, int newindex);

#endif /* PLAYGROUND_CLUA_SHIM_CALLS_H */
