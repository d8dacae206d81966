/*
 * CLinux: the Linux calls Clockwork's loop needs that Glibc's Swift overlay does not
 * export or that Swift cannot call (variadic ioctl and prctl, macros, structs spelled
 * only under _GNU_SOURCE), each wrapped in a one-line static inline function with a
 * `clinux_` prefix: timerfd, timer slack, the thread's kernel id, a terminal's size,
 * a Unix-domain peer's user id, accept4, malloc's arena limit; and what previews are
 * found by: the bounds of their section, and the Swift runtime's walk of the loaded
 * images' metadata.
 */
#ifndef CLINUX_H
#define CLINUX_H

#include <malloc.h>
#include <stdbool.h>
#include <stdint.h>
#include <sys/ioctl.h>
#include <sys/socket.h>
#include <sys/prctl.h>
#include <sys/timerfd.h>
#include <sys/syscall.h>
#include <time.h>
#include <unistd.h>

/* ---- Linux: timerfd and timer slack --------------------------------------- */

/* A CLOCK_MONOTONIC timerfd, non-blocking and close-on-exec; -1 and errno on failure. */
static inline int clinux_timerfd_create_monotonic(void) {
    return timerfd_create(CLOCK_MONOTONIC, TFD_NONBLOCK | TFD_CLOEXEC);
}

/* Arms `fd` to expire first at `first_ns` (absolute CLOCK_MONOTONIC) and then every
 * `interval_ns`; `first_ns == 0` disarms. Returns 0 or -1 with errno. */
static inline int clinux_timerfd_arm_absolute(int fd, int64_t first_ns, int64_t interval_ns) {
    struct itimerspec spec;
    spec.it_value.tv_sec = (time_t)(first_ns / 1000000000);
    spec.it_value.tv_nsec = (long)(first_ns % 1000000000);
    spec.it_interval.tv_sec = (time_t)(interval_ns / 1000000000);
    spec.it_interval.tv_nsec = (long)(interval_ns % 1000000000);
    return timerfd_settime(fd, TFD_TIMER_ABSTIME, &spec, NULL);
}

/* Sets the calling thread's timer slack (PR_SET_TIMERSLACK) in nanoseconds. */
static inline int clinux_set_timer_slack(unsigned long ns) { return prctl(PR_SET_TIMERSLACK, ns, 0, 0, 0); }

/* The calling thread's kernel id, for /proc/self/task/<tid>. */
static inline int32_t clinux_gettid(void) { return (int32_t)syscall(SYS_gettid); }

/// The terminal window size of `fd` (`TIOCGWINSZ`; `ioctl` is variadic, which Swift cannot call).
/// Returns 0 and fills `columns`/`rows`, or -1 (errno set) when `fd` is not a terminal.
static inline int clinux_window_size(int fd, uint16_t *columns, uint16_t *rows) {
    struct winsize size;
    if (ioctl(fd, TIOCGWINSZ, &size) != 0) return -1;
    *columns = size.ws_col;
    *rows = size.ws_row;
    return 0;
}

/* ---- Linux: Unix-domain sockets ------------------------------------------- */

/* The user id of the process at the other end of a connected Unix-domain socket
 * (SO_PEERCRED, which Glibc's Swift overlay does not export); -1 and errno on failure. */
static inline int clinux_peer_uid(int fd, uint32_t *uid) {
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
static inline int clinux_accept(int fd) { return accept4(fd, NULL, NULL, SOCK_NONBLOCK | SOCK_CLOEXEC); }

/* ---- glibc: malloc --------------------------------------------------------- */

/* Caps the heaps malloc keeps for threads (M_ARENA_MAX, a macro Swift cannot see);
 * returns 1 on success. */
static inline int clinux_set_malloc_arenas(int count) { return mallopt(M_ARENA_MAX, count); }

/* ---- The linker: previews --------------------------------------------------- */

/* `#Preview` places one record per preview in the section clockwork_previews: a function
 * that describes the preview into the storage it is given. The linker bounds the section
 * with these symbols (weak: null when no preview is linked in). */
typedef void (*clinux_preview_record)(void *storage);
extern const clinux_preview_record __start_clockwork_previews[] __attribute__((weak));
extern const clinux_preview_record __stop_clockwork_previews[] __attribute__((weak));
static inline const clinux_preview_record *clinux_previews_begin(void) { return __start_clockwork_previews; }
static inline const clinux_preview_record *clinux_previews_end(void) { return __stop_clockwork_previews; }

/* ---- The Swift runtime: each loaded image's metadata ------------------------- */

/* Where one section of an image lies in memory. */
typedef struct {
    uintptr_t start;
    size_t length;
} clinux_section_range;

/* The head of the runtime's record of an image's metadata sections (swift/shims/
 * MetadataSections.h's MetadataSections, whose fields up to the conformances are the
 * same in every version): the protocol conformance records are what previews read. */
typedef struct {
    uintptr_t version;
    const void *base_address;
    void *unused0;
    void *unused1;
    clinux_section_range swift5_protocols;
    clinux_section_range swift5_protocol_conformances;
} clinux_metadata_sections;

/* Calls `body` with each loaded image's sections until it returns false: the Swift
 * runtime's own walk (libswiftCore exports it; Swift Testing finds tests with it). */
extern void swift_enumerateAllMetadataSections(bool (*body)(const clinux_metadata_sections *sections, void *context),
                                               void *context);

#endif
