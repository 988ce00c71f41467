/* See clua_control.h. */

#include "CLuaShim.h"

static void clua_stophook(lua_State *L, lua_Debug *ar);

clua_Control *clua_control(lua_State *L) {
    void *ud = NULL;
    (void)lua_getallocf(L, &ud);
    return (clua_Control *)ud;
}


/** lua_atpanic's handler: a last word before abort, as luaL_newstate's. Never expected. */
static int clua_panic(lua_State *L) {
    const char *message = lua_tostring(L, -1);
    fprintf(stderr, "PANIC: unprotected error in call to Lua API (%s)\n",
            message ? message : "error object is not a string");
    fflush(stderr);
    return 0;
}

void clua_control_init(clua_Control *c, size_t memory_limit,
                       long long instruction_limit) {
    memset(c, 0, sizeof *c);
    pthread_mutex_init(&c->lock, NULL);
    c->limit = memory_limit;
    c->instruction_limit = instruction_limit;
    atomic_store(&c->stop, CLUA_STOP_NONE);
}

void clua_control_destroy(clua_Control *c) { pthread_mutex_destroy(&c->lock); }

void clua_control_set_message(clua_Control *c, int reason, const char *message) {
    if (reason <= CLUA_STOP_NONE || reason >= CLUA_STOP_REASONS) return;
    strncpy(c->messages[reason], message, CLUA_MESSAGE_MAX - 1);
    c->messages[reason][CLUA_MESSAGE_MAX - 1] = '\0';
}

/**
 * lua_Alloc with the memory limit. See the top of this file for binding_depth.
 *
 * After refusing a request, Lua runs an emergency collection and asks again for the same block
 * (lmem.c's tryagain); only if that retry fails too does the script really need more than the
 * limit. Some paths raise after one refusal without a retry (lauxlib's buffer boxes, a
 * collection already under way), so a refusal followed by any other request also stops the
 * run: either way the memory error is on its way to the script.
 */
static void *clua_alloc(void *ud, void *ptr, size_t osize, size_t nsize) {
    clua_Control *c = (clua_Control *)ud;
    size_t old = ptr ? osize : 0;
    if (nsize == 0) {
        if (ptr) c->blocks--;
        free(ptr);
        c->used -= old;
        return NULL;
    }
    int retry = c->refused && c->refused_block == ptr && c->refused_size == nsize;
    if (c->refused && !retry) {
        c->refused = 0;
        clua_control_stop(c, CLUA_STOP_MEMORY);
    }
    /* Once the run is stopped for memory, the traceback and the error report still need a
     * little room beyond what is in use (an overdraft may have passed the limit); the run is
     * ending, so a bounded headroom costs nothing. */
    size_t limit = c->limit;
    if (limit > 0 && atomic_load(&c->stop) == CLUA_STOP_MEMORY) {
        limit = (c->used_at_stop > limit ? c->used_at_stop : limit) + CLUA_MEMORY_HEADROOM;
    }
    size_t host = atomic_load_explicit(&c->host, memory_order_relaxed);
    if (limit > 0 && nsize > old && c->used + host - old + nsize > limit) {
        if (c->binding_depth > 0) {
            c->overdrawn = 1;
        } else {
            if (retry || nsize - old >= c->limit) {
                /* A retry that failed, or a block as large as the whole limit or larger, which
                 * no collection can make room for (the state itself is using some of it). */
                c->refused = 0;
                clua_control_stop(c, CLUA_STOP_MEMORY);
            } else {
                c->refused = 1;
                c->refused_block = ptr;
                c->refused_size = nsize;
            }
            return NULL;
        }
    }
    void *block = realloc(ptr, nsize);
    if (block == NULL) return NULL;
    if (ptr == NULL) c->blocks++;
    c->refused = 0;
    c->used = c->used - old + nsize;
    if (c->used > c->peak) c->peak = c->used;
    return block;
}
/* AddressSanitizer's allocator replaces malloc's arenas, and mallinfo2 no longer sees them. */
extern size_t __sanitizer_get_current_allocated_bytes(void) __attribute__((weak));

