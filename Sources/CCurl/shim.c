#include "CCurl.h"

#include <dlfcn.h>
#include <pthread.h>
#include <stdio.h>
#include <string.h>

// OpenSSL 3's OPENSSL_INIT_NO_ATEXIT (openssl/crypto.h). Its value is part of the ABI; it is
// written here so that building does not need OpenSSL's headers.
#define CCURL_OPENSSL_INIT_NO_ATEXIT 0x00080000L

static struct {
    CURLcode (*global_init)(long);
    CURL *(*easy_init)(void);
    void (*easy_cleanup)(CURL *);
    const char *(*easy_strerror)(CURLcode);
    CURLcode (*easy_setopt)(CURL *, CURLoption, ...);
    CURLcode (*easy_getinfo)(CURL *, CURLINFO, ...);
    struct curl_slist *(*slist_append)(struct curl_slist *, const char *);
    void (*slist_free_all)(struct curl_slist *);
    CURLM *(*multi_init)(void);
    CURLMcode (*multi_cleanup)(CURLM *);
    CURLMcode (*multi_add_handle)(CURLM *, CURL *);
    CURLMcode (*multi_remove_handle)(CURLM *, CURL *);
    CURLMcode (*multi_perform)(CURLM *, int *);
    CURLMcode (*multi_poll)(CURLM *, struct curl_waitfd *, unsigned int, int, int *);
    CURLMcode (*multi_wakeup)(CURLM *);
    CURLMcode (*multi_setopt)(CURLM *, CURLMoption, ...);
    CURLMsg *(*multi_info_read)(CURLM *, int *);
    CURLSH *(*share_init)(void);
    CURLSHcode (*share_setopt)(CURLSH *, CURLSHoption, ...);
} api;

static pthread_once_t load_once = PTHREAD_ONCE_INIT;
static char load_error[256];
static int loaded;

#define RESOLVE(handle, field, name)                                                         \
    do {                                                                                     \
        *(void **)(&api.field) = dlsym(handle, name);                                        \
        if (api.field == NULL) {                                                             \
            snprintf(load_error, sizeof load_error, "libcurl.so.4 has no %s (too old?)", name); \
            return;                                                                          \
        }                                                                                    \
    } while (0)

static void load(void) {
    // RTLD_LAZY, as the dynamic loader does for a program linked with libcurl: binding every
    // symbol of libcurl and its thirty libraries up front is most of the cost of loading them
    // (callgrind: a quarter of a whole refresh), and a request uses few of them.
    void *handle = dlopen("libcurl.so.4", RTLD_LAZY | RTLD_LOCAL);
    if (handle == NULL) {
        snprintf(load_error, sizeof load_error,
                 "cannot load libcurl.so.4; install it with: apt-get install libcurl4");
        return;
    }
    RESOLVE(handle, global_init, "curl_global_init");
    RESOLVE(handle, easy_init, "curl_easy_init");
    RESOLVE(handle, easy_cleanup, "curl_easy_cleanup");
    RESOLVE(handle, easy_strerror, "curl_easy_strerror");
    RESOLVE(handle, easy_setopt, "curl_easy_setopt");
    RESOLVE(handle, easy_getinfo, "curl_easy_getinfo");
    RESOLVE(handle, slist_append, "curl_slist_append");
    RESOLVE(handle, slist_free_all, "curl_slist_free_all");
    RESOLVE(handle, multi_init, "curl_multi_init");
    RESOLVE(handle, multi_cleanup, "curl_multi_cleanup");
    RESOLVE(handle, multi_add_handle, "curl_multi_add_handle");
    RESOLVE(handle, multi_remove_handle, "curl_multi_remove_handle");
    RESOLVE(handle, multi_perform, "curl_multi_perform");
    RESOLVE(handle, multi_poll, "curl_multi_poll");
    RESOLVE(handle, multi_wakeup, "curl_multi_wakeup");
    RESOLVE(handle, multi_setopt, "curl_multi_setopt");
    RESOLVE(handle, multi_info_read, "curl_multi_info_read");
    RESOLVE(handle, share_init, "curl_share_init");
    RESOLVE(handle, share_setopt, "curl_share_setopt");

    // Without NO_ATEXIT, OpenSSL registers an exit handler that frees state a still-alive curl
    // handle may use from another thread during exit: a known crash at process exit on Linux.
    // It must run before curl_global_init initialises OpenSSL with the default options.
    int (*openssl_init)(unsigned long, const void *) = NULL;
    *(void **)(&openssl_init) = dlsym(handle, "OPENSSL_init_ssl");
    if (openssl_init != NULL) {
        openssl_init(CCURL_OPENSSL_INIT_NO_ATEXIT, NULL);
    }

    CURLcode code = api.global_init(CURL_GLOBAL_DEFAULT);
    if (code != CURLE_OK) {
        snprintf(load_error, sizeof load_error, "curl_global_init failed: %s",
                 api.easy_strerror(code));
        return;
    }
    loaded = 1;
}

