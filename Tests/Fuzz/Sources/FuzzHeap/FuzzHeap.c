/* See FuzzHeap.h. */

#include "FuzzHeap.h"
#include <stdatomic.h>

/* AddressSanitizer's interface; weak, so that a replayer built without it still links. */
extern int __sanitizer_install_malloc_and_free_hooks(
    void (*malloc_hook)(const volatile void *, size_t), void (*free_hook)(const volatile void *))
    __attribute__((weak));
extern size_t __sanitizer_get_allocated_size(const volatile void *p) __attribute__((weak));

static _Atomic long long in_use;
static _Atomic long long peak;
static int started;

static void on_malloc(const volatile void *p, size_t size) {
    (void)p;
    long long now = atomic_fetch_add_explicit(&in_use, (long long)size, memory_order_relaxed) + (long long)size;
    long long seen = atomic_load_explicit(&peak, memory_order_relaxed);
    while (now > seen && !atomic_compare_exchange_weak_explicit(&peak, &seen, now, memory_order_relaxed,
                                                                 memory_order_relaxed)) {
    }
}

/* Called before the block is freed, so its size can still be asked. */
static void on_free(const volatile void *p) {
    if (p == NULL) return;
    atomic_fetch_sub_explicit(&in_use, (long long)__sanitizer_get_allocated_size(p), memory_order_relaxed);
}

int fuzz_heap_start(void) {
    if (started) return started > 0;
    started = -1;
    if (__sanitizer_install_malloc_and_free_hooks && __sanitizer_get_allocated_size
        && __sanitizer_install_malloc_and_free_hooks(on_malloc, on_free)) {
        started = 1;
    }
    return started > 0;
}

long long fuzz_heap_in_use(void) { return atomic_load(&in_use); }

long long fuzz_heap_peak(void) { return atomic_load(&peak); }

void fuzz_heap_reset_peak(void) { atomic_store(&peak, atomic_load(&in_use)); }
