/* See clua_sandbox.h. */

#include <limits.h>
#include <sys/stat.h>
#include "CLuaShim.h"

/* ---------------------------------------------------------------------------------------------
 * Calling an original library function under a new name.
 * ------------------------------------------------------------------------------------------- */

/**
 * Raises the error on top, naming the original function by `name` and giving it the caller's
 * position, as it would have had if the script had called the original directly (an original
 * called from C cannot know its own name).
 */
static int clua_raise_as(lua_State *L, const char *name) {
    if (lua_type(L, -1) == LUA_TSTRING) {
        char pattern[64];
        snprintf(pattern, sizeof pattern, "to '%s'", name);
        luaL_gsub(L, lua_tostring(L, -1), "to '?'", pattern);
        luaL_where(L, 1);
        lua_insert(L, -2);
        lua_concat(L, 2);
    }
    return lua_error(L);
}

/** Calls the function in upvalue 1 with this call's arguments and returns its results; its
 * errors are raised as clua_raise_as does. */
static int clua_callupvalue(lua_State *L, const char *name) {
    lua_pushvalue(L, lua_upvalueindex(1));
    lua_insert(L, 1);
    if (lua_pcall(L, lua_gettop(L) - 1, LUA_MULTRET, 0) != LUA_OK) {
        return clua_raise_as(L, name);
    }
    return lua_gettop(L);
}

/**
 * Replaces field `name` of the table on top by a closure of `wrapper` over the original, which
 * the wrapper finds in upvalue 1.
 */
static void clua_wrapfield(lua_State *L, const char *name, lua_CFunction wrapper) {
    lua_getfield(L, -1, name);
    lua_pushcclosure(L, wrapper, 1);
    lua_setfield(L, -2, name);
}

/* ---------------------------------------------------------------------------------------------
 * base: load takes text only.
 * ------------------------------------------------------------------------------------------- */

/**
 * `load` restricted to text chunks. Calls the original `load` (upvalue 1) with the mode forced
 * to "t", keeping whether an environment argument was given, since `load` tells nil apart from
 * none there.
 */
static int clua_loadtext(lua_State *L) {
    int nargs = lua_gettop(L);
    lua_settop(L, nargs < 4 ? 3 : 4);
    lua_pushliteral(L, "t");
    lua_replace(L, 3);
    return clua_callupvalue(L, "load");
}

/* ---------------------------------------------------------------------------------------------
 * xpcall whose message handler a stop can get past.
 * ------------------------------------------------------------------------------------------- */

/**
 * The message handler xpcall really installs: the script's handler (upvalue 1), unless the run
 * has been stopped. Lua calls message handlers with hooks disabled when the error was raised by
 * a hook, so a script's handler that loops forever could not otherwise be stopped.
 */
static int clua_xpcall_handler(lua_State *L) {
    if (clua_control_reason(clua_control(L)) != CLUA_STOP_NONE) {
        lua_settop(L, 1);
        return 1;
    }
    lua_pushvalue(L, lua_upvalueindex(1));
    lua_insert(L, 1);
    lua_call(L, lua_gettop(L) - 1, 1);
    return 1;
}

static int clua_xpcall_done(lua_State *L, int status, lua_KContext context) {
    (void)status;
    (void)context;
    return lua_gettop(L);
}

/**
 * xpcall(f, handler, ...) through clua_xpcall_handler; the original xpcall is upvalue 1. Called
 * with a continuation, so a coroutine may still yield inside xpcall.
 */
static int clua_xpcall(lua_State *L) {
    luaL_checktype(L, 2, LUA_TFUNCTION);
    lua_pushvalue(L, 2);
    lua_pushcclosure(L, clua_xpcall_handler, 1);
    lua_replace(L, 2);
    lua_pushvalue(L, lua_upvalueindex(1));
    lua_insert(L, 1);
    lua_callk(L, lua_gettop(L) - 1, LUA_MULTRET, 0, clua_xpcall_done);
    return clua_xpcall_done(L, LUA_OK, 0);
}

/* ---------------------------------------------------------------------------------------------
 * Finalizers a stop can reach.
 * ------------------------------------------------------------------------------------------- */

/**
 * The `__gc` Lua really calls: the script's finalizer (upvalue 1) run in a fresh coroutine.
 * Lua runs finalizers with hooks disabled on the collecting thread, so neither the instruction
 * count nor a stop would reach a finalizer that loops; a new thread has hooks enabled and
 * inherits the collecting thread's hook. An error ends up as Lua's "error in __gc" warning.
 */
