import Testing
import FortuneTestSupport

/// A message quotes what was typed, but never more than a line's worth of it.
@Suite(.fewAtOnce) struct LongArgumentTests {
    let home = FakeHome()

    @Test(arguments: ["pick", "refresh", "completions"])
    func a131000ByteArgumentIsQuotedInPartOnOneLine(command: String) async throws {
        let result = try await home.run([command, String(repeating: "x", count: 131_000)])
        #expect(result.status == 64)
        // The error's line, then the command's usage lines.
        let line = result.stderr.split(separator: "\n").first ?? ""
        #expect(line.utf8.count < 400)
        #expect(line.contains("xxx…"))
        #expect(result.stderr.utf8.count < 2_000)
    }
}
