import Foundation
import SolanaCore

/// Metaplex metadata accounts as an independent encoder writes them (Tests/Oracles/token_metadata_oracle.py: the
/// published Borsh layout, solders' program-derived address).
public enum TokenMetadataOracle {
    /// One account to write.
    public struct Case: Encodable, Sendable {
        public let mint: String
        public let updateAuthority: String
        public let name: String
        public let symbol: String
        public let uri: String

        public init(mint: String, updateAuthority: String, name: String, symbol: String, uri: String) {
            self.mint = mint
            self.updateAuthority = updateAuthority
            self.name = name
            self.symbol = symbol
            self.uri = uri
        }
    }

    /// The account's data and address.
    public struct Account: Sendable {
        public let data: [UInt8]
        public let address: String
    }

    /// The metadata accounts of `cases`, in order.
    public static func metaplex(_ cases: [Case]) throws -> [Account] {
        struct Reply: Decodable {
            struct Result: Decodable {
                let data: String
                let address: String
            }
            let results: [Result]
        }
        let reply = try Oracle.ask("metaplex", ["cases": cases], as: Reply.self, script: "token_metadata_oracle.py")
        return try reply.results.map { Account(data: try Hex.decode($0.data), address: $0.address) }
    }
}
