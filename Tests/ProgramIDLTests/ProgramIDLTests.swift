import Borsh
import Foundation
import ProgramIDL
import SolanaCore
import SolanaTransactions
import TestSupport
import Testing

/// One instruction built two ways: through the IDL interpreter and by the SDK's hand-written builder.
struct IDLCase {
    let program: String
    let name: String
    let accounts: [String: PublicKey]
    let arguments: [String: BorshValue]
    var remaining: [PublicKey] = []
    var nonSigning: Set<String> = []
    let sdk: Instruction
}

@Suite("ProgramIDL") struct ProgramIDLTests {
    static let programs = ["system", "token", "associated-token-account", "memo", "compute-budget"]

    static func load(_ name: String) throws -> ProgramIDL {
        try ProgramIDL(json: Array(Oracle.fixture("idl/\(name).json")))
    }

    static func key(_ rng: inout SeededGenerator) -> PublicKey { try! PublicKey(bytes: rng.bytes(32)) }

    static func text(_ rng: inout SeededGenerator, maxBytes: Int) -> String {
        let alphabet = Array("abcXYZ019 _-/.ñé€λ😀")
        var text = ""
        while true {
            let next = text + String(alphabet[Int.random(in: 0..<alphabet.count, using: &rng)])
            if next.utf8.count > maxBytes || Int.random(in: 0..<12, using: &rng) == 0 { return text }
            text = next
        }
    }

