import Foundation
import SolanaCore
import SolanaRPC
import SolanaTransactions
import TestSupport
import Testing

@testable import SolanaWallet

/// The signing-safety pipeline against the chain: fresh random transactions (seeded; `SOLWALLET_TEST_SEED` replays)
/// built from a menu of 26 instruction kinds (System transfer/assign/allocate, nonce withdraw/advance/authorize,
/// Token transfer/transferChecked/approve/revoke/set close authority/burn/mintTo/set mint authority/close, ATA
/// create, Stake withdraw/authorize staker/authorize withdrawer/split/deactivate, Token-2022 transferCheckedWithFee
/// and transferChecked of a mint with a transfer fee, Memo, Compute Budget) over a
/// user's accounts with random amounts. Each is simulated for its effects (`SendFlow.effects`), then executed on
/// localnet; the truth is the chain's account states read before and after, their authorities read at the
/// programs' layout offsets by this file (not by the SDK's readers), token balances from `getTokenAccountBalance`.
/// Every account of the user that changed on chain is reported and nothing else is (zero misses, zero invented
/// effects); lamports, token amounts and every authority change agree.
@Suite(.serialized) struct EffectsDifferentialTests {
    static let iterations = Int(ProcessInfo.processInfo.environment["EFFECTS_ITERATIONS"] ?? "") ?? 200

    /// Confirmation polled every 50 ms (a slot is 50 ms here): the default 400 ms made the 200 transactions take
    /// over two minutes.
    static let confirmation: ConfirmationOptions = {
        var options = ConfirmationOptions()
        options.pollInterval = .milliseconds(50)
        return options
    }()

    /// `Chain.run` with the 50 ms poll: the world's re-creations confirm within a slot or two, not 400 ms.
    static func run(_ client: RPCClient, signers: [Keypair], _ instructions: [Instruction]) async throws -> Signature {
        try await Chain.run(client, signers: signers, instructions, options: confirmation)
    }

    /// The powers over an account and their holders, read at fixed offsets of the programs' account layouts.
    static func truthRoles(_ info: AccountInfo?) -> [String: PublicKey] {
        guard let info, info.lamports > 0, case .binary(let d) = info.data else { return [:] }
        func key(_ at: Int) -> PublicKey { d[at..<at + 32].withUnsafeBytes { PublicKey(buffer: $0) } }
        func u32(_ at: Int) -> UInt32 { d[at..<at + 4].reversed().reduce(0) { $0 << 8 | UInt32($1) } }
        var roles: [String: PublicKey] = [:]
        // Token-2022: the base layout, then (past byte 165) the account type, 1 mint or 2 account, and extensions.
        let extended = info.owner == .token2022Program && d.count > 165
        switch info.owner {
        case .systemProgram where d.count == 80 && u32(0) == 1 && u32(4) == 1:
            roles["nonceAuthority"] = key(8)
        case .tokenProgram where d.count == 165, .token2022Program where d.count == 165 || (extended && d[165] == 2):
            roles["tokenOwner"] = key(32)
            if u32(72) == 1 { roles["delegate"] = key(76) }
            if u32(129) == 1 { roles["closeAuthority"] = key(133) }
        case .tokenProgram where d.count == 82, .token2022Program where d.count == 82 || (extended && d[165] == 1):
            if u32(0) == 1 { roles["mintAuthority"] = key(4) }
            if u32(46) == 1 { roles["freezeAuthority"] = key(50) }
        case .stakeProgram where d.count == 200 && (u32(0) == 1 || u32(0) == 2):
            roles["staker"] = key(12)
            roles["withdrawer"] = key(44)
        default: break
        }
        return roles
    }

    static func delegated(_ info: AccountInfo?) -> UInt64? {
        guard let info, isTokenAccount(info), case .binary(let d) = info.data else { return nil }
        return d[121..<129].reversed().reduce(0) { $0 << 8 | UInt64($1) }
    }

    /// An SPL Token account, or a Token-2022 account with or without extensions (by its layout).
    static func isTokenAccount(_ info: AccountInfo) -> Bool {
        guard case .binary(let d) = info.data else { return false }
        switch info.owner {
        case .tokenProgram: return d.count == 165
        case .token2022Program: return d.count == 165 || (d.count > 165 && d[165] == 2)
        default: return false
        }
    }

