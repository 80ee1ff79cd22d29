/// How a wallet turns a seed phrase into account `i`: the schemes users meet, by the names they know.
///
/// The same phrase gives a different address under each scheme; `solwallet keygen derive` shows them all.
public enum WalletPreset: String, CaseIterable, Sendable, Codable, CustomStringConvertible {
    /// Phantom, Solflare and Backpack default: `m/44'/501'/i'/0'` (also `solana-keygen --derivation-path`).
    case phantom
    /// Ledger Live and Trust Wallet: `m/44'/501'/i'`.
    case ledgerLive = "ledger-live"
    /// The Solana CLI's `prompt://` and a Ledger's single root address: `m/44'/501'` (one address, no index).
    case solanaCLIRoot = "solana-cli-root"
    /// `solana-keygen new` and `recover` without a path: no derivation, the first 32 bytes of the BIP39 seed.
    case solanaCLI = "solana-cli"

    /// The name the CLI accepts and prints.
    public var name: String { rawValue }

    /// The wallets that use this scheme, for tables and help.
    public var wallets: String {
        switch self {
        case .phantom: return "Phantom, Solflare, Backpack"
        case .ledgerLive: return "Ledger Live, Trust Wallet"
        case .solanaCLIRoot: return "Solana CLI prompt://, Ledger root"
        case .solanaCLI: return "solana-keygen new/recover"
        }
    }

    /// Whether the scheme has an account index (the root and CLI schemes give one address per phrase).
    public var hasAccounts: Bool { self == .phantom || self == .ledgerLive }

    /// How to derive account `account` (ignored by schemes without accounts).
    public func derivation(account: UInt32 = 0) -> KeyDerivation {
        switch self {
        case .phantom: return .path(.bip44Change(account: account))
        case .ledgerLive: return .path(.bip44(account: account))
        case .solanaCLIRoot: return .path(.bip44Root)
        case .solanaCLI: return .seedPrefix
        }
    }

    /// A preset by name; accepts the wallets' names too (`solflare`, `backpack`, `trust-wallet`, `ledger`…).
    /// - Throws: `.unknownPreset`, or `.solletUnsupported` for the deprecated Sollet scheme.
    public init(name: String) throws(DerivationPathError) {
        let key = name.lowercased().replacingOccurrences(of: "_", with: "-").replacingOccurrences(of: " ", with: "-")
        switch key {
        case "phantom", "solflare", "backpack", "bip44change", "bip44-change", "default": self = .phantom
        case "ledger-live", "ledgerlive", "ledger", "trust-wallet", "trustwallet", "trust", "bip44": self = .ledgerLive
        case "solana-cli-root", "cli-root", "bip44root", "bip44-root", "prompt", "ledger-root": self = .solanaCLIRoot
        case "solana-cli", "cli", "solana-keygen", "legacy", "cli-legacy": self = .solanaCLI
        case "sollet", "deprecated", "sollet-deprecated", "bip32", "phantom-deprecated": throw .solletUnsupported(name)
        default: throw .unknownPreset(name)
        }
    }

    /// The preset's name (`name`).
    public var description: String { name }
}

/// How a keypair comes from a BIP39 seed: a SLIP-0010 path, or the Solana CLI's plain seed prefix.
public enum KeyDerivation: Sendable, Hashable, CustomStringConvertible {
    /// SLIP-0010 Ed25519 along this path.
    case path(DerivationPath)
    /// No derivation: the first 32 bytes of the 64-byte BIP39 seed (`solana-keygen new`/`recover` default).
    case seedPrefix

    /// The path, or nil for the seed prefix.
    public var path: DerivationPath? {
        if case .path(let path) = self { return path }
        return nil
    }

    /// `m/44'/501'/0'/0'`, or `seed[0..32]` when there is no path.
    public var description: String { path?.description ?? "seed[0..32]" }
}
