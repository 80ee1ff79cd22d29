import Foundation
import GRDB
import SolanaCore
import SolanaRPC
import SolanaTransactions

/// A signed transaction a flow sent (or was about to send), as the journal keeps it.
public struct SentTransaction: Sendable, Equatable {
    /// Where it stands.
    public enum State: String, Sendable, Codable, CaseIterable {
        /// Written before it was sent; its fate is not known yet (the process may have ended mid-send).
        case pending
        /// Confirmed on the cluster.
        case landed
        /// Landed and failed (the fee was charged).
        case failed
        /// Its blockhash expired and the cluster has no record of it: it can never land.
        case expired
        /// The node's simulation refused it before it was sent (preflight): it was never sent.
        case refused
    }

    /// Its signature (the fee payer's).
    public let signature: Signature
    /// The account that pays its fee: the sender.
    public let feePayer: PublicKey
    /// Its signed wire bytes: what is sent again, unchanged, to settle it (a signed transaction is public once
    /// sent; the journal holds no secret).
    public let wire: [UInt8]
    /// The last block height its blockhash is valid at; `UInt64.max` for a durable nonce.
    public let lastValidBlockHeight: UInt64
    /// When it was written.
    public let sentAt: Date
    /// Where it stands.
    public let state: State

    /// A journal entry.
    public init(
        signature: Signature, feePayer: PublicKey, wire: [UInt8], lastValidBlockHeight: UInt64, sentAt: Date,
        state: State
    ) {
        self.signature = signature
        self.feePayer = feePayer
        self.wire = wire
        self.lastValidBlockHeight = lastValidBlockHeight
        self.sentAt = sentAt
        self.state = state
    }

    /// The entry of a signed `transaction` (its signature, fee payer and wire bytes), valid until
    /// `lastValidBlockHeight`.
    ///
    /// - Throws: `TransactionError` when it has no signature or cannot be serialized.
    public init(
        _ transaction: Transaction, lastValidBlockHeight: UInt64, sentAt: Date = Date(), state: State = .pending
    ) throws(TransactionError) {
        guard let signature = transaction.id else { throw .missingSignatures([transaction.message.feePayer]) }
        self.init(
            signature: signature, feePayer: transaction.message.feePayer, wire: try transaction.serialize(),
            lastValidBlockHeight: lastValidBlockHeight, sentAt: sentAt, state: state)
    }
}

/// Where a `SendFlow` writes each transaction before it sends it, and its fate once known, so that a process that
/// ends mid-send (a crash, an interrupt, a dashboard restarted) leaves a trace: the next run settles it
/// (`SendFlow.settlePending`) before the same payment can be made again, and a payment is never made twice because
/// the first one's fate was forgotten.
public protocol SentTransactionJournal: Sendable {
    /// Writes `transaction` as pending (replacing an entry with its signature).
    func record(_ transaction: SentTransaction) throws(WalletStoreError)
    /// Sets the state of the entry with `signature` (nothing when there is none).
    func settle(_ signature: Signature, as state: SentTransaction.State) throws(WalletStoreError)
    /// The pending entries, oldest first; only `feePayer`'s when given.
    func pending(feePayer: PublicKey?) throws(WalletStoreError) -> [SentTransaction]
}

/// `SentTransactionJournal` in the wallet database, for one cluster (its genesis hash): a transaction sent on one
/// cluster is never settled against another.
public struct SQLiteSentTransactionJournal: SentTransactionJournal {
    let database: WalletDatabase
    /// The cluster whose transactions this journal holds.
    public let cluster: ClusterIdentity
    /// Settled entries older than this are forgotten when a new one is written (pending ones never are).
    public var keepSettled: TimeInterval = 30 * 86_400

    /// The journal of `cluster`'s transactions in `database`'s `sentTransaction` table.
    public init(database: WalletDatabase, cluster: ClusterIdentity) {
        self.database = database
        self.cluster = cluster
    }

