#if canImport(Glibc)
import Glibc
#endif
import FortuneCore

/// Why `fortune key` saved no key, in one line that never holds the key.
struct KeyFileError: ReportableError, Sendable, Hashable {
    let said: Message
    let exitStatus: ExitStatus

    var description: String { said.description }

    func message(in language: Language) -> String { said.text(in: language) }

    static func noKeyTaken(service: Message) -> KeyFileError {
        KeyFileError(said: Message("error.keyFile.noKeyTaken", parts: ["service": service]), exitStatus: .usage)
    }

    static let empty = KeyFileError(said: Message("error.keyFile.empty"), exitStatus: .dataError)

    static func tooLong(limit: Int) -> KeyFileError {
        KeyFileError(said: Message("error.keyFile.tooLong", ["count": "\(limit / 1024)"]), exitStatus: .dataError)
    }

    static func malformed(_ flaw: Message) -> KeyFileError {
        KeyFileError(said: Message("error.keyFile.malformed", parts: ["flaw": flaw]), exitStatus: .dataError)
    }

    static func unreadable(_ number: Int32) -> KeyFileError {
        KeyFileError(
            said: Message("error.keyFile.unreadable", ["reason": String(cString: strerror(number))]),
            exitStatus: .unavailable)
    }
}
