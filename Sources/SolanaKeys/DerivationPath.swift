import Foundation

/// A SLIP-0010 Ed25519 derivation path such as `m/44'/501'/0'/0'`; every component is hardened.
///
/// Ed25519 has no public-key (non-hardened) derivation, so a path with a non-hardened component is
/// refused rather than silently hardened: a wallet that meant something else would show another address.
public struct DerivationPath: Sendable, Hashable, Codable, CustomStringConvertible {
    /// The hardened offset 2^31, added to each index on derivation.
    public static let hardenedOffset: UInt32 = 0x8000_0000

    /// The indices without the hardened bit (`m/44'/501'` → [44, 501]).
    public let indices: [UInt32]

    /// A path from indices below 2^31, all hardened.
    public init(hardened indices: [UInt32]) throws(DerivationPathError) {
        for (i, index) in indices.enumerated() where index >= Self.hardenedOffset {
            throw .indexTooLarge(
                path: "m/" + indices.map { "\($0)'" }.joined(separator: "/"), position: i + 1,
                component: "\(index)'")
        }
        self.indices = indices
    }

    /// Parses `m/44'/501'/0'/0'`; `h` or `H` may stand for `'`. The root `m` alone is the master key.
    public init(_ text: String) throws(DerivationPathError) {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        var parts = trimmed.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        guard parts.first == "m" || parts.first == "M" else { throw .missingRoot(path: text) }
        parts.removeFirst()
        var indices: [UInt32] = []
        for (i, part) in parts.enumerated() {
            var digits = part
            let hardened = digits.last.map { $0 == "'" || $0 == "h" || $0 == "H" } ?? false
            if hardened { digits.removeLast() }
            guard !digits.isEmpty, digits.allSatisfy({ $0.isASCII && $0.isNumber }) else {
                throw .invalidComponent(path: text, position: i + 1, component: part)
            }
            guard let value = UInt32(digits), value < Self.hardenedOffset else {
                throw .indexTooLarge(path: text, position: i + 1, component: part)
            }
            guard hardened else { throw .notHardened(path: text, position: i + 1, component: part) }
            indices.append(value)
        }
        self.indices = indices
    }

    /// The path in the usual notation, `m/44'/501'/0'/0'`.
    public var description: String { (["m"] + indices.map { "\($0)'" }).joined(separator: "/") }

    /// `m/44'/501'/account'/0'`: Phantom, Solflare and Backpack (also `solana-keygen --derivation-path` default).
    public static func bip44Change(account: UInt32 = 0) -> DerivationPath {
        DerivationPath(unchecked: [44, 501, account, 0])
    }
    /// `m/44'/501'/account'`: Ledger Live and Trust Wallet.
    public static func bip44(account: UInt32 = 0) -> DerivationPath { DerivationPath(unchecked: [44, 501, account]) }
    /// `m/44'/501'`: the Solana CLI's `prompt://` and Ledger's single root address.
    public static let bip44Root = DerivationPath(unchecked: [44, 501])

    init(unchecked indices: [UInt32]) {
        precondition(indices.allSatisfy { $0 < Self.hardenedOffset }, "account index must be below 2^31")
        self.indices = indices
    }

    /// Decodes the path's text (`m/44'/501'/0'/0'`).
    ///
    /// - Throws: `DecodingError.dataCorrupted` when the text is not a valid hardened path.
    public init(from decoder: any Decoder) throws {
        let text = try decoder.singleValueContainer().decode(String.self)
        do { self = try DerivationPath(text) } catch {
            throw DecodingError.dataCorrupted(
                .init(codingPath: decoder.codingPath, debugDescription: error.description))
        }
    }

    /// Encodes the path's text (`m/44'/501'/0'/0'`).
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }
}
