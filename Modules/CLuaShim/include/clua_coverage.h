#ifndef CLUA_COVERAGE_H
#define CLUA_COVERAGE_H

#include <stddef.h>
#include "clua_control.h"

/* Line coverage of the Lua a state runs (`playground test --coverage`): for every chunk loaded
 * from a file ("@path"), the lines that hold code in the functions that were called, and how
 * many times each line ran. Counted by the control's hook (line and call events), only once
 * clua_coverage_start has been called. Bounded: at most CLUA_COVERAGE_FILES files and
 * CLUA_COVERAGE_LINES lines in all; what lies beyond is not counted. */

#define CLUA_COVERAGE_FILES 1024
#define CLUA_COVERAGE_LINES (1 << 22)

/** Starts counting on `L`'s main thread (coroutines made after inherit it). Returns 0 when the
 * counts cannot be allocated. */
int clua_coverage_start(lua_State *L);

/** Sets every count back to 0, keeping which lines hold code: a forked test counts its own. */
void clua_coverage_reset(clua_Control *c);

/** How many files have been seen. */
int clua_coverage_files(clua_Control *c);

/** The chunk name of file `index` (with its "@"), and its length. */
const char *clua_coverage_source(clua_Control *c, int index, size_t *length);

/** The highest line number tracked for file `index`, plus one. */
int clua_coverage_size(clua_Control *c, int index);

/** Line `line` of file `index`: -1 when it holds no code seen, else the times it ran. */
long long clua_coverage_count(clua_Control *c, int index, int line);

/** Records a hook event (line or call) when coverage is on; the control's hook calls it. */
void clua_coverage_event(lua_State *L, clua_Control *c, lua_Debug *ar);

/** Frees the counts. */
void clua_coverage_free(clua_Control *c);

#endif
