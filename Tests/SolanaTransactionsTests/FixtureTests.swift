import Base58
import Foundation
import SolanaCore
import SolanaTransactions
import TestSupport
import Testing

/// The nine real wire transactions in Tests/Fixtures/solana/transactions decode, check and re-serialize.
@Suite struct FixtureTests {
    struct Fixture: Decodable {
        /// "legacy" or 0.
        struct Version: Decodable {
            let number: Int?
            init(from decoder: any Decoder) throws {
                let container = try decoder.singleValueContainer()
                number = (try? container.decode(String.self)) == "legacy" ? nil : try container.decode(Int.self)
            }
        }
        struct Check: Decodable {
            let version: Version
            let num_signatures: Int
            let num_instructions: Int
            let num_static_account_keys: Int?
            let address_table_lookups: Int?
            let program_ids: [String]?
            let recent_blockhash: String?
            let signature_check: String?
            let byte_length: Int
        }
        let data: String
        let signature: String?
        let check: Check
    }

    static let names = [
        "legacy-jupiter-swap-computeBudget-unsigned", "legacy-returnData-devnet", "legacy-sol-transfer-devnet",
        "legacy-spl-transfer-bonk-mainnet", "legacy-swig-create-mainnet", "legacy-transfer-memo-durable-nonce-bitgo",
        "legacy-vote-mainnet", "v0-alt-transferChecked-devnet", "v0-dflow-alt-computeBudget-unsigned",
    ]

    static func load(_ name: String) throws -> Fixture {
        try JSONDecoder().decode(Fixture.self, from: Oracle.fixture("solana/transactions/\(name).json"))
    }

    @Test(arguments: names)
    func decodesAndRoundTrips(name: String) throws {
        let fixture = try Self.load(name)
        let bytes = [UInt8](Data(base64Encoded: fixture.data)!)
        let tx = try Transaction(wireBytes: bytes)
        let check = fixture.check
        #expect(bytes.count == check.byte_length)
        #expect(tx.wireBytes == bytes, "re-serialization differs")
        #expect(Data(tx.wireBytes).base64EncodedString() == fixture.data)
        #expect(try Transaction(base58: Base58.encode(tx.wireBytes)) == tx)
        if bytes.count > Transaction.maxSize {
            // Aggregators hand out oversized unsigned legacy transactions; we read them but refuse to send them.
            #expect(throws: TransactionError.tooLarge(size: bytes.count, limit: 1232)) { try tx.serialize() }
        } else {
            #expect(try tx.base64() == fixture.data)
        }
        #expect(tx.signatures.count == check.num_signatures)
        #expect(tx.message.instructions.count == check.num_instructions)
        #expect(tx.message.version == (check.version.number == nil ? .legacy : .v0))
        if let count = check.num_static_account_keys { #expect(tx.message.staticAccountKeys.count == count) }
        if let lookups = check.address_table_lookups { #expect(tx.message.addressTableLookups.count == lookups) }
        if let hash = check.recent_blockhash { #expect(tx.message.recentBlockhash.base58 == hash) }
        if let programs = check.program_ids {
            let keys = tx.message.staticAccountKeys
            #expect(tx.message.instructions.map { keys[Int($0.programIdIndex)].base58 } == programs)
        }
        let verified = tx.verifySignatures()
        switch check.signature_check {
        case "all signatures verify"?:
            #expect(verified.allSatisfy { $0 })
            if let signature = fixture.signature { #expect(tx.id?.base58 == signature) }
        default:
            #expect(tx.signatures.allSatisfy { $0.isZero })
            #expect(verified.allSatisfy { !$0 })
        }
        // Every instruction of a legacy message decodes to something (unknown programs included).
        if case .legacy = tx.message {
            let decoded = try InstructionDecoder.decode(tx.message)
            #expect(decoded.count == check.num_instructions)
        }
    }

    @Test func solTransferDecodesAndRecompilesIdentically() throws {
        let tx = try Transaction(
            wireBytes: [UInt8](Data(base64Encoded: try Self.load("legacy-sol-transfer-devnet").data)!))
        let decoded = try InstructionDecoder.decode(tx.message)
        guard case .system(.transfer(let from, let to, let lamports)) = decoded.first else {
            Issue.record("not a transfer: \(decoded)"); return
        }
        #expect(lamports == 1_000_000_000)
        #expect(from == tx.message.feePayer)
        // Recompiling the decoded instruction gives the signed message back, so the signature still verifies.
        let rebuilt = try Transaction(
            feePayer: from, blockhash: tx.message.recentBlockhash,
            instructions: [SystemProgram.transfer(from: from, to: to, lamports: lamports)])
        #expect(rebuilt.message == tx.message)
    }

    @Test func durableNonceMemoFixture() throws {
        let tx = try Transaction(
            wireBytes: [UInt8](Data(base64Encoded: try Self.load("legacy-transfer-memo-durable-nonce-bitgo").data)!))
        let decoded = try InstructionDecoder.decode(tx.message)
        guard case .system(.advanceNonceAccount) = decoded[0] else { Issue.record("first is \(decoded[0])"); return }
        guard case .system(.transfer) = decoded[1] else { Issue.record("second is \(decoded[1])"); return }
        guard case .memo(let memo) = decoded[2] else { Issue.record("third is \(decoded[2])"); return }
        #expect(memo.text == "test memo")
    }

    @Test func v0FixtureResolvesWithTables() throws {
        let tx = try Transaction(
            wireBytes: [UInt8](Data(base64Encoded: try Self.load("v0-alt-transferChecked-devnet").data)!))
        guard case .v0(let message) = tx.message else { Issue.record("not v0"); return }
        // Without the tables the lookups cannot be resolved: a typed error, not a crash.
        #expect(throws: TransactionError.missingLookupTable(message.addressTableLookups[0].accountKey)) {
            try InstructionDecoder.decode(tx.message)
        }
        // With synthetic tables of the right size, every instruction resolves and decodes as TransferChecked.
        let tables = message.addressTableLookups.map { lookup in
            let size = Int((lookup.writableIndexes + lookup.readonlyIndexes).max()!) + 1
            return AddressLookupTableAccount(key: lookup.accountKey, addresses: (0..<size).map { _ in Keys.random() })
        }
        let decoded = try InstructionDecoder.decode(tx.message, lookupTables: tables)
        for instruction in decoded {
            guard case .token(.transferChecked, _) = instruction else { Issue.record("\(instruction)"); continue }
        }
    }
}