    /// Every instruction the SDK has a hand-written builder for, with fresh random accounts and arguments.
    static func cases(_ rng: inout SeededGenerator) -> [IDLCase] {
        var r = rng
        defer { rng = r }
        func k() -> PublicKey { key(&r) }
        func u64() -> UInt64 { UInt64.random(in: 0...UInt64.max, using: &r) }
        let (a, b, c, d) = (k(), k(), k(), k())
        let (lamports, space, amount) = (u64(), u64(), u64())
        let decimals = UInt8.random(in: 0...255, using: &r)
        let seed = text(&r, maxBytes: 32)
        var cases: [IDLCase] = [
            IDLCase(
                program: "system", name: "createAccount", accounts: ["payer": a, "newAccount": b],
                arguments: ["lamports": .uint(lamports), "space": .uint(space), "programAddress": .publicKey(c)],
                sdk: SystemProgram.createAccount(from: a, newAccount: b, lamports: lamports, space: space, owner: c)),
            IDLCase(
                program: "system", name: "assign", accounts: ["account": a],
                arguments: ["programAddress": .publicKey(b)],
                sdk: SystemProgram.assign(account: a, owner: b)),
            IDLCase(
                program: "system", name: "transferSol", accounts: ["source": a, "destination": b],
                arguments: ["amount": .uint(lamports)], sdk: SystemProgram.transfer(from: a, to: b, lamports: lamports)),
            IDLCase(
                program: "system", name: "createAccountWithSeed",
                accounts: ["payer": a, "newAccount": b, "baseAccount": c],
                arguments: [
                    "base": .publicKey(c), "seed": .string(seed), "amount": .uint(lamports), "space": .uint(space),
                    "programAddress": .publicKey(d),
                ],
                sdk: SystemProgram.createAccountWithSeed(
                    from: a, newAccount: b, base: c, seed: seed, lamports: lamports, space: space, owner: d)),
            IDLCase(
                program: "system", name: "advanceNonceAccount", accounts: ["nonceAccount": a, "nonceAuthority": b],
                arguments: [:], sdk: SystemProgram.advanceNonceAccount(nonce: a, authority: b)),
            IDLCase(
                program: "system", name: "withdrawNonceAccount",
                accounts: ["nonceAccount": a, "recipientAccount": c, "nonceAuthority": b],
                arguments: ["withdrawAmount": .uint(lamports)],
                sdk: SystemProgram.withdrawNonceAccount(nonce: a, authority: b, to: c, lamports: lamports)),
            IDLCase(
                program: "system", name: "initializeNonceAccount", accounts: ["nonceAccount": a],
                arguments: ["nonceAuthority": .publicKey(b)],
                sdk: SystemProgram.initializeNonceAccount(nonce: a, authority: b)),
            IDLCase(
                program: "system", name: "authorizeNonceAccount", accounts: ["nonceAccount": a, "nonceAuthority": b],
                arguments: ["newNonceAuthority": .publicKey(c)],
                sdk: SystemProgram.authorizeNonceAccount(nonce: a, authority: b, newAuthority: c)),
            IDLCase(
                program: "system", name: "allocate", accounts: ["newAccount": a], arguments: ["space": .uint(space)],
                sdk: SystemProgram.allocate(account: a, space: space)),
            IDLCase(
                program: "system", name: "transferSolWithSeed",
                accounts: ["source": a, "baseAccount": b, "destination": c],
                arguments: ["amount": .uint(lamports), "fromSeed": .string(seed), "fromOwner": .publicKey(d)],
                sdk: SystemProgram.transferWithSeed(from: a, base: b, seed: seed, owner: d, to: c, lamports: lamports)),
            IDLCase(
                program: "compute-budget", name: "setComputeUnitLimit", accounts: [:],
                arguments: ["units": .uint(UInt64(UInt32(truncatingIfNeeded: amount)))],
                sdk: ComputeBudgetProgram.setComputeUnitLimit(UInt32(truncatingIfNeeded: amount))),
            IDLCase(
                program: "compute-budget", name: "setComputeUnitPrice", accounts: [:],
                arguments: ["microLamports": .uint(amount)],
                sdk: ComputeBudgetProgram.setComputeUnitPrice(microLamports: amount)),
        ]
        let memoSigners = (0..<Int.random(in: 0...3, using: &r)).map { _ in k() }
        let memo = text(&r, maxBytes: 200)
        cases.append(
            IDLCase(
                program: "memo", name: "addMemo", accounts: [:], arguments: ["memo": .string(memo)],
                remaining: memoSigners, sdk: MemoProgram.memo(memo, signers: memoSigners)))
        for tag: UInt8 in [0, 1] {
            let token = Bool.random(using: &r) ? PublicKey.tokenProgram : PublicKey.token2022Program
            let ata = PublicKey.associatedTokenAddress(owner: b, mint: c, tokenProgram: token)
            cases.append(
                IDLCase(
                    program: "associated-token-account", name: tag == 0 ? "create" : "createIdempotent",
                    accounts: [
                        "funder": a, "associatedTokenAccount": ata, "wallet": b, "mint": c, "tokenProgram": token,
                    ],
                    arguments: [:],
                    sdk: tag == 0
                        ? AssociatedTokenProgram.create(payer: a, owner: b, mint: c, tokenProgram: token)
                        : AssociatedTokenProgram.createIdempotent(payer: a, owner: b, mint: c, tokenProgram: token)))
        }
        // SPL Token, with a single authority or a multisig (the authority then does not sign; its members do).
        let signers = (0..<(Bool.random(using: &r) ? 0 : Int.random(in: 1...3, using: &r))).map { _ in k() }
        let authority: Set<String> = signers.isEmpty ? [] : ["authority"]
        let owner: Set<String> = signers.isEmpty ? [] : ["owner"]
        let mintAuthority: Set<String> = signers.isEmpty ? [] : ["mintAuthority"]
        let freeze: PublicKey? = Bool.random(using: &r) ? k() : nil
        cases += [
            IDLCase(
                program: "token", name: "transfer", accounts: ["source": a, "destination": b, "authority": c],
                arguments: ["amount": .uint(amount)], remaining: signers, nonSigning: authority,
                sdk: TokenProgram.transfer(source: a, destination: b, owner: c, amount: amount, signers: signers)),
            IDLCase(
                program: "token", name: "transferChecked",
                accounts: ["source": a, "mint": d, "destination": b, "authority": c],
                arguments: ["amount": .uint(amount), "decimals": .uint(UInt64(decimals))], remaining: signers,
                nonSigning: authority,
                sdk: TokenProgram.transferChecked(
                    source: a, mint: d, destination: b, owner: c, amount: amount, decimals: decimals, signers: signers)),
            IDLCase(
                program: "token", name: "approve", accounts: ["source": a, "delegate": b, "owner": c],
                arguments: ["amount": .uint(amount)], remaining: signers, nonSigning: owner,
                sdk: TokenProgram.approve(source: a, delegate: b, owner: c, amount: amount, signers: signers)),
            IDLCase(
                program: "token", name: "revoke", accounts: ["source": a, "owner": c], arguments: [:],
                remaining: signers, nonSigning: owner, sdk: TokenProgram.revoke(source: a, owner: c, signers: signers)),
            IDLCase(
                program: "token", name: "mintTo", accounts: ["mint": a, "token": b, "mintAuthority": c],
                arguments: ["amount": .uint(amount)], remaining: signers, nonSigning: mintAuthority,
                sdk: TokenProgram.mintTo(mint: a, destination: b, authority: c, amount: amount, signers: signers)),
            IDLCase(
                program: "token", name: "mintToChecked", accounts: ["mint": a, "token": b, "mintAuthority": c],
                arguments: ["amount": .uint(amount), "decimals": .uint(UInt64(decimals))], remaining: signers,
                nonSigning: mintAuthority,
                sdk: TokenProgram.mintToChecked(
                    mint: a, destination: b, authority: c, amount: amount, decimals: decimals, signers: signers)),
            IDLCase(
                program: "token", name: "burn", accounts: ["account": a, "mint": b, "authority": c],
                arguments: ["amount": .uint(amount)], remaining: signers, nonSigning: authority,
                sdk: TokenProgram.burn(account: a, mint: b, owner: c, amount: amount, signers: signers)),
            IDLCase(
                program: "token", name: "burnChecked", accounts: ["account": a, "mint": b, "authority": c],
                arguments: ["amount": .uint(amount), "decimals": .uint(UInt64(decimals))], remaining: signers,
                nonSigning: authority,
                sdk: TokenProgram.burnChecked(
                    account: a, mint: b, owner: c, amount: amount, decimals: decimals, signers: signers)),
            IDLCase(
                program: "token", name: "closeAccount", accounts: ["account": a, "destination": b, "owner": c],
                arguments: [:], remaining: signers, nonSigning: owner,
                sdk: TokenProgram.closeAccount(account: a, destination: b, owner: c, signers: signers)),
            IDLCase(
                program: "token", name: "syncNative", accounts: ["account": a], arguments: [:],
                sdk: TokenProgram.syncNative(account: a)),
            IDLCase(
                program: "token", name: "initializeAccount3", accounts: ["account": a, "mint": b],
                arguments: ["owner": .publicKey(c)], sdk: TokenProgram.initializeAccount3(account: a, mint: b, owner: c)
            ),
            IDLCase(
                program: "token", name: "initializeMint2", accounts: ["mint": a],
                arguments: [
                    "decimals": .uint(UInt64(decimals)), "mintAuthority": .publicKey(b),
                    "freezeAuthority": .option(freeze.map { .publicKey($0) }),
                ],
                sdk: TokenProgram.initializeMint2(
                    mint: a, decimals: decimals, mintAuthority: b, freezeAuthority: freeze)),
        ]
        return cases
    }

