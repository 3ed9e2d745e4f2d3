import FoundationEssentials
import Testing
import FortuneTestSupport

/// `refresh --all` when nothing can be written: one line, and no reload asked for, since
/// nothing changed. A file size limit of zero (`ulimit -f 0`, SIGXFSZ ignored) makes every
/// write fail as a full disk does, without a disk to fill.
@Suite(.fewAtOnce) struct FullDiskBatchTests {
    let home = FakeHome()

    @Test func aBatchThatCanWriteNothingSaysSoOnceAndReloadsNothing() async throws {
        try home.writeConfig(#"{"reloadHooks": [["sh", "-c", "echo run >> '\#(home.appending("runs"))'"]]}"#)
        #expect(try await home.run(["pick", "rooster"]).status == 0)
        try FileManager.default.removeItem(atPath: home.stateFolder + "/reload")
        try FileManager.default.removeItem(atPath: home.appending("runs"))
        let environment = home.environment.merging(["PATH": "/usr/bin:/bin"]) { $1 }
        // Only the command is limited; its output goes through a pipe, which has no size limit.
        let script = "( trap '' XFSZ; ulimit -f 0; \"$0\" refresh --all --offline; echo \"status $?\" ) 2>&1 | cat"
        let result = try await Subprocess.run("/bin/sh", ["-c", script, FortuneBinary.path], environment: environment)
        let lines = result.stdout.split(separator: "\n")
        #expect(lines.last == "status 75")
        #expect(lines.count == 2, "one line, then the status: \(result.stdout)")
        #expect(lines.first?.contains("file too large") == true)
        #expect(!FileManager.default.fileExists(atPath: home.stateFolder + "/reload"))
        #expect(!FileManager.default.fileExists(atPath: home.appending("runs")))
    }
}
