import FoundationEssentials
import PackagePlugin

/// Compiles the text files the target reads into it as strings, so the built binary carries
/// them and works when copied alone, while each folder stays the one place they are written:
/// `Prompts/` (the prompt templates, `EmbeddedPrompts`) and `Phrases/` (the offline model's
/// phrase tables, `EmbeddedPhrases`).
@main
struct EmbedTexts: BuildToolPlugin {
    /// Each folder of the package that is embedded, and the enum that holds its files.
    static let folders = [("Prompts", "EmbeddedPrompts"), ("Phrases", "EmbeddedPhrases")]

    func createBuildCommands(context: PluginContext, target: any Target) throws -> [Command] {
        try Self.folders.map { folderName, enumName in
            let folder = context.package.directoryURL.appending(path: folderName)
            let names = try FileManager.default.contentsOfDirectory(atPath: folder.path())
                .filter { !$0.hasPrefix(".") }
                .sorted()
            let inputs = names.map { folder.appending(path: $0) }
            let output = context.pluginWorkDirectoryURL.appending(path: "\(enumName).swift")
            return .buildCommand(
                displayName: "Embedding \(names.count) files of \(folderName)/",
                executable: try context.tool(named: "TextEmbedder").url,
                arguments: [output.path(), enumName] + inputs.map { $0.path() },
                inputFiles: inputs,
                outputFiles: [output]
            )
        }
    }
}
