internal import CCurl
import FortuneCore

/// libcurl, loaded on first use.
///
/// Loading is deferred so that commands that never make a request start without libcurl and
/// the thirty shared libraries it pulls in (docs/ARCHITECTURE.md, "Why these choices").
package enum CurlLibrary {
    /// Loads libcurl once per process (thread-safe).
    /// - Throws: `HTTPError.Kind.libraryMissing` with the Debian package to install.
    package static func load() throws(HTTPError) {
        var buffer = [CChar](repeating: 0, count: 256)
        if ccurl_load(&buffer, buffer.count) != 0 {
            let reason = String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            // The shim's one common reason is said in the user's language; the others, as it
            // wrote them.
            let missing = Message("error.http.noLibcurl")
            throw reason == missing.description
                ? HTTPError(.libraryMissing, said: missing) : HTTPError(.libraryMissing, reason)
        }
    }
}
