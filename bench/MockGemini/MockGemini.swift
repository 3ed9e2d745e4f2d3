import FortuneTestSupport
#if canImport(Glibc)
import Glibc
#endif

/// A Gemini-style server on 127.0.0.1 for benchmarks: answers every generateContent call at
/// once with a short fortune, and every streamGenerateContent call with the same as three
/// events. Prints its base URL, then serves until killed.
@main
enum MockGemini {
    static func main() throws {
        let server = try LoopbackServer()
        let text = "Benchmarks favour the prepared rooster: crow early, measure twice."
        let unary = #"{"candidates":[{"content":{"role":"model","parts":[{"text":"\#(text)"}]},"finishReason":"STOP"}],"modelVersion":"mock"}"#
        server.route("/v1beta/models/mock:generateContent", .json(unary))
        let words = text.split(separator: " ")
        let events = [words[..<4], words[4..<8], words[8...]].enumerated().map { index, part in
            let finish = index == 2 ? #","finishReason":"STOP""# : ""
            let piece = part.joined(separator: " ") + (index == 2 ? "" : " ")
            return #"{"candidates":[{"content":{"parts":[{"text":"\#(piece)"}]}\#(finish)}]}"#
        }
        server.route("/v1beta/models/mock:streamGenerateContent", .sse(events: events))
        print(server.baseURL)
        fflush(nil)
        while true { pause() }
    }
}
