// The configuration loader: any config.json, with FORTUNE_MODEL and a base URL taken from
// the input's first lines, gives a configuration or one safe line naming what is wrong.
// seeds: Config/fortune.json fuzz/Seeds/config/*
import FoundationEssentials
#if canImport(Glibc)
import Glibc
#endif
import FortuneConfig

enum FuzzTarget {
    /// The file the loader reads, rewritten for every input.
    static let path: String = {
        var template = Array("/tmp/fortune-fuzz-config-XXXXXX".utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        close(descriptor)
        return String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }()

    static func run(_ bytes: [UInt8]) {
        let lines = bytes.split(separator: UInt8(ascii: "\n"), maxSplits: 2, omittingEmptySubsequences: false)
        let model = lines.count > 2 ? String(decoding: lines[0], as: UTF8.self) : ""
        let base = lines.count > 2 ? String(decoding: lines[1], as: UTF8.self) : ""
        let file = lines.count > 2 ? Array(lines[2]) : bytes
        _ = try? Data(file).write(to: URL(fileURLWithPath: path))
        let environment = ["FORTUNE_MODEL": model, "GOOGLE_GEMINI_BASE_URL": base]
        do {
            let (configuration, _) = try ConfigurationLoader(environment: environment, filePath: path).load()
            let endpoint = try ServiceEndpoint(
                configuration.provider, configuration: configuration, environment: environment)
            if endpoint.provider != .offline {
                let url = endpoint.baseURL
                check(url.lowercased().hasPrefix("http"), "a base URL that is not http(s): \(url)")
                check(!url.contains("?") && !url.contains("#"), "a base URL with a query: \(url)")
                check(
                    isSafeLine(url) && !url.contains(" "),
                    "a base URL with a control character: \(url.debugDescription)")
            }
            if let model = endpoint.model {
                check(
                    !model.isEmpty && isSafeLine(model) && !model.contains(where: \.isWhitespace),
                    "an unusable model name: \(model.debugDescription)")
            }
        } catch {
            check(error.exitStatus == .configuration, "a configuration error that does not exit 78")
            check(isSafeLine(error.problem), "what is wrong, said unsafely: \(error.problem.debugDescription)")
        }
    }
}
