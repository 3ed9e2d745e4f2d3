// swift-tools-version:6.0
import PackageDescription

// A release build is the same bytes wherever the checkout is (scripts/check-release proves it):
// the compilers write the package's folder as "." in the binary's debug information, and the
// Swift code's debug information names no Clang module of the module cache, whose folders are
// named after a hash of their paths, and its objects carry no hash of their LLVM module (which
// names paths; it only spares rewriting an unchanged object). The one name it keeps is the
// checkout folder's own, in the path of the generated sources (SwiftPM names their folder
// after it).
let checkout = Context.packageDirectory

// Swift 6 language mode: complete data-race checking is the point of the async pipeline
// (generate → save → reload), so it is on for every target, not opted into file by file.
// MemberImportVisibility makes a file import every module whose members it uses, so a layer
// cannot reach another through a neighbour's import; the arrows below are the only ones.
// In release builds, a concrete generic type's metadata (`KeyedDecodingContainer<CodingKeys>`, a
// specialised dictionary) comes from an accessor that passes the conformances it knows, not
// from a mangled name that the runtime decodes and checks by scanning every conformance record
// of the binary: those scans were a third of the instructions of a status bar's
// `fortune widget` (bench/startup.md).
let swiftSettings: [SwiftSetting] = [
    .enableUpcomingFeature("ExistentialAny"),
    .enableUpcomingFeature("InternalImportsByDefault"),
    .enableUpcomingFeature("MemberImportVisibility"),
    .unsafeFlags(
        [
            "-Xfrontend", "-disable-concrete-type-metadata-mangled-name-accessors",
            "-file-prefix-map", checkout + "=.",
            "-Xfrontend", "-no-clang-module-breadcrumbs", "-Xfrontend", "-disable-incremental-llvm-codegen",
        ], .when(configuration: .release)),
]

/// A library target of the pipeline: one layer, one folder under Sources/, the layers it may see.
func layer(_ name: String, _ dependencies: [Target.Dependency], plugins: [Target.PluginUsage] = []) -> Target {
    .target(name: name, dependencies: dependencies, swiftSettings: swiftSettings, plugins: plugins)
}

// The layers of the pipeline, bottom-up; each imports only the targets in its list, and
// docs/ARCHITECTURE.md says why. Never: Render → Store/HTTP/Generation; Store → HTTP/Generation;
// HTTP → Generation; Generation → Store; Zodiac → anything but Core.
let layers: [Target] = [
    // Plain values every layer speaks: Sign, Language, CalendarDay, ExitStatus, ReportableError,
    // the sanitiser for untrusted text, the stable JSON encoder.
    // The VERSION file is compiled in (EmbedTexts), the one place the version is written.
    layer("FortuneCore", [], plugins: ["EmbedTexts"]),
    // The twelve animals: names in every script, emoji, art; birth year or date → sign.
    layer("FortuneZodiac", ["FortuneCore"]),
    // The shared store (App Group): XDG paths, the locked atomic JSON document, its records.
    layer("FortuneStore", ["FortuneCore"]),
    // libcurl's headers for types and constants; the functions are resolved with dlopen on
    // first use, so commands that never touch the network never load libcurl
    // (docs/ARCHITECTURE.md, "Why these choices"). Deliberately not a system-library target:
    // that would link -lcurl into every start of the widget.
    // In release builds its calls to snprintf and the like are checked against the buffer's
    // size (_FORTIFY_SOURCE, which needs the optimiser).
    .target(
        name: "CCurl",
        cSettings: [
            .define("_FORTIFY_SOURCE", to: "2", .when(configuration: .release)),
            .unsafeFlags(["-ffile-prefix-map=" + checkout + "=."], .when(configuration: .release)),
        ]),
    // HTTP requests and responses as values; CurlTransport sends them. Knows no model.
    layer("FortuneHTTP", ["FortuneCore", "CCurl"]),
    // Models: Gemini, OpenAI-compatible servers and Ollama over HTTP, the offline model;
    // prompts, retries, one deadline. Never touches the store.
    // Prompts/ (the prompt templates) and Phrases/ (the offline model's phrase tables) are the
    // single source of their texts; the plugin compiles them in.
    layer("FortuneGeneration", ["FortuneCore", "FortuneZodiac", "FortuneHTTP"], plugins: ["EmbedTexts"]),
    // Widths, wrapping, families, colour, bar formats: pure functions of their own input.
    layer("FortuneRender", ["FortuneCore", "FortuneZodiac"]),
    // WidgetKit's shape: timeline provider, entries, WidgetCenter, intents, the live host.
    layer("FortuneWidget", ["FortuneCore", "FortuneZodiac", "FortuneStore", "FortuneGeneration", "FortuneRender"]),
    // Settings: defaults ← config.json ← environment ← flags; the service and model they
    // select, and what models taught (thinking.json in the state directory).
    layer("FortuneConfig", ["FortuneCore", "FortuneStore", "FortuneHTTP", "FortuneGeneration", "FortuneRender"]),
    // The commands: parse argv, call the layers, print; each runs against the AppContext it is
    // given, so tests run them in-process. The `fortune` executable is only their entry point.
    layer(
        "FortuneCommands",
        [
            "FortuneCore", "FortuneZodiac", "FortuneStore", "FortuneHTTP",
            "FortuneGeneration", "FortuneRender", "FortuneWidget", "FortuneConfig",
        ]),
]