static int clua_gc_finalizer(lua_State *L) {
    lua_State *co = lua_newthread(L);
    lua_pushvalue(L, lua_upvalueindex(1));
    lua_pushvalue(L, 1);
    lua_xmove(L, co, 2);
    int results = 0;
    /* On the resume chain, so a stop (timeout, Ctrl-C) reaches it like any coroutine. */
    clua_Control *c = clua_control(L);
    int tracked = clua_chain_push(c, co);
    int status = lua_resume(co, L, 1, &results);
    if (tracked) clua_chain_pop(c);
    if (status != LUA_OK && status != LUA_YIELD) {
        lua_xmove(co, L, 1);
        return lua_error(L);
    }
    return 0;
}

/**
 * setmetatable, then a Lua-function `__gc` in the metatable is replaced by clua_gc_finalizer
 * over it. Done after the original call, which decides whether the object gets finalized.
 */
static int clua_setmetatable(lua_State *L) {
    lua_settop(L, 2);
    lua_pushvalue(L, lua_upvalueindex(1));
    lua_pushvalue(L, 1);
    lua_pushvalue(L, 2);
    if (lua_pcall(L, 2, 1, 0) != LUA_OK) return clua_raise_as(L, "setmetatable");
    if (lua_type(L, 2) == LUA_TTABLE) {
        lua_pushliteral(L, "__gc");
        if (lua_rawget(L, 2) == LUA_TFUNCTION && lua_tocfunction(L, -1) != clua_gc_finalizer) {
            lua_pushcclosure(L, clua_gc_finalizer, 1);
            lua_pushliteral(L, "__gc");
            lua_insert(L, -2);
            lua_rawset(L, 2);
        } else {
            lua_pop(L, 1);
        }
    }
    return 1;
}

/* ---------------------------------------------------------------------------------------------
 * os on the virtual clock.
 * ------------------------------------------------------------------------------------------- */

/** The virtual clock's "now" in whole seconds since the epoch, as os.time returns it. */
static lua_Integer clua_virtual_time(lua_State *L) {
    /* A double outside lua_Integer's range has no integer value, and converting it is undefined
     * behaviour in C: saturate (the clock itself stays below 1e12 s; this is the last guard). */
    double now = floor(clua_control(L)->now);
    if (!(now >= -9.2e18)) return LUA_MININTEGER;
    if (now >= 9.2e18) return LUA_MAXINTEGER;
    return (lua_Integer)now;
}

/** os.time(): the virtual now; os.time(table): as Lua's. */
static int clua_os_time(lua_State *L) {
    if (lua_isnoneornil(L, 1)) {
        lua_pushinteger(L, clua_virtual_time(L));
        return 1;
    }
    return clua_callupvalue(L, "time");
}

/** os.date(format [, time]): the time defaults to the virtual now. */
static int clua_os_date(lua_State *L) {
    if (lua_isnoneornil(L, 2)) {
        lua_settop(L, 1);
        lua_pushinteger(L, clua_virtual_time(L));
    }
    return clua_callupvalue(L, "date");
}

/** Replaces `os` (on top of the stack) by the sandbox's subset of it, left on top; time and
 * date read the virtual clock. */
static void clua_restrict_os(lua_State *L) {
    int full = lua_gettop(L);
    clua_wrapfield(L, "time", clua_os_time);
    clua_wrapfield(L, "date", clua_os_date);
    lua_createtable(L, 0, 4);
    lua_getfield(L, full, "time");
    lua_setfield(L, -2, "time");
    lua_getfield(L, full, "date");
    lua_setfield(L, -2, "date");
    lua_getfield(L, full, "clock");
    lua_setfield(L, -2, "clock");
    lua_getfield(L, full, "difftime");
    lua_setfield(L, -2, "difftime");
    lua_remove(L, full);
}

/* ---------------------------------------------------------------------------------------------
 * coroutine.resume and coroutine.wrap that a stop can reach (see clua_control.h).
 * ------------------------------------------------------------------------------------------- */

