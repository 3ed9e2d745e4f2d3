#if canImport(Glibc)
import Glibc
#endif
import FortuneCore

/// Tells when the reader of an output has gone away: the other end of a pipe closed
/// (`fortune widget --watch | head -1`), a terminal hung up.
///
/// A live widget writes only when something changes, perhaps once a day; without this it
/// would learn that nobody reads it only at its next write. A thread of its own blocks in
/// `poll` on the output, which reports an error (pipe) or a hang-up (terminal) the moment the
/// reader leaves, and on a pipe of its own that `cancel()` writes to; nothing polls on a timer. A file
/// or `/dev/null` never reports either, so the wait lasts until cancelled.
final class ReaderWatch: Sendable {
    private let output: Int32
    /// The pipe `cancel()` writes to, to end the wait: its read end, then its write end; -1
    /// for both when no pipe could be made.
    private let wakeup: (read: Int32, write: Int32)

    init(output: Int32) {
        self.output = output
        var ends: [Int32] = [-1, -1]
        wakeup = pipe(&ends) == 0 ? (ends[0], ends[1]) : (-1, -1)
        // Not to be inherited by a reload hook or a fortune-mod started meanwhile.
        for end in ends where end >= 0 { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
    }

    /// Waits until the reader is gone (true), or until the task is cancelled (false).
    func readerGone() async -> Bool {
        guard wakeup.read >= 0 else { return false }
        return await withTaskCancellationHandler {
            await DedicatedThread.run { [output, wakeup] in
                var descriptors = [
                    pollfd(fd: output, events: 0, revents: 0),
                    pollfd(fd: wakeup.read, events: Int16(POLLIN), revents: 0),
                ]
                while true {
                    if poll(&descriptors, 2, -1) < 0 {
                        if errno == EINTR { continue }
                        return false
                    }
                    if descriptors[1].revents != 0 { return false }
                    return descriptors[0].revents & Int16(POLLERR | POLLHUP) != 0
                }
            }
        } onCancel: {
            cancel()
        }
    }

    /// Ends a wait in progress, and any later one at once.
    func cancel() {
        guard wakeup.write >= 0 else { return }
        _ = FileDescriptorWriting.writeAll("x", to: wakeup.write)
    }

    deinit {
        if wakeup.read >= 0 {
            close(wakeup.read)
            close(wakeup.write)
        }
    }
}
