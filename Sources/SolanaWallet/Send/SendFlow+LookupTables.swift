import SolanaCore
import SolanaRPC
import SolanaTransactions

extension SendFlow {
    /// The address lookup tables a v0 message loads through, read from the cluster.
    public func lookupTables(for message: VersionedMessage) async throws(SendError) -> [AddressLookupTableAccount] {
        let keys = message.addressTableLookups.map(\.accountKey)
        guard !keys.isEmpty else { return [] }
        let accounts = try await fetchAll(keys)
        var tables: [AddressLookupTableAccount] = []
        for (key, info) in zip(keys, accounts) {
            guard let info else { throw .build("the address lookup table \(key) does not exist") }
            do { tables.append(try AddressLookupTableAccount(key: key, accountData: Self.data(info))) } catch {
                throw .build("the address lookup table \(key) cannot be read: \(error)")
            }
        }
        return tables
    }
}
