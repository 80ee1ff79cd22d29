import Foundation
import SolanaCore
import SolanaTransactions
import TestSupport
import Testing

/// The config of a v1 case, as v1_oracle.py reads it (u64 as decimal strings).
struct ConfigSpec: Codable {
    var priorityFee: String?
    var computeUnitLimit: String?
    var loadedAccountsDataSizeLimit: String?
    var heapSize: String?

    init(_ config: TransactionConfig) {
        priorityFee = config.priorityFee.map(String.init)
        computeUnitLimit = config.computeUnitLimit.map(String.init)
        loadedAccountsDataSizeLimit = config.loadedAccountsDataSizeLimit.map(String.init)
        heapSize = config.heapSize.map(String.init)
    }
}

struct V1Case: Codable {
    var payer: String
    var blockhash: String
    var instructions: [InstructionSpec]
    var config: ConfigSpec
    var signerSeeds: [String]
    var ours: String?
}

struct V1Result: Codable {
    var error: String?
    var message: String?
    var transaction: String?
    var sanitizes: Bool?
    var oursDecodes: Bool?
    var oursRoundTrips: Bool?
    var oursVerify: Bool?
    var oursSanitizes: Bool?
    var oursIsV1: Bool?
    var oursError: String?
}

struct DecodeVerdict: Codable {
    var accepted: Bool
    var error: String?
}

/// A random v1 case: 1–12 signers, up to 64 accounts and 64 instructions (sometimes past them), random data sizes
/// up to the 4,096-byte limit, a random config mask.
struct RandomV1 {
    var keypairs: [Keypair]
    var seeds: [PublicKey: [UInt8]]
    var instructions: [Instruction]
    var blockhash: Hash
    var config: TransactionConfig

    var payer: PublicKey { keypairs[0].publicKey }

    static func make() -> RandomV1 {
        var keypairs: [Keypair] = []
        var seeds: [PublicKey: [UInt8]] = [:]
        // Mostly within the limits, sometimes at them, sometimes past them.
        let bigness = Random.int(0...9)
        for _ in 0..<(bigness == 0 ? Random.int(1...13) : Random.int(1...3)) {
            let (keypair, seed) = Keys.keypair()
            keypairs.append(keypair)
            seeds[keypair.publicKey] = seed
        }
        let poolSize = bigness <= 1 ? Random.int(40...70) : Random.int(2...12)
        let pool = (0..<poolSize).map { _ in Keys.random() }
        let programs = (0..<Random.int(1...4)).map { _ in Keys.random() } + [.systemProgram]
        let instructionCount = bigness == 2 ? Random.int(60...66) : Random.int(1...6)
        let dataMax = bigness == 3 ? 1_500 : (instructionCount > 8 ? 8 : 120)
        var instructions: [Instruction] = []
        for _ in 0..<instructionCount {
            var accounts: [AccountMeta] = []
            for _ in 0..<Random.int(0...(bigness <= 1 ? 24 : 5)) {
                let signer = Random.int(0...4) == 0
                let key =
                    signer
                    ? keypairs.randomElement(using: &TestRandom.rng)!.publicKey
                    : pool.randomElement(using: &TestRandom.rng)!
                accounts.append(
                    AccountMeta(publicKey: key, isSigner: signer, isWritable: Bool.random(using: &TestRandom.rng)))
            }
            // Every signer appears somewhere so that all of them sign.
            if instructions.isEmpty {
                for keypair in keypairs.dropFirst() {
                    accounts.append(AccountMeta(publicKey: keypair.publicKey, isSigner: true, isWritable: false))
                }
            }
            instructions.append(
                Instruction(
                    programId: programs.randomElement(using: &TestRandom.rng)!, accounts: accounts,
                    data: Random.bytes(Random.int(0...dataMax))))
        }
        return RandomV1(
            keypairs: keypairs, seeds: seeds, instructions: instructions, blockhash: Keys.hash(),
            config: randomConfig())
    }

