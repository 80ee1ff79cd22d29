import Foundation
import SolanaCore
import SolanaRPC
import SolanaTransactions

/// A SOL transfer asked of a connected wallet, kept with its request until the wallet signs it: where and what to
/// send once the signed transaction comes back.
public struct DeeplinkTransferPlan: Codable, Sendable, Equatable {
    /// The cluster's RPC URL the transfer is sent through.
    public let rpcURL: String
    /// The last block height at which the transaction's blockhash is valid.
    public let lastValidBlockHeight: UInt64
    /// The recipient (base58).
    public let to: String
    /// The amount in lamports.
    public let lamports: UInt64

    /// A plan for `lamports` to `to` through `rpcURL`, valid until `lastValidBlockHeight`.
    public init(rpcURL: String, lastValidBlockHeight: UInt64, to: String, lamports: UInt64) {
        self.rpcURL = rpcURL
        self.lastValidBlockHeight = lastValidBlockHeight
        self.to = to
        self.lamports = lamports
    }
}

/// What a completed request gave.
public enum DeeplinkCompletion: Sendable {
    /// A new connection, stored (with the redirect link its later requests use).
    case connected(DeeplinkConnection)
    /// A message's signature, verified against the connected account.
    case signature(Signature)
    /// Transactions signed by the connected account (each one is exactly the one asked).
    case signedTransactions([Transaction])
    /// A SOL transfer signed by the wallet, to send with `DeeplinkRequests.send(_:plan:)`.
    case signedTransfer(Transaction, DeeplinkTransferPlan)
    /// The wallet ended the session (its keys here were erased when it was asked).
    case disconnected
}

/// Why a deeplink transfer could not be asked or sent.
public enum DeeplinkTransferError: Error, Sendable, CustomStringConvertible {
    /// The adapter refused (the amount, the connection, the link's size, the store).
    case adapter(WalletAdapterError)
    /// The cluster could not be read or did not take the transaction.
    case rpc(RPCClientError)
    /// The stored plan's cluster URL is not valid (a damaged store).
    case invalidPlan(String)

    /// What went wrong, in words.
    public var description: String {
        switch self {
        case .adapter(let error): return error.description
        case .rpc(let error): return error.description
        case .invalidPlan(let reason): return "the stored transfer is invalid: \(reason)"
        }
    }
}

/// The two-step deeplink lifecycle of an app that cannot wait for the wallet's answer in the same process (a CLI,
/// a server, an app the system may kill while the wallet is open): each request is kept, encrypted, until the URL
/// the wallet redirects to comes back, which may be in another process. The records live in the manager's
/// `AdapterRecordStore`: `pending-ID` (the request and, for a transfer, its plan), `done-ID` (a finished request,
/// so a replayed callback is told so), `extras-CONNECTION` (the redirect link given at connect).
public struct DeeplinkRequests: Sendable {
    /// The connections and the encrypted record store.
    public let manager: WalletConnectionManager

    /// The lifecycle over `manager`'s connections and records.
    public init(manager: WalletConnectionManager) { self.manager = manager }

    private var records: AdapterRecordStore { manager.records }

    struct Pending: Codable {
        let request: PendingDeeplinkRequest
        let send: DeeplinkTransferPlan?
    }

    struct Extras: Codable {
        let redirectLink: String
    }

    // MARK: Asking

    /// A connect request to `wallet`, kept until its callback.
    public func connect(
        wallet: DeeplinkWalletConfiguration, appURL: String, redirectLink: String, cluster: String
    ) async throws(WalletAdapterError) -> PendingDeeplinkRequest {
        let request = try DeeplinkProtocol.connect(
            wallet: wallet, appURL: appURL, redirectLink: redirectLink, cluster: cluster)
        try await keep(request, plan: nil)
        return request
    }

