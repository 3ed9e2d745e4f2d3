import Foundation
import Testing
import FortuneTestSupport

@Suite(.fewAtOnce) struct SignsCommandTests {
    @Test func signsListsTheTwelveInOrderWithTheirNamesAndYears() async throws {
        let result = try await FortuneBinary.run(["signs"])
        #expect(result.status == 0)
        #expect(result.stderr.isEmpty)
        let lines = result.stdout.split(separator: "\n")
        try #require(lines.count == 12)
        let words = lines.map { $0.split(separator: " ") }
        #expect(
            words.map { $0.dropFirst().first.map(String.init) } == [
                "rat", "ox", "tiger", "rabbit", "dragon", "snake", "horse", "goat", "monkey", "rooster", "dog", "pig",
            ])
        #expect(words[9].prefix(4).map(String.init) == ["🐓", "rooster", "닭", "雞/鸡"])
        #expect(lines.allSatisfy { $0.last != " " })
        let years = words.map { $0.compactMap { Int($0) } }
        #expect(years.allSatisfy { $0.count == 4 })
        #expect(years[9].allSatisfy { ($0 - 1993) % 12 == 0 })
    }

    @Test func theColumnsLineUpInTerminalCells() async throws {
        let result = try await FortuneBinary.run(["signs"])
        // The years start in the same terminal column on every line: Hangul and Han count two.
        let columns = result.stdout.split(separator: "\n").map { line -> Int in
            let prefix = line.prefix { !$0.isNumber }
            return prefix.unicodeScalars.reduce(0) { width, scalar in
                width + (scalar.value >= 0x1100 ? 2 : 1)
            }
        }
        #expect(Set(columns).count == 1)
    }

    @Test func jsonListsEachSignWithItsNamesAndYears() async throws {
        let result = try await FortuneBinary.run(["signs", "--json"])
        #expect(result.status == 0)
        let objects = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]])
        #expect(objects.count == 12)
        #expect(
            objects.map { $0["sign"] as? String } == [
                "rat", "ox", "tiger", "rabbit", "dragon", "snake", "horse", "goat", "monkey", "rooster", "dog", "pig",
            ])
        let rooster = objects[9]
        #expect(rooster["emoji"] as? String == "🐓")
        #expect(rooster["english"] as? String == "Rooster")
        #expect(rooster["korean"] as? String == "닭")
        #expect(rooster["chinese"] as? String == "雞/鸡")
        #expect(rooster["aliases"] as? [String] == ["chicken", "hen", "cock"])
        let years = try #require(rooster["years"] as? [Int])
        #expect(years.count == 4)
        #expect(years.allSatisfy { ($0 - 1993) % 12 == 0 })
        #expect(zip(years, years.dropFirst()).allSatisfy { $1 - $0 == 12 })
    }

    @Test func helpDescribesTheCommand() async throws {
        let result = try await FortuneBinary.run(["signs", "--help"])
        #expect(result.status == 0)
        #expect(result.stdout.hasPrefix("usage: fortune signs"))
        #expect(result.stdout.contains("--json"))
    }

    @Test func anUnknownOptionIsAUsageError() async throws {
        let result = try await FortuneBinary.run(["signs", "--yaml"])
        #expect(result.status == 64)
        #expect(result.stderr.contains("unknown option '--yaml'"))
        #expect(result.stdout.isEmpty)
    }
}
