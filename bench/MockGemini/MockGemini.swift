import FortuneTestSupport
#if canImport(Glibc)
import Glibc
#endif

/// The Gemini API on 127.0.0.1 for benchmarks: `GeminiRoutes` with the key "bench-key", its
/// recorded listing and answer, and an answer that waits 600 ms when the request leaves the
/// model thinking more than its least (a budget of 0, or the level "minimal"; "low" for
/// gemini-3.8-flash, which has no "minimal"), as a model left at its default thinking does.
/// Prints its base URL, then serves until killed.
@main
enum MockGemini {
    static func main() throws {
        let server = try LoopbackServer()
        let gemini = GeminiRoutes(server: server, key: "bench-key")
        server.route(prefix: "/v1beta/models") { recorded in
            let request = GeminiRoutes.Request(recorded)
            let least = request.model == "gemini-3.8-flash" ? "low" : "minimal"
            let thinks = request.isGeneration && request.thinkingBudget != 0 && request.thinkingLevel != least
            let reply = gemini.reply(to: recorded)
            return thinks ? .delayed(by: .milliseconds(600), reply) : reply
        }
        print(gemini.baseURL)
        fflush(nil)
        while true {
            // The server is used at every turn: an optimised build may release a value after
            // its last use, and a released server stops.
            withExtendedLifetime(server) { _ = pause() }
        }
    }
}