    /// The Token-2022 fee mint's terms: 1.5 % of each transfer, at most 2,500 base units.
    static let feeBasisPoints: UInt16 = 150
    static let maximumFee: UInt64 = 2_500

    /// The fee Token-2022 withholds from a transfer of `amount`: ⌈amount × bps / 10,000⌉, at most the maximum.
    static func transferFee(_ amount: UInt64) -> UInt64 {
        let scaled = amount * UInt64(feeBasisPoints)
        return min(maximumFee, (scaled + 9_999) / 10_000)
    }

    /// A Token-2022 mint with a transfer fee (the TransferFeeConfig extension), `amount` minted to `owner`'s
    /// associated token account (which the ATA program creates with its TransferFeeAmount extension).
    static func feeMint(_ client: RPCClient, payer: Keypair, to owner: PublicKey, amount: UInt64) async throws
        -> PublicKey
    {
        let mint = Keypair.generate()
        // 82 base bytes, padding to 165, the account type, then the extension: type 1, length 108.
        let space = 166 + 4 + 108
        let rent = try await client.send(.getMinimumBalanceForRentExemption(space, commitment: .confirmed))
        let p = payer.publicKey
        let le16 = (0..<2).map { UInt8(truncatingIfNeeded: feeBasisPoints >> (8 * $0)) }
        let le64 = (0..<8).map { UInt8(truncatingIfNeeded: maximumFee >> (8 * $0)) }
        let initializeFee = Instruction(
            programId: .token2022Program, accounts: [.writable(mint.publicKey)],
            data: [26, 0, 1] + p.bytes + [1] + p.bytes + le16 + le64)
        let ata = PublicKey.associatedTokenAddress(owner: owner, mint: mint.publicKey, tokenProgram: .token2022Program)
        _ = try await EffectsDifferentialTests.run(
            client, signers: [payer, mint],
            [
                SystemProgram.createAccount(
                    from: p, newAccount: mint.publicKey, lamports: rent, space: UInt64(space),
                    owner: .token2022Program),
                initializeFee,
                TokenProgram.initializeMint2(
                    mint: mint.publicKey, decimals: 6, mintAuthority: p, programId: .token2022Program),
                AssociatedTokenProgram.createIdempotent(
                    payer: p, owner: owner, mint: mint.publicKey, tokenProgram: .token2022Program),
                TokenProgram.mintTo(
                    mint: mint.publicKey, destination: ata, authority: p, amount: amount, programId: .token2022Program),
            ])
        return mint.publicKey
    }

    /// Token-2022 TransferCheckedWithFee (TransferFeeExtension 26, 1): amount, decimals, the fee it must match.
    static func transferWithFee(
        source: PublicKey, mint: PublicKey, destination: PublicKey, owner: PublicKey, amount: UInt64, fee: UInt64
    ) -> Instruction {
        let le = { (v: UInt64) in (0..<8).map { UInt8(truncatingIfNeeded: v >> (8 * $0)) } }
        return Instruction(
            programId: .token2022Program,
            accounts: [.writable(source), .readonly(mint), .writable(destination), .readonly(owner, signer: true)],
            data: [26, 1] + le(amount) + [6] + le(fee))
    }

    /// The user's world on localnet: the objects the menu acts on, re-created when a transaction gave them away.
    struct World {
        let client: RPCClient
        let user: Keypair
        let funder: Keypair
        let vote: PublicKey
        let mintA: PublicKey
        let sink: PublicKey
        /// A Token-2022 mint with a transfer fee.
        let mintC: PublicKey
        var nonce = Keypair.generate()
        var mintB = Keypair.generate()
        var stake = Keypair.generate()
        var delegatedStake = Keypair.generate()

        var ataA: PublicKey { .associatedTokenAddress(owner: user.publicKey, mint: mintA, tokenProgram: .tokenProgram) }
        var ataB: PublicKey {
            .associatedTokenAddress(owner: user.publicKey, mint: mintB.publicKey, tokenProgram: .tokenProgram)
        }
        var ataC: PublicKey {
            .associatedTokenAddress(owner: user.publicKey, mint: mintC, tokenProgram: .token2022Program)
        }
        var tracked: [PublicKey] {
            [nonce.publicKey, mintB.publicKey, ataB, stake.publicKey, delegatedStake.publicKey, ataA, ataC]
        }

