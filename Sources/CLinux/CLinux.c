/* CLinux is header-only: every wrapper is static inline in include/CLinux.h.
 * SwiftPM needs one source file to build the C target. */
#include "CLinux.h"
