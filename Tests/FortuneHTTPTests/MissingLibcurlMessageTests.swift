import FoundationEssentials
import Testing
import FortuneCore
import FortuneTestSupport

/// libcurl's loader writes its reason in C; the common one, a libcurl not installed, is known
/// by its English text and said in the user's language, so the two must not drift apart.
@Suite struct MissingLibcurlMessageTests {
    @Test func theShimsReasonForAMissingLibcurlIsTheEnglishOfItsMessage() throws {
        let shim = try String(contentsOfFile: RepositoryFiles.path("Sources/CCurl/shim.c"), encoding: .utf8)
        let english = Message("error.http.noLibcurl").description
        #expect(shim.contains("\"\(english)\""), "\(english)")
        #expect(Message("error.http.noLibcurl").text(in: .korean).hasPrefix("libcurl.so.4를 불러올 수 없습니다"))
    }
}
