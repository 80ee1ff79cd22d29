import Foundation
import SolanaCore

/// One transaction in an address's history, decoded for a person: when, which way, with whom, how much, the fee,
/// whether it succeeded, and its memo.
public struct HistoryEntry: Sendable, Codable, Equatable, Identifiable {
    /// Which way value moved for the address.
    public enum Direction: String, Sendable, Codable {
        /// SOL or tokens left the address (beyond the fee).
        case sent
        /// SOL or tokens arrived.
        case received
        /// The address sent to itself, or only paid a fee (a program call, a failed transaction).
        case other
    }

    /// A token balance of the address that changed.
    public struct TokenChange: Sendable, Codable, Equatable {
        /// The token's mint.
        public let mint: PublicKey
        /// The mint's decimals.
        public let decimals: UInt8
        /// The size of the change in base units.
        public let amount: UInt64
        /// True when the balance went up.
        public let isIncrease: Bool

        /// A change of `amount` base units of `mint`, up when `isIncrease`.
        public init(mint: PublicKey, decimals: UInt8, amount: UInt64, isIncrease: Bool) {
            self.mint = mint
            self.decimals = decimals
            self.amount = amount
            self.isIncrease = isIncrease
        }
    }

    /// The transaction's signature, which identifies the entry.
    public var id: Signature { signature }
    /// The address this entry is about.
    public let address: PublicKey
    /// The transaction's signature.
    public let signature: Signature
    /// The slot the transaction was processed in.
    public let slot: UInt64
    /// The block's time, when the node knows it.
    public let blockTime: Date?
    /// nil when it succeeded; the runtime's error otherwise (the fee was still charged).
    public let error: String?
    /// The fee the address paid (0 when another account paid it).
    public let fee: UInt64
    /// Whether the address sent, received, or neither.
    public let direction: Direction
    /// The SOL that moved for the address, fee excluded: what it sent or received, in lamports.
    public let lamports: UInt64
    /// The address's token balances that changed, one per mint, sorted by mint.
    public let tokenChanges: [TokenChange]
    /// The other side: the account whose change mirrors the address's, when there is one.
    public let counterparty: PublicKey?
    /// The transaction's memo, if it has one.
    public let memo: String?

    /// An entry with every field given; `HistoryDecoder` builds them from a node's answer.
    public init(
        address: PublicKey, signature: Signature, slot: UInt64, blockTime: Date?, error: String?, fee: UInt64,
        direction: Direction, lamports: UInt64, tokenChanges: [TokenChange], counterparty: PublicKey?,
        memo: String?
    ) {
        self.address = address
        self.signature = signature
        self.slot = slot
        self.blockTime = blockTime
        self.error = error
        self.fee = fee
        self.direction = direction
        self.lamports = lamports
        self.tokenChanges = tokenChanges
        self.counterparty = counterparty
        self.memo = memo
    }

    /// Whether the transaction succeeded.
    public var succeeded: Bool { error == nil }
}
