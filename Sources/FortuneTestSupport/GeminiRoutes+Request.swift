public import FortuneCore
import FoundationEssentials

extension GeminiRoutes {
    /// One request the routes answered, read as the service reads it, with the status answered.
    public struct Request: Sendable {
        /// The request as it arrived.
        public var recorded: RecordedRequest
        /// The model id of the path, percent-decoded ("gemini-flash-lite-latest"); nil for
        /// `models.list`.
        public var model: String?
        /// The method after the colon ("generateContent"); nil for a `GET` of a model or the list.
        public var action: String?
        /// The query's parameters; the last of a repeated name wins.
        public var query: [String: String] = [:]
        /// The body, when it is JSON.
        public var body: JSONValue?
        /// The status answered.
        public var status: Int?

        public init(_ recorded: RecordedRequest) {
            self.recorded = recorded
            let rest = recorded.path.dropFirst("/v1beta/models/".count)
            if recorded.path.count > "/v1beta/models/".count {
                let name = Self.percentDecoded(rest)
                let colon = name.lastIndex(of: ":")
                model = String(name[..<(colon ?? name.endIndex)])
                action = colon.map { String(name[name.index(after: $0)...]) }
            }
            for pair in (recorded.query ?? "").split(separator: "&") {
                let parts = pair.split(separator: "=", maxSplits: 1).map(Self.percentDecoded)
                query[parts[0]] = parts.count > 1 ? parts[1] : ""
            }
            body = try? JSONDecoder().decode(JSONValue.self, from: Data(recorded.body))
        }

        /// Whether it asked `generateContent` or `streamGenerateContent`.
        public var isGeneration: Bool { action == "generateContent" || action == "streamGenerateContent" }

        /// `generationConfig.thinkingConfig.thinkingLevel`, spelt as sent.
        public var thinkingLevel: String? { thinkingConfig?["thinkingLevel"]?.string }

        /// `generationConfig.thinkingConfig.thinkingBudget`.
        public var thinkingBudget: Int? { thinkingConfig?["thinkingBudget"]?.number.map { Int($0) } }

        /// Whether it carried a `thinkingConfig` with a budget or a level.
        public var hasThinkingConfig: Bool { thinkingLevel != nil || thinkingBudget != nil }

        /// `generationConfig.temperature`.
        public var temperature: Double? { body?["generationConfig"]?["temperature"]?.number }

        /// The text of `systemInstruction`'s parts, joined; nil when there was none.
        public var systemInstruction: String? { body?["systemInstruction"].map(Self.text(of:)) }

        /// The text of the parts of the last turn in `contents`, joined: the prompt.
        public var prompt: String? { body?["contents"]?.array?.last.map(Self.text(of:)) }

        private var thinkingConfig: JSONValue? { body?["generationConfig"]?["thinkingConfig"] }

        /// `text` with every `%XX` turned back into its byte.
        private static func percentDecoded(_ text: Substring) -> String {
            var bytes: [UInt8] = []
            var rest = Array(text.utf8)[...]
            while let byte = rest.popFirst() {
                let hex = UInt8(String(decoding: rest.prefix(2), as: UTF8.self), radix: 16)
                if byte == UInt8(ascii: "%"), rest.count >= 2, let hex {
                    bytes.append(hex)
                    rest = rest.dropFirst(2)
                } else {
                    bytes.append(byte)
                }
            }
            return String(decoding: bytes, as: UTF8.self)
        }

        private static func text(of content: JSONValue) -> String {
            (content["parts"]?.array ?? []).compactMap { $0["text"]?.string }.joined()
        }
    }
}
