import Foundation
import Testing
import FortuneCore
import FortuneCommands
import FortuneTestSupport

/// Every one-shot `--json` speaks one style: one line, keys sorted, slashes as they are,
/// and an absent value present as `null`.
@Suite struct OneJSONStyleTests {
    let test = TestContext()
    let server: LoopbackServer
    let gemini: GeminiRoutes

    init() throws {
        server = try LoopbackServer()
        gemini = GeminiRoutes(server: server)
    }

    /// The commands in the order they are run: `pick` first, so that the others have a sign.
    static let commands: [[String]] = [
        ["pick", "rat", "--json"], ["refresh", "--offline", "--json"], ["--json"], ["today", "--json"],
        ["status", "--json"], ["hide", "--json"], ["show", "--json"], ["toggle", "--json"], ["signs", "--json"],
        ["history", "--json"], ["models", "--json"], ["doctor", "--json"], ["version", "--json"],
        ["widget", "--format", "json"],
    ]

    @Test func everyOneShotJSONIsOneSortedLineWithNullForWhatIsAbsent() async throws {
        let environment = [
            "GEMINI_API_KEY": gemini.key, "GOOGLE_GEMINI_BASE_URL": gemini.baseURL, "PATH": "/usr/bin:/bin",
        ]
        var outputs: [String: String] = [:]
        for arguments in Self.commands {
            let run = await test.run(arguments, environment: environment)
            // doctor finds no systemd here, which is a warning, not a failure of its --json.
            #expect([.ok, .problemsFound].contains(run.status), "\(arguments): \(run.err)")
            let output = run.out
            #expect(
                output.hasSuffix("\n") && output.dropLast().split(separator: "\n").count == 1, "\(arguments): \(output)"
            )
            // The same bytes as the value written again with sorted keys: nothing indented,
            // nothing out of order, no escaped slash.
            let value = try JSONSerialization.jsonObject(with: Data(output.utf8))
            let canonical = try JSONSerialization.data(
                withJSONObject: value, options: [.sortedKeys, .withoutEscapingSlashes, .fragmentsAllowed])
            #expect(String(decoding: canonical, as: UTF8.self) + "\n" == output, "\(arguments)")
            outputs[arguments.joined(separator: " ")] = output
        }
        // Absent values are there, as null.
        #expect(outputs["pick rat --json"]?.contains(#""note":null"#) == true)
        #expect(outputs["refresh --offline --json"]?.contains(#""usage":null"#) == true)
        #expect(outputs["history --json"]?.contains(#""usage":null"#) == true)
        #expect(outputs["status --json"]?.contains(#""lastError":null"#) == true)
        #expect(outputs["--json"]?.contains(#""failure":null"#) == true)
    }
}
