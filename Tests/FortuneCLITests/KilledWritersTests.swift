import FoundationEssentials
import Testing
import FortuneTestSupport
#if canImport(Glibc)
import Glibc
#endif
import FortuneCore
import FortuneStore

/// Writers killed with SIGKILL at random moments: the store is always the state before or
/// after, and whatever temporary files they leave, the next command that writes removes.
@Suite(.fewAtOnce) struct KilledWritersTests {
    let home = FakeHome()

    var directory: String { home.appending("state/fortune") }

    /// The whole stored document, as a reader would find it.
    func document() throws -> StoreDocument {
        let data = try #require(FileManager.default.contents(atPath: directory + "/" + SharedStore.fileName))
        return try JSONDecoder().decode(StoreDocument.self, from: data)
    }

    /// `document` as a toggle leaves it: the visibility flipped, everything else the same.
    func toggled(_ document: StoreDocument) -> StoreDocument {
        var document = document
        document.showFortune.toggle()
        return document
    }

    func temporaryFiles() -> [String] {
        Files.names(in: directory).filter { $0.contains(".tmp-") }
    }

    @Test func afterTwoHundredKillsOneNormalCommandLeavesNoTemporaryFile() async throws {
        // A store with twelve fortunes and their history: a write of some size.
        #expect(try await home.run(["pick", "rooster"]).status == 0)
        #expect(try await home.run(["refresh", "--all", "--offline"]).status == 0)

        // How long a toggle takes here, so that the kills land before, during and after its
        // write; only the spread of the moments depends on it.
        let clock = ContinuousClock()
        var durations: [Duration] = []
        for _ in 0..<5 {
            let start = clock.now
            #expect(try await home.run(["toggle"]).status == 0)
            durations.append(clock.now - start)
        }
        let span = max(1_000, Int(durations.sorted()[2].milliseconds) * 1_000)

        var before = try document()
        let original = before
        var seen = Set<String>()
        var interrupted = 0
        var started = 0
        // Kills land in the first three quarters of a typical toggle, so most interrupt it
        // however loaded the machine is; the loop goes on until 200 did.
        while interrupted < 200, started < 1_000 {
            started += 1
            let toggle = try home.start(["toggle"])
            usleep(UInt32(Int.random(in: 0...span * 3 / 4)))
            toggle.signal(SIGKILL)
            let result = try await toggle.wait(timeout: .seconds(20))
            if result.status == 128 + SIGKILL { interrupted += 1 }
            let now = try document()
            #expect(now == before || now == toggled(before), "the store is the whole state before or after the toggle")
            before = now
            seen.formUnion(temporaryFiles())
        }
        #expect(interrupted >= 200, "\(interrupted) of the toggles were killed before they ended")
        #expect(!Files.names(in: directory).contains { $0.contains(".corrupt-") })

        // Whatever the kills left, and a leftover of each kind whose writer is surely gone.
        let gone = try Subprocess.start("/bin/true", [], environment: [:])
        _ = try await gone.wait()
        Files.write("{\"partial\": ", to: directory + "/store.json.tmp-\(gone.pid)")
        Files.write("1 *", to: directory + "/reload.tmp-\(gone.pid)-1")

        #expect(try await home.run(["toggle"]).status == 0)
        #expect(temporaryFiles() == [])
        let last = try document()
        #expect(last == toggled(before))
        #expect(
            last.sign == original.sign && last.fortunes == original.fortunes && last.history == original.history,
            "two hundred kills lost nothing but the toggles")
        print(
            "KilledWritersTests: \(interrupted) of \(started) toggles killed; \(seen.count) temporary files left by them"
        )
    }
}
