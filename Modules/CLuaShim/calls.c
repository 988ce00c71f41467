/* See clua_calls.h. */

#include "CLuaShim.h"

/* ---------------------------------------------------------------------------------------------
 * The message handler and protected calls with a traceback, as lua.c does them.
 * ------------------------------------------------------------------------------------------- */

int clua_msghandler(lua_State *L) {
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

int clua_pcall_traceback(lua_State *L, int nargs, int nresults) {
    int base = lua_gettop(L) - nargs;
    lua_pushcfunction(L, clua_msghandler);
    lua_insert(L, base);
    int status = lua_pcall(L, nargs, nresults, base);
    lua_remove(L, base);
    return status;
}

/**
 * The C function every Swift binding is called through. While the binding runs, the allocator
 * does not refuse memory (a refusal would raise across the Swift frame); an overdraft is turned
 * into the memory error here, once the Swift frame has returned, as is a CLUA_RAISE.
 */
static int clua_trampoline(lua_State *L);

/** Runs `call`'s binding as clua_trampoline does; shared with the property tables below. */
static int clua_run_binding(lua_State *L, const clua_BindingCall *call) {
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

static int clua_trampoline(lua_State *L) {
    /* One upvalue, a userdata with both pointers: reading an upvalue costs an API call. */
    return clua_run_binding(L, (const clua_BindingCall *)lua_touserdata(L, lua_upvalueindex(1)));
}

int clua_loadbuffer(lua_State *L, const char *buffer, size_t size,
                    const char *name, const char *mode) {
    clua_Control *c = clua_control(L);
    int depth = c->binding_depth;
    c->binding_depth = 0;
    int status = luaL_loadbufferx(L, buffer, size, name, mode);
    c->binding_depth = depth;
    return status;
}

int clua_pcall_from_binding(lua_State *L, int nargs, int nresults, int traceback) {
    clua_Control *c = clua_control(L);
    int depth = c->binding_depth;
    c->binding_depth = 0;
    int status = traceback ? clua_pcall_traceback(L, nargs, nresults)
                           : lua_pcall(L, nargs, nresults, 0);
    c->binding_depth = depth;
    return status;
}

void clua_pushbinding(lua_State *L, clua_Binding binding, void *context) {
    clua_BindingCall *call = (clua_BindingCall *)lua_newuserdatauv(L, sizeof(clua_BindingCall), 0);
    call->binding = binding;
    call->context = context;
    lua_pushcclosure(L, clua_trampoline, 1);
}


int clua_call_handler(lua_State *L, clua_Control *c, int reference, lua_Number argument, int msgh) {
    if (c->instruction_limit > 0) clua_control_count(c, 1);
    lua_rawgeti(L, LUA_REGISTRYINDEX, reference);
    lua_pushnumber(L, argument);
    int depth = c->binding_depth;
    c->binding_depth = 0;
    int status = lua_pcall(L, 1, 0, msgh);
    c->binding_depth = depth;
    return status;
}

/* The firing times are first + k × interval as Swift computes them: never fused into one
 * multiply-add, which rounds once instead of twice. */
#pragma STDC FP_CONTRACT OFF

int clua_fire_burst(lua_State *L, clua_Control *c, clua_Burst *b) {
    int status = LUA_OK;
    c->burst = b;
    while (c->burst == b && b->fired < b->most && !clua_control_is_stopped(c)) {
        double time = b->first + (double)b->firings * b->interval;
        if (!(time < b->before && time <= b->last)) break;
        b->firings += 1;
        b->fired += 1;
        if (time > c->clock_time) c->clock_time = time < b->maximum ? time : b->maximum;
        c->now = c->clock_origin + c->clock_time;
        status = clua_call_handler(L, c, b->reference, time, b->msgh);
        if (status != LUA_OK) break;
    }
    return status;
}

int clua_method_caller(lua_State *L) {
    int count = lua_gettop(L);
    if (count < 2) return luaL_error(L, "no object and method to call");
    lua_pushvalue(L, 2);
    lua_gettable(L, 1);
    if (lua_isnil(L, -1)) {
        lua_pushvalue(L, 2);
        return luaL_error(L, "no method '%s'", luaL_tolstring(L, -1, NULL));
    }
    /* [object, name, arguments..., function] -> [function, object, arguments...] */
    lua_replace(L, 2);
    lua_pushvalue(L, 1);
    lua_pushvalue(L, 2);
    lua_replace(L, 1);
    lua_replace(L, 2);
    lua_call(L, count - 1, LUA_MULTRET);
    return lua_gettop(L);
}

int clua_is_running(lua_State *L) {
    lua_Debug ar;
    return lua_getstack(L, 0, &ar);
}

void *clua_testobject(lua_State *L, int index, const void *tag) {
    /* Every method call checks its self here: two API calls, not three. A string or a table
     * of that length passes the size test, but lua_touserdata gives NULL for it; a light
     * userdata has no length. */
    if (lua_rawlen(L, index) != sizeof(clua_ObjectBlock)) return NULL;
    clua_ObjectBlock *block = (clua_ObjectBlock *)lua_touserdata(L, index);
    return tag != NULL && block != NULL && block->tag == tag ? block : NULL;
}

void *clua_testobject_named(lua_State *L, int index, const char *name) {
    if (lua_type(L, index) != LUA_TUSERDATA) return NULL;
    lua_getfield(L, LUA_REGISTRYINDEX, name);
    const void *tag = lua_type(L, -1) == LUA_TTABLE ? lua_topointer(L, -1) : NULL;
    lua_settop(L, -2);
    return tag == NULL ? NULL : clua_testobject(L, index, tag);
}

/** Copies every field of the table at `from` into the table at `to` (both absolute), raw. */
static void clua_copyfields(lua_State *L, int from, int to) {
    lua_pushnil(L);
    while (lua_next(L, from)) {
        lua_pushvalue(L, -2);
        lua_insert(L, -2);
        lua_rawset(L, to);
    }
}

void clua_setobjectmetatable(lua_State *L, int object, int template) {
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

/*
 * A property table's metamethod: upvalue 1 maps each property's name to its binding (the
 * clua_BindingCall userdata), upvalue 2 is the binding for every other key. The key is looked
 * up by Lua itself (an interned string's hash), so no binding sees a name it must compare.
 */
static int clua_propertydispatch(lua_State *L, int arguments) {
    lua_settop(L, arguments);
    if (lua_type(L, 1) == LUA_TTABLE) {
        lua_rawgetp(L, 1, CLUA_OBJECT_SELF_KEY);
        lua_replace(L, 1);
    }
    const clua_BindingCall *call = NULL;
    if (lua_type(L, 2) == LUA_TSTRING) {
        lua_pushvalue(L, 2);
        if (lua_rawget(L, lua_upvalueindex(1)) == LUA_TUSERDATA) {
            call = (const clua_BindingCall *)lua_touserdata(L, -1);
        }
        lua_settop(L, arguments);
    }
    if (call == NULL) call = (const clua_BindingCall *)lua_touserdata(L, lua_upvalueindex(2));
    return clua_run_binding(L, call);
}

static int clua_propertyindex(lua_State *L) { return clua_propertydispatch(L, 2); }

static int clua_propertynewindex(lua_State *L) { return clua_propertydispatch(L, 3); }

void clua_propertytable_from_bindings(lua_State *L, int newindex) {
    /* Each binding closure in the table becomes its clua_BindingCall userdata. */
    lua_pushnil(L);
    while (lua_next(L, -3) != 0) {
        lua_getupvalue(L, -1, 1);
        lua_replace(L, -2);
        lua_pushvalue(L, -2);
        lua_insert(L, -2);
        lua_rawset(L, -5);
    }
    lua_getupvalue(L, -1, 1);
    lua_replace(L, -2);
    lua_pushcclosure(L, newindex ? clua_propertynewindex : clua_propertyindex, 2);
}
