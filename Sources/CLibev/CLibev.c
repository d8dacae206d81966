/* CLibev is header-only: every wrapper is static inline in include/CLibev.h.
 * SwiftPM needs one source file to build the C target. */
#include "CLibev.h"
