/// What the three completion scripts share: the file of model ids they read, how a summary
/// becomes a short description, and the command that runs when no command word is given.
/// The descriptions (fish, zsh) are in English whatever the locale: `make install` writes the
/// scripts once, for every user of the machine.
enum CompletionWords {
    /// The shell expression for `ModelCache`'s file.
    static let modelsFile = #"${XDG_STATE_HOME:-$HOME/.local/state}/fortune/models"#

    /// The command `fortune` alone runs, whose options complete before any command word.
    static let defaultCommand = TodayCommand.self

    /// A summary cut to its first clause, as a completion menu shows it.
    static func description(_ summary: String) -> String {
        let clause = summary.split(separator: ";", maxSplits: 1).first.map(String.init) ?? summary
        return clause.split(separator: ":", maxSplits: 1).first.map(String.init) ?? clause
    }

    /// `text` inside single quotes for a POSIX shell.
    static func singleQuoted(_ text: String) -> String {
        "'" + text.replacing("'", with: #"'\''"#) + "'"
    }
}
