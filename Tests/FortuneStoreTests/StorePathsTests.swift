import Testing
import FortuneStore

@Suite struct StorePathsTests {
    @Test func withoutXDGVariablesTheDirectoriesLieUnderHome() {
        let paths = StorePaths(environment: ["HOME": "/home/ann"])
        #expect(paths.stateDirectory == "/home/ann/.local/state/fortune")
        #expect(paths.configDirectory == "/home/ann/.config/fortune")
    }

    @Test func absoluteXDGVariablesAreUsed() {
        let paths = StorePaths(environment: [
            "HOME": "/home/ann",
            "XDG_STATE_HOME": "/var/state/",
            "XDG_CONFIG_HOME": "/etc/ann",
            "XDG_CACHE_HOME": "/tmp/cache",
        ])
        #expect(paths.stateDirectory == "/var/state/fortune")
        #expect(paths.configDirectory == "/etc/ann/fortune")
    }

    @Test(arguments: ["relative/state", ""])
    func aRelativeOrEmptyXDGVariableIsIgnored(value: String) {
        let paths = StorePaths(environment: ["HOME": "/home/ann", "XDG_STATE_HOME": value])
        #expect(paths.stateDirectory == "/home/ann/.local/state/fortune")
    }

    @Test func withoutHomeThePasswordDatabaseIsAsked() {
        let paths = StorePaths(environment: [:])
        #expect(paths.stateDirectory.hasPrefix("/"))
        #expect(paths.stateDirectory.hasSuffix("/.local/state/fortune"))
    }
}
