import FoundationEssentials
import Testing
import FortuneTestSupport
import FortuneCore
import FortuneHTTP
@testable import FortuneGeneration

/// Numbers a server sends (a wait, a count) are clamped or dropped before any arithmetic: none
/// can stop the process.
@Suite struct OutsideNumbersTests {
    static let huge = ["9.2e15", "9.3e15", "1e19", "1e300", "1.7976931348623157e308", "99999999999999999999"]

    @Test(arguments: huge)
    func aHugeRetryAfterIsClampedAndSaidWithoutCrashing(seconds: String) {
        let error = GenerationError.service(
            .openAI, status: 429, body: [], retryAfter: seconds, model: "m")
        #expect(error.retryDelay == Duration.longestOutside)
        #expect(error.description.contains("try again in 86400s"))
        let gemini = GenerationError.gemini(status: 429, body: [], retryAfter: seconds, model: "m")
        #expect(gemini.retryDelay == Duration.longestOutside)
    }

    @Test(arguments: huge)
    func aHugeRetryDelayIsClampedToo(seconds: String) {
        let body =
            #"{"error":{"code":429,"status":"RESOURCE_EXHAUSTED","details":[{"@type":"type.googleapis.com/google.rpc.RetryInfo","retryDelay":"\#(seconds)s"}]}}"#
        let error = GenerationError.gemini(status: 429, body: Array(body.utf8), model: "m")
        #expect(error.retryDelay == Duration.longestOutside)
        _ = error.description
    }

    @Test func aWaitLongerThanThePolicyAllowsEndsTheRetriesInsteadOfWaiting() {
        let delay = RetryPolicy.default.delay(
            forAttempt: 1, after: .passing(serverDelay: Duration.outside(seconds: 1e300)))
        #expect(delay == nil)
    }

    @Test func millisecondsSaturateInsteadOfTrapping() {
        #expect(Duration.seconds(Int64.max).milliseconds == Int.max)
        #expect(Duration.seconds(Int64.min).milliseconds == Int.min)
        #expect(Duration.seconds(Int64.max).secondsDescription.hasSuffix("s"))
        #expect(Duration.milliseconds(1500).milliseconds == 1500)
    }

    @Test(arguments: [-1.0, .nan, .infinity, -.infinity])
    func aNegativeOrNonFiniteWaitIsNoWait(seconds: Double) {
        #expect(Duration.outside(seconds: seconds) == nil)
    }
}
