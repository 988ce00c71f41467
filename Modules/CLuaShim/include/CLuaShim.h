/*
 * CLuaShim: the C side of playground's Lua 5.4 binding.
 *
 * Swift imports C functions and simple constants, but not Lua's function-like macros
 * (lua_pcall, lua_tostring, lua_pop, ...), not LUA_REGISTRYINDEX ("structure not supported")
 * and not C variadic functions (luaL_error, lua_pushfstring, lua_gc). clua_macros.h replaces
 * each of those macros with a `static inline` function of the same name and signature, so Swift
 * code reads like the Lua reference manual, and adds fixed-arity stand-ins for the variadic
 * functions. Those are the only definitions in the headers; everything else is declared here
 * and compiled once from the .c files beside this folder.
 *
 * The C that must stay C: the traceback message handler and the trampoline through which every
 * Swift binding is called. Lua reports errors with longjmp, and a longjmp must never cross a
 * Swift frame (Swift has no unwinding, so it would skip releases and corrupt exclusivity
 * tracking). A Swift binding therefore never raises: it returns CLUA_RAISE with the error value
 * on the stack, and the C trampoline raises it once the Swift frame is gone. See
 * docs/scripting.md.
 *
 * The pieces:
 *   clua_macros.h   the macro equivalents and variadic stand-ins (inline)
 *   clua_control.h  the memory allocator with its limit, and stopping a running script
 *                   (timeout, instruction limit, Ctrl-C) even inside coroutines and pcall
 *   clua_calls.h    protected calls with a traceback, the trampoline for Swift bindings, and
 *                   objects' own metatables
 *   clua_sandbox.h  the libraries a sandboxed script gets
 *   clua_coverage.h line coverage counted by the control's hook (`playground test --coverage`)
 *
 * Lua's own headers come from the CLua system library (Debian's liblua5.4-dev). Only the
 * Scripting module imports this target; it is not API.
 */
#ifndef PLAYGROUND_CLUA_SHIM_H
#define PLAYGROUND_CLUA_SHIM_H

#include "clua_macros.h"
#include "clua_control.h"
#include "clua_calls.h"
#include "clua_sandbox.h"
#include "clua_coverage.h"

#endif /* PLAYGROUND_CLUA_SHIM_H */
