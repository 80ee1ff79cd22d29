import Foundation
import SolanaCore
import SolanaRPC

/// Keeps an address's history in the store up to date: pages of getSignaturesForAddress, then the transactions in
/// batches (one HTTP request per `transactionsPerRequest`), decoded and stored so that what is stored stays one
/// contiguous run of the address's history. Newer entries are stored oldest batch first and older ones newest batch
/// first, so an interrupted sync leaves a contiguous run and the next one resumes where it stopped.
public struct HistorySync: Sendable {
    /// The client history is read with.
    public let client: RPCClient
    /// Where entries are kept.
    public let store: any HistoryStore
    /// getTransaction calls per HTTP request.
    public var transactionsPerRequest = 100
    /// Signatures per getSignaturesForAddress page (the node's maximum is 1,000).
    public var signaturesPerPage = 1_000
    /// How many new entries `page` fetches at most to join the stored run to the present. When more than this (or
    /// than the page's limit) are new, the stored run is replaced by the newest ones instead of fetching everything
    /// in between: a wallet opened after a long pause on a busy address must not download its whole history.
    public var newEntriesToJoin = 1_000

    /// The cluster `store` was limited to (nil until a call tells it, or when the store does not tell clusters
    /// apart).
    public private(set) var cluster: ClusterIdentity?
    /// Whether `store` is limited to the client's cluster already (or needs not be).
    var scoped = false

    /// A sync reading through `client` into `store`, with the default page and batch sizes. When the store tells
    /// clusters apart (`HistoryStore.clusterIdentities`), each call first learns the client's cluster (its genesis
    /// hash, read once per URL and remembered) and reads and writes only that cluster's history.
    public init(client: RPCClient, store: any HistoryStore) {
        self.client = client
        self.store = store
        scoped = store.clusterIdentities == nil
    }

    /// This sync with its store limited to the client's cluster (itself when the store does not tell clusters
    /// apart).
    ///
    /// - Throws: `HistoryError.unavailable` when the URL's cluster was never learned and cannot be reached (nothing
    ///   stored can be shown for an unknown cluster), `.store` when the database fails.
    public func scopedToCluster() async throws(HistoryError) -> HistorySync {
        guard !scoped, let identities = store.clusterIdentities else { return self }
        let identity: ClusterIdentity
        // Confirmed with the node when it answers: a new cluster at a known URL (a localnet restarted) never shows
        // the old one's stored history.
        do { identity = try await ClusterIdentities(store: identities).confirmed(client) } catch {
            switch error {
            case .unknown(let remote): throw .unavailable(remoteError: remote)
            case .malformed(let detail): throw .unavailable(remoteError: "getGenesisHash: \(detail)")
            case .store(let detail): throw .store(detail)
            }
        }
        var copy = HistorySync(client: client, store: store.scoped(to: identity), copying: self)
        copy.cluster = identity
        return copy
    }

    /// A sync of `store` with `other`'s settings, its store limited already.
    init(client: RPCClient, store: any HistoryStore, copying other: HistorySync) {
        self.client = client
        self.store = store
        transactionsPerRequest = other.transactionsPerRequest
        signaturesPerPage = other.signaturesPerPage
        newEntriesToJoin = other.newEntriesToJoin
        scoped = true
    }

    /// What a sync did.
    public struct Report: Sendable, Equatable {
        /// Entries added to the store.
        public let added: Int
        /// HTTP requests made (each page of signatures, each batch of transactions).
        public let requests: Int

        /// A report of `added` entries in `requests` HTTP requests.
        public init(added: Int, requests: Int) {
            self.added = added
            self.requests = requests
        }
    }

    /// A page of history to show and where it came from.
    public struct Page: Sendable, Equatable {
        /// The entries, newest first.
        public let entries: [HistoryEntry]
        /// nil when the cluster answered (the cache is current); the remote error when these are cached entries.
        public let offlineReason: String?
        /// Whether older entries exist (or may, offline) below the last one: ask for them with `before`.
        public let hasOlder: Bool

