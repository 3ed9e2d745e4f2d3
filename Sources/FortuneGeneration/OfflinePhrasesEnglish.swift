/// The English phrase tables of the offline model.
///
/// Every entry is short enough that the longest fortune they can make stays within the length
/// budget of `OfflineModel`; a test checks the worst case.
enum OfflinePhrasesEnglish {
    static let phrases = OfflinePhrases(
        openings: openings,
        areas: [
            OfflinePhrases.Area(leads: workLeads, advice: work),
            OfflinePhrases.Area(leads: loveLeads, advice: love),
            OfflinePhrases.Area(leads: healthLeads, advice: health),
            OfflinePhrases.Area(leads: moneyLeads, advice: money),
            OfflinePhrases.Area(leads: friendsLeads, advice: friends),
        ],
        counsel: counsel,
        luck: luck,
        colours: colours,
        directions: directions,
        signName: OfflinePhrasesEnglishSigns.name(of:),
        traits: OfflinePhrasesEnglishSigns.traits(of:)
    )

    static let openings: [String] = [
        "A quiet start gathers strength by noon.",
        "A bright, steady day lies ahead of you.",
        "Small joys hide in the ordinary hours today.",
        "Today rewards an early start and a calm finish.",
        "A slow morning gives way to a cheerful evening.",
        "A fresh wind blows through your plans today.",
        "Luck moves gently in your direction today.",
        "Today is better for building than for tearing down.",
        "An old worry loosens its grip today.",
        "The hours ahead favour clear heads and kind words.",
        "Something you began last week starts to bear fruit.",
        "Today asks for patience first and boldness later.",
        "A pleasant surprise waits in the afternoon.",
        "The stars are kind today, if in no hurry.",
        "A calm mind is your best tool today.",
        "Doors that were stuck begin to open today.",
        "Today feels like the first page of a new chapter.",
        "Good timing is on your side today.",
        "The day holds more chances than it seems to.",
        "Expect a quiet day with one bright moment in it.",
        "Today is a good day to tie up loose ends.",
        "Fortune smiles on steady hands today.",
        "The day lifts you higher than you expect.",
        "Morning rain clears the way for afternoon sun.",
        "Today favours listening over speaking.",
        "Help arrives today from a familiar face.",
        "Your efforts are noticed today, even if unspoken.",
        "The day is generous to those who ask politely.",
        "A gentle rhythm carries you through the day.",
        "What looked hard yesterday looks simpler today.",
        "A lucky breeze follows you from dawn to dusk.",
        "Today is ripe for small, sure steps.",
        "Good news is on its way, slowly but surely.",
        "The day hides a lesson inside a small gift.",
        "Clear skies are ahead, whatever the weather.",
        "Today hums with quiet promise.",
        "A chance meeting may brighten your day.",
        "Your energy peaks in the morning, so use it well.",
        "The evening will be kinder than the morning.",
        "Today turns on a single good decision.",
        "A long-awaited answer may arrive today.",
        "The day favours the patient over the hasty.",
        "A quiet confidence settles over you today.",
        "Today brings a welcome change of pace.",
        "Small kindnesses come back to you twofold today.",
        "The day is light, and so is your step.",
    ]

    static let counsel: [String] = [
        "{lead} lean on {trait} and {advice}.",
        "{lead} trust {trait} and {advice}.",
        "{lead} let {trait} guide you as you {advice}.",
        "{lead} {trait} will serve you well, so {advice}.",
        "{lead} {trait} is your best asset, so {advice}.",
        "{lead} {trait} is at its best, so {advice}.",
        "{lead} {trait} is pure {sign}, so {advice}.",
        "{lead} call on {trait}, {sign}, and {advice}.",
    ]

    static let luck: [String] = [
        "Lucky colour: {colour}; lucky number: {number}.",
        "Your lucky colour is {colour}; your number is {number}.",
        "Wear a touch of {colour} and keep {number} in mind.",
        "Luck comes from the {direction}, dressed in {colour}.",
        "Look {direction} for luck, and trust the number {number}.",
        "The number {number} and the colour {colour} favour you.",
        "Carry something {colour}, and look {direction}.",
        "Lucky direction: {direction}; lucky number: {number}.",
    ]

    static let colours: [String] = [
        "red", "gold", "green", "blue", "white", "silver", "purple",
        "orange", "yellow", "navy", "brown", "pink", "teal", "ivory",
    ]

    static let directions: [String] = [
        "east", "west", "south", "north", "north-east", "north-west", "south-east", "south-west",
    ]

    static let workLeads: [String] = ["At work,", "In your work,", "On the job,", "With your tasks,"]

    static let work: [String] = [
        "finish what you started before taking on more",
        "give your plan one more careful look",
        "speak up in the meeting you were dreading",
        "tackle the hardest task first",
        "ask for the help you need",
        "write down the idea that keeps coming back",
        "say no to one thing that does not matter",
        "share the credit generously",
        "clear your desk and your inbox",
        "take the first step on a stalled project",
        "check the numbers before you send them",
        "listen closely to a quieter colleague",
    ]

    static let loveLeads: [String] = ["In love,", "With your partner,", "With someone dear,", "In romance,"]

    static let love: [String] = [
        "say the kind thing you have been saving",
        "plan a small surprise for someone dear",
        "listen more than you speak",
        "forgive an old misunderstanding",
        "make time for a long, unhurried talk",
        "let your warmth show freely",
        "answer the message you keep putting off",
        "remember a date that matters to them",
        "say honestly what you want",
        "share a meal with the phone put away",
        "notice the small things done for you",
        "give affection without keeping score",
    ]

    static let healthLeads: [String] = ["For your health,", "For body and mind,", "For your wellbeing,"]

    static let health: [String] = [
        "take a long walk in the fresh air",
        "go to bed an hour earlier tonight",
        "drink more water than usual",
        "stretch before you start the day",
        "choose a simple, warm meal",
        "rest your eyes away from the screen",
        "breathe slowly when things get busy",
        "take the stairs instead of the lift",
        "go easy on sweets for a day",
        "spend a quiet moment outdoors",
        "relax your shoulders and sit up straight",
        "give your body the rest it has earned",
    ]

    static let moneyLeads: [String] = ["With money,", "In money matters,", "With your savings,"]

    static let money: [String] = [
        "check your spending before you buy",
        "put a little aside for later",
        "wait a day before any big purchase",
        "pay off a small debt",
        "compare prices twice",
        "read the fine print carefully",
        "look for a bargain close to home",
        "settle a bill you have been ignoring",
        "lend only what you can spare",
        "keep your wallet closed to impulse buys",
        "review your budget with fresh eyes",
        "choose a modest plan over a quick win",
    ]

    static let friendsLeads: [String] = ["With friends,", "Among friends,", "Socially,", "In friendship,"]

    static let friends: [String] = [
        "call an old friend just to say hello",
        "return a favour someone did for you",
        "invite someone over for tea",
        "laugh off a small disagreement",
        "offer help before you are asked",
        "share good news with those who cheered you on",
        "keep a secret you were trusted with",
        "make peace with someone you drifted from",
        "join a gathering even if you feel shy",
        "thank someone for something small",
        "spend the evening in cheerful company",
        "reach out first",
    ]
}
