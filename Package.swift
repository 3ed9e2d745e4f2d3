// swift-tools-version:6.0
import PackageDescription

// Swift 6 language mode: complete data-race checking is the point of the async pipeline
// (generate → save → reload), so it is on for every target, not opted into file by file.
let swiftSettings: [SwiftSetting] = [
    .enableUpcomingFeature("ExistentialAny"),
    .enableUpcomingFeature("InternalImportsByDefault"),
]

let package = Package(
    name: "fortune",
    products: [
        .executable(name: "fortune", targets: ["fortune"]),
        .library(name: "FortuneKit", targets: ["FortuneKit"]),
    ],
    targets: [
        // libcurl's headers for types and constants; the functions are resolved with dlopen on
        // first use, so commands that never touch the network never load libcurl (DESIGN.md,
        // "Performance budget"). Deliberately not a system-library target: that would link -lcurl.
        .target(name: "CCurl"),
        .target(
            name: "FortuneKit",
            dependencies: ["CCurl"],
            swiftSettings: swiftSettings,
            plugins: ["EmbedPrompts"]
        ),
        // Prompts/ is the single source of the prompt templates; the plugin compiles them in.
        .executableTarget(name: "PromptEmbedder", swiftSettings: swiftSettings),
        .plugin(name: "EmbedPrompts", capability: .buildTool(), dependencies: ["PromptEmbedder"]),
        .executableTarget(
            name: "fortune",
            dependencies: ["FortuneKit"],
            swiftSettings: swiftSettings,
            // A status bar starts this binary every few seconds: the static standard library
            // saves loading a dozen shared objects at each start. The static FoundationEssentials
            // needs its two support archives named; lld links it without gold's warning about
            // the archive's use of mktemp.
            linkerSettings: [
                .unsafeFlags(["-static-stdlib", "-use-ld=lld"]),
                .linkedLibrary("_FoundationCollections"),
                .linkedLibrary("_FoundationCShims"),
                .linkedLibrary("swiftSynchronization"),
            ]
        ),
        // Test doubles: the loopback HTTP server and helpers shared by the test targets.
        .target(
            name: "FortuneTestSupport",
            dependencies: ["FortuneKit"],
            swiftSettings: swiftSettings
        ),
        // A Gemini-style server on loopback for bench/refresh.sh.
        .executableTarget(
            name: "MockGemini",
            dependencies: ["FortuneKit", "FortuneTestSupport"],
            path: "bench/MockGemini",
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "FortuneKitTests",
            dependencies: ["FortuneKit", "FortuneTestSupport"],
            exclude: ["Fixtures", "Render/Golden"],
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "FortuneCLITests",
            dependencies: ["FortuneKit", "FortuneTestSupport"],
            swiftSettings: swiftSettings
        ),
    ],
    swiftLanguageModes: [.v6]
)
