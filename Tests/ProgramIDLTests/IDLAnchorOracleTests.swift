import Borsh
import Foundation
import ProgramIDL
import SolanaCore
import SolanaTransactions
import TestSupport
import Testing

/// Real Anchor (≥ 0.30) IDLs of public programs (pump.fun's `pump` and `pump_amm`, Meteora's DLMM `lb_clmm`; see
/// Tests/Fixtures/idl/PROVENANCE.md) and the Anchor demos, checked against an independent Borsh: borsh-construct
/// layouts built by walking the IDL JSON (Tests/Oracles/anchor_borsh_oracle.py), on fresh random values per run.
/// The interpreter for every fixture, and the generated clients of pump, pump_amm and DLMM (`IDLGeneratedClients`:
/// pump_amm's in this target, pump's and DLMM's modules of their own), which read the same instructions back and
/// build them again byte for byte, and decode the same accounts.
@Suite("ProgramIDL Anchor IDLs against borsh-construct") struct IDLAnchorOracleTests {
    static let seeded = "SOLWALLET_TEST_SEED=\(Property.seed)"
    static let fixtures = [
        "anchor-pump", "anchor-pump-amm", "anchor-meteora-dlmm", "anchor-generics-demo", "anchor-vault-demo",
        "anchor-types-demo",
    ]

    /// Random values of a Borsh schema: integers of the full width (edges included), any bool, finite floats, keys,
    /// text with multi-byte characters, short vectors, options both ways, every enum variant.
    struct Draw {
        var rng: SeededGenerator

        mutating func key() -> PublicKey { try! PublicKey(bytes: rng.bytes(32)) }
        mutating func chance() -> Bool { Bool.random(using: &rng) }

        mutating func integer(_ kind: BorshIntegerKind) -> BorshInteger {
            let bits = kind.byteCount * 8
            let signed = kind.isSigned
            // A quarter of draws are edges: zero, the largest, the smallest.
            switch Int.random(in: 0..<12, using: &rng) {
            case 0: return BorshInteger(UInt64(0))
            case 1:
                let magnitudeBits = signed ? bits - 1 : bits
                return Self.ones(magnitudeBits, negative: false)
            case 2:
                return signed
                    ? BorshInteger(
                        negative: true, low: bits >= 64 ? (bits == 64 ? 1 << 63 : 0) : 1 << (bits - 1),
                        high: bits == 128 ? 1 << 63 : 0)
                    : BorshInteger(UInt64(0))
            default:
                let magnitudeBits = signed ? bits - 1 : bits
                let low = UInt64.random(in: 0...UInt64.max, using: &rng)
                let high = UInt64.random(in: 0...UInt64.max, using: &rng)
                let mask = Self.ones(magnitudeBits, negative: false)
                return BorshInteger(
                    negative: signed && chance(), low: low & mask.low, high: high & mask.high)
            }
        }

        /// `bits` one bits as a magnitude.
        static func ones(_ bits: Int, negative: Bool) -> BorshInteger {
            let low: UInt64 = bits >= 64 ? .max : (1 << bits) - 1
            let high: UInt64 = bits >= 128 ? .max : bits > 64 ? (1 << (bits - 64)) - 1 : 0
            return BorshInteger(negative: negative, low: low, high: high)
        }

        mutating func text() -> String {
            let alphabet = ["a", "Z", "0", "é", "€", "𝄞", " ", "e\u{301}", "\""]
            return (0..<Int.random(in: 0...6, using: &rng)).map { _ in
                alphabet[Int.random(in: 0..<alphabet.count, using: &rng)]
            }.joined()
        }

        mutating func count(_ size: BorshSize) -> Int {
            if case .fixed(let count) = size { return count }
            return Int.random(in: 0...3, using: &rng)
        }

