public import FortuneCore

/// Why the fortune widget cannot do what was asked.
public enum FortuneWidgetError: ReportableError, Equatable {
    /// No sign is stored and none was given.
    case noSign

    public var description: String {
        switch self {
        case .noSign: "no sign picked yet; run 'fortune pick SIGN' (see 'fortune signs')"
        }
    }

    public var exitStatus: ExitStatus { .usage }
}
