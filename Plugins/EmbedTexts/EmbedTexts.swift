import FoundationEssentials
import PackagePlugin

/// Compiles the text files a target reads into it as strings, so the built binary carries
/// them and works when copied alone, while each file stays the one place it is written:
/// `VERSION` (the version, `EmbeddedVersion`) and `Messages/` (what the program says, in each
/// language, `EmbeddedMessages`), both in FortuneCore; `Prompts/` (the prompt
/// templates, `EmbeddedPrompts`) and `Phrases/` (the offline model's phrase tables,
/// `EmbeddedPhrases`), both in FortuneGeneration.
@main
struct EmbedTexts: BuildToolPlugin {
    /// A file of the package, or a folder whose every file is embedded.
    enum Source {
        case file(String)
        case folder(String)
    }

    /// What each target embeds, and the enum that holds the files.
    static let texts: [String: [(source: Source, enumName: String)]] = [
        "FortuneCore": [(.file("VERSION"), "EmbeddedVersion"), (.folder("Messages"), "EmbeddedMessages")],
        "FortuneGeneration": [(.folder("Prompts"), "EmbeddedPrompts"), (.folder("Phrases"), "EmbeddedPhrases")],
    ]

    func createBuildCommands(context: PluginContext, target: any Target) throws -> [Command] {
        try Self.texts[target.name, default: []].map { source, enumName in
            let inputs: [URL]
            let name: String
            switch source {
            case .file(let path):
                (inputs, name) = ([context.package.directoryURL.appending(path: path)], path)
            case .folder(let path):
                let folder = context.package.directoryURL.appending(path: path)
                inputs = try FileManager.default.contentsOfDirectory(atPath: folder.path())
                    .filter { !$0.hasPrefix(".") }
                    .sorted()
                    .map { folder.appending(path: $0) }
                name = "\(path)/"
            }
            let output = context.pluginWorkDirectoryURL.appending(path: "\(enumName).swift")
            return .buildCommand(
                displayName: "Embedding \(inputs.count) files of \(name)",
                executable: try context.tool(named: "TextEmbedder").url,
                arguments: [output.path(), enumName] + inputs.map { $0.path() },
                inputFiles: inputs,
                outputFiles: [output]
            )
        }
    }
}
