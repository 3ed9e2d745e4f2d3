public import FortuneCore

/// Finds the English a localised output still holds: each run of ASCII letters a person would
/// read as a word, other than the ones the program writes in every language.
///
/// Left alone: the words in `allowed` (the program's name, the services' names, "API", "JSON"
/// and the other names every language writes so, and whatever a test adds: command names,
/// settings' values), the texts from `outside` (what the user typed or a server said, quoted
/// as it came), and any word that is part of an option (`--json`), a path or a URL (a token
/// holding `/`), a setting's name in double quotes (`"provider"`), a dotted or joined name
/// (`config.json`, `FORTUNE_MODEL`, `gemini-flash-lite-latest`, `fortune-mod`) or a terminal
/// escape.
public enum NoEnglishCheck {
    /// The words every language writes as they are.
    public static let alwaysAllowed: Set<String> = [
        "fortune", "Gemini", "Ollama", "OpenAI", "API", "JSON", "URL", "HTTP", "TLS", "ASCII", "KiB", "libcurl",
    ]

    /// The names the commands' output writes as they are in every language: commands and their
    /// words, settings' values, the programs and variables doctor names, the signs' ids `pick`
    /// takes.
    public static let commandWords = Set(
        [
            "pick", "refresh", "new", "all", "models", "key", "set", "model", "auto", "offline", "gemini", "openai",
            "ollama", "systemd", "PATH", "libcurl", "crontab", "e", "make", "install", "systemctl", "user", "enable",
            "now", "chmod", "export", "hash", "r", "o", "riddles", "apt", "json", "GNOME", "Shell", "gnome",
            "extensions", "gsettings",
        ] + Sign.allCases.map(\.rawValue))

    /// A locale of each language but English, as `LANG` names it.
    public static let locales: [Language: String] = [
        .korean: "ko_KR.UTF-8", .japanese: "ja_JP.UTF-8", .simplifiedChinese: "zh_CN.UTF-8",
        .traditionalChinese: "zh_TW.UTF-8",
    ]

    /// The English words in `text`, in order, each once; empty when there are none.
    /// - Parameter outside: texts `text` quotes as they came, not its own words.
    public static func leftovers(
        in text: String, allowing allowed: Set<String> = [], outside: [String] = []
    ) -> [String] {
        let words = alwaysAllowed.union(allowed)
        let text = outside.reduce(text) { text, quoted in text.replacing(quoted, with: " ") }
        var found: [String] = []
        for token in tokens(of: withoutEscapes(text)) where !isVerbatim(token) {
            for word in letterRuns(in: token) where !words.contains(word) && !found.contains(word) {
                found.append(word)
            }
        }
        return found
    }

    /// `text` without its terminal escape sequences (`ESC [ … letter`): each piece after an
    /// escape character loses what comes up to its first letter, and that letter.
    static func withoutEscapes(_ text: String) -> String {
        let pieces = text.split(separator: "\u{1B}", omittingEmptySubsequences: false)
        return pieces.dropFirst().reduce(String(pieces.first ?? "")) { result, piece in
            result + piece.drop { !$0.isLetter }.dropFirst()
        }
    }

    /// The runs of printable ASCII that are not spaces: what a reader takes as one token.
    static func tokens(of text: String) -> [Substring] {
        text.split { !($0.isASCII && !$0.isWhitespace) }
    }

    /// Whether `token` is written the same way in every language: an option, a path, a URL,
    /// a setting's name in double quotes, a dotted key, a file name or a name joined with `-`
    /// or `_`.
    static func isVerbatim(_ token: Substring) -> Bool {
        if token.hasPrefix("\""), token.dropFirst().contains("\"") { return true }
        let trimmed = token.drop { "'\"(`[<".contains($0) }
        if trimmed.hasPrefix("-") && trimmed.dropFirst().first.map({ $0 == "-" || $0.isLetter }) == true {
            return true
        }
        if trimmed.contains("/") || trimmed.contains("~") { return true }
        let inner = trimmed.reversed().drop { !$0.isLetter && !$0.isNumber }.reversed()
        return inner.contains(".") || inner.contains("_") || inner.contains("-")
    }

    /// The runs of ASCII letters in `token`.
    static func letterRuns(in token: Substring) -> [String] {
        token.split { !($0.isASCII && $0.isLetter) }.map(String.init)
    }
}
