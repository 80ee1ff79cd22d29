import Foundation

/// Why a text cannot be a new wallet's name (`WalletName.validated`).
public enum WalletNameError: Error, Sendable, Equatable, CustomStringConvertible {
    /// Nothing but spaces.
    case empty
    /// More than `maximum` characters (after trimming).
    case tooLong(characters: Int, maximum: Int)
    /// A control character (a line break, a tab, an escape) or a bidirectional override: a name is shown on one line,
    /// in a terminal too, and reads as it is written.
    case controlCharacter
    /// A wallet has this name already, letter case aside: `existing` is that wallet's name.
    case taken(existing: String)

    /// What was wrong and what to do, in one sentence.
    public var description: String {
        switch self {
        case .empty: return "a wallet name cannot be empty"
        case .tooLong(let characters, let maximum):
            return "the wallet name has \(characters) characters; at most \(maximum) are allowed"
        case .controlCharacter:
            return "a wallet name cannot hold a line break, a tab or another control character"
        case .taken(let existing): return "a wallet named '\(existing)' exists already; choose another name"
        }
    }
}

/// The rule every front-end applies to a new wallet's name: trimmed of spaces and line breaks at its ends, 1 to
/// `maximumLength` characters, no control character nor bidirectional override, and unlike every other wallet's name
/// letter case aside (wallet names are looked up so: "Main" and "main" would be one name to `balance main`).
public enum WalletName {
    /// The most characters a wallet name has.
    public static let maximumLength = 64

    /// `text` as a new wallet's name: trimmed, then checked against the rule and the names of the wallets already
    /// there (`existing`).
    public static func validated(_ text: String, existing: [String] = []) throws(WalletNameError) -> String {
        let name = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !name.isEmpty else { throw .empty }
        guard !name.unicodeScalars.contains(where: isRefused) else { throw .controlCharacter }
        guard name.count <= maximumLength else { throw .tooLong(characters: name.count, maximum: maximumLength) }
        let folded = name.lowercased()
        if let other = existing.first(where: { $0.lowercased() == folded }) { throw .taken(existing: other) }
        return name
    }

    /// A control character (C0, DEL, C1, line and paragraph separators) or a bidirectional formatting character.
    static func isRefused(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F, 0x2028, 0x2029: return true
        case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: return true
        default: return false
        }
    }
}

extension WalletManager {
    /// `text` as the name of a new wallet of this registry (`WalletName.validated` against the wallets here).
    public func newWalletName(_ text: String) throws(WalletError) -> String {
        let names = try summaries().map(\.wallet.name)
        do { return try WalletName.validated(text, existing: names) } catch { throw .invalidName(error) }
    }
}
