/// The language a fortune is written in.
public enum Language: String, CaseIterable, Codable, Sendable, Hashable {
    case english = "en"
    case korean = "ko"
}
