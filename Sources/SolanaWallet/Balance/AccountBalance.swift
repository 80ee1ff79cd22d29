import Foundation
import SolanaCore
import SolanaTransactions

/// Which SPL token program a token account belongs to.
public enum TokenProgramKind: String, Sendable, Codable, CaseIterable {
    /// The SPL Token program (`TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA`).
    case token
    /// The Token-2022 (token extensions) program (`TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb`).
    case token2022

    /// The program's address.
    public var programId: PublicKey { self == .token ? .tokenProgram : .token2022Program }
}

/// A token account of an owner: its mint, the amount in base units and the mint's decimals.
public struct TokenHolding: Sendable, Codable, Equatable, Hashable {
    /// The token account's address.
    public let account: PublicKey
    /// The token's mint.
    public let mint: PublicKey
    /// The amount in base units (exact).
    public let amount: UInt64
    /// The mint's decimals.
    public let decimals: UInt8
    /// The token program that owns the account.
    public let program: TokenProgramKind
    /// The name and symbol the mint's creator published (Metaplex or Token-2022), when there are any: a claim, not
    /// a verified name.
    public let metadata: TokenMetadata?
    /// The mint's supply in base units, when it was read (balances cached by older versions have none).
    public let supply: UInt64?

    /// A holding of `amount` base units of `mint` in token account `account`, with the mint's decimals.
    public init(account: PublicKey, mint: PublicKey, amount: UInt64, decimals: UInt8, program: TokenProgramKind) {
        self.init(
            account: account, mint: mint, amount: amount, decimals: decimals, program: program, metadata: nil,
            supply: nil)
    }

    /// A holding with the mint's published metadata and supply.
    public init(
        account: PublicKey, mint: PublicKey, amount: UInt64, decimals: UInt8, program: TokenProgramKind,
        metadata: TokenMetadata?, supply: UInt64?
    ) {
        self.account = account
        self.mint = mint
        self.amount = amount
        self.decimals = decimals
        self.program = program
        self.metadata = metadata
        self.supply = supply
    }

    /// Whether the token is a non-fungible one (an NFT): no decimals and a supply of exactly one.
    public var isNonFungible: Bool { decimals == 0 && supply == 1 }

    /// Whether it is listed apart as a collectible: an NFT whose creator published metadata.
    public var isCollectible: Bool { isNonFungible && metadata != nil }

    /// The metadata's URI (often the logo, or a JSON document naming it), nil when there is none: a claim, never
    /// fetched here.
    public var logoURI: String? { metadata.flatMap { $0.uri.isEmpty ? nil : $0.uri } }

    /// The amount as exact decimal text ("12.5").
    public var decimalString: String { TokenAmount(baseUnits: amount, decimals: decimals).decimalString }
}

/// An address's SOL and token balances, as read from a node at one slot.
public struct AccountBalance: Sendable, Codable, Equatable {
    /// The address whose balances these are (a wallet address, not a token account).
    public let address: PublicKey
    /// SOL in lamports (exact).
    public let lamports: UInt64
    /// Token accounts of the address (Token and Token-2022), sorted by mint then account.
    public let tokens: [TokenHolding]
    /// The slot the node answered at.
    public let slot: UInt64
    /// When it was read (the wallet's clock).
    public let fetchedAt: Date

    /// A balance read at `slot`; `tokens` is sorted by mint, then account.
    public init(address: PublicKey, lamports: UInt64, tokens: [TokenHolding], slot: UInt64, fetchedAt: Date) {
        self.address = address
        self.lamports = lamports
        self.tokens = tokens.sorted { ($0.mint.base58, $0.account.base58) < ($1.mint.base58, $1.account.base58) }
        self.slot = slot
        self.fetchedAt = fetchedAt
    }
}

/// A balance and where it came from.
public struct LoadedBalance: Sendable, Equatable {
    /// Where a loaded balance came from: the cluster, or the local cache.
    public enum Source: Sendable, Equatable {
        /// Read from the cluster just now (and cached).
        case remote
        /// The cluster could not be reached: the cached value, `age` seconds old, and why the remote read failed.
        case cache(age: TimeInterval, remoteError: String)
    }

    /// The balance.
    public let balance: AccountBalance
    /// Whether it was read from the cluster just now or taken from the cache, and how old it is.
    public let source: Source
    /// The cluster the balance is of (which decides its badge and whether it is valued in fiat); nil when the
    /// loader does not tell clusters apart.
    public let cluster: ClusterIdentity?

    /// A balance with its source, of `cluster` when known.
    public init(balance: AccountBalance, source: Source, cluster: ClusterIdentity?) {
        self.balance = balance
        self.source = source
        self.cluster = cluster
    }

    /// A balance with its source, of a cluster not told (`cluster` nil).
    public init(balance: AccountBalance, source: Source) {
        self.init(balance: balance, source: source, cluster: nil)
    }
}
