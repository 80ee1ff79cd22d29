import Foundation
import SolanaCore
import SolanaCrypto
import TestSupport
import Testing

@testable import SolanaKeys

/// SLIP-0010 ed25519 test vectors 1 and 2, and the address table of the spec (§1.4).
@Suite struct SLIP10Tests {
    struct Vector: Decodable {
        let vector: Int; let seed: String; let path: String
        let chain_code: String; let `private`: String; let ed25519_public: String
    }

    @Test func officialVectors1And2() throws {
        struct File: Decodable { let vectors: [Vector] }
        let vectors = try JSONDecoder().decode(File.self, from: Oracle.fixture("solana/slip10-ed25519-vectors.json"))
            .vectors
        #expect(vectors.count == 12)
        #expect(Set(vectors.map(\.vector)) == [1, 2])
        for vector in vectors {
            let path = try DerivationPath(vector.path)
            let node = SLIP10.derive(seed: SecretBytes([UInt8](hex: vector.seed)), path: path)
            #expect(node.privateKey.exposedBytes.hex == vector.private, "\(vector.vector) \(vector.path)")
            #expect(node.chainCode.exposedBytes.hex == vector.chain_code, "\(vector.vector) \(vector.path)")
            let keypair = try Keypair(seed: node.privateKey)
            #expect(keypair.publicKey.bytes.hex == vector.ed25519_public)
        }
    }

    static let abandon = "abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about"

    @Test(arguments: [
        ("m/44'/501'/0'/0'", "HAgk14JpMQLgt6rVgv7cBQFJWFto5Dqxi472uT3DKpqk"),
        ("m/44'/501'/1'/0'", "Hh8QwFUA6MtVu1qAoq12ucvFHNwCcVTV7hpWjeY1Hztb"),
        ("m/44'/501'/0'", "GjJyeC1r2RgkuoCWMyPYkCWSGSGLcz266EaAkLA27AhL"),
        ("m/44'/501'", "D2PPQSYFe83nDzk96FqGumVU8JA7J8vj2Rhjc2oXzEi5"),
    ])
    func specAddressTable(path: String, address: String) throws {
        let keypair = try Keypair(phrase: Self.abandon, derivation: .path(try DerivationPath(path)))
        #expect(keypair.publicKey.base58 == address)
    }

    @Test func specAddressTableThroughPresets() throws {
        let table: [(WalletPreset, UInt32, String)] = [
            (.phantom, 0, "HAgk14JpMQLgt6rVgv7cBQFJWFto5Dqxi472uT3DKpqk"),
            (.phantom, 1, "Hh8QwFUA6MtVu1qAoq12ucvFHNwCcVTV7hpWjeY1Hztb"),
            (.ledgerLive, 0, "GjJyeC1r2RgkuoCWMyPYkCWSGSGLcz266EaAkLA27AhL"),
            (.solanaCLIRoot, 0, "D2PPQSYFe83nDzk96FqGumVU8JA7J8vj2Rhjc2oXzEi5"),
            (.solanaCLI, 0, "EHqmfkN89RJ7Y33CXM6uCzhVeuywHoJXZZLszBHHZy7o"),
        ]
        for (preset, account, address) in table {
            #expect(
                try Keypair(phrase: Self.abandon, preset: preset, account: account).publicKey.base58 == address,
                "\(preset) \(account)")
        }
        for name in ["solflare", "Backpack", "trust-wallet", "ledger", "solana-keygen", "cli-root"] {
            #expect(throws: Never.self) { try WalletPreset(name: name) }
        }
    }

    @Test func pathNotations() throws {
        #expect(try DerivationPath("m/44'/501'/0'/0'").indices == [44, 501, 0, 0])
        #expect(try DerivationPath("m/44h/501H/2'/0h") == .bip44Change(account: 2))
        #expect(try DerivationPath("m").indices == [])
        #expect(try DerivationPath("m/44'/501'/2147483647'").indices.last == 2_147_483_647)
        #expect(DerivationPath.bip44Change().description == "m/44'/501'/0'/0'")
        let json = try JSONEncoder().encode(DerivationPath.bip44(account: 3))
        #expect(String(decoding: json, as: UTF8.self) == "\"m\\/44'\\/501'\\/3'\"")
        #expect(try JSONDecoder().decode(DerivationPath.self, from: json) == .bip44(account: 3))
    }
}
