import SolanaCore

extension PublicKey {
    /// Metaplex's Token Metadata program (`metaqbxxUerdq28cj1RbAWkYQm3ybzjb6a8bt518x1s`), which names most SPL tokens.
    public static let tokenMetadataProgram = PublicKey(staticString: "metaqbxxUerdq28cj1RbAWkYQm3ybzjb6a8bt518x1s")
}

/// A token's name, symbol and URI as its mint's creator published them: in a Metaplex metadata account, or in a
/// Token-2022 mint's own `tokenMetadata` extension.
///
/// Anyone can publish any name: a token calling itself "USDC" is not USDC. A wallet shows these names as the
/// creator's claim, next to the mint, and trusts only a list of mints it knows.
public struct TokenMetadata: Sendable, Codable, Hashable {
    /// Where the metadata was read.
    public enum Source: String, Sendable, Codable, Hashable {
        /// A Metaplex Token Metadata account (the program-derived address of the mint).
        case metaplex
        /// The Token-2022 `tokenMetadata` extension inside the mint account.
        case token2022
    }

    /// The mint the metadata names.
    public let mint: PublicKey
    /// The name ("USD Coin"), its padding removed.
    public let name: String
    /// The symbol ("USDC"), its padding removed.
    public let symbol: String
    /// Where more about the token is (often a JSON document with an image); never fetched by the SDK.
    public let uri: String
    /// Where it was read.
    public let source: Source

    /// Metadata with every field given; trailing NUL padding is removed from the texts.
    public init(mint: PublicKey, name: String, symbol: String, uri: String, source: Source) {
        self.mint = mint
        self.name = Self.unpadded(name)
        self.symbol = Self.unpadded(symbol)
        self.uri = Self.unpadded(uri)
        self.source = source
    }

    /// The most bytes each Metaplex text may have (`MAX_NAME_LENGTH`, `MAX_SYMBOL_LENGTH`, `MAX_URI_LENGTH`).
    public static let metaplexLimits = (name: 32, symbol: 10, uri: 200)
    /// The most bytes a Token-2022 metadata text is read with (the extension itself has no limit; a longer text is
    /// refused rather than shown).
    public static let token2022Limit = 1_024

    /// The address of `mint`'s Metaplex metadata account: the program-derived address of
    /// `["metadata", program id, mint]` under the Token Metadata program.
    public static func metaplexAddress(of mint: PublicKey) -> PublicKey {
        let program = PublicKey.tokenMetadataProgram
        // Three 32-byte-or-shorter seeds always validate, and some bump below 256 is off the curve for any mint.
        guard
            let found = try? PublicKey.findProgramAddress(
                seeds: [Array("metadata".utf8), program.bytes, mint.bytes], programId: program)
        else { return program }
        return found.address
    }

    /// Reads a Metaplex metadata account's data (`Key::MetadataV1`, update authority, mint, then the Borsh name,
    /// symbol and URI; the fields after them are not read).
    ///
    /// - Throws: `InstructionDecodingError` when the data is not a metadata account, is cut short, has a text longer
    ///   than Metaplex allows or not UTF-8, or names another mint than `mint`.
    public init(metaplexAccount data: [UInt8], mint: PublicKey) throws(InstructionDecodingError) {
        let program = "Token Metadata"
        var reader = DataReader(data, program: program, instruction: "metadata account")
        let key = try reader.u8("key")
        guard key == 4 else { throw .invalidValue(program: program, field: "key", detail: "\(key), expected 4") }
        _ = try reader.key("update authority")
        let named = try reader.key("mint")
        guard named == mint else {
            throw .invalidValue(program: program, field: "mint", detail: "\(named.base58), expected \(mint.base58)")
        }
        let limits = Self.metaplexLimits
        let name = try reader.borshString("name", maximum: limits.name)
        let symbol = try reader.borshString("symbol", maximum: limits.symbol)
        let uri = try reader.borshString("uri", maximum: limits.uri)
        self.init(mint: mint, name: name, symbol: symbol, uri: uri, source: .metaplex)
    }

    /// Reads the `tokenMetadata` extension (type 19) of a Token-2022 mint: update authority, mint, then the Borsh
    /// name, symbol and URI (the additional key-value pairs after them are not read). Nil when the mint has none.
    ///
    /// - Throws: `InstructionDecodingError` when the extension is cut short, a text is longer than
    ///   `token2022Limit` or not UTF-8, or it names another mint.
    public init?(token2022Mint mint: TokenMint, address: PublicKey) throws(InstructionDecodingError) {
        guard let value = mint.extensions.first(where: { $0.type == 19 })?.value else { return nil }
        let program = "Token-2022 metadata"
        var reader = DataReader(value, program: program, instruction: "tokenMetadata")
        _ = try reader.key("update authority")
        let named = try reader.key("mint")
        guard named == address else {
            throw .invalidValue(program: program, field: "mint", detail: "\(named.base58), expected \(address.base58)")
        }
        let name = try reader.borshString("name", maximum: Self.token2022Limit)
        let symbol = try reader.borshString("symbol", maximum: Self.token2022Limit)
        let uri = try reader.borshString("uri", maximum: Self.token2022Limit)
        self.init(mint: address, name: name, symbol: symbol, uri: uri, source: .token2022)
    }

    private static func unpadded(_ text: String) -> String {
        var scalars = Substring(text).unicodeScalars
        while let last = scalars.last, last == "\0" { scalars.removeLast() }
        return String(scalars)
    }
}