    /// A signMessage request through `connection`, kept until its callback; `redirectLink` nil uses the one given at
    /// connect.
    public func signMessage(
        _ message: [UInt8], display: MessageDisplay, connection: DeeplinkConnection, redirectLink: String? = nil
    ) async throws(WalletAdapterError) -> PendingDeeplinkRequest {
        let link = try await self.redirectLink(for: connection, explicit: redirectLink)
        let request = try DeeplinkProtocol.signMessage(message, display: display, connection, redirectLink: link)
        try await keep(request, plan: nil)
        return request
    }

    /// A signTransaction request for a transfer of `lamports` from the connected account to `recipient`, with a
    /// blockhash read from `client`'s cluster; kept with its plan until its callback.
    public func signTransfer(
        _ lamports: UInt64, to recipient: PublicKey, connection: DeeplinkConnection, client: RPCClient,
        redirectLink: String? = nil
    ) async throws(DeeplinkTransferError) -> (request: PendingDeeplinkRequest, plan: DeeplinkTransferPlan) {
        guard lamports > 0 else { throw .adapter(.invalidArgument("the amount must be more than 0")) }
        let link: String
        do { link = try await self.redirectLink(for: connection, explicit: redirectLink) } catch {
            throw .adapter(error)
        }
        let latest: LatestBlockhash
        do { latest = try await client.send(.getLatestBlockhash()).value } catch { throw .rpc(error) }
        let transaction: Transaction
        do {
            transaction = try Transaction(
                feePayer: connection.publicKey, blockhash: latest.blockhash,
                instructions: [SystemProgram.transfer(from: connection.publicKey, to: recipient, lamports: lamports)])
        } catch { throw .adapter(.invalidArgument("\(error)")) }
        let plan = DeeplinkTransferPlan(
            rpcURL: client.cluster.url.absoluteString, lastValidBlockHeight: latest.lastValidBlockHeight,
            to: recipient.base58, lamports: lamports)
        do {
            let request = try DeeplinkProtocol.signTransaction(transaction, connection, redirectLink: link)
            try await keep(request, plan: plan)
            return (request, plan)
        } catch { throw .adapter(error) }
    }

    /// Erases `connection` here at once (no later request can use it) and returns the request that asks the wallet
    /// to end its session too.
    public func disconnect(
        _ connection: DeeplinkConnection, redirectLink: String? = nil
    ) async throws(WalletAdapterError) -> PendingDeeplinkRequest {
        let link = try await self.redirectLink(for: connection, explicit: redirectLink)
        let request = try DeeplinkProtocol.disconnect(connection, redirectLink: link)
        try await manager.erase(id: connection.id)
        _ = try await records.delete(name: "extras-" + connection.id)
        try await keep(request, plan: nil)
        return request
    }

    private func keep(_ request: PendingDeeplinkRequest, plan: DeeplinkTransferPlan?) async throws(WalletAdapterError) {
        try await records.put(Pending(request: request, send: plan), name: "pending-" + request.id)
    }

    // MARK: Connections

    /// The stored connections.
    public func connections() async throws(WalletAdapterError) -> [DeeplinkConnection] { try await manager.recover() }

    /// The connection `choice` names (its id, a prefix of it, or the wallet's id), or the only one when `choice` is
    /// nil. Throws `.notConnected` when there is none, `.invalidArgument` when none or several match.
    public func connection(matching choice: String?) async throws(WalletAdapterError) -> DeeplinkConnection {
        let all = try await manager.recover()
        guard !all.isEmpty else { throw .notConnected }
        let matching = all.filter { connection in
            guard let choice else { return true }
            return connection.id.hasPrefix(choice.lowercased()) || connection.wallet.id == choice.lowercased()
        }
        guard let first = matching.first else { throw .invalidArgument("no connection matches '\(choice ?? "")'") }
        guard matching.count == 1 else {
            throw .invalidArgument("\(matching.count) connections match; choose one by its id")
        }
        return first
    }

    /// `explicit`, else the redirect link given when `connection` was made.
    public func redirectLink(
        for connection: DeeplinkConnection, explicit: String? = nil
    ) async throws(WalletAdapterError) -> String {
        if let explicit { return explicit }
        if let extras = try await records.get(Extras.self, name: "extras-" + connection.id) {
            return extras.redirectLink
        }
        throw .invalidArgument("no redirect link is stored for this connection; give one")
    }

