import Foundation
import Testing
import FortuneTestSupport

/// fortune-mod's arguments are handed on once: a `FORTUNE_CLASSIC` that runs this program
/// again is refused in one line, and only an absolute path is run at all.
@Suite(.fewAtOnce) struct ClassicHandOffTests {
    let home = FakeHome()

    @Test func aWrapperThatRunsFortuneAgainIsRefusedInOneLine() async throws {
        let wrapper = home.appending("wrapper")
        let script = "#!/bin/sh\necho run >> \"$0.runs\"\nexec '\(FortuneBinary.path)' \"$@\"\n"
        let written = try await Subprocess.run(
            "/bin/sh", ["-c", "cat > \"$0\" && chmod 755 \"$0\"", wrapper], environment: [:], input: script)
        #expect(written.status == 0)
        let result = try await home.run(["-a"], environment: ["FORTUNE_CLASSIC": wrapper], timeout: .seconds(20))
        #expect(result.status == 69)
        #expect(result.stderr.split(separator: "\n").count == 1)
        #expect(result.stderr.contains("runs this program again"))
        let runs = try String(contentsOfFile: wrapper + ".runs", encoding: .utf8)
        #expect(runs == "run\n")
    }

    @Test func aRelativeClassicProgramIsNeverRun() async throws {
        let result = try await home.run(["-o"], environment: ["FORTUNE_CLASSIC": "fortune"])
        #expect(result.status == 69)
        #expect(result.stderr.contains("FORTUNE_CLASSIC (fortune) is not an absolute path"))
    }
}