/** lcorolib.c's auxresume, with the resumed coroutine recorded in the control's chain. */
static int clua_auxresume(lua_State *L, lua_State *co, int narg) {
    int status, nres;
    if (!lua_checkstack(co, narg)) {
        lua_pushliteral(L, "too many arguments to resume");
        return -1;
    }
    clua_Control *c = clua_control(L);
    int tracked = clua_chain_push(c, co);
    lua_xmove(L, co, narg);
    status = lua_resume(co, L, narg, &nres);
    if (tracked) clua_chain_pop(c);
    if (status == LUA_OK || status == LUA_YIELD) {
        if (!lua_checkstack(L, nres + 1)) {
            lua_pop(co, nres);
            lua_pushliteral(L, "too many results to resume");
            return -1;
        }
        lua_xmove(co, L, nres);
        return nres;
    }
    lua_xmove(co, L, 1);
    return -1;
}

static int clua_co_resume(lua_State *L) {
    lua_State *co = lua_tothread(L, 1);
    luaL_argexpected(L, co != NULL, 1, "coroutine");
    int r = clua_auxresume(L, co, lua_gettop(L) - 1);
    if (r < 0) {
        lua_pushboolean(L, 0);
        lua_insert(L, -2);
        return 2;
    }
    lua_pushboolean(L, 1);
    lua_insert(L, -(r + 1));
    return r + 1;
}

/**
 * lua_resetthread on the resume chain: closing a coroutine runs its pending __close handlers in
 * the coroutine itself, which no resume has armed, so a handler that loops would outlive a stop.
 */
static int clua_closethread(lua_State *L, lua_State *co) {
    clua_Control *c = clua_control(L);
    int tracked = clua_chain_push(c, co);
    int status = lua_resetthread(co);
    if (tracked) clua_chain_pop(c);
    return status;
}

/**
 * coroutine.close: the original (upvalue 1) called with the coroutine on the resume chain. The
 * original raises for a running or normal coroutine, so it is called protected and its error
 * raised again once the chain is restored.
 */
static int clua_co_close(lua_State *L) {
    lua_State *co = lua_tothread(L, 1);
    luaL_argexpected(L, co != NULL, 1, "coroutine");
    clua_Control *c = clua_control(L);
    lua_settop(L, 1);
    lua_pushvalue(L, lua_upvalueindex(1));
    lua_insert(L, 1);
    int tracked = clua_chain_push(c, co);
    int status = lua_pcall(L, 1, LUA_MULTRET, 0);
    if (tracked) clua_chain_pop(c);
    if (status != LUA_OK) return lua_error(L);
    return lua_gettop(L);
}

/** lcorolib.c's auxwrap (Lua 5.4.4), through clua_auxresume. */
static int clua_co_auxwrap(lua_State *L) {
    lua_State *co = lua_tothread(L, lua_upvalueindex(1));
    int r = clua_auxresume(L, co, lua_gettop(L));
    if (r < 0) {
        int stat = lua_status(co);
        if (stat != LUA_OK && stat != LUA_YIELD) {
            stat = clua_closethread(L, co);
            lua_xmove(co, L, 1);
        }
        if (stat != LUA_ERRMEM && lua_type(L, -1) == LUA_TSTRING) {
            luaL_where(L, 1);
            lua_insert(L, -2);
            lua_concat(L, 2);
        }
        return lua_error(L);
    }
    return r;
}

static int clua_co_wrap(lua_State *L) {
    luaL_checktype(L, 1, LUA_TFUNCTION);
    lua_State *co = lua_newthread(L);
    lua_pushvalue(L, 1);
    lua_xmove(L, co, 1);
    lua_pushcclosure(L, clua_co_auxwrap, 1);
    return 1;
}

/* ---------------------------------------------------------------------------------------------
 * require: Lua text files beside the script.
 * ------------------------------------------------------------------------------------------- */

/**
 * package.searchpath with one difference: a candidate is found when something is there
 * (`stat`), not when `fopen` can open it. Lua's check opens the file, and opening a FIFO
 * named like a module waits for a writer for ever; the host's reader then refuses what is
 * not a regular file, saying so. Arguments: the name and the template; results: the file
 * name, or nil and the list of files tried.
 */
