import FortuneCore

/// One line of `fortune doctor`: what was checked, how it stands, and what to do.
struct DoctorCheck: Encodable, Sendable {
    enum Status: String, Encodable, Sendable, CaseIterable {
        /// Fine.
        case ok
        /// Works, but something is off (a hook that will not run, a unit that cannot find
        /// the program); refreshing is not affected.
        case warn
        /// A refresh cannot work until this is fixed.
        case fail
        /// Said for the record (fortune-mod absent).
        case info

        /// The verdict as the reader's language says it: "ok", "정상".
        func word(in language: Language) -> String { Message("doctor.status.\(rawValue)").text(in: language) }
    }

    /// What a check found: messages said one after the other, or a text said as it is (an
    /// error's own words).
    enum Detail: Sendable {
        case messages([Message])
        case verbatim(String)
        /// A message with whole lines said elsewhere (a stored failure) put in as its values,
        /// by name: each in the same language, without the full stop that closes it there,
        /// since the message's own punctuation follows.
        case quoting(Message, [String: Message])

        func text(in language: Language) -> String {
            switch self {
            case .messages(let messages): return messages.map { $0.text(in: language) }.joined()
            case .verbatim(let text): return text
            case .quoting(let message, let lines):
                let quoted = lines.mapValues { Self.unclosed($0.text(in: language), in: language) }
                return Message(message.key, message.values.merging(quoted) { $1 }, parts: message.parts).text(
                    in: language)
            }
        }

        /// `line` without its closing full stop; in English as it is, a line there having none
        /// of its own.
        private static func unclosed(_ line: String, in language: Language) -> String {
            guard language != .english, line.hasSuffix(".") || line.hasSuffix("。") else { return line }
            return String(line.dropLast())
        }
    }

    /// The check's name, as `--json` writes it: "API key".
    let check: String
    let status: Status
    let detail: Detail

    init(_ check: String, _ status: Status, _ detail: Detail) {
        self.check = check
        self.status = status
        self.detail = detail
    }

    init(_ check: String, _ status: Status, _ key: String, _ values: [String: String] = [:]) {
        self.init(check, status, .messages([Message(key, values)]))
    }

    /// The names of the checks that have words in each language, by the key of those words;
    /// the others (libcurl, systemd, PATH, fortune-mod) are names of programs and variables.
    static let titleKeys = [
        "config": "doctor.check.config", "provider": "doctor.check.provider", "API key": "doctor.check.apiKey",
        "retirement": "doctor.check.retirement", "models": "doctor.check.models", "store": "doctor.check.store",
        "refresh": "doctor.check.refresh", "hook": "doctor.check.hook", "timer": "doctor.check.timer",
    ]

    /// The names of the checks said as they are in every language.
    static let programNames = ["libcurl", "systemd", "PATH", "GNOME", "fortune-mod"]

    /// The check's name as the reader's language says it.
    func title(in language: Language) -> String {
        Self.titleKeys[check].map { Message($0).text(in: language) } ?? check
    }

    private enum CodingKeys: String, CodingKey { case check, status, detail }

    /// The JSON is for programs: the check's name and detail in English, whatever the language.
    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(check, forKey: .check)
        try container.encode(status, forKey: .status)
        try container.encode(detail.text(in: .english), forKey: .detail)
    }
}
