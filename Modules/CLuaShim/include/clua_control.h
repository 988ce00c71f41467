/*
 * Control of a running Lua state: the allocator that enforces a memory limit, and stopping a
 * script for a timeout, an instruction limit, a memory limit or Ctrl-C.
 *
 * Why it is built this way:
 *
 * - A count hook left installed makes every Lua instruction take the VM's slow path (about 2x),
 *   so no hook is installed while nothing is wrong. When a deadline passes or Ctrl-C arrives, a
 *   watchdog thread calls clua_control_stop, which installs a count-1 hook on the main thread and
 *   on every coroutine being resumed at that moment (lua_sethook may be called asynchronously;
 *   lua.c does the same from its SIGINT handler). Only --instructions needs a hook from the
 *   start, and it costs what it costs only when asked for.
 * - Hooks belong to a thread (lua_State), and coroutines copy their creator's hook only when they
 *   are created. So coroutine.resume and coroutine.wrap are replaced (sandbox.c) by versions
 *   that record the chain of coroutines being resumed, under a lock the watchdog also takes, and
 *   that arm a coroutine created before the deadline when it is resumed after it.
 * - The stop hook raises on every instruction until the run ends, so a script that catches the
 *   error with pcall, xpcall or coroutine.resume is stopped again at its next instruction.
 * - The allocator never refuses while Swift code holds the thread (binding_depth > 0): a refusal
 *   would make Lua raise, and that longjmp would cross the Swift frame. It records the overdraft
 *   instead, and the trampoline raises the memory error once the Swift frame has returned.
 *   Swift holds the thread from the moment the state is created (depth 1); every call from Swift
 *   into Lua goes through clua_pcall_from_binding or clua_loadbuffer, which set the depth to 0
 *   for the protected call, so the limit holds for all Lua code.
 */
#ifndef PLAYGROUND_CLUA_SHIM_CONTROL_H
#define PLAYGROUND_CLUA_SHIM_CONTROL_H

#include "clua_macros.h"
#include <malloc.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/** Why a run was stopped. */
typedef enum clua_StopReason {
    CLUA_STOP_NONE = 0,
    CLUA_STOP_TIMEOUT = 1,
    CLUA_STOP_INSTRUCTIONS = 2,
    CLUA_STOP_MEMORY = 3,
    CLUA_STOP_INTERRUPT = 4,
    CLUA_STOP_TERMINATE = 5,
    CLUA_STOP_CONTROL = 6,
    CLUA_STOP_REASONS = 7
} clua_StopReason;

/** How deep coroutine resumes are tracked; Lua's own C-stack limit (200) is below it. */
#define CLUA_CHAIN_MAX 256
/** Instructions between two calls of the counting hook when --instructions is set. */
#define CLUA_COUNT_STEP 1000
/** Memory granted beyond the limit once a run is stopped for memory, to report the error. */
#define CLUA_MEMORY_HEADROOM (1024 * 1024)
/** Longest stop message, including its terminating zero. */
#define CLUA_MESSAGE_MAX 200

/** The state a Lua state's allocator and hooks share. Allocated and owned by Swift. */
typedef struct clua_Control {
    /* Memory, in bytes. A limit of 0 means none. `used` is Lua's own heap, `blocks` the number
     * of its blocks; `host` is what the process's heap holds beyond them and beyond what it held
     * when metering began (the copies bindings made, histories, recordings), written by the
     * meter on another thread. The limit holds for used + host. */
    size_t used;
    size_t peak;
    size_t limit;
    size_t blocks;
    _Atomic size_t host;
    int binding_depth;
    int overdrawn;
    size_t used_at_stop;
    int refused;
    void *refused_block;
    size_t refused_size;

    /* Instructions. A limit of 0 means none. */
    long long instruction_limit;
    long long instructions;

    /* Stopping. */
    _Atomic int stop;
    pthread_mutex_t lock;
    lua_State *main;
    lua_State *chain[CLUA_CHAIN_MAX];
    int chain_depth;
    char messages[CLUA_STOP_REASONS][CLUA_MESSAGE_MAX];

    /* The virtual clock's now, in seconds since the epoch, for os.time and os.date. */
    double now;
    /* The host's virtual clock keeps its time here, so that a burst of firings made in C
     * (clua_fire_burst) moves it: seconds since the run started, and the wall time (seconds
     * since the epoch) at which it read 0. `now` is always clock_origin + clock_time. */
    double clock_time;
    double clock_origin;
    /* The burst of firings under way (clua_fire_burst), or NULL. The host takes it back (its
     * timer's count of firings) and sets this to NULL whenever anything reaches the clock's
     * timers or the loop's state during one; the burst then ends after the call in progress. */
    struct clua_Burst *burst;

    /* warn(): off until "@on", as in lua.c. */
    int warnings_on;
    int warning_continues;

    /* Line coverage (clua_coverage.h), or NULL when not counted. */
    struct clua_Coverage *coverage;
} clua_Control;

