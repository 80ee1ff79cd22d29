import SolanaCore

/// A token amount as the node reports it. `amount` (base units, a decimal string) and `decimals` are exact;
/// `uiAmount` is a floating-point convenience of the node, never used for money here.
public struct UITokenAmount: Sendable, Codable, Equatable {
    /// The amount in base units, as a decimal string (exact; a u64 may not fit a JSON number).
    public let amount: String
    /// The number of decimals of the mint.
    public let decimals: UInt8
    /// The amount in whole tokens as a floating-point number (inexact, for display only); nil when the node omits it.
    public let uiAmount: Double?
    /// The amount in whole tokens as a decimal string, as the node formats it.
    public let uiAmountString: String?

    /// The exact amount, or nil if `amount` is not a u64 decimal string.
    public var tokenAmount: TokenAmount? {
        UInt64(amount).map { TokenAmount(baseUnits: $0, decimals: decimals) }
    }
}

/// A token balance of a transaction account before or after it ran.
public struct TokenBalance: Sendable, Codable, Equatable {
    /// The index of the token account in the transaction's account list.
    public let accountIndex: Int
    /// The token's mint.
    public let mint: PublicKey
    /// The owner of the token account, when the node reports it.
    public let owner: PublicKey?
    /// The token program that owns the account (Token or Token-2022), when the node reports it.
    public let programId: PublicKey?
    /// The balance.
    public let uiTokenAmount: UITokenAmount
}
