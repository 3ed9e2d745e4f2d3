import FortuneTestSupport
#if canImport(Glibc)
import Glibc
#endif

/// The Gemini API on 127.0.0.1 for benchmarks: a `GeminiCatalogue` that accepts the key
/// "bench-key" and makes an answer wait 600 ms when the request leaves the model thinking more
/// than its least, as a model left at its default thinking does. Prints its base URL, then
/// serves until killed.
@main
enum MockGemini {
    static func main() throws {
        let server = try LoopbackServer()
        let catalogue = GeminiCatalogue(server: server, key: "bench-key", thinkingCost: .milliseconds(600))
        print(catalogue.baseURL)
        fflush(nil)
        while true {
            // The server is used at every turn: an optimised build may release a value after
            // its last use, and a released server stops.
            withExtendedLifetime(server) { _ = pause() }
        }
    }
}
