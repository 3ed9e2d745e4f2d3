import Testing
import FortuneHTTP

@Suite struct URLDisplayTests {
    @Test func theUserAndPasswordAreHiddenAndTheRestKept() {
        #expect(URLDisplay.hidingCredentials("http://user:hunter2@host:8080/v1?a=b") == "http://***@host:8080/v1?a=b")
        #expect(URLDisplay.hidingCredentials("https://token@host") == "https://***@host")
        #expect(URLDisplay.hidingCredentials("http://host/v1/@x") == "http://host/v1/@x")
        #expect(URLDisplay.hidingCredentials("http://host:11434") == "http://host:11434")
    }

    @Test func hostAndPortNeverHasTheCredentials() {
        #expect(URLDisplay.hostAndPort(of: "http://user:hunter2@host:8080/v1") == "host:8080")
        #expect(URLDisplay.hostAndPort(of: "host:3128") == "host:3128")
    }
}
