import Borsh
import Foundation
import ProgramIDL
import SolanaCore
import SolanaTransactions
import TestSupport
import Testing

/// The generated clients of `codama-conditional-demo.json` (conditional and resolver defaults, PDA seeds of struct
/// and option types) and `anchor-generics-demo.json` (Anchor generics), compiled in this target: they build what the
/// interpreter builds and what the layout written by hand says.
@Suite("ProgramIDL generated defaults, typed PDA seeds and generics") struct IDLGeneratedDefaultsTests {
    static let rent = PublicKey(staticString: "SysvarRent111111111111111111111111111111111")

    @Test("conditional account defaults resolve as the interpreter resolves them; a resolver's is the caller's")
    func conditionalDefaults() throws {
        let idl = try ProgramIDL(json: Array(Oracle.fixture("idl/codama-conditional-demo.json")))
        var rng = SeededGenerator(seed: Property.seed)
        func key() -> PublicKey { try! PublicKey(bytes: rng.bytes(32)) }
        let seeded = "SOLWALLET_TEST_SEED=\(Property.seed)"
        for round in 0..<40 {
            let (authority, oracle, target) = (key(), key(), key())
            let referrer: PublicKey? = Bool.random(using: &rng) ? key() : nil
            let feeVault: PublicKey? = round % 4 == 0 ? key() : nil
            let bonus: PublicKey? = round % 5 == 0 ? key() : nil
            let position: PublicKey? = round % 7 == 0 ? key() : nil
            let mode: UInt8 = Bool.random(using: &rng) ? 2 : UInt8.random(in: 0...255, using: &rng)
            let withBonus = Bool.random(using: &rng)
            let amount = UInt64.random(in: 0...UInt64.max, using: &rng)
            let generated = try RouteSwapInstruction(
                authority: authority, referrer: referrer, feeVault: feeVault, bonus: bonus, oracle: oracle,
                position: position, mode: mode,
                withBonus: withBonus, bonusTarget: target, amount: amount
            ).instruction()
            var given = ["authority": authority, "oracle": oracle]
            given["referrer"] = referrer
            given["feeVault"] = feeVault
            given["bonus"] = bonus
            given["position"] = position
            let interpreted = try idl.instruction(
                named: "routeSwap", accounts: given,
                arguments: [
                    "mode": .uint(UInt64(mode)), "withBonus": .bool(withBonus), "bonusTarget": .publicKey(target),
                    "amount": .uint(amount),
                ])
            #expect(generated == interpreted, "\(seeded)")
            // The rules, written out: the fee vault is the referrer when there is one, else the authority; pricing
            // is the rent sysvar when mode is 2, else the program id; the bonus account is the target when asked.
            let program = ConditionalDemoIDLProgram.programId
            let keys = generated.accounts.map(\.publicKey)
            #expect(keys[1] == referrer ?? program, "\(seeded)")
            #expect(keys[2] == feeVault ?? referrer ?? authority, "\(seeded)")
            #expect(keys[3] == (mode == 2 ? Self.rent : program), "\(seeded)")
            #expect(keys[4] == bonus ?? (withBonus ? target : program), "\(seeded)")
            #expect(keys[5] == oracle && generated.accounts[2].isWritable, "\(seeded)")
            #expect(generated.accounts[4].isWritable == (keys[4] != program), "\(seeded)")
            // The position is the user's vault PDA (seeds "vault", the authority, the amount) when a bonus is asked.
            let vault = try PublicKey.findProgramAddress(
                seeds: [Array("vault".utf8), authority.bytes, withUnsafeBytes(of: amount.littleEndian, Array.init)],
                programId: program
            ).address
            #expect(keys[6] == position ?? (withBonus ? vault : authority) && generated.accounts[6].isWritable)
            var data: [UInt8] = [7, mode, withBonus ? 1 : 0] + target.bytes
            data += withUnsafeBytes(of: amount.littleEndian, Array.init)
            #expect(generated.data == data, "\(seeded)")
        }
        #expect(
            throws: IDLInstructionError.unresolvableDefault(
                instruction: "routeSwap", account: "oracle", kind: "resolverValueNode 'resolveOracle'")
        ) {
            try idl.instruction(
                named: "routeSwap", accounts: ["authority": Self.rent],
                arguments: [
                    "mode": .uint(1), "withBonus": .bool(false), "bonusTarget": .publicKey(Self.rent),
                    "amount": .uint(1),
                ])
        }
    }

    @Test("conditional argument defaults resolve as the interpreter resolves them and as the rules say")
    func conditionalArgumentDefaults() throws {
        let idl = try ProgramIDL(json: Array(Oracle.fixture("idl/codama-conditional-demo.json")))
        var rng = SeededGenerator(seed: Property.seed)
        func key() -> PublicKey { try! PublicKey(bytes: rng.bytes(32)) }
        func maybe<T>(_ value: @autoclosure () -> T) -> T? { Bool.random(using: &rng) ? value() : nil }
        let seeded = "SOLWALLET_TEST_SEED=\(Property.seed)"
        func le<T: FixedWidthInteger>(_ value: T) -> [UInt8] { withUnsafeBytes(of: value.littleEndian, Array.init) }
        var resolved = (fee: 0, multiplier: 0, recipient: 0, cap: 0, rebate: 0, refused: 0)
        for round in 0..<60 {
            let (authority, pool) = (key(), key())
            // The rent sysvar as the referrer now and then: the rebate's condition compares the key.
            let referrer: PublicKey? = round % 6 == 0 ? Self.rent : maybe(key())
            let tier = Bool.random(using: &rng) ? 3 : UInt8.random(in: 0...255, using: &rng)
            let boosted = Bool.random(using: &rng)
            let limit = UInt64.random(in: 0...UInt64.max, using: &rng)
            let feeBps = maybe(UInt16.random(in: 0...UInt16.max, using: &rng))
            let multiplier = round % 12 == 0 ? 1 : maybe(UInt32.random(in: 0...UInt32.max, using: &rng))
            let recipient = maybe(key())
            let cap = maybe(UInt64.random(in: 0...UInt64.max, using: &rng))
            // Every twelfth round takes the rebate's default with the rent sysvar as the referrer (and a multiplier).
            let rebate = round % 12 == 0 ? nil : maybe(Int64.random(in: Int64.min...Int64.max, using: &rng))
            var accounts = ["authority": authority, "pool": pool]
            accounts["referrer"] = referrer
            var arguments: [String: BorshValue] = [
                "tier": .uint(UInt64(tier)), "boosted": .bool(boosted), "limit": .uint(limit),
            ]
            arguments["feeBps"] = feeBps.map { .uint(UInt64($0)) }
            arguments["multiplier"] = multiplier.map { .uint(UInt64($0)) }
            arguments["recipient"] = recipient.map { .publicKey($0) }
            arguments["cap"] = cap.map { .uint($0) }
            arguments["rebate"] = rebate.map { .int($0) }
            let generated = Result { () throws(BorshError) in
                try SetFeeInstruction(
                    authority: authority, referrer: referrer, pool: pool, tier: tier, feeBps: feeBps,
                    boosted: boosted, multiplier: multiplier, recipient: recipient, limit: limit, cap: cap,
                    rebate: rebate
                ).instruction()
            }
            let interpreted = Result { () throws(IDLInstructionError) in
                try idl.instruction(named: "setFee", accounts: accounts, arguments: arguments)
            }
            // Multiplier: 2 when boosted, else no default (the caller must give it).
            guard multiplier != nil || boosted else {
                resolved.refused += 1
                #expect(throws: BorshError.valueMismatch(path: "multiplier", expected: "a value (no default applies)"))
                {
                    try generated.get()
                }
                #expect(throws: IDLInstructionError.missingArgument(instruction: "setFee", argument: "multiplier")) {
                    try interpreted.get()
                }
                continue
            }
            let instruction = try generated.get()
            #expect(instruction == (try interpreted.get()), "\(seeded)")
            // The rules, written out.
            var data: [UInt8] = [8, tier] + le(feeBps ?? (tier == 3 ? 250 : 30)) + [boosted ? 1 : 0]
            data += le(multiplier ?? 2) + (recipient ?? referrer ?? authority).bytes + le(limit)
            data += le(cap ?? (boosted ? limit : 1_000_000)) + le(rebate ?? (referrer == Self.rent ? -5 : 0))
            #expect(instruction.data == data, "\(seeded)")
            let program = ConditionalDemoIDLProgram.programId
            #expect(instruction.accounts.map(\.publicKey) == [authority, referrer ?? program, pool], "\(seeded)")
            resolved.fee += feeBps == nil ? 1 : 0
            resolved.multiplier += multiplier == nil ? 1 : 0
            resolved.recipient += recipient == nil ? 1 : 0
            resolved.cap += cap == nil ? 1 : 0
            resolved.rebate += rebate == nil && referrer == Self.rent ? 1 : 0
        }
        // A resolver's default of an argument is the caller's: without it, a typed error naming the resolver.
        var resolving = idl
        let setFee = try #require(resolving.instructions.firstIndex { $0.name == "setFee" })
        let fee = try #require(resolving.instructions[setFee].arguments.firstIndex { $0.name == "feeBps" })
        resolving.instructions[setFee].arguments[fee].defaultValue = .resolver(name: "resolveFee", dependsOn: [])
        #expect(
            throws: IDLInstructionError.unresolvableDefault(
                instruction: "setFee", account: "feeBps", kind: "resolverValueNode 'resolveFee'")
        ) {
            try resolving.instruction(
                named: "setFee", accounts: ["authority": Self.rent, "pool": Self.rent],
                arguments: ["tier": .uint(1), "boosted": .bool(true), "limit": .uint(1)])
        }
        // Every default was taken at least once (the draws are not all given).
        #expect(resolved.fee > 0 && resolved.multiplier > 0 && resolved.recipient > 0 && resolved.cap > 0, "\(seeded)")
        #expect(resolved.rebate > 0 && resolved.refused > 0, "\(seeded): \(resolved)")
    }

    @Test("a PDA with defined-struct, inline-struct and option seeds takes them typed and derives the same address")
    func typedSeeds() throws {
        let idl = try ProgramIDL(json: Array(Oracle.fixture("idl/codama-conditional-demo.json")))
        var rng = SeededGenerator(seed: Property.seed)
        for _ in 0..<20 {
            let tier = UInt8.random(in: 0...255, using: &rng)
            let index = UInt64.random(in: 0...UInt64.max, using: &rng)
            let (from, to) = (UInt8.random(in: 0...255, using: &rng), UInt8.random(in: 0...255, using: &rng))
            let memo: UInt64? = Bool.random(using: &rng) ? UInt64.random(in: 0...UInt64.max, using: &rng) : nil
            let generated = try ConditionalDemoIDLPDAs.route(
                key: RouteKey(index: index, tier: tier), hop: .init(from: from, to: to), memo: memo)
            // The seeds written by hand: "route", the struct's bytes, the inline struct's, the option's tag and value.
            let le = { (value: UInt64) in withUnsafeBytes(of: value.littleEndian, Array.init) }
            let seeds: [[UInt8]] = [
                Array("route".utf8), le(index) + [tier], [from, to], memo.map { [1] + le($0) } ?? [0],
            ]
            let expected = try PublicKey.findProgramAddress(
                seeds: seeds, programId: ConditionalDemoIDLProgram.programId)
            #expect(generated.address == expected.address && generated.bump == expected.bump)
            let interpreted = try idl.programAddress(
                pda: "route",
                seeds: [
                    "key": .structure([.uint(index), .uint(UInt64(tier))]),
                    "hop": .structure([.uint(UInt64(from)), .uint(UInt64(to))]),
                    "memo": .option(memo.map { .uint($0) }),
                ])
            #expect(interpreted.address == expected.address)
        }
    }

    @Test("Anchor generics: one type per instantiation, encoded as Borsh lays it out by hand")
    func generics() throws {
        let idl = try ProgramIDL(json: Array(Oracle.fixture("idl/anchor-generics-demo.json")))
        #expect(
            idl.definedTypes.map(\.name) == [
                "Pair<u64, 4>", "Pair<Vec<u8>, 2>", "Pair<Option<pubkey>, 1>", "Wrapper<pubkey>",
            ])
        var rng = SeededGenerator(seed: Property.seed)
        let le64 = { (value: UInt64) in withUnsafeBytes(of: value.littleEndian, Array.init) }
        let le32 = { (value: UInt32) in withUnsafeBytes(of: value.littleEndian, Array.init) }
        for _ in 0..<20 {
            let payer = try PublicKey(bytes: rng.bytes(32))
            let numbers = (0..<5).map { _ in UInt64.random(in: 0...UInt64.max, using: &rng) }
            let blobs = (0..<3).map { _ in rng.bytes(Int.random(in: 0...9, using: &rng)) }
            let keys: [PublicKey?] = try (0..<2).map { _ in
                Bool.random(using: &rng) ? try PublicKey(bytes: rng.bytes(32)) : nil
            }
            let label = String(repeating: "ü", count: Int.random(in: 0...6, using: &rng))
            let generated = try InitPairsInstruction(
                payer: payer, small: PairU644(first: numbers[0], rest: Array(numbers[1...])),
                bytes: PairVecU82(first: blobs[0], rest: [blobs[1], blobs[2]]),
                wrapped: WrapperPubkey(inner: PairOptionPubkey1(first: keys[0], rest: [keys[1]]), label: label)
            ).instruction()
            var data: [UInt8] = [78, 78, 208, 150, 19, 63, 197, 252]
            for number in numbers { data += le64(number) }
            for blob in blobs { data += le32(UInt32(blob.count)) + blob }
            for key in keys { data += key.map { [1] + $0.bytes } ?? [0] }
            data += le32(UInt32(label.utf8.count)) + Array(label.utf8)
            #expect(generated.data == data, "SOLWALLET_TEST_SEED=\(Property.seed)")
            let option = { (key: PublicKey?) in BorshValue.option(key.map { .publicKey($0) }) }
            let interpreted = try idl.instruction(
                named: "init_pairs", accounts: ["payer": payer],
                arguments: [
                    "small": .structure([.uint(numbers[0]), .list(numbers[1...].map { .uint($0) })]),
                    "bytes": .structure([
                        .list(blobs[0].map { .uint(UInt64($0)) }),
                        .list(blobs[1...].map { .list($0.map { .uint(UInt64($0)) }) }),
                    ]),
                    "wrapped": .structure([.structure([option(keys[0]), .list([option(keys[1])])]), .string(label)]),
                ])
            #expect(interpreted == generated)
        }
    }
}
