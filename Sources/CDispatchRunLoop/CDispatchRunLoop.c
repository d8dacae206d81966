/* CDispatchRunLoop is header-only (include/CDispatchRunLoop.h).
 * SwiftPM needs one source file to build the C target. */
#include "CDispatchRunLoop.h"
