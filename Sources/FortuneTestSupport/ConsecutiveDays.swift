public import FortuneCore

/// `count` calendar days in a row from `start`, for tests that look at what the model writes
/// day after day.
public func consecutiveDays(from start: CalendarDay, count: Int) -> [CalendarDay] {
    var days = [start]
    while days.count < count {
        let day = days[days.count - 1]
        days.append(
            CalendarDay(year: day.year, month: day.month, day: day.day + 1)
                ?? CalendarDay(year: day.year, month: day.month + 1, day: 1)
                ?? CalendarDay(year: day.year + 1, month: 1, day: 1)!)
    }
    return days
}
