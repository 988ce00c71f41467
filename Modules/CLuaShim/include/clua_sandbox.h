/*
 * The libraries a script gets, opened in protected mode.
 *
 * By default a script is sandboxed: base (without dofile and loadfile, and with a `load` that
 * takes text chunks only, since a malformed binary chunk can crash the VM), string, table, math,
 * utf8, coroutine, `os.time/clock/date/difftime` (on the virtual clock), `debug.traceback`, and a
 * `require` that loads Lua text files from the script's own folder only. With allow_io the
 * script also gets the whole io and os libraries and dofile/loadfile.
 *
 * Every library is also reachable through package.loaded, so the restricted tables replace the
 * full ones there as well.
 */
#ifndef PLAYGROUND_CLUA_SHIM_SANDBOX_H
#define PLAYGROUND_CLUA_SHIM_SANDBOX_H

#include "clua_macros.h"
#include "clua_control.h"
#include "clua_calls.h"
#include <math.h>
#include <stdio.h>
#include <string.h>

/**
 * The registry field where the host may put its module reader: a function that takes a module's
 * file name and returns its source, or raises saying why it cannot be read. `require` then
 * reads modules through it instead of Lua's own loadfile. Scripts cannot reach the registry.
 */
#define CLUA_MODULE_READER "playground.readmodule"

/** What clua_opensandbox opens. Passed to it as a light userdata through clua_cpcall. */
typedef struct clua_SandboxOptions {
    /** Nonzero to open io, all of os, dofile and loadfile. */
    int allow_io;
    /** The folder `require` searches, without a trailing slash; NULL for none. */
    const char *module_directory;
} clua_SandboxOptions;

/* ---------------------------------------------------------------------------------------------
 * Opening everything.
 * ------------------------------------------------------------------------------------------- */

/**
 * Opens the libraries a script may use (see the top of this file). The light userdata argument
 * is a clua_SandboxOptions, or NULL for the defaults. A lua_CFunction, so that clua_cpcall can
 * run it protected (opening allocates).
 */
int clua_opensandbox(lua_State *L);

/** Opens the sandbox with the default options; kept for the shim's own tests. */
int clua_opensafelibs(lua_State *L);

/**
 * Calls the C function `f` with the light userdata `ud` as its argument, in protected mode
 * with the traceback handler. Pushing a light C function and a light userdata never allocates,
 * so nothing here raises outside the protected call. On error the message is left on top.
 */
int clua_cpcall(lua_State *L, lua_CFunction f, void *ud);

/**
 * Adds a searcher for the folder named by the C string `ud` (through clua_cpcall) after the
 * script's: `require` then finds modules there too, under the same rules (no name that leaves
 * the folder, no link out of it, text only, read through the host's reader).
 */
int clua_add_module_directory(lua_State *L);

/** Gives debug what `playground test`'s luassert needs and nothing more: getinfo telling where a
 * function is and which line runs, getmetatable as getmetatable answers, and setmetatable on
 * tables only. Call through clua_cpcall. */
int clua_expose_source_info(lua_State *L);

/** A module `require` finds by name, from source held in memory. */
struct clua_preload {
    const char *name;
    const char *source;
    size_t length;
    const char *chunkname;
};

/** Sets package.preload[preload->name] to a loader of its source (argument 1, a light userdata
 * pointing to a struct clua_preload). Call through clua_cpcall. */
int clua_add_preload(lua_State *L);

#endif /* PLAYGROUND_CLUA_SHIM_SANDBOX_H */
