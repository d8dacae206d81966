/* The walk over the loaded objects' read-only segments (include/LoadedSegments.h).
 * <link.h> declares dl_iterate_phdr only under _GNU_SOURCE, kept out of the headers Swift
 * imports beside its Glibc module. */
#define _GNU_SOURCE
#include <link.h>
#include <string.h>
#include "LoadedSegments.h"

struct segment_walk { clibev_segment_visitor visit; void *context; uintptr_t page_size; };

static int visit_object(struct dl_phdr_info *info, size_t size, void *data) {
    (void)size;
    const struct segment_walk *walk = data;
    const uintptr_t page = walk->page_size;
    /* The vDSO is the kernel's, not a file's. */
    if (info->dlpi_name != NULL && strncmp(info->dlpi_name, "linux-vdso", 10) == 0) return 0;
    for (ElfW(Half) index = 0; index < info->dlpi_phnum; index++) {
        const ElfW(Phdr) *segment = &info->dlpi_phdr[index];
        if (segment->p_type != PT_LOAD || (segment->p_flags & PF_W) != 0) continue;
        /* Inward to whole pages: a page shared with a neighbour is left alone. */
        uintptr_t start = (info->dlpi_addr + segment->p_vaddr + page - 1) & ~(page - 1);
        uintptr_t end = (info->dlpi_addr + segment->p_vaddr + segment->p_memsz) & ~(page - 1);
        if (end > start) walk->visit(start, end - start, walk->context);
    }
    return 0;
}

void clibev_each_read_only_segment(clibev_segment_visitor visit, void *context, uintptr_t page_size) {
    struct segment_walk walk = { visit, context, page_size };
    dl_iterate_phdr(visit_object, &walk);
}
