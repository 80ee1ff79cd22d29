import Foundation
import SolanaCore
import SolanaTransactions
import TestSupport

/// JSON shapes exchanged with Tests/Oracles/tx_oracle.py.
struct AccountSpec: Codable, Equatable {
    var pubkey: String
    var isSigner: Bool
    var isWritable: Bool
}

struct InstructionSpec: Codable, Equatable {
    var programId: String
    var accounts: [AccountSpec]
    var data: String

    init(_ instruction: Instruction) {
        programId = instruction.programId.base58
        accounts = instruction.accounts.map {
            AccountSpec(pubkey: $0.publicKey.base58, isSigner: $0.isSigner, isWritable: $0.isWritable)
        }
        data = instruction.data.hex
    }
}

struct TableSpec: Codable {
    var key: String
    var addresses: [String]
}

struct CompileCase: Codable {
    var version: String
    var payer: String
    var blockhash: String
    var instructions: [InstructionSpec]
    var tables: [TableSpec]
    var signerSeeds: [String]
    var ours: String?
}

struct CompileResult: Codable {
    var error: String?
    var message: String?
    var transaction: String?
    var oursDecodes: Bool?
    var oursRoundTrips: Bool?
    var oursVerify: Bool?
    var oursSanitizes: Bool?
    var oursError: String?
}

struct Cases<T: Codable>: Codable { var cases: [T] }
struct Results<T: Codable>: Codable { var results: [T] }

/// Test keys and hashes.
enum Keys {
    static func random() -> PublicKey { try! PublicKey(bytes: Random.bytes(32)) }
    static func keypair() -> (Keypair, [UInt8]) {
        let seed = Random.bytes(32)
        return (try! Keypair(seed: seed), seed)
    }
    static func hash() -> Hash { try! Hash(bytes: Random.bytes(32)) }
}

extension Transaction {
    /// Signs with keypairs known to be signers (test shorthand).
    func signedForTest(_ keypairs: [Keypair]) -> Transaction {
        var copy = self
        try! copy.sign(keypairs)
        return copy
    }
}
