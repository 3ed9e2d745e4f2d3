#if canImport(Glibc)
import Glibc
#endif
import FoundationEssentials
import Testing
import FortuneTestSupport

/// `fortune doctor`'s `GNOME` line: where the GNOME Shell extension is installed and whether
/// `gsettings` says it is enabled; no line where there is no GNOME Shell and no extension.
@Suite(.fewAtOnce) struct DoctorGnomeExtensionTests {
    let home = FakeHome()
    /// The fake programs' folder and the system's data folder (`XDG_DATA_DIRS`).
    let tools = TemporaryDirectory()

    static let uuid = "fortune@fortune-zodiac"

    struct Check: Decodable, Equatable {
        let check, status, detail: String
    }

    /// The user's folder of the extension, by default under `~/.local/share`.
    var userFolder: String { home.appending(".local/share/gnome-shell/extensions/\(Self.uuid)") }

    /// The system's folder of the extension, under this test's `XDG_DATA_DIRS`.
    var systemFolder: String { tools.appending("share/gnome-shell/extensions/\(Self.uuid)") }

    /// Puts the extension's metadata in `folder`.
    func install(in folder: String) throws {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        Files.write("{\"uuid\": \"\(Self.uuid)\"}\n", to: folder + "/metadata.json")
    }

    /// A fake `name` in the tools' bin folder, running `script`, which notes what it was asked.
    func fake(_ name: String, _ script: String = "") {
        let bin = tools.appending("bin")
        _ = mkdir(bin, 0o700)
        Files.write("#!/bin/sh\necho \"$*\" >> \"\(bin)/asked\"\n\(script)\n", to: "\(bin)/\(name)")
        _ = chmod("\(bin)/\(name)", 0o755)
    }

    /// What the fakes were asked, one line each.
    var asked: [String] {
        Files.bytes(tools.appending("bin/asked")).map { String(decoding: $0, as: UTF8.self) }?
            .split(separator: "\n").map(String.init) ?? []
    }

    /// The `GNOME` check, with only the fakes on the `PATH`; nil when doctor gives none.
    func check(language: String = "C.UTF-8") async throws -> Check? {
        let result = try await home.run(
            ["doctor", "--json"],
            environment: [
                "PATH": tools.appending("bin"), "XDG_DATA_DIRS": tools.appending("share"), "LANG": language,
                "FORTUNE_CLASSIC": home.appending("no-fortune-mod"),
            ])
        let checks = try JSONDecoder().decode([Check].self, from: Data(result.stdout.utf8))
        return checks.first { $0.check == "GNOME" }
    }

    @Test func withoutGnomeShellOrTheExtensionDoctorSaysNothing() async throws {
        #expect(try await check() == nil)
    }

    @Test func gnomeShellWithoutTheExtensionIsANote() async throws {
        fake("gnome-shell")
        let expected =
            "the GNOME Shell extension \(Self.uuid) is not installed: 'make install' puts it where GNOME Shell looks"
        #expect(try await check() == Check(check: "GNOME", status: "info", detail: expected))
    }

    @Test func anEnabledExtensionInTheUsersFolderIsOk() async throws {
        try install(in: userFolder)
        fake("gsettings", "echo \"['other@example.org', '\(Self.uuid)']\"")
        #expect(
            try await check() == Check(check: "GNOME", status: "ok", detail: "\(userFolder): installed and enabled"))
        #expect(asked == ["get org.gnome.shell enabled-extensions"])
    }

    @Test func anExtensionInASystemFolderNotEnabledSaysHowToEnableIt() async throws {
        try install(in: systemFolder)
        fake("gsettings", "echo '@as []'")
        let expected = "\(systemFolder): installed, not enabled: gnome-extensions enable \(Self.uuid)"
        #expect(try await check() == Check(check: "GNOME", status: "info", detail: expected))
    }

    @Test func anotherExtensionWhoseNameHoldsThisOnesIsNotThisOne() async throws {
        try install(in: userFolder)
        fake("gsettings", "echo \"['my\(Self.uuid)']\"")
        #expect(try await check()?.detail.hasSuffix("not enabled: gnome-extensions enable \(Self.uuid)") == true)
    }

    @Test func withoutGsettingsWhetherItIsEnabledIsNotKnown() async throws {
        try install(in: userFolder)
        let expected = "\(userFolder): installed; without gsettings, whether GNOME Shell has it enabled is not known"
        #expect(try await check() == Check(check: "GNOME", status: "info", detail: expected))
    }

    @Test func theLineIsInTheReadersLanguage() async throws {
        try install(in: userFolder)
        fake("gsettings", "echo \"['\(Self.uuid)']\"")
        let result = try await home.run(
            ["doctor"],
            environment: [
                "PATH": tools.appending("bin"), "XDG_DATA_DIRS": tools.appending("share"), "LANG": "ja_JP.UTF-8",
            ])
        let line = result.stdout.split(separator: "\n").first { $0.contains(" GNOME ") }
        #expect(line?.hasSuffix(" \(userFolder)：インストール済みで、有効です") == true, "\(result.stdout)")
    }
}
