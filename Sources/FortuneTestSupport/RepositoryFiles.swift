/// Files of this repository that tests check the code against: the documented configuration,
/// the prompt templates, fixtures. Found from this file's own path, so no resources are needed.
public enum RepositoryFiles {
    /// The repository's root folder, without a trailing slash.
    public static let root: String = {
        // Sources/FortuneTestSupport/RepositoryFiles.swift
        "/" + String(#filePath).split(separator: "/").dropLast(3).joined(separator: "/")
    }()

    /// The path of `relativePath` inside the repository, such as "Prompts" or "Config/fortune.json".
    public static func path(_ relativePath: String) -> String {
        root + "/" + relativePath
    }
}
