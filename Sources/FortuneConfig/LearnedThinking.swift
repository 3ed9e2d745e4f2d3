import FoundationEssentials
import Synchronization
#if canImport(Glibc)
import Glibc
#endif
public import FortuneGeneration
import FortuneCore
import FortuneStore

/// The thinking each model accepted after refusing the first choice, and the request rules an
/// OpenAI-compatible server's model accepted (under its base URL and id), kept in
/// `thinking.json` in the state directory: `{"gemini-3.8-flash": "low",
/// "https://api.openai.com/v1 gpt-5-mini": "max_completion_tokens, no temperature"}`; and the
/// retirements the service announced, with the day each was last said:
/// `{"retires gemini-2.5-flash": "2026-12-01|DEPRECATED|the newest … can use|2026-11-30"}`.
///
/// A lost or unreadable file costs one refused request, never a refresh: reads that fail give
/// nothing and writes that fail are dropped, so this file never stands between the user and a
/// fortune.
public final class LearnedThinking: ThinkingMemory, ChatRulesMemory, RetirementMemory {
    /// The file's name in the state directory.
    public static let fileName = "thinking.json"

    public let path: String
    private let entries: Mutex<[String: String]>

    public init(stateDirectory: String) {
        path = stateDirectory + "/" + Self.fileName
        let data = (try? DurableFiles.read(path)) ?? nil
        let decoded = data.flatMap { try? JSONDecoder().decode([String: String].self, from: $0) }
        entries = Mutex(decoded ?? [:])
    }

    public func thinking(for model: String) -> GeminiThinking? {
        entries.withLock { $0[model] }.flatMap(GeminiThinking.init(description:))
    }

    public func remember(_ thinking: GeminiThinking, for model: String) {
        remember(thinking.description, for: model)
    }

    public func rules(for key: String) -> ChatRequestRules? {
        entries.withLock { $0[key] }.flatMap(ChatRequestRules.init(description:))
    }

    public func remember(_ rules: ChatRequestRules, for key: String) {
        remember(rules.description, for: key)
    }

    public func note(_ retirement: ModelRetirement, of model: String, today: String) -> Bool {
        let key = Self.retirementPrefix + model
        let value = [retirement.date, retirement.stage ?? "", retirement.after ?? ""].joined(separator: "|")
        let stored = entries.withLock { $0[key] }
        guard stored != value + "|" + today else { return false }
        remember(value + "|" + today, for: key)
        return true
    }

    public func retirement(of model: String) -> ModelRetirement? {
        guard let stored = entries.withLock({ $0[Self.retirementPrefix + model] }) else { return nil }
        let fields = stored.split(separator: "|", omittingEmptySubsequences: false).map(String.init)
        guard fields.count == 4 else { return nil }
        return ModelRetirement(
            date: fields[0], stage: fields[1].isEmpty ? nil : fields[1], after: fields[2].isEmpty ? nil : fields[2])
    }

    private static let retirementPrefix = "retires "

    private func remember(_ value: String, for key: String) {
        let snapshot = entries.withLock { entries in
            entries[key] = value
            return entries
        }
        guard let data = try? JSONEncoder.stable(pretty: true).encode(snapshot) else { return }
        let directory = String(path[..<(path.lastIndex(of: "/") ?? path.startIndex)])
        try? DurableFiles.makeDirectory(directory)
        try? DurableFiles.replace(path, with: data, temporary: "\(path).tmp-\(getpid())", durable: false)
    }
}