        /// A page of `entries`, cached when `offlineReason` is set, with more below when `hasOlder`.
        public init(entries: [HistoryEntry], offlineReason: String?, hasOlder: Bool) {
            self.entries = entries
            self.offlineReason = offlineReason
            self.hasOlder = hasOlder
        }
    }

    /// Fetches and stores everything newer than the newest stored entry (the whole history the first time).
    public func sync(_ address: PublicKey) async throws(HistoryError) -> Report {
        try await sync(address, atMost: nil)
    }

    /// Fetches and stores what is newer than the newest stored entry, at most `atMost` entries (nil: all). When more
    /// than `atMost` are new, the stored run could not join them, so it is replaced by the newest `atMost`.
    public func sync(_ address: PublicKey, atMost: Int?) async throws(HistoryError) -> Report {
        guard scoped else { return try await scopedToCluster().sync(address, atMost: atMost) }
        let cap = atMost.map { max(1, $0) }
        let newest = try store.newestSignature(for: address)
        var requests = 0
        var signatures: [SignatureInfo] = []
        var before: Signature?
        var reachedEnd = false
        while true {
            // One more than the cap, to tell a gap from an exact fit.
            let limit = cap.map { min(signaturesPerPage, $0 + 1 - signatures.count) } ?? signaturesPerPage
            let page = try await signaturePage(address, limit: limit, before: before, until: newest)
            requests += 1
            signatures += page
            if page.count < limit {
                reachedEnd = true
                break
            }
            if let cap, signatures.count > cap { break }
            before = page.last?.signature
        }
        var replacing = false
        if let cap, signatures.count > cap {
            signatures.removeLast(signatures.count - cap)
            replacing = newest != nil
        }
        if replacing { try store.removeAll(for: address) }
        // Oldest batch first: a sync cut short leaves a contiguous stored history, and the next one resumes.
        let oldestFirst = Array(signatures.reversed())
        var added = 0
        for chunk in batches(oldestFirst) {
            let entries = try await transactions(chunk, of: address)
            requests += 1
            try store.append(entries.reversed(), for: address)
            added += entries.count
        }
        // Nothing was stored before and the node listed everything: the stored run starts at the first transaction.
        if newest == nil && reachedEnd { try store.setReachesFirstTransaction(true, for: address) }
        return Report(added: added, requests: requests)
    }

    /// Fetches and stores up to `count` entries older than the oldest stored one (nothing when the stored run reaches
    /// the first transaction already).
    public func syncOlder(_ address: PublicKey, count: Int) async throws(HistoryError) -> Report {
        guard scoped else { return try await scopedToCluster().syncOlder(address, count: count) }
        guard count > 0, try !store.reachesFirstTransaction(address) else { return Report(added: 0, requests: 0) }
        guard let oldest = try store.oldestSignature(for: address) else {
            return try await sync(address, atMost: count)
        }
        var requests = 0
        var signatures: [SignatureInfo] = []
        var before = oldest
        var reachedEnd = false
        while signatures.count < count {
            let limit = min(signaturesPerPage, count - signatures.count)
            let page = try await signaturePage(address, limit: limit, before: before, until: nil)
            requests += 1
            signatures += page
            guard page.count == limit, let last = page.last else {
                reachedEnd = true
                break
            }
            before = last.signature
        }
        // Newest batch first: each batch joins the stored run from below, so a fetch cut short leaves it contiguous.
        var added = 0
        for chunk in batches(signatures) {
            let entries = try await transactions(chunk, of: address)
            requests += 1
            try store.appendOlder(entries, for: address)
            added += entries.count
        }
        if reachedEnd { try store.setReachesFirstTransaction(true, for: address) }
        return Report(added: added, requests: requests)
    }

