import SolanaCore
import SolanaTransactions

/// A `Wallet` over the deeplink protocol, for any wallet of the Phantom family (a `DeeplinkWalletConfiguration`).
///
/// Each call builds the sealed request (`DeeplinkProtocol`), opens it through the `DeeplinkFetcher` and checks the
/// answer. Connection changes are reported to `onChange` (the `WalletConnectionManager` persists them).
public actor DeeplinkWallet: Wallet {
    /// The wallet's configuration.
    public nonisolated let configuration: DeeplinkWalletConfiguration
    /// The app identity sent on connect.
    public nonisolated let appURL: String
    /// Where the wallet redirects its answers (no query; the request id is added).
    public nonisolated let redirectLink: String
    /// The cluster asked for.
    public nonisolated let cluster: String
    private let fetcher: DeeplinkFetcher
    private let onChange: @Sendable (DeeplinkConnection?, DeeplinkConnection?) async throws(WalletAdapterError) -> Void
    /// The current connection.
    public private(set) var connection: DeeplinkConnection?

    /// A wallet, connected already when `connection` is given (recovered from storage).
    ///
    /// - Parameters:
    ///   - configuration: the wallet app (Phantom, Solflare, Backpack) and its deeplink base URL.
    ///   - appURL: this app's URL, which the wallet shows and uses for its icon.
    ///   - redirectLink: the link the wallet opens with its answer (this app's URL scheme).
    ///   - cluster: the cluster asked for (mainnet-beta, devnet, testnet).
    ///   - fetcher: sends the requests and waits for the matching callbacks.
    ///   - connection: a stored connection to resume, or nil to start disconnected.
    ///   - onChange: called with (old, new) after a connect or disconnect, before it returns.
    public init(
        configuration: DeeplinkWalletConfiguration, appURL: String, redirectLink: String, cluster: String,
        fetcher: DeeplinkFetcher, connection: DeeplinkConnection? = nil,
        onChange:
            @escaping @Sendable (DeeplinkConnection?, DeeplinkConnection?) async throws(WalletAdapterError) ->
            Void = { _, _ in }
    ) {
        self.configuration = configuration
        self.appURL = appURL
        self.redirectLink = redirectLink
        self.cluster = cluster
        self.fetcher = fetcher
        self.connection = connection
        self.onChange = onChange
    }

    /// The connected account, or nil when there is no connection.
    public var publicKey: PublicKey? { connection?.publicKey }

    /// Asks the wallet to connect and keeps the session; returns the account it shares.
    ///
    /// - Throws: `WalletAdapterError`: the wallet's refusal (`.userRejected`, …), a bad callback, a timeout or
    ///   cancellation, or a storage failure reported by `onChange`.
    public func connect() async throws(WalletAdapterError) -> PublicKey {
        let request = try DeeplinkProtocol.connect(
            wallet: configuration, appURL: appURL, redirectLink: redirectLink, cluster: cluster)
        guard case .connected(let new) = try await run(request, connection: nil) else {
            throw .malformedResponse("connect gave no connection")
        }
        let old = connection
        try await onChange(old, new)
        connection = new
        return new.publicKey
    }

    /// Asks the wallet to end the session, then forgets the connection (also when the wallet says it is gone).
    public func disconnect() async throws(WalletAdapterError) {
        let current = try connected()
        let request = try DeeplinkProtocol.disconnect(current, redirectLink: redirectLink)
        do throws(WalletAdapterError) {
            _ = try await run(request, connection: current)
        } catch {
            switch error {
            case .disconnected, .unauthorized: break  // the wallet has forgotten us already
            default: throw error
            }
        }
        try await onChange(current, nil)
        connection = nil
    }

    /// The transaction, signed by the connected account (same message, signature verified).
    ///
    /// - Throws: `WalletAdapterError.notConnected` without a connection, `.responseMismatch` when the wallet returns
    ///   another transaction or a bad signature, or the wallet's refusal.
    public func signTransaction(_ transaction: Transaction) async throws(WalletAdapterError) -> Transaction {
        let current = try connected()
        let request = try DeeplinkProtocol.signTransaction(transaction, current, redirectLink: redirectLink)
        guard case .signedTransactions(let signed) = try await run(request, connection: current), signed.count == 1
        else { throw .malformedResponse("signTransaction gave no transaction") }
        return signed[0]
    }

    /// Every transaction, signed by the connected account, in the order given.
    ///
    /// - Throws: `WalletAdapterError.notConnected` without a connection, `.responseMismatch` when an answer does not
    ///   match what was asked, or the wallet's refusal.
    public func signAllTransactions(_ transactions: [Transaction]) async throws(WalletAdapterError) -> [Transaction] {
        let current = try connected()
        let request = try DeeplinkProtocol.signAllTransactions(transactions, current, redirectLink: redirectLink)
        guard case .signedTransactions(let signed) = try await run(request, connection: current) else {
            throw .malformedResponse("signAllTransactions gave no transactions")
        }
        return signed
    }

    /// The connected account's signature of `message` (verified), shown by the wallet as `display` says.
    ///
    /// - Throws: `WalletAdapterError.notConnected` without a connection, `.responseMismatch` when the signature does
    ///   not verify, or the wallet's refusal.
    public func signMessage(_ message: [UInt8], display: MessageDisplay) async throws(WalletAdapterError) -> Signature {
        let current = try connected()
        let request = try DeeplinkProtocol.signMessage(message, display: display, current, redirectLink: redirectLink)
        guard case .signature(let signature) = try await run(request, connection: current) else {
            throw .malformedResponse("signMessage gave no signature")
        }
        return signature
    }

    /// Has the wallet sign and send the transaction; returns its signature (only wallets that still offer it).
    ///
    /// - Throws: `WalletAdapterError.notConnected` without a connection, `.unsupportedMethod` when the wallet's
    ///   configuration does not list the method (Phantom no longer offers it), or the wallet's refusal.
    public func signAndSendTransaction(_ transaction: Transaction) async throws(WalletAdapterError) -> Signature {
        let current = try connected()
        let request = try DeeplinkProtocol.signAndSendTransaction(transaction, current, redirectLink: redirectLink)
        guard case .signature(let signature) = try await run(request, connection: current) else {
            throw .malformedResponse("signAndSendTransaction gave no signature")
        }
        return signature
    }

    private func connected() throws(WalletAdapterError) -> DeeplinkConnection {
        guard let connection else { throw .notConnected }
        return connection
    }

    private func run(
        _ request: PendingDeeplinkRequest, connection: DeeplinkConnection?
    ) async throws(WalletAdapterError) -> DeeplinkResult {
        let callback = try await fetcher.fetch(request, connection: connection)
        return try DeeplinkProtocol.complete(request, callback: callback, connection: connection)
    }
}
