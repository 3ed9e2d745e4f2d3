#if canImport(Glibc)
import Glibc
#endif

/// Midnights in the local time zone, from the C library's rules.
///
/// Computed with `mktime` on calendar fields rather than by adding 86,400 seconds, so that a day
/// of 23 or 25 hours (a daylight-saving change) still ends at midnight.
public enum LocalMidnight {
    /// The first local midnight after `time` (seconds since the epoch).
    public static func next(after time: Int) -> Int {
        var seconds = time_t(time)
        var fields = tm()
        localtime_r(&seconds, &fields)
        fields.tm_mday += 1
        fields.tm_hour = 0
        fields.tm_min = 0
        fields.tm_sec = 0
        // Let mktime decide whether daylight-saving time is in effect at that midnight.
        fields.tm_isdst = -1
        return Int(mktime(&fields))
    }
}
