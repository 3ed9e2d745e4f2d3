import Testing
import FortuneCore
import FortuneZodiac

@Suite struct SignDataTests {
    @Test(arguments: Sign.allCases)
    func artIsSmallPlainASCIIWithoutTrailingSpaces(sign: Sign) {
        let lines = sign.art.split(separator: "\n", omittingEmptySubsequences: false)
        #expect((3...5).contains(lines.count))
        for line in lines {
            #expect(line.count <= 16, "\(sign): '\(line)'")
            #expect(line.unicodeScalars.allSatisfy { (0x20...0x7E).contains($0.value) }, "\(sign): '\(line)'")
            #expect(line.last != " ", "\(sign): '\(line)'")
            #expect(!line.isEmpty, "\(sign): an empty line")
        }
    }

    @Test func everyPictureIsDifferent() {
        #expect(Set(Sign.allCases.map(\.art)).count == 12)
    }

    @Test func noSpellingNamesTwoSigns() throws {
        var owner: [String: Sign] = [:]
        for sign in Sign.allCases {
            for spelling in sign.spellings {
                #expect(
                    owner[spelling] == nil, "'\(spelling)' names \(owner[spelling].map(\.rawValue) ?? "") and \(sign)")
                owner[spelling] = sign
            }
        }
    }

    @Test(arguments: Sign.allCases)
    func englishNameIsTheCapitalisedRawValue(sign: Sign) {
        #expect(sign.englishName.lowercased() == sign.rawValue)
        #expect(sign.englishName.first?.isUppercase == true)
        #expect(sign.aliases.allSatisfy { $0 == $0.lowercased() && !$0.isEmpty })
    }
}
