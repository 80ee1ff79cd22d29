import SolanaCore
import SolanaTransactions
import Testing

@testable import SolanaWallet

/// `TransactionEffects.compute` and `SigningPolicy` on hand-made account states: the payment rules, the cap over SOL
/// and every token (fee and rent apart), authority changes, closes, unreadable writes, the cap's parsing.
@Suite struct SigningPolicyTests {
    let user = Keypair.generate().publicKey
    let merchant = Keypair.generate().publicKey
    let mint = Keypair.generate().publicKey

    /// A 165-byte SPL Token account.
    func tokenAccount(owner: PublicKey, amount: UInt64, delegate: PublicKey? = nil, delegated: UInt64 = 0) -> [UInt8] {
        var d = mint.bytes + owner.bytes + le(amount)
        d += delegate.map { [1, 0, 0, 0] + $0.bytes } ?? [UInt8](repeating: 0, count: 36)
        d += [1] + [UInt8](repeating: 0, count: 12) + le(delegated) + [UInt8](repeating: 0, count: 36)
        return d
    }

    /// A 200-byte initialized stake account.
    func stakeAccount(staker: PublicKey, withdrawer: PublicKey) -> [UInt8] {
        var d: [UInt8] = [1, 0, 0, 0] + le(2_282_880) + staker.bytes + withdrawer.bytes
        d += [UInt8](repeating: 0, count: 200 - d.count)
        return d
    }

    func le(_ value: UInt64) -> [UInt8] { (0..<8).map { UInt8(truncatingIfNeeded: value >> (8 * $0)) } }

    func system(_ lamports: UInt64) -> AccountState { AccountState(lamports: lamports, owner: .systemProgram) }

    func effects(_ snapshots: [TransactionEffects.Snapshot], _ instructions: [Instruction], fee: UInt64 = 5_000)
        -> TransactionEffects
    {
        TransactionEffects.compute(
            signers: [user], feePayer: user, fee: fee, snapshots: snapshots, instructions: instructions,
            rentExemptMinimum: { UInt64($0 + 128) * 6_960 })
    }

