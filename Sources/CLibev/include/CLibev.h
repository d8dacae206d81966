/*
 * CLibev: the C face of libev (Debian's libev-dev) as Clockwork's Swift code sees it.
 *
 * libev's real functions (ev_run, ev_io_start, ev_async_send, ...) import into Swift
 * as they are. Its function-like macros do not, so each one the runtime uses is
 * wrapped below in a one-line static inline function named after the macro with a
 * `clibev_` prefix. Nothing else lives here: the Linux calls the loop needs are in
 * CLinux, libdispatch's run-loop hooks in CDispatchRunLoop.
 */
#ifndef CLIBEV_H
#define CLIBEV_H


#include <ev.h>

/* ---- Loop ---------------------------------------------------------------- */

/* EVFLAG_AUTO and friends are plain macros but their values do not fit Swift's
 * UInt32 parameter types without casts; these constants fix the types. */
static const unsigned int CLIBEV_FLAG_AUTO = EVFLAG_AUTO;
static const unsigned int CLIBEV_FLAG_NOSIGMASK = EVFLAG_NOSIGMASK;
static const int CLIBEV_RUN_DEFAULT = 0;
static const int CLIBEV_RUN_NOWAIT = EVRUN_NOWAIT;
static const int CLIBEV_RUN_ONCE = EVRUN_ONCE;
static const int CLIBEV_BREAK_ALL = EVBREAK_ALL;
static const int CLIBEV_READ = EV_READ;
static const int CLIBEV_WRITE = EV_WRITE;

/* ---- Watcher initialisation (the macros) --------------------------------- */

static inline void clibev_io_init(ev_io *w, void (*cb)(struct ev_loop *, ev_io *, int), int fd, int events) {
    ev_io_init(w, cb, fd, events);
}
static inline void clibev_io_set(ev_io *w, int fd, int events) { ev_io_set(w, fd, events); }

static inline void clibev_timer_init(ev_timer *w, void (*cb)(struct ev_loop *, ev_timer *, int), double after, double repeat) {
    ev_timer_init(w, cb, after, repeat);
}
static inline void clibev_timer_set(ev_timer *w, double after, double repeat) { ev_timer_set(w, after, repeat); }

static inline void clibev_signal_init(ev_signal *w, void (*cb)(struct ev_loop *, ev_signal *, int), int signum) {
    ev_signal_init(w, cb, signum);
}

static inline void clibev_async_init(ev_async *w, void (*cb)(struct ev_loop *, ev_async *, int)) {
    ev_async_init(w, cb);
}

static inline void clibev_prepare_init(ev_prepare *w, void (*cb)(struct ev_loop *, ev_prepare *, int)) {
    ev_prepare_init(w, cb);
}

static inline void clibev_check_init(ev_check *w, void (*cb)(struct ev_loop *, ev_check *, int)) {
    ev_check_init(w, cb);
}

/* ---- Watcher state (the macros) ------------------------------------------ */

static inline int clibev_is_active(const void *w) { return ev_is_active((const ev_watcher *)w); }
static inline int clibev_is_pending(const void *w) { return ev_is_pending((const ev_watcher *)w); }
/* Of the watchers pending in one loop iteration, those of higher priority run first; set
 * only while the watcher is stopped. */
static inline void clibev_set_priority(void *w, int priority) { ev_set_priority((ev_watcher *)w, priority); }

#endif
