import SolanaCore

/// The cluster's lamport supply (getSupply).
public struct Supply: Sendable, Decodable, Equatable {
    /// All lamports, in lamports.
    public let total: UInt64
    /// Lamports in circulation.
    public let circulating: UInt64
    /// Lamports held out of circulation.
    public let nonCirculating: UInt64
    /// The accounts counted as non-circulating; empty when the request excluded the list.
    public let nonCirculatingAccounts: [PublicKey]
}

/// An account and its balance (getLargestAccounts).
public struct LargestAccount: Sendable, Decodable, Equatable {
    /// The account's address.
    public let address: PublicKey
    /// Its balance in lamports.
    public let lamports: UInt64
}

/// Which accounts getLargestAccounts ranks.
public enum LargestAccountsFilter: String, Sendable {
    /// Accounts in circulation.
    case circulating
    /// Accounts held out of circulation.
    case nonCirculating
}

/// A token account and its balance (getTokenLargestAccounts): the address beside the node's token amount.
public struct TokenAccountBalance: Sendable, Decodable, Equatable {
    /// The account's address.
    public let address: PublicKey
    /// `amount` and `decimals` exact; `uiAmount` is the node's floating-point convenience.
    public let amount: UITokenAmount

    enum CodingKeys: String, CodingKey { case address }

    /// Decodes the address and the token amount beside it.
    public init(from decoder: any Decoder) throws {
        address = try decoder.container(keyedBy: CodingKeys.self).decode(PublicKey.self, forKey: .address)
        amount = try UITokenAmount(from: decoder)
    }
}
