import FoundationEssentials
import Synchronization
#if canImport(Glibc)
import Glibc
#endif
import FortuneCore

/// Where a command's text goes instead of the process's standard streams: given each piece of
/// text as it is written, with the stream it was meant for.
package final class ConsoleSink: Sendable {
    let write: @Sendable (_ text: String, _ stream: Console.Stream) -> Void

    package init(_ write: @escaping @Sendable (_ text: String, _ stream: Console.Stream) -> Void) {
        self.write = write
    }
}

/// Where the command writes: data to standard output, messages to standard error, or both to
/// the sink of the run in progress (`AppContext.output`).
package enum Console {
    /// The sink of the run in progress, bound from its context by `Fortune.run`; nil for the
    /// process's standard streams. A `TaskLocal` written out rather than the `@TaskLocal` macro,
    /// whose expansion is compiled from a file in the temporary folder: its path would make the
    /// release build's debug information depend on where the checkout is.
    static let runSink = TaskLocal<ConsoleSink?>(wrappedValue: nil)

    /// The sink of the run in progress (`runSink`'s value).
    static var sink: ConsoleSink? { runSink.get() }

    /// Writes `text` and a newline to standard output.
    static func out(_ text: String) {
        write(text + "\n", to: STDOUT_FILENO)
    }

    /// Writes `value` as one line of JSON and a newline to standard output, as every `--json`
    /// does (`OneShotJSON`): sorted keys so the output is stable for scripts, slashes unescaped
    /// so paths read as paths, `null` for an absent value.
    static func json(_ value: some Encodable) throws {
        out(try OneShotJSON.encode(value))
    }

    /// Writes `fortune: message` to standard error, one line.
    ///
    /// Whatever the message quotes (an argument, a path, a variable's value), a control or
    /// bidi character in it is shown escaped, so the line can neither forge another line nor
    /// act on the terminal.
    static func error(_ message: String) {
        write("fortune: \(message.visiblyEscaped)\n", to: STDERR_FILENO)
    }

    package enum Stream: Sendable {
        case standardOutput, standardError
    }

    /// Writes `text` as it is, without a newline (prompts, progress, streamed text); to
    /// standard error unless told otherwise.
    static func message(_ text: String, to stream: Stream = .standardError) {
        write(text, to: stream == .standardOutput ? STDOUT_FILENO : STDERR_FILENO)
    }

    /// `text` made a prompt: a space follows a colon written in ASCII ("…date): "); a
    /// full-width one ("…日付）：") takes none.
    static func prompt(_ text: String) -> String {
        text.last?.isASCII == true ? text + " " : text
    }

    /// Whether `descriptor` is a terminal; never while a sink takes the text.
    static func isTerminal(_ descriptor: Int32) -> Bool {
        sink == nil && isatty(descriptor) == 1
    }

    /// The `errno` of the first failed write to standard output; 0 while none failed.
    private static let outputFailure = Atomic<Int32>(0)

    /// The error of the first write to standard output that failed, if one did; reported once
    /// by `Fortune.run` when the command is done. A reader that went away (EPIPE) is no
    /// error: it has read all it wanted, as `fortune history | head -1` does.
    static func takeOutputFailure() -> OutputError? {
        let failure = outputFailure.exchange(0, ordering: .acquiringAndReleasing)
        return failure == 0 || failure == EPIPE ? nil : OutputError(errno: failure)
    }

    /// Writes `text` whole. A failure on standard output is kept for `takeOutputFailure()` and
    /// the writes after it are skipped; one on standard error is dropped, as there is nowhere
    /// left to report it.
    private static func write(_ text: String, to descriptor: Int32) {
        if let sink {
            sink.write(text, descriptor == STDOUT_FILENO ? .standardOutput : .standardError)
            return
        }
        guard descriptor == STDOUT_FILENO else {
            _ = FileDescriptorWriting.writeAll(text, to: descriptor)
            return
        }
        guard outputFailure.load(ordering: .acquiring) == 0 else { return }
        if let failure = FileDescriptorWriting.writeAll(text, to: descriptor) {
            _ = outputFailure.compareExchange(expected: 0, desired: failure, ordering: .acquiringAndReleasing)
        }
    }
}
