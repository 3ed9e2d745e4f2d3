import FortuneCore

/// The checks that settings given as free text share, wherever they come from (`config.json`,
/// an environment variable): a model's name and a base URL. Each says what is wrong in words
/// that point at the fix.
extension ConfigurationLoader {
    /// `FORTUNE_MODEL`, without surrounding blanks; nil when it is unset or empty, as an empty
    /// variable means "not set" to a shell user.
    /// - Throws: `ConfigurationError` naming the variable when it is only blanks or holds a
    ///   space or a control character: a model no service has, better refused here than sent.
    static func modelVariable(in environment: [String: String]) throws(ConfigurationError) -> String? {
        guard let value = environment["FORTUNE_MODEL"], !value.isEmpty else { return nil }
        do {
            return try modelName(value)
        } catch {
            throw ConfigurationError(source: "FORTUNE_MODEL", problem: error.problem)
        }
    }

    /// `text` without surrounding blanks, when it can name a model.
    static func modelName(_ text: String) throws(Problem) -> String {
        let name = String(text.trimmingWhitespace)
        guard !name.isEmpty else {
            throw Problem("error.config.blankModel")
        }
        if let problem = unwantedCharacter(in: name) {
            throw Problem("error.config.modelName", ["text": name.visiblyEscaped], parts: ["what": problem])
        }
        return name
    }

    /// `text` without surrounding blanks, when it is a base URL the API's paths can be added to.
    static func baseURL(_ text: String) throws(Problem) -> String {
        let url = String(text.trimmingWhitespace)
        let shown = url.visiblyEscaped
        let lower = url.lowercased()
        guard let scheme = ["http://", "https://"].first(where: lower.hasPrefix),
            url.count > scheme.count, !url.dropFirst(scheme.count).hasPrefix("/")
        else {
            throw Problem("error.config.url", ["text": shown])
        }
        if let problem = unwantedCharacter(in: url) {
            throw Problem("error.config.urlCharacter", ["text": shown], parts: ["what": problem])
        }
        if let mark = url.firstIndex(where: { $0 == "?" || $0 == "#" }) {
            throw Problem(
                url[mark] == "?" ? "error.config.urlQuery" : "error.config.urlFragment",
                ["part": url[mark...].visiblyEscaped, "base": url[..<mark].visiblyEscaped])
        }
        return url
    }

    /// A base URL from the environment variable `variable`, checked as `baseURL(_:)` does.
    static func baseURL(_ text: String, variable: String) throws(ConfigurationError) -> String {
        do {
            return try baseURL(text)
        } catch {
            throw ConfigurationError(source: variable, problem: error.problem)
        }
    }

    /// A number as a person writes it: 600, not 600.0; 10000000000, not 1e+10.
    static func written(_ number: Double) -> String {
        if number.isFinite, number == number.rounded(), abs(number) < 1e15 {
            return String(Int64(number))
        }
        return String(number)
    }

    /// What in `text` no name or URL has: a space, a line break, a control character.
    private static func unwantedCharacter(in text: String) -> Message? {
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x0A, 0x0D, 0x85, 0x2028, 0x2029: return Message("error.key.flaw.lineBreak")
            case 0x00...0x1F, 0x7F...0x9F: return Message("error.key.flaw.control")
            case _ where scalar.properties.isWhitespace: return Message("error.key.flaw.space")
            case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: return Message("error.config.bidi")
            default: continue
            }
        }
        return nil
    }
}
