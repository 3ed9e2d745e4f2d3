import Testing
import FortuneCore
import FortuneHTTP
import FortuneGeneration

/// A model's failure said in each language: its clauses in the language's order and
/// punctuation, the server's own words as they came, and the key hidden in every language.
@Suite struct TranslatedGenerationErrorTests {
    static let refused = HTTPError(.connectionRefused, said: Message("error.http.refused", ["target": "127.0.0.1:1"]))

    @Test func theAttemptsAndTheRemedyAreClausesOfTheLanguage() {
        let error = GenerationError.transport(Self.refused, attempts: 3)
        #expect(
            error.description
                == "cannot reach Gemini: cannot connect to 127.0.0.1:1: connection refused after 3 attempts; "
                + "check the network and GOOGLE_GEMINI_BASE_URL")
        #expect(error.message(in: .english) == error.description)
        #expect(
            error.message(in: .korean)
                == "Gemini에 연결할 수 없습니다: 127.0.0.1:1에 연결할 수 없습니다(연결이 거부됨). 3번 시도했습니다. "
                + "네트워크와 GOOGLE_GEMINI_BASE_URL을(를) 확인하십시오.")
        #expect(
            error.message(in: .japanese)
                == "Gemini に接続できません：127.0.0.1:1 に接続できません（接続が拒否されました）。3回試しました。"
                + "ネットワークと GOOGLE_GEMINI_BASE_URL を確認してください。")
        #expect(
            error.message(in: .traditionalChinese)
                == "無法連線到 Gemini：無法連線到 127.0.0.1:1（連線被拒）。已嘗試 3 次。請檢查網路和 GOOGLE_GEMINI_BASE_URL。")
    }

    @Test func anHTTPErrorOfTheCLibrarysOwnWordsIsQuotedAsItCame() {
        let error = GenerationError.transport(HTTPError(.other, "weird failure from below"), attempts: 1)
        #expect(
            error.message(in: .simplifiedChinese)
                == "无法连接 Gemini：weird failure from below。请检查网络和 GOOGLE_GEMINI_BASE_URL。")
    }

    @Test(arguments: Language.allCases)
    func theKeyIsHiddenInEveryLanguage(language: Language) throws {
        let secret = "test-key-5f2b9c-0123456789"
        let body = #"{"error":{"message":"the key \#(secret) is not allowed here"}}"#
        let error = GenerationError.service(.openAI, status: 401, body: Array(body.utf8), model: "m")
            .redacting(try #require(APIKey(secret)))
        let line = error.message(in: language)
        #expect(!line.contains(secret), "\(line)")
        #expect(line.contains("the key ••• is not allowed here"), "the server's words stay: \(line)")
    }
}