    static func describe(_ instruction: Instruction) -> String {
        "\(instruction.programId) [\(instruction.accounts.map(\.description).joined(separator: ", "))] "
            + instruction.data.map { String(format: "%02x", $0) }.joined()
    }

    @Test("every instruction built through the IDLs equals the SDK's builder, and decodes back to its arguments")
    func matchesHandWrittenBuilders() throws {
        var idls: [String: ProgramIDL] = [:]
        for name in Self.programs { idls[name] = try Self.load(name) }
        var covered: Set<String> = []
        let failures = Property.check("idl builders", iterations: 40) { rng in
            for item in Self.cases(&rng) {
                let idl = idls[item.program]!
                covered.insert("\(item.program).\(item.name)")
                let built: Instruction
                do {
                    built = try idl.instruction(
                        named: item.name, accounts: item.accounts, arguments: item.arguments,
                        remainingAccounts: item.remaining, nonSigning: item.nonSigning)
                } catch { return "\(item.name): \(error)" }
                guard built == item.sdk else {
                    return "\(item.name): IDL \(Self.describe(built)) != SDK \(Self.describe(item.sdk))"
                }
                let decoded: IDLDecodedInstruction
                do { decoded = try idl.decode(built) } catch { return "\(item.name) decode: \(error)" }
                guard decoded.name == item.name else { return "\(item.name) decoded as \(decoded.name)" }
                for (name, value) in item.arguments where decoded.argument(name) != value {
                    return "\(item.name).\(name): decoded \(String(describing: decoded.argument(name))) != \(value)"
                }
                guard decoded.arguments.count == item.arguments.count else {
                    return "\(item.name): decoded arguments \(decoded.arguments.map(\.name))"
                }
                for (name, key) in item.accounts where decoded.account(name) != key {
                    return "\(item.name): account \(name) decoded as \(String(describing: decoded.account(name)))"
                }
                guard decoded.remainingAccounts.map(\.publicKey) == item.remaining else {
                    return "\(item.name): remaining accounts differ"
                }
            }
            return nil
        }
        #expect(failures.isEmpty, "\(failures)")
        #expect(covered.count == 27, "\(covered.sorted())")
    }

