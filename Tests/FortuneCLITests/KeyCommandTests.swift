#if canImport(Glibc)
import Glibc
#endif
import FoundationEssentials
import Testing
import FortuneTestSupport

/// `fortune key`: the key goes from standard input or a silent terminal to the provider's key
/// file, mode 600, and never into the output, the arguments or an error.
@Suite(.fewAtOnce) struct KeyCommandTests {
    let home = FakeHome()

    /// A key of no known shape, so nothing can recognise and redact it: only never printing it
    /// keeps it out of the output.
    static let key = "zz-Secret-42-\(getpid())-Qx7"

    var keyFile: String { home.configFolder + "/api-key" }

    func expectNoKey(in result: FortuneBinary.Result, _ key: String = Self.key) {
        #expect(!result.stdout.contains(key) && !result.stderr.contains(key), "\(result.stdout)\(result.stderr)")
    }

    @Test func aPipedKeyIsSavedAloneInAPrivateFileThatStatusAndDoctorName() async throws {
        let set = try await home.run(["key", "set"], input: "  \(Self.key)\n")
        #expect(set.status == 0, "\(set.stderr)")
        #expect(set.stdout == "saved the API key for Gemini in \(keyFile) (mode 600)\n")
        expectNoKey(in: set)
        #expect(Files.bytes(keyFile).map { String(decoding: $0, as: UTF8.self) } == Self.key + "\n")
        #expect(Files.mode(keyFile) == 0o600)
        #expect(Files.mode(home.configFolder) == 0o700)
        #expect(Files.names(in: home.configFolder) == ["api-key"], "no temporary file is left")

        let status = try await home.run(["status"])
        #expect(status.stdout.contains("from \(keyFile)"), "\(status.stdout)")
        expectNoKey(in: status)
        let doctor = try await home.run(
            ["doctor", "--json"],
            environment: [
                "GOOGLE_GEMINI_BASE_URL": "http://127.0.0.1:1",
                "PATH": FakeSystemctl(in: home.appending("tools"), connects: false).path,
            ])
        struct Check: Decodable { let check, detail: String }
        let checks = try JSONDecoder().decode([Check].self, from: Data(doctor.stdout.utf8))
        #expect(checks.first { $0.check == "API key" }?.detail == "from \(keyFile)")
        expectNoKey(in: doctor)
    }

    @Test func setReplacesTheKeyAndMakesAnOpenFileModeSixHundred() async throws {
        try home.writeConfig("old-key\n", as: "api-key")
        _ = chmod(keyFile, 0o644)
        let set = try await home.run(["key", "set"], input: Self.key)
        #expect(set.status == 0, "\(set.stderr)")
        #expect(Files.bytes(keyFile).map { String(decoding: $0, as: UTF8.self) } == Self.key + "\n")
        #expect(Files.mode(keyFile) == 0o600)
    }

    @Test(arguments: [
        ("", "standard input was empty"),
        ("  \n", "standard input was empty"),
        (String(repeating: "k", count: 5000), "longer than 4 KiB"),
        ("zz-Secret key", "a space"),
        ("zz-Secret\nsecond-line", "a line break"),
    ])
    func aKeyNoServiceWouldTakeIsRefusedWithExit65AndNothingSaved(input: String, reason: String) async throws {
        let result = try await home.run(["key", "set"], input: input)
        #expect(result.status == 65)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.hasPrefix("fortune: ") && result.stderr.contains(reason), "\(result.stderr)")
        #expect(result.stderr.split(separator: "\n").count == 1)
        #expect(!result.stderr.contains("zz-Secret"))
        #expect(Files.bytes(keyFile) == nil)
    }

    @Test func pathNamesEachProvidersFileAndAutoMeansGemini() async throws {
        #expect(try await home.run(["key", "path"]).stdout == keyFile + "\n")
        #expect(try await home.run(["key", "path", "--provider", "auto"]).stdout == keyFile + "\n")
        #expect(
            try await home.run(["key", "path", "--provider", "openai"]).stdout == home.configFolder
                + "/openai-api-key\n")
        try home.writeConfig(#"{"provider": "openai"}"#)
        #expect(try await home.run(["key", "path"]).stdout == home.configFolder + "/openai-api-key\n")
    }

    @Test func setWithAProviderWritesThatProvidersFile() async throws {
        let set = try await home.run(["key", "set", "--provider", "openai"], input: Self.key)
        #expect(set.status == 0)
        #expect(Files.bytes(home.configFolder + "/openai-api-key") != nil)
        #expect(Files.bytes(keyFile) == nil)
    }

    @Test func removeDeletesTheFileAndANoteSaysWhenThereWasNone() async throws {
        _ = try await home.run(["key", "set"], input: Self.key)
        let removed = try await home.run(["key", "remove"])
        #expect(removed.status == 0)
        #expect(removed.stdout == "removed the API key file for Gemini, \(keyFile)\n")
        #expect(Files.bytes(keyFile) == nil)
        let again = try await home.run(["key", "remove"])
        #expect(again.status == 0)
        #expect(again.stdout.isEmpty)
        #expect(again.stderr.contains("no API key file for Gemini at \(keyFile)"))
    }