    /// The journal in `database` of the cluster `client` reads (the remembered identity of its URL, else asked
    /// once); nil when the cluster cannot be told (its node never read and unreachable now: nothing can be sent then
    /// either).
    public static func of(_ client: RPCClient, in database: WalletDatabase) async -> SQLiteSentTransactionJournal? {
        guard let cluster = try? await ClusterIdentities(database: database).identity(of: client) else { return nil }
        return SQLiteSentTransactionJournal(database: database, cluster: cluster)
    }

    /// Writes `transaction` as pending, and forgets settled entries older than `keepSettled`.
    ///
    /// - Throws: `WalletStoreError.database` when the database fails.
    public func record(_ transaction: SentTransaction) throws(WalletStoreError) {
        do {
            try database.pool.write { db in
                try db.execute(
                    sql: """
                        INSERT OR REPLACE INTO sentTransaction
                        (genesisHash, signature, feePayer, wire, lastValidBlockHeight, sentAt, state)
                        VALUES (?, ?, ?, ?, ?, ?, ?)
                        """,
                    arguments: [
                        cluster.genesisHash.base58, transaction.signature.base58, transaction.feePayer.base58,
                        Data(transaction.wire), String(transaction.lastValidBlockHeight),
                        transaction.sentAt.timeIntervalSince1970, transaction.state.rawValue,
                    ])
                try db.execute(
                    sql: "DELETE FROM sentTransaction WHERE state != 'pending' AND sentAt < ?",
                    arguments: [Date().timeIntervalSince1970 - keepSettled])
            }
        } catch {
            throw .database("\(error)")
        }
    }

    /// Sets the state of the entry with `signature` on this cluster.
    ///
    /// - Throws: `WalletStoreError.database` when the database fails.
    public func settle(_ signature: Signature, as state: SentTransaction.State) throws(WalletStoreError) {
        do {
            try database.pool.write { db in
                try db.execute(
                    sql: "UPDATE sentTransaction SET state = ? WHERE genesisHash = ? AND signature = ?",
                    arguments: [state.rawValue, cluster.genesisHash.base58, signature.base58])
            }
        } catch {
            throw .database("\(error)")
        }
    }

    /// The pending entries of this cluster, oldest first; only `feePayer`'s when given.
    ///
    /// - Throws: `WalletStoreError.database` when the database fails, `.corrupt` when a row is unreadable.
    public func pending(feePayer: PublicKey?) throws(WalletStoreError) -> [SentTransaction] {
        var sql = "SELECT * FROM sentTransaction WHERE genesisHash = ? AND state = 'pending'"
        var arguments: StatementArguments = [cluster.genesisHash.base58]
        if let feePayer {
            sql += " AND feePayer = ?"
            arguments += [feePayer.base58]
        }
        return try entries(sql + " ORDER BY sentAt, signature", arguments)
    }

    /// The entry with `signature` on this cluster, whatever its state; nil when there is none.
    ///
    /// - Throws: `WalletStoreError.database` when the database fails, `.corrupt` when the row is unreadable.
    public func transaction(_ signature: Signature) throws(WalletStoreError) -> SentTransaction? {
        try entries(
            "SELECT * FROM sentTransaction WHERE genesisHash = ? AND signature = ?",
            [cluster.genesisHash.base58, signature.base58]
        ).first
    }

    private func entries(_ sql: String, _ arguments: StatementArguments) throws(WalletStoreError) -> [SentTransaction] {
        let rows: [Row]
        do {
            rows = try database.pool.read { db in try Row.fetchAll(db, sql: sql, arguments: arguments) }
        } catch {
            throw .database("\(error)")
        }
        var out: [SentTransaction] = []
        for row in rows {
            guard let signatureText = row["signature"] as String?, let signature = try? Signature(signatureText),
                let payerText = row["feePayer"] as String?, let payer = try? PublicKey(payerText),
                let wire = row["wire"] as Data?, let heightText = row["lastValidBlockHeight"] as String?,
                let height = UInt64(heightText), let sentAt = row["sentAt"] as Double?,
                let stateText = row["state"] as String?, let state = SentTransaction.State(rawValue: stateText)
            else { throw .corrupt("a sent transaction's row in the wallet database") }
            out.append(
                SentTransaction(
                    signature: signature, feePayer: payer, wire: Array(wire), lastValidBlockHeight: height,
                    sentAt: Date(timeIntervalSince1970: sentAt), state: state))
        }
        return out
    }
}

