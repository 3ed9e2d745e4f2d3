#ifndef CCURL_H
#define CCURL_H

// libcurl's types and constants, and typed forwarders to the few functions `fortune` uses.
//
// The functions are looked up with dlopen("libcurl.so.4")/dlsym on first use, so a process that
// never makes a request never loads libcurl and its ~30 dependencies. Swift code must call the
// `ccurl_` forwarders only: calling a `curl_` function directly would fail to link, which is the
// guard that keeps `-lcurl` out of the binary.
//
// `curl_easy_setopt` and `curl_easy_getinfo` are variadic, which Swift cannot call; each forwarder
// below takes exactly one argument type (https://curl.se/libcurl/c/curl_easy_setopt.html: "long"
// options must be given a long, "curl_off_t" options a curl_off_t).

#include <curl/curl.h>
#include <stddef.h>

#pragma clang assume_nonnull begin

/// Loads libcurl, initialises OpenSSL without its exit handler, then calls curl_global_init.
/// Thread-safe and idempotent. Returns 0 on success; otherwise writes a one-line reason to `error`.
int ccurl_load(char *error, size_t error_size);

CURL *_Nullable ccurl_easy_init(void);
void ccurl_easy_cleanup(CURL *handle);
const char *ccurl_easy_strerror(CURLcode code);

CURLcode ccurl_easy_setopt_long(CURL *handle, CURLoption option, long value);
CURLcode ccurl_easy_setopt_off_t(CURL *handle, CURLoption option, curl_off_t value);
CURLcode ccurl_easy_setopt_pointer(CURL *handle, CURLoption option, void *_Nullable value);
CURLcode ccurl_easy_setopt_string(CURL *handle, CURLoption option, const char *_Nullable value);
CURLcode ccurl_easy_setopt_slist(CURL *handle, CURLoption option, struct curl_slist *_Nullable value);
CURLcode ccurl_easy_setopt_share(CURL *handle, CURLoption option, CURLSH *_Nullable value);
CURLcode ccurl_easy_setopt_write_function(CURL *handle, CURLoption option,
    size_t (*_Nullable function)(char *buffer, size_t size, size_t count, void *_Nullable context));

CURLcode ccurl_easy_getinfo_long(CURL *handle, CURLINFO info, long *value);

struct curl_slist *_Nullable ccurl_slist_append(struct curl_slist *_Nullable list, const char *string);
void ccurl_slist_free_all(struct curl_slist *_Nullable list);

CURLM *_Nullable ccurl_multi_init(void);
CURLMcode ccurl_multi_cleanup(CURLM *multi);
CURLMcode ccurl_multi_add_handle(CURLM *multi, CURL *handle);
CURLMcode ccurl_multi_remove_handle(CURLM *multi, CURL *handle);
CURLMcode ccurl_multi_perform(CURLM *multi, int *running_handles);
CURLMcode ccurl_multi_poll(CURLM *multi, int timeout_ms);
CURLMcode ccurl_multi_wakeup(CURLM *multi);
CURLMcode ccurl_multi_setopt_long(CURLM *multi, CURLMoption option, long value);

/// The next finished transfer on `multi`: its easy handle and result, or -1 when none has
/// finished. (CURLMsg holds a union, which Swift imports awkwardly; this reads it in C.)
int ccurl_multi_next_done(CURLM *multi, CURL *_Nullable *_Nonnull handle, CURLcode *result);

CURLSH *_Nullable ccurl_share_init(void);
CURLSHcode ccurl_share_setopt_long(CURLSH *share, CURLSHoption option, long value);

#pragma clang assume_nonnull end

#endif