/// The unit tests of one layer: Tests/<name>/.
func layerTests(_ name: String, _ dependencies: [Target.Dependency], exclude: [String] = []) -> Target {
    .testTarget(name: name, dependencies: dependencies, exclude: exclude, swiftSettings: swiftSettings)
}

let package = Package(
    name: "fortune",
    products: [
        .executable(name: "fortune", targets: ["fortune"])
    ],
    targets: layers + [
        .executableTarget(name: "TextEmbedder", swiftSettings: swiftSettings),
        .plugin(name: "EmbedTexts", capability: .buildTool(), dependencies: ["TextEmbedder"]),
        // The process: its arguments and environment handed to FortuneCommands, its exit status.
        .executableTarget(
            name: "fortune",
            dependencies: ["FortuneCommands"],
            swiftSettings: swiftSettings,
            // A status bar starts this binary every few seconds: the static standard library
            // saves loading a dozen shared objects at each start. The static FoundationEssentials
            // needs its two support archives named; lld links it without gold's warning about
            // the archive's use of mktemp. Its 40,000 relative relocations are packed (RELR,
            // glibc 2.36): 8 KB to read at each start instead of 950 KB. libstdc++ and libgcc's
            // unwinder are linked in too (link/ holds the two linker scripts that choose their
            // static archives), and no symbol is exported: the loader then binds libc's and
            // libm's symbols only, not libstdc++'s 3,300 (bench/startup.md). They are bound at
            // start and the relocated data is then made read-only (-z now, full RELRO).
            linkerSettings: [
                .unsafeFlags([
                    "-static-stdlib", "-use-ld=lld", "-L", Context.packageDirectory + "/link",
                    "-Xlinker", "-z", "-Xlinker", "pack-relative-relocs", "-Xlinker", "--no-export-dynamic",
                    "-Xlinker", "-z", "-Xlinker", "now",
                ]),
                .linkedLibrary("_FoundationCollections"),
                .linkedLibrary("_FoundationCShims"),
                .linkedLibrary("swiftSynchronization"),
            ]
        ),
        // Test doubles: the loopback HTTP server and helpers shared by the test targets.
        .target(
            name: "FortuneTestSupport",
            dependencies: ["FortuneCore", "FortuneZodiac", "FortuneHTTP", "FortuneGeneration"],
            swiftSettings: swiftSettings
        ),
        // A Gemini-style server on loopback for bench/refresh.sh.
        .executableTarget(
            name: "MockGemini",
            dependencies: ["FortuneTestSupport"],
            path: "bench/MockGemini",
            swiftSettings: swiftSettings
        ),
        // Unit tests, one target per layer, each seeing what its layer sees and the test doubles.
        layerTests("FortuneCoreTests", ["FortuneCore"]),
        layerTests("FortuneZodiacTests", ["FortuneCore", "FortuneZodiac"]),
        layerTests("FortuneStoreTests", ["FortuneCore", "FortuneStore", "FortuneTestSupport"]),
        layerTests("FortuneHTTPTests", ["FortuneCore", "FortuneHTTP", "FortuneTestSupport"]),
        layerTests(
            "FortuneGenerationTests",
            ["FortuneCore", "FortuneZodiac", "FortuneHTTP", "FortuneGeneration", "FortuneTestSupport"],
            exclude: ["Fixtures"]),
        layerTests(
            "FortuneRenderTests", ["FortuneCore", "FortuneZodiac", "FortuneRender", "FortuneTestSupport"],
            exclude: ["Golden"]),
        layerTests(
            "FortuneWidgetTests",
            [
                "FortuneCore", "FortuneStore", "FortuneHTTP", "FortuneGeneration",
                "FortuneRender", "FortuneWidget", "FortuneTestSupport",
            ]),
        layerTests(
            "FortuneConfigTests",
            ["FortuneCore", "FortuneHTTP", "FortuneGeneration", "FortuneRender", "FortuneConfig", "FortuneTestSupport"]),
        // The commands run in-process against a context over a temporary home.
        layerTests(
            "FortuneCommandsTests",
            [
                "FortuneCore", "FortuneZodiac", "FortuneStore", "FortuneRender", "FortuneWidget", "FortuneCommands",
                "FortuneTestSupport",
            ]),
        // The built `fortune` binary, run as a user would.
        .testTarget(
            name: "FortuneCLITests",
            dependencies: ["FortuneCore", "FortuneZodiac", "FortuneStore", "FortuneRender", "FortuneTestSupport"],
            swiftSettings: swiftSettings
        ),
    ],
    swiftLanguageModes: [.v6]
)
