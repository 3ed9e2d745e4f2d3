import FoundationEssentials
public import FortuneCore
import FortuneGeneration
import FortuneRender

/// Builds the `Configuration`: defaults ← `config.json` ← environment.
///
/// The language is the one exception to that order: `language` in the file wins, and without
/// it (or with `null`) the locale (`LC_ALL`, `LC_MESSAGES`, `LANG`) chooses, through `Language.fromLocale`.
///
/// Command-line flags are applied last by the commands themselves. Unknown keys in the file are
/// reported as warnings (a typo must not pass silently, but must not stop a status bar either);
/// a value of the wrong type or out of range is an error naming the file and the key.
public struct ConfigurationLoader: Sendable {
    public let environment: [String: String]
    /// The user's configuration file, usually `$XDG_CONFIG_HOME/fortune/config.json`.
    public let filePath: String

    public init(environment: [String: String], filePath: String) {
        self.environment = environment
        self.filePath = filePath
    }

    /// The configuration, and one warning per unknown key, to be said in its language.
    /// - Throws: `ConfigurationError` for a file that is not JSON or a value that is wrong.
    public func load() throws(ConfigurationError) -> (configuration: Configuration, warnings: [Message]) {
        var configuration = Configuration()
        configuration.language = Language.fromLocale(environment)
        var warnings: [Message] = []
        if let object = try readFile() {
            for key in object.keys.sorted() {
                guard let setting = Self.settings[key] else {
                    warnings.append(Message("error.config.unknownKey", ["path": filePath, "key": key]))
                    continue
                }
                do {
                    try setting.apply(object[key]!, &configuration)
                } catch {
                    throw ConfigurationError(source: filePath, key: key, problem: error.problem)
                }
            }
        }
        configuration.model = try Self.modelVariable(in: environment) ?? configuration.model
        return (configuration, warnings)
    }

    /// The file's members; nil when there is no file.
    /// - Throws: `ConfigurationError` for a file that cannot be read, is not JSON, or is not
    ///   one JSON object.
    func readFile() throws(ConfigurationError) -> [String: JSONValue]? {
        guard FileManager.default.fileExists(atPath: filePath) else { return nil }
        guard let data = try? Data(contentsOf: URL(fileURLWithPath: filePath)) else {
            throw ConfigurationError(source: filePath, problem: Message("error.config.unreadable"))
        }
        if let failure = JSONSyntax.firstError(in: Array(data)) {
            let (line, column) = JSONSyntax.position(of: failure.offset, in: Array(data))
            throw ConfigurationError(
                source: filePath, line: line, column: column,
                problem: Message("error.config.notJSONAt", parts: ["problem": failure.problem]))
        }
        let value: JSONValue
        do {
            value = try JSONDecoder().decode(JSONValue.self, from: data)
        } catch DecodingError.dataCorrupted(let context) where !context.codingPath.isEmpty {
            // Valid JSON with a value that cannot be read (1e400): said at its key.
            throw ConfigurationError(
                source: filePath, key: context.codingPath[0].stringValue,
                problem: .verbatim(context.debugDescription))
        } catch {
            throw ConfigurationError(source: filePath, problem: Message("error.config.notJSON"))
        }
        guard case .object(let object) = value else {
            throw ConfigurationError(
                source: filePath, problem: Message("error.config.notObject", parts: ["kind": Self.kind(value)]))
        }
        return object
    }

    /// What is wrong with one value.
    struct Problem: Error {
        let problem: Message
        init(_ key: String, _ values: [String: String] = [:], parts: [String: Message] = [:]) {
            problem = Message(key, values, parts: parts)
        }
    }

    /// What kind of JSON value `value` is, for a message: "a string", "an array".
    static func kind(_ value: JSONValue) -> Message {
        switch value {
        case .null: Message("error.config.kind.null")
        case .bool: Message("error.config.kind.boolean")
        case .number, .integer: Message("error.config.kind.number")
        case .string: Message("error.config.kind.string")
        case .array: Message("error.config.kind.array")
        case .object: Message("error.config.kind.object")
        }
    }

    /// One key of the file: how its value is checked and applied, and the value a
    /// configuration holds for it, as the file would write it.
    struct Setting: Sendable {
        let apply: @Sendable (JSONValue, inout Configuration) throws(Problem) -> Void
        let value: @Sendable (Configuration) -> JSONValue
    }

    /// What a setting makes of its value, or why it cannot.
    typealias Reading<T> = @Sendable (JSONValue) throws(Problem) -> T

