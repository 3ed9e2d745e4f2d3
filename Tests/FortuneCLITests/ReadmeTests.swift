import Foundation
import Testing
import FortuneCore
import FortuneRender
import FortuneStore
import FortuneTestSupport

/// Every command the README shows, typed as written into a shell of a home that has never
/// seen the program, with the loopback server standing in for Gemini and Ollama; what each
/// prints must have the shape the README shows. A README example that drifts fails here.
///
/// What varies from run to run is left out of the comparison, and nothing else: the day, the
/// home folder, the fortune's own words (a box line keeps its width), token and model counts,
/// and the keys of a JSON object keep their names but not their values.
@Suite(.fewAtOnce) struct ReadmeTests {
    /// A user's home with the program on `PATH` as `fortune`, and the services on loopback.
    final class World: Sendable {
        let home = TemporaryDirectory()
        let server: LoopbackServer
        let gemini: GeminiRoutes

        init() throws {
            server = try LoopbackServer()
            // The README's fortune, answered for the alias by the model it stands for.
            gemini = GeminiRoutes(
                server: server,
                answer: GeminiRoutes.answer(Self.readmeFortunes[1], modelVersion: "gemini-3.5-flash-lite"))
            server.route(
                "/api/tags", method: "GET",
                .json(
                    #"{"models":[{"name":"gemma3:1b","details":{"family":"gemma3","parameter_size":"999.89M"}},"#
                        + #"{"name":"qwen3:1.7b","details":{"family":"qwen3","parameter_size":"2.0B"}}]}"#
                ))
            try FileManager.default.createDirectory(atPath: home.appending("bin"), withIntermediateDirectories: true)
            try FileManager.default.createSymbolicLink(
                atPath: home.appending("bin/fortune"), withDestinationPath: FortuneBinary.path)
            // `doctor` asks this systemctl, never the machine's, about the daily timer.
            _ = FakeSystemctl(in: home.appending("bin"), lastTrigger: "Tue 2026-12-01 00:05:03 UTC")
        }

        deinit { server.stop() }

        /// Only HOME of the XDG family, so the paths are those the README shows.
        var environment: [String: String] {
            [
                "HOME": home.path, "PATH": "\(home.appending("bin")):/usr/bin:/bin", "TERM": "dumb",
                "GEMINI_API_KEY": gemini.key, "GOOGLE_GEMINI_BASE_URL": gemini.baseURL,
                "OLLAMA_HOST": server.baseURL, "FORTUNE_CLASSIC": home.appending("no-fortune-mod"),
                "FORTUNE_NOW": FakeHome.now,
            ]
        }

        var store: SharedStore { SharedStore(paths: StorePaths(environment: environment)) }

        func sh(_ command: String) async throws -> FortuneBinary.Result {
            try await Subprocess.run("/bin/sh", ["-c", command], environment: environment, timeout: .seconds(60))
        }

        /// The state a README comment describes, made before its command runs; `doctor` is shown
        /// with a reload hook configured.
        func prepare(_ note: String, for command: String) async throws {
            if command == "fortune doctor" {
                try FileManager.default.createDirectory(
                    atPath: home.appending(".config/fortune"), withIntermediateDirectories: true)
                Files.write(
                    #"{"reloadHooks": [["notify-send", "fortune", "a new fortune"]]}"#,
                    to: home.appending(".config/fortune/config.json"))
            }
            switch note {
            case "", "today's is stored", "the bar says the same", "nothing stored for the dragon",
                "the second time today":
                break
            case "the next morning, before any refresh":
                // Yesterday's fortune, and nothing yet today.
                let yesterday = FakeHome.yesterday
                try store.update { document in
                    document.fortunes = document.fortunes.map { fortune in
                        var earlier = fortune
                        earlier.day = yesterday
                        return earlier
                    }
                }
            case "five signs were refreshed earlier today":
                for sign in ["rat", "ox", "tiger", "rabbit"] {
                    #expect(try await sh("fortune refresh --sign \(sign)").status == 0)
                }
            default:
                Issue.record("the README's '# \(note)' names a state this test cannot make: add it to prepare(_:)")
            }
        }

        /// The fortunes a line may quote: the README's examples and what the store holds now.
        func fortunes(in readme: [String]) throws -> [String] {
            let stored = try store.read().fortunes.map(\.text)
            return stored + Self.readmeFortunes
        }

        /// The fortunes the README's examples quote.
        static let readmeFortunes = [
            "Today is ripe for small, sure steps. For your wellbeing, let your frankness guide you as you relax your shoulders and sit up straight. Lucky colour: silver; lucky number: 29.",
            "A patient morning opens the door that haste would have kicked shut: finish one thing before you begin the next.",
        ]
    }

