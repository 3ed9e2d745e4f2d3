import FoundationEssentials
import Synchronization
import Testing
import FortuneTestSupport
import FortuneCore
import FortuneStore

/// `fortune refresh` keeps today's saved fortune: the timer may run it at every login and the
/// model is asked once a day. The day is the user's: TZ moves midnight.
@Suite(.fewAtOnce) struct OneFortuneADayCommandTests {
    typealias Home = RefreshCommandTests.Home
    let home: Home
    init() async throws {
        home = try await Home()
        let answers = Atomic(0)
        home.server.route(RefreshCommandTests.unaryPath) { _ in
            let number = answers.add(1, ordering: .relaxed).newValue
            return .json(RefreshCommandTests.reply("Answer number \(number)."))
        }
    }

    var requests: Int { home.server.requests.count }

    @Test func aSecondRefreshTheSameDayKeepsTodaysAndAsksNothing() async throws {
        let first = try await home.run(["refresh"])
        #expect(first.status == 0)
        #expect(first.stdout == "Answer number 1.\n")
        let again = try await home.run(["refresh"])
        #expect(again.status == 0)
        #expect(again.stdout == "Answer number 1.\n")
        #expect(
            again.stderr
                == "fortune: today's fortune for Rooster is already saved; 'fortune refresh --new' asks again\n")
        let json = try await home.run(["refresh", "--json"])
        #expect(json.stdout.contains(#""text":"Answer number 1.""#))
        #expect(requests == 1)

        let new = try await home.run(["refresh", "--new"])
        #expect(new.status == 0)
        #expect(new.stdout == "Answer number 2.\n")
        #expect(new.stderr.isEmpty)
        #expect(requests == 2)
        #expect(try home.todaysText() == "Answer number 2.")
    }

    @Test func anotherSignIsNotTodaysFortuneOfThePickedOne() async throws {
        #expect(try await home.run(["refresh"]).status == 0)
        #expect(try await home.run(["refresh", "--sign", "dog"]).stdout == "Answer number 2.\n")
        #expect(try await home.run(["refresh", "--sign", "dog"]).stdout == "Answer number 2.\n")
        #expect(requests == 2)
    }

    @Test func midnightInTheUsersTimeZoneStartsANewDay() async throws {
        // UTC+14 and UTC-12 are 26 hours apart: at one instant, never the same day.
        let instant = "@\(FakeHome.nowSeconds)"
        let east = ["TZ": "EAST-14", "FORTUNE_NOW": instant], west = ["TZ": "WEST+12", "FORTUNE_NOW": instant]
        for _ in 0..<3 { #expect(try await home.run(["refresh"], environment: east).status == 0) }
        #expect(requests == 1)
        for _ in 0..<3 { #expect(try await home.run(["refresh"], environment: west).stdout == "Answer number 2.\n") }
        #expect(requests == 2)
        #expect(try await home.run(["refresh"], environment: east).stdout == "Answer number 1.\n")
        let document = try JSONDecoder().decode(StoreDocument.self, from: Data(home.storeText.utf8))
        #expect(Set(document.fortunes.filter { $0.sign == .rooster }.map(\.day)).count == 2)
        #expect(requests == 2)
    }

    @Test func refreshAllSkipsTheSignsThatHaveTodaysAndSaysHowMany() async throws {
        #expect(try await home.run(["refresh", "--sign", "dog"]).status == 0)
        let all = try await home.run(["refresh", "--all", "--json"])
        #expect(all.status == 0)
        #expect(requests == 12, "eleven more: the dog's is kept")
        #expect(all.stderr == "fortune: kept today's fortune of 1 sign; 'fortune refresh --all --new' asks again\n")
        let lines = all.stdout.split(separator: "\n")
        #expect(lines.count == 12)
        #expect(lines.filter { $0.contains(#""text":"Answer number 1.""#) }.count == 1)
        #expect(lines[10].contains(#""sign":"dog""#) && lines[10].contains("Answer number 1."))

        let again = try await home.run(["refresh", "--all"])
        #expect(again.status == 0)
        #expect(requests == 12)
        #expect(again.stderr == "fortune: kept today's fortune of 12 signs; 'fortune refresh --all --new' asks again\n")
        #expect(again.stdout.split(separator: "\n").count == 12)

        #expect(try await home.run(["refresh", "--all", "--new"]).status == 0)
        #expect(requests == 24)
    }

    @Test func aKeptFortuneNeedsNoKeyAndSaysNothingAboutModels() async throws {
        #expect(try await home.run(["refresh"]).status == 0)
        // Without a key the offline model would be chosen, and said so: not when nothing is asked.
        let kept = try await home.run(["refresh"], environment: ["GEMINI_API_KEY": ""])
        #expect(kept.status == 0)
        #expect(kept.stdout == "Answer number 1.\n")
        #expect(!kept.stderr.contains("offline"))
    }

    @Test func theTimerRunsDailyCatchesUpAndAtLogin() async throws {
        let timer = try String(contentsOfFile: RepositoryFiles.path("Config/fortune-refresh.timer"), encoding: .utf8)
        let settings = Set(timer.split(separator: "\n").filter { !$0.hasPrefix("#") }.map(String.init))
        #expect(settings.isSuperset(of: ["OnCalendar=daily", "Persistent=true", "OnStartupSec=1min"]))
        let service = try String(
            contentsOfFile: RepositoryFiles.path("Config/fortune-refresh.service"), encoding: .utf8)
        #expect(service.contains("ExecStart=%h/.local/bin/fortune refresh\n"), "a plain refresh: it keeps today's")
    }
}