static int clua_searchpath(lua_State *L) {
    const char *name = luaL_checkstring(L, 1);
    const char *path = luaL_checkstring(L, 2);
    lua_pushliteral(L, "");
    int tried = lua_gettop(L);
    luaL_gsub(L, name, ".", LUA_DIRSEP);
    int file_name = lua_gettop(L);
    const char *entry = path;
    while (*entry) {
        const char *end = strchr(entry, *LUA_PATH_SEP);
        size_t length = end ? (size_t)(end - entry) : strlen(entry);
        lua_pushlstring(L, entry, length);
        const char *filename = luaL_gsub(L, lua_tostring(L, -1), LUA_PATH_MARK, lua_tostring(L, file_name));
        lua_remove(L, -2);
        struct stat status;
        if (stat(filename, &status) == 0 && !S_ISDIR(status.st_mode)) {
            return 1;
        }
        /* As Lua 5.4 lists them: "no file 'a'\n\tno file 'b'". */
        lua_pushvalue(L, tried);
        lua_pushfstring(L, lua_rawlen(L, tried) == 0 ? "no file '%s'" : "\n\tno file '%s'", filename);
        lua_concat(L, 2);
        lua_replace(L, tried);
        lua_pop(L, 1);
        entry = end ? end + 1 : entry + length;
    }
    lua_pushnil(L);
    lua_pushvalue(L, tried);
    return 2;
}

/**
 * The searcher that replaces Lua's file searchers: it looks in the script's folder only
 * (upvalue 1, a "dir/?.lua;dir/?/init.lua" template that package.path cannot change, searched
 * with package.searchpath, upvalue 2, which scripts do not get: it would tell them which files
 * exist anywhere), refuses
 * names that could leave that folder, resolves the file found and refuses it when a symbolic
 * link takes it outside the folder (upvalue 3, the folder resolved), and loads text chunks only.
 */
static int clua_searcher(lua_State *L) {
    const char *name = luaL_checkstring(L, 1);
    if (strstr(name, "/") || strstr(name, "\\") || name[0] == '.' || strstr(name, "..")) {
        /* Said once, by the script folder's searcher; the library folders' add nothing. */
        if (!lua_toboolean(L, lua_upvalueindex(4))) return 0;
        lua_pushfstring(L, "module name '%s' is not allowed here (modules are found by name in the "
                           "script's folder, then the PLAYGROUND_PATH folders; use dots for "
                           "subfolders, as in 'lib.util')", name);
        return 1;
    }
    lua_pushvalue(L, lua_upvalueindex(2));
    lua_pushvalue(L, 1);
    lua_pushvalue(L, lua_upvalueindex(1));
    lua_call(L, 2, 2);
    if (lua_isnil(L, -2)) {
        return 1; /* the list of files tried */
    }
    lua_pop(L, 1);
    const char *filename = lua_tostring(L, -1);
    const char *root = lua_tostring(L, lua_upvalueindex(3));
    char *real = realpath(filename, NULL);
    size_t length = root ? strlen(root) : 0;
    int inside = real != NULL && root != NULL && strncmp(real, root, length) == 0 &&
                 (real[length] == '/' || (length > 0 && root[length - 1] == '/'));
    free(real);
    if (!inside) {
        return luaL_error(L, "module '%s' leads outside the script's folder through a "
                             "symbolic link (modules are read from the script's folder only)", name);
    }
    /* The host's reader (the one way a run reads its files: regular files only, the size
     * checked against the memory limit first, the file recorded as an input of the run) when
     * it has set one; Lua's own loadfile for the shim's tests, which set none. */
    int status;
    int filename_index = lua_gettop(L);
    if (lua_getfield(L, LUA_REGISTRYINDEX, CLUA_MODULE_READER) == LUA_TFUNCTION) {
        lua_pushvalue(L, filename_index);
        lua_call(L, 1, 1);
        size_t size = 0;
        const char *source = lua_tolstring(L, -1, &size);
        lua_pushfstring(L, "@%s", filename);
        status = luaL_loadbufferx(L, source ? source : "", size, lua_tostring(L, -1), "t");
        lua_replace(L, filename_index + 1);
        lua_settop(L, filename_index + 1);
    } else {
        lua_pop(L, 1);
        status = luaL_loadfilex(L, filename, "t");
    }
    if (status != LUA_OK) {
        return luaL_error(L, "error loading module '%s' from file '%s':\n\t%s", name, filename,
                          lua_tostring(L, -1));
    }
    lua_pushvalue(L, filename_index);
    return 2;
}

/**
 * Pushes a clua_searcher for `directory`, whose template is on top (it is consumed): the
 * template, the search function, the folder with its links resolved, for the check after
 * the search, and whether it is the script folder's (`primary`), which alone explains a
 * refused name.
 */