    /// Each field present or not, at random; values anywhere in their range, the heap size valid.
    static func randomConfig() -> TransactionConfig {
        func maybe<T>(_ make: () -> T) -> T? { Bool.random(using: &TestRandom.rng) ? make() : nil }
        return TransactionConfig(
            priorityFee: maybe { UInt64.random(in: 0...UInt64.max, using: &TestRandom.rng) },
            computeUnitLimit: maybe { UInt32.random(in: 0...UInt32.max, using: &TestRandom.rng) },
            loadedAccountsDataSizeLimit: maybe { UInt32.random(in: 0...UInt32.max, using: &TestRandom.rng) },
            heapSize: maybe { UInt32(Random.int(32...256)) * 1024 })
    }

    /// Compiles with our SDK. A config without a data-size limit cannot be compiled (by design): such cases are
    /// compiled with one and the field removed afterwards, to compare the wire layout of every mask.
    func compile() throws(TransactionError) -> Transaction {
        var withLimit = config
        if withLimit.loadedAccountsDataSizeLimit == nil { withLimit.loadedAccountsDataSizeLimit = 1 }
        var message = try MessageV1(
            instructions: instructions, feePayer: payer, recentBlockhash: blockhash, config: withLimit)
        message.config = config
        var tx = Transaction(message: .v1(message))
        try tx.sign(keypairs.filter { tx.signers.contains($0.publicKey) })
        return tx
    }

    func oracleCase(ours: [UInt8]?) -> V1Case {
        V1Case(
            payer: payer.base58, blockhash: blockhash.base58, instructions: instructions.map(InstructionSpec.init),
            config: ConfigSpec(config), signerSeeds: keypairs.compactMap { seeds[$0.publicKey]?.hex },
            ours: ours?.hex)
    }
}

@Suite struct TransactionV1Tests {
    static let perRun = 400