    @Test("solders and solana-py's spl-token builders make the same instructions as the IDL interpreter")
    func oracleAgrees() throws {
        var idls: [String: ProgramIDL] = [:]
        for name in Self.programs { idls[name] = try Self.load(name) }
        let supported: Set<String> = [
            "transferSol", "createAccount", "assign", "allocate", "advanceNonceAccount", "withdrawNonceAccount",
            "authorizeNonceAccount", "createAccountWithSeed", "setComputeUnitLimit", "setComputeUnitPrice",
            "transfer", "transferChecked", "mintTo", "approve", "closeAccount", "burn",
        ]
        var rng = SeededGenerator(seed: Property.seed)
        var built: [Instruction] = []
        var requests: [String] = []
        for _ in 0..<10 {
            for item in Self.cases(&rng) where supported.contains(item.name) {
                built.append(
                    try idls[item.program]!.instruction(
                        named: item.name, accounts: item.accounts, arguments: item.arguments,
                        remainingAccounts: item.remaining, nonSigning: item.nonSigning))
                func json(_ value: BorshValue) -> String {
                    switch value {
                    case .integer(let integer): return integer.description
                    case .publicKey(let key): return "\"\(key.base58)\""
                    case .string(let text):
                        return String(decoding: try! JSONEncoder().encode(text), as: UTF8.self)
                    default: return "null"
                    }
                }
                let accounts = item.accounts.map { "\"\($0.key)\": \"\($0.value.base58)\"" }.joined(separator: ",")
                let arguments = item.arguments.map { "\"\($0.key)\": \(json($0.value))" }.joined(separator: ",")
                let signers = item.remaining.map { "\"\($0.base58)\"" }.joined(separator: ",")
                requests.append(
                    "{\"program\": \"\(item.program)\", \"name\": \"\(item.name)\", \"accounts\": {\(accounts)}, "
                        + "\"args\": {\(arguments)}, \"signers\": [\(signers)]}")
            }
        }
        struct Meta: Decodable {
            let pubkey: String
            let isSigner: Bool
            let isWritable: Bool
        }
        struct Built: Decodable {
            let programId: String
            let data: String
            let accounts: [Meta]
        }
        struct Reply: Decodable { let results: [Built] }
        let reply = try JSONDecoder().decode(
            Reply.self,
            from: Oracle.run(
                script: "idl_oracle.py", arguments: ["build"],
                input: Data("{\"cases\": [\(requests.joined(separator: ","))]}".utf8)))
        #expect(reply.results.count == built.count)
        var mismatches: [String] = []
        for (ours, theirs) in zip(built, reply.results) {
            let same =
                ours.programId.base58 == theirs.programId
                && ours.data.map { String(format: "%02x", $0) }.joined() == theirs.data
                && ours.accounts.map { "\($0.publicKey.base58) \($0.isSigner) \($0.isWritable)" }
                    == theirs.accounts.map { "\($0.pubkey) \($0.isSigner) \($0.isWritable)" }
            if !same { mismatches.append("ours \(Self.describe(ours)) oracle \(theirs.data)") }
        }
        #expect(mismatches.isEmpty, "SOLWALLET_TEST_SEED=\(Property.seed): \(mismatches.prefix(3))")
    }

