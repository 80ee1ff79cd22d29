import Foundation

/// A test step that did not finish in time (the test fails instead of hanging).
public struct DeadlineExceeded: Error, CustomStringConvertible {
    public let what: String
    public let limit: Duration
    public var description: String { "\(what) did not finish within \(limit)" }

    public init(what: String, limit: Duration) {
        self.what = what
        self.limit = limit
    }
}

/// Runs `body`, failing with `DeadlineExceeded` when it takes longer than `limit` (the body is cancelled).
public func withDeadline<T: Sendable>(
    _ limit: Duration, _ what: String = "the step",
    _ body: @escaping @Sendable () async throws -> T
) async throws -> T {
    try await withThrowingTaskGroup(of: T?.self) { group in
        group.addTask { try await body() }
        group.addTask {
            try await Task.sleep(for: limit)
            return nil
        }
        defer { group.cancelAll() }
        guard let first = try await group.next(), let value = first else {
            throw DeadlineExceeded(what: what, limit: limit)
        }
        return value
    }
}
