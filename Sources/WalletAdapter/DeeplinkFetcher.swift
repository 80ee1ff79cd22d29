import Foundation

/// Opens a URL in the wallet app: `UIApplication.open` on iOS, `NSWorkspace.open` on macOS, a QR code or a test's
/// simulated wallet elsewhere. Injected so that the fetcher runs anywhere.
public protocol URLOpener: Sendable {
    /// Opens `url`; throws when it cannot (no app for it).
    func open(_ url: String) async throws
}

/// Sends deeplink requests and waits for their callbacks: opens each request's URL through the injected
/// `URLOpener`, then suspends until the app routes the wallet's redirect to `handleOpenURL`, matched by the
/// request id in the redirect link. Each wait ends exactly once: with a callback that proves it comes from the wallet
/// (`DeeplinkProtocol.proves`), a timeout (30 s default), cancellation of the calling task, or `cancelAll()`; the
/// request is forgotten then, and a later callback for it is refused as finished. A callback that proves nothing (a
/// forged error with a request id someone saw) is refused by `handleOpenURL` and the wait goes on.
public actor DeeplinkFetcher {
    /// The default wait for a callback.
    public static let defaultTimeout: Duration = .seconds(30)
    /// How many finished request ids are remembered (to tell a duplicate callback from an unknown one).
    static let finishedMemory = 256

    private let opener: any URLOpener
    private let timeout: Duration
    private var waiting: [String: CheckedContinuation<Result<DeeplinkCallback, WalletAdapterError>, Never>] = [:]
    /// Per waiting request: whether a callback proves it comes from the wallet.
    private var proofs: [String: @Sendable (DeeplinkCallback) -> Bool] = [:]
    private var timers: [String: Task<Void, Never>] = [:]
    private var finished: [String] = []

    /// A fetcher that opens links with `opener` and waits at most `timeout` for each callback.
    public init(opener: any URLOpener, timeout: Duration = DeeplinkFetcher.defaultTimeout) {
        self.opener = opener
        self.timeout = timeout
    }

    /// The number of requests waiting for a callback.
    public var pendingCount: Int { waiting.count }

    /// Opens `request`'s URL and waits for a callback that proves it comes from the wallet
    /// (`DeeplinkProtocol.proves`: it carries the request's nonce, or decrypts under `connection`).
    ///
    /// - Throws: `.openFailed` when the opener fails, `.timeout`, `.cancelled`, `.duplicateRequest` when the id is
    ///   already waiting; the answer's content is judged by `DeeplinkProtocol.complete`.
    public func fetch(
        _ request: PendingDeeplinkRequest, connection: DeeplinkConnection?, timeout: Duration? = nil
    ) async throws(WalletAdapterError) -> DeeplinkCallback {
        try await fetch(url: request.url, requestID: request.id, timeout: timeout) { callback in
            DeeplinkProtocol.proves(callback, request, connection: connection)
        }
    }

    /// Opens `url` and waits for the callback carrying `requestID` and, when the redirect link in `url` has one, its
    /// request nonce (a request built by `DeeplinkProtocol` always has one; `fetch(_:connection:timeout:)` also
    /// accepts a sealed answer that opens under the connection).
    ///
    /// - Throws: `.openFailed` when the opener fails, `.timeout`, `.cancelled`, `.duplicateRequest` when the id is
    ///   already waiting; the callback's own content is not judged here (see `DeeplinkProtocol.complete`).
    public func fetch(
        url: String, requestID: String, timeout: Duration? = nil
    ) async throws(WalletAdapterError) -> DeeplinkCallback {
        let nonce = Self.requestNonce(in: url)
        return try await fetch(url: url, requestID: requestID, timeout: timeout) { callback in
            guard let nonce else { return true }
            return callback.requestNonce.map { DeeplinkProtocol.constantTimeEqual($0, nonce) } ?? false
        }
    }

    /// The request nonce in the redirect link of a request URL, if there is one.
    static func requestNonce(in url: String) -> String? {
        guard let redirect = URLComponents(string: url)?.queryItems?.first(where: { $0.name == "redirect_link" }),
            let link = redirect.value,
            let nonce = URLComponents(string: link)?.queryItems?.first(where: {
                $0.name == DeeplinkCallback.requestNonceParameter
            })?.value
        else { return nil }
        return nonce
    }

    /// Opens `url` and waits for the callback carrying `requestID` for which `proof` holds (a callback that fails it
    /// is refused by `handleOpenURL` and the wait goes on).
    ///
    /// - Throws: `.openFailed` when the opener fails, `.timeout`, `.cancelled`, `.duplicateRequest` when the id is
    ///   already waiting; the callback's own content is not judged here (see `DeeplinkProtocol.complete`).
    public func fetch(
        url: String, requestID: String, timeout: Duration? = nil,
        proof: @escaping @Sendable (DeeplinkCallback) -> Bool
    ) async throws(WalletAdapterError) -> DeeplinkCallback {
        guard waiting[requestID] == nil else { throw .duplicateRequest(id: requestID) }
        let limit = timeout ?? self.timeout
        let result = await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                waiting[requestID] = continuation
                proofs[requestID] = proof
                if Task.isCancelled {
                    finish(requestID, .failure(.cancelled))
                    return
                }
                timers[requestID] = Task { [weak self] in
                    try? await Task.sleep(for: limit)
                    guard !Task.isCancelled else { return }
                    let seconds = Double(limit.components.seconds) + Double(limit.components.attoseconds) / 1e18
                    await self?.finish(requestID, .failure(.timeout(seconds: seconds)))
                }
                Task { await self.open(url, requestID: requestID) }
            }
        } onCancel: {
            Task { await self.finish(requestID, .failure(.cancelled)) }
        }
        return try result.get()
    }

    /// Routes a URL the app was opened with.
    ///
    /// - Returns: the request id it completed.
    /// - Throws: `.malformedCallback` for anything that is not a valid callback, `.unknownRequest` for an id
    ///   nobody is waiting for, `.requestAlreadyFinished` for a duplicate or late callback, `.unprovenCallback` for
    ///   one that does not prove it comes from the wallet (the request goes on waiting).
    @discardableResult
    public func handleOpenURL(_ url: String) throws(WalletAdapterError) -> String {
        let callback = try DeeplinkCallback(parsing: url)
        guard let proof = proofs[callback.requestID], waiting[callback.requestID] != nil else {
            if finished.contains(callback.requestID) { throw .requestAlreadyFinished(id: callback.requestID) }
            throw .unknownRequest(id: callback.requestID)
        }
        guard proof(callback) else { throw .unprovenCallback(id: callback.requestID) }
        finish(callback.requestID, .success(callback))
        return callback.requestID
    }

    /// Routes a URL the app was opened with.
    @discardableResult
    public func handleOpenURL(_ url: URL) throws(WalletAdapterError) -> String {
        try handleOpenURL(url.absoluteString)
    }

    /// Ends the wait for `requestID` with `.cancelled` (nothing when it is not waiting).
    public func cancel(requestID: String) { finish(requestID, .failure(.cancelled)) }

    /// Ends every wait with `.cancelled`.
    public func cancelAll() {
        for id in Array(waiting.keys) { finish(id, .failure(.cancelled)) }
    }

    private func open(_ url: String, requestID: String) async {
        do { try await opener.open(url) } catch {
            finish(requestID, .failure(.openFailed(String(describing: error))))
        }
    }

    /// Resumes the wait once, cancels its timer, remembers the id as finished.
    private func finish(_ requestID: String, _ result: Result<DeeplinkCallback, WalletAdapterError>) {
        guard let continuation = waiting.removeValue(forKey: requestID) else { return }
        proofs[requestID] = nil
        timers.removeValue(forKey: requestID)?.cancel()
        finished.append(requestID)
        if finished.count > Self.finishedMemory { finished.removeFirst(finished.count - Self.finishedMemory) }
        continuation.resume(returning: result)
    }
}