    @Test("the fixtures read completely: names, program ids, types, PDAs and errors")
    func readsFixtures() throws {
        let system = try Self.load("system")
        #expect(system.format == .codama && system.name == "system" && system.publicKey == .systemProgram)
        #expect(system.instructions.count == 14 && system.errors.count > 0)
        let token = try Self.load("token")
        #expect(token.publicKey == .tokenProgram && token.instructions.count == 28)
        #expect(token.accounts.map(\.name).contains("mint"))
        for account in token.accounts { _ = try token.borshType(account.data) }
        #expect(token.errors.contains { $0.code == 1 && $0.name == "insufficientFunds" })
        let ata = try Self.load("associated-token-account")
        #expect(ata.publicKey == .associatedTokenProgram)
        #expect(try Self.load("memo").publicKey == .memoProgram)
        #expect(try Self.load("compute-budget").publicKey == .computeBudgetProgram)
        // The ATA PDA through the IDL's seeds is the SDK's associated token address.
        var rng = SeededGenerator(seed: Property.seed)
        for _ in 0..<20 {
            let (wallet, mint) = (Self.key(&rng), Self.key(&rng))
            let program = Bool.random(using: &rng) ? PublicKey.tokenProgram : PublicKey.token2022Program
            let derived = try ata.programAddress(
                pda: "associatedTokenPda",
                seeds: ["wallet": .publicKey(wallet), "tokenProgram": .publicKey(program), "mint": .publicKey(mint)])
            #expect(
                derived.address == PublicKey.associatedTokenAddress(owner: wallet, mint: mint, tokenProgram: program))
        }
    }

    @Test("defaults: the payer, sysvars, an absent optional account, a discriminator given by the caller")
    func defaults() throws {
        let system = try Self.load("system")
        let (payer, account, owner) = (PublicKey.zero, PublicKey.tokenProgram, PublicKey.memoProgram)
        let built = try system.instruction(
            named: "createAccount", accounts: ["newAccount": account],
            arguments: ["lamports": .uint(5), "space": .uint(0), "programAddress": .publicKey(owner)], payer: payer)
        #expect(
            built == SystemProgram.createAccount(from: payer, newAccount: account, lamports: 5, space: 0, owner: owner))
        #expect(throws: IDLInstructionError.missingAccount(instruction: "createAccount", account: "payer")) {
            try system.instruction(
                named: "createAccount", accounts: ["newAccount": account],
                arguments: ["lamports": .uint(5), "space": .uint(0), "programAddress": .publicKey(owner)])
        }
        #expect(throws: IDLInstructionError.unexpectedArgument(instruction: "transferSol", argument: "discriminator")) {
            try system.instruction(
                named: "transferSol", accounts: ["source": payer, "destination": account],
                arguments: ["amount": .uint(1), "discriminator": .uint(9)])
        }
        #expect(throws: IDLInstructionError.missingArgument(instruction: "transferSol", argument: "amount")) {
            try system.instruction(named: "transferSol", accounts: ["source": payer, "destination": account])
        }
        #expect(throws: IDLInstructionError.unknownInstruction("nope")) {
            try system.instruction(named: "nope", accounts: [:])
        }
        // Data no instruction of the IDL starts with.
        #expect(throws: IDLInstructionError.noMatchingInstruction) {
            try system.decode(Instruction(programId: .systemProgram, accounts: [], data: [99, 0, 0, 0]))
        }
        #expect(throws: IDLInstructionError.wrongProgram) {
            try system.decode(ComputeBudgetProgram.setComputeUnitLimit(5))
        }
    }
}