static void clua_push_searcher_for(lua_State *L, const char *directory, int primary) {
    lua_pushcfunction(L, clua_searchpath);
    char *root = directory ? realpath(directory, NULL) : NULL;
    if (root) {
        lua_pushstring(L, root);
        free(root);
    } else {
        lua_pushstring(L, directory ? directory : "");
    }
    lua_pushboolean(L, primary);
    lua_pushcclosure(L, clua_searcher, 4);
}

int clua_add_module_directory(lua_State *L) {
    const char *directory = (const char *)lua_touserdata(L, 1);
    lua_settop(L, 0);
    if (directory == NULL) return 0;
    lua_getfield(L, LUA_REGISTRYINDEX, LUA_LOADED_TABLE);
    if (lua_getfield(L, -1, LUA_LOADLIBNAME) != LUA_TTABLE) return 0;
    if (lua_getfield(L, -1, "searchers") != LUA_TTABLE) return 0;
    lua_Integer next = (lua_Integer)lua_rawlen(L, -1) + 1;
    lua_pushfstring(L, "%s/?.lua;%s/?/init.lua", directory, directory);
    clua_push_searcher_for(L, directory, 0);
    lua_rawseti(L, -2, next);
    lua_settop(L, 0);
    return 0;
}

/** Opens package with clua_searcher as the only file searcher and no C modules. */
static void clua_open_package(lua_State *L, const char *module_directory) {
    luaL_requiref(L, LUA_LOADLIBNAME, luaopen_package, 1);
    int package = lua_gettop(L);
    lua_pushnil(L);
    lua_setfield(L, package, "loadlib");
    lua_pushliteral(L, "");
    lua_setfield(L, package, "cpath");
    if (module_directory) {
        lua_pushfstring(L, "%s/?.lua;%s/?/init.lua", module_directory, module_directory);
    } else {
        lua_pushliteral(L, "");
    }
    lua_pushvalue(L, -1);
    lua_setfield(L, package, "path");
    /* searchers = { preload searcher, clua_searcher } */
    lua_getfield(L, package, "searchers");
    lua_rawgeti(L, -1, 1);
    lua_createtable(L, 2, 0);
    lua_insert(L, -2);
    lua_rawseti(L, -2, 1);
    lua_pushvalue(L, -3);
    clua_push_searcher_for(L, module_directory, 1);
    lua_rawseti(L, -2, 2);
    lua_setfield(L, package, "searchers");
    lua_pushnil(L);
    lua_setfield(L, package, "searchpath");
    lua_settop(L, package - 1);
}

/* ---------------------------------------------------------------------------------------------
 * Warnings, as luaL_newstate sets them up (`warn("@on")` turns them on).
 * ------------------------------------------------------------------------------------------- */

static void clua_warnf(void *ud, const char *message, int tocont) {
    clua_Control *c = (clua_Control *)ud;
    if (!c->warning_continues && message[0] == '@') {
        if (strcmp(message, "@on") == 0) c->warnings_on = 1;
        else if (strcmp(message, "@off") == 0) c->warnings_on = 0;
        return;
    }
    if (c->warnings_on) {
        if (!c->warning_continues) fputs("Lua warning: ", stderr);
        fputs(message, stderr);
        if (!tocont) fputs("\n", stderr);
        fflush(stderr);
    }
    c->warning_continues = tocont;
}

/* ---------------------------------------------------------------------------------------------
 * Opening everything.
 * ------------------------------------------------------------------------------------------- */

/** Sets LOADED[name] and the global `name` to the table on top, and pops it. */
static void clua_setlibrary(lua_State *L, const char *name) {
    lua_getfield(L, LUA_REGISTRYINDEX, LUA_LOADED_TABLE);
    lua_pushvalue(L, -2);
    lua_setfield(L, -2, name);
    lua_pop(L, 1);
    lua_setglobal(L, name);
}

/* ---------------------------------------------------------------------------------------------
 * io: the standard streams only.
 * ------------------------------------------------------------------------------------------- */

/** io.lines without a file name: the lines of standard input; a file name needs --allow-io. */
static int clua_io_lines(lua_State *L) {
    if (!lua_isnoneornil(L, 1)) {
        return luaL_argerror(L, 1, "the sandbox opens no files: io.lines() reads standard input, "
                                   "--allow-io gives files");
    }
    return clua_callupvalue(L, "lines");
}

