// Cairo (shapes, paint, PNG) and Pango (text shaped by HarfBuzz, fonts from fontconfig),
// from Debian's libcairo2-dev and libpango1.0-dev; FreeType and fontconfig beneath them,
// for glyphs rasterized as Cairo's FreeType backend does; and the Linux framebuffer
// device's screen-information calls, which are variadic ioctls Swift cannot call directly.
#include <cairo/cairo.h>
#include <cairo/cairo-ft.h>
#include <pango/pangocairo.h>
#include <pango/pangofc-font.h>
#include <fontconfig/fontconfig.h>
#include <ft2build.h>
#include <freetype/freetype.h>
#include <freetype/ftoutln.h>
#include <linux/fb.h>
#include <sys/ioctl.h>

/// The framebuffer's variable screen information (resolution, bits per pixel, layout).
static inline int clockwork_fb_variable_info(int fd, struct fb_var_screeninfo *info) {
    return ioctl(fd, FBIOGET_VSCREENINFO, info);
}

/// The framebuffer's fixed screen information (line length in bytes, memory size).
static inline int clockwork_fb_fixed_info(int fd, struct fb_fix_screeninfo *info) {
    return ioctl(fd, FBIOGET_FSCREENINFO, info);
}

/// Blanks (`FB_BLANK_POWERDOWN`) or unblanks the framebuffer's display.
static inline int clockwork_fb_blank(int fd, int blank) {
    return ioctl(fd, FBIOBLANK, blank ? FB_BLANK_POWERDOWN : FB_BLANK_UNBLANK);
}

/// FreeType's load flags for hinting aimed at a light (vertical-only) hinter, as Cairo
/// loads glyphs of fonts fontconfig hints "slight" (a function-like macro in C).
static const int clockwork_ft_load_target_light = FT_LOAD_TARGET_LIGHT;
