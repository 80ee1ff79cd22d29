import Foundation
import SolanaCore
import SolanaRPC

/// Keeps an address's history in the store up to date: pages of getSignaturesForAddress down to the newest stored
/// signature, then the transactions in batches (one HTTP request per `transactionsPerRequest`), decoded and stored
/// oldest batch first, so an interrupted sync resumes where it stopped.
public struct HistorySync: Sendable {
    public let client: RPCClient
    public let store: any HistoryStore
    /// getTransaction calls per HTTP request.
    public var transactionsPerRequest = 100
    /// Signatures per getSignaturesForAddress page (the node's maximum is 1,000).
    public var signaturesPerPage = 1_000

    public init(client: RPCClient, store: any HistoryStore) {
        self.client = client
        self.store = store
    }

    /// What a sync did.
    public struct Report: Sendable, Equatable {
        /// Entries added to the store.
        public let added: Int
        /// HTTP requests made (each page of signatures, each batch of transactions).
        public let requests: Int
    }

    /// A page of history to show and where it came from.
    public struct Page: Sendable, Equatable {
        public let entries: [HistoryEntry]
        /// nil when the cluster answered (the cache is current); the remote error when these are cached entries.
        public let offlineReason: String?
    }

    /// Fetches and stores everything newer than the newest stored entry.
    public func sync(_ address: PublicKey) async throws(HistoryError) -> Report {
        let newest = try store.newestSignature(for: address)
        var requests = 0
        var signatures: [SignatureInfo] = []
        var before: Signature?
        while true {
            let page: [SignatureInfo]
            do {
                page = try await client.send(
                    .getSignaturesForAddress(
                        address, limit: signaturesPerPage, before: before, until: newest, commitment: .confirmed))
            } catch {
                throw .unavailable(remoteError: error.description)
            }
            requests += 1
            signatures += page
            guard page.count == signaturesPerPage, let last = page.last else { break }
            before = last.signature
        }
        // Oldest batch first: a sync cut short leaves a contiguous stored history, and the next one resumes.
        let oldestFirst = Array(signatures.reversed())
        var added = 0
        for start in stride(from: 0, to: oldestFirst.count, by: transactionsPerRequest) {
            let chunk = Array(oldestFirst[start..<min(start + transactionsPerRequest, oldestFirst.count)])
            let requestsForChunk = chunk.map {
                RPCRequest<TransactionResponse?>.getTransaction($0.signature, encoding: .base64, commitment: .confirmed)
                    .allowingResponses(upTo: RPCRequest<TransactionResponse?>.largeResponseBytes)
            }
            let results: [Result<TransactionResponse?, RPCError>]
            do { results = try await client.batch(requestsForChunk) } catch {
                throw .unavailable(remoteError: error.description)
            }
            requests += 1
            var entries: [HistoryEntry] = []
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
                    entries.append(
                        try HistoryDecoder.entry(for: address, signature: info.signature, response: response))
                } catch {
                    throw .decoding(error.description)
                }
            }
            try store.append(entries.reversed(), for: address)
            added += entries.count
        }
        return Report(added: added, requests: requests)
    }

    /// The newest `limit` entries (before `before`): synced first when the cluster answers; the stored ones, with the
    /// reason, when it does not; an error when it does not and nothing is stored.
    public func page(_ address: PublicKey, limit: Int, before: Signature? = nil) async throws(HistoryError) -> Page {
        do {
            _ = try await sync(address)
            return Page(entries: try store.entries(for: address, limit: limit, before: before), offlineReason: nil)
        } catch {
            guard case .unavailable(let remote) = error else { throw error }
            let cached = try store.entries(for: address, limit: limit, before: before)
            let anythingStored = try store.newestSignature(for: address) != nil
            guard !cached.isEmpty || anythingStored else { throw error }
            return Page(entries: cached, offlineReason: remote)
        }
    }
}
