import FoundationEssentials
public import FortuneCore

/// A prompt template from `Prompts/`, with `{{placeholder}}`s filled in by `render(_:)`.
///
/// A template has two parts, split by the first line that is exactly `---`: above it the fixed
/// rules, sent as the model's system instructions; below it the user's turn, which carries what
/// changes from day to day (sign, date, recent fortunes). A template without that line is all
/// user turn. The templates are compiled into the binary; a user overrides one by putting a
/// file of the same name in `$XDG_CONFIG_HOME/fortune/prompts/`.
public struct PromptTemplate: Sendable, Hashable {
    public let name: String
    public let text: String

    /// The built-in template called `name` ("fortune.en.txt"), if there is one.
    public static func builtIn(_ name: String) -> PromptTemplate? {
        EmbeddedPrompts.files[name].map { PromptTemplate(name: name, text: $0) }
    }

    /// The names of the built-in templates.
    public static var builtInNames: [String] {
        EmbeddedPrompts.files.keys.sorted()
    }

    /// The longest override file read: a prompt is a page, not a book, and what is read is
    /// sent with every request.
    public static let longestOverride = 64 * 1024

    /// The template for writing a fortune in `language`: the user's override in
    /// `overrideDirectory` if it exists, else the built-in one. Bytes that are not UTF-8
    /// become U+FFFD.
    /// - Throws: `GenerationError` (`promptFile`, exit 78) when something other than a regular
    ///   file of at most `longestOverride` bytes is there, or it cannot be read.
    public static func fortune(language: Language, overrideDirectory: String) throws(GenerationError)
        -> PromptTemplate
    {
        let name = "fortune.\(language.rawValue).txt"
        let path = overrideDirectory + "/" + name
        let problem: Message?
        switch SmallFile.read(path, limit: longestOverride) {
        case .contents(let bytes):
            return PromptTemplate(name: name, text: String(decoding: bytes, as: UTF8.self))
        case .missing:
            problem = nil
        case .notRegular(let directory):
            problem = Message(directory ? "error.generation.promptFolder" : "error.generation.promptNotRegular")
        case .tooLarge:
            problem = Message("error.generation.promptTooLong", ["count": "\(longestOverride / 1024)"])
        case .unreadable(let reason):
            problem = .verbatim(reason)
        }
        if let problem {
            throw GenerationError(
                .promptFile,
                Message(
                    "error.generation.promptFile", ["path": Sanitizer.cleanLine(path)], parts: ["problem": problem]),
                remedy: Message("error.generation.promptFix", ["count": "\(longestOverride / 1024)"]))
        }
        guard let builtIn = builtIn(name) else {
            preconditionFailure("no built-in prompt \(name): every Language needs a Prompts/ file")
        }
        return builtIn
    }

    public init(name: String, text: String) {
        self.name = name
        self.text = text
    }

    /// What `{{recent}}` says when the sign has no recent fortunes yet, in `language`.
    public static func noRecentFortunes(in language: Language) -> String {
        switch language {
        case .english: "- (none yet)"
        case .korean: "- (아직 없음)"
        case .japanese: "- （まだありません）"
        case .simplifiedChinese: "- （暂无）"
        case .traditionalChinese: "- （尚無）"
        }
    }

    /// The line between the system instructions and the user's turn.
    public static let separator = "---"

    /// The template filled in with `values` (see `render(_:)`), as instructions and a user turn.
    public func prompt(_ values: [String: String]) -> Prompt {
        // Split on any line ending: "\r\n" is one Character, not "\r" then "\n".
        let lines = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
        guard let split = lines.firstIndex(where: { $0.trimmingWhitespace == Self.separator }) else {
            return Prompt(instructions: nil, text: render(values))
        }
        let instructions = PromptTemplate(name: name, text: lines[..<split].joined(separator: "\n"))
        let turn = PromptTemplate(name: name, text: lines[(split + 1)...].joined(separator: "\n"))
        let rules = String(instructions.render(values).trimmingWhitespace)
        return Prompt(instructions: rules.isEmpty ? nil : rules, text: String(turn.render(values).trimmingWhitespace))
    }

    /// The text with every `{{key}}` replaced by `values[key]`; unknown placeholders are kept.
    public func render(_ values: [String: String]) -> String {
        var output = ""
        var rest = Substring(text)
        while let open = rest.firstRange(of: "{{") {
            output += rest[..<open.lowerBound]
            let afterOpen = rest[open.upperBound...]
            guard let close = afterOpen.firstRange(of: "}}") else {
                rest = rest[open.lowerBound...]
                break
            }
            let key = String(afterOpen[..<close.lowerBound])
            output += values[key] ?? "{{\(key)}}"
            rest = afterOpen[close.upperBound...]
        }
        return output + rest
    }
}
