#include "CMosquitto.h"

#include <dlfcn.h>
#include <pthread.h>
#include <stddef.h>

// The functions as libmosquitto has them, found by `cmq_load`.
#define CMQ_POINTER_FUNCTION(result, name, parameters, arguments) static result (*loaded_##name) parameters;
#define CMQ_POINTER_PROCEDURE(name, parameters, arguments) static void (*loaded_##name) parameters;
CMQ_FUNCTIONS(CMQ_POINTER_FUNCTION)
CMQ_PROCEDURES(CMQ_POINTER_PROCEDURE)
static int (*loaded_ssl_has_pending)(const void *ssl);

#define CMQ_DEFINE_FUNCTION(result, name, parameters, arguments) \
    result cmq_##name parameters { return loaded_##name arguments; }
#define CMQ_DEFINE_PROCEDURE(name, parameters, arguments) \
    void cmq_##name parameters { loaded_##name arguments; }
CMQ_FUNCTIONS(CMQ_DEFINE_FUNCTION)
CMQ_PROCEDURES(CMQ_DEFINE_PROCEDURE)

static pthread_once_t load_once = PTHREAD_ONCE_INIT;
static const char *load_failure = "libmosquitto was not loaded";

static void load(void) {
    // RTLD_LOCAL: its symbols (and OpenSSL's) stay out of the process's namespace.
    void *library = dlopen("libmosquitto.so.1", RTLD_NOW | RTLD_LOCAL);
    if (library == NULL) {
        load_failure = dlerror();
        return;
    }
#define CMQ_FIND(name) \
    *(void **)&loaded_##name = dlsym(library, "mosquitto_" #name); \
    if (loaded_##name == NULL) { load_failure = "libmosquitto.so.1 lacks mosquitto_" #name; return; }
#define CMQ_FIND_FUNCTION(result, name, parameters, arguments) CMQ_FIND(name)
#define CMQ_FIND_PROCEDURE(name, parameters, arguments) CMQ_FIND(name)
    CMQ_FUNCTIONS(CMQ_FIND_FUNCTION)
    CMQ_PROCEDURES(CMQ_FIND_PROCEDURE)
    // OpenSSL, which libmosquitto brought in: found through its dependencies.
    *(void **)&loaded_ssl_has_pending = dlsym(library, "SSL_has_pending");
    loaded_lib_init();
    load_failure = NULL;
}

const char *cmq_load(void) {
    pthread_once(&load_once, load);
    return load_failure;
}

int cmq_tls_pending(struct mosquitto *mosq) {
    void *ssl = cmq_ssl_get(mosq);
    return ssl != NULL && loaded_ssl_has_pending != NULL ? loaded_ssl_has_pending(ssl) : 0;
}
