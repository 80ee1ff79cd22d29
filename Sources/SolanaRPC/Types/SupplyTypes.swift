import SolanaCore

/// The cluster's lamport supply (getSupply).
public struct Supply: Sendable, Decodable, Equatable {
    public let total: UInt64
    public let circulating: UInt64
    public let nonCirculating: UInt64
    /// The accounts counted as non-circulating; empty when the request excluded the list.
    public let nonCirculatingAccounts: [PublicKey]
}

/// An account and its balance (getLargestAccounts).
public struct AccountBalance: Sendable, Decodable, Equatable {
    public let address: PublicKey
    public let lamports: UInt64
}

/// Which accounts getLargestAccounts ranks.
public enum LargestAccountsFilter: String, Sendable {
    case circulating, nonCirculating
}

/// A token account and its balance (getTokenLargestAccounts): the address beside the node's token amount.
public struct TokenAccountBalance: Sendable, Decodable, Equatable {
    public let address: PublicKey
    /// `amount` and `decimals` exact; `uiAmount` is the node's floating-point convenience.
    public let amount: UITokenAmount

    enum CodingKeys: String, CodingKey { case address }

    public init(from decoder: any Decoder) throws {
        address = try decoder.container(keyedBy: CodingKeys.self).decode(PublicKey.self, forKey: .address)
        amount = try UITokenAmount(from: decoder)
    }
}
