import Foundation
import Testing
import FortuneCore
import FortuneStore
import FortuneCommands
import FortuneTestSupport

/// `history` lists the newest day first and, within a day, the picked sign before the others
/// (in the cycle's order), whatever order `refresh --all` saved them in.
@Suite struct HistoryOrderTests {
    let test = TestContext()

    @Test func afterRefreshAllThePickedSignLeadsThenTheCycle() async throws {
        _ = await test.run("pick", "rooster")
        #expect(await test.run("refresh", "--all", "--offline").status == .ok)
        let json = await test.run("history", "--json")
        let records = try JSONDecoder().decode([StoredFortune].self, from: Data(json.out.utf8))
        #expect(records.map(\.sign) == [.rooster] + Sign.allCases.filter { $0 != .rooster })
        let text = await test.run("history", "--limit", "2")
        let days = text.out.split(separator: "\n").filter { !$0.hasPrefix("    ") }
        #expect(days.count == 2)
        #expect(days.first?.contains("Rooster") == true, "\(text.out)")
        #expect(days.last?.contains("Rat") == true, "\(text.out)")
    }

    /// Saved in an order that says nothing: the newest day first; within it the picked sign,
    /// its later fortune first, then the others by the cycle; `--sign` keeps that order.
    @Test func theNewestDayFirstThenThePickedSignThenTheCycle() async throws {
        let today = test.clock.today
        let yesterday = CalendarDay(localTime: test.clock.time - 86_400)
        func fortune(_ sign: Sign, _ day: CalendarDay, _ text: String) -> StoredFortune {
            StoredFortune(
                sign: sign, day: day, text: text, language: .english, model: "offline", source: .offline,
                createdAt: test.clock.time)
        }
        let saved = [
            fortune(.pig, today, "pig"), fortune(.dog, today, "dog later"), fortune(.dog, today, "dog earlier"),
            fortune(.dog, yesterday, "dog yesterday"), fortune(.rat, today, "rat"), fortune(.ox, yesterday, "ox"),
        ]
        try test.context.store.update { document in
            document.sign = .dog
            document.history = saved
        }
        let json = await test.run("history", "--json")
        let texts = try JSONDecoder().decode([StoredFortune].self, from: Data(json.out.utf8)).map(\.text)
        #expect(texts == ["dog later", "dog earlier", "rat", "pig", "dog yesterday", "ox"])
        let dog = await test.run("history", "--json", "--sign", "dog")
        let dogTexts = try JSONDecoder().decode([StoredFortune].self, from: Data(dog.out.utf8)).map(\.text)
        #expect(dogTexts == ["dog later", "dog earlier", "dog yesterday"])
    }
}