        mutating func value(_ type: BorshType) -> BorshValue {
            switch type {
            case .integer(let kind): return .integer(integer(kind))
            case .bool: return .bool(chance())
            case .f32: return .float(Double(Float(Int32.random(in: -1_000_000...1_000_000, using: &rng)) / 64))
            case .f64: return .float(Double(Int64.random(in: -1 << 52...1 << 52, using: &rng)) / 1024)
            case .publicKey: return .publicKey(key())
            case .string: return .string(text())
            case .bytes(let size): return .bytes(rng.bytes(count(size)))
            case .array(let item, let size): return .list((0..<count(size)).map { _ in value(item) })
            case .set(let item, let size): return .list((0..<count(size)).map { _ in value(item) })
            case .map: return .map([])
            case .option(let item, _, _): return .option(chance() ? value(item) : nil)
            case .structure(let fields): return .structure(fields.map { value($0.type) })
            case .tuple(let items): return .list(items.map { value($0) })
            case .enumeration(let variants, _):
                let index = Int.random(in: 0..<variants.count, using: &rng)
                switch variants[index].payload {
                case .none: return .variant(index, nil)
                case .tuple(let items): return .variant(index, .list(items.map { value($0) }))
                case .fields(let fields): return .variant(index, .structure(fields.map { value($0.type) }))
                }
            }
        }
    }

    struct Reply: Decodable { let results: [String] }

    static func path(_ fixture: String) -> String {
        Oracle.repositoryRoot.appendingPathComponent("Tests/Fixtures/idl/\(fixture).json").path
    }

    /// The oracle's `encode` of positional JSON values: hex per case.
    static func encode(_ fixture: String, _ cases: [[String: Any]]) throws -> [String] {
        let request = try JSONSerialization.data(withJSONObject: ["idl": path(fixture), "cases": cases])
        let reply = try JSONDecoder().decode(
            Reply.self, from: Oracle.run(script: "anchor_borsh_oracle.py", arguments: ["encode"], input: request))
        try #require(reply.results.count == cases.count)
        return reply.results
    }

    /// The oracle's `decode` of hex per case, each value as canonical JSON text (sorted keys) to compare with ours.
    static func decode(_ fixture: String, _ cases: [[String: Any]]) throws -> [String] {
        let request = try JSONSerialization.data(withJSONObject: ["idl": path(fixture), "cases": cases])
        let data = try Oracle.run(script: "anchor_borsh_oracle.py", arguments: ["decode"], input: request)
        let reply = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let results = try #require(reply["results"] as? [Any])
        try #require(results.count == cases.count)
        return try results.map { try canonical($0) }
    }

    static func canonical(_ value: Any) throws -> String {
        let data = try JSONSerialization.data(
            withJSONObject: ["v": value], options: [.sortedKeys, .fragmentsAllowed])
        return String(decoding: data, as: UTF8.self)
    }

    static func json(_ value: BorshValue) -> Any { IDLGeneratedTypesTests.json(value) }

    static func seed(_ fixture: String) -> UInt64 {
        // Each fixture draws from its own stream of the run's seed (stable across runs, unlike `hashValue`).
        fixture.utf8.reduce(Property.seed) { ($0 ^ UInt64($1)) &* 0x100_0000_01B3 }
    }