/**
 * What the process's heap holds, in bytes, and what malloc adds to each block it hands out (its
 * header and rounding, on average), which Lua's own count of its bytes leaves out.
 */
static size_t clua_heap_in_use(size_t *overhead_per_block) {
    if (__sanitizer_get_current_allocated_bytes) {
        *overhead_per_block = 0;
        return __sanitizer_get_current_allocated_bytes();
    }
    struct mallinfo2 info = mallinfo2();
    *overhead_per_block = 16;
    return info.uordblks + info.hblkhd;
}

size_t clua_control_heap(clua_Control *c) {
    size_t overhead = 0;
    size_t heap = clua_heap_in_use(&overhead);
    size_t lua = *(volatile size_t *)&c->used + *(volatile size_t *)&c->blocks * overhead;
    return heap > lua ? heap - lua : 0;
}

void clua_control_meter(clua_Control *c, size_t baseline) {
    size_t heap = clua_control_heap(c);
    size_t host = heap > baseline ? heap - baseline : 0;
    atomic_store_explicit(&c->host, host, memory_order_relaxed);
    if (c->limit > 0 && *(volatile size_t *)&c->used + host > c->limit) {
        clua_control_stop(c, CLUA_STOP_MEMORY);
    }
}

int clua_control_admit(clua_Control *c, size_t bytes) {
    /* A run stopped for anything but memory (a timeout, Ctrl-C, the instruction budget) is
       unwinding: nothing more is made for it, and the binding under way finishes at once (a
       list of a thousand megabyte names went on being pushed for seconds after a timeout). The
       reason stays what it was. */
    int stop = atomic_load(&c->stop);
    if (stop != CLUA_STOP_NONE && stop != CLUA_STOP_MEMORY) return 0;
    if (c->limit == 0) return 1;
    size_t host = atomic_load_explicit(&c->host, memory_order_relaxed);
    int admitted = !c->overdrawn && atomic_load(&c->stop) != CLUA_STOP_MEMORY
        && c->used <= c->limit && host <= c->limit - c->used && bytes <= c->limit - c->used - host;
    if (!admitted) {
        c->overdrawn = 1;
        clua_control_stop(c, CLUA_STOP_MEMORY);
    }
    return admitted;
}

size_t clua_control_host(clua_Control *c) {
    return atomic_load_explicit(&c->host, memory_order_relaxed);
}

/** The hook a thread gets when nothing has stopped the run: none, or the instruction counter. */
static void clua_sethook_idle(lua_State *L, clua_Control *c) {
    int mask = 0;
    int step = 0;
    if (c->instruction_limit > 0) {
        step = c->instruction_limit < CLUA_COUNT_STEP ? (int)c->instruction_limit : CLUA_COUNT_STEP;
        mask |= LUA_MASKCOUNT;
    }
    if (c->coverage != NULL) mask |= LUA_MASKLINE | LUA_MASKCALL;
    if (mask) {
        lua_sethook(L, clua_stophook, mask, step);
    } else {
        lua_sethook(L, NULL, 0, 0);
    }
}

void clua_control_idle(lua_State *L) { clua_sethook_idle(L, clua_control(L)); }

/** Installs the count-1 stop hook on the main thread and on every coroutine being resumed. */
static void clua_control_arm(clua_Control *c) {
    pthread_mutex_lock(&c->lock);
    if (c->main) lua_sethook(c->main, clua_stophook, LUA_MASKCOUNT, 1);
    for (int i = 0; i < c->chain_depth; i++) {
        lua_sethook(c->chain[i], clua_stophook, LUA_MASKCOUNT, 1);
    }
    pthread_mutex_unlock(&c->lock);
}

