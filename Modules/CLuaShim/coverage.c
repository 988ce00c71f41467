#include <stdlib.h>
#include <string.h>

#include "clua_coverage.h"

typedef struct clua_CoverageFile {
    char *source;
    size_t length;
    /* -1: no code seen on the line; -2: code seen before a reset, not run since; else the
     * times it ran. */
    long long *counts;
    /* Whether the function defined on the line has had its lines marked already. */
    unsigned char *defined;
    int size;
} clua_CoverageFile;

struct clua_Coverage {
    clua_CoverageFile files[CLUA_COVERAGE_FILES];
    int count;
    size_t lines;
    /* The last file found, by the address of its chunk name in Lua: the next event is most
     * often from the same function. */
    const char *last_source;
    int last_index;
};

int clua_coverage_start(lua_State *L) {
    clua_Control *c = clua_control(L);
    if (c->coverage == NULL) {
        c->coverage = calloc(1, sizeof(struct clua_Coverage));
        if (c->coverage == NULL) return 0;
        c->coverage->last_index = -1;
    }
    clua_control_idle(L);
    return 1;
}

void clua_coverage_reset(clua_Control *c) {
    struct clua_Coverage *coverage = c->coverage;
    if (coverage == NULL) return;
    for (int i = 0; i < coverage->count; i++) {
        clua_CoverageFile *file = &coverage->files[i];
        for (int line = 0; line < file->size; line++) {
            if (file->counts[line] >= 0) file->counts[line] = -2;
        }
    }
}

/** The file whose chunk name is `source`, added when new; NULL when full. */
static clua_CoverageFile *clua_coverage_file(struct clua_Coverage *coverage, const char *source) {
    if (source == coverage->last_source && coverage->last_index >= 0) {
        return &coverage->files[coverage->last_index];
    }
    size_t length = strlen(source);
    for (int i = 0; i < coverage->count; i++) {
        clua_CoverageFile *file = &coverage->files[i];
        if (file->length == length && memcmp(file->source, source, length) == 0) {
            coverage->last_source = source;
            coverage->last_index = i;
            return file;
        }
    }
    if (coverage->count >= CLUA_COVERAGE_FILES) return NULL;
    char *copy = malloc(length + 1);
    if (copy == NULL) return NULL;
    memcpy(copy, source, length + 1);
    clua_CoverageFile *file = &coverage->files[coverage->count];
    file->source = copy;
    file->length = length;
    file->counts = NULL;
    file->defined = NULL;
    file->size = 0;
    coverage->last_source = source;
    coverage->last_index = coverage->count;
    coverage->count++;
    return file;
}

/** The count of `line` in `file`, the file's counts grown to hold it; NULL past the bounds. */
static long long *clua_coverage_line(struct clua_Coverage *coverage, clua_CoverageFile *file, int line) {
    if (line <= 0 || line >= CLUA_COVERAGE_LINES) return NULL;
    if (line >= file->size) {
        int size = file->size ? file->size : 64;
        while (size <= line) size *= 2;
        if (coverage->lines + (size_t)(size - file->size) > CLUA_COVERAGE_LINES) return NULL;
        long long *counts = realloc(file->counts, (size_t)size * sizeof(long long));
        if (counts == NULL) return NULL;
        file->counts = counts;
        unsigned char *defined = realloc(file->defined, (size_t)size);
        if (defined == NULL) return NULL;
        file->defined = defined;
        for (int i = file->size; i < size; i++) {
            counts[i] = -1;
            defined[i] = 0;
        }
        coverage->lines += (size_t)(size - file->size);
        file->size = size;
    }
    return &file->counts[line];
}

void clua_coverage_event(lua_State *L, clua_Control *c, lua_Debug *ar) {
    struct clua_Coverage *coverage = c->coverage;
    if (coverage == NULL) return;
    if (ar->event == LUA_HOOKLINE) {
        if (!lua_getinfo(L, "S", ar) || ar->source == NULL || ar->source[0] != '@') return;
        clua_CoverageFile *file = clua_coverage_file(coverage, ar->source);
        if (file == NULL) return;
        long long *count = clua_coverage_line(coverage, file, ar->currentline);
        if (count == NULL) return;
        *count = *count < 0 ? 1 : *count + 1;
    } else if (ar->event == LUA_HOOKCALL || ar->event == LUA_HOOKTAILCALL) {
        /* The lines of a Lua function that hold code, marked as found (0) the first time it is
         * called: how the lines that never ran are known. Once per function (by the line it is
         * defined on): the table of its lines is made only then. */
        if (!lua_getinfo(L, "S", ar) || ar->source == NULL || ar->source[0] != '@') return;
        clua_CoverageFile *file = clua_coverage_file(coverage, ar->source);
        if (file == NULL || clua_coverage_line(coverage, file, ar->linedefined > 0 ? ar->linedefined : 1) == NULL)
            return;
        int defined = ar->linedefined > 0 ? ar->linedefined : 0;
        if (file->defined[defined]) return;
        file->defined[defined] = 1;
        if (!lua_checkstack(L, 4)) return;
        if (!lua_getinfo(L, "L", ar)) return;
        if (!lua_istable(L, -1)) {
            lua_pop(L, 1);
            return;
        }
        lua_pushnil(L);
        while (lua_next(L, -2) != 0) {
            lua_pop(L, 1);
            if (lua_isinteger(L, -1)) {
                lua_Integer line = lua_tointeger(L, -1);
                if (line > 0 && line < CLUA_COVERAGE_LINES) {
                    long long *count = clua_coverage_line(coverage, file, (int)line);
                    if (count != NULL && *count == -1) *count = 0;
                }
            }
        }
        lua_pop(L, 1);
    }
}

int clua_coverage_files(clua_Control *c) { return c->coverage ? c->coverage->count : 0; }

const char *clua_coverage_source(clua_Control *c, int index, size_t *length) {
    if (c->coverage == NULL || index < 0 || index >= c->coverage->count) return NULL;
    *length = c->coverage->files[index].length;
    return c->coverage->files[index].source;
}

int clua_coverage_size(clua_Control *c, int index) {
    if (c->coverage == NULL || index < 0 || index >= c->coverage->count) return 0;
    return c->coverage->files[index].size;
}

long long clua_coverage_count(clua_Control *c, int index, int line) {
    if (c->coverage == NULL || index < 0 || index >= c->coverage->count) return -1;
    clua_CoverageFile *file = &c->coverage->files[index];
    if (line < 0 || line >= file->size) return -1;
    return file->counts[line];
}

void clua_coverage_free(clua_Control *c) {
    struct clua_Coverage *coverage = c->coverage;
    if (coverage == NULL) return;
    for (int i = 0; i < coverage->count; i++) {
        free(coverage->files[i].source);
        free(coverage->files[i].counts);
        free(coverage->files[i].defined);
    }
    free(coverage);
    c->coverage = NULL;
}
