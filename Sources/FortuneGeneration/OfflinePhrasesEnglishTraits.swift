import FortuneCore

extension OfflinePhrases {
    /// What each animal is known for, in English: the part of a fortune that makes the sign matter.
    ///
    /// Traits are singular noun phrases ("your patience") so that every counsel template, which
    /// may say "{trait} is" or "lean on {trait}", reads correctly. No two signs share a trait, so
    /// two signs never get the same fortune on the same day.
    static let englishTraits: [Sign: [String]] = [
        .rat: [
            "your quick wit", "your nose for opportunity", "your resourcefulness",
            "your eye for a bargain", "your clever planning", "your knack for finding a way",
            "your easy charm", "your alert curiosity",
        ],
        .ox: [
            "your patience", "your steady pace", "your quiet strength", "your dependability",
            "your persistence", "your calm endurance", "your honest hard work", "your methodical care",
        ],
        .tiger: [
            "your courage", "your bold heart", "your fierce energy", "your confident stride",
            "your sense of adventure", "your protective instinct", "your fearless honesty",
            "your natural leadership",
        ],
        .rabbit: [
            "your gentle tact", "your graceful manner", "your kind heart", "your careful judgement",
            "your peaceful nature", "your good taste", "your quiet diplomacy", "your soft-spoken wisdom",
        ],
        .dragon: [
            "your ambition", "your bold vision", "your commanding presence", "your generous spirit",
            "your boundless energy", "your self-belief", "your flair for drama", "your inner fire",
        ],
        .snake: [
            "your intuition", "your calm wisdom", "your discretion", "your elegant patience",
            "your sharp insight", "your quiet focus", "your strategic mind", "your feel for people",
        ],
        .horse: [
            "your free spirit", "your enthusiasm", "your quick feet", "your cheerful energy",
            "your wanderlust", "your lively charm", "your independent streak",
            "your tireless drive",
        ],
        .goat: [
            "your creativity", "your gentle heart", "your artistic eye", "your calm kindness",
            "your sense of beauty", "your easygoing warmth", "your imagination", "your gift for comfort",
        ],
        .monkey: [
            "your cleverness", "your playful wit", "your inventiveness", "your quick hands",
            "your curiosity", "your sense of humour", "your flair for improvising", "your agile mind",
        ],
        .rooster: [
            "your punctuality", "your proud bearing", "your eye for detail", "your early-rising habit",
            "your frankness", "your sense of order", "your confident voice", "your careful preparation",
        ],
        .dog: [
            "your loyalty", "your sense of fairness", "your faithful heart", "your honesty",
            "your watchful care", "your steady devotion", "your protective nature", "your sincere word",
        ],
        .pig: [
            "your generosity", "your good humour", "your warm hospitality", "your easygoing patience",
            "your honest heart", "your love of good things", "your diligence", "your open-handed kindness",
        ],
    ]
}
