import FortuneCore

/// The proxy variables libcurl reads, kept so that a failure through a proxy can name it.
///
/// libcurl chooses a proxy from the environment on its own; when a request then fails to
/// connect, the message it gives names the API's host, and "check the network and the base URL"
/// sends the user the wrong way. Reading the same variables as libcurl does, in its order, tells
/// which proxy a request went through and which variable set it.
public struct ProxyEnvironment: Sendable, Hashable {
    /// A proxy a request goes through.
    public struct Proxy: Sendable, Hashable {
        /// The variable that names it, such as `HTTPS_PROXY`.
        public let variable: String
        /// Its host and port, without scheme or credentials.
        public let address: String
    }

    private let values: [String: String]

    /// The variables libcurl reads: `http_proxy` (never `HTTP_PROXY`, which a CGI request may
    /// set), `https_proxy`/`HTTPS_PROXY`, `all_proxy`/`ALL_PROXY`, `no_proxy`/`NO_PROXY`.
    static let names = ["http_proxy", "https_proxy", "HTTPS_PROXY", "all_proxy", "ALL_PROXY", "no_proxy", "NO_PROXY"]

    /// The proxy settings in `environment`; empty values count as unset.
    public init(_ environment: [String: String] = [:]) {
        values = environment.filter { Self.names.contains($0.key) && !$0.value.isEmpty }
    }

    /// The proxy a request to `url` goes through, or nil when it goes direct.
    public func proxy(for url: String) -> Proxy? {
        guard !values.isEmpty else { return nil }
        let scheme = url.prefix { $0 != ":" }.lowercased()
        let candidates =
            (scheme == "https" ? ["https_proxy", "HTTPS_PROXY"] : scheme == "http" ? ["http_proxy"] : [])
            + ["all_proxy", "ALL_PROXY"]
        guard let variable = candidates.first(where: { values[$0] != nil }), let value = values[variable],
            !bypasses(host(of: url))
        else { return nil }
        return Proxy(
            variable: variable, address: URLDisplay.hostAndPort(of: value.contains("://") ? value : "http://" + value)
        )
    }

    /// Whether `no_proxy` (or `NO_PROXY`) lists `host`: `*`, the host itself, or a domain it
    /// is in.
    private func bypasses(_ host: String) -> Bool {
        guard let list = values["no_proxy"] ?? values["NO_PROXY"] else { return false }
        return list.split(separator: ",").contains { entry in
            var domain = entry.trimmingWhitespace.lowercased()
            if domain == "*" { return true }
            if domain.hasPrefix(".") { domain.removeFirst() }
            return !domain.isEmpty && (host == domain || host.hasSuffix("." + domain))
        }
    }

    /// The host of `url`, lowercased, without port, credentials or brackets.
    private func host(of url: String) -> String {
        var authority = Substring(URLDisplay.hostAndPort(of: url))
        if authority.hasPrefix("["), let close = authority.firstIndex(of: "]") {
            return String(authority[authority.index(after: authority.startIndex)..<close]).lowercased()
        }
        if let colon = authority.lastIndex(of: ":") { authority = authority[..<colon] }
        return authority.lowercased()
    }
}
