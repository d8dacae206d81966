/*
 * CLibev: the C face of libev (Debian's libev-dev) as Clockwork's Swift code sees it.
 *
 * libev's real functions (ev_run, ev_io_start, ev_async_send, ...) import into Swift
 * as they are. Its function-like macros do not, so each one the runtime uses is
 * wrapped below in a one-line static inline function named after the macro with a
 * `clibev_` prefix. The few Linux and libdispatch declarations the loop and the daemon
 * need and that Glibc does not export (timerfd, timer slack, peer credentials, the main
 * queue's run-loop handle, the loaded objects' segments) are declared here too, so Swift
 * code has exactly one C import.
 */
#ifndef CLIBEV_H
#define CLIBEV_H


#include <ev.h>
#include <stdint.h>
#include <sys/ioctl.h>
#include <sys/socket.h>
#include <sys/prctl.h>
#include <sys/timerfd.h>
#include <sys/syscall.h>
#include <unistd.h>

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

/* ---- Linux: timerfd and timer slack --------------------------------------- */

/* A CLOCK_MONOTONIC timerfd, non-blocking and close-on-exec; -1 and errno on failure. */
static inline int clibev_timerfd_create_monotonic(void) {
    return timerfd_create(CLOCK_MONOTONIC, TFD_NONBLOCK | TFD_CLOEXEC);
}

/* Arms `fd` to expire first at `first_ns` (absolute CLOCK_MONOTONIC) and then every
 * `interval_ns`; `first_ns == 0` disarms. Returns 0 or -1 with errno. */
static inline int clibev_timerfd_arm_absolute(int fd, int64_t first_ns, int64_t interval_ns) {
    struct itimerspec spec;
    spec.it_value.tv_sec = (time_t)(first_ns / 1000000000);
    spec.it_value.tv_nsec = (long)(first_ns % 1000000000);
    spec.it_interval.tv_sec = (time_t)(interval_ns / 1000000000);
    spec.it_interval.tv_nsec = (long)(interval_ns % 1000000000);
    return timerfd_settime(fd, TFD_TIMER_ABSTIME, &spec, NULL);
}

/* Sets the calling thread's timer slack (PR_SET_TIMERSLACK) in nanoseconds. */
static inline int clibev_set_timer_slack(unsigned long ns) { return prctl(PR_SET_TIMERSLACK, ns, 0, 0, 0); }

/* The calling thread's kernel id, for /proc/self/task/<tid>. */
static inline int32_t clibev_gettid(void) { return (int32_t)syscall(SYS_gettid); }

/// The terminal window size of `fd` (`TIOCGWINSZ`; `ioctl` is variadic, which Swift cannot call).
/// Returns 0 and fills `columns`/`rows`, or -1 (errno set) when `fd` is not a terminal.
static inline int clibev_window_size(int fd, uint16_t *columns, uint16_t *rows) {
    struct winsize size;
    if (ioctl(fd, TIOCGWINSZ, &size) != 0) return -1;
    *columns = size.ws_col;
    *rows = size.ws_row;
    return 0;
}

/* ---- Linux: Unix-domain sockets ------------------------------------------- */

/* The user id of the process at the other end of a connected Unix-domain socket
 * (SO_PEERCRED, which Glibc's Swift overlay does not export); -1 and errno on failure. */
static inline int clibev_peer_uid(int fd, uint32_t *uid) {
    /* struct ucred's layout (pid, uid, gid), spelled out: naming it needs _GNU_SOURCE,
     * which would give this module other system headers than Swift's Glibc module. */
    struct { int32_t pid; uint32_t uid; uint32_t gid; } credentials;
    socklen_t length = sizeof credentials;
    if (getsockopt(fd, SOL_SOCKET, SO_PEERCRED, &credentials, &length) != 0) return -1;
    *uid = credentials.uid;
    return 0;
}

/* Accepts a pending connection as a non-blocking, close-on-exec descriptor (Glibc's
 * transparent sockaddr union does not take a null pointer from Swift). accept4 is
 * declared only under _GNU_SOURCE (see above); it is in every glibc since 2.10. */
extern int accept4(int fd, struct sockaddr *address, socklen_t *length, int flags);
static inline int clibev_accept(int fd) { return accept4(fd, NULL, NULL, SOCK_NONBLOCK | SOCK_CLOEXEC); }

/* ---- Linux: the loaded objects' read-only segments ------------------------ */

#include "LoadedSegments.h"

/* ---- libdispatch: the main queue as a run-loop source -------------------- */

/* libdispatch's run-loop integration (what Foundation's RunLoop uses on Linux):
 * the main queue signals an eventfd when it has work, and the thread that owns the
 * main queue drains it by calling the callback. Exported by libdispatch.so. */
extern int _dispatch_get_main_queue_handle_4CF(void);
extern void _dispatch_main_queue_callback_4CF(void *msg);

static inline int clibev_main_queue_fd(void) { return _dispatch_get_main_queue_handle_4CF(); }
static inline void clibev_main_queue_drain(void) { _dispatch_main_queue_callback_4CF(0); }

#endif
