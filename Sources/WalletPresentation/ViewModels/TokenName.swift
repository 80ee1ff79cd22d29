import Foundation
import SolanaCore
import SolanaTransactions

/// How a token is named on screen: a mint the wallet knows by its symbol; any other by the symbol its creator
/// published, unless that symbol imitates a known one; else by its shortened mint.
///
/// The creator's texts are outside input: control characters and bidirectional marks are shown escaped
/// (`TerminalText.sanitize`) and the label is cut to 16 columns, the name to 40.
public struct TokenName: Sendable, Equatable, Encodable {
    /// What a table's token column shows: "USDC", "BONK", or "BsmK…6zxZ".
    public let label: String
    /// The creator's name for the token ("Bonk"), when it published one.
    public let name: String?
    /// Whether `label` comes from the wallet's own list of mints (`KnownTokens`), not from the creator's claim.
    public let verified: Bool
    /// The known symbol the creator's symbol imitates ("USDC" for a token calling itself "USDC" or "UЅDC" that is
    /// not USDC's mint); the label is then the shortened mint.
    public let imitates: String?

    /// The widest label, in terminal columns.
    public static let labelWidth = 16
    /// The widest name, in terminal columns.
    public static let nameWidth = 40

    /// The name of `mint`, whose creator published `metadata` (nil when none was read); `symbols` are the mints the
    /// wallet knows.
    public init(mint: PublicKey, metadata: TokenMetadata?, symbols: [PublicKey: String] = KnownTokens.symbols) {
        let cleanName = metadata.map { DisplayWidth.truncate(TerminalText.sanitize($0.name), to: Self.nameWidth) }
        self.name = cleanName?.isEmpty == false ? cleanName : nil
        if let known = symbols[mint] {
            self.label = TerminalText.sanitize(known)
            self.verified = true
            self.imitates = nil
            return
        }
        self.verified = false
        let claimed = metadata.map { DisplayWidth.truncate(TerminalText.sanitize($0.symbol), to: Self.labelWidth) }
        guard let claimed, !claimed.trimmingCharacters(in: .whitespaces).isEmpty else {
            self.label = ShortText.address(mint)
            self.imitates = nil
            return
        }
        let skeleton = Self.skeleton(metadata?.symbol ?? "")
        let imitated = (Array(Set(symbols.values)) + ["SOL"]).sorted().first { Self.skeleton($0) == skeleton }
        self.imitates = imitated
        self.label = imitated == nil ? claimed : ShortText.address(mint)
    }

    /// `symbol` as it looks: compatibility-normalised, upper case, Greek and Cyrillic look-alikes of Latin letters
    /// mapped to them, and everything but letters and digits dropped ("u$dc." and "UЅDC" both give "USDC").
    static func skeleton(_ symbol: String) -> String {
        var result = ""
        for scalar in symbol.precomposedStringWithCompatibilityMapping.uppercased().unicodeScalars {
            if let latin = lookAlikes[scalar] {
                result.unicodeScalars.append(latin)
            } else if scalar == "$" {
                result.append("S")
            } else if scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// Upper-case Greek and Cyrillic letters drawn like Latin ones.
    private static let lookAlikes: [Unicode.Scalar: Unicode.Scalar] = {
        let pairs: [(String, Unicode.Scalar)] = [
            ("ΑА", "A"), ("ΒВ", "B"), ("СϹ", "C"), ("ΕЕ", "E"), ("ΗН", "H"), ("ΙІӀ", "I"), ("Ј", "J"), ("ΚК", "K"),
            ("ΜМ", "M"), ("Ν", "N"), ("ΟО", "O"), ("ΡР", "P"), ("Ѕ", "S"), ("ΤТ", "T"), ("ΥҮ", "Y"), ("ΧХ", "X"),
            ("Ζ", "Z"), ("Ԁ", "D"), ("Ԛ", "Q"), ("Ԝ", "W"),
        ]
        var table: [Unicode.Scalar: Unicode.Scalar] = [:]
        for (letters, latin) in pairs { for scalar in letters.unicodeScalars { table[scalar] = latin } }
        return table
    }()
}
