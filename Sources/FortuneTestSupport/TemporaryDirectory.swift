import FoundationEssentials
#if canImport(Glibc)
import Glibc
#endif

/// A directory made under /tmp for one test, removed with everything in it when the last
/// reference to it goes.
///
/// Keep it in a stored property of the suite, or of a value the suite stores:
///
/// ```swift
/// @Suite struct StoreTests {
///     let scratch = TemporaryDirectory()
///
///     @Test func writes() throws {
///         try SharedStore(directory: scratch.appending("state")).update { $0.sign = .ox }
///     }
/// }
/// ```
///
/// Swift Testing makes a fresh instance of the suite for every test, and for every argument of
/// a parameterized one, and releases it as soon as the test ends, whether it passed, recorded
/// an issue or threw; the directory goes with it, and no test removes it by hand. A suite whose
/// `init` throws after making it still releases it. The owners in this module that need a
/// directory of their own (`RunningProcess`, `TestCertificate`) hold one the same way.
public final class TemporaryDirectory: Sendable {
    public let path: String

    public init(prefix: String = "fortune-test") {
        var template = Array("/tmp/\(prefix)-XXXXXX".utf8CString)
        let made = template.withUnsafeMutableBufferPointer { mkdtemp($0.baseAddress!) != nil }
        precondition(made, "mkdtemp failed: errno \(errno)")
        path = String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    deinit {
        try? FileManager.default.removeItem(atPath: path)
    }

    /// The path of `name` inside this directory.
    public func appending(_ name: String) -> String {
        path + "/" + name
    }
}
