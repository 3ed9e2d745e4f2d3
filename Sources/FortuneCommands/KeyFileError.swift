#if canImport(Glibc)
import Glibc
#endif
import FortuneCore

/// Why `fortune key` saved no key, in one line that never holds the key.
struct KeyFileError: ReportableError, Sendable, Hashable {
    let description: String
    let exitStatus: ExitStatus

    static func noKeyTaken(service: String) -> KeyFileError {
        KeyFileError(
            description: "\(service) takes no API key: there is no key file to set, show or remove",
            exitStatus: .usage)
    }

    static let empty = KeyFileError(
        description: "no API key was given: standard input was empty; nothing was saved", exitStatus: .dataError)

    static func tooLong(limit: Int) -> KeyFileError {
        KeyFileError(
            description:
                "refusing the API key: it is longer than \(limit / 1024) KiB, which no key is; nothing was saved",
            exitStatus: .dataError)
    }

    static func malformed(_ flaw: String) -> KeyFileError {
        KeyFileError(
            description:
                "refusing the API key: it contains \(flaw); give the key alone, one word of printable ASCII characters; nothing was saved",
            exitStatus: .dataError)
    }

    static func unreadable(_ number: Int32) -> KeyFileError {
        KeyFileError(
            description: "cannot read the API key from standard input: \(String(cString: strerror(number)))",
            exitStatus: .unavailable)
    }
}
