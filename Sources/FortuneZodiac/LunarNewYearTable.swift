/// The Gregorian dates of Lunar New Year, 1900–2100, as ICU's Chinese and Korean calendars give
/// them.
///
/// Computed once from ICU (`Calendar(identifier: .chinese)` in UTC+8 and `.dangi` in UTC+9) and
/// kept as data, so that finding a birth year's sign never loads ICU. The tests check every entry
/// against ICU again.
enum LunarNewYearTable {
    /// The first year in the tables.
    static let firstYear = 1900

    /// The month and day of the Chinese new year, written `MDD` (131 is 31 January), one per
    /// year from `firstYear`.
    static let chinese: [UInt16] = [
        131, 219, 208, 129, 216, 204, 125, 213, 202, 122,  // 1900–1909
        210, 130, 218, 206, 126, 214, 204, 123, 211, 201,  // 1910–1919
        220, 208, 128, 216, 205, 124, 213, 202, 123, 210,  // 1920–1929
        130, 217, 206, 126, 214, 204, 124, 211, 131, 219,  // 1930–1939
        208, 127, 215, 205, 125, 213, 202, 122, 210, 129,  // 1940–1949
        217, 206, 127, 214, 203, 124, 212, 131, 218, 208,  // 1950–1959
        128, 215, 205, 125, 213, 202, 121, 209, 130, 217,  // 1960–1969
        206, 127, 215, 203, 123, 211, 131, 218, 207, 128,  // 1970–1979
        216, 205, 125, 213, 202, 220, 209, 129, 217, 206,  // 1980–1989
        127, 215, 204, 123, 210, 131, 219, 207, 128, 216,  // 1990–1999
        205, 124, 212, 201, 122, 209, 129, 218, 207, 126,  // 2000–2009
        214, 203, 123, 210, 131, 219, 208, 128, 216, 205,  // 2010–2019
        125, 212, 201, 122, 210, 129, 217, 206, 126, 213,  // 2020–2029
        203, 123, 211, 131, 219, 208, 128, 215, 204, 124,  // 2030–2039
        212, 201, 122, 210, 130, 217, 206, 126, 214, 202,  // 2040–2049
        123, 211, 201, 219, 208, 128, 215, 204, 124, 212,  // 2050–2059
        202, 121, 209, 129, 217, 205, 126, 214, 203, 123,  // 2060–2069
        211, 131, 219, 207, 127, 215, 205, 124, 212, 202,  // 2070–2079
        122, 209, 129, 217, 206, 126, 214, 203, 124, 210,  // 2080–2089
        130, 218, 207, 127, 215, 205, 125, 212, 201, 121,  // 2090–2099
        209,  // 2100
    ]

    /// The years in which the Korean new year (Seollal) falls on another day than the Chinese,
    /// with its `MDD`. The calendars compute the new moon in different time zones (UTC+9 and
    /// UTC+8), so a new moon just after midnight in Seoul is still the previous day in Beijing.
    static let koreanDifferences: [Int: UInt16] = [
        1944: 126,
        1954: 204,
        1958: 219,
        1966: 122,
        1988: 218,
        1997: 208,
        2027: 207,
        2028: 127,
        2061: 122,
        2089: 211,
        2092: 208,
    ]
}
