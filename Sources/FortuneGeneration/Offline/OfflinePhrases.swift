import FortuneCore
import FortuneZodiac

/// The phrase tables of one language and how a fortune is put together from them.
///
/// A fortune follows one of the language's shapes: a list of sentence kinds (an opening about
/// the day, counsel, a trait stated on its own, a tip, a line of luck). Parts agree: the trait
/// is drawn first, the area of life comes from the areas that trait is tagged with, and the
/// lead and advice from that area. Templates name their slots in braces (`{trait}`, `{Trait}`
/// for the trait with a capital letter); a slot may carry a Korean particle pair
/// (`{trait:을/를}`) so the particle agrees with the word that fills it.
struct OfflinePhrases: Sendable {
    /// One area of life (work, love, health, money, friends): how counsel about it is introduced,
    /// and what it advises.
    struct Area: Sendable {
        var name: String
        /// Introductions such as "At work,"; they open the counsel sentence.
        var leads: [String]
        /// Advice that completes a counsel template, with no final punctuation.
        var advice: [String]
    }

    /// A trait of a sign and the areas of life it suits, as indices into `areas`.
    struct Trait: Sendable {
        var text: String
        var areas: [Int]
    }

    /// A kind of sentence a shape is made of.
    enum Sentence: String, Sendable, CaseIterable {
        /// About the day as a whole.
        case opening
        /// An area's lead, the trait and the advice in one sentence.
        case counsel
        /// The trait in a sentence of its own.
        case praise
        /// An area's lead and advice, with no trait.
        case tip
        /// A lucky colour, number or direction.
        case luck
    }

    /// What one fortune was made of: its text, its opening (nil when its shape has none), and
    /// the trait and area it speaks of.
    struct Draw: Sendable {
        var text: String
        var opening: String?
        var trait: Trait
        var area: Area
    }

    var language: Language
    var signTraits: [Sign: [Trait]]
    var openings: [String]
    var areas: [Area]
    /// The templates of each kind of sentence but the opening: counsel over `{lead}`, `{trait}`
    /// and `{advice}`; praise over `{trait}`; tips over `{lead}` and `{advice}`; luck over
    /// `{colour}`, `{number}` and `{direction}`.
    var templates: [Sentence: [PhraseTemplate]]
    /// The shapes a fortune may take, each a list of sentence kinds.
    var shapes: [[Sentence]]
    var colours: [String]
    var directions: [String]
    /// The lucky numbers a fortune may name: 1 to 49 without those the language's culture
    /// holds unlucky.
    var numbers: [Int]

    /// Between sentences: a space, or nothing in Japanese and Chinese.
    var sentenceSeparator: String { language.writesWithoutSpaces ? "" : " " }

    /// The numbers a lucky number is drawn from, before a culture's unlucky ones are removed.
    static let numberRange: ClosedRange<Int> = 1...49

    /// The traits of `sign`; every language's table names all twelve signs (`init(language:)`
    /// checks it).
    func traits(_ sign: Sign) -> [Trait] {
        signTraits[sign] ?? []
    }

    /// A fortune for `sign` and what it was made of, drawn from `random`.
    func draw(for sign: Sign, using random: inout StableRandom) -> Draw {
        let opening = random.pick(openings)
        let trait = random.pick(traits(sign))
        let area = areas[random.pick(trait.areas)]
        let words = Self.words(
            trait: trait.text,
            lead: random.pick(area.leads),
            advice: random.pick(area.advice),
            colour: random.pick(colours),
            direction: random.pick(directions),
            number: String(random.pick(numbers))
        )
        var chosen: [Sentence: PhraseTemplate] = [:]
        for kind in Sentence.allCases where kind != .opening {
            chosen[kind] = random.pick(templates[kind] ?? [])
        }
        let shape = random.pick(shapes)
        let sentences = shape.map { kind in
            kind == .opening ? opening : chosen[kind]?.fill(words) ?? ""
        }
        return Draw(
            text: sentences.joined(separator: sentenceSeparator), opening: shape.contains(.opening) ? opening : nil,
            trait: trait, area: area)
    }

    /// The words the templates' slots are filled with.
    static func words(
        trait: String, lead: String, advice: String, colour: String, direction: String, number: String
    ) -> [String: String] {
        [
            "trait": trait,
            "Trait": trait.prefix(1).uppercased() + trait.dropFirst(),
            "lead": lead,
            "advice": advice,
            "colour": colour,
            "direction": direction,
            "number": number,
        ]
    }

    /// Whether `word`, read aloud in Korean, ends in a final consonant (batchim).
    ///
    /// Numerals count as read in Sino-Korean: 일, 삼, 육, 칠, 팔 and every multiple of ten (십,
    /// 백, 영) end in one; 이, 사, 오, 구 do not.
    static func endsInConsonant(_ word: String) -> Bool {
        guard let last = word.unicodeScalars.last else { return false }
        switch last.value {
        case 0xAC00...0xD7A3:
            return (last.value - 0xAC00) % 28 != 0
        case 0x30...0x39:
            return "013678".unicodeScalars.contains(last)
        default:
            return false
        }
    }
}