    /// Every key of the file and how its value is checked and applied.
    static let settings: [String: Setting] = [
        "provider": set(\.provider, choice(Configuration.Provider.self)),
        "model": setOrClear(\.model) { value throws(Problem) in try modelName(nonEmptyString(value)) },
        "fallbackModels": set(\.fallbackModels) { value throws(Problem) in
            guard case .array(let models) = value else {
                throw Problem("error.config.modelList", parts: ["kind": kind(value)])
            }
            return try models.map { model throws(Problem) in try modelName(nonEmptyString(model)) }
        },
        "thinking": set(\.thinking, choice(ThinkingSetting.self)),
        "deadlineSeconds": set(\.deadlineSeconds, number(in: 1...600)),
        "baseURL": setOrClear(\.baseURL) { value throws(Problem) in try baseURL(nonEmptyString(value)) },
        "language": Setting(
            apply: { value, configuration throws(Problem) in
                if value == .null { return }  // the locale's, set before the file is read
                configuration.language = try choice(Language.self)(value)
            },
            value: { $0.language.settingValue }),
        "yearStarts": setOrClear(\.yearStarts, choice(YearBoundary.self)),
        "temperature": setOrClear(\.temperature, number(in: 0...2)),
        "maxOutputTokens": setOrClear(\.maxOutputTokens, integer(in: 1...65_536)),
        "timeoutSeconds": set(\.timeoutSeconds, number(in: 0.1...600)),
        "connectTimeoutSeconds": set(\.connectTimeoutSeconds, number(in: 0.1...600)),
        "retryAttempts": set(\.retryAttempts, integer(in: 1...10)),
        "retryBaseDelaySeconds": set(\.retryBaseDelaySeconds, number(in: 0...60)),
        "retryMaxDelaySeconds": set(\.retryMaxDelaySeconds, number(in: 0...600)),
        "refreshConcurrency": set(\.refreshConcurrency, integer(in: 1...12)),
        "reloadHooks": set(\.reloadHooks) { value throws(Problem) in
            guard case .array(let hooks) = value else {
                throw Problem("error.config.hookList", parts: ["kind": kind(value)])
            }
            return try hooks.map { hook throws(Problem) in
                guard case .array(let words) = hook, !words.isEmpty else {
                    throw Problem("error.config.hook")
                }
                return try words.map(nonEmptyString)
            }
        },
        "reloadBars": set(\.reloadBars) { value throws(Problem) in
            let names = StatusBarFormats.all.map { "\"\($0.name)\"" }.joined(separator: ", ")
            guard case .array(let items) = value else {
                throw Problem("error.config.barList", ["names": names], parts: ["kind": kind(value)])
            }
            return try items.map { item throws(Problem) in
                guard let bar = StatusBarFormats.named(try nonEmptyString(item)) else {
                    throw Problem("error.config.bar", ["names": names])
                }
                return .bar(bar)
            }
        },
        "hookTimeoutSeconds": set(\.hookTimeoutSeconds, number(in: 0.1...60)),
        "accentColor": set(\.accentColor) { value throws(Problem) in
            let name = try nonEmptyString(value)
            guard AccentColor(name: name) != nil else {
                let names = AccentColor.allCases.map { "\"\($0.name)\"" }.joined(separator: ", ")
                throw Problem("error.config.accentColor", ["names": names])
            }
            return name
        },
        "barFormat": set(\.barFormat) { value throws(Problem) in
            guard let format = BarFormat(try nonEmptyString(value)) else {
                let names = BarFormat.placeholders.map { "{\($0)}" }.joined(separator: ", ")
                throw Problem("error.config.barFormat", ["names": names])
            }
            return format
        },
    ]

    /// The setting that puts at `field` what `read` makes of the value.
    private static func set<T: SettingValue>(
        _ field: any WritableKeyPath<Configuration, T> & Sendable, _ read: @escaping Reading<T>
    ) -> Setting {
        Setting(
            apply: { value, configuration throws(Problem) in configuration[keyPath: field] = try read(value) },
            value: { $0[keyPath: field].settingValue })
    }

    /// The setting of an optional `field`: `null` clears it, another value is read by `read`.
    private static func setOrClear<T: SettingValue>(
        _ field: any WritableKeyPath<Configuration, T?> & Sendable, _ read: @escaping Reading<T>
    ) -> Setting {
        set(field) { value throws(Problem) in value == .null ? nil : try read(value) }
    }

    private static func nonEmptyString(_ value: JSONValue) throws(Problem) -> String {
        guard case .string(let text) = value, !text.isEmpty else {
            if value == .string("") { throw Problem("error.config.empty") }
            throw Problem("error.config.string", parts: ["kind": kind(value)])
        }
        return text
    }

    /// A number within `range`.
    private static func number(in range: ClosedRange<Double>) -> Reading<Double> {
        { value throws(Problem) in
            guard case .number(let number) = value else {
                throw Problem("error.config.number", parts: ["kind": kind(value)])
            }
            guard range.contains(number) else {
                throw Problem(
                    "error.config.range",
                    ["low": written(range.lowerBound), "high": written(range.upperBound), "value": written(number)])
            }
            return number
        }
    }

    /// A whole number within `range`.
    private static func integer(in range: ClosedRange<Int>) -> Reading<Int> {
        { value throws(Problem) in
            guard case .number(let number) = value else {
                throw Problem("error.config.wholeNumber", parts: ["kind": kind(value)])
            }
            let whole = number.rounded() == number
            guard whole, number >= Double(range.lowerBound), number <= Double(range.upperBound) else {
                throw Problem(
                    whole ? "error.config.range" : "error.config.wholeRange",
                    ["low": "\(range.lowerBound)", "high": "\(range.upperBound)", "value": written(number)])
            }
            return Int(number)
        }
    }

    /// One of `T`'s cases, by its raw value.
    private static func choice<T: RawRepresentable & CaseIterable & Sendable>(_ type: T.Type) -> Reading<T>
    where T.RawValue == String {
        { value throws(Problem) in
            guard case .string(let text) = value, let choice = T(rawValue: text) else {
                throw Problem(
                    "error.config.choice", ["names": T.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", ")])
            }
            return choice
        }
    }
}