    @Test(
        "every instruction's data, built by the IDL interpreter from random arguments, is borsh-construct's",
        arguments: fixtures)
    func instructionData(fixture: String) throws {
        let idl = try ProgramIDL(json: Array(Oracle.fixture("idl/\(fixture).json")))
        #expect(idl.format == .anchor && !idl.instructions.isEmpty)
        var draw = Draw(rng: SeededGenerator(seed: Self.seed(fixture)))
        let client = IDLGeneratedClients.client(fixture)
        if let client {
            #expect(client.instructionTypes.map { $0.instructionName } == idl.instructions.map(\.name))
        }
        var cases: [[String: Any]] = []
        var ours: [[UInt8]] = []
        var decodeCases: [[String: Any]] = []
        var values: [String] = []
        for _ in 0..<3 {
            for instruction in idl.instructions {
                var arguments: [String: BorshValue] = [:]
                var positional: [BorshValue] = []
                for argument in instruction.arguments where argument.isInput {
                    let value = draw.value(try idl.borshType(argument.type))
                    arguments[argument.name] = value
                    positional.append(value)
                }
                var accounts: [String: PublicKey] = [:]
                for account in instruction.accounts where !account.isOptional || draw.chance() {
                    accounts[account.name] = draw.key()
                }
                let built = try idl.instruction(named: instruction.name, accounts: accounts, arguments: arguments)
                #expect(built.programId == idl.publicKey && built.accounts.count == instruction.accounts.count)
                if let client {
                    // The generated client reads it as the instruction's type and builds the same instruction.
                    let typed = try client.decode(built)
                    #expect(type(of: typed).instructionName == instruction.name, "\(Self.seeded)")
                    #expect(
                        try typed.instruction(programId: idl.publicKey) == built, "\(Self.seeded): \(instruction.name)")
                }
                // Read back by the interpreter: the same instruction and arguments.
                let decoded = try idl.decode(built)
                #expect(decoded.name == instruction.name, "\(Self.seeded)")
                #expect(decoded.arguments.map(\.value) == positional, "\(Self.seeded): \(instruction.name)")
                cases.append(["instruction": instruction.name, "value": positional.map(Self.json)])
                ours.append(built.data)
                decodeCases.append(["instruction": instruction.name, "hex": built.data.hex])
                values.append(try Self.canonical(positional.map(Self.json)))
            }
        }
        let theirs = try Self.encode(fixture, cases)
        var mismatches: [String] = []
        for (index, bytes) in ours.enumerated() where bytes.hex != theirs[index] {
            mismatches.append(
                "\(cases[index]["instruction"] ?? ""): ours \(bytes.hex) borsh-construct \(theirs[index])")
        }
        #expect(mismatches.isEmpty, "\(Self.seeded): \(mismatches.count) of \(ours.count): \(mismatches.prefix(2))")
        // And borsh-construct reads our bytes back to the values we encoded.
        let read = try Self.decode(fixture, decodeCases)
        let unread = zip(values, read).enumerated().filter { $0.element.0 != $0.element.1 }.map(\.offset)
        #expect(unread.isEmpty, "\(Self.seeded): borsh-construct reads \(unread.count) back differently: \(unread)")
    }

    /// An account's data decoded as generated clients decode it (`IDLGeneratedSupport`): discriminator and size
    /// checked, then the Borsh value after the 8-byte discriminator, the whole data used when the size is fixed.
    static func decodeAccount(_ idl: ProgramIDL, _ account: IDLAccount, _ data: [UInt8]) throws -> BorshValue {
        let type = try idl.borshType(account.data)
        var discriminators: [(offset: Int, bytes: [UInt8])] = []
        for case .constant(let bytes, let offset) in account.discriminators { discriminators.append((offset, bytes)) }
        let offset = discriminators.map { $0.offset + $0.bytes.count }.max() ?? 0
        try IDLGeneratedSupport.checkAccount(
            data, account: account.name, discriminators: discriminators, exactSize: type.fixedSize.map { $0 + offset },
            minimumSize: type.minimumSize + offset)
        return try IDLGeneratedSupport.decodeAccount(
            data, account: account.name, offset: offset, as: type, exact: true)
    }

    @Test(
        "every account type: borsh-construct's bytes of random values decode through the SDK to the same values",
        arguments: fixtures)
    func accounts(fixture: String) throws {
        let idl = try ProgramIDL(json: Array(Oracle.fixture("idl/\(fixture).json")))
        var draw = Draw(rng: SeededGenerator(seed: Self.seed(fixture) &+ 1))
        var cases: [[String: Any]] = []
        var drawn: [(IDLAccount, BorshValue)] = []
        for _ in 0..<4 {
            for account in idl.accounts {
                let value = draw.value(try idl.borshType(account.data))
                cases.append(["account": account.name, "value": Self.json(value)])
                drawn.append((account, value))
            }
        }
        let theirs = try Self.encode(fixture, cases)
        for ((account, value), hex) in zip(drawn, theirs) {
            let data = [UInt8](hex: hex)
            #expect(try Self.decodeAccount(idl, account, data) == value, "\(Self.seeded): \(account.name)")
            if let client = IDLGeneratedClients.client(fixture) {
                let type = try #require(client.accountTypes.first { $0.accountName == account.name })
                #expect(try type.decode(data).borshValue == value, "\(Self.seeded): generated \(account.name)")
            }
            // Our encoding after the discriminator is the same bytes.
            let discriminator = Array(data.prefix(8))
            #expect(discriminator + (try Borsh.encode(value, as: idl.borshType(account.data))) == data)
            // A changed discriminator is refused.
            var wrong = data
            wrong[0] ^= 0x80
            #expect(throws: IDLAccountDecodingError.self) { try Self.decodeAccount(idl, account, wrong) }
        }
        if fixture == "anchor-meteora-dlmm" {
            // DLMM's accounts are zero-copy (bytemuck, repr(C)): fixed sizes, their fields in order (8 + 896 = the
            // 904 bytes of an LbPair account).
            for account in idl.accounts { #expect(try idl.borshType(account.data).fixedSize != nil, "\(account.name)") }
            let lbPair = try #require(idl.accounts.first { $0.name == "LbPair" })
            #expect(try idl.borshType(lbPair.data).fixedSize == 896)
        }
    }

    @Test("the comparison can fail: an IDL read with one argument's width changed no longer agrees")
    func controlDisagrees() throws {
        var idl = try ProgramIDL(json: Array(Oracle.fixture("idl/anchor-pump.json")))
        let index = try #require(idl.instructions.firstIndex { $0.name == "admin_update_token_incentives" })
        var draw = Draw(rng: SeededGenerator(seed: Self.seed("control")))
        let day = UInt64.random(in: 0...UInt64(UInt32.max), using: &draw.rng)
        let values: [BorshValue] = [.int(1), .int(2), .int(86_400), .uint(day), .uint(7)]
        let names = ["start_time", "end_time", "seconds_in_a_day", "day_number", "pump_token_supply_per_day"]
        let accounts = Dictionary(
            uniqueKeysWithValues: idl.instructions[index].accounts.map { ($0.name, draw.key()) })
        let arguments = Dictionary(uniqueKeysWithValues: zip(names, values))
        let theirs = try Self.encode(
            "anchor-pump",
            [["instruction": "admin_update_token_incentives", "value": values.map(Self.json)]])
        let right = try idl.instruction(
            named: "admin_update_token_incentives", accounts: accounts, arguments: arguments)
        #expect(right.data.hex == theirs[0], "\(Self.seeded)")
        // `day_number` read as a u32 (the value fits): four bytes short of borsh-construct's.
        let position = try #require(idl.instructions[index].arguments.firstIndex { $0.name == "day_number" })
        idl.instructions[index].arguments[position].type = .number(.u32)
        let wrong = try idl.instruction(
            named: "admin_update_token_incentives", accounts: accounts, arguments: arguments)
        #expect(wrong.data.hex != theirs[0] && wrong.data.count == right.data.count - 4, "\(Self.seeded)")
    }

    @Test("a type serialized other than by Borsh or bytemuck is refused with a typed error")
    func unsafeSerialization() throws {
        var json = try #require(
            try JSONSerialization.jsonObject(with: Oracle.fixture("idl/anchor-vault-demo.json")) as? [String: Any])
        var types = try #require(json["types"] as? [[String: Any]])
        types[0]["serialization"] = "bytemuckunsafe"
        json["types"] = types
        #expect(
            throws: IDLReadError.unsupported(
                feature: "serialization 'bytemuckunsafe'", path: "$.types[0].serialization")
        ) { try ProgramIDL(json: Array(try JSONSerialization.data(withJSONObject: json))) }
        types[0]["serialization"] = ["custom": "mine"]
        json["types"] = types
        #expect(throws: IDLReadError.unsupported(feature: "a custom serialization", path: "$.types[0].serialization")) {
            try ProgramIDL(json: Array(try JSONSerialization.data(withJSONObject: json)))
        }
        types[0]["serialization"] = "bytemuck"
        json["types"] = types
        _ = try ProgramIDL(json: Array(try JSONSerialization.data(withJSONObject: json)))
    }

    // MARK: The generated client of pump_amm

    static let pumpAmmInstructions: [(String, BorshType)] = [
        ("admin_set_coin_creator", AdminSetCoinCreatorInstruction.borshType),
        ("admin_update_token_incentives", AdminUpdateTokenIncentivesInstruction.borshType),
        ("buy", BuyInstruction.borshType), ("buy_exact_quote_in", BuyExactQuoteInInstruction.borshType),
        ("claim_cashback", ClaimCashbackInstruction.borshType),
        ("claim_token_incentives", ClaimTokenIncentivesInstruction.borshType),
        ("close_user_volume_accumulator", CloseUserVolumeAccumulatorInstruction.borshType),
        ("collect_coin_creator_fee", CollectCoinCreatorFeeInstruction.borshType),
        ("create_config", CreateConfigInstruction.borshType), ("create_pool", CreatePoolInstruction.borshType),
        ("deposit", DepositInstruction.borshType), ("disable", DisableInstruction.borshType),
        ("extend_account", ExtendAccountInstruction.borshType),
        ("init_user_volume_accumulator", InitUserVolumeAccumulatorInstruction.borshType),
        ("migrate_pool_coin_creator", MigratePoolCoinCreatorInstruction.borshType),
        ("sell", SellInstruction.borshType), ("set_coin_creator", SetCoinCreatorInstruction.borshType),
        ("set_reserved_fee_recipients", SetReservedFeeRecipientsInstruction.borshType),
        ("sync_user_volume_accumulator", SyncUserVolumeAccumulatorInstruction.borshType),
        ("toggle_cashback_enabled", ToggleCashbackEnabledInstruction.borshType),
        ("toggle_mayhem_mode", ToggleMayhemModeInstruction.borshType),
        ("transfer_creator_fees_to_pump", TransferCreatorFeesToPumpInstruction.borshType),
        ("transfer_creator_fees_to_pump_v2", TransferCreatorFeesToPumpV2Instruction.borshType),
        ("update_admin", UpdateAdminInstruction.borshType),
        ("update_buyback_config", UpdateBuybackConfigInstruction.borshType),
        ("update_fee_config", UpdateFeeConfigInstruction.borshType), ("withdraw", WithdrawInstruction.borshType),
    ]

    static let pumpAmmAccounts: [(String, BorshType, @Sendable ([UInt8]) throws -> BorshValue)] = [
        ("BondingCurve", BondingCurveAccount.borshType, { try BondingCurveAccount.decode($0).borshValue }),
        ("FeeConfig", FeeConfigAccount.borshType, { try FeeConfigAccount.decode($0).borshValue }),
        ("GlobalConfig", GlobalConfigAccount.borshType, { try GlobalConfigAccount.decode($0).borshValue }),
        (
            "GlobalVolumeAccumulator", GlobalVolumeAccumulatorAccount.borshType,
            { try GlobalVolumeAccumulatorAccount.decode($0).borshValue }
        ),
        ("Pool", PoolAccount.borshType, { try PoolAccount.decode($0).borshValue }),
        ("SharingConfig", SharingConfigAccount.borshType, { try SharingConfigAccount.decode($0).borshValue }),
        (
            "UserVolumeAccumulator", UserVolumeAccumulatorAccount.borshType,
            { try UserVolumeAccumulatorAccount.decode($0).borshValue }
        ),
    ]

    @Test("the generated pump_amm client: the interpreter's schemas, borsh-construct's accounts and instruction data")
    func generatedPumpAmm() throws {
        let idl = try ProgramIDL(json: Array(Oracle.fixture("idl/anchor-pump-amm.json")))
        #expect(Self.pumpAmmInstructions.count == idl.instructions.count)
        #expect(Self.pumpAmmAccounts.count == idl.accounts.count)
        for (name, type) in Self.pumpAmmInstructions {
            let instruction = try #require(idl.instruction(named: name))
            let fields = try instruction.arguments.map { BorshField($0.name, try idl.borshType($0.type)) }
            #expect(type == .structure(fields), "\(name)")
        }
        var draw = Draw(rng: SeededGenerator(seed: Self.seed("generated pump_amm")))
        var cases: [[String: Any]] = []
        var drawn: [(Int, BorshValue)] = []
        for _ in 0..<4 {
            for (index, (name, type, _)) in Self.pumpAmmAccounts.enumerated() {
                let account = try #require(idl.accounts.first { $0.name == name })
                #expect(try idl.borshType(account.data) == type, "\(name)")
                let value = draw.value(type)
                cases.append(["account": name, "value": Self.json(value)])
                drawn.append((index, value))
            }
        }
        // Typed instructions: every argument type of update_fee_config (a vector of keys) and buy (a tuple struct).
        var typed: [SolanaTransactions.Instruction] = []
        for _ in 0..<10 {
            // `[pubkey; 8]`: eight keys, another count is a typed error.
            let recipients = (0..<8).map { _ in draw.key() }
            let fees = (0..<3).map { _ in UInt64.random(in: 0...UInt64.max, using: &draw.rng) }
            let authority = draw.key()
            var update = UpdateFeeConfigInstruction(
                admin: draw.key(), globalConfig: draw.key(), eventAuthority: draw.key(), program: draw.key(),
                lpFeeBasisPoints: fees[0], protocolFeeBasisPoints: fees[1],
                protocolFeeRecipients: Array(recipients.prefix(Int.random(in: 0...7, using: &draw.rng))),
                coinCreatorFeeBasisPoints: fees[2], adminSetCoinCreatorAuthority: authority)
            #expect(throws: BorshError.outOfRange(path: ".protocol_fee_recipients")) { try update.instruction() }
            update.protocolFeeRecipients = recipients
            typed.append(try update.instruction())
            cases.append([
                "instruction": "update_fee_config",
                "value": [
                    String(fees[0]), String(fees[1]), recipients.map(\.base58), String(fees[2]), authority.base58,
                ] as [Any],
            ])
            let (out, most, track) = (
                UInt64.random(in: 0...UInt64.max, using: &draw.rng),
                UInt64.random(in: 0...UInt64.max, using: &draw.rng),
                draw.chance()
            )
            let keys = (0..<23).map { _ in draw.key() }
            let buy = try BuyInstruction(
                pool: keys[0], user: keys[1], globalConfig: keys[2], baseMint: keys[3], quoteMint: keys[4],
                userBaseTokenAccount: keys[5], userQuoteTokenAccount: keys[6], poolBaseTokenAccount: keys[7],
                poolQuoteTokenAccount: keys[8], protocolFeeRecipient: keys[9],
                protocolFeeRecipientTokenAccount: keys[10],
                baseTokenProgram: keys[11], quoteTokenProgram: keys[12], systemProgram: keys[13],
                associatedTokenProgram: keys[14], eventAuthority: keys[15], program: keys[16],
                coinCreatorVaultAta: keys[17], coinCreatorVaultAuthority: keys[18], globalVolumeAccumulator: keys[19],
                userVolumeAccumulator: keys[20], feeConfig: keys[21], feeProgram: keys[22], baseAmountOut: out,
                maxQuoteAmountIn: most, trackVolume: OptionBool(track)
            ).instruction()
            #expect(buy.accounts.map(\.publicKey) == keys, "\(Self.seeded)")
            typed.append(buy)
            cases.append(["instruction": "buy", "value": [String(out), String(most), [track]] as [Any]])
        }
        let theirs = try Self.encode("anchor-pump-amm", cases)
        for ((index, value), hex) in zip(drawn, theirs) {
            let (name, _, decode) = Self.pumpAmmAccounts[index]
            #expect(try decode([UInt8](hex: hex)) == value, "\(Self.seeded): \(name)")
        }
        for (instruction, hex) in zip(typed, theirs.suffix(typed.count)) {
            #expect(instruction.data.hex == hex, "\(Self.seeded)")
        }
    }
}
