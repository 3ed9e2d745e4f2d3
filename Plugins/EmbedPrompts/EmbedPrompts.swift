import FoundationEssentials
import PackagePlugin

/// Compiles every file of the package's `Prompts/` folder into the target as a string, so the
/// built binary carries its prompt templates and works when copied alone, while `Prompts/`
/// stays the one place they are written.
@main
struct EmbedPrompts: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: any Target) throws -> [Command] {
        let folder = context.package.directoryURL.appending(path: "Prompts")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path())
            .filter { !$0.hasPrefix(".") }
            .sorted()
        let inputs = names.map { folder.appending(path: $0) }
        let output = context.pluginWorkDirectoryURL.appending(path: "EmbeddedPrompts.swift")
        return [
            .buildCommand(
                displayName: "Embedding \(names.count) prompt templates",
                executable: try context.tool(named: "PromptEmbedder").url,
                arguments: [output.path()] + inputs.map { $0.path() },
                inputFiles: inputs,
                outputFiles: [output]
            )
        ]
    }
}
