// The sign parser: any text names a sign, or is refused with one line that shows the text
// escaped; a year or date gives the sign its own note states.
// seeds: fuzz/Seeds/sign/*
import FortuneCore
import FortuneZodiac

enum FuzzTarget {
    static func run(_ bytes: [UInt8]) {
        let text = String(decoding: bytes, as: UTF8.self)
        for calendar in LunarCalendar.allCases {
            do {
                let choice = try Sign.parse(text, calendar: calendar)
                if let note = choice.note {
                    check(isSafeLine(note), "unsafe note: \(note.debugDescription)")
                    check(note.contains(choice.sign.rawValue), "the note names another sign: \(note)")
                }
            } catch {
                check(isSafeLine(error.description), "unsafe message: \(error.description.debugDescription)")
                check(error.exitStatus == .usage, "a refused sign that does not exit 64")
            }
        }
    }
}
