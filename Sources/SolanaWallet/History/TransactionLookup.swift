import Foundation
import SolanaCore
import SolanaRPC
import SolanaTransactions

/// One confirmed transaction as a wallet shows it: the transaction, every account's SOL before and after, its logs,
/// and what it did from one address's side (`entry`).
public struct TransactionRecord: Sendable {
    /// One account's SOL before and after.
    public struct BalanceChange: Sendable, Equatable {
        /// The account.
        public let account: PublicKey
        /// Lamports before the transaction.
        public let before: UInt64
        /// Lamports after it.
        public let after: UInt64
    }

    /// The node's answer.
    public let response: TransactionResponse
    /// The transaction, decoded from its wire bytes.
    public let transaction: Transaction
    /// Every account of the transaction: the message's, then those loaded from lookup tables (writable, read-only).
    public let accountKeys: [PublicKey]
    /// Each account's SOL before and after, in `accountKeys` order.
    public let balances: [BalanceChange]
    /// The address whose side `entry` describes.
    public let side: PublicKey
    /// What the transaction did from `side`'s side: direction, SOL and token changes, counterparty, memo.
    public let entry: HistoryEntry
    /// The program logs (empty when the node kept none). Outside text: sanitize before printing.
    public let logs: [String]
    /// The Solana Explorer page of the transaction on the cluster it was read from.
    public let explorerURL: String
    /// The lookup tables of a v0 transaction as it read them, rebuilt from the addresses the node says it loaded
    /// (`MessageV0.lookupTables(loaded:)`): what decodes its instructions (`TransactionReport(_:lookupTables:)`,
    /// `decompiledInstructions(lookupTables:)`) even after a table changed or closed. Empty for legacy and v1.
    public let lookupTables: [AddressLookupTableAccount]
    /// The instructions the programs invoked (`meta.innerInstructions`), by top-level instruction; empty when the
    /// node sent none. What `emit_cpi!` events are read from (`RegisteredPrograms.events(in:)`).
    public let innerInstructions: [InnerInstructionGroup]

    /// The fee payer (the first account).
    public var feePayer: PublicKey? { accountKeys.first }

    /// The programs of the instructions, in order (lookup-table accounts resolved).
    public var programIds: [PublicKey] {
        transaction.message.instructions.map { compiled in
            let index = Int(compiled.programIdIndex)
            return index < accountKeys.count ? accountKeys[index] : .systemProgram
        }
    }

    /// The runtime's error with its custom program error explained ("instruction 2 (spl-token): custom program
    /// error 0x1 (InsufficientFunds: …)", named by `naming` first, then the built-in tables); nil when it succeeded.
    public func failure(naming: (any ProgramErrorNaming)? = nil) -> String? {
        response.meta?.err.map { ProgramErrorExplanation.text($0, programIds: programIds, logs: logs, naming: naming) }
    }
}

/// Why a transaction could not be looked up.
public enum TransactionLookupError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The cluster does not know the signature.
    case notFound(Signature, cluster: String)
    /// The node's answer cannot be read (no metadata, no wire bytes, balances that do not match the accounts, inner
    /// instructions that do not read).
    case malformed(Signature, String)
    /// The cluster could not be asked.
    case network(String)

    /// What went wrong and what to do, in one sentence.
    public var description: String {
        switch self {
        case .notFound(let signature, let cluster):
            return "transaction \(signature) is not known to \(cluster) (not confirmed yet, or on another cluster)"
        case .malformed(let signature, let reason): return "the node's answer for \(signature) is unusable: \(reason)"
        case .network(let detail): return detail
        }
    }
}

/// Looks up one transaction (`getTransaction`, base64, confirmed) and reads it from one address's side.
public struct TransactionLookup: Sendable {
    /// The cluster it reads.
    public let client: RPCClient
    /// The commitment it reads at.
    public var commitment: Commitment = .confirmed

    /// A lookup on `client`'s cluster.
    public init(client: RPCClient) { self.client = client }

    /// The transaction `signature` from the side of `address`; without one, of the first of its accounts among
    /// `own` (the wallet's accounts), else of the fee payer.
    public func record(_ signature: Signature, address: PublicKey? = nil, own: [PublicKey] = [])
        async throws(TransactionLookupError) -> TransactionRecord
    {
        let fetched: TransactionResponse?
        do {
            fetched = try await client.send(.getTransaction(signature, encoding: .base64, commitment: commitment))
        } catch { throw .network(error.description) }
        guard let response = fetched else {
            throw .notFound(signature, cluster: client.cluster.description)
        }
        return try Self.record(signature, response: response, address: address, own: own, cluster: client.cluster)
    }

    /// The transaction `signature` read from the node's `getTransaction` answer (`response`, any encoding with wire
    /// bytes: base64 or base58) from the side of `address` (else the first of `own` among its accounts, else the fee
    /// payer), as `record(_:address:own:)` reads it from `cluster`.
    public static func record(
        _ signature: Signature, response: TransactionResponse, address: PublicKey? = nil, own: [PublicKey] = [],
        cluster: Cluster
    ) throws(TransactionLookupError) -> TransactionRecord {
        guard let meta = response.meta else { throw .malformed(signature, "no metadata") }
        let decoded: Transaction?
        do { decoded = try response.decodedTransaction() } catch {
            throw .malformed(signature, "its wire bytes do not decode: \(error)")
        }
        guard let transaction = decoded else { throw .malformed(signature, "no wire bytes") }
        let keys =
            transaction.message.staticAccountKeys + (meta.loadedAddresses?.writable ?? [])
            + (meta.loadedAddresses?.readonly ?? [])
        guard meta.preBalances.count == keys.count, meta.postBalances.count == keys.count else {
            throw .malformed(
                signature,
                "\(meta.preBalances.count) and \(meta.postBalances.count) balances for \(keys.count) accounts")
        }
        var tables: [AddressLookupTableAccount] = []
        if case .v0(let message) = transaction.message, !message.addressTableLookups.isEmpty {
            let loaded = LoadedAddresses(
                writable: meta.loadedAddresses?.writable ?? [], readonly: meta.loadedAddresses?.readonly ?? [])
            do { tables = try message.lookupTables(loaded: loaded) } catch {
                throw .malformed(signature, error.description)
            }
        }
        let inner: [InnerInstructionGroup]
        do { inner = try meta.innerInstructionGroups(accountKeys: keys) ?? [] } catch {
            throw .malformed(signature, error.description)
        }
        let side = address ?? keys.first(where: own.contains) ?? keys.first ?? .systemProgram
        let entry: HistoryEntry
        do { entry = try HistoryDecoder.entry(for: side, signature: signature, response: response) } catch {
            throw .malformed(signature, error.description)
        }
        let balances = zip(keys, zip(meta.preBalances, meta.postBalances)).map {
            TransactionRecord.BalanceChange(account: $0, before: $1.0, after: $1.1)
        }
        return TransactionRecord(
            response: response, transaction: transaction, accountKeys: keys, balances: balances, side: side,
            entry: entry, logs: meta.logMessages ?? [],
            explorerURL: cluster.explorerURL(transaction: signature), lookupTables: tables,
            innerInstructions: inner)
    }
}
