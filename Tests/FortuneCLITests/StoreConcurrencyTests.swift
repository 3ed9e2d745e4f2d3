import FoundationEssentials
import Testing
import FortuneTestSupport
#if canImport(Glibc)
import Glibc
#endif
import FortuneStore

@Suite(.fewAtOnce) struct StoreConcurrencyTests {
    let home = TemporaryDirectory()

    /// 8 processes at once, each running `fortune toggle` 50 times: every flip must land.
    ///
    /// Flips that happen one after another from "shown" print hidden, shown, hidden…, so the
    /// 400 answers are half of each and the visibility ends where it began; a lost update
    /// prints the same answer twice.
    @Test func eightParallelLanesOfTogglesLoseNoFlip() async throws {
        let lanes = 8
        let togglesPerLane = 50
        let answers = home.appending("answers")
        try FileManager.default.createDirectory(atPath: answers, withIntermediateDirectories: false)
        let script = """
            pids=""
            for lane in $(seq \(lanes)); do
                (for i in $(seq \(togglesPerLane)); do "$1" toggle >>"$2/$lane" || exit 1; done) &
                pids="$pids $!"
            done
            status=0
            for pid in $pids; do wait "$pid" || status=1; done
            exit $status
            """
        let result = try await Subprocess.run(
            "/bin/sh", ["-c", script, "sh", FortuneBinary.path, answers],
            environment: ["HOME": home.path, "XDG_STATE_HOME": home.appending("state"), "PATH": "/usr/bin:/bin"],
            timeout: .seconds(120)
        )
        #expect(result.status == 0)
        #expect(result.stderr.isEmpty)

        let printed = try (1...lanes).flatMap { lane in
            try String(contentsOfFile: answers + "/\(lane)", encoding: .utf8).split(separator: "\n")
        }
        #expect(printed.count == lanes * togglesPerLane)
        #expect(printed.filter { $0 == "fortune hidden" }.count == lanes * togglesPerLane / 2)
        #expect(printed.filter { $0 == "fortune shown" }.count == lanes * togglesPerLane / 2)

        let data = try #require(FileManager.default.contents(atPath: home.appending("state/fortune/store.json")))
        let document = try JSONDecoder().decode(StoreDocument.self, from: data)
        #expect(document.showFortune == true, "an even number of flips from the default")
        let names = try FileManager.default.contentsOfDirectory(atPath: home.appending("state/fortune"))
        #expect(!names.contains { $0.contains(".corrupt-") || $0.contains(".tmp-") })
    }
}
