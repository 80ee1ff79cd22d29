import Foundation
import SolanaCore
import SolanaTransactions
import TestSupport
import Testing

/// Every program builder: bytes against solders' builders where solders has them, against the published
/// layouts otherwise, and back through the decoder.
@Suite struct ProgramBuilderTests {
    struct BuilderCase: Codable {
        var kind: String
        var args: [String: ArgValue]
    }

    enum ArgValue: Codable {
        case key(String), number(UInt64), text(String), keys([String]), null
        init(from decoder: any Decoder) throws { fatalError("requests only") }
        func encode(to encoder: any Encoder) throws {
            var container = encoder.singleValueContainer()
            switch self {
            case .key(let v), .text(let v): try container.encode(v)
            case .number(let v): try container.encode(v)
            case .keys(let v): try container.encode(v)
            case .null: try container.encodeNil()
            }
        }
    }

    @Test func systemComputeBudgetAndLookupTablesMatchSolders() throws {
        var cases: [BuilderCase] = []
        var ours: [Instruction] = []
        for _ in 0..<40 {
            let a = Keys.random(), b = Keys.random(), c = Keys.random(), d = Keys.random()
            let n = UInt64.random(in: 0...UInt64.max, using: &TestRandom.rng),
                m = UInt64.random(in: 0...UInt64.max, using: &TestRandom.rng)
            let seed = RandomTransaction.randomSeed()
            let slot = UInt64.random(in: 0...1 << 40, using: &TestRandom.rng)
            let addresses = (0..<Random.int(0...5)).map { _ in Keys.random() }
            let payer: PublicKey? = Bool.random(using: &TestRandom.rng) ? d : nil
            let units = UInt32.random(in: 0...UInt32.max, using: &TestRandom.rng)
            let list: [(String, [String: ArgValue], Instruction)] = [
                (
                    "transfer", ["from": .key(a.base58), "to": .key(b.base58), "lamports": .number(n)],
                    SystemProgram.transfer(from: a, to: b, lamports: n)
                ),
                (
                    "createAccount",
                    [
                        "from": .key(a.base58), "to": .key(b.base58), "lamports": .number(n), "space": .number(m),
                        "owner": .key(c.base58),
                    ],
                    SystemProgram.createAccount(from: a, newAccount: b, lamports: n, space: m, owner: c)
                ),
                (
                    "assign", ["account": .key(a.base58), "owner": .key(b.base58)],
                    SystemProgram.assign(account: a, owner: b)
                ),
                (
                    "allocate", ["account": .key(a.base58), "space": .number(n)],
                    SystemProgram.allocate(account: a, space: n)
                ),
                (
                    "createAccountWithSeed",
                    [
                        "from": .key(a.base58), "to": .key(b.base58), "base": .key(c.base58), "seed": .text(seed),
                        "lamports": .number(n), "space": .number(m), "owner": .key(d.base58),
                    ],
                    SystemProgram.createAccountWithSeed(
                        from: a, newAccount: b, base: c, seed: seed, lamports: n, space: m, owner: d)
                ),
                (
                    "transferWithSeed",
                    [
                        "from": .key(a.base58), "base": .key(b.base58), "seed": .text(seed), "owner": .key(c.base58),
                        "to": .key(d.base58), "lamports": .number(n),
                    ],
                    SystemProgram.transferWithSeed(from: a, base: b, seed: seed, owner: c, to: d, lamports: n)
                ),
                (
                    "advanceNonce", ["nonce": .key(a.base58), "authority": .key(b.base58)],
                    SystemProgram.advanceNonceAccount(nonce: a, authority: b)
                ),
                (
                    "withdrawNonce",
                    [
                        "nonce": .key(a.base58), "authority": .key(b.base58), "to": .key(c.base58),
                        "lamports": .number(n),
                    ],
                    SystemProgram.withdrawNonceAccount(nonce: a, authority: b, to: c, lamports: n)
                ),
                (
                    "initializeNonce", ["nonce": .key(a.base58), "authority": .key(b.base58)],
                    SystemProgram.initializeNonceAccount(nonce: a, authority: b)
                ),
                (
                    "authorizeNonce",
                    ["nonce": .key(a.base58), "authority": .key(b.base58), "newAuthority": .key(c.base58)],
                    SystemProgram.authorizeNonceAccount(nonce: a, authority: b, newAuthority: c)
                ),
                (
                    "computeUnitLimit", ["units": .number(UInt64(units))],
                    ComputeBudgetProgram.setComputeUnitLimit(units)
                ),
                (
                    "computeUnitPrice", ["microLamports": .number(n)],
                    ComputeBudgetProgram.setComputeUnitPrice(microLamports: n)
                ),
                (
                    "createLookupTable",
                    ["authority": .key(a.base58), "payer": .key(b.base58), "recentSlot": .number(slot)],
                    AddressLookupTableProgram.createLookupTable(authority: a, payer: b, recentSlot: slot).instruction
                ),
                (
                    "extendLookupTable",
                    [
                        "table": .key(a.base58), "authority": .key(b.base58),
                        "payer": payer.map { .key($0.base58) } ?? .null,
                        "addresses": .keys(addresses.map(\.base58)),
                    ],
                    AddressLookupTableProgram.extendLookupTable(
                        table: a, authority: b, payer: payer, addresses: addresses)
                ),
                (
                    "deactivateLookupTable", ["table": .key(a.base58), "authority": .key(b.base58)],
                    AddressLookupTableProgram.deactivateLookupTable(table: a, authority: b)
                ),
                (
                    "closeLookupTable",
                    ["table": .key(a.base58), "authority": .key(b.base58), "recipient": .key(c.base58)],
                    AddressLookupTableProgram.closeLookupTable(table: a, authority: b, recipient: c)
                ),
            ]
            for (kind, args, instruction) in list {
                cases.append(BuilderCase(kind: kind, args: args))
                ours.append(instruction)
            }
        }
        let reply = try Oracle.ask(
            "builders", Cases(cases: cases), as: Results<InstructionSpec>.self, script: "tx_oracle.py")
        for (index, (theirs, mine)) in zip(reply.results, ours).enumerated() {
            #expect(InstructionSpec(mine) == theirs, "\(cases[index].kind)")
            // And each decodes to a typed value, never `.unknown`.
            if case .unknown(_, _, _, let error) = InstructionDecoder.decode(mine) {
                Issue.record("\(cases[index].kind) did not decode: \(String(describing: error))")
            }
        }
    }