/**
 * The sandbox's `io`: `write`, `read`, `lines()` and `flush` on the standard streams, `type`,
 * and `stdin`, `stdout` and `stderr` (whose handles cannot be closed). Nothing that names a
 * file (`open`, `popen`, `tmpfile`, `input`, `output`, `close`) is there. The full library is
 * opened aside, for its functions and the streams it sets up, and never reaches the script.
 */
static void clua_open_standard_streams(lua_State *L) {
    lua_pushcfunction(L, luaopen_io);
    lua_call(L, 0, 1);
    int full = lua_gettop(L);
    static const char *const kept[] = {"write", "read", "flush", "type", "stdin", "stdout", "stderr", NULL};
    lua_createtable(L, 0, 8);
    for (const char *const *name = kept; *name; name++) {
        lua_getfield(L, full, *name);
        lua_setfield(L, -2, *name);
    }
    lua_getfield(L, full, "lines");
    lua_pushcclosure(L, clua_io_lines, 1);
    lua_setfield(L, -2, "lines");
    lua_remove(L, full);
    clua_setlibrary(L, LUA_IOLIBNAME);
}

int clua_opensandbox(lua_State *L) {
    const clua_SandboxOptions *options = (const clua_SandboxOptions *)lua_touserdata(L, 1);
    int allow_io = options ? options->allow_io : 0;
    const char *module_directory = options ? options->module_directory : NULL;
    lua_settop(L, 0);
    lua_setwarnf(L, clua_warnf, clua_control(L));

    luaL_requiref(L, LUA_GNAME, luaopen_base, 1);
    if (!allow_io) {
        lua_pushnil(L);
        lua_setfield(L, -2, "dofile");
        lua_pushnil(L);
        lua_setfield(L, -2, "loadfile");
    }
    clua_wrapfield(L, "load", clua_loadtext);
    clua_wrapfield(L, "xpcall", clua_xpcall);
    clua_wrapfield(L, "setmetatable", clua_setmetatable);
    lua_pop(L, 1);

    clua_open_package(L, module_directory);

    luaL_requiref(L, LUA_COLIBNAME, luaopen_coroutine, 1);
    lua_pushcfunction(L, clua_co_resume);
    lua_setfield(L, -2, "resume");
    lua_pushcfunction(L, clua_co_wrap);
    lua_setfield(L, -2, "wrap");
    clua_wrapfield(L, "close", clua_co_close);
    lua_pop(L, 1);

    luaL_requiref(L, LUA_TABLIBNAME, luaopen_table, 1);
    luaL_requiref(L, LUA_STRLIBNAME, luaopen_string, 1);
    luaL_requiref(L, LUA_MATHLIBNAME, luaopen_math, 1);
    luaL_requiref(L, LUA_UTF8LIBNAME, luaopen_utf8, 1);
    lua_settop(L, 0);

    luaL_requiref(L, LUA_OSLIBNAME, luaopen_os, 1);
    if (allow_io) {
        clua_wrapfield(L, "time", clua_os_time);
        clua_wrapfield(L, "date", clua_os_date);
        lua_pop(L, 1);
        luaL_requiref(L, LUA_IOLIBNAME, luaopen_io, 1);
        lua_pop(L, 1);
    } else {
        clua_restrict_os(L);
        clua_setlibrary(L, LUA_OSLIBNAME);
        clua_open_standard_streams(L);
    }

    /* debug: traceback only. */
    luaL_requiref(L, LUA_DBLIBNAME, luaopen_debug, 0);
    lua_createtable(L, 0, 1);
    lua_getfield(L, -2, "traceback");
    lua_setfield(L, -2, "traceback");
    clua_setlibrary(L, LUA_DBLIBNAME);
    lua_settop(L, 0);
    return 0;
}

int clua_opensafelibs(lua_State *L) {
    lua_settop(L, 0);
    lua_pushnil(L);
    return clua_opensandbox(L);
}

int clua_cpcall(lua_State *L, lua_CFunction f, void *ud) {
    if (!lua_checkstack(L, 3)) {
        return LUA_ERRMEM;
    }
    lua_pushcfunction(L, f);
    lua_pushlightuserdata(L, ud);
    return clua_pcall_traceback(L, 1, 0);
}

/**
 * debug.getinfo for `playground test`: where a function is and which line runs (the "S" and "l"
 * fields), nothing else (no function objects, locals or upvalues), for luassert, which finds the
 * level of the spec's call with it.
 */
