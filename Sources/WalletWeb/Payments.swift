import Foundation
import SolanaCore
import SolanaWallet
import Synchronization

/// The dashboard's payments: one payment is one `SendSession` kept here, from its first review to the chain, through
/// every attempt the session allows (an expired attempt with no record on the cluster is reviewed again within the
/// same payment, at most `SendSession.maxAttempts` times). Each review id the ledger issues for a payment's attempt is
/// tied to the payment; the send runs in a task that records its progress, so a page can show the steps while it is
/// in flight.
///
/// In memory, bounded (the oldest payments not in flight are forgotten past `capacity`), shared by every request of
/// one process; a payment is seen only by the browser session that started it.
actor Payments {
    /// Where a payment stands.
    enum Phase: Sendable {
        /// What an earlier run left in flight from the payment's account is being settled
        /// (`SendFlow.settlePending`), in a task; its first attempt is prepared after that.
        case settling
        /// An attempt was prepared and its review shown; waiting for its confirmation.
        case reviewing(SendReview, reviewId: String)
        /// An attempt is being signed, sent and confirmed.
        case sending(SendReview)
        /// The last attempt landed.
        case landed(Signature)
        /// The last attempt expired; what the cluster knows of it.
        case expired(ExpiredTransaction)
        /// The last attempt failed (a fatal error): nothing more is sent.
        case failed(SendError)
    }

    /// How a payment's pages are shown again (a send form's, a Solana Pay transfer's review).
    struct Presentation: Sendable {
        /// Where the review's confirmation is posted.
        let confirmAction: String
        /// The screen the review came from.
        let backLink: String
        /// The form's fields the confirmation carries again (the request is rebuilt from them).
        let hidden: [(name: String, value: String)]
        /// Fields shown before the review's (what a merchant says of itself).
        var said: [(label: String, value: String)]
    }

    /// One payment.
    struct Payment: Sendable {
        let id: String
        /// The browser session that started it.
        let owner: String
        var session: SendSession
        var phase: Phase?
        var presentation: Presentation
        /// The steps of the attempt in flight or last sent, oldest first.
        let progress: ProgressLog
    }

    /// The steps of one payment's sends, written by the send's progress callback (synchronous, any thread).
    final class ProgressLog: Sendable {
        /// The most steps kept (a long wait resends many times: the oldest resends are dropped).
        static let capacity = 32
        private let steps = Mutex<[SendFlow.Progress]>([])

        /// Records a step.
        func append(_ step: SendFlow.Progress) {
            steps.withLock {
                $0.append(step)
                if $0.count > Self.capacity { $0.remove(at: 1) }
            }
        }

        /// The steps so far.
        var all: [SendFlow.Progress] { steps.withLock { $0 } }

        /// Forgets the steps (a new attempt starts).
        func clear() { steps.withLock { $0 = [] } }
    }

    /// The most payments remembered at once.
    let capacity: Int
    /// How long a confirmation waits for its send before it shows the progress page instead (a quick send goes
    /// straight to its result).
    var inlineWait: Duration
    private var payments: [String: Payment] = [:]
    private var order: [String] = []
    private var byReview: [String: String] = [:]
    /// Confirmations waiting for a payment's attempt to end (`waitForSend`), by payment.
    private var waiters: [String: [(token: Int, continuation: CheckedContinuation<Void, Never>)]] = [:]
    private var nextWaiter = 0

    /// The clock the display deadline is measured on (`inlineWait`): injected, so a test can drive it.
    let clock: any Clock<Duration>

    /// A store of at most `capacity` payments, a confirmation waiting `inlineWait` (on `clock`) for its send.
    init(capacity: Int = 256, inlineWait: Duration = .seconds(2), clock: any Clock<Duration> = ContinuousClock()) {
        self.capacity = max(1, capacity)
        self.inlineWait = inlineWait
        self.clock = clock
    }

    /// Sets how long a confirmation waits for its send (tests: zero, to see the progress page).
    func setInlineWait(_ wait: Duration) { inlineWait = wait }

    /// Keeps a new payment of `session` for browser session `owner`; its id.
    func open(_ session: SendSession, owner: String, presentation: Presentation) -> String {
        let id = SessionStore.randomToken()
        payments[id] = Payment(
            id: id, owner: owner, session: session, phase: nil, presentation: presentation, progress: ProgressLog())
        order.append(id)
        // Bounded: the oldest payments not in flight are forgotten.
        while payments.count > capacity,
            let oldest = order.first(where: { !isInFlight($0) })
        {
            order.removeAll { $0 == oldest }
            payments[oldest] = nil
            byReview = byReview.filter { $0.value != oldest }
        }
        return id
    }

    /// Payment `id` as browser session `owner` may see it.
    func payment(_ id: String, owner: String) -> Payment? {
        guard let payment = payments[id], payment.owner == owner else { return nil }
        return payment
    }

    /// The payment review `reviewId` is an attempt of.
    func payment(review reviewId: String, owner: String) -> Payment? {
        byReview[reviewId].flatMap { payment($0, owner: owner) }
    }

    /// Takes payment `id`'s session out to prepare its next attempt (nil when the payment is unknown or an attempt is
    /// in flight); `prepared` puts it back.
    func takeSession(_ id: String) -> SendSession? {
        guard let payment = payments[id] else { return nil }
        if case .sending = payment.phase { return nil }
        return payment.session
    }

    /// Payment `id` settles what was left in flight from its account before its first attempt is prepared.
    func startSettling(_ id: String) { payments[id]?.phase = .settling }

    /// What settling found, said above payment `id`'s reviews (`said` first).
    func settled(_ id: String, said: [(label: String, value: String)]) {
        guard let earlier = payments[id]?.presentation.said else { return }
        payments[id]?.presentation.said = said + earlier
    }

    /// The next attempt of payment `id` was prepared by `session` as `review`, shown with review id `reviewId`.
    func prepared(_ id: String, session: SendSession, review: SendReview, reviewId: String) {
        guard payments[id] != nil else { return }
        payments[id]?.session = session
        payments[id]?.phase = .reviewing(review, reviewId: reviewId)
        byReview[reviewId] = id
        wakeAll(id)  // a confirmation waiting for the settling before it
    }

    /// The preparation of payment `id`'s next attempt failed: its session as it is now (it may allow no more). A
    /// first attempt prepared after settling (no page to refuse on) ends the payment with `error`.
    func preparationFailed(_ id: String, session: SendSession, error: SendError? = nil) {
        payments[id]?.session = session
        if case .settling = payments[id]?.phase {
            payments[id]?.phase = error.map { .failed($0) } ?? nil
            wakeAll(id)
        }
    }

    /// Starts sending review `reviewId` of payment `id`: the review and the session, when that review is the one
    /// waiting for its confirmation; from here on no other attempt of the payment can start until `finish`.
    func startSending(_ id: String, reviewId: String) -> (SendReview, SendSession, ProgressLog)? {
        guard let payment = payments[id], case .reviewing(let review, let waiting) = payment.phase,
            waiting == reviewId
        else { return nil }
        payments[id]?.phase = .sending(review)
        payment.progress.clear()
        return (review, payment.session, payment.progress)
    }

    /// Gives back a send that did not start (nothing was signed): the review waits for its confirmation again.
    func cancelSending(_ id: String, review: SendReview, reviewId: String) {
        guard case .sending = payments[id]?.phase else { return }
        payments[id]?.phase = .reviewing(review, reviewId: reviewId)
        wakeAll(id)
    }

    /// Payment `id`'s attempt ended: the session after it, and its outcome or fatal error.
    func finish(_ id: String, session: SendSession, result: Result<SendSession.Outcome, SendError>) {
        guard payments[id] != nil else { return }
        payments[id]?.session = session
        switch result {
        case .success(.landed(let signature)): payments[id]?.phase = .landed(signature)
        case .success(.expired(let known)): payments[id]?.phase = .expired(known)
        case .failure(let error): payments[id]?.phase = .failed(error)
        }
        wakeAll(id)
    }

    /// Whether payment `id` has an attempt in flight, or is settling an earlier one before its first.
    func isInFlight(_ id: String) -> Bool {
        switch payments[id]?.phase {
        case .sending, .settling: return true
        default: return false
        }
    }

    /// Waits at most `inlineWait` for payment `id`'s attempt in flight (or its settling) to end: woken by `finish` (or
    /// `cancelSending`) at once, else by the deadline; no polling.
    func waitForSend(_ id: String) async {
        guard isInFlight(id) else { return }
        let token = nextWaiter
        nextWaiter += 1
        let (wait, clock) = (inlineWait, clock)
        let deadline = Task {
            try? await clock.sleep(for: wait, tolerance: nil)
            self.wake(id, token: token)
        }
        await withCheckedContinuation { continuation in
            waiters[id, default: []].append((token, continuation))
        }
        deadline.cancel()
    }

    /// Waits until payment `id`'s attempt in flight ends, however long it takes (woken by `finish` or
    /// `cancelSending`): for a caller that must see the end rather than the progress page, such as a test.
    func waitUntilSent(_ id: String) async {
        guard isInFlight(id) else { return }
        let token = nextWaiter
        nextWaiter += 1
        await withCheckedContinuation { continuation in
            waiters[id, default: []].append((token, continuation))
        }
    }

    /// Wakes the waiter `token` of payment `id` (its deadline passed); nothing when it was woken already.
    private func wake(_ id: String, token: Int) {
        guard var list = waiters[id], let index = list.firstIndex(where: { $0.token == token }) else { return }
        list.remove(at: index).continuation.resume()
        waiters[id] = list.isEmpty ? nil : list
    }

    /// Wakes every waiter of payment `id` (its attempt ended, or did not start).
    private func wakeAll(_ id: String) {
        for waiter in waiters.removeValue(forKey: id) ?? [] { waiter.continuation.resume() }
    }
}