/** The control a state was created with (the allocator's user data). */
clua_Control *clua_control(lua_State *L);

/** Gives `L` the hook it has while nothing stops the run: the instruction counter and the
 * coverage counter, as they are on. */
void clua_control_idle(lua_State *L);

/** Zeroes `c` and sets its limits; memory in bytes, 0 for none. */
void clua_control_init(clua_Control *c, size_t memory_limit,
                       long long instruction_limit);

void clua_control_destroy(clua_Control *c);

/** Sets the message the stop hook raises for `reason`. */
void clua_control_set_message(clua_Control *c, int reason, const char *message);

/**
 * What the process's heap holds beyond Lua's blocks, in bytes: the heap in use, less Lua's
 * bytes and malloc's overhead on Lua's blocks. Read from the meter's thread: `used` and `blocks`
 * are words the Lua thread writes, read here once each without tearing on the machines Swift
 * runs on; a reading a few blocks stale only moves the estimate by those blocks.
 */
size_t clua_control_heap(clua_Control *c);

/**
 * Counts `heap - baseline` bytes (what clua_control_heap answers now, less what it answered
 * when metering began) against the memory limit, and stops the run for memory when Lua's heap
 * and these bytes together pass it. Called from the meter's thread, under the stop handle's lock.
 */
void clua_control_meter(clua_Control *c, size_t baseline);

/**
 * The budget's gate for what Swift is about to make or push for a script: whether `bytes` more
 * fit under the memory limit beside Lua's heap and the host's share. A refusal (or any request
 * once the budget is overdrawn or the run stopped for memory) records the overdraft and stops
 * the run for memory, so the binding under way raises the memory error when it returns and a
 * handler about to be called is stopped at its first instruction. A run stopped for another
 * reason is refused everything, its reason unchanged. Otherwise always admits without a limit.
 */
int clua_control_admit(clua_Control *c, size_t bytes);

/** What the heap meter last counted beyond Lua's blocks and its baseline, in bytes. */
size_t clua_control_host(clua_Control *c);

/**
 * Stops the running script for `reason` at its next instruction, and every instruction after,
 * until clua_control_reset. Safe from any thread. The first reason given wins.
 */
void clua_control_stop(clua_Control *c, int reason);

/** Counts `n` instructions run outside Lua's VM (a dispatch of a C handler, say). */
void clua_control_count(clua_Control *c, long long n);

/** Why the run was stopped, or CLUA_STOP_NONE. */
int clua_control_reason(clua_Control *c);

/**
 * Whether the run has been stopped: clua_control_reason != CLUA_STOP_NONE, inline, for the
 * clock loop, which asks before every firing. A relaxed load: a stop set by another thread is
 * seen at the next firing or the one after, as a hook sees it at the next instruction.
 */
static inline int clua_control_is_stopped(clua_Control *c) {
    return atomic_load_explicit(&c->stop, memory_order_relaxed) != CLUA_STOP_NONE;
}

/**
 * Lets the state run again after a stop (the REPL goes on after Ctrl-C): clears the reason and
 * the instruction count, and puts the main thread's hook back to idle. Coroutines still armed
 * disarm themselves at their next instruction.
 */
void clua_control_reset(clua_Control *c);

/** Records that `co` is being resumed, arming it if the run was already stopped. */
int clua_chain_push(clua_Control *c, lua_State *co);

void clua_chain_pop(clua_Control *c);

/**
 * Creates a state whose allocator is bound to `c`, with its hooks idle. The state's main thread
 * is recorded in `c` for clua_control_stop. Returns NULL when not even the state fits.
 */
lua_State *clua_newstate(clua_Control *c);

/** Closes the state and forgets it, so a late watchdog cannot touch a freed thread. */
void clua_closestate(clua_Control *c, lua_State *L);

#endif /* PLAYGROUND_CLUA_SHIM_CONTROL_H */