        func rent(_ size: Int) async throws -> UInt64 {
            try await client.send(.getMinimumBalanceForRentExemption(size, commitment: .confirmed))
        }

        /// Re-creates what the user no longer controls (or what no longer exists); returns the states after.
        mutating func refresh() async throws -> [PublicKey: AccountInfo?] {
            var states = try await read()
            let me = user.publicKey
            if Self.roles(states[nonce.publicKey]!)["nonceAuthority"] != me {
                nonce = Keypair.generate()
                _ = try await EffectsDifferentialTests.run(
                    client, signers: [funder, nonce],
                    SystemProgram.createNonceAccount(
                        from: funder.publicKey, nonce: nonce.publicKey, authority: me,
                        lamports: try await rent(80) + 50_000_000))
            }
            // A mint the user lost, or whose token account someone else may now close: a new mint and account.
            if Self.roles(states[mintB.publicKey]!)["mintAuthority"] != me
                || Self.roles(states[ataB]!)["closeAuthority"] != nil
            {
                mintB = Keypair.generate()
                _ = try await EffectsDifferentialTests.run(
                    client, signers: [funder, mintB],
                    [
                        SystemProgram.createAccount(
                            from: funder.publicKey, newAccount: mintB.publicKey, lamports: try await rent(82),
                            space: 82, owner: .tokenProgram),
                        TokenProgram.initializeMint2(
                            mint: mintB.publicKey, decimals: 3, mintAuthority: me, freezeAuthority: me),
                    ])
                states = try await read()
            }
            if Self.roles(states[ataB]!)["tokenOwner"] != me {
                _ = try await EffectsDifferentialTests.run(
                    client, signers: [funder],
                    [
                        AssociatedTokenProgram.createIdempotent(
                            payer: funder.publicKey, owner: me, mint: mintB.publicKey, tokenProgram: .tokenProgram)
                    ])
            }
            let stakeRoles = Self.roles(states[stake.publicKey]!)
            if stakeRoles["withdrawer"] != me || stakeRoles["staker"] != me
                || (states[stake.publicKey]!?.lamports ?? 0) < 200_000_000
            {
                stake = Keypair.generate()
                _ = try await EffectsDifferentialTests.run(
                    client, signers: [funder, stake],
                    [
                        SystemProgram.createAccount(
                            from: funder.publicKey, newAccount: stake.publicKey,
                            lamports: try await rent(200) + 1_000_000_000, space: 200, owner: .stakeProgram),
                        StakeProgram.initialize(
                            stakeAccount: stake.publicKey, authorized: .init(staker: me, withdrawer: me)),
                    ])
            }
            if !Self.isActiveDelegation(states[delegatedStake.publicKey]!, staker: me) {
                delegatedStake = Keypair.generate()
                _ = try await EffectsDifferentialTests.run(
                    client, signers: [funder, delegatedStake, user],
                    [
                        SystemProgram.createAccount(
                            from: funder.publicKey, newAccount: delegatedStake.publicKey,
                            lamports: try await rent(200) + 1_000_000_000, space: 200, owner: .stakeProgram),
                        StakeProgram.initialize(
                            stakeAccount: delegatedStake.publicKey, authorized: .init(staker: me, withdrawer: me)),
                        StakeProgram.delegateStake(
                            stakeAccount: delegatedStake.publicKey, voteAccount: vote, staker: me),
                    ])
            }
            return try await read()
        }

        static func roles(_ info: AccountInfo?) -> [String: PublicKey] { EffectsDifferentialTests.truthRoles(info) }

        /// Delegated, not deactivated, with `staker` as staker.
        static func isActiveDelegation(_ info: AccountInfo?, staker: PublicKey) -> Bool {
            guard roles(info)["staker"] == staker, case .binary(let d)? = info?.data, d.count == 200,
                d[0] == 2
            else { return false }
            return d[172..<180].allSatisfy { $0 == 0xFF }
        }

        func read() async throws -> [PublicKey: AccountInfo?] {
            let keys = tracked
            let infos = try await client.send(.getMultipleAccounts(keys, commitment: .confirmed)).value
            return Dictionary(uniqueKeysWithValues: zip(keys, infos))
        }
    }

    /// One menu entry: its name and, given the world's states, the instructions and extra signers (nil when the
    /// world does not allow it now).
    typealias Step = (
        name: String, build: (World, [PublicKey: AccountInfo?], inout SeededGenerator) -> ([Instruction], [Keypair])?
    )

