/* calls.h: how a function is called, where the compiler's choice costs the
 * caller. */
#ifndef ARB_CALLS_H
#define ARB_CALLS_H

/* A call made as written, its arguments whole (GCC's noipa): a function on
 * a rare path that GCC would otherwise pass parts of its caller's values
 * to, which the caller's loop then keeps in registers for it at every turn.
 * Compilers without the attribute (clang) get noinline, the nearest. */
#if defined(__has_attribute)
#if __has_attribute(noipa)
#define AS_WRITTEN __attribute__((noipa))
#endif
#endif
#ifndef AS_WRITTEN
#define AS_WRITTEN __attribute__((noinline))
#endif

#endif
