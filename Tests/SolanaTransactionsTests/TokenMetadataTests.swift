import Foundation
import SolanaCore
import SolanaTransactions
import TestSupport
import Testing

/// `TokenMetadata`: Metaplex metadata accounts as an independent encoder writes them (Tests/Oracles/
/// token_metadata_oracle.py, with solders' program-derived address), and hostile data refused with a typed error.
/// The Token-2022 extension is read from mints the real program wrote in `TokenMetadataLocalnetTests`.
@Suite struct TokenMetadataTests {
    /// A random text of at most `bytes` UTF-8 bytes, with multi-byte characters.
    static func text(maximumBytes bytes: Int) -> String {
        let alphabet = Array("abcXYZ019 -_.éßΩЖ日本🙂")
        var result = ""
        let wanted = Int.random(in: 0...bytes, using: &TestRandom.rng)
        while true {
            let next = alphabet.randomElement(using: &TestRandom.rng)!
            if result.utf8.count + String(next).utf8.count > wanted { return result }
            result.append(next)
        }
    }

    @Test func metaplexAccountsOfTheIndependentEncoderReadBack() throws {
        let cases = (0..<40).map { _ in
            TokenMetadataOracle.Case(
                mint: Keypair.generate().publicKey.base58, updateAuthority: Keypair.generate().publicKey.base58,
                name: Self.text(maximumBytes: 32), symbol: Self.text(maximumBytes: 10),
                uri: "https://example.com/" + Self.text(maximumBytes: 180))
        }
        let accounts = try TokenMetadataOracle.metaplex(cases)
        for (input, output) in zip(cases, accounts) {
            let mint = try PublicKey(input.mint)
            #expect(TokenMetadata.metaplexAddress(of: mint).base58 == output.address, "seed \(TestRandom.seed)")
            let read = try TokenMetadata(metaplexAccount: output.data, mint: mint)
            #expect(
                read
                    == TokenMetadata(
                        mint: mint, name: input.name, symbol: input.symbol, uri: input.uri, source: .metaplex),
                "seed \(TestRandom.seed): \(input)")
            #expect(read.name == input.name && !read.name.hasSuffix("\0"), "seed \(TestRandom.seed)")
        }
    }

    @Test func hostileMetaplexDataIsATypedError() throws {
        let mint = Keypair.generate().publicKey
        let good = TokenMetadataOracle.Case(
            mint: mint.base58, updateAuthority: mint.base58, name: "Name", symbol: "SYM", uri: "https://x.example")
        let data = try TokenMetadataOracle.metaplex([good])[0].data
        // Cut anywhere before the URI ends.
        let uriEnd = 1 + 32 + 32 + (4 + 32) + (4 + 10) + (4 + 200)
        for length in [0, 1, 33, 65, 66, 69, 100, uriEnd - 1] {
            #expect(throws: InstructionDecodingError.self, "cut at \(length)") {
                try TokenMetadata(metaplexAccount: Array(data.prefix(length)), mint: mint)
            }
        }
        // Another key, another mint, a name longer than Metaplex allows, a length past the end, not UTF-8.
        var wrongKey = data
        wrongKey[0] = 6
        var tooLong = data
        tooLong[65] = 33
        var huge = data
        huge.replaceSubrange(65..<69, with: [0xff, 0xff, 0xff, 0x7f])
        var notUTF8 = data
        notUTF8[69] = 0xff
        for (bad, what) in [(wrongKey, "key"), (tooLong, "name"), (huge, "name"), (notUTF8, "name")] {
            #expect(throws: InstructionDecodingError.self, "\(what)") {
                try TokenMetadata(metaplexAccount: bad, mint: mint)
            }
        }
        #expect(throws: InstructionDecodingError.self) {
            try TokenMetadata(metaplexAccount: data, mint: Keypair.generate().publicKey)
        }
        #expect(try TokenMetadata(metaplexAccount: data, mint: mint).name == "Name")
    }

    @Test func token2022ExtensionReadsAndRefusesWhatIsNotThere() throws {
        let mint = Keypair.generate().publicKey
        func value(mint named: PublicKey, name: [UInt8]) -> [UInt8] {
            var value = [UInt8](repeating: 7, count: 32) + named.bytes
            for text in [name, Array("SYM".utf8), Array("https://u".utf8)] {
                value += withUnsafeBytes(of: UInt32(text.count).littleEndian) { Array($0) } + text
            }
            return value + [0, 0, 0, 0]
        }
        let parse = { (data: [UInt8]) throws -> TokenMint in try TokenMint(data: data) }
        let plain = try parse(TokenProgramAccountTests.token2022Mint(decimals: 2, extensions: []))
        #expect(try TokenMetadata(token2022Mint: plain, address: mint) == nil)
        let named = try parse(
            TokenProgramAccountTests.token2022Mint(
                decimals: 2, extensions: [(19, value(mint: mint, name: Array("Ünïcode".utf8)))]))
        let read = try #require(try TokenMetadata(token2022Mint: named, address: mint))
        #expect(read.name == "Ünïcode" && read.symbol == "SYM" && read.uri == "https://u" && read.source == .token2022)
        let other = try parse(
            TokenProgramAccountTests.token2022Mint(
                decimals: 2, extensions: [(19, value(mint: Keypair.generate().publicKey, name: []))]))
        #expect(throws: InstructionDecodingError.self) { try TokenMetadata(token2022Mint: other, address: mint) }
        let long = try parse(
            TokenProgramAccountTests.token2022Mint(
                decimals: 2,
                extensions: [
                    (19, value(mint: mint, name: [UInt8](repeating: 65, count: TokenMetadata.token2022Limit + 1)))
                ]
            ))
        #expect(throws: InstructionDecodingError.self) { try TokenMetadata(token2022Mint: long, address: mint) }
    }
}
