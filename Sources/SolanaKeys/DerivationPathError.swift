/// Why a derivation path or preset name was refused.
public enum DerivationPathError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The text does not start with `m`.
    case missingRoot(path: String)
    /// A component is not a number (optionally followed by `'`, `h` or `H`).
    case invalidComponent(path: String, position: Int, component: String)
    /// A component is not hardened; SLIP-0010 Ed25519 has no non-hardened derivation.
    case notHardened(path: String, position: Int, component: String)
    /// A component's index is 2^31 or more (the hardened bit is written with `'`, not added to the number).
    case indexTooLarge(path: String, position: Int, component: String)
    /// A preset name that is not known.
    case unknownPreset(String)
    /// The old Sollet scheme, which derives with secp256k1 BIP32 and is deliberately not supported.
    case solletUnsupported(String)

    /// A one-line explanation for a user, with an example of a valid path where it helps.
    public var description: String {
        switch self {
        case .missingRoot(let path):
            return "derivation path '\(path)' must start with m, e.g. m/44'/501'/0'/0'"
        case .invalidComponent(let path, let position, let component):
            return "derivation path '\(path)': component \(position) ('\(component)') is not an index such as 0' or 44'"
        case .notHardened(let path, let position, let component):
            return "derivation path '\(path)': component \(position) ('\(component)') is not hardened; "
                + "Ed25519 keys (SLIP-0010) can only be derived along hardened indices, so write \(component)'"
        case .indexTooLarge(let path, let position, let component):
            return "derivation path '\(path)': component \(position) ('\(component)') must be below 2147483648 (2^31)"
        case .unknownPreset(let name):
            return "unknown wallet preset '\(name)'; known presets: "
                + WalletPreset.allCases.map(\.name).joined(separator: ", ")
        case .solletUnsupported(let name):
            return "'\(name)' is the deprecated Sollet scheme m/501'/i'/0/0, which derives with secp256k1 BIP32 "
                + "(not SLIP-0010 Ed25519); it is out of scope for solwallet. Import such a wallet in Phantom "
                + "(\"Deprecated\" path) and export its private key instead"
        }
    }
}
