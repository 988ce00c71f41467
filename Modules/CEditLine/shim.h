/*
 * Debian's libedit (libedit-dev) through its readline compatibility layer, for the line editing,
 * history and Tab completion of `playground repl` at a terminal. Only Apps/Playground imports it.
 *
 * Every function used is a plain (non-variadic) C function; the globals Swift sets (the
 * completion hook, the read-character hook, the word-break characters) are wrapped in setters,
 * since Swift 6 refuses to touch C globals directly.
 */
#ifndef PLAYGROUND_CEDITLINE_SHIM_H
#define PLAYGROUND_CEDITLINE_SHIM_H

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <editline/readline.h>

/** A completion generator: called with state 0, 1, 2... until it returns NULL (malloc'ed strings). */
typedef char *(*cedit_generator)(const char *text, int state);
/** Reads one character for the editor, or returns EOF to end the current line read. */
typedef int (*cedit_getc)(FILE *stream);

/** Sets what Tab completes with, and the characters that separate the word being completed. */
static inline void cedit_set_completion(cedit_generator generator, const char *word_breaks) {
    rl_completion_entry_function = (rl_compentry_func_t *)generator;
    rl_basic_word_break_characters = (char *)word_breaks;
    rl_completer_word_break_characters = (char *)word_breaks;
}

/** Sets the function the editor reads characters with (NULL for the default). */
static inline void cedit_set_getc(cedit_getc getc) { rl_getc_function = getc; }

/** Names the program (for ~/.editrc sections) and initializes the library. */
static inline void cedit_initialize(const char *name) {
    rl_readline_name = name;
    rl_catch_signals = 0;
    rl_initialize();
}

/** Suppresses the space normally appended after a unique completion (0 = none). */
static inline void cedit_set_append_character(int character) {
    rl_completion_append_character = character;
}

/** The line being edited (for context around the completed word). */
static inline const char *cedit_line_buffer(void) { return rl_line_buffer; }

#endif
