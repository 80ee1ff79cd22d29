import Foundation

/// The dashboard's sessions: one one-time token printed at start, exchanged once for a session cookie; a CSRF
/// token per session; an idle lock. In memory only: a restart of `solwallet serve` ends every session.
public actor SessionStore {
    /// One browser's session.
    public struct Session: Sendable, Equatable {
        /// The cookie's value (256 random bits, hex).
        public let id: String
        /// The token every form must carry as `_csrf` (256 random bits, hex).
        public let csrf: String
        /// The last request (not counting the live-update stream).
        public var lastSeen: Date
        /// Locked after `idleLock` without a request: the keystore password unlocks it.
        public var locked: Bool
    }

    /// What `exchange(token:)` found.
    public enum Exchange: Sendable, Equatable {
        /// The token was right and unused: the new session.
        case session(Session)
        /// The token was wrong, or already used.
        case refused
    }

    private let token: String
    private var tokenUsed = false
    private var sessions: [String: Session] = [:]
    private let idleLock: TimeInterval
    private let now: @Sendable () -> Date

    /// A store whose one-time token is `token` (nil: a new random one), locking sessions idle for `idleLock`.
    public init(token: String? = nil, idleLock: TimeInterval, now: @escaping @Sendable () -> Date = { Date() }) {
        self.token = token ?? Self.randomToken()
        self.idleLock = idleLock
        self.now = now
    }

    /// The one-time token for the URL `solwallet serve` prints.
    public nonisolated var oneTimeToken: String { token }

    /// 32 random bytes from the system's generator (getrandom), as 64 hex digits.
    public static func randomToken() -> String {
        var generator = SystemRandomNumberGenerator()
        return (0..<32).map { _ in String(format: "%02x", UInt8.random(in: .min ... .max, using: &generator)) }
            .joined()
    }

    /// Exchanges the one-time token for a session, once.
    public func exchange(token candidate: String) -> Exchange {
        guard !tokenUsed, Self.constantTimeEqual(candidate, token) else { return .refused }
        tokenUsed = true
        let session = Session(id: Self.randomToken(), csrf: Self.randomToken(), lastSeen: now(), locked: false)
        sessions[session.id] = session
        return .session(session)
    }

    /// The session of cookie value `id`, marked seen (when `touch`), locked first when it was idle too long.
    public func session(_ id: String?, touch: Bool = true) -> Session? {
        guard let id, var session = sessions.first(where: { Self.constantTimeEqual($0.key, id) })?.value else {
            return nil
        }
        let time = now()
        if time.timeIntervalSince(session.lastSeen) > idleLock { session.locked = true }
        if touch { session.lastSeen = time }
        sessions[session.id] = session
        return session
    }

    /// Unlocks a session (after the password was checked).
    public func unlock(_ id: String) {
        sessions[id]?.locked = false
        sessions[id]?.lastSeen = now()
    }

    /// Ends a session.
    public func end(_ id: String) { sessions[id] = nil }

    /// Compares without stopping at the first difference (the time does not tell how much of a guess was right).
    public static func constantTimeEqual(_ a: String, _ b: String) -> Bool {
        let x = Array(a.utf8), y = Array(b.utf8)
        guard x.count == y.count else { return false }
        var difference: UInt8 = 0
        for index in x.indices { difference |= x[index] ^ y[index] }
        return difference == 0
    }
}
