import FoundationEssentials
import Testing
import FortuneTestSupport
import FortuneCore
import FortuneGeneration
#if canImport(Glibc)
import Glibc
#endif

/// A key is tens of characters: a huge one is refused before any request, and a huge key file
/// is refused without being read.
@Suite struct APIKeyBoundsTests {
    let scratch = TemporaryDirectory()

    @Test func aKeyLongerThan4096CharactersIsRefusedSayingSo() {
        let environment = ["GEMINI_API_KEY": String(repeating: "k", count: 100_000)]
        let error = #expect(throws: GenerationError.self) {
            try APIKey.resolve(
                variables: ["GEMINI_API_KEY"], fileName: "api-key", environment: environment,
                configDirectory: scratch.path)
        }
        #expect(error?.exitStatus == .permissionDenied)
        #expect(error?.description.contains("more than 4096 characters") == true)
    }

    @Test func aOneGibibyteKeyFileIsRefusedWithoutBeingRead() throws {
        let path = scratch.appending("api-key")
        let descriptor = open(path, O_WRONLY | O_CREAT, 0o600)
        try #require(descriptor >= 0)
        #expect(ftruncate(descriptor, 1 << 30) == 0)
        close(descriptor)
        let clock = ContinuousClock()
        var thrown: GenerationError?
        let elapsed = clock.measure {
            thrown = #expect(throws: GenerationError.self) {
                try APIKey.resolve(
                    variables: [], fileName: "api-key", environment: [:], configDirectory: scratch.path)
            }
        }
        #expect(thrown?.description.contains("longer than 8192 bytes") == true)
        #expect(elapsed < .seconds(2))
    }
}
