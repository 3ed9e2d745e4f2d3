import FoundationEssentials
public import FortuneCore
import FortuneGeneration

/// One setting as it is in effect: its key, its value and where the value comes from, as
/// `fortune config get` and `fortune config list` show it.
public struct EffectiveSetting: Sendable, Hashable, Encodable {
    /// Where a value comes from; each layer overrides the ones before it.
    public enum Source: String, Sendable, Hashable, Encodable {
        case `default`, file, environment
    }

    public let key: String
    /// The value as `config.json` would write it: `null` for one left to the provider or the
    /// model (`model`, `temperature`).
    public let value: JSONValue
    public let source: Source
    /// The environment variable the value comes from, when `source` is `environment`.
    public let variable: String?

    /// The value as one plain line: a string as it is, a number as a person writes it, an
    /// array as JSON, nothing for `null`; a control character shown escaped.
    public var text: String {
        switch value {
        case .null: ""
        case .bool(let flag): "\(flag)"
        case .number(let number): ConfigurationLoader.written(number)
        case .integer(let number): "\(number)"
        case .string(let text): text.visiblyEscaped
        case .array, .object:
            String(decoding: (try? JSONEncoder.stable().encode(value)) ?? Data(), as: UTF8.self).visiblyEscaped
        }
    }
}

extension ConfigurationLoader {
    /// Every setting in effect, in the order of `keys`, and the file's warnings.
    /// - Throws: `ConfigurationError` where loading the configuration would: the file, or a
    ///   variable that overrides it.
    public func effectiveSettings() throws(ConfigurationError) -> (settings: [EffectiveSetting], warnings: [Message]) {
        let (configuration, warnings) = try load()
        let file = try readFile() ?? [:]
        let settings = try Self.keys.map { key throws(ConfigurationError) in
            if let (variable, value) = try variable(overriding: key, in: configuration, file: file) {
                return EffectiveSetting(key: key, value: value, source: .environment, variable: variable)
            }
            let value = Self.settings[key]!.value(configuration)
            // `"language": null` leaves the language to the locale, as if the key were absent.
            let fromFile = file[key] != nil && !(key == "language" && file[key] == .null)
            return EffectiveSetting(key: key, value: value, source: fromFile ? .file : .default, variable: nil)
        }
        return (settings, warnings)
    }

    /// The environment variable that sets `key` in this environment, and the value it gives:
    /// `FORTUNE_MODEL` for the model, the configured provider's own variable for its base URL,
    /// and the locale's variable for a language the file leaves unset.
    private func variable(overriding key: String, in configuration: Configuration, file: [String: JSONValue])
        throws(ConfigurationError) -> (String, JSONValue)?
    {
        switch key {
        case "model":
            return try Self.modelVariable(in: environment).map { ("FORTUNE_MODEL", .string($0)) }
        case "baseURL":
            guard let variable = (try? configuration.provider.service())?.baseURLVariable,
                environment[variable]?.isEmpty == false
            else { return nil }
            let endpoint = try ServiceEndpoint(
                configuration.provider, configuration: configuration, environment: environment)
            return (variable, .string(endpoint.baseURL))
        case "language":
            guard file["language"] == nil || file["language"] == .null,
                let variable = Language.localeVariable(environment)
            else { return nil }
            return (variable, configuration.language.settingValue)
        default:
            return nil
        }
    }
}
