import FortuneCore
import FortuneGeneration
import FortuneRender

/// A value a setting holds, as `config.json` writes it: what `fortune config` shows of the
/// defaults, the file and the environment alike.
protocol SettingValue: Sendable {
    var settingValue: JSONValue { get }
}

extension SettingValue where Self: RawRepresentable, RawValue == String {
    var settingValue: JSONValue { .string(rawValue) }
}

extension String: SettingValue {
    var settingValue: JSONValue { .string(self) }
}

extension Double: SettingValue {
    var settingValue: JSONValue { .number(self) }
}

/// A whole number is a number, as the file's are read.
extension Int: SettingValue {
    var settingValue: JSONValue { .number(Double(self)) }
}

/// An unset value is `null`, as the file clears it.
extension Optional: SettingValue where Wrapped: SettingValue {
    var settingValue: JSONValue { self?.settingValue ?? .null }
}

extension Array: SettingValue where Element: SettingValue {
    var settingValue: JSONValue { .array(map(\.settingValue)) }
}

extension BarFormat: SettingValue {
    var settingValue: JSONValue { .string(template) }
}

extension Configuration.Provider: SettingValue {}
extension ThinkingSetting: SettingValue {}
extension Language: SettingValue {}
extension YearBoundary: SettingValue {}
extension WidgetFormat: SettingValue {}
