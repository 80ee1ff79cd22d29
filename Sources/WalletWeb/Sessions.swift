import Foundation
import SolanaKeys
import SolanaWallet

/// The dashboard's sessions: one one-time token printed at start, exchanged once for a session cookie; a CSRF
/// token per session; an idle lock; a brake on password guessing (one password checked at a time per session, a
/// growing delay after wrong ones, the session ended after `maxPasswordFailures`). In memory only: a restart of
/// `solwallet serve` ends every session.
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

    /// What `beginPasswordAttempt(_:)` decided.
    public enum PasswordGate: Sendable, Equatable {
        /// Check the password now (and report the outcome to `endPasswordAttempt`).
        case proceed
        /// Another password of this session is being checked: refused, try again after its answer.
        case busy
        /// The delay after the last wrong password has not passed: refused, this many seconds are left.
        case wait(TimeInterval)
        /// There is no such session (ended, perhaps by too many wrong passwords).
        case ended
    }

    /// What a password check found.
    public enum PasswordOutcome: Sendable, Equatable {
        /// The keystore opened with it.
        case right
        /// The keystore refused it.
        case wrong
        /// No secret was read (a form that failed before, or one that sets a new password).
        case unchecked
    }

    /// Wrong passwords after which a session is ended: a new `solwallet serve` link is needed.
    public static let maxPasswordFailures = 10

    /// The wait after `failures` wrong passwords in a row: none after the first (a typo), then 1 s, doubling up to
    /// 60 s; nine wrong passwords take three minutes at least.
    public static func defaultPasswordDelay(failures: Int) -> TimeInterval {
        failures < 2 ? 0 : min(60, Double(1 << min(failures - 2, 6)))
    }

    /// A session's password attempts.
    private struct Attempts {
        var failures = 0
        var busy = false
        var notBefore: Date?
    }

    /// A new wallet's phrase waiting for its confirmation (`PhraseConfirmation`), held in this store only: never
    /// in a page after it was shown once, never on disk. Removed once confirmed, failed, timed out, replaced, or with
    /// its session.
    struct PendingPhrase: Sendable {
        /// The wallet's name.
        let name: String
        /// The new phrase.
        let mnemonic: Mnemonic
        /// The manager the wallet is created with once the phrase is confirmed (its password checked already).
        let manager: WalletManager
        /// The word check.
        var quiz: PhraseConfirmation
        /// When it was made (the store's clock).
        let created: Date
        /// Whether its words were shown (they are shown once).
        var shown = false
    }

    /// How long a new phrase waits for its confirmation.
    static let pendingPhraseLifetime: TimeInterval = 15 * 60

    private var pendingPhrases: [String: PendingPhrase] = [:]
    private let token: String
    private var tokenUsed = false
    private var sessions: [String: Session] = [:]
    private var attempts: [String: Attempts] = [:]
    private let idleLock: TimeInterval
    private let now: @Sendable () -> Date
    private let passwordDelay: @Sendable (Int) -> TimeInterval

    /// A store whose one-time token is `token` (nil: a new random one), locking sessions idle for `idleLock`, with
    /// `now` as its clock and `passwordDelay` the wait after a number of wrong passwords in a row.
    public init(
        token: String? = nil, idleLock: TimeInterval, now: @escaping @Sendable () -> Date = { Date() },
        passwordDelay: @escaping @Sendable (Int) -> TimeInterval = { SessionStore.defaultPasswordDelay(failures: $0) }
    ) {
        self.token = token ?? Self.randomToken()
        self.idleLock = idleLock
        self.now = now
        self.passwordDelay = passwordDelay
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

    /// Whether session `id` exists and is unlocked, without counting as a request (a live stream asks).
    public func isUnlocked(_ id: String) -> Bool {
        guard var session = sessions[id] else { return false }
        if now().timeIntervalSince(session.lastSeen) > idleLock {
            session.locked = true
            sessions[id] = session
        }
        return !session.locked
    }

    /// Ends a session.
    public func end(_ id: String) {
        sessions[id] = nil
        attempts[id] = nil
        pendingPhrases[id] = nil
    }

    // MARK: A new wallet's phrase

    /// Holds a new wallet's phrase for session `id` (replacing any it was holding), to be checked with `quiz` and
    /// saved by `manager` as wallet `name`.
    func holdPhrase(
        name: String, mnemonic: Mnemonic, manager: WalletManager, quiz: PhraseConfirmation, session id: String
    ) {
        guard sessions[id] != nil else { return }
        pendingPhrases[id] = PendingPhrase(name: name, mnemonic: mnemonic, manager: manager, quiz: quiz, created: now())
    }

    /// The phrase session `id` holds (nil when none, or when it timed out: then it is dropped).
    func pendingPhrase(_ id: String) -> PendingPhrase? {
        guard let pending = pendingPhrases[id] else { return nil }
        if now().timeIntervalSince(pending.created) > Self.pendingPhraseLifetime {
            pendingPhrases[id] = nil
            return nil
        }
        return pending
    }

    /// The words to show for session `id`'s new phrase, once: nil when there is none or it was shown already.
    func showPhrase(_ id: String) -> [String]? {
        guard var pending = pendingPhrase(id), !pending.shown else { return nil }
        pending.shown = true
        pendingPhrases[id] = pending
        return pending.mnemonic.words
    }

    /// Judges `answer` for the word session `id`'s quiz asks now; nil when there is no shown phrase. A phrase that is
    /// confirmed or failed is no longer held: `.done` hands it over (to be saved), `.failed` drops it.
    func answerPhrase(
        _ id: String, _ answer: String
    ) -> (outcome: PhraseConfirmation.Outcome, asked: Int, pending: PendingPhrase)? {
        guard var pending = pendingPhrase(id), pending.shown, let asked = pending.quiz.position else { return nil }
        let outcome = pending.quiz.answer(answer)
        switch outcome {
        case .done, .failed: pendingPhrases[id] = nil
        case .correct, .wrong: pendingPhrases[id] = pending
        }
        return (outcome, asked, pending)
    }

    /// Drops session `id`'s new phrase.
    func dropPhrase(_ id: String) { pendingPhrases[id] = nil }

    /// Asks to check a password for session `id`: at most one at a time, and not before the delay that follows the
    /// last wrong one. After `.proceed`, `endPasswordAttempt` must follow.
    public func beginPasswordAttempt(_ id: String) -> PasswordGate {
        guard sessions[id] != nil else { return .ended }
        var state = attempts[id] ?? Attempts()
        if state.busy { return .busy }
        if let notBefore = state.notBefore {
            let left = notBefore.timeIntervalSince(now())
            if left > 0 { return .wait(left) }
        }
        state.busy = true
        attempts[id] = state
        return .proceed
    }

    /// Records how a password check of session `id` ended; true when it was the `maxPasswordFailures`th wrong
    /// password in a row and the session is ended.
    @discardableResult
    public func endPasswordAttempt(_ id: String, _ outcome: PasswordOutcome) -> Bool {
        guard sessions[id] != nil else { return true }
        var state = attempts[id] ?? Attempts()
        state.busy = false
        switch outcome {
        case .right:
            state = Attempts()
        case .wrong:
            state.failures += 1
            if state.failures >= Self.maxPasswordFailures {
                end(id)
                return true
            }
            state.notBefore = now().addingTimeInterval(passwordDelay(state.failures))
        case .unchecked:
            break
        }
        attempts[id] = state
        return false
    }

    /// The wrong passwords in a row of session `id`.
    public func passwordFailures(_ id: String) -> Int { attempts[id]?.failures ?? 0 }

    /// Compares without stopping at the first difference (the time does not tell how much of a guess was right).
    public static func constantTimeEqual(_ a: String, _ b: String) -> Bool {
        let x = Array(a.utf8), y = Array(b.utf8)
        guard x.count == y.count else { return false }
        var difference: UInt8 = 0
        for index in x.indices { difference |= x[index] ^ y[index] }
        return difference == 0
    }
}
