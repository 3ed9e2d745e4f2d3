import FortuneCore

/// What each animal is called and known for, in English: the part of a fortune that makes the
/// sign matter.
///
/// Traits are singular noun phrases ("your patience") so that every counsel template, which
/// may say "{trait} is" or "lean on {trait}", reads correctly. No two signs share a trait, so
/// two signs never get the same fortune on the same day.
enum OfflinePhrasesEnglishSigns {
    static func name(of sign: Sign) -> String {
        switch sign {
        case .rat: "Rat"
        case .ox: "Ox"
        case .tiger: "Tiger"
        case .rabbit: "Rabbit"
        case .dragon: "Dragon"
        case .snake: "Snake"
        case .horse: "Horse"
        case .goat: "Goat"
        case .monkey: "Monkey"
        case .rooster: "Rooster"
        case .dog: "Dog"
        case .pig: "Pig"
        }
    }

    static func traits(of sign: Sign) -> [String] {
        switch sign {
        case .rat: rat
        case .ox: ox
        case .tiger: tiger
        case .rabbit: rabbit
        case .dragon: dragon
        case .snake: snake
        case .horse: horse
        case .goat: goat
        case .monkey: monkey
        case .rooster: rooster
        case .dog: dog
        case .pig: pig
        }
    }

    static let rat: [String] = [
        "your quick wit", "your nose for opportunity", "your resourcefulness",
        "your eye for a bargain", "your clever planning", "your knack for finding a way",
        "your easy charm", "your alert curiosity",
    ]

    static let ox: [String] = [
        "your patience", "your steady pace", "your quiet strength", "your dependability",
        "your persistence", "your calm endurance", "your honest hard work", "your methodical care",
    ]

    static let tiger: [String] = [
        "your courage", "your bold heart", "your fierce energy", "your confident stride",
        "your sense of adventure", "your protective instinct", "your fearless honesty",
        "your natural leadership",
    ]

    static let rabbit: [String] = [
        "your gentle tact", "your graceful manner", "your kind heart", "your careful judgement",
        "your peaceful nature", "your good taste", "your quiet diplomacy", "your soft-spoken wisdom",
    ]

    static let dragon: [String] = [
        "your ambition", "your bold vision", "your commanding presence", "your generous spirit",
        "your boundless energy", "your self-belief", "your flair for drama", "your inner fire",
    ]

    static let snake: [String] = [
        "your intuition", "your calm wisdom", "your discretion", "your elegant patience",
        "your sharp insight", "your quiet focus", "your strategic mind", "your feel for people",
    ]

    static let horse: [String] = [
        "your free spirit", "your enthusiasm", "your quick feet", "your cheerful energy",
        "your wanderlust", "your lively charm", "your independent streak",
        "your tireless drive",
    ]

    static let goat: [String] = [
        "your creativity", "your gentle heart", "your artistic eye", "your calm kindness",
        "your sense of beauty", "your easygoing warmth", "your imagination", "your gift for comfort",
    ]

    static let monkey: [String] = [
        "your cleverness", "your playful wit", "your inventiveness", "your quick hands",
        "your curiosity", "your sense of humour", "your flair for improvising", "your agile mind",
    ]

    static let rooster: [String] = [
        "your punctuality", "your proud bearing", "your eye for detail", "your early-rising habit",
        "your frankness", "your sense of order", "your confident voice", "your careful preparation",
    ]

    static let dog: [String] = [
        "your loyalty", "your sense of fairness", "your faithful heart", "your honesty",
        "your watchful care", "your steady devotion", "your protective nature", "your sincere word",
    ]

    static let pig: [String] = [
        "your generosity", "your good humour", "your warm hospitality", "your easygoing patience",
        "your honest heart", "your love of good things", "your diligence", "your open-handed kindness",
    ]
}
