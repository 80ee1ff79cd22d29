import SolanaCore
import SolanaWallet

/// Whose on-chain holdings a portfolio counts: addresses given, the accounts of one wallet, or (with neither) the
/// accounts of every wallet; none at all for manual holdings only.
public struct PortfolioHolders: Sendable, Equatable {
    /// Addresses counted whatever the wallets (they need not be the user's).
    public var addresses: [PublicKey]
    /// Only this wallet's accounts (by name), when set.
    public var wallet: String?
    /// No address: manual holdings only (no cluster is asked).
    public var manualOnly: Bool

    /// Holders from `addresses`, `wallet` and `manualOnly`.
    public init(addresses: [PublicKey] = [], wallet: String? = nil, manualOnly: Bool = false) {
        self.addresses = addresses
        self.wallet = wallet
        self.manualOnly = manualOnly
    }

    /// The addresses to read, in order, without repeats: the given ones, then the accounts of `wallet` (or of every
    /// wallet when neither a wallet nor an address is given). An unknown wallet name is `.noWallet`.
    public func resolve(with wallets: WalletManager) throws(WalletError) -> [PublicKey] {
        if manualOnly { return [] }
        var result: [PublicKey] = []
        for address in addresses where !result.contains(address) { result.append(address) }
        guard wallet != nil || addresses.isEmpty else { return result }
        let summaries: [WalletSummary]
        if let wallet { summaries = [try wallets.wallet(wallet)] } else { summaries = try wallets.summaries() }
        for account in summaries.flatMap(\.accounts) where !result.contains(account.address) {
            result.append(account.address)
        }
        return result
    }
}
