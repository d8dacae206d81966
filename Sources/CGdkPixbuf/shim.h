// GdkPixbuf, GNOME's image loading library, from Debian's libgdk-pixbuf-2.0-dev: decodes
// PNG and JPEG, and SVG through librsvg's loader (Debian's librsvg2-common).
#include <gdk-pixbuf/gdk-pixbuf.h>