    @Test func anHonestPaymentIsAllowedWithTheFeeApart() throws {
        let transfer = SystemProgram.transfer(from: user, to: merchant, lamports: 10_000_000)
        let result = effects(
            [
                .init(address: user, before: system(1_000_000_000), after: system(1_000_000_000 - 10_005_000)),
                .init(address: merchant, before: system(5), after: system(10_000_005)),
            ], [transfer])
        #expect(result.accounts.map(\.address) == [user])
        #expect(result.solLeaving == 10_005_000 && result.solPaid == 10_000_000)
        #expect(SigningPolicy.payment(cap: try PaymentCap("0.01")).refusals(result, decimals: [:]).isEmpty)
        #expect(
            SigningPolicy.payment(cap: try PaymentCap("0.009999999")).refusals(result, decimals: [:])
                == [.solOverCap(paid: 10_000_000, cap: 9_999_999)])
    }

    @Test func stakedSOLLeavingIsAnEffectAndRefusedInAPayment() throws {
        let stake = Keypair.generate().publicKey
        let data = stakeAccount(staker: user, withdrawer: user)
        let withdraw = StakeProgram.withdraw(
            stakeAccount: stake, withdrawer: user, to: merchant, lamports: 1_000_000_000)
        let result = effects(
            [
                .init(
                    address: stake, before: .init(lamports: 3_000_000_000, owner: .stakeProgram, data: data),
                    after: .init(lamports: 2_000_000_000, owner: .stakeProgram, data: data)),
                .init(address: user, before: system(10_000_000), after: system(10_000_000 - 1_005_000)),
            ], [withdraw, SystemProgram.transfer(from: user, to: merchant, lamports: 1_000_000)])
        #expect(result.accounts.map(\.address) == [stake, user])
        #expect(result.accounts[0].roles == [.staker, .withdrawer])
        #expect(result.solPaid == 1_001_000_000)
        let refusals = SigningPolicy.payment(cap: try PaymentCap("0.01")).refusals(result, decimals: [:])
        #expect(refusals.contains(.instructionNotAllowed(index: 0, program: "stake", instruction: "withdraw")))
        #expect(refusals.contains(.solOverCap(paid: 1_001_000_000, cap: 10_000_000)))
        // The general policy refuses nothing without a cap: the review shows the stake account's loss.
        #expect(SigningPolicy.general.refusals(result, decimals: [:]).isEmpty)
    }

    @Test func authorityChangesClosesAndDelegationsAreNamed() throws {
        let stake = Keypair.generate().publicKey
        let token = Keypair.generate().publicKey
        let closed = Keypair.generate().publicKey
        let rent: UInt64 = 2_039_280
        let result = effects(
            [
                .init(
                    address: stake,
                    before: .init(
                        lamports: 5, owner: .stakeProgram, data: stakeAccount(staker: user, withdrawer: user)),
                    after: .init(
                        lamports: 5, owner: .stakeProgram, data: stakeAccount(staker: user, withdrawer: merchant))),
                .init(
                    address: token,
                    before: .init(lamports: rent, owner: .tokenProgram, data: tokenAccount(owner: user, amount: 7)),
                    after: .init(
                        lamports: rent, owner: .tokenProgram,
                        data: tokenAccount(owner: user, amount: 7, delegate: merchant, delegated: 7))),
                .init(
                    address: closed,
                    before: .init(lamports: rent, owner: .tokenProgram, data: tokenAccount(owner: user, amount: 0)),
                    after: nil),
                .init(address: merchant, before: system(1), after: system(1 + rent)),
            ], [])
        #expect(
            result.authorityChanges == [
                AuthorityChange(account: stake, role: .withdrawer, before: user, after: merchant),
                AuthorityChange(account: token, role: .delegate, before: nil, after: merchant, delegatedAmount: 7),
            ])
        #expect(result.accounts.first { $0.address == closed }?.changes == [.closed])
        let refusals = SigningPolicy.payment(cap: nil).refusals(result, decimals: [mint: 0])
        #expect(refusals.contains(.authorityChanged(result.authorityChanges[0])))
        #expect(refusals.contains(.authorityChanged(result.authorityChanges[1])))
        #expect(refusals.contains(.accountClosed(closed)))
        #expect(refusals.count == 3)
    }

    @Test func aTokenCapDoesNotCapSOLAndTheRentOfTheMerchantsAccountIsApart() throws {
        let source = PublicKey.associatedTokenAddress(owner: user, mint: mint)
        let destination = PublicKey.associatedTokenAddress(owner: merchant, mint: mint)
        let rent: UInt64 = (165 + 128) * 6_960
        let steps = [
            AssociatedTokenProgram.createIdempotent(payer: user, owner: merchant, mint: mint),
            TokenProgram.transferChecked(
                source: source, mint: mint, destination: destination, owner: user, amount: 1_000_000, decimals: 6),
            SystemProgram.transfer(from: user, to: merchant, lamports: 3_000_000_000),
        ]
        let result = effects(
            [
                .init(
                    address: user, before: system(5_000_000_000), after: system(5_000_000_000 - 3_000_005_000 - rent)),
                .init(
                    address: source,
                    before: .init(
                        lamports: rent, owner: .tokenProgram, data: tokenAccount(owner: user, amount: 5_000_000)),
                    after: .init(
                        lamports: rent, owner: .tokenProgram, data: tokenAccount(owner: user, amount: 4_000_000))),
                .init(
                    address: destination, before: nil,
                    after: .init(
                        lamports: rent, owner: .tokenProgram, data: tokenAccount(owner: merchant, amount: 1_000_000))),
            ], steps)
        #expect(result.funded == [FundedAccount(address: destination, lamports: rent, rentExemptMinimum: rent)])
        #expect(result.rentPaid == rent && result.solPaid == 3_000_000_000)
        #expect(result.tokensLeaving.map(\.amount) == [1_000_000])
        let refusals = SigningPolicy.payment(cap: try PaymentCap("1")).refusals(result, decimals: [mint: 6])
        #expect(refusals == [.solOverCap(paid: 3_000_000_000, cap: 1_000_000_000)])
        #expect(
            SigningPolicy.payment(cap: try PaymentCap("0.5")).refusals(result, decimals: [mint: 6]).contains(
                .tokenOverCap(mint: mint, paid: 1_000_000, cap: 500_000, decimals: 6)))
        #expect(
            SigningPolicy.payment(cap: try PaymentCap("5")).refusals(result, decimals: [:]) == [
                .unknownDecimals(mint: mint)
            ])
    }

    @Test func anUnreadableProgramWritingTheUsersAccountIsAnEffect() {
        let program = Keypair.generate().publicKey
        let step = Instruction(programId: program, accounts: [.writable(user, signer: true)], data: [1])
        let result = effects([.init(address: user, before: system(100_000), after: system(95_000))], [step])
        #expect(
            result.unreadableWrites == [UnreadableWrite(instruction: 0, programId: program, account: user, reason: nil)]
        )
        let refusals = SigningPolicy.payment(cap: nil).refusals(result, decimals: [:])
        #expect(refusals.contains(.unreadableWrite(result.unreadableWrites[0])))
    }

    @Test func theNetworkFeeOfAPaymentIsLimited() throws {
        let result = effects(
            [.init(address: user, before: system(100_000_000), after: system(90_000_000))], [], fee: 10_000_000)
        #expect(
            SigningPolicy.payment(cap: nil).refusals(result, decimals: [:])
                == [.feeOverLimit(fee: 10_000_000, limit: SigningPolicy.defaultMaxPaymentFee)])
    }

    @Test func theCapIsADecimalRoundedDownPerAsset() throws {
        #expect(try PaymentCap("1").lamports == 1_000_000_000)
        #expect(try PaymentCap("0.5").baseUnits(decimals: 2) == 50)
        #expect(try PaymentCap("0.019").baseUnits(decimals: 2) == 1)
        #expect(try PaymentCap(".25").baseUnits(decimals: 0) == 0)
        #expect(try PaymentCap("99999999999999999999").lamports == .max)
        for bad in ["", ".", "-1", "1e3", "1.2.3", "١", "0x10", " 1"] {
            #expect(throws: SigningPolicyError.invalidCap(bad)) { try PaymentCap(bad) }
        }
    }
}