static int clua_source_info(lua_State *L) {
    lua_Debug ar;
    if (lua_type(L, 1) == LUA_TFUNCTION) {
        lua_settop(L, 1);
        lua_getinfo(L, ">Sl", &ar);
    } else {
        lua_Integer level = luaL_checkinteger(L, 1);
        if (level < 0 || level > INT_MAX || !lua_getstack(L, (int)level, &ar)) {
            lua_pushnil(L);
            return 1;
        }
        lua_getinfo(L, "Sl", &ar);
    }
    lua_createtable(L, 0, 6);
    lua_pushstring(L, ar.source);
    lua_setfield(L, -2, "source");
    lua_pushstring(L, ar.short_src);
    lua_setfield(L, -2, "short_src");
    lua_pushstring(L, ar.what);
    lua_setfield(L, -2, "what");
    lua_pushinteger(L, ar.currentline);
    lua_setfield(L, -2, "currentline");
    lua_pushinteger(L, ar.linedefined);
    lua_setfield(L, -2, "linedefined");
    lua_pushinteger(L, ar.lastlinedefined);
    lua_setfield(L, -2, "lastlinedefined");
    return 1;
}

/** debug.getmetatable for `playground test`: what getmetatable gives (a protected metatable's
 * __metatable field, not the metatable), or nil when that is not a table. */
static int clua_plain_getmetatable(lua_State *L) {
    luaL_checkany(L, 1);
    if (!lua_getmetatable(L, 1)) {
        lua_pushnil(L);
        return 1;
    }
    if (lua_getfield(L, -1, "__metatable") != LUA_TNIL) lua_remove(L, -2);
    else lua_pop(L, 1);
    if (!lua_istable(L, -1)) lua_pushnil(L);
    return 1;
}

/** debug.setmetatable for `playground test`: setmetatable, on tables only. */
static int clua_table_setmetatable(lua_State *L) {
    luaL_checktype(L, 1, LUA_TTABLE);
    int kind = lua_type(L, 2);
    luaL_argexpected(L, kind == LUA_TNIL || kind == LUA_TTABLE, 2, "nil or table");
    if (luaL_getmetafield(L, 1, "__metatable") != LUA_TNIL) return luaL_error(L, "cannot change a protected metatable");
    lua_settop(L, 2);
    lua_setmetatable(L, 1);
    return 1;
}

int clua_expose_source_info(lua_State *L) {
    lua_settop(L, 0);
    lua_pushglobaltable(L);
    lua_pushliteral(L, "debug");
    if (lua_rawget(L, 1) != LUA_TTABLE) return 0;
    lua_pushliteral(L, "getinfo");
    lua_pushcfunction(L, clua_source_info);
    lua_rawset(L, 2);
    lua_pushliteral(L, "getmetatable");
    lua_pushcfunction(L, clua_plain_getmetatable);
    lua_rawset(L, 2);
    lua_pushliteral(L, "setmetatable");
    lua_pushcfunction(L, clua_table_setmetatable);
    lua_rawset(L, 2);
    lua_settop(L, 0);
    return 0;
}

/** Compiles the module source in upvalue 1 as upvalue 2 names it, and runs it with require's
 * arguments. */
static int clua_preload_loader(lua_State *L) {
    size_t length = 0;
    const char *source = lua_tolstring(L, lua_upvalueindex(1), &length);
    const char *chunkname = lua_tostring(L, lua_upvalueindex(2));
    int arguments = lua_gettop(L);
    if (luaL_loadbufferx(L, source, length, chunkname, "t") != LUA_OK) return lua_error(L);
    lua_insert(L, 1);
    lua_call(L, arguments, 1);
    return 1;
}

int clua_add_preload(lua_State *L) {
    const struct clua_preload *preload = (const struct clua_preload *)lua_touserdata(L, 1);
    lua_settop(L, 0);
    if (preload == NULL) return 0;
    luaL_getsubtable(L, LUA_REGISTRYINDEX, LUA_PRELOAD_TABLE);
    lua_pushlstring(L, preload->source, preload->length);
    lua_pushstring(L, preload->chunkname);
    lua_pushcclosure(L, clua_preload_loader, 2);
    lua_setfield(L, 1, preload->name);
    lua_settop(L, 0);
    return 0;
}