    static func menu() -> [Step] {
        func tokenAmount(_ info: AccountInfo??) -> UInt64 {
            guard let info = info ?? nil, Self.isTokenAccount(info), case .binary(let d) = info.data else { return 0 }
            return d[64..<72].reversed().reduce(0) { $0 << 8 | UInt64($1) }
        }
        func setAuthority(_ account: PublicKey, type: UInt8, to new: PublicKey, current: PublicKey) -> Instruction {
            Instruction(
                programId: .tokenProgram, accounts: [.writable(account), .readonly(current, signer: true)],
                data: [6, type, 1] + new.bytes)
        }
        func stakeAuthorize(_ stake: PublicKey, to new: PublicKey, kind: UInt32, authority: PublicKey) -> Instruction {
            var data: [UInt8] = [1, 0, 0, 0] + new.bytes
            data += (0..<4).map { UInt8(truncatingIfNeeded: kind >> (8 * $0)) }
            return Instruction(
                programId: .stakeProgram,
                accounts: [.writable(stake), .readonly(.sysvarClock), .readonly(authority, signer: true)], data: data)
        }
        let fresh = { Keypair.generate().publicKey }
        /// Tokens of the fee mint to the sink's new or existing account: TransferCheckedWithFee with the exact fee,
        /// or TransferChecked (whose fee Token-2022 withholds by itself).
        func feeMintTransfer(
            _ w: World, _ s: [PublicKey: AccountInfo?], _ g: inout SeededGenerator, withFee: Bool
        ) -> ([Instruction], [Keypair])? {
            let balance = tokenAmount(s[w.ataC])
            guard balance > 0 else { return nil }
            let to = PublicKey.associatedTokenAddress(owner: w.sink, mint: w.mintC, tokenProgram: .token2022Program)
            let amount = UInt64.random(in: 1...min(balance, 1_000_000), using: &g)
            let move =
                withFee
                ? Self.transferWithFee(
                    source: w.ataC, mint: w.mintC, destination: to, owner: w.user.publicKey, amount: amount,
                    fee: Self.transferFee(amount))
                : TokenProgram.transferChecked(
                    source: w.ataC, mint: w.mintC, destination: to, owner: w.user.publicKey, amount: amount,
                    decimals: 6, programId: .token2022Program)
            let create = AssociatedTokenProgram.createIdempotent(
                payer: w.user.publicKey, owner: w.sink, mint: w.mintC, tokenProgram: .token2022Program)
            return ([create, move], [])
        }
        return [
            (
                "system transfer to a new account",
                { w, _, g in
                    (
                        [
                            SystemProgram.transfer(
                                from: w.user.publicKey, to: fresh(),
                                lamports: .random(in: 1_000_000...30_000_000, using: &g))
                        ], []
                    )
                }
            ),
            (
                "system transfer to a known account",
                { w, _, g in
                    (
                        [
                            SystemProgram.transfer(
                                from: w.user.publicKey, to: w.sink, lamports: .random(in: 1...1_000_000, using: &g))
                        ], []
                    )
                }
            ),
            (
                "system assign of a new signer",
                { w, _, _ in
                    let e = Keypair.generate()
                    return (
                        [
                            SystemProgram.transfer(from: w.user.publicKey, to: e.publicKey, lamports: 1_000_000),
                            SystemProgram.assign(account: e.publicKey, owner: .memoProgram),
                        ], [e]
                    )
                }
            ),
            (
                "system allocate of a new signer",
                { w, _, _ in
                    let e = Keypair.generate()
                    return (
                        [
                            SystemProgram.allocate(account: e.publicKey, space: 16),
                            SystemProgram.transfer(from: w.user.publicKey, to: e.publicKey, lamports: 2_000_000),
                        ], [e]
                    )
                }
            ),
            (
                "nonce withdraw",
                { w, _, g in
                    (
                        [
                            SystemProgram.withdrawNonceAccount(
                                nonce: w.nonce.publicKey, authority: w.user.publicKey, to: w.sink,
                                lamports: .random(in: 1...1_000_000, using: &g))
                        ], []
                    )
                }
            ),
            (
                "nonce advance",
                { w, _, _ in
                    ([SystemProgram.advanceNonceAccount(nonce: w.nonce.publicKey, authority: w.user.publicKey)], [])
                }
            ),
            (
                "nonce authorize",
                { w, _, _ in
                    (
                        [
                            SystemProgram.authorizeNonceAccount(
                                nonce: w.nonce.publicKey, authority: w.user.publicKey,
                                newAuthority: Keypair.generate().publicKey)
                        ], []
                    )
                }
            ),
            (
                "token transfer",
                { w, s, g in
                    let balance = tokenAmount(s[w.ataA])
                    guard balance > 0 else { return nil }
                    let to = PublicKey.associatedTokenAddress(owner: w.sink, mint: w.mintA, tokenProgram: .tokenProgram)
                    return (
                        [
                            AssociatedTokenProgram.createIdempotent(
                                payer: w.user.publicKey, owner: w.sink, mint: w.mintA, tokenProgram: .tokenProgram),
                            TokenProgram.transfer(
                                source: w.ataA, destination: to, owner: w.user.publicKey,
                                amount: .random(in: 1...min(balance, 1_000_000), using: &g)),
                        ], []
                    )
                }
            ),
            (
                "token transferChecked",
                { w, s, g in
                    let balance = tokenAmount(s[w.ataA])
                    guard balance > 0 else { return nil }
                    let to = PublicKey.associatedTokenAddress(owner: w.sink, mint: w.mintA, tokenProgram: .tokenProgram)
                    return (
                        [
                            AssociatedTokenProgram.createIdempotent(
                                payer: w.user.publicKey, owner: w.sink, mint: w.mintA, tokenProgram: .tokenProgram),
                            TokenProgram.transferChecked(
                                source: w.ataA, mint: w.mintA, destination: to, owner: w.user.publicKey,
                                amount: .random(in: 1...min(balance, 1_000_000), using: &g), decimals: 6),
                        ], []
                    )
                }
            ),
            (
                "token approve",
                { w, _, g in
                    (
                        [
                            TokenProgram.approve(
                                source: w.ataA, delegate: Keypair.generate().publicKey, owner: w.user.publicKey,
                                amount: .random(in: 1...5_000_000, using: &g))
                        ], []
                    )
                }
            ),
            (
                "token revoke",
                { w, s, _ in
                    guard Self.truthRoles(s[w.ataA]!)["delegate"] != nil else { return nil }
                    return ([TokenProgram.revoke(source: w.ataA, owner: w.user.publicKey)], [])
                }
            ),
            (
                "token set close authority",
                { w, s, _ in
                    guard Self.truthRoles(s[w.ataB]!)["closeAuthority"] == nil, s[w.ataB]! != nil else { return nil }
                    return (
                        [setAuthority(w.ataB, type: 3, to: Keypair.generate().publicKey, current: w.user.publicKey)], []
                    )
                }
            ),
            (
                "token burn",
                { w, s, g in
                    let balance = tokenAmount(s[w.ataA])
                    guard balance > 0 else { return nil }
                    return (
                        [
                            TokenProgram.burn(
                                account: w.ataA, mint: w.mintA, owner: w.user.publicKey,
                                amount: .random(in: 1...min(balance, 100_000), using: &g))
                        ], []
                    )
                }
            ),
            (
                "token mintTo",
                { w, s, g in
                    guard s[w.ataB]! != nil else { return nil }
                    return (
                        [
                            TokenProgram.mintTo(
                                mint: w.mintB.publicKey, destination: w.ataB, authority: w.user.publicKey,
                                amount: .random(in: 1...1_000_000, using: &g))
                        ], []
                    )
                }
            ),
            (
                "token set mint authority",
                { w, _, _ in
                    (
                        [
                            setAuthority(
                                w.mintB.publicKey, type: 0, to: Keypair.generate().publicKey, current: w.user.publicKey)
                        ], []
                    )
                }
            ),
            (
                "token close account",
                { w, s, _ in
                    guard s[w.ataB]! != nil, Self.truthRoles(s[w.ataB]!)["closeAuthority"] == nil else { return nil }
                    let balance = tokenAmount(s[w.ataB])
                    var steps: [Instruction] = []
                    if balance > 0 {
                        steps.append(
                            TokenProgram.burn(
                                account: w.ataB, mint: w.mintB.publicKey, owner: w.user.publicKey, amount: balance))
                    }
                    return (
                        steps + [
                            TokenProgram.closeAccount(account: w.ataB, destination: w.sink, owner: w.user.publicKey)
                        ], []
                    )
                }
            ),
            (
                "ata create for someone else",
                { w, _, _ in
                    (
                        [
                            AssociatedTokenProgram.createIdempotent(
                                payer: w.user.publicKey, owner: Keypair.generate().publicKey,
                                mint: w.mintA, tokenProgram: .tokenProgram)
                        ], []
                    )
                }
            ),
            (
                "stake withdraw",
                { w, _, g in
                    (
                        [
                            StakeProgram.withdraw(
                                stakeAccount: w.stake.publicKey, withdrawer: w.user.publicKey, to: w.sink,
                                lamports: .random(in: 1...20_000_000, using: &g))
                        ], []
                    )
                }
            ),
            (
                "stake authorize staker",
                { w, _, _ in
                    (
                        [
                            stakeAuthorize(
                                w.stake.publicKey, to: Keypair.generate().publicKey, kind: 0,
                                authority: w.user.publicKey)
                        ], []
                    )
                }
            ),
            (
                "stake authorize withdrawer",
                { w, _, _ in
                    (
                        [
                            stakeAuthorize(
                                w.stake.publicKey, to: Keypair.generate().publicKey, kind: 1,
                                authority: w.user.publicKey)
                        ], []
                    )
                }
            ),
            (
                "stake split",
                { w, _, g in
                    let d = Keypair.generate()
                    return (
                        [
                            SystemProgram.createAccount(
                                from: w.user.publicKey, newAccount: d.publicKey, lamports: 2_282_880,
                                space: 200, owner: .stakeProgram),
                            StakeProgram.split(
                                stakeAccount: w.stake.publicKey, destination: d.publicKey, staker: w.user.publicKey,
                                lamports: .random(in: 1_000_000...50_000_000, using: &g)),
                        ], [d]
                    )
                }
            ),
            (
                "stake deactivate",
                { w, _, _ in
                    ([StakeProgram.deactivate(stakeAccount: w.delegatedStake.publicKey, staker: w.user.publicKey)], [])
                }
            ),
            ("token-2022 transferCheckedWithFee", { w, s, g in feeMintTransfer(w, s, &g, withFee: true) }),
            (
                "token-2022 transferChecked with a transfer fee",
                { w, s, g in feeMintTransfer(w, s, &g, withFee: false) }
            ),
            (
                "memo",
                { _, _, g in ([MemoProgram.memo("effects \(UInt32.random(in: 0...UInt32.max, using: &g))")], []) }
            ),
            (
                "compute budget",
                { _, _, g in
                    (
                        [
                            ComputeBudgetProgram.setComputeUnitLimit(400_000),
                            ComputeBudgetProgram.setComputeUnitPrice(microLamports: .random(in: 1...50_000, using: &g)),
                        ], []
                    )
                }
            ),
        ]
    }