void clua_control_stop(clua_Control *c, int reason) {
    int expected = CLUA_STOP_NONE;
    if (atomic_compare_exchange_strong(&c->stop, &expected, reason) && reason == CLUA_STOP_MEMORY) {
        /* The Lua thread, or the meter, which reads `used` as clua_control_heap does. */
        c->used_at_stop = c->used + atomic_load_explicit(&c->host, memory_order_relaxed);
    }
    clua_control_arm(c);
}

void clua_control_count(clua_Control *c, long long n) {
    if (c->instruction_limit <= 0) return;
    c->instructions += n;
    if (c->instructions >= c->instruction_limit) clua_control_stop(c, CLUA_STOP_INSTRUCTIONS);
}

int clua_control_reason(clua_Control *c) { return atomic_load(&c->stop); }

void clua_control_reset(clua_Control *c) {
    pthread_mutex_lock(&c->lock);
    atomic_store(&c->stop, CLUA_STOP_NONE);
    c->instructions = 0;
    c->refused = 0;
    c->overdrawn = 0;
    if (c->main) clua_sethook_idle(c->main, c);
    pthread_mutex_unlock(&c->lock);
}

/** Counts instructions when asked to, and raises the stop message once the run is stopped. */
static void clua_stophook(lua_State *L, lua_Debug *ar) {
    clua_Control *c = clua_control(L);
    int reason = atomic_load(&c->stop);
    if (ar->event != LUA_HOOKCOUNT) {
        /* A line or a call: counted for coverage while the run goes on. */
        if (reason == CLUA_STOP_NONE) {
            clua_coverage_event(L, c, ar);
            return;
        }
    }
    if (reason == CLUA_STOP_NONE && c->instruction_limit > 0) {
        int step = c->instruction_limit < CLUA_COUNT_STEP ? (int)c->instruction_limit
                                                           : CLUA_COUNT_STEP;
        c->instructions += step;
        if (c->instructions >= c->instruction_limit) {
            /* Arms every thread, not only this one: the caller of a coroutine must stop too. */
            clua_control_stop(c, CLUA_STOP_INSTRUCTIONS);
            reason = atomic_load(&c->stop);
        }
    }
    if (reason == CLUA_STOP_NONE) {
        clua_sethook_idle(L, c);
        return;
    }
    lua_sethook(L, clua_stophook, LUA_MASKCOUNT, 1);
    const char *message = c->messages[reason][0] ? c->messages[reason] : "script stopped";
    luaL_error(L, "%s", message);
}

int clua_chain_push(clua_Control *c, lua_State *co) {
    pthread_mutex_lock(&c->lock);
    int tracked = c->chain_depth < CLUA_CHAIN_MAX;
    if (tracked) c->chain[c->chain_depth++] = co;
    if (atomic_load(&c->stop) != CLUA_STOP_NONE) {
        lua_sethook(co, clua_stophook, LUA_MASKCOUNT, 1);
    } else if (lua_gethook(co) == NULL && (c->instruction_limit > 0 || c->coverage != NULL)) {
        clua_sethook_idle(co, c);
    }
    pthread_mutex_unlock(&c->lock);
    return tracked;
}

void clua_chain_pop(clua_Control *c) {
    pthread_mutex_lock(&c->lock);
    if (c->chain_depth > 0) c->chain_depth--;
    pthread_mutex_unlock(&c->lock);
}

lua_State *clua_newstate(clua_Control *c) {
    lua_State *L = lua_newstate(clua_alloc, c);
    if (L == NULL) return NULL;
    lua_atpanic(L, clua_panic);
    c->binding_depth = 1; /* Swift holds the thread; see the top of this file. */
    pthread_mutex_lock(&c->lock);
    c->main = L;
    pthread_mutex_unlock(&c->lock);
    clua_sethook_idle(L, c);
    return L;
}

void clua_closestate(clua_Control *c, lua_State *L) {
    pthread_mutex_lock(&c->lock);
    c->main = NULL;
    c->chain_depth = 0;
    pthread_mutex_unlock(&c->lock);
    lua_close(L);
    clua_coverage_free(c);
}
