import SolanaCore

/// What deleting a wallet would leave behind: each account with its balance (nil: unknown, e.g. offline with
/// nothing cached), read before asking the user to confirm. A wallet that holds anything, or whose balances cannot be
/// read, is deleted only after an explicit confirmation (`mayDeleteUnattended` is false).
public struct WalletDeletionReview: Sendable, Equatable {
    /// One account and what it holds.
    public struct Line: Sendable, Equatable {
        /// The account.
        public let account: AccountRecord
        /// Its balance on the cluster read (or cached for it); nil when unknown.
        public let balance: AccountBalance?

        /// A line of the review.
        public init(account: AccountRecord, balance: AccountBalance?) {
            self.account = account
            self.balance = balance
        }
    }

    /// The wallet.
    public let wallet: WalletSummary
    /// Its accounts, in order, with their balances.
    public let lines: [Line]

    /// A review of `wallet` with `lines`.
    public init(wallet: WalletSummary, lines: [Line]) {
        self.wallet = wallet
        self.lines = lines
    }

    /// Reads each account's balance through `loader` (a failure is an unknown balance, never a zero).
    public static func load(_ wallet: WalletSummary, loader: any BalanceLoader) async -> WalletDeletionReview {
        var lines: [Line] = []
        for account in wallet.accounts {
            let balance = try? await loader.loadBalance(of: account.address).balance
            lines.append(Line(account: account, balance: balance))
        }
        return WalletDeletionReview(wallet: wallet, lines: lines)
    }

    /// The SOL of the accounts whose balance is known, in lamports (saturating).
    public var knownLamports: UInt64 {
        lines.reduce(0) { sum, line in
            let (total, overflow) = sum.addingReportingOverflow(line.balance?.lamports ?? 0)
            return overflow ? .max : total
        }
    }

    /// Whether a known balance holds SOL or a token.
    public var isFunded: Bool {
        lines.contains { line in
            guard let balance = line.balance else { return false }
            return balance.lamports > 0 || balance.tokens.contains { $0.amount > 0 }
        }
    }

    /// Whether some account's balance is unknown.
    public var hasUnknownBalance: Bool { lines.contains { $0.balance == nil } }

    /// Whether the wallet may be deleted without an explicit confirmation (`--yes` alone): only when every balance
    /// is known and empty.
    public var mayDeleteUnattended: Bool { !isFunded && !hasUnknownBalance }
}
