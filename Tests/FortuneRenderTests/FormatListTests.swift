import Testing
import FortuneRender
import FortuneTestSupport

/// The formats the README and the reference list by hand are those of the table, in its order.
@Suite struct FormatListTests {
    static let names = WidgetFormat.allCases.map(\.rawValue)
    static let barNames = StatusBarFormats.all.map(\.name)

    /// The file's text.
    static func text(_ relativePath: String) throws -> String {
        String(decoding: try #require(Files.bytes(RepositoryFiles.path(relativePath))), as: UTF8.self)
    }

    /// The words between backquotes in `text`.
    static func quoted(_ text: Substring) -> [String] {
        text.split(separator: "`", omittingEmptySubsequences: false).enumerated()
            .compactMap { $0.offset % 2 == 1 ? String($0.element) : nil }
    }

    /// The first line of `text` that starts with `prefix`, after it.
    static func line(startingWith prefix: String, in text: String) throws -> Substring {
        let line = try #require(text.split(separator: "\n").first { $0.hasPrefix(prefix) }, "no line \(prefix)")
        return line.dropFirst(prefix.count)
    }

    @Test func theReadmeListsEveryFormat() throws {
        let readme = try Self.text("README.md")
        let list = try #require(readme.firstRange(of: "(`text`"), "the README lists no formats")
        let end = try #require(readme[list.lowerBound...].firstIndex(of: ")"))
        #expect(Self.quoted(readme[list.lowerBound..<end]) == Self.names)
    }

    @Test func theReferenceListsEveryFormatAndEveryBarToReload() throws {
        let reference = try Self.text("docs/REFERENCE.md")
        let format = try Self.line(startingWith: "| `--format` |", in: reference)
        #expect(Self.quoted(format) == Self.names)
        let reload = try Self.line(startingWith: "| `reloadBars` | `[]` |", in: reference)
        let bars = try #require(reload.split(separator: "(see").first)
        #expect(Self.quoted(bars) == Self.barNames)
    }
}