    @Test(arguments: try ReadmeExamples().sessions)
    func everySessionRunsAsShown(session: ReadmeExamples.Session) async throws {
        let world = try World()
        // A session that picks a sign starts from nothing, as a new user does; the others
        // start with the rooster picked and today's fortune fetched.
        if session.examples.first?.command.hasPrefix("fortune pick") == false {
            #expect(try await world.sh("fortune pick rooster && fortune refresh").status == 0)
        }
        for example in session.examples {
            try await world.prepare(example.note, for: example.command)
            // Messages and data in the order a terminal shows them.
            let result = try await world.sh("exec 2>&1; " + example.command)
            var printed = result.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            if printed.last == "" { printed.removeLast() }
            let fortunes = try world.fortunes(in: example.output)
            let expected = example.output.map { Shape.of($0, fortunes: fortunes, home: "/home/") }
            let actual = printed.map { Shape.of($0, fortunes: fortunes, home: world.home.path) }
            #expect(
                Shape.matches(expected: expected, actual: actual, command: example.command),
                "\(example.testDescription) printed (exit \(result.status)):\n\(printed.joined(separator: "\n"))"
            )
        }
    }

    /// What `everySessionRunsAsShown` compares of a line.
    enum Shape {
        static func of(_ line: String, fortunes: [String], home: String) -> String {
            var line = line
            if line.hasPrefix("│") && line.hasSuffix("│") {
                return "│ \(DisplayWidth.of(line)) cells │"
            }
            if line.hasPrefix("{"), let keys = jsonKeys(line) {
                return "{" + keys.joined(separator: ",") + "}"
            }
            for fortune in fortunes {
                line = line.replacingOccurrences(of: fortune, with: "<fortune>")
                // A fortune cut to fit ends in an ellipsis after a part of it.
                if let cut = line.range(of: "…"), !line.contains("<fortune>") {
                    for length in stride(from: fortune.count, through: 12, by: -1) {
                        let prefix = String(fortune.prefix(length))
                        if let range = line.range(of: prefix + "…"), range.upperBound == cut.upperBound {
                            line.replaceSubrange(range, with: "<fortune…>")
                            break
                        }
                    }
                }
            }
            line = line.replacingOccurrences(of: #"\d{4}-\d{2}-\d{2}"#, with: "<day>", options: .regularExpression)
            line = line.replacingOccurrences(
                of: #"(/home/[a-z]+|\#(NSRegularExpression.escapedPattern(for: home)))"#, with: "~",
                options: .regularExpression)
            line = line.replacingOccurrences(of: #"\d+ (tokens|models)"#, with: "<n> $1", options: .regularExpression)
            return line
        }

        /// The keys of a one-line JSON object, sorted.
        static func jsonKeys(_ line: String) -> [String]? {
            guard let object = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any] else {
                return nil
            }
            return object.keys.sorted()
        }

        /// Whether `actual` has the shape of `expected`: line by line, where a README line `…`
        /// stands for any number of lines and a line ending in ` …` for any line that begins
        /// as it does. What `doctor` and `status` find varies with the machine, so only their
        /// labels are compared: the check's name (columns 7 to 18) and the field's (1 to 11).
        static func matches(expected: [String], actual: [String], command: String) -> Bool {
            let label: Range<Int>? =
                command.hasPrefix("fortune doctor") ? 6..<18 : command.hasPrefix("fortune status") ? 0..<11 : nil
            // `config list` pads its columns to the widest value, here the loopback server's
            // base URL: its words are compared, not the width of the gaps between them.
            let gapsVary = command.hasPrefix("fortune config list")
            func same(_ expected: String, _ actual: String) -> Bool {
                if gapsVary {
                    let words = { (line: String) in line.split(separator: " ") }
                    return words(expected) == words(actual)
                }
                if let label {
                    let columns = { (line: String) in
                        String(Array(line).dropFirst(label.lowerBound).prefix(label.count))
                    }
                    return columns(expected) == columns(actual)
                }
                if expected.hasSuffix(" …") { return actual.hasPrefix(expected.dropLast()) }
                return expected == actual
            }
            func match(_ expected: ArraySlice<String>, _ actual: ArraySlice<String>) -> Bool {
                guard let first = expected.first else { return actual.isEmpty }
                if first == "…" {
                    return (actual.startIndex...actual.endIndex).contains { match(expected.dropFirst(), actual[$0...]) }
                }
                guard let line = actual.first, same(first, line) else { return false }
                return match(expected.dropFirst(), actual.dropFirst())
            }
            return match(expected[...], actual[...])
        }
    }
}
