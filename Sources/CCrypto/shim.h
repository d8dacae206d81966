// libcrypto (OpenSSL), from Debian's libssl-dev: the DES block cipher that VNC
// authentication (RFB 3.8, section 7.2.2) is defined by, and the system's random bytes.
#define OPENSSL_SUPPRESS_DEPRECATED 1
#include <openssl/des.h>
#include <openssl/rand.h>