    @Test func aKeyInTheEnvironmentIsSaidToComeFirst() async throws {
        let set = try await home.run(["key", "set"], environment: ["GEMINI_API_KEY": "zz-Other-9"], input: Self.key)
        #expect(set.status == 0)
        #expect(set.stderr == "fortune: GEMINI_API_KEY is set too, and comes before the file\n")
        expectNoKey(in: set, "zz-Other-9")
    }

    @Test(arguments: ["ollama", "offline"])
    func aProviderThatTakesNoKeyIsRefusedInOneLine(provider: String) async throws {
        for arguments in [["key", "set", "--provider", provider], ["key", "path", "--provider", provider]] {
            let result = try await home.run(arguments, input: Self.key)
            #expect(result.status == 64)
            #expect(result.stderr.split(separator: "\n").count == 1)
            #expect(result.stderr.contains("takes no API key"), "\(result.stderr)")
        }
        try home.writeConfig(#"{"provider": "\#(provider)"}"#)
        #expect(try await home.run(["key", "remove"]).status == 64)
        #expect(Files.names(in: home.configFolder) == ["config.json"])
    }

    @Test func keyIsThisProgramsWordNotFortuneMods() async throws {
        let result = try await home.run(["key", "path"], environment: ["FORTUNE_CLASSIC": "/bin/false"])
        #expect(result.status == 0)
        #expect(result.stdout == keyFile + "\n")
    }

    @Test func theKeyIsNeverAnArgument() async throws {
        let result = try await home.run(["key", "set", Self.key])
        #expect(result.status == 64)
        #expect(result.stderr.contains("never from the command line"), "\(result.stderr)")
        expectNoKey(in: result)
        #expect(Files.bytes(keyFile) == nil)
    }

    // MARK: - A terminal

    /// Starts `fortune key set` with a pseudo-terminal as its standard input and waits until it
    /// has turned the echo off.
    func startOnATerminal(_ pty: PseudoTerminal) async throws -> RunningProcess {
        #expect(pty.echoes, "a new terminal echoes")
        let process = try Subprocess.start(
            FortuneBinary.path, ["key", "set"], environment: home.environment.merging(["PATH": "/usr/bin:/bin"]) { $1 },
            standardInput: pty.path)
        #expect(await Poll.until(every: .milliseconds(5)) { !pty.echoes }, "the echo is off while the key is typed")
        return process
    }

    @Test func onATerminalTheKeyIsTypedWithoutEchoAndTheEchoComesBack() async throws {
        let pty = try PseudoTerminal()
        let process = try await startOnATerminal(pty)
        pty.type(Self.key + "\n")
        let result = try await process.wait()
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.contains("API key for Gemini (not shown): "))
        expectNoKey(in: result)
        #expect(pty.echoes, "the echo is back")
        let shown = pty.written(count: 64, within: .milliseconds(500))
        #expect(!shown.contains("zz-Secret"), "the terminal showed \(shown.debugDescription)")
        #expect(Files.bytes(keyFile).map { String(decoding: $0, as: UTF8.self) } == Self.key + "\n")
    }

    @Test(arguments: [SIGINT, SIGTERM, SIGHUP, SIGUSR1, SIGUSR2, SIGALRM])
    func aSignalWhileTheKeyIsTypedPutsTheEchoBackAndSavesNothing(signal: Int32) async throws {
        let pty = try PseudoTerminal()
        let process = try await startOnATerminal(pty)
        pty.type("zz-Secret-half")
        process.signal(signal)
        let result = try await process.wait()
        #expect(result.status == 128 + signal)
        #expect(pty.echoes, "the echo is back")
        #expect(Files.bytes(keyFile) == nil)
    }

    /// Ctrl-Z stops `key set` with the echo back on, for the shell it returns to; continued,
    /// it takes the echo off again and reads the key as before.
    @Test func whileStoppedTheTerminalEchoesAndOnceContinuedTheKeyIsReadWithout() async throws {
        let pty = try PseudoTerminal()
        let process = try await startOnATerminal(pty)
        process.signal(SIGTSTP)
        #expect(await Poll.until(every: .milliseconds(5)) { pty.echoes }, "the echo is back while stopped")
        process.signal(SIGCONT)
        #expect(await Poll.until(every: .milliseconds(5)) { !pty.echoes }, "the echo is off again")
        pty.type(Self.key + "\n")
        let result = try await process.wait()
        #expect(result.status == 0, "\(result.stderr)")
        #expect(pty.echoes, "the echo is back")
        #expect(Files.bytes(keyFile).map { String(decoding: $0, as: UTF8.self) } == Self.key + "\n")
    }
}
