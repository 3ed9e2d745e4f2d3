import FoundationEssentials
import Testing
import FortuneTestSupport

/// The command-line sessions the README shows: each fenced block whose lines start with `$ `,
/// split into the commands typed and what each printed.
struct ReadmeExamples {
    /// One command of a session, as the README shows it.
    struct Example: Sendable, CustomTestStringConvertible {
        /// What follows `$ `, without the comment: `fortune widget --format tmux`.
        let command: String
        /// The comment after `#`, which says in what state the command runs: "the second time
        /// today". Empty when there is none.
        let note: String
        /// The lines shown after the command, up to the next command or the end of the block.
        let output: [String]
        /// The README's line of the command, for messages.
        let line: Int

        var testDescription: String { "README:\(line) $ \(command)" }
    }

    /// One fenced block: commands typed one after another.
    struct Session: Sendable, CustomTestStringConvertible {
        let examples: [Example]

        var testDescription: String {
            examples.map(\.testDescription).joined(separator: "; ")
        }
    }

    /// The sessions in the README's order.
    let sessions: [Session]

    init(path: String = RepositoryFiles.path("README.md")) throws {
        let text = try String(contentsOfFile: path, encoding: .utf8)
        var sessions: [Session] = []
        var session: [Example] = []
        var pending: (command: String, note: String, line: Int)?
        var output: [String] = []
        var fenced = false

        func closeCommand() {
            if let command = pending {
                session.append(
                    Example(command: command.command, note: command.note, output: output, line: command.line))
            }
            pending = nil
            output = []
        }

        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if line.hasPrefix("```") {
                if fenced {
                    closeCommand()
                    if !session.isEmpty { sessions.append(Session(examples: session)) }
                    session = []
                }
                fenced.toggle()
                continue
            }
            guard fenced else { continue }
            if line.hasPrefix("$ ") {
                closeCommand()
                let typed = line.dropFirst(2)
                // A comment starts at " # " after the command; a '#' inside an argument stays.
                let parts = typed.split(separator: " # ", maxSplits: 1, omittingEmptySubsequences: false)
                let command = Self.trimmed(parts[0])
                let note = parts.count > 1 ? Self.trimmed(parts[1]) : ""
                pending = (command, note, index + 1)
            } else if pending != nil {
                output.append(String(line))
            }
        }
        self.sessions = sessions
    }

    private static func trimmed(_ text: Substring) -> String {
        String(text.drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
    }
}
