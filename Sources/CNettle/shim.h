// Nettle, from Debian's nettle-dev: the DES block cipher that VNC authentication
// (RFB 3.8, section 7.2.2) is defined by. A small library: mapping it costs a daemon
// a few pages, where OpenSSL's libcrypto cost 400 KiB of relocated data.
#include <nettle/des.h>
