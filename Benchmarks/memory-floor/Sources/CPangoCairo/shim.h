#include <cairo.h>
#include <pango/pangocairo.h>
#include <malloc.h>