    /// The vector from the brief, checked with solders 0.29: mask 0x1f and the four config values in order.
    @Test func configValuesMatchTheKnownVector() throws {
        let payer = try Keypair(seed: [UInt8](repeating: 0, count: 32))
        let to = try Keypair(seed: [UInt8](repeating: 1, count: 32)).publicKey
        let config = TransactionConfig(
            priorityFee: 1000, computeUnitLimit: 300, loadedAccountsDataSizeLimit: 4096, heapSize: 65536)
        let blockhash = try Hash(bytes: [UInt8](repeating: 7, count: 32))
        var tx = try Transaction(feePayer: payer.publicKey, blockhash: blockhash, config: config) {
            SystemProgram.transfer(from: payer.publicKey, to: to, lamports: 5)
        }
        try tx.sign(payer)
        let hex = tx.wireBytes.hex
        // solders: MessageV1.try_compile(...) then bytes(VersionedTransaction(msg, [payer])).
        #expect(hex.hasPrefix("810100011f000000" + String(repeating: "07", count: 32) + "0103"))
        #expect(hex.contains("e8030000000000002c0100000010000000000100"))
        #expect(
            hex.hasSuffix(
                "78f30b7ed640af0527809b26f7cf7974ce21f96cf5827a032c94a54f094f7d65"
                    + "a14d96d65ff568bc198c0e9c145d0eb97ce6e3d9ba3ade0ddd71edb4c166750b"))
        #expect(tx.serializedSize == 240)
        #expect(try Transaction(wireBytes: tx.wireBytes) == tx)
        #expect(tx.message.version == .v1)
    }

    /// What `tx decode` prints for a v1 transaction solders built (the known vector): version 1, the config with
    /// the priority fee as a string, the transfer decoded; and it passes docs/json-schema/tx-decode.json.
    @Test func reportOfASoldersBuiltV1Transaction() throws {
        let hex =
            "810100011f000000" + String(repeating: "07", count: 32) + "0103"
            + "3b6a27bcceb6a42d62a3a8d02a6f0d73653215771de243a63ac048a18b59da29"
            + "8a88e3dd7409f195fd52db2d3cba5d72ca6709bf1d94121bf3748801b40f6f5c"
            + String(repeating: "00", count: 32)
            + "e8030000000000002c010000001000000000010002020c000001020000000500000000000000"
            + "78f30b7ed640af0527809b26f7cf7974ce21f96cf5827a032c94a54f094f7d65"
            + "a14d96d65ff568bc198c0e9c145d0eb97ce6e3d9ba3ade0ddd71edb4c166750b"
        let tx = try Transaction(wireBytes: [UInt8](hex: hex))
        #expect(tx.isFullySignedAndValid)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let text = String(decoding: try encoder.encode(TransactionReport(tx)), as: UTF8.self)
        let report = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        #expect(report["version"] as? String == "1" && report["size"] as? Int == 240)
        let config = try #require(report["config"] as? [String: Any])
        #expect(config["priorityFee"] as? String == "1000" && config["computeUnitLimit"] as? Int == 300)
        #expect(config["loadedAccountsDataSizeLimit"] as? Int == 4096 && config["heapSize"] as? Int == 65536)
        let instructions = try #require(report["instructions"] as? [[String: Any]])
        #expect(instructions.first?["type"] as? String == "transfer")
        struct Output: Encodable { let schema: String; let text: String }
        struct Request: Encodable { let outputs: [Output] }
        struct Reply: Decodable {
            struct Result: Decodable { let schema: String; let errors: [String] }
            let results: [Result]
        }
        let reply: Reply = try Oracle.ask(
            "check", Request(outputs: [Output(schema: "tx-decode", text: text)]), script: "json_schema_check.py")
        #expect(reply.results.first?.errors == [])
    }

    /// Omitting the data-size limit is a typed error, never a silent 0 — on every way of building a v1 transaction.
    @Test func missingDataSizeLimitIsRefused() throws {
        let payer = Keys.random(), blockhash = Keys.hash()
        let transfer = SystemProgram.transfer(from: payer, to: Keys.random(), lamports: 1)
        #expect(throws: TransactionError.missingLoadedAccountsDataSizeLimit) {
            try Transaction(feePayer: payer, blockhash: blockhash, config: TransactionConfig(computeUnitLimit: 500)) {
                transfer
            }
        }
        #expect(throws: TransactionError.missingLoadedAccountsDataSizeLimit) {
            try Transaction(feePayer: payer, blockhash: blockhash, version: .v1, instructions: [transfer])
        }
        #expect(throws: TransactionError.invalidHeapSize(33 * 1024 + 1)) {
            try Transaction(
                feePayer: payer, blockhash: blockhash,
                config: TransactionConfig(loadedAccountsDataSizeLimit: 1, heapSize: 33 * 1024 + 1)
            ) { transfer }
        }
    }

    @Test func versionJSONIsTheNumberOne() throws {
        let encoded = try JSONEncoder().encode([TransactionVersion.legacy, .v0, .v1])
        #expect(String(decoding: encoded, as: UTF8.self) == #"["legacy",0,1]"#)
        #expect(try JSONDecoder().decode([TransactionVersion].self, from: Data("[1,0]".utf8)) == [.v1, .v0])
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode([TransactionVersion].self, from: Data("[2]".utf8))
        }
    }

    /// Random v1 transactions equal solders' byte for byte; solders decodes, verifies and sanitizes ours; we
    /// decode theirs; a case over a limit is refused by us and fails solders' sanitize (or exceeds 4,096 bytes).
    @Test func randomTransactionsMatchSolders() throws {
        var generated: [RandomV1] = []
        var ours: [Result<Transaction, TransactionError>] = []
        var cases: [V1Case] = []
        for _ in 0..<Self.perRun {
            let random = RandomV1.make()
            let compiled: Result<Transaction, TransactionError>
            do throws(TransactionError) { compiled = .success(try random.compile()) } catch {
                compiled = .failure(error)
            }
            generated.append(random)
            ours.append(compiled)
            cases.append(random.oracleCase(ours: try? compiled.get().wireBytes))
        }
        let reply = try Oracle.ask("compile", Cases(cases: cases), as: Results<V1Result>.self, script: "v1_oracle.py")
        try #require(reply.results.count == cases.count)
        var compared = 0, refused = 0
        for (index, (result, mine)) in zip(reply.results, ours).enumerated() {
            let context = "case \(index) (seed \(TestRandom.seed))"
            switch mine {
            case .failure(.tooLarge(let size, let limit)):
                #expect(limit == 4096 && result.transaction.map { $0.count / 2 } == size, "\(context)")
                refused += 1
            case .failure(.limitExceeded):
                #expect(result.error != nil || result.sanitizes == false, "\(context): solders accepts it")
                refused += 1
            case .failure(let error):
                #expect(result.error != nil, "\(context): we failed (\(error)) but solders compiled it")
                refused += 1
            case .success(let tx):
                guard result.error == nil, let message = result.message, let theirs = result.transaction else {
                    Issue.record("\(context): solders failed (\(result.error ?? "?")) but we compiled it")
                    continue
                }
                #expect(result.sanitizes == true, "\(context): we compiled what solders does not sanitize")
                #expect(tx.message.serialize().hex == message, "\(context): message bytes differ")
                #expect(tx.wireBytes.hex == theirs, "\(context): transaction bytes differ")
                #expect(
                    result.oursDecodes == true && result.oursRoundTrips == true, "\(context): \(result.oursError ?? "")"
                )
                #expect(
                    result.oursVerify == true && result.oursSanitizes == true && result.oursIsV1 == true, "\(context)")
                let decoded = try Transaction(wireBytes: [UInt8](hex: theirs))
                #expect(decoded == tx, "\(context)")
                #expect(decoded.message.config == generated[index].config)
                #expect(decoded.isFullySignedAndValid)
                let back = try decoded.message.decompiledInstructions()
                #expect(back.map(\.programId) == generated[index].instructions.map(\.programId))
                #expect(back.map(\.data) == generated[index].instructions.map(\.data))
                compared += 1
            }
        }
        // Most cases compile; some go past a limit on purpose.
        #expect(compared > Self.perRun * 6 / 10 && refused > 0, "compared \(compared), refused \(refused)")
    }

    /// Mutations of valid v1 transactions (truncation, trailing bytes, mask bits, counts past the limits, flipped
    /// bytes, other version bytes): we accept exactly what solders accepts, and each refusal is a typed error.
    @Test func mutationsAreJudgedAsSoldersJudgesThem() throws {
        var mutants: [[UInt8]] = []
        var kinds: [String] = []
        while mutants.count < Self.perRun {
            let random = RandomV1.make()
            guard let tx = try? random.compile() else { continue }
            var bytes = tx.wireBytes
            let keyCount = tx.message.staticAccountKeys.count
            let kind = Random.int(0...8)
            switch kind {
            case 0: bytes.removeLast(Random.int(1...bytes.count))
            case 1: bytes += Random.bytes(Random.int(1...8))
            case 2:  // an unknown mask bit, or one priority-fee bit alone
                let bit = [0, 1, Random.int(5...31)].randomElement(using: &TestRandom.rng)!
                let mask = UInt32(bytes[4]) | UInt32(bytes[5]) << 8 | UInt32(bytes[6]) << 16 | UInt32(bytes[7]) << 24
                let flipped = mask ^ (1 << UInt32(bit))
                for i in 0..<4 { bytes[4 + i] = UInt8(truncatingIfNeeded: flipped >> (8 * UInt32(i))) }
            case 3: bytes[40] = UInt8(Random.int(65...255))  // instruction count past 64
            case 4: bytes[41] = UInt8(Random.int(65...255))  // address count past 64
            case 5: bytes[1] = UInt8(Random.int(13...255))  // more than 12 signatures
            case 6: bytes[0] = UInt8(Random.int(0x82...0xFF))  // an unknown version
            case 7:  // a duplicated address
                if keyCount > 1 {
                    let from = 42 + 32 * Random.int(0...(keyCount - 1)), to = 42 + 32 * Random.int(0...(keyCount - 1))
                    bytes.replaceSubrange(to..<to + 32, with: bytes[from..<from + 32])
                }
            default:
                for _ in 0..<Random.int(1...3) {
                    bytes[Random.int(0...(bytes.count - 1))] = UInt8(Random.int(0...255))
                }
            }
            mutants.append(bytes)
            kinds.append("kind \(kind)")
        }
        let reply = try Oracle.ask(
            "decode", Cases(cases: mutants.map(\.hex)), as: Results<DecodeVerdict>.self, script: "v1_oracle.py")
        try #require(reply.results.count == mutants.count)
        var rejected = 0
        for (index, (bytes, verdict)) in zip(mutants, reply.results).enumerated() {
            let context = "mutant \(index), \(kinds[index]) (seed \(TestRandom.seed)): \(bytes.hex)"
            do throws(TransactionDecodingError) {
                let tx = try Transaction(wireBytes: bytes)
                #expect(verdict.accepted, "\(context): we accept what solders refuses (\(verdict.error ?? ""))")
                #expect(tx.wireBytes == bytes, "\(context)")
            } catch {
                #expect(!verdict.accepted, "\(context): we refuse (\(error)) what solders accepts")
                rejected += 1
            }
        }
        #expect(rejected > Self.perRun / 2)
    }

    /// Each limit is its own typed error when decoding.
    @Test func limitsAreTypedErrors() throws {
        let payer = try Keypair(seed: Random.bytes(32))
        let config = TransactionConfig(loadedAccountsDataSizeLimit: 10_000)
        var tx = try Transaction(feePayer: payer.publicKey, blockhash: Keys.hash(), config: config) {
            SystemProgram.transfer(from: payer.publicKey, to: Keys.random(), lamports: 1)
        }
        try tx.sign(payer)
        let good = tx.wireBytes
        func error(_ change: (inout [UInt8]) -> Void) -> TransactionDecodingError? {
            var bytes = good
            change(&bytes)
            do throws(TransactionDecodingError) { _ = try Transaction(wireBytes: bytes) } catch { return error }
            return nil
        }
        #expect(error { $0[0] = 0x85 } == .unsupportedVersion(5))
        #expect(error { $0[4] = 0x09 } == .invalidConfigMask(0x09))
        #expect(error { $0[4] = 0x28 } == .invalidConfigMask(0x28))
        #expect(error { $0[40] = 65 } == .limitExceeded(.instructions, count: 65, limit: 64))
        #expect(error { $0[41] = 65 } == .limitExceeded(.accounts, count: 65, limit: 64))
        #expect(error { $0[1] = 13 } == .limitExceeded(.signatures, count: 13, limit: 12))
        #expect(error { $0.append(0) } == .trailingBytes(count: 1))
        #expect(error { $0 += [UInt8](repeating: 0, count: 4096) } == .tooLarge(size: 4096 + good.count, limit: 4096))
        if case .truncated = error({ $0.removeLast() }) {} else { Issue.record("truncation is not .truncated") }
        // A v1 message after a signature count (the legacy/v0 layout) is not a transaction.
        let misplaced = [UInt8(1)] + Array(good.suffix(64)) + Array(good.dropLast(64))
        #expect(throws: TransactionDecodingError.misplacedV1Message) { try Transaction(wireBytes: misplaced) }
        // Past the limits when compiling.
        let many = (0..<70).map { _ in AccountMeta(publicKey: Keys.random(), isSigner: false, isWritable: true) }
        #expect(throws: TransactionError.limitExceeded(.accounts, count: 72, limit: 64)) {
            try Transaction(feePayer: payer.publicKey, blockhash: Keys.hash(), config: config) {
                Instruction(programId: Keys.random(), accounts: many, data: [])
            }
        }
        #expect(throws: TransactionError.tooLarge(size: 4_182, limit: 4096)) {
            try Transaction(feePayer: payer.publicKey, blockhash: Keys.hash(), config: config) {
                for _ in 0..<2 {
                    Instruction(programId: .systemProgram, accounts: [], data: [UInt8](repeating: 1, count: 2_000))
                }
            }
        }
    }
}
