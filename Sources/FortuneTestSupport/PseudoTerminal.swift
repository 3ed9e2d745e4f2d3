#if canImport(Glibc)
import Glibc
#endif
import FortuneCore

/// A pseudo-terminal's two ends: `terminal`, what a program under test sees as its terminal,
/// and the other side, where a test reads what it drew.
///
/// `posix_openpt`, `grantpt`, `unlockpt` and `ptsname` are not imported by the Glibc module;
/// they are looked up by name in the C library the process already has.
public final class PseudoTerminal {
    /// The C library here has no pseudo-terminals to give.
    public struct Unavailable: Error {}

    private typealias Open = @convention(c) (Int32) -> Int32
    private typealias Name = @convention(c) (Int32) -> UnsafeMutablePointer<CChar>?

    /// The end a program writes to, as its terminal.
    public let terminal: Int32
    /// The terminal end's device path, for a child to open as its standard input.
    public let path: String
    private let controller: Int32

    public init() throws {
        func function<T>(_ name: String, as type: T.Type) throws -> T {
            guard let function = CLibraryFunction.named(name, as: type) else { throw Unavailable() }
            return function
        }
        let (openpt, grantpt, unlockpt, ptsname) = try (
            function("posix_openpt", as: Open.self), function("grantpt", as: Open.self),
            function("unlockpt", as: Open.self), function("ptsname", as: Name.self)
        )
        let controller = openpt(O_RDWR | O_NOCTTY | O_CLOEXEC)
        guard controller >= 0 else { throw Unavailable() }
        guard grantpt(controller) == 0, unlockpt(controller) == 0, let name = ptsname(controller) else {
            close(controller)
            throw Unavailable()
        }
        let terminal = open(name, O_RDWR | O_NOCTTY | O_CLOEXEC)
        guard terminal >= 0 else {
            close(controller)
            throw Unavailable()
        }
        (self.controller, self.terminal, self.path) = (controller, terminal, String(cString: name))
    }

    deinit {
        close(terminal)
        close(controller)
    }

    /// Types `text` at the terminal, as a person at its keyboard would.
    public func type(_ text: String) {
        _ = FileDescriptorWriting.writeAll(text, to: controller)
    }

    /// Whether the terminal shows what is typed (its ECHO flag), as the program left it.
    public var echoes: Bool {
        var settings = termios()
        return tcgetattr(terminal, &settings) == 0 && settings.c_lflag & tcflag_t(ECHO) != 0
    }

    /// What the program wrote, read from the other side until `count` bytes have come or
    /// `timeout` passes. The kernel hands a terminal's output to the other side on a worker of
    /// its own, so a single read on a busy machine may see only part of it.
    public func written(count: Int, within timeout: Duration = .seconds(30)) -> String {
        let clock = ContinuousClock()
        let deadline = clock.now + timeout
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while bytes.count < count,
            LoopbackSocket.poll([controller], events: Int16(POLLIN), timeout: deadline - clock.now) != nil
        {
            let read = Glibc.read(controller, &buffer, buffer.count)
            guard read > 0 else { break }
            bytes += buffer.prefix(read)
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
