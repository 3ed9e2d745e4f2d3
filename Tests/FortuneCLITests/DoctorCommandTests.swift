#if canImport(Glibc)
import Glibc
#endif
import FoundationEssentials
import Testing
import FortuneTestSupport

/// `fortune doctor`: one line per check, ok or what to do; exit 1 only when a refresh cannot work.
@Suite(.fewAtOnce) struct DoctorCommandTests {
    let directory = FakeHome()
    let server: LoopbackServer
    let routes: GeminiRoutes

    init() throws {
        server = try LoopbackServer()
        routes = GeminiRoutes(server: server)
    }

    var base: [String: String] {
        directory.environment.merging([
            "FORTUNE_CLASSIC": directory.appending("no-fortune-mod"),
            // The machine's own systemctl is never asked.
            "PATH": FakeSystemctl(in: directory.appending("tools"), connects: false).path,
        ]) { $1 }
    }

    var gemini: [String: String] {
        base.merging(["GEMINI_API_KEY": routes.key, "GOOGLE_GEMINI_BASE_URL": routes.baseURL]) { $1 }
    }

    struct Check: Decodable, Equatable {
        let check, status, detail: String
    }

    func checks(_ environment: [String: String]) async throws -> (
        status: Int32, checks: [Check], result: FortuneBinary.Result
    ) {
        let result = try await FortuneBinary.run(["doctor", "--json"], environment: environment)
        let checks = try JSONDecoder().decode([Check].self, from: Data(result.stdout.utf8))
        return (result.status, checks, result)
    }

    func config(_ json: String) {
        _ = mkdir(directory.appending("config"), 0o700)
        _ = mkdir(directory.appending("config/fortune"), 0o700)
        Files.write(json, to: directory.appending("config/fortune/config.json"))
    }

    func statusOf(_ name: String, in checks: [Check]) -> String? {
        checks.first { $0.check == name }?.status
    }

    @Test func withoutAKeyTheOfflineModelIsAllARefreshNeeds() async throws {
        let (status, checks, _) = try await self.checks(base)
        #expect(status == 0)
        #expect(statusOf("config", in: checks) == "ok")
        #expect(checks.first { $0.check == "provider" }?.detail.hasPrefix("offline") == true)
        #expect(statusOf("API key", in: checks) == nil)
        #expect(statusOf("fortune-mod", in: checks) == "info")
    }

    /// With Gemini: the key is found (and never shown), libcurl loads, the service lists the
    /// models and the configured one is among them.
    @Test func withAKeyTheServiceIsAskedForItsModels() async throws {
        let (status, checks, result) = try await self.checks(gemini)
        #expect(status == 0, "\(checks)")
        #expect(
            checks.first { $0.check == "API key" }
                == Check(check: "API key", status: "ok", detail: "from GEMINI_API_KEY"))
        #expect(statusOf("libcurl", in: checks) == "ok")
        #expect(statusOf("models", in: checks) == "ok")
        #expect(server.requests.contains { $0.path.hasPrefix("/v1beta/models") })
        #expect(!result.stdout.contains(routes.key) && !result.stderr.contains(routes.key))
    }

    @Test func whatARefreshNeedsFailsWithExitOne() async throws {
        // Gemini required, no key.
        config(#"{"provider": "gemini"}"#)
        let noKey = try await checks(base)
        #expect(noKey.status == 1)
        #expect(statusOf("API key", in: noKey.checks) == "fail")
        // A service that cannot be reached.
        let unreachable = try await checks(gemini.merging(["GOOGLE_GEMINI_BASE_URL": "http://127.0.0.1:1"]) { $1 })
        #expect(unreachable.status == 1)
        #expect(statusOf("models", in: unreachable.checks) == "fail")
        // A file that does not parse: said, and the rest still checked.
        config(#"{"provider": "gemini""#)
        let broken = try await checks(base)
        #expect(broken.status == 1)
        #expect(statusOf("config", in: broken.checks) == "fail")
        #expect(statusOf("store", in: broken.checks) != nil)
    }

    /// A hook whose program is missing and a store folder others can read are warnings: a
    /// refresh still works, so the exit status is 0.
    @Test func hooksAndPrivacyAreWarnings() async throws {
        config(#"{"reloadHooks": [["fortune-no-such-bar-\#(getpid())", "reload"], ["true"]]}"#)
        #expect(try await FortuneBinary.run(["pick", "rat"], environment: base).status == 0)
        _ = chmod(directory.appending("state/fortune"), 0o755)
        let (status, checks, result) = try await self.checks(base)
        #expect(status == 0)
        let hooks = checks.filter { $0.check == "hook" }.map(\.status)
        #expect(hooks == ["warn", "ok"])
        #expect(checks.first { $0.check == "store" }?.status == "warn")
        #expect(checks.first { $0.check == "store" }?.detail.contains("chmod 700") == true)
        let text = try await FortuneBinary.run(["doctor"], environment: base)
        #expect(text.stdout.split(separator: "\n").count == checks.count)
        #expect(text.stdout.contains("warn  hook"), "\(text.stdout)\(result.stderr)")
    }
}
