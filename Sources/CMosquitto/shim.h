// libmosquitto (an MQTT 3.1.1 and 5 client library that leaves its socket to the caller's
// event loop), from Debian's libmosquitto-dev; and OpenSSL's SSL_has_pending, from libssl-dev,
// for the TLS records libmosquitto has decrypted but not yet handed over.
#include <mosquitto.h>
#include <mqtt_protocol.h>
#include <openssl/ssl.h>

/// Whether the connection's TLS stream holds bytes read from the socket and not yet consumed:
/// data no readiness event will announce (1), or not, or the connection is plain (0).
static inline int cmosquitto_tls_pending(struct mosquitto *mosq) {
    SSL *ssl = (SSL *)mosquitto_ssl_get(mosq);
    return ssl ? SSL_has_pending(ssl) : 0;
}