int ccurl_load(char *error, size_t error_size) {
    pthread_once(&load_once, load);
    if (loaded) return 0;
    snprintf(error, error_size, "%s", load_error);
    return -1;
}

CURL *ccurl_easy_init(void) { return api.easy_init(); }
void ccurl_easy_cleanup(CURL *handle) { api.easy_cleanup(handle); }
const char *ccurl_easy_strerror(CURLcode code) { return api.easy_strerror(code); }

CURLcode ccurl_easy_setopt_long(CURL *handle, CURLoption option, long value) {
    return api.easy_setopt(handle, option, value);
}
CURLcode ccurl_easy_setopt_off_t(CURL *handle, CURLoption option, curl_off_t value) {
    return api.easy_setopt(handle, option, value);
}
CURLcode ccurl_easy_setopt_pointer(CURL *handle, CURLoption option, void *value) {
    return api.easy_setopt(handle, option, value);
}
CURLcode ccurl_easy_setopt_string(CURL *handle, CURLoption option, const char *value) {
    return api.easy_setopt(handle, option, value);
}
CURLcode ccurl_easy_setopt_slist(CURL *handle, CURLoption option, struct curl_slist *value) {
    return api.easy_setopt(handle, option, value);
}
CURLcode ccurl_easy_setopt_share(CURL *handle, CURLoption option, CURLSH *value) {
    return api.easy_setopt(handle, option, value);
}
CURLcode ccurl_easy_setopt_write_function(CURL *handle, CURLoption option,
                                          size_t (*function)(char *, size_t, size_t, void *)) {
    return api.easy_setopt(handle, option, function);
}

CURLcode ccurl_easy_getinfo_long(CURL *handle, CURLINFO info, long *value) {
    return api.easy_getinfo(handle, info, value);
}

struct curl_slist *ccurl_slist_append(struct curl_slist *list, const char *string) {
    return api.slist_append(list, string);
}
void ccurl_slist_free_all(struct curl_slist *list) { api.slist_free_all(list); }

CURLM *ccurl_multi_init(void) { return api.multi_init(); }
CURLMcode ccurl_multi_cleanup(CURLM *multi) { return api.multi_cleanup(multi); }
CURLMcode ccurl_multi_add_handle(CURLM *multi, CURL *handle) { return api.multi_add_handle(multi, handle); }
CURLMcode ccurl_multi_remove_handle(CURLM *multi, CURL *handle) { return api.multi_remove_handle(multi, handle); }
CURLMcode ccurl_multi_perform(CURLM *multi, int *running) { return api.multi_perform(multi, running); }
CURLMcode ccurl_multi_poll(CURLM *multi, int timeout_ms) {
    return api.multi_poll(multi, NULL, 0, timeout_ms, NULL);
}
CURLMcode ccurl_multi_wakeup(CURLM *multi) { return api.multi_wakeup(multi); }
CURLMcode ccurl_multi_setopt_long(CURLM *multi, CURLMoption option, long value) {
    return api.multi_setopt(multi, option, value);
}

int ccurl_multi_next_done(CURLM *multi, CURL **handle, CURLcode *result) {
    int remaining = 0;
    CURLMsg *message;
    while ((message = api.multi_info_read(multi, &remaining)) != NULL) {
        if (message->msg == CURLMSG_DONE) {
            *handle = message->easy_handle;
            *result = message->data.result;
            return 0;
        }
    }
    return -1;
}

CURLSH *ccurl_share_init(void) { return api.share_init(); }
CURLSHcode ccurl_share_setopt_long(CURLSH *share, CURLSHoption option, long value) {
    return api.share_setopt(share, option, value);
}
