import SolanaCore

extension RPCClient {
    /// The cluster's genesis hash (getGenesisHash): the hash of its first block, which identifies the cluster (a
    /// URL can point at another cluster tomorrow; the genesis hash cannot change).
    ///
    /// - Throws: `RPCClientError` when the node cannot be reached or answers with an error;
    ///   `.malformedResponse` when its answer is not a 32-byte base58 hash.
    public func getGenesisHash() async throws(RPCClientError) -> Hash {
        let text = try await send(.getGenesisHash())
        do { return try Hash(text) } catch {
            throw .malformedResponse("getGenesisHash: '\(text.prefix(60))' is not a hash (\(error))")
        }
    }
}
