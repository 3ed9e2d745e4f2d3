// Tells ThreadSanitizer that Swift's `Mutex` (the Synchronization module) orders what it
// guards, for `scripts/sanitize thread`, which preloads it into the tests.
//
// `Mutex.withLock` is inlined into the code under test, and so instrumented, except for the
// slow paths a contended lock takes, which live in the toolchain's uninstrumented
// libswiftSynchronization.so. A thread that got the lock there looks to ThreadSanitizer as if it
// never synchronised, and every value a Mutex guards is reported as a data race. These two
// functions stand in for the slow paths: each calls the real one and tells ThreadSanitizer of
// the acquire or the release on the lock's word. Nothing else changes, so real races are still
// reported.
#define _GNU_SOURCE
#include <dlfcn.h>
#include <stdint.h>

// Weak: the library is preloaded into every process of the test run, SwiftPM's own too, and
// only the sanitized ones have ThreadSanitizer's runtime.
void __tsan_acquire(void *address) __attribute__((weak));
void __tsan_release(void *address) __attribute__((weak));

// The Swift calling convention: the lock (`self`, passed by address) in the context register.
typedef __attribute__((swiftcall)) void (*LockSlow)(uint32_t, void *__attribute__((swift_context)));
typedef __attribute__((swiftcall)) void (*UnlockSlow)(void *__attribute__((swift_context)));

#define LOCK_SLOW "$s15Synchronization12_MutexHandleV9_lockSlowyys6UInt32VF"
#define UNLOCK_SLOW "$s15Synchronization12_MutexHandleV11_unlockSlowyyF"

__attribute__((swiftcall)) void lockSlow(uint32_t value, void *__attribute__((swift_context)) handle)
    __asm__(LOCK_SLOW);
__attribute__((swiftcall)) void unlockSlow(void *__attribute__((swift_context)) handle) __asm__(UNLOCK_SLOW);

static LockSlow realLockSlow;
static UnlockSlow realUnlockSlow;

// Resolved once, when the library is loaded, before any thread can take a lock.
__attribute__((constructor)) static void resolve(void) {
    realLockSlow = (LockSlow)dlsym(RTLD_NEXT, LOCK_SLOW);
    realUnlockSlow = (UnlockSlow)dlsym(RTLD_NEXT, UNLOCK_SLOW);
}

__attribute__((swiftcall)) void lockSlow(uint32_t value, void *__attribute__((swift_context)) handle) {
    realLockSlow(value, handle);
    if (__tsan_acquire) __tsan_acquire(handle);
}

__attribute__((swiftcall)) void unlockSlow(void *__attribute__((swift_context)) handle) {
    if (__tsan_release) __tsan_release(handle);
    realUnlockSlow(handle);
}
