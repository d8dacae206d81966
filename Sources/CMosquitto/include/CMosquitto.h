// libmosquitto (an MQTT 3.1.1 and 5 client library that leaves its socket to the caller's
// event loop), from Debian's libmosquitto-dev, loaded when a client first starts rather
// than linked: libmosquitto brings OpenSSL, whose relocations cost a process about
// 0.5 MiB of memory it cannot give back, which a daemon that never speaks MQTT should not
// pay. Its types and constants come from its header; its functions, those Clockwork
// calls, through `cmq_` wrappers of the same signature, valid once `cmq_load` succeeded.
#ifndef CMOSQUITTO_H
#define CMOSQUITTO_H

#include <stdbool.h>
#include <mosquitto.h>
#include <mqtt_protocol.h>

/// The libmosquitto functions Clockwork calls: (result, name without `mosquitto_`,
/// parameters, arguments). One list for the wrappers' declarations, definitions and loading.
#define CMQ_FUNCTIONS(X) \
    X(int, lib_init, (void), ()) \
    X(struct mosquitto *, new, (const char *id, bool clean_session, void *obj), (id, clean_session, obj)) \
    X(int, int_option, (struct mosquitto *mosq, enum mosq_opt_t option, int value), (mosq, option, value)) \
    X(int, will_set, (struct mosquitto *mosq, const char *topic, int payloadlen, const void *payload, int qos, bool retain), \
      (mosq, topic, payloadlen, payload, qos, retain)) \
    X(int, username_pw_set, (struct mosquitto *mosq, const char *username, const char *password), (mosq, username, password)) \
    X(int, tls_set, (struct mosquitto *mosq, const char *cafile, const char *capath, const char *certfile, const char *keyfile, \
                     int (*pw_callback)(char *buf, int size, int rwflag, void *userdata)), \
      (mosq, cafile, capath, certfile, keyfile, pw_callback)) \
    X(int, connect_bind_async, (struct mosquitto *mosq, const char *host, int port, int keepalive, const char *bind_address), \
      (mosq, host, port, keepalive, bind_address)) \
    X(int, reconnect_async, (struct mosquitto *mosq), (mosq)) \
    X(int, disconnect, (struct mosquitto *mosq), (mosq)) \
    X(int, socket, (struct mosquitto *mosq), (mosq)) \
    X(bool, want_write, (struct mosquitto *mosq), (mosq)) \
    X(int, loop_read, (struct mosquitto *mosq, int max_packets), (mosq, max_packets)) \
    X(int, loop_write, (struct mosquitto *mosq, int max_packets), (mosq, max_packets)) \
    X(int, loop_misc, (struct mosquitto *mosq), (mosq)) \
    X(int, publish, (struct mosquitto *mosq, int *mid, const char *topic, int payloadlen, const void *payload, int qos, bool retain), \
      (mosq, mid, topic, payloadlen, payload, qos, retain)) \
    X(int, subscribe, (struct mosquitto *mosq, int *mid, const char *sub, int qos), (mosq, mid, sub, qos)) \
    X(int, unsubscribe, (struct mosquitto *mosq, int *mid, const char *sub), (mosq, mid, sub)) \
    X(int, topic_matches_sub, (const char *sub, const char *topic, bool *result), (sub, topic, result)) \
    X(const char *, strerror, (int mosq_errno), (mosq_errno)) \
    X(const char *, connack_string, (int connack_code), (connack_code)) \
    X(const char *, reason_string, (int reason_code), (reason_code)) \
    X(void *, ssl_get, (struct mosquitto *mosq), (mosq))

/// The callback setters and `destroy`, which return nothing.
#define CMQ_PROCEDURES(X) \
    X(destroy, (struct mosquitto *mosq), (mosq)) \
    X(connect_with_flags_callback_set, (struct mosquitto *mosq, void (*on_connect)(struct mosquitto *, void *, int, int)), \
      (mosq, on_connect)) \
    X(disconnect_callback_set, (struct mosquitto *mosq, void (*on_disconnect)(struct mosquitto *, void *, int)), (mosq, on_disconnect)) \
    X(message_callback_set, (struct mosquitto *mosq, void (*on_message)(struct mosquitto *, void *, const struct mosquitto_message *)), \
      (mosq, on_message)) \
    X(log_callback_set, (struct mosquitto *mosq, void (*on_log)(struct mosquitto *, void *, int, const char *)), (mosq, on_log)) \
    X(subscribe_callback_set, (struct mosquitto *mosq, void (*on_subscribe)(struct mosquitto *, void *, int, int, const int *)), \
      (mosq, on_subscribe))

#define CMQ_DECLARE_FUNCTION(result, name, parameters, arguments) result cmq_##name parameters;
#define CMQ_DECLARE_PROCEDURE(name, parameters, arguments) void cmq_##name parameters;
CMQ_FUNCTIONS(CMQ_DECLARE_FUNCTION)
CMQ_PROCEDURES(CMQ_DECLARE_PROCEDURE)

/// Loads libmosquitto.so.1, finds its functions and sets it up (`mosquitto_lib_init`),
/// once; NULL when it is ready, else why
/// it is not (the library missing, or a function it lacks). Any thread; the first call
/// does the work, later ones return its outcome.
const char *cmq_load(void);

/// Whether the connection's TLS stream holds bytes read from the socket and not yet
/// consumed (OpenSSL's `SSL_has_pending`): data no readiness event will announce. 0 for a
/// plain connection.
int cmq_tls_pending(struct mosquitto *mosq);

#endif
