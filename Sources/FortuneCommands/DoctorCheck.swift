/// One line of `fortune doctor`: what was checked, how it stands, and what to do.
struct DoctorCheck: Encodable, Sendable {
    enum Status: String, Encodable, Sendable {
        /// Fine.
        case ok
        /// Works, but something is off (a hook that will not run, a unit that cannot find
        /// the program); refreshing is not affected.
        case warn
        /// A refresh cannot work until this is fixed.
        case fail
        /// Said for the record (fortune-mod absent).
        case info
    }

    let check: String
    let status: Status
    let detail: String

    init(_ check: String, _ status: Status, _ detail: String) {
        self.check = check
        self.status = status
        self.detail = detail
    }
}
