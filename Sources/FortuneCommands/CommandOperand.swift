/// One positional argument a command takes (`pick SIGN`, `completions SHELL`, `config ACTION
/// KEY VALUE`): declared with the command, read by `--help`, the completion scripts and the
/// manual page.
struct CommandOperand: Sendable {
    /// Its name in usage lines, e.g. `SIGN`.
    let placeholder: String
    /// What completion offers for it (never file names).
    let value: CommandOption.Value
    /// Whether the command runs without it.
    let isOptional: Bool
}
