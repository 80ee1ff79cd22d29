import Foundation
import SolanaCore

func base64(_ bytes: [UInt8]) -> String { Data(bytes).base64EncodedString() }

extension RPCRequest where Result == Signature {
    /// Submits signed wire bytes (base64). Re-sending the same bytes is harmless, so it is retried like a read.
    ///
    /// - Parameters:
    ///   - wireBytes: the signed transaction as it goes on the wire.
    ///   - skipPreflight: skip the node's simulation (errors then surface only on chain).
    ///   - preflightCommitment: the commitment the simulation runs at; match the blockhash's.
    ///   - maxRetries: how often the node itself re-broadcasts (0 when the caller re-sends).
    ///   - minContextSlot: refuse to answer from a node that has not reached this slot.
    public static func sendTransaction(
        _ wireBytes: [UInt8], skipPreflight: Bool = false, preflightCommitment: Commitment? = nil,
        maxRetries: Int? = nil, minContextSlot: UInt64? = nil
    ) -> Self {
        .init(
            method: "sendTransaction",
            params: [
                .string(base64(wireBytes)),
                rpcConfig([
                    ("encoding", "base64"), ("skipPreflight", .bool(skipPreflight)),
                    ("preflightCommitment", preflightCommitment.map { .string($0.rawValue) }),
                    ("maxRetries", maxRetries.map { .int(Int64($0)) }),
                    ("minContextSlot", minContextSlot.map { .uint($0) }),
                ])!,
            ], commitmentKey: "preflightCommitment", positionalCount: 1)
    }

    /// Asks a test cluster for lamports. Not idempotent: each call is a new transfer, so it is not retried.
    public static func requestAirdrop(_ account: PublicKey, lamports: UInt64, commitment: Commitment? = nil) -> Self {
        .init(
            method: "requestAirdrop",
            params: rpcParams([.string(account.base58), .uint(lamports)], commitmentConfig(commitment)),
            isIdempotent: false, commitmentKey: "commitment", positionalCount: 2)
    }
}

extension RPCRequest where Result == RPCResponse<SimulationResult> {
    /// Simulates signed or unsigned wire bytes; `accounts` asks for those accounts' state after the simulation
    /// (base64, in `SimulationResult.accounts`, nil for an account that does not exist then).
    public static func simulateTransaction(
        _ wireBytes: [UInt8], sigVerify: Bool = false, replaceRecentBlockhash: Bool = false,
        commitment: Commitment? = nil, accounts: [PublicKey]? = nil
    ) -> Self {
        .init(
            method: "simulateTransaction",
            params: [
                .string(base64(wireBytes)),
                rpcConfig([
                    ("encoding", "base64"), ("sigVerify", .bool(sigVerify)),
                    ("replaceRecentBlockhash", .bool(replaceRecentBlockhash)),
                    ("commitment", commitment.map { .string($0.rawValue) }),
                    (
                        "accounts",
                        accounts.map {
                            .object(["addresses": .array($0.map { .string($0.base58) }), "encoding": "base64"])
                        }
                    ),
                ])!,
            ], commitmentKey: "commitment", positionalCount: 1)
    }
}

extension RPCRequest where Result == RPCResponse<[SignatureStatus?]> {
    /// Statuses of up to 256 signatures, nil where unknown.
    public static func getSignatureStatuses(_ signatures: [Signature], searchTransactionHistory: Bool = false) -> Self {
        .init(
            method: "getSignatureStatuses",
            params: rpcParams(
                [.array(signatures.map { .string($0.base58) })],
                searchTransactionHistory ? ["searchTransactionHistory": true] : nil))
    }
}

extension RPCRequest where Result == [SignatureInfo] {
    /// An address's history, newest first. Page backwards with `before` (exclusive), stop at `until` (exclusive).
    public static func getSignaturesForAddress(
        _ address: PublicKey, limit: Int? = nil, before: Signature? = nil,
        until: Signature? = nil, commitment: Commitment? = nil
    ) -> Self {
        .init(
            method: "getSignaturesForAddress",
            params: rpcParams(
                [.string(address.base58)],
                rpcConfig([
                    ("limit", limit.map { .int(Int64($0)) }), ("before", before.map { .string($0.base58) }),
                    ("until", until.map { .string($0.base58) }),
                    ("commitment", commitment.map { .string($0.rawValue) }),
                ])), commitmentKey: "commitment", positionalCount: 1, minimumCommitment: .confirmed)
    }
}

/// How getTransaction should return the transaction.
public enum TransactionEncoding: String, Sendable {
    /// `base64` (wire bytes, the default), `json` (the node's view) or `jsonParsed` (instructions of known programs
    /// parsed).
    case base64, json, jsonParsed
}

extension RPCRequest where Result == TransactionResponse? {
    /// A confirmed transaction with its metadata, or nil when the node does not know it.
    /// v0 and v1 transactions are accepted (`maxSupportedTransactionVersion: 1`).
    public static func getTransaction(
        _ signature: Signature, encoding: TransactionEncoding = .base64,
        commitment: Commitment? = nil
    ) -> Self {
        .init(
            method: "getTransaction",
            params: [
                .string(signature.base58),
                rpcConfig([
                    ("encoding", .string(encoding.rawValue)), ("maxSupportedTransactionVersion", 1),
                    ("commitment", commitment.map { .string($0.rawValue) }),
                ])!,
            ], commitmentKey: "commitment", positionalCount: 1, minimumCommitment: .confirmed,
            dataEncoding: encoding.rawValue)
    }
}
