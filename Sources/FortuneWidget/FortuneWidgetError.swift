public import FortuneCore

/// Why the fortune widget cannot do what was asked.
public enum FortuneWidgetError: ReportableError, Equatable {
    /// No sign is stored and none was given.
    case noSign

    public var description: String { message(in: .english) }

    public func message(in language: Language) -> String {
        switch self {
        case .noSign: Message("error.noSign").text(in: language)
        }
    }

    public var exitStatus: ExitStatus { .usage }
}
