import Synchronization

/// Counts something that happens on another task (a link opened, a callback handled) and lets a test wait until it
/// has happened a number of times: a signal to wait for, instead of a poll with sleeps.
public final class Occurrences: Sendable {
    private let state = Mutex<(count: Int, waiters: [(count: Int, continuation: CheckedContinuation<Void, Never>)])>(
        (0, []))

    /// No occurrence yet.
    public init() {}

    /// How many times it happened so far.
    public var count: Int { state.withLock { $0.count } }

    /// It happened once more: wakes whoever waits for this many.
    public func record() {
        let ready = state.withLock { state in
            state.count += 1
            let count = state.count
            defer { state.waiters.removeAll { $0.count <= count } }
            return state.waiters.filter { $0.count <= count }.map(\.continuation)
        }
        for continuation in ready { continuation.resume() }
    }

    /// Returns once it has happened `count` times (at once if it has already); a test's time limit bounds the wait.
    public func wait(for count: Int) async {
        await withCheckedContinuation { continuation in
            let now = state.withLock { state in
                if state.count >= count { return true }
                state.waiters.append((count, continuation))
                return false
            }
            if now { continuation.resume() }
        }
    }
}
