#if canImport(Glibc)
import Glibc
#endif

/// libFuzzer's entry point: every input of the run goes to the target's `FuzzTarget.run`.
///
/// Each file of `fuzz/Targets/` defines `FuzzTarget` and is linked alone with this support,
/// into a program of its own (`fuzz/run`).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzerTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    FuzzTarget.run(bytes)
    return 0
}

/// Ends the run when `condition` is false, so that libFuzzer keeps the input as a finding:
/// a broken invariant is a bug as much as a crash is.
func check(_ condition: Bool, _ message: @autoclosure () -> String) {
    guard !condition else { return }
    let line = Array("fuzz: invariant broken: \(message())\n".utf8)
    _ = line.withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
    abort()
}

/// Whether `text` is one line a terminal cannot be made to act on: no C0 or C1 control (a
/// line break included), no DEL, no bidi control.
func isSafeLine(_ text: String) -> Bool {
    !text.unicodeScalars.contains { scalar in
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F, 0x2028, 0x2029: true
        case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }
}

/// `bytes` split into pieces of `size`, as a network might deliver them.
func pieces(of bytes: [UInt8], size: Int) -> [[UInt8]] {
    let size = max(1, size)
    return stride(from: 0, to: bytes.count, by: size).map { Array(bytes[$0..<min($0 + size, bytes.count)]) }
}
