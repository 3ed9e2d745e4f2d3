import Testing
@testable import FortuneGeneration

@Suite struct RetryPolicyTests {
    private let exact = RetryPolicy(maxAttempts: 10, jitter: .none)

    @Test func theBackoffDoublesFromTheBaseDelayUpToTheCap() {
        let delays = (1...7).map { exact.delay(forAttempt: $0, after: .transport) }
        #expect(delays == [1, 2, 4, 8, 16, 20, 20].map { Duration.seconds($0) })
    }

    @Test func theDefaultsAreFourAttemptsFromOneToTwentySeconds() {
        let policy = RetryPolicy.default
        #expect(policy.maxAttempts == 4)
        #expect(policy.baseDelay == .seconds(1))
        #expect(policy.maxDelay == .seconds(20))
        #expect(policy.jitter == .full)
    }

    @Test func noDelayIsGivenOnceTheAttemptsAreUsedUp() {
        let policy = RetryPolicy(maxAttempts: 3, jitter: .none)
        #expect(policy.delay(forAttempt: 2, after: .transport) != nil)
        #expect(policy.delay(forAttempt: 3, after: .transport) == nil)
        #expect(RetryPolicy.never.delay(forAttempt: 1, after: .passing(serverDelay: nil)) == nil)
    }

    @Test func aDailyQuotaIsLastingWhateverTheServerSaysAndARateLimitPasses() {
        let day =
            #"{"error":{"code":429,"status":"RESOURCE_EXHAUSTED","message":"Quota exceeded","details":[{"@type":"type.googleapis.com/google.rpc.QuotaFailure","violations":[{"quotaId":"GenerateRequestsPerDayPerProjectPerModel-FreeTier"}]},{"@type":"type.googleapis.com/google.rpc.RetryInfo","retryDelay":"5s"}]}}"#
        let quota = GenerationError.gemini(status: 429, body: Array(day.utf8), model: "m")
        #expect(quota.category == .quotaExhausted)
        #expect(ServiceDescriptor.gemini.failure(of: quota) == .lasting)
        let minute = GenerationError.gemini(status: 429, body: [], retryAfter: "5", model: "m")
        #expect(ServiceDescriptor.gemini.failure(of: minute) == .passing(serverDelay: .seconds(5)))
    }

    @Test func aFailureThatMayPassWaitsTheBackoffAndALastingOneIsNotRetried() {
        #expect(exact.delay(forAttempt: 1, after: .passing(serverDelay: nil)) == .seconds(1))
        #expect(exact.delay(forAttempt: 1, after: .lasting) == nil)
    }

    @Test func theServersDelayWinsOverTheBackoff() {
        #expect(
            exact.delay(forAttempt: 3, after: .passing(serverDelay: .milliseconds(1500))) == .milliseconds(1500))
        #expect(exact.delay(forAttempt: 1, after: .passing(serverDelay: .seconds(30))) == .seconds(30))
    }

    @Test func aServerDelayBeyondTheBoundGivesUp() {
        let policy = RetryPolicy(maxServerDelay: .seconds(60))
        #expect(policy.delay(forAttempt: 1, after: .passing(serverDelay: .seconds(60))) == .seconds(60))
        #expect(policy.delay(forAttempt: 1, after: .passing(serverDelay: .seconds(61))) == nil)
    }

    @Test func scalingMultipliesEveryDelay() {
        let fast = exact.scaled(by: 0.01)
        #expect(fast.delay(forAttempt: 2, after: .transport) == .milliseconds(20))
        #expect(fast.delay(forAttempt: 1, after: .passing(serverDelay: .seconds(7))) == .milliseconds(70))
        #expect(fast.scaled(by: 0.5).delayScale == 0.005)
    }

    @Test func fullJitterPicksBetweenZeroAndTheBackoff() {
        let low = RetryPolicy(jitter: .full, random: { 0 })
        let half = RetryPolicy(jitter: .full, random: { 0.5 })
        #expect(low.delay(forAttempt: 3, after: .transport) == .zero)
        #expect(half.delay(forAttempt: 3, after: .transport) == .seconds(2))
    }

    @Test func equalJitterKeepsAtLeastHalfTheBackoff() {
        let low = RetryPolicy(jitter: .equal, random: { 0 })
        let high = RetryPolicy(jitter: .equal, random: { 0.5 })
        #expect(low.delay(forAttempt: 3, after: .transport) == .seconds(2))
        #expect(high.delay(forAttempt: 3, after: .transport) == .seconds(3))
    }

    @Test func jitterNeverGoesPastTheBackoffEvenWithABadRandomSource() {
        let wild = RetryPolicy(jitter: .full, random: { 7 })
        let negative = RetryPolicy(jitter: .full, random: { -1 })
        #expect(wild.delay(forAttempt: 1, after: .transport) == .seconds(1))
        #expect(negative.delay(forAttempt: 1, after: .transport) == .zero)
    }
}
