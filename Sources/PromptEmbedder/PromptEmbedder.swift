import FoundationEssentials

/// Writes a Swift file that holds the given text files as string literals:
/// `PromptEmbedder OUTPUT INPUT...`. Run by the EmbedPrompts build plugin.
@main
enum PromptEmbedder {
    static func main() throws {
        let arguments = CommandLine.arguments.dropFirst()
        guard let output = arguments.first else {
            fatalError("usage: PromptEmbedder OUTPUT INPUT...")
        }
        var source = """
            // Generated from the Prompts/ folder by the EmbedPrompts build plugin. Do not edit.

            enum EmbeddedPrompts {
                /// Each prompt template's text, by file name.
                static let files: [String: String] = [

            """
        for path in arguments.dropFirst() {
            let name = String(path.split(separator: "/").last!)
            let text = try String(contentsOfFile: path, encoding: .utf8)
            source += "        #\"\(name)\"#: \(literal(text)),\n"
        }
        source += "    ]\n}\n"
        try Data(source.utf8).write(to: URL(fileURLWithPath: output), options: .atomic)
    }

    /// A raw string literal for `text`, with more `#`s than any run of them in the text.
    static func literal(_ text: String) -> String {
        var longest = 0
        var run = 0
        for character in text {
            run = character == "#" ? run + 1 : 0
            longest = max(longest, run)
        }
        let hashes = String(repeating: "#", count: longest + 1)
        return "\(hashes)\"\"\"\n\(text)\n\"\"\"\(hashes)"
    }
}
