import Foundation
import Testing
import FortuneCore
import FortuneStore
import FortuneRender
import FortuneWidget
import FortuneCommands
import FortuneTestSupport

/// Commands run in-process against a context over a temporary home: what they print, the
/// status they return and what they leave in the store.
@Suite struct CommandsInProcessTests {
    let test = TestContext()

    @Test func pickStoresTheSignAndSaysSo() async throws {
        let run = await test.run("pick", "rooster")
        #expect(run.status == .ok)
        #expect(run.out == "🐓 Rooster (닭띠) is your sign\n")
        #expect(try test.context.store.read().sign == .rooster)
    }

    @Test func refreshOfflineSavesTodaysFortuneAndPrintsIt() async throws {
        _ = await test.run("pick", "dog")
        let run = await test.run("refresh", "--offline")
        #expect(run.status == .ok)
        let saved = try #require(try test.context.store.read().fortune(for: .dog, on: test.clock.today))
        #expect(saved.source == .offline)
        #expect(run.out == saved.text + "\n")
    }

    @Test func todayPrintsTheWidgetsOneLine() async throws {
        _ = await test.run("pick", "ox")
        _ = await test.run("refresh", "--offline")
        let document = try test.context.store.read()
        let entry = FortuneEntry(document: document, sign: .ox, time: test.clock.time)
        let run = await test.run()
        #expect(run.status == .ok)
        #expect(run.out == FortuneWidgetView.sentence(entry.card, language: .english) + "\n")
        #expect(run.out.contains(try #require(document.fortune(for: .ox, on: test.clock.today)).text))
    }

    @Test func todaysFortuneIsTheDayOfTheContextsClockNotOfTheWallClock() async throws {
        _ = await test.run("pick", "ox")
        _ = await test.run("refresh", "--offline")
        let today = try object(await test.run("today", "--json").out)
        #expect(today["day"] as? String == test.clock.today.description)
        #expect(today["fortuneDay"] as? String == test.clock.today.description)
        #expect(today["state"] as? String == "fortune")
        let status = try object(await test.run("status", "--json").out)
        #expect(status["today"] as? String == test.clock.today.description)
    }

    @Test func beforeASignIsPickedTodayPrintsTheHintToPickOne() async {
        let run = await test.run("today")
        #expect(run.status == .ok)
        #expect(run.out == FortuneWidgetView.noSignSentence(on: test.clock.today, language: .english) + "\n")
    }

    @Test func aKeyGivenInPlaceOfTheActionIsNeverRepeated() async {
        let secret = "AIzaSyD-example-key-0123456789abcdefghi"
        let run = await test.run("key", secret)
        #expect(run.status == .usage)
        #expect(!run.err.contains(secret) && !run.err.contains("AIza"), "\(run.err)")
        #expect(run.err.contains("set, path or remove"))
        let typo = await test.run("key", "sett")
        #expect(typo.err.contains("'sett'"), "a mistyped action is still named: \(typo.err)")
    }

    @Test func anUnknownOptionIsAUsageErrorOnStandardError() async throws {
        let run = await test.run("pick", "--nonsense")
        #expect(run.status == .usage)
        #expect(run.out.isEmpty)
        #expect(run.err.contains("--nonsense"))
        #expect(try test.context.store.read().sign == nil)
    }
}

/// Every one-shot `--json` says an absent value the same way: the key, with `null`.
@Suite struct JSONNullsTests {
    let test = TestContext()

    @Test func statusBeforeASignHasTheAbsentKeysAsNull() async throws {
        let run = await test.run("status", "--json")
        #expect(run.status == .ok)
        let status = try object(run.out)
        for key in ["sign", "state", "text", "fortuneSource", "fortuneModel", "lastError"] {
            #expect(status[key] is NSNull, "\(key)")
        }
        #expect(status["line"] as? String == FortuneWidgetView.noSignSentence(on: test.clock.today, language: .english))
    }

    @Test func todayAndStatusSayTheSameLine() async throws {
        _ = await test.run("pick", "horse")
        _ = await test.run("refresh", "--offline")
        _ = await test.run("hide")
        let today = try object(await test.run("today", "--json").out)
        let status = try object(await test.run("status", "--json").out)
        #expect(today["line"] as? String == status["line"] as? String)
        #expect(today["state"] as? String == "fortune", "hiding concerns the widget only")
        #expect(status["state"] as? String == "hidden")
        #expect(today["failure"] is NSNull)
        #expect(
            Set(today.keys) == ["sign", "day", "state", "line", "text", "fortuneDay", "source", "model", "failure"])
    }
}

/// The one-line JSON object a command printed.
private func object(_ text: String) throws -> [String: Any] {
    try #require(JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
}
