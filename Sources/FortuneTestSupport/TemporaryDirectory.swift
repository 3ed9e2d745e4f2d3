import FoundationEssentials
#if canImport(Glibc)
import Glibc
#endif

/// A directory made for one test, removed with everything in it by `remove()`.
public struct TemporaryDirectory: Sendable {
    public let path: String

    public init(prefix: String = "fortune-test") {
        var template = Array("/tmp/\(prefix)-XXXXXX".utf8CString)
        let made = template.withUnsafeMutableBufferPointer { mkdtemp($0.baseAddress!) != nil }
        precondition(made, "mkdtemp failed: errno \(errno)")
        path = String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// The path of `name` inside this directory.
    public func appending(_ name: String) -> String {
        path + "/" + name
    }

    public func remove() {
        try? FileManager.default.removeItem(atPath: path)
    }
}
