import Foundation
import Testing
import FortuneCore
import FortuneCommands
import FortuneTestSupport

/// In a locale whose character set is not UTF-8 (`LC_ALL=POSIX`, `LANG=C`), the tables say
/// what the widget there says: ASCII only, no emoji and no script the terminal cannot show.
@Suite struct ASCIILocaleTableTests {
    let test = TestContext()

    static let asciiLocales: [[String: String]] = [
        ["LC_ALL": "POSIX"], ["LANG": "C"], ["LC_ALL": "C", "LANG": "ko_KR.UTF-8"], ["LANG": "en_US.ISO-8859-1"],
    ]

    static func isASCII(_ text: String) -> Bool { text.unicodeScalars.allSatisfy(\.isASCII) }

    @Test(arguments: asciiLocales)
    func signsIsASCII(locale: [String: String]) async {
        let run = await test.run(["signs"], environment: locale)
        #expect(run.status == .ok)
        #expect(Self.isASCII(run.out), "\(run.out)")
        let lines = run.out.split(separator: "\n")
        #expect(lines.count == 12)
        #expect(lines.first?.hasPrefix("rat ") == true, "\(run.out)")
        #expect(lines.first?.contains("mouse") == true, "\(run.out)")
    }

    /// A reader whose configured language is not English keeps the sign's name in it, as the
    /// widget keeps its text; the other scripts and the emoji go.
    @Test func signsInKoreanUnderCKeepsOnlyTheKoreanName() async throws {
        try test.writeConfig(#"{"language": "ko"}"#)
        let run = await test.run(["signs"], environment: ["LC_ALL": "C"])
        let first = run.out.split(separator: "\n").first.map(String.init) ?? ""
        #expect(first.hasPrefix("쥐"), "\(run.out)")
        #expect(first.contains("rat"))
        #expect(!first.contains("🐀") && !first.contains("鼠"), "\(first)")
    }

    @Test(arguments: asciiLocales)
    func statusAndHistoryAreASCII(locale: [String: String]) async {
        _ = await test.run("pick", "rooster")
        #expect(await test.run("refresh", "--offline").status == .ok)
        let status = await test.run(["status"], environment: locale)
        #expect(status.status == .ok)
        #expect(Self.isASCII(status.out), "\(status.out)")
        #expect(status.out.contains("Rooster"))
        let history = await test.run(["history"], environment: locale)
        let heading = history.out.split(separator: "\n").first.map(String.init) ?? ""
        #expect(Self.isASCII(heading), "\(heading)")
        #expect(heading.contains("Rooster"))
    }

    @Test func inUTF8TheTablesKeepTheirEmojiAndScripts() async {
        _ = await test.run("pick", "rooster")
        let signs = await test.run(["signs"], environment: ["LANG": "en_US.UTF-8"])
        #expect(signs.out.hasPrefix("🐀"))
        #expect(signs.out.contains("쥐"))
        let status = await test.run(["status"], environment: ["LANG": "en_US.UTF-8"])
        #expect(status.out.contains("🐓 Rooster (닭띠)"))
    }
}
