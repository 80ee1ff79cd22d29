import SolanaCore

/// The mints the user chose not to see in balances (spam airdrops, dust), and those they chose to see whatever the
/// `TokenFilter` rule says, kept in the wallet's settings.
///
/// Hiding changes what is shown, never what is held: a hidden token's accounts stay on chain, and
/// `TokenCleanupFlow` still closes them when empty. `visible(_:)` gives a balance without them and how many were left
/// out, so a view can say so.
public struct HiddenTokens: Sendable {
    /// The setting the list is stored under (base58 mints, one per line, sorted).
    public static let settingKey = "hidden-tokens"
    /// The setting the mints shown again are stored under (`unhide`: shown even when the rule would hide them).
    public static let shownSettingKey = "shown-tokens"
    /// The registry the list is stored in.
    public let registry: any WalletRegistry

    /// The hidden mints of `registry`'s wallets.
    public init(registry: any WalletRegistry) { self.registry = registry }

    /// The hidden mints. A line that is not an address (the file edited by hand) is ignored.
    public func mints() throws(WalletStoreError) -> Set<PublicKey> { try read(Self.settingKey) }

    /// The mints the user showed again (`unhide`): never hidden by the `TokenFilter` rule.
    public func shownMints() throws(WalletStoreError) -> Set<PublicKey> { try read(Self.shownSettingKey) }

    /// The user's lists with `filter`; `known` are the mints the wallet knows by name.
    public func visibility(filter: TokenFilter, known: Set<PublicKey>) throws(WalletStoreError) -> TokenVisibility {
        TokenVisibility(filter: filter, hidden: try mints(), shown: try shownMints(), known: known)
    }

    private func read(_ key: String) throws(WalletStoreError) -> Set<PublicKey> {
        guard let stored = try registry.setting(key) else { return [] }
        var result: Set<PublicKey> = []
        for line in stored.split(separator: "\n") {
            if let mint = try? PublicKey(String(line)) { result.insert(mint) }
        }
        return result
    }

    /// Hides `mint` (and forgets that it was shown again); false when it was hidden already.
    ///
    /// - Throws: `WalletStoreError` when the settings cannot be read or written.
    @discardableResult
    public func hide(_ mint: PublicKey) throws(WalletStoreError) -> Bool {
        var shown = try shownMints()
        if shown.remove(mint) != nil { try store(shown, under: Self.shownSettingKey) }
        var hidden = try mints()
        guard hidden.insert(mint).inserted else { return false }
        try store(hidden, under: Self.settingKey)
        return true
    }

    /// Shows `mint` again, even when the `TokenFilter` rule would hide it; false when it was neither hidden by the
    /// user nor missing from the shown list (nothing changed).
    @discardableResult
    public func unhide(_ mint: PublicKey) throws(WalletStoreError) -> Bool {
        var hidden = try mints()
        let wasHidden = hidden.remove(mint) != nil
        if wasHidden { try store(hidden, under: Self.settingKey) }
        var shown = try shownMints()
        let added = shown.insert(mint).inserted
        if added { try store(shown, under: Self.shownSettingKey) }
        return wasHidden || added
    }

    /// `balance` without the token accounts of hidden mints, and how many accounts were left out.
    public func visible(_ balance: AccountBalance) throws(WalletStoreError) -> (balance: AccountBalance, hidden: Int) {
        let hidden = try mints()
        let kept = balance.tokens.filter { !hidden.contains($0.mint) }
        return (
            AccountBalance(
                address: balance.address, lamports: balance.lamports, tokens: kept, slot: balance.slot,
                fetchedAt: balance.fetchedAt),
            balance.tokens.count - kept.count
        )
    }

    private func store(_ mints: Set<PublicKey>, under key: String) throws(WalletStoreError) {
        let text = mints.map(\.base58).sorted().joined(separator: "\n")
        try registry.setSetting(key, to: text.isEmpty ? nil : text)
    }
}
