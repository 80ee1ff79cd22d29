import SolanaCore

/// Address poisoning: an attacker sends dust from an address that shares the first and last characters of one the
/// user paid before, hoping the user copies it from the history later. Two defences live here: the history marks
/// (and front-ends hide) such dust, and a send to an address that merely looks like a known one needs the user to
/// confirm that exact address.
public enum AddressPoisoning {
    /// How many base58 characters at each end wallets show of an address ("7xKX…sAsU"): what an attacker matches.
    public static let edge = 4

    /// The dust threshold when none is set: 0.001 SOL.
    public static let defaultDustThreshold: UInt64 = 1_000_000

    /// Whether `a` and `b` are different addresses with the same first and last `edge` characters.
    public static func looksAlike(_ a: PublicKey, _ b: PublicKey) -> Bool {
        guard a != b else { return false }
        let (x, y) = (a.base58, b.base58)
        return x.prefix(edge) == y.prefix(edge) && x.suffix(edge) == y.suffix(edge)
    }

    /// The known addresses `recipient` looks like (never itself).
    public static func lookalikes(of recipient: PublicKey, among known: [PublicKey]) -> [PublicKey] {
        var found: [PublicKey] = []
        for key in known where looksAlike(recipient, key) && !found.contains(key) { found.append(key) }
        return found
    }

    /// The character positions where `candidate` differs from `known` (both base58), for a review that marks them;
    /// positions past the shorter one count as different.
    public static func differences(_ candidate: String, _ known: String) -> [Int] {
        let (a, b) = (Array(candidate), Array(known))
        return (0..<max(a.count, b.count)).filter { $0 >= a.count || $0 >= b.count || a[$0] != b[$0] }
    }

    /// The entries of a history that are poisoning dust: received, worth less than `threshold` lamports (SOL, and
    /// each token change whose value in lamports `tokenValue` knows; a token without a known value is not judged as
    /// dust), from a counterparty that looks like another known address (`own` accounts, or the counterparty of an
    /// entry that is not such dust itself).
    public static func dust(
        in entries: [HistoryEntry], own: [PublicKey], threshold: UInt64 = defaultDustThreshold,
        tokenValue: (HistoryEntry.TokenChange) -> UInt64? = { _ in nil }
    ) -> Set<Signature> {
        func small(_ entry: HistoryEntry) -> Bool {
            guard entry.direction == .received, entry.counterparty != nil, entry.lamports < threshold else {
                return false
            }
            return entry.tokenChanges.allSatisfy { change in tokenValue(change).map { $0 < threshold } ?? false }
        }
        let candidates = entries.filter(small)
        let candidateSignatures = Set(candidates.map(\.signature))
        var known = own
        for entry in entries where !candidateSignatures.contains(entry.signature) {
            if let counterparty = entry.counterparty { known.append(counterparty) }
        }
        return Set(
            candidates.filter { entry in
                guard let counterparty = entry.counterparty else { return false }
                return known.contains { looksAlike(counterparty, $0) }
            }.map(\.signature))
    }

    /// The mints that must be priced for `dust` to judge the received token transfers among `entries`: those of
    /// received token transfers below the threshold in SOL from a counterparty that looks like an own account or
    /// another counterparty (so no price is asked for otherwise).
    public static func mintsToValue(
        in entries: [HistoryEntry], own: [PublicKey], threshold: UInt64 = defaultDustThreshold
    ) -> [PublicKey] {
        let known = own + entries.compactMap(\.counterparty)
        var mints: [PublicKey] = []
        for entry in entries
        where entry.direction == .received && entry.lamports < threshold && !entry.tokenChanges.isEmpty {
            guard let counterparty = entry.counterparty, known.contains(where: { looksAlike(counterparty, $0) })
            else { continue }
            for change in entry.tokenChanges where !mints.contains(change.mint) { mints.append(change.mint) }
        }
        return mints
    }

    /// The addresses a recipient must not merely resemble: `own` accounts and every counterparty of `entries` that
    /// did not come with poisoning dust.
    public static func knownAddresses(
        entries: [HistoryEntry], own: [PublicKey], threshold: UInt64 = defaultDustThreshold
    ) -> [PublicKey] {
        let poisoned = dust(in: entries, own: own, threshold: threshold)
        var known = own
        for entry in entries where !poisoned.contains(entry.signature) {
            if let counterparty = entry.counterparty, !known.contains(counterparty) { known.append(counterparty) }
        }
        return known
    }

    /// The known addresses for a send from `account`: the wallets' `own` accounts and the counterparties of the
    /// account's stored history (the newest `limit` entries; no network).
    public static func knownAddresses(
        for account: PublicKey, own: [PublicKey], store: any HistoryStore, threshold: UInt64 = defaultDustThreshold,
        limit: Int = 1_000
    ) -> [PublicKey] {
        let entries = (try? store.entries(for: account, limit: limit, before: nil)) ?? []
        return knownAddresses(entries: entries, own: own, threshold: threshold)
    }

    /// The look-alike dust among `entries` of `account`, judged against the wallets' `own` accounts and the
    /// counterparties of the account's stored history too (the newest `limit` entries; no network).
    public static func dust(
        for account: PublicKey, entries: [HistoryEntry], own: [PublicKey], store: any HistoryStore,
        threshold: UInt64 = defaultDustThreshold, limit: Int = 1_000,
        tokenValue: (HistoryEntry.TokenChange) -> UInt64? = { _ in nil }
    ) -> Set<Signature> {
        let all = withStored(entries, of: account, store: store, limit: limit)
        return dust(in: all, own: own, threshold: threshold, tokenValue: tokenValue).intersection(
            entries.map(\.signature))
    }

    /// The mints of `entries` (with the account's stored history, as `dust(for:…)` reads it) that must be priced
    /// for `dust(for:…)` to judge their token transfers.
    public static func mintsToValue(
        for account: PublicKey, entries: [HistoryEntry], own: [PublicKey], store: any HistoryStore,
        threshold: UInt64 = defaultDustThreshold, limit: Int = 1_000
    ) -> [PublicKey] {
        let all = withStored(entries, of: account, store: store, limit: limit)
        let shown = mintsToValue(in: all, own: own, threshold: threshold)
        let here = Set(entries.flatMap { $0.tokenChanges.map(\.mint) })
        return shown.filter(here.contains)
    }

    /// The account's stored history (the newest `limit` entries) followed by those of `entries` not stored yet.
    static func withStored(_ entries: [HistoryEntry], of account: PublicKey, store: any HistoryStore, limit: Int)
        -> [HistoryEntry]
    {
        let stored = (try? store.entries(for: account, limit: limit, before: nil)) ?? []
        let signatures = Set(stored.map(\.signature))
        return stored + entries.filter { !signatures.contains($0.signature) }
    }

    /// The setting that holds the dust threshold, in SOL (`config set dust-threshold 0.001`).
    public static let thresholdSetting = "dust-threshold"

    /// The dust threshold stored in `registry`, else the default (a stored value that does not parse counts as
    /// unset).
    public static func threshold(in registry: any WalletRegistry) -> UInt64 {
        ((try? registry.setting(thresholdSetting)) ?? nil).flatMap(threshold(parsing:)) ?? defaultDustThreshold
    }

    /// Parses a dust threshold in SOL ("0.001"); nil for anything else.
    public static func threshold(parsing text: String) -> UInt64? { try? Lamports.parse(sol: text) }
}
