import Testing
@testable import FortuneHTTP

/// The proxy a request goes through, chosen as libcurl chooses it from the environment.
@Suite struct ProxyEnvironmentTests {
    @Test func httpsUsesHTTPSProxyEitherCaseThenAllProxy() {
        #expect(
            ProxyEnvironment(["HTTPS_PROXY": "http://proxy:3128"]).proxy(for: "https://api.example.com/v1")
                == .init(variable: "HTTPS_PROXY", address: "proxy:3128"))
        #expect(
            ProxyEnvironment(["https_proxy": "http://a:1", "HTTPS_PROXY": "http://b:2"]).proxy(for: "https://x")?
                .variable == "https_proxy")
        #expect(ProxyEnvironment(["ALL_PROXY": "socks5://s:1080"]).proxy(for: "https://x")?.address == "s:1080")
    }

    @Test func plainHTTPIgnoresTheUppercaseHTTPProxyAsLibcurlDoes() {
        #expect(ProxyEnvironment(["HTTP_PROXY": "http://p:1"]).proxy(for: "http://x") == nil)
        #expect(ProxyEnvironment(["http_proxy": "p:1"]).proxy(for: "http://x")?.address == "p:1")
        #expect(ProxyEnvironment(["HTTPS_PROXY": "http://p:1"]).proxy(for: "http://x") == nil)
    }

    @Test func credentialsNeverReachTheMessage() {
        #expect(ProxyEnvironment(["HTTPS_PROXY": "http://user:secret@p:1"]).proxy(for: "https://x")?.address == "p:1")
    }

    @Test(arguments: ["*", "example.com", ".example.com", "other.org, api.example.com", "API.EXAMPLE.COM"])
    func noProxyListsTheHostOrItsDomain(list: String) {
        let environment = ProxyEnvironment(["HTTPS_PROXY": "http://p:1", "NO_PROXY": list])
        #expect(environment.proxy(for: "https://api.example.com:443/v1") == nil)
    }

    @Test func noProxyForAnotherDomainLeavesTheProxy() {
        let environment = ProxyEnvironment(["HTTPS_PROXY": "http://p:1", "no_proxy": "ample.com,localhost"])
        #expect(environment.proxy(for: "https://api.example.com") != nil)
    }
}
