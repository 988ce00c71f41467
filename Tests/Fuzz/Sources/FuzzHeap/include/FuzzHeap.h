/*
 * The process's heap in use and its peak, counted exactly by AddressSanitizer's allocation hooks:
 * the peak-memory oracle of the harnesses (docs/hostile-input.md). Sampling (the run's own heap
 * meter reads every 10 ms) could miss a burst that is freed at once; a hook sees every block.
 * Without AddressSanitizer (a replayer built without it) nothing is counted and both read 0.
 */
#ifndef PLAYGROUND_FUZZ_HEAP_H
#define PLAYGROUND_FUZZ_HEAP_H

#include <stddef.h>

/** Installs the hooks once; returns whether the heap is counted. */
int fuzz_heap_start(void);

/** The bytes in use now (blocks allocated since the hooks were installed, less those freed). */
long long fuzz_heap_in_use(void);

/** The most bytes in use since the last fuzz_heap_reset_peak. */
long long fuzz_heap_peak(void);

/** Starts a new peak from what is in use now. */
void fuzz_heap_reset_peak(void);

#endif
