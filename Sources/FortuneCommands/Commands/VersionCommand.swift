import FortuneCore

/// `fortune version` (and `fortune --version`): the version of this binary.
struct VersionCommand: JSONFlagCommand {
    static let name = "version"

    let json: Bool

    /// The version as `--json` writes it.
    private struct Version: Encodable {
        let name = "fortune"
        let version = fortuneVersion
        /// The system and processor the binary was built for.
        let os = "linux"
        let arch: String = {
            #if arch(x86_64)
            "x86_64"
            #elseif arch(arm64)
            "aarch64"
            #else
            "unknown"
            #endif
        }()
    }

    func run(_ context: AppContext) async throws -> ExitStatus {
        if json {
            try Console.json(Version())
        } else {
            Console.out("fortune \(fortuneVersion)")
        }
        return .ok
    }
}