    /// The newest `limit` entries (older than `before` when given). Online: the stored run is joined to the present
    /// (at most `newEntriesToJoin` new entries, else replaced), extended downwards when it holds fewer than `limit`
    /// below `before`, and the page read from it; a `before` outside the stored run is read from the node for this
    /// page only. Offline: the stored entries with the reason; an error when nothing is stored.
    public func page(_ address: PublicKey, limit: Int, before: Signature? = nil) async throws(HistoryError) -> Page {
        guard scoped else { return try await scopedToCluster().page(address, limit: limit, before: before) }
        let limit = max(1, limit)
        var offlineReason: String?
        do {
            _ = try await sync(address, atMost: max(limit, newEntriesToJoin))
            if let before, try store.entry(before, for: address) == nil {
                return try await unstoredPage(address, limit: limit, before: before)
            }
            let stored = try store.entries(for: address, limit: limit, before: before)
            if stored.count < limit { _ = try await syncOlder(address, count: limit - stored.count) }
        } catch {
            guard case .unavailable(let remote) = error else { throw error }
            offlineReason = remote
        }
        if let offlineReason, try store.newestSignature(for: address) == nil {
            throw .unavailable(remoteError: offlineReason)
        }
        if let before, try store.entry(before, for: address) == nil {
            throw .notStored(before)
        }
        let entries = try store.entries(for: address, limit: limit, before: before)
        let reachesFirst = try store.reachesFirstTransaction(address)
        let oldest = try store.oldestSignature(for: address)
        let hasOlder = !reachesFirst || (entries.last.map { $0.signature != oldest } ?? false)
        return Page(entries: entries, offlineReason: offlineReason, hasOlder: hasOlder)
    }

    /// History older than a signature that is not stored, read from the node and not stored (it could not join the
    /// stored run).
    func unstoredPage(_ address: PublicKey, limit: Int, before: Signature) async throws(HistoryError) -> Page {
        var signatures: [SignatureInfo] = []
        var cursor = before
        var hasOlder = true
        while signatures.count < limit {
            let want = min(signaturesPerPage, limit - signatures.count)
            let page = try await signaturePage(address, limit: want, before: cursor, until: nil)
            signatures += page
            guard page.count == want, let last = page.last else {
                hasOlder = false
                break
            }
            cursor = last.signature
        }
        var entries: [HistoryEntry] = []
        for chunk in batches(signatures) {
            entries += try await transactions(chunk, of: address)
        }
        return Page(entries: entries, offlineReason: nil, hasOlder: hasOlder)
    }

    // MARK: Requests

    func signaturePage(
        _ address: PublicKey, limit: Int, before: Signature?, until: Signature?
    ) async throws(HistoryError) -> [SignatureInfo] {
        do {
            return try await client.send(
                .getSignaturesForAddress(address, limit: limit, before: before, until: until, commitment: .confirmed))
        } catch {
            throw .unavailable(remoteError: error.description)
        }
    }

    /// `signatures` in runs of `transactionsPerRequest`, in order.
    func batches(_ signatures: [SignatureInfo]) -> [[SignatureInfo]] {
        let size = max(1, transactionsPerRequest)
        return stride(from: 0, to: signatures.count, by: size).map {
            Array(signatures[$0..<min($0 + size, signatures.count)])
        }
    }

    /// The decoded entries of `chunk`'s transactions, in `chunk`'s order, from one batched request.
    func transactions(_ chunk: [SignatureInfo], of address: PublicKey) async throws(HistoryError) -> [HistoryEntry] {
        let requests = chunk.map {
            RPCRequest<TransactionResponse?>.getTransaction($0.signature, encoding: .base64, commitment: .confirmed)
                .allowingResponses(upTo: RPCRequest<TransactionResponse?>.largeResponseBytes)
        }
        let results: [Result<TransactionResponse?, RPCError>]
        do { results = try await client.batch(requests) } catch {
            throw .unavailable(remoteError: error.description)
        }
        var entries: [HistoryEntry] = []
        entries.reserveCapacity(chunk.count)
        for (info, result) in zip(chunk, results) {
            let response: TransactionResponse?
            switch result {
            case .success(let value): response = value
            case .failure(let error): throw .unavailable(remoteError: "getTransaction \(info.signature): \(error)")
            }
            guard let response else {
                throw .unavailable(remoteError: "the node does not have transaction \(info.signature) yet")
            }
            do {
                entries.append(try HistoryDecoder.entry(for: address, signature: info.signature, response: response))
            } catch {
                throw .decoding(error.description)
            }
        }
        return entries
    }
}
