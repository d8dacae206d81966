/*
 * CDispatchRunLoop: libdispatch's run-loop hooks, which Foundation's RunLoop uses on
 * Linux and Swift's Dispatch module does not export, so that Clockwork's loop can drain
 * the main queue (main-actor tasks, DispatchQueue.main) on its own thread.
 */
#ifndef CDISPATCHRUNLOOP_H
#define CDISPATCHRUNLOOP_H

/* ---- libdispatch: the main queue as a run-loop source -------------------- */

/* libdispatch's run-loop integration (what Foundation's RunLoop uses on Linux):
 * the main queue signals an eventfd when it has work, and the thread that owns the
 * main queue drains it by calling the callback. Exported by libdispatch.so. */
extern int _dispatch_get_main_queue_handle_4CF(void);
extern void _dispatch_main_queue_callback_4CF(void *msg);

static inline int cdispatch_main_queue_fd(void) { return _dispatch_get_main_queue_handle_4CF(); }
static inline void cdispatch_main_queue_drain(void) { _dispatch_main_queue_callback_4CF(0); }

#endif
