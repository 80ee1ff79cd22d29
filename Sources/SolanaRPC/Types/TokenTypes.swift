import SolanaCore

/// A token amount as the node reports it. `amount` (base units, a decimal string) and `decimals` are exact;
/// `uiAmount` is a floating-point convenience of the node, never used for money here.
public struct UITokenAmount: Sendable, Codable, Equatable {
    public let amount: String
    public let decimals: UInt8
    public let uiAmount: Double?
    public let uiAmountString: String?

    /// The exact amount, or nil if `amount` is not a u64 decimal string.
    public var tokenAmount: TokenAmount? {
        UInt64(amount).map { TokenAmount(baseUnits: $0, decimals: decimals) }
    }
}

/// A token balance of a transaction account before or after it ran.
public struct TokenBalance: Sendable, Codable, Equatable {
    public let accountIndex: Int
    public let mint: PublicKey
    public let owner: PublicKey?
    public let programId: PublicKey?
    public let uiTokenAmount: UITokenAmount
}
