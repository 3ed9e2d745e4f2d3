import FoundationEssentials
#if canImport(Glibc)
public import Glibc
#endif

/// Test helpers for files: bytes in, bytes out, modes.
public enum Files {
    public static func bytes(_ path: String) -> [UInt8]? {
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        return [UInt8](data)
    }

    public static func write(_ text: String, to path: String) {
        try! Data(text.utf8).write(to: URL(fileURLWithPath: path))
    }

    public static func mode(_ path: String) -> mode_t? {
        var info = stat()
        return stat(path, &info) == 0 ? info.st_mode & 0o7777 : nil
    }

    public static func names(in directory: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []).sorted()
    }
}
