/// A URL as messages and reports show it: never the user and password it may carry
/// (`http://user:secret@host/v1`), which belong in no terminal, log or JSON.
package enum URLDisplay {
    /// "host:port" of a URL, for messages: never the path, the query or the credentials.
    package static func hostAndPort(of url: String) -> String {
        let (_, authority, _) = parts(of: url)
        return String(authority.split(separator: "@").last ?? authority)
    }

    /// `url` with the user and password of its authority shown as `***`:
    /// `http://user:secret@host/v1` → `http://***@host/v1`; a URL without them as it is.
    package static func hidingCredentials(_ url: String) -> String {
        let (head, authority, tail) = parts(of: url)
        guard let at = authority.lastIndex(of: "@") else { return url }
        return head + "***" + authority[at...] + tail
    }

    /// What comes before the authority ("http://"), the authority, and what follows it.
    private static func parts(of url: String) -> (head: Substring, authority: Substring, tail: Substring) {
        let start: String.Index
        if let scheme = url.firstRange(of: "://"), !url[..<scheme.lowerBound].contains("/") {
            start = scheme.upperBound
        } else {
            start = url.startIndex
        }
        let rest = url[start...]
        let end = rest.firstIndex { $0 == "/" || $0 == "?" || $0 == "#" } ?? rest.endIndex
        return (url[..<start], url[start..<end], url[end...])
    }
}
