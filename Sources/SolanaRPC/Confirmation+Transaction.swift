import SolanaCore
import SolanaTransactions

extension RPCClient {
    /// Sends a fully signed transaction and waits until it is confirmed, failed or expired.
    ///
    /// - Throws: `RPCClientError.invalidRequest` when a signature is missing or invalid, or the transaction is too
    ///   large; otherwise as `sendAndConfirm(_:signature:lastValidBlockHeight:options:)`.
    public func sendAndConfirm(
        _ transaction: Transaction, lastValidBlockHeight: UInt64,
        options: ConfirmationOptions = .init()
    ) async throws(RPCClientError) -> ConfirmationOutcome {
        guard transaction.isFullySignedAndValid, let signature = transaction.id else {
            let missing = transaction.missingSigners.map(\.base58).joined(separator: ", ")
            throw .invalidRequest(
                "the transaction is not fully signed"
                    + (missing.isEmpty ? " (a signature does not verify)" : "; missing: \(missing)"))
        }
        let wire: [UInt8]
        do { wire = try transaction.serialize() } catch { throw .invalidRequest("\(error)") }
        return try await sendAndConfirm(
            wire, signature: signature, lastValidBlockHeight: lastValidBlockHeight, options: options)
    }
}

extension TransactionResponse {
    /// The transaction decoded from its wire bytes (ask `getTransaction` with the base64 encoding).
    public func decodedTransaction() throws -> Transaction? {
        guard let bytes = transaction.wireBytes else { return nil }
        return try Transaction(wireBytes: bytes)
    }
}
