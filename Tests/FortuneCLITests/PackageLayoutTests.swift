import FoundationEssentials
import Testing
import FortuneCore
import FortuneTestSupport

/// The release forms that need no Swift where they are installed: the Debian package's layout
/// (`scripts/install-files package`, which `make deb` packs) and the tarball of `make dist`,
/// whose install.sh installs under any prefix and removes exactly what it wrote.
@Suite(.fewAtOnce) struct PackageLayoutTests {
    let home = TemporaryDirectory()

    func run(_ program: String, _ arguments: [String], environment: [String: String] = [:]) async throws
        -> FortuneBinary.Result
    {
        let base = ["HOME": home.path, "PATH": "/usr/bin:/bin", "TERM": "dumb"]
        return try await Subprocess.run(
            program, arguments, environment: base.merging(environment) { $1 }, timeout: .seconds(180))
    }

    /// Every file under `path`, relative to it.
    func files(under path: String) async throws -> [String] {
        try await run("/usr/bin/find", [path, "-mindepth", "1", "-type", "f"]).stdout.split(separator: "\n").map {
            String($0.dropFirst(path.count + 1))
        }.sorted()
    }

    func text(_ path: String) -> String {
        String(decoding: Files.bytes(path) ?? [], as: UTF8.self)
    }

    /// Debian's folders: the manual gzipped, zsh's vendor-completions, the units where systemd
    /// looks for /usr, the snippets as examples naming /usr/bin/fortune; no list of files,
    /// since dpkg keeps its own.
    @Test func theDebianLayoutPutsEachFileWhereDebianLooks() async throws {
        let root = home.appending("root")
        let staged = try await run(
            RepositoryFiles.path("scripts/install-files"), ["package", root, "/usr", FortuneBinary.path])
        #expect(staged.status == 0, "\(staged.stderr)")
        let installed = try await files(under: root + "/usr")
        for file in [
            "bin/fortune", "bin/fortune-notify", "share/man/man1/fortune.1.gz", "share/man/man1/fortune-notify.1.gz",
            "share/bash-completion/completions/fortune", "share/zsh/vendor-completions/_fortune",
            "share/fish/vendor_completions.d/fortune.fish", "lib/systemd/user/fortune-refresh.service",
            "lib/systemd/user/fortune-refresh.timer", "share/doc/fortune-zodiac/examples/waybar.jsonc",
            "share/doc/fortune-zodiac/examples/fortune.json",
        ] {
            #expect(installed.contains(file), "\(file) in \(installed)")
        }
        #expect(!installed.contains { $0.hasPrefix("share/fortune/") }, "\(installed)")
        // The README says where the package puts the snippets, and how a user turns its timer on.
        let readme = text(RepositoryFiles.path("README.md")).split(separator: "\n").joined(separator: " ")
        #expect(readme.contains("by the Debian package in `/usr/share/doc/fortune-zodiac/examples/`"))
        #expect(
            readme.contains("turns the daily refresh on with `systemctl --user enable --now fortune-refresh.timer`"))
        #expect(!installed.contains { $0.hasSuffix(".1") }, "the manual page is gzipped")
        #expect(
            text("\(root)/usr/share/doc/fortune-zodiac/examples/waybar.jsonc").contains(
                #""exec": "/usr/bin/fortune widget --format waybar""#))
        #expect(
            text("\(root)/usr/lib/systemd/user/fortune-refresh.service").contains("ExecStart=/usr/bin/fortune refresh"))
        let page = try await run(
            "/bin/sh", ["-c", "gzip -dc \"$0\" | head -n 1", "\(root)/usr/share/man/man1/fortune.1.gz"])
        #expect(page.stdout.hasPrefix(".TH FORTUNE 1"), "\(page.stdout)")
    }

    /// The licence is Apache-2.0 wherever a user or a packager looks: the LICENSE file, the
    /// package's copyright file (which the Debian layout installs) and the README.
    @Test func theLicenceIsApacheTwoWhereverOneLooks() {
        let licence = text(RepositoryFiles.path("LICENSE"))
        #expect(licence.contains("Apache License\n                           Version 2.0, January 2004"))
        #expect(licence.contains("TERMS AND CONDITIONS FOR USE, REPRODUCTION, AND DISTRIBUTION"))
        let copyright = text(RepositoryFiles.path("packaging/debian/copyright"))
        #expect(copyright.contains("Files: *\nCopyright: 2026 fortune maintainers\nLicense: Apache-2.0\n"))
        #expect(copyright.contains("\nLicense: Apache-2.0\n Licensed under the Apache License"))
        #expect(!copyright.contains("all-rights-reserved"))
        let readme = text(RepositoryFiles.path("README.md"))
        #expect(
            readme.contains("## Licence\n\nfortune is free software under the [Apache License, Version 2.0](LICENSE)"))
    }

    /// `make dist`'s tarball: install.sh installs under the prefix given, naming the program
    /// installed there in the snippets and units, and --uninstall removes all it wrote.
    @Test func theTarballInstallsUnderAnyPrefixAndUninstallsToNothing() async throws {
        let output = home.appending("out")
        try FileManager.default.createDirectory(atPath: output, withIntermediateDirectories: true)
        let made = try await run(RepositoryFiles.path("scripts/dist"), [FortuneBinary.path, output])
        #expect(made.status == 0, "\(made.stderr)")
        let tarball = String(made.stdout.split(separator: "\n").last ?? "")
        let version = String(text(RepositoryFiles.path("VERSION")).trimmingWhitespace)
        #expect(
            tarball.hasSuffix(
                "/fortune-\(version)-linux-\(try await run("/usr/bin/uname", ["-m"]).stdout.trimmingWhitespace).tar.gz")
        )
        #expect(try await run("/bin/tar", ["-xzf", tarball, "-C", output]).status == 0)
        let folder = String(tarball.dropLast(".tar.gz".count))
        #expect(text("\(folder)/LICENSE") == text(RepositoryFiles.path("LICENSE")))

        let prefix = home.appending(".local")
        let installed = try await run("\(folder)/install.sh", [prefix])
        #expect(installed.status == 0, "\(installed.stderr)")
        let program = "\(prefix)/bin/fortune"
        #expect(try await run(program, ["--version"]).stdout == "fortune \(version)\n")
        #expect(text("\(prefix)/share/systemd/user/fortune-refresh.service").contains("ExecStart=\(program) refresh"))
        #expect(text("\(prefix)/share/fortune/waybar.jsonc").contains(#""exec": "\#(program) widget --format waybar""#))
        #expect(text("\(prefix)/bin/fortune-notify").contains("\nfortune=\(program)\n"))
        #expect(try await files(under: prefix).contains("share/man/man1/fortune.1"))
        #expect(
            text("\(prefix)/share/man/man1/fortune-notify.1").contains(
                "ExecStartPost=\\-\(prefix)/bin/fortune\\-notify"))
        // The shell's PATH lacks the new bin folder: install.sh says so, and how to start the
        // timer, whose folder systemd searches for this home.
        #expect(
            installed.stdout.contains("note: \(prefix)/bin is not on PATH, so 'fortune' runs"), "\(installed.stdout)")
        #expect(
            installed.stdout.contains(
                "daily refresh: systemctl --user daemon-reload && systemctl --user enable --now fortune-refresh.timer"))

        let removed = try await run("\(folder)/install.sh", ["--uninstall", prefix])
        #expect(removed.status == 0, "\(removed.stderr)")
        // Every file and folder it made; the prefix itself was there before, made for it.
        let left = try await run("/usr/bin/find", [prefix, "-mindepth", "1"]).stdout
        #expect(left.isEmpty, "\(left)")

        // As with make install: a prefix it made goes with it, one the files would misread is
        // refused, a file of the user's own is never replaced, and a list naming a path
        // outside the prefix removes nothing.
        let fresh = home.appending("fresh")
        let elsewhere = try await run("\(folder)/install.sh", [fresh])
        #expect(elsewhere.status == 0)
        // systemd does not search FRESH/lib/systemd/user: the units are to be linked in first.
        let units = "\(fresh)/lib/systemd/user"
        #expect(
            elsewhere.stdout.contains(
                "daily refresh: systemctl --user link \(units)/fortune-refresh.service \(units)/fortune-refresh.timer && systemctl --user enable --now fortune-refresh.timer"
            ), "\(elsewhere.stdout)")
        #expect(Files.bytes("\(units)/fortune-refresh.timer") != nil)
        #expect(try await run("\(folder)/install.sh", ["--uninstall", fresh]).status == 0)
        #expect(!FileManager.default.fileExists(atPath: fresh))
        let odd = try await run("\(folder)/install.sh", [home.appending("a&b")])
        #expect(odd.status == 64)
        #expect(odd.stderr.hasPrefix("install.sh: PREFIX may hold letters, digits"), "\(odd.stderr)")
        let own = home.appending("own")
        try FileManager.default.createDirectory(atPath: own + "/bin", withIntermediateDirectories: true)
        Files.write("mine", to: own + "/bin/fortune")
        let refused = try await run("\(folder)/install.sh", [own])
        #expect(refused.status == 1)
        #expect(refused.stderr.contains("\(own)/bin/fortune is not from an earlier install"), "\(refused.stderr)")
        #expect(try await files(under: own) == ["bin/fortune"])
        #expect(text(own + "/bin/fortune") == "mine")
        #expect(try await run("\(folder)/install.sh", [prefix]).status == 0)
        let list = "\(prefix)/share/fortune/installed"
        Files.write(text(list) + "file ../../outside\n", to: list)
        Files.write("keep", to: home.appending("outside"))
        let tampered = try await run("\(folder)/install.sh", ["--uninstall", prefix])
        #expect(tampered.status == 1)
        #expect(text(home.appending("outside")) == "keep")
        #expect(Files.bytes(program) != nil)
    }
}