    @Test func tokenLayouts() throws {
        let mint = Keys.random(), owner = Keys.random(), source = Keys.random(), destination = Keys.random()
        let transferChecked = TokenProgram.transferChecked(
            source: source, mint: mint, destination: destination, owner: owner,
            amount: 250_000_000, decimals: 6)
        #expect(transferChecked.data == [12] + [0x80, 0xb2, 0xe6, 0x0e, 0, 0, 0, 0] + [6])
        #expect(
            transferChecked.accounts == [
                .writable(source), .readonly(mint), .writable(destination), .readonly(owner, signer: true),
            ])
        let initMint = TokenProgram.initializeMint2(mint: mint, decimals: 9, mintAuthority: owner)
        #expect(initMint.data == [20, 9] + owner.bytes + [0])
        #expect(
            TokenProgram.initializeMint2(mint: mint, decimals: 9, mintAuthority: owner, freezeAuthority: source).data
                == [20, 9] + owner.bytes + [1] + source.bytes)
        #expect(TokenProgram.initializeAccount3(account: source, mint: mint, owner: owner).data == [18] + owner.bytes)
        #expect(
            TokenProgram.mintTo(mint: mint, destination: destination, authority: owner, amount: 1).data == [
                7, 1, 0, 0, 0, 0, 0, 0, 0,
            ])
        #expect(TokenProgram.syncNative(account: source, programId: .token2022Program).programId == .token2022Program)
        let multisig = TokenProgram.transfer(
            source: source, destination: destination, owner: owner, amount: 5,
            signers: [mint, destination])
        #expect(
            multisig.accounts.suffix(3) == [
                .readonly(owner), .readonly(mint, signer: true), .readonly(destination, signer: true),
            ])
        // Every token builder decodes back to its values.
        let pairs: [(Instruction, TokenInstruction)] = [
            (
                transferChecked,
                .transferChecked(
                    source: source, mint: mint, destination: destination, owner: owner, amount: 250_000_000,
                    decimals: 6, signers: [])
            ),
            (initMint, .initializeMint2(mint: mint, decimals: 9, mintAuthority: owner, freezeAuthority: nil)),
            (
                TokenProgram.initializeAccount3(account: source, mint: mint, owner: owner),
                .initializeAccount3(account: source, mint: mint, owner: owner)
            ),
            (
                TokenProgram.transfer(source: source, destination: destination, owner: owner, amount: 3),
                .transfer(source: source, destination: destination, owner: owner, amount: 3, signers: [])
            ),
            (
                multisig,
                .transfer(
                    source: source, destination: destination, owner: owner, amount: 5, signers: [mint, destination])
            ),
            (
                TokenProgram.approve(source: source, delegate: mint, owner: owner, amount: 4),
                .approve(source: source, delegate: mint, owner: owner, amount: 4, signers: [])
            ),
            (TokenProgram.revoke(source: source, owner: owner), .revoke(source: source, owner: owner, signers: [])),
            (
                TokenProgram.mintTo(mint: mint, destination: destination, authority: owner, amount: 7),
                .mintTo(mint: mint, destination: destination, authority: owner, amount: 7, signers: [])
            ),
            (
                TokenProgram.mintToChecked(
                    mint: mint, destination: destination, authority: owner, amount: 7, decimals: 2),
                .mintToChecked(
                    mint: mint, destination: destination, authority: owner, amount: 7, decimals: 2, signers: [])
            ),
            (
                TokenProgram.burn(account: source, mint: mint, owner: owner, amount: 8),
                .burn(account: source, mint: mint, owner: owner, amount: 8, signers: [])
            ),
            (
                TokenProgram.burnChecked(account: source, mint: mint, owner: owner, amount: 8, decimals: 1),
                .burnChecked(account: source, mint: mint, owner: owner, amount: 8, decimals: 1, signers: [])
            ),
            (
                TokenProgram.closeAccount(account: source, destination: destination, owner: owner),
                .closeAccount(account: source, destination: destination, owner: owner, signers: [])
            ),
            (TokenProgram.syncNative(account: source), .syncNative(account: source)),
        ]
        for (instruction, expected) in pairs {
            #expect(InstructionDecoder.decode(instruction) == .token(expected, programId: .tokenProgram))
        }
        #expect(
            TokenProgram.mintToChecked(mint: mint, destination: destination, authority: owner, amount: 1, decimals: 3)
                .data == [14, 1, 0, 0, 0, 0, 0, 0, 0, 3])
        #expect(
            TokenProgram.burnChecked(account: source, mint: mint, owner: owner, amount: 1, decimals: 3).data.first == 15
        )
        #expect(TokenProgram.approve(source: source, delegate: mint, owner: owner, amount: 1).data.first == 4)
        #expect(TokenProgram.revoke(source: source, owner: owner).data == [5])
        #expect(TokenProgram.closeAccount(account: source, destination: destination, owner: owner).data == [9])
    }

    @Test func associatedTokenAccount() throws {
        // Spec §2.10 vector: USDC mint, wallet HAgk14… is not fully known here, so check the layout with a random wallet.
        let payer = Keys.random(), owner = Keys.random(), mint = Keys.random()
        for program in [PublicKey.tokenProgram, .token2022Program] {
            let ata = PublicKey.associatedTokenAddress(owner: owner, mint: mint, tokenProgram: program)
            let create = AssociatedTokenProgram.create(payer: payer, owner: owner, mint: mint, tokenProgram: program)
            let idempotent = AssociatedTokenProgram.createIdempotent(
                payer: payer, owner: owner, mint: mint, tokenProgram: program)
            #expect(create.data == [0])
            #expect(idempotent.data == [1])
            #expect(
                idempotent.accounts == [
                    .writable(payer, signer: true), .writable(ata), .readonly(owner), .readonly(mint),
                    .readonly(.systemProgram), .readonly(program),
                ])
            #expect(
                InstructionDecoder.decode(idempotent)
                    == .associatedToken(
                        .createIdempotent(payer: payer, account: ata, owner: owner, mint: mint, tokenProgram: program)))
            // The legacy form has empty data and is still a Create.
            var legacy = create
            legacy.data = []
            #expect(
                InstructionDecoder.decode(legacy)
                    == .associatedToken(
                        .create(payer: payer, account: ata, owner: owner, mint: mint, tokenProgram: program)))
        }
    }

    @Test func memoComputeBudgetStake() throws {
        let signer = Keys.random()
        let memo = MemoProgram.memo("héllo", signers: [signer])
        #expect(memo.data == Array("héllo".utf8))
        #expect(memo.accounts == [.readonly(signer, signer: true)])
        var bad = memo
        bad.data = [0xff, 0xfe]
        guard case .unknown(_, _, _, .invalidValue?) = InstructionDecoder.decode(bad) else {
            Issue.record("non-UTF-8 memo decoded"); return
        }
        #expect(ComputeBudgetProgram.setComputeUnitLimit(200_000).data == [2, 0x40, 0x0d, 0x03, 0])
        #expect(ComputeBudgetProgram.setComputeUnitPrice(microLamports: 1).data == [3, 1, 0, 0, 0, 0, 0, 0, 0])

        let stake = Keys.random(), vote = Keys.random(), staker = Keys.random(), withdrawer = Keys.random(),
            to = Keys.random()
        let lockup = StakeProgram.Lockup(unixTimestamp: -5, epoch: 7, custodian: Keys.random())
        let initialize = StakeProgram.initialize(
            stakeAccount: stake, authorized: .init(staker: staker, withdrawer: withdrawer), lockup: lockup)
        #expect(initialize.data.count == 116)
        #expect(Array(initialize.data.prefix(4)) == [0, 0, 0, 0])
        #expect(initialize.accounts == [.writable(stake), .readonly(.sysvarRent)])
        let delegate = StakeProgram.delegateStake(stakeAccount: stake, voteAccount: vote, staker: staker)
        #expect(delegate.data == [2, 0, 0, 0])
        #expect(
            delegate.accounts.map(\.publicKey) == [
                stake, vote, .sysvarClock, .sysvarStakeHistory, .stakeConfig, staker,
            ])
        let withdraw = StakeProgram.withdraw(stakeAccount: stake, withdrawer: withdrawer, to: to, lamports: 9)
        #expect(withdraw.data == [4, 0, 0, 0, 9, 0, 0, 0, 0, 0, 0, 0])
        let deactivate = StakeProgram.deactivate(stakeAccount: stake, staker: staker)
        #expect(deactivate.data == [5, 0, 0, 0])
        #expect(
            InstructionDecoder.decode(initialize)
                == .stake(
                    .initialize(
                        stakeAccount: stake, authorized: .init(staker: staker, withdrawer: withdrawer), lockup: lockup))
        )
        #expect(
            InstructionDecoder.decode(delegate)
                == .stake(.delegateStake(stakeAccount: stake, voteAccount: vote, staker: staker)))
        #expect(
            InstructionDecoder.decode(withdraw)
                == .stake(.withdraw(stakeAccount: stake, to: to, withdrawer: withdrawer, lamports: 9, custodian: nil)))
        #expect(InstructionDecoder.decode(deactivate) == .stake(.deactivate(stakeAccount: stake, staker: staker)))
    }

    @Test func createWithSeedVectorAndUnknownPrograms() throws {
        // Spec §2.8 vector for the address the seed instructions use.
        let address = try PublicKey.createWithSeed(base: .zero, seed: "limber chicken: 4/45", owner: .zero)
        #expect(address.base58 == "9h1HyLCW5dZnBVap8C5egQ9Z6pHyjsh5MNy83iPqqRuq")
        let program = Keys.random(), account = Keys.random()
        let unknown = Instruction(programId: program, accounts: [.writable(account)], data: [1, 2, 3])
        #expect(
            InstructionDecoder.decode(unknown)
                == .unknown(programId: program, accounts: [account], data: [1, 2, 3], error: nil))
        // A known program with an unknown tag or short data is reported, not thrown.
        let odd = Instruction(programId: .systemProgram, accounts: [], data: [99, 0, 0, 0])
        #expect(
            InstructionDecoder.decode(odd)
                == .unknown(
                    programId: .systemProgram, accounts: [], data: [99, 0, 0, 0],
                    error: .unknownInstruction(program: "System", tag: 99)))
        let short = Instruction(
            programId: .systemProgram, accounts: [.writable(account), .writable(account)], data: [2, 0, 0, 0, 1])
        guard case .unknown(_, _, _, .dataTooShort?) = InstructionDecoder.decode(short) else {
            Issue.record("short data decoded"); return
        }
    }
}
