import FoundationEssentials
import Testing
import FortuneCore
import FortuneStore
import FortuneTestSupport
#if canImport(Glibc)
import Glibc
#endif

/// `FORTUNE_NOW` sets the program's clock: today, the lunar year and midnight all follow it,
/// and a value that names no time is refused in one line.
@Suite(.fewAtOnce) struct ClockVariableTests {
    let home = FakeHome()

    struct Frame: Decodable {
        let text: String
        let `class`: String
    }

    @Test func todayAndTheStoredFortuneFollowTheClock() async throws {
        #expect(try await home.run(["pick", "rooster"]).status == 0)
        #expect(try await home.run(["refresh", "--offline"]).status == 0)
        #expect(try home.store.read().fortunes.map(\.day) == [FakeHome.today])
        // A day later, by seconds since the epoch, the fortune is yesterday's.
        let nextDay = try await home.run(
            ["today", "--json"], environment: ["FORTUNE_NOW": "@\(FakeHome.nowSeconds + 86_400)"])
        #expect(nextDay.stdout.contains(#""day":"2026-06-16""#), "\(nextDay.stdout)")
        #expect(nextDay.stdout.contains(#""state":"stale""#), "\(nextDay.stdout)")
        let status = try await home.run(["status", "--json"], environment: ["FORTUNE_NOW": "2027-02-05T21:00"])
        #expect(status.stdout.contains(#""today":"2027-02-05""#), "\(status.stdout)")
    }

    @Test func withoutTheVariableTheDayIsTheWallClocks() async throws {
        var environment = home.environment
        environment["FORTUNE_NOW"] = nil
        #expect(try await FortuneBinary.run(["pick", "rooster"], environment: environment).status == 0)
        let before = CalendarDay.today()
        let today = try await FortuneBinary.run(["today", "--json"], environment: environment)
        let after = CalendarDay.today()
        #expect(
            today.stdout.contains(#""day":"\#(before)""#) || today.stdout.contains(#""day":"\#(after)""#),
            "\(today.stdout)")
    }

    @Test func aWatchingWidgetCrossesTheClocksMidnight() async throws {
        #expect(try await home.run(["pick", "rooster"]).status == 0)
        let evening = ["FORTUNE_NOW": "2026-06-15T23:59:58"]
        #expect(try await home.run(["refresh", "--offline"], environment: evening).status == 0)
        let watch = try home.start(["widget", "--watch", "--format", "waybar"], environment: evening)
        defer { watch.signal(SIGTERM) }
        func classes(_ output: String) -> [String] {
            output.split(separator: "\n").compactMap {
                try? JSONDecoder().decode(Frame.self, from: Data($0.utf8)).class
            }
        }
        #expect(await watch.waitForOutput { classes($0).first == "fortune" })
        // Two seconds on, the day has turned and the fortune is yesterday's.
        #expect(await watch.waitForOutput(timeout: .seconds(20)) { classes($0).count >= 2 }, "no frame at midnight")
        watch.signal(SIGTERM)
        let frames = classes(try await watch.wait(timeout: .seconds(30)).stdout)
        #expect(frames.first == "fortune")
        #expect(frames.last != "fortune", "\(frames)")
    }

    @Test(arguments: [
        "tomorrow", "2026-02-30", "2026-6-15", "2026-06-15T24:00", "2026-06-15T12", "@", "@99999999999999999999",
        "@-99999999999999",
    ])
    func aValueThatNamesNoTimeIsAUsageErrorInOneLine(value: String) async throws {
        let result = try await home.run(["status"], environment: ["FORTUNE_NOW": value])
        #expect(result.status == 64)
        #expect(result.stdout.isEmpty)
        #expect(
            result.stderr
                == "fortune: FORTUNE_NOW=\(value): not a time; write a local time, 2027-02-06T09:30, or seconds since 1970, @1801234567\n"
        )
    }

    @Test func theRefusalIsInTheLocalesLanguage() async throws {
        let result = try await home.run(["status"], environment: ["FORTUNE_NOW": "明日", "LANG": "ja_JP.UTF-8"])
        #expect(result.status == 64)
        #expect(
            result.stderr
                == "fortune: FORTUNE_NOW=明日：時刻として読めません。現地時刻（2027-02-06T09:30）か、1970年からの秒数（@1801234567）で書いてください。\n")
    }
}