/// What `SendFlow.settlePending` found of one pending transaction.
public struct SettledTransaction: Sendable, Equatable {
    /// The journal's entry (as it was: pending).
    public let transaction: SentTransaction
    /// Its fate now: landed, failed or expired; `pending` when it still could not be told (the node did not answer,
    /// or it is still within its blockhash's life after the wait).
    public let state: SentTransaction.State
    /// The slot it landed in, when it did and the node said.
    public let slot: UInt64?
}

extension SendFlow {
    /// Settles every pending transaction of the journal (only `feePayer`'s when given), oldest first, before a new
    /// payment is prepared: one the cluster has a record of is landed or failed; one whose blockhash is past its
    /// last valid block height with no record is expired (it can never land); any other is sent again, the same
    /// signed bytes (so it can land at most once), and waited for as a send is. Each fate is written back.
    ///
    /// With no journal, nothing is pending: returns `[]`.
    ///
    /// - Throws: `SendError.network` when the journal cannot be read; a node that does not answer about one
    ///   transaction leaves it pending (returned as such) and the others are still settled.
    public func settlePending(
        of feePayer: PublicKey? = nil, progress: @Sendable (Progress) -> Void = { _ in }
    ) async throws(SendError) -> [SettledTransaction] {
        guard let journal else { return [] }
        let pending: [SentTransaction]
        do { pending = try journal.pending(feePayer: feePayer) } catch {
            throw .network("the wallet database could not be read: \(error.description)")
        }
        var settled: [SettledTransaction] = []
        for entry in pending {
            let (state, slot) = await settle(entry, progress: progress)
            if state != .pending { try? journal.settle(entry.signature, as: state) }
            settled.append(SettledTransaction(transaction: entry, state: state, slot: slot))
        }
        return settled
    }

    private func settle(
        _ entry: SentTransaction, progress: @Sendable (Progress) -> Void
    ) async -> (SentTransaction.State, UInt64?) {
        let statuses: [SignatureStatus?]
        do {
            statuses = try await client.send(
                .getSignatureStatuses([entry.signature], searchTransactionHistory: true)
            ).value
        } catch {
            return (.pending, nil)
        }
        if statuses.count == 1, let status = statuses[0], status.confirmationStatus != .processed {
            return (status.err == nil ? .landed : .failed, status.slot)
        }
        if entry.lastValidBlockHeight != .max {
            guard let height = try? await client.send(.getBlockHeight(commitment: commitment)) else {
                return (.pending, nil)
            }
            if height > entry.lastValidBlockHeight, statuses.count == 1, statuses[0] == nil {
                return (.expired, nil)
            }
        }
        // Still landable (or only processed): the same bytes again, through the landing engine.
        guard let transaction = try? Transaction(wireBytes: entry.wire), transaction.id == entry.signature else {
            return (.pending, nil)
        }
        do {
            let (_, slot) = try await submit(
                transaction, lastValidBlockHeight: entry.lastValidBlockHeight, progress: progress, journaled: false)
            return (.landed, slot)
        } catch .expired {
            return (.expired, nil)
        } catch .failed {
            return (.failed, nil)
        } catch .simulationFailed {
            // Refused by the node's simulation, perhaps as already processed: what the cluster records decides.
            guard
                let again = try? await client.send(
                    .getSignatureStatuses([entry.signature], searchTransactionHistory: true)
                ).value, again.count == 1, let status = again[0]
            else { return (.pending, nil) }
            return (status.err == nil ? .landed : .failed, status.slot)
        } catch {
            return (.pending, nil)
        }
    }
}

extension SendFlow {
    /// Keeps this flow's journal in `database`, for the cluster its client reads (the remembered identity of the
    /// URL, else asked once). Without one when the cluster cannot be told (its node never read and unreachable now:
    /// nothing can be sent then either).
    public mutating func keepJournal(in database: WalletDatabase) async {
        journal = await SQLiteSentTransactionJournal.of(client, in: database)
    }
}
