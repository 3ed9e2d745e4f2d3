import FoundationEssentials
#if canImport(Glibc)
import Glibc
#endif
import FortuneCore

/// Where the command writes: data to standard output, messages to standard error.
enum Console {
    /// Writes `text` and a newline to standard output.
    static func out(_ text: String) {
        write(text + "\n", to: STDOUT_FILENO)
    }

    /// Writes `value` as JSON and a newline to standard output: sorted keys so the output is
    /// stable for scripts, slashes unescaped so paths read as paths.
    static func json(_ value: some Encodable, pretty: Bool = false) throws {
        out(String(decoding: try JSONEncoder.stable(pretty: pretty).encode(value), as: UTF8.self))
    }

    /// Writes `fortune: message` to standard error, one line.
    ///
    /// Whatever the message quotes (an argument, a path, a variable's value), a control or
    /// bidi character in it is shown escaped, so the line can neither forge another line nor
    /// act on the terminal.
    static func error(_ message: String) {
        write("fortune: \(message.visiblyEscaped)\n", to: STDERR_FILENO)
    }

    enum Stream {
        case standardOutput, standardError
    }

    /// Writes `text` as it is, without a newline (prompts, progress, streamed text); to
    /// standard error unless told otherwise.
    static func message(_ text: String, to stream: Stream = .standardError) {
        write(text, to: stream == .standardOutput ? STDOUT_FILENO : STDERR_FILENO)
    }

    static func isTerminal(_ descriptor: Int32) -> Bool {
        isatty(descriptor) == 1
    }

    /// Writes `text` whole; a failure is dropped, as there is nowhere left to report it.
    private static func write(_ text: String, to descriptor: Int32) {
        _ = FileDescriptorWriting.writeAll(text, to: descriptor)
    }
}
