import FoundationEssentials
public import FortuneCore
import FortuneGeneration

/// Each service's wire as the loopback server plays it: where a model is asked and listed, and
/// the bodies of an answer, a stream, a listing and an error in the service's own shapes.
///
/// One entry per row with a server of the standard table and the echo row; a row without one
/// fails every conformance test (`ServiceConformanceTests`) by name until its entry is written.
public struct ServiceWireFixture: Sendable {
    /// The path a whole answer is asked at, for `model`.
    public var generatePath: @Sendable (_ model: String) -> String
    /// The path a streamed answer is asked at, for `model`.
    public var streamPath: @Sendable (_ model: String) -> String
    /// What the base URL variable is set to, from the server's own base URL.
    public var baseURL: @Sendable (_ server: String) -> String
    /// The path the models are listed at.
    public var listPath: String
    /// A whole answer of `text` that ended for `reason`.
    public var answer: @Sendable (_ text: String, _ reason: String) -> Reply
    /// A streamed answer of `pieces`, ended for the row's finishing reason.
    public var stream: @Sendable (_ pieces: [String]) -> Reply
    /// A listing of `models`.
    public var listing: @Sendable (_ models: [String]) -> Reply
    /// An error with `status` whose body says `message`.
    public var error: @Sendable (_ status: Int, _ message: String) -> Reply

    /// `text` as a JSON string literal, quotes and escapes included.
    public static func json(_ text: String) -> String {
        String(decoding: try! JSONEncoder().encode(text), as: UTF8.self)
    }

    public static let all: [ModelService: ServiceWireFixture] = [
        .gemini: ServiceWireFixture(
            generatePath: { "/v1beta/models/\($0):generateContent" },
            streamPath: { "/v1beta/models/\($0):streamGenerateContent" },
            baseURL: { $0 },
            listPath: "/v1beta/models",
            answer: { text, reason in
                .json(#"{"candidates":[{"content":{"parts":[{"text":\#(json(text))}]},"finishReason":"\#(reason)"}]}"#)
            },
            stream: { pieces in
                .sse(
                    events: pieces.enumerated().map { index, piece in
                        let finish = index == pieces.count - 1 ? #","finishReason":"STOP""# : ""
                        return #"{"candidates":[{"content":{"parts":[{"text":\#(json(piece))}]}\#(finish)}]}"#
                    })
            },
            listing: { models in
                let listed = models.map {
                    #"{"name":"models/\#($0)","supportedGenerationMethods":["generateContent"]}"#
                }
                return .json(#"{"models":[\#(listed.joined(separator: ","))]}"#)
            },
            error: { status, message in
                .json(status: status, #"{"error":{"code":\#(status),"message":\#(json(message)),"status":"FAILED"}}"#)
            }
        ),
        .openai: ServiceWireFixture(
            generatePath: { _ in "/v1/chat/completions" },
            streamPath: { _ in "/v1/chat/completions" },
            baseURL: { $0 + "/v1" },
            listPath: "/v1/models",
            answer: { text, reason in
                .json(
                    #"{"choices":[{"index":0,"message":{"role":"assistant","content":\#(json(text))},"finish_reason":"\#(reason)"}]}"#
                )
            },
            stream: { pieces in
                .sse(
                    events: pieces.enumerated().map { index, piece in
                        let finish = index == pieces.count - 1 ? #""stop""# : "null"
                        return
                            #"{"choices":[{"index":0,"delta":{"content":\#(json(piece))},"finish_reason":\#(finish)}]}"#
                    } + ["[DONE]"])
            },
            listing: { models in
                .json(#"{"data":[\#(models.map { #"{"id":"\#($0)"}"# }.joined(separator: ","))]}"#)
            },
            error: { status, message in .json(status: status, #"{"error":{"message":\#(json(message))}}"#) }
        ),
        .ollama: ServiceWireFixture(
            generatePath: { _ in "/api/chat" },
            streamPath: { _ in "/api/chat" },
            baseURL: { $0 },
            listPath: "/api/tags",
            answer: { text, reason in
                .json(
                    #"{"message":{"role":"assistant","content":\#(json(text))},"done":true,"done_reason":"\#(reason)"}"#
                )
            },
            stream: { pieces in
                let lines = pieces.enumerated().map { index, piece in
                    let end = index == pieces.count - 1 ? #""done":true,"done_reason":"stop""# : #""done":false"#
                    return #"{"message":{"role":"assistant","content":\#(json(piece))},\#(end)}"# + "\n"
                }
                return .chunked(pieces: lines)
            },
            listing: { models in
                .json(#"{"models":[\#(models.map { #"{"name":"\#($0)","model":"\#($0)"}"# }.joined(separator: ","))]}"#)
            },
            error: { status, message in .json(status: status, #"{"error":\#(json(message))}"#) }
        ),
        ServiceDescriptor.echo.id: ServiceWireFixture(
            generatePath: { _ in "/echo" },
            streamPath: { _ in "/echo" },
            baseURL: { $0 },
            listPath: "/models",
            // The echo wire says no reason: every answer it gives is finished.
            answer: { text, _ in .json(#"{"text":\#(json(text))}"#) },
            stream: { pieces in .json(#"{"text":\#(json(pieces.joined()))}"#) },
            listing: { models in .json(#"{"models":[\#(models.map { json($0) }.joined(separator: ","))]}"#) },
            error: { status, message in .json(status: status, #"{"error":{"message":\#(json(message))}}"#) }
        ),
    ]
}