    @Test func everyChangeOnChainIsAnEffectAndNothingElse() async throws {
        let localnet = try Localnet(slotMilliseconds: 50)
        let client = RPCClient(
            cluster: Cluster(url: localnet.httpURL, name: "localnet"), configuration: .init(commitment: .confirmed))
        let user = Keypair.generate()
        let funder = Keypair.generate()
        let poll: Duration = .milliseconds(50)
        for key in [user.publicKey, funder.publicKey] {
            try await client.airdrop(key, lamports: 500_000_000_000, commitment: .confirmed, pollInterval: poll)
        }
        let sink = Keypair.generate().publicKey
        try await client.airdrop(sink, lamports: 1_000_000_000, commitment: .confirmed, pollInterval: poll)
        let votes = try await client.send(.getVoteAccounts(commitment: .confirmed))
        let vote = try #require(votes.current.first?.votePubkey, "localnet has no vote account")
        let mintA = try await Chain.mintTokens(
            client, payer: funder, to: user.publicKey, amount: 1_000_000_000_000, decimals: 6)
        let mintC = try await Self.feeMint(client, payer: funder, to: user.publicKey, amount: 1_000_000_000_000)
        var world = World(
            client: client, user: user, funder: funder, vote: vote, mintA: mintA, sink: sink, mintC: mintC)
        let menu = Self.menu()
        let flow = SendFlow(client: client)
        var generator = SeededGenerator(seed: Property.seed)
        var failures: [String] = []
        var landed = 0
        var skipped = 0
        var kindsLanded: Set<String> = []
        for index in 0..<Self.iterations {
            let states = try await world.refresh()
            var steps: [Instruction] = []
            var extra: [Keypair] = []
            var names: [String] = []
            var used: Set<Int> = []
            for _ in 0..<Int.random(in: 1...3, using: &generator) {
                let pick = Int.random(in: 0..<menu.count, using: &generator)
                guard used.insert(pick).inserted else { continue }
                let built = menu[pick].build(world, states, &generator)
                guard let built else { continue }
                // The compute budget first, as wallets put it.
                if menu[pick].name == "compute budget" {
                    steps.insert(contentsOf: built.0, at: 0)
                } else {
                    steps += built.0
                }
                extra += built.1
                names.append(menu[pick].name)
            }
            guard !steps.isEmpty else { continue }
            let context = "case \(index) (SOLWALLET_TEST_SEED=\(Property.seed)) [\(names.joined(separator: ", "))]"
            let latest = try await client.send(.getLatestBlockhash(commitment: .confirmed)).value
            var transaction = try Transaction(
                feePayer: user.publicKey, blockhash: latest.blockhash, instructions: steps)
            let signers = [user.publicKey] + extra.map(\.publicKey)
            let simulated = await Self.effects(flow, transaction, signers)
            guard let effects = simulated else {
                skipped += 1  // a combination the runtime refuses: nothing to compare
                continue
            }
            let keys = try transaction.message.accountKeys()
            var writable: [PublicKey] = []
            for (i, key) in keys.enumerated() where transaction.message.isWritable(i) && !writable.contains(key) {
                writable.append(key)
            }
            let before = try await client.send(.getMultipleAccounts(writable, commitment: .confirmed)).value
            let tokensBefore = try await Self.tokenAmounts(client, writable, before)
            try transaction.sign([user] + extra)
            let outcome = try await client.sendAndConfirm(
                transaction, lastValidBlockHeight: latest.lastValidBlockHeight, options: Self.confirmation)
            guard case .confirmed = outcome else {
                failures.append("\(context): simulated but did not land: \(outcome)")
                continue
            }
            landed += 1
            kindsLanded.formUnion(names)
            let after = try await client.send(.getMultipleAccounts(writable, commitment: .confirmed)).value
            let tokensAfter = try await Self.tokenAmounts(client, writable, after)
            failures += Self.compare(
                effects, signers: Set(signers), writable: writable, before: before, after: after,
                tokensBefore: tokensBefore, tokensAfter: tokensAfter
            ).map { "\(context): \($0)" }
            if failures.count >= 5 { break }
        }
        print(
            "effects vs chain: \(landed) transactions landed and compared, \(skipped) refused in simulation, "
                + "\(kindsLanded.count) kinds of instruction (SOLWALLET_TEST_SEED=\(Property.seed))")
        #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
        guard failures.isEmpty else { return }
        #expect(
            landed >= Self.iterations / 2,
            "only \(landed) of \(Self.iterations) landed (\(skipped) refused in simulation); seed \(Property.seed)")
        #expect(
            kindsLanded.count >= 20,
            "only \(kindsLanded.count) kinds landed: \(kindsLanded.sorted()); seed \(Property.seed)")
    }

    /// The effects of `transaction`, nil when it fails in simulation (other errors are recorded).
    static func effects(_ flow: SendFlow, _ transaction: Transaction, _ signers: [PublicKey]) async
        -> TransactionEffects?
    {
        do { return try await flow.effects(of: transaction, signers: signers) } catch {
            if case .simulationFailed = error { return nil }
            Issue.record("the simulation could not be run: \(error)")
            return nil
        }
    }

    /// Token balances from the node's own reading (`getTokenAccountBalance`) of every token account among `keys`.
    static func tokenAmounts(_ client: RPCClient, _ keys: [PublicKey], _ infos: [AccountInfo?]) async throws
        -> [PublicKey: UInt64]
    {
        var amounts: [PublicKey: UInt64] = [:]
        for (key, info) in zip(keys, infos) {
            guard let info, isTokenAccount(info) else { continue }
            let balance = try await client.send(.getTokenAccountBalance(key, commitment: .confirmed)).value
            amounts[key] = UInt64(balance.amount)
        }
        return amounts
    }

    /// An account state in a line: lamports, owner, data size and the first bytes.
    static func describe(_ info: AccountInfo?) -> String {
        guard let info else { return "none" }
        guard case .binary(let d) = info.data else { return "\(info.lamports) lamports, \(info.owner)" }
        let head = d.prefix(8).map { String($0) }.joined(separator: " ")
        return "\(info.lamports) lamports, \(info.owner), \(d.count) bytes \(head)…"
    }

    /// The differences between the chain's truth and the computed effects.
    static func compare(
        _ effects: TransactionEffects, signers: Set<PublicKey>, writable: [PublicKey], before: [AccountInfo?],
        after: [AccountInfo?], tokensBefore: [PublicKey: UInt64], tokensAfter: [PublicKey: UInt64]
    ) -> [String] {
        var problems: [String] = []
        var expected: Set<PublicKey> = []
        var lostTruth: UInt64 = 0
        let reported = Dictionary(effects.accounts.map { ($0.address, $0) }, uniquingKeysWith: { a, _ in a })
        for (key, (old, new)) in zip(writable, zip(before, after)) {
            let pre = old.flatMap { $0.lamports == 0 ? nil : $0 }
            let post = new.flatMap { $0.lamports == 0 ? nil : $0 }
            let rolesBefore = truthRoles(pre)
            let rolesAfter = truthRoles(post)
            let controlled =
                signers.contains(key) || rolesBefore.values.contains(where: signers.contains)
                || rolesAfter.values.contains(where: signers.contains)
            let changed =
                pre?.lamports != post?.lamports || pre?.owner != post?.owner || pre?.data != post?.data
            guard controlled && changed else {
                if reported[key] != nil {
                    problems.append("invented: \(key) is reported but did not change or is not the user's")
                }
                continue
            }
            expected.insert(key)
            guard let effect = reported[key] else {
                problems.append(
                    "missed: \(key) changed on chain: \(Self.describe(pre)) → \(Self.describe(post))")
                continue
            }
            let (l0, l1) = (pre?.lamports ?? 0, post?.lamports ?? 0)
            if effect.lamportsBefore != l0 || effect.lamportsAfter != l1 {
                problems.append(
                    "\(key): lamports \(l0) → \(l1) on chain, \(effect.lamportsBefore) → \(effect.lamportsAfter) reported"
                )
            }
            if l0 > l1 { lostTruth += l0 - l1 }
            let t0 = tokensBefore[key], t1 = tokensAfter[key]
            if t0 != nil || t1 != nil {
                if effect.token?.before != t0 ?? 0 || effect.token?.after != t1 ?? 0 {
                    problems.append(
                        "\(key): tokens \(t0 ?? 0) → \(t1 ?? 0) on chain, \(String(describing: effect.token)) reported")
                }
            }
            // Authorities: every holder that differs (none for a closed account; for a new one, only holders other
            // than the signers), and a delegate whose allowance changed.
            var truth: Set<String> = []
            if post != nil {
                for role in Set(rolesBefore.keys).union(rolesAfter.keys) {
                    let (a, b) = (rolesBefore[role], rolesAfter[role])
                    if pre == nil, let b, signers.contains(b) { continue }
                    if a != b || (role == "delegate" && delegated(pre) != delegated(post)) {
                        truth.insert("\(role) \(a?.base58 ?? "-") → \(b?.base58 ?? "-")")
                    }
                }
            }
            let computed = Set(
                effect.authorityChanges.filter { $0.role != .lockupCustodian }.map {
                    "\($0.role.rawValue) \($0.before?.base58 ?? "-") → \($0.after?.base58 ?? "-")"
                })
            if truth != computed {
                problems.append("\(key): authorities \(truth.sorted()) on chain, \(computed.sorted()) reported")
            }
        }
        for effect in effects.accounts
        where !expected.contains(effect.address) && !problems.contains(where: { $0.contains(effect.address.base58) }) {
            problems.append("invented: \(effect.address) is not a changed account of the user")
        }
        let lostReported = effects.accounts.reduce(UInt64(0)) { $0 + $1.lamportsLost }
        if lostReported != lostTruth {
            problems.append("lamports lost: \(lostTruth) on chain, \(lostReported) reported")
        }
        return problems
    }
}
