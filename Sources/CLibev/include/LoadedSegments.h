/*
 * The read-only segments of the objects the dynamic loader has mapped, for the daemon's
 * startup release. A header of its own: its C file needs <link.h>, whose <elf.h> names
 * clash with libev's (EV_NONE).
 */
#ifndef CLIBEV_LOADED_SEGMENTS_H
#define CLIBEV_LOADED_SEGMENTS_H

#include <stdint.h>

/* Called with a page-aligned range of a loaded object's read-only segment. */
typedef void (*clibev_segment_visitor)(uintptr_t start, uintptr_t length, void *context);

/* Calls `visit` with each read-only segment (code, read-only data) of every object the
 * dynamic loader has mapped, the program and its libraries, each range taken inward to
 * whole pages. It runs inside dl_iterate_phdr, holding the loader's lock, so no object is
 * unloaded (dlclose) while `visit` runs: each range it is given is that object's until it
 * returns. */
void clibev_each_read_only_segment(clibev_segment_visitor visit, void *context, uintptr_t page_size);

#endif
