import Testing
import FortuneCore
import FortuneHTTP
import FortuneGeneration

/// A model's failure said in each language: its clauses in the language's order and
/// punctuation, the server's own words as they came, and the key hidden in every language.
@Suite struct TranslatedGenerationErrorTests {
    static let refused = HTTPError(.connectionRefused, said: Message("error.http.refused", ["target": "127.0.0.1:1"]))

    @Test func theAttemptsAndTheRemedyAreClausesOfTheLanguage() {
        let error = GenerationError.transport(Self.refused, attempts: 3, service: .gemini)
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

    /// The store keeps a failure as its message, to say it later in the reader's language: the
    /// message says the same line as the error, clauses, attempts and notes included.
    @Test(arguments: Language.allCases)
    func theLineAsAMessageSaysWhatTheErrorSays(language: Language) throws {
        let errors = [
            GenerationError.transport(Self.refused, attempts: 3, service: .gemini),
            GenerationError.missingKey(.gemini),
            GenerationError.noText(.noCandidates, service: .gemini),
        ]
        for error in errors {
            let said = try #require(error.lineMessage)
            #expect(said.text(in: language) == error.message(in: language))
        }
    }

    @Test func theLineAsAMessageHidesTheKey() throws {
        let secret = "test-key-5f2b9c-0123456789"
        let error = GenerationError.transport(HTTPError(.other, "failed with \(secret)"), attempts: 2, service: .gemini)
            .redacting(try #require(APIKey(secret)))
        let said = try #require(error.lineMessage)
        for language in Language.allCases {
            #expect(!said.text(in: language).contains(secret))
        }
        let shaped = "AIza" + String(repeating: "x", count: 35)
        let other = GenerationError.transport(HTTPError(.other, "got \(shaped)"), attempts: 1, service: .gemini)
        #expect(try #require(other.lineMessage).description == other.description)
        #expect(!other.description.contains(shaped))
    }

    @Test func anHTTPErrorOfTheCLibrarysOwnWordsIsQuotedAsItCame() {
        let error = GenerationError.transport(
            HTTPError(.other, "weird failure from below"), attempts: 1, service: .gemini)
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
