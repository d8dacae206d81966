// zlib, from Debian's zlib1g-dev: the deflate stream of the VNC server's ZRLE encoding.
#include <zlib.h>

// deflateInit is a macro; Swift sees this function instead.
static inline int clockwork_deflate_init(z_stream *stream, int level) {
    return deflateInit(stream, level);
}

// inflateInit likewise: the tests decode what the encoder sent.
static inline int clockwork_inflate_init(z_stream *stream) {
    return inflateInit(stream);
}