    /// The ids of the requests waiting for their callback.
    public func pendingRequestIDs() async -> [String] {
        await records.names().filter { $0.hasPrefix("pending-") }.map { String($0.dropFirst(8)) }.sorted()
    }

    /// The request `id` waiting for its callback, if any.
    public func pendingRequest(id: String) async throws(WalletAdapterError) -> PendingDeeplinkRequest? {
        try await records.get(Pending.self, name: "pending-" + id)?.request
    }

    // MARK: Completing

    /// Completes the waiting request that `callback` answers.
    ///
    /// Only the wallet's own answer closes a request: a callback that does not prove it comes from the wallet (a
    /// forged error or disconnect) throws `.unprovenCallback` and leaves the request waiting. The wallet's error
    /// closes it and is thrown; a request finished before throws `.requestAlreadyFinished`, an unknown one
    /// `.unknownRequest`. A connect answer stores the connection (and the redirect link its requests use).
    public func complete(_ callback: DeeplinkCallback) async throws(WalletAdapterError) -> (
        request: PendingDeeplinkRequest, completion: DeeplinkCompletion
    ) {
        let pendingName = "pending-" + callback.requestID
        let doneName = "done-" + callback.requestID
        guard let pending = try await records.get(Pending.self, name: pendingName) else {
            if try await records.get(Extras.self, name: doneName) != nil {
                throw .requestAlreadyFinished(id: callback.requestID)
            }
            throw .unknownRequest(id: callback.requestID)
        }
        let request = pending.request
        var connection: DeeplinkConnection?
        // A disconnect erased its connection when it was asked: its answer proves itself by the request nonce.
        if let id = request.connectionID, request.method != .disconnect {
            connection = try await manager.load(id: id)
        }
        guard DeeplinkProtocol.proves(callback, request, connection: connection) else {
            throw .unprovenCallback(id: request.id)
        }
        func finish() async throws(WalletAdapterError) {
            try await records.put(Extras(redirectLink: ""), name: doneName)
            _ = try await records.delete(name: pendingName)
        }
        if let error = callback.error {
            try await finish()
            throw error
        }
        if request.method == .disconnect {
            guard callback.outcome == .empty else {
                throw .malformedResponse("a disconnect answer carries no data, but this one does")
            }
            try await finish()
            return (request, .disconnected)
        }
        let result = try DeeplinkProtocol.complete(request, callback: callback, connection: connection)
        let completion: DeeplinkCompletion
        switch result {
        case .connected(let new):
            try await manager.save(new)
            try await records.put(Extras(redirectLink: request.redirectLink), name: "extras-" + new.id)
            completion = .connected(new)
        case .signature(let signature): completion = .signature(signature)
        case .signedTransactions(let transactions):
            if let plan = pending.send, transactions.count == 1 {
                completion = .signedTransfer(transactions[0], plan)
            } else {
                completion = .signedTransactions(transactions)
            }
        case .disconnected: completion = .disconnected
        }
        try await finish()
        return (request, completion)
    }

    /// Sends a transfer the wallet signed through its plan's cluster and waits for `confirmed` (at most
    /// `timeout`): confirmed, failed, or expired (then it can never land and may be asked again).
    public static func send(
        _ transaction: Transaction, plan: DeeplinkTransferPlan, timeout: Duration = .seconds(30)
    ) async throws(DeeplinkTransferError) -> (cluster: Cluster, outcome: ConfirmationOutcome) {
        let cluster: Cluster
        do { cluster = try Cluster(parsing: plan.rpcURL) } catch { throw .invalidPlan("\(plan.rpcURL): \(error)") }
        var configuration = RPCClient.Configuration(commitment: .confirmed)
        configuration.overallTimeout = timeout
        let client = RPCClient(cluster: cluster, configuration: configuration)
        do {
            return (
                cluster, try await client.sendAndConfirm(transaction, lastValidBlockHeight: plan.lastValidBlockHeight)
            )
        } catch { throw .rpc(error) }
    }
}
