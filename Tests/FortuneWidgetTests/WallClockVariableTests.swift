import Testing
import FortuneCore
import FortuneWidget

/// The clock `FORTUNE_NOW` sets starts where it says and runs on; a value that names no time
/// is refused, whatever its size.
@Suite struct WallClockVariableTests {
    @Test func withoutTheVariableTheClockIsTheWallClock() throws {
        let clock = try WallClock.clock(in: [:])
        #expect(abs(clock() - WallClock.now()) <= 1)
    }

    @Test func secondsSinceTheEpochStartTheClockThere() throws {
        let clock = try WallClock.clock(in: ["FORTUNE_NOW": "@1801234567"])
        #expect((1_801_234_567...1_801_234_569).contains(clock()))
    }

    @Test func aLocalTimeStartsTheClockAtThatTimeOfItsDay() throws {
        let clock = try WallClock.clock(in: ["FORTUNE_NOW": "2027-02-06T09:30"])
        let day = CalendarDay(localTime: clock())
        #expect(day.description == "2027-02-06")
        let midnight = try WallClock.clock(in: ["FORTUNE_NOW": "2027-02-06"])()
        let sinceMidnight = clock() - midnight
        #expect(sinceMidnight >= 34_200 && sinceMidnight <= 34_202)
        let seconds = try WallClock.clock(in: ["FORTUNE_NOW": "2027-02-06T09:30:59"])()
        #expect((59...61).contains(seconds - clock()))
    }

    @Test(arguments: [
        "", "now", "2027-02-29", "2027-13-01", "2027-00-10", "0000-01-01", "2027-2-6", "2027-02-06T9:30",
        "2027-02-06T09:60", "2027-02-06T09:30:60", "2027-02-06 09:30", "2027-02-06T", "@", "@1.5", "@ 1",
        "@-62135596801", "@253402300800", "@9223372036854775807", "@99999999999999999999999",
    ])
    func aValueThatNamesNoTimeIsRefused(value: String) {
        #expect(throws: WallClock.InvalidTime(value: value)) { try WallClock.clock(in: ["FORTUNE_NOW": value]) }
    }
}
