import Foundation
import SolanaCore
import SolanaTransactions
import Testing

@testable import SolanaWallet
@testable import WalletPresentation

/// The stake review as the user reads it, for each action in each language: the amounts exact, the fields in order,
/// when it takes effect, the delinquent validator's warning, and no English left in the other languages.
@Suite struct StakeReviewViewModelTests {
    static let wallet = Keypair.generate().publicKey, stake = Keypair.generate().publicKey
    static let other = Keypair.generate().publicKey, validator = Keypair.generate().publicKey

    func review(_ action: StakeReview.Action, warnings: [String] = []) throws -> StakeReview {
        let transaction = try Transaction(
            feePayer: Self.wallet, blockhash: Hash(bytes: [UInt8](repeating: 7, count: 32)),
            instructions: [SystemProgram.transfer(from: Self.wallet, to: Self.stake, lamports: 1)])
        let timed = action == .create || action == .deactivate
        return StakeReview(
            action: action, wallet: Self.wallet, stakeAccount: Self.stake,
            seed: action == .create || action == .split ? "stake:3\u{1B}[31m" : nil,
            otherAccount: action == .split || action == .merge ? Self.other : nil,
            validator: action == .create ? Self.validator : nil, amount: 2_500_000_000, rent: 2_282_880,
            minimumDelegation: 1_000_000_000, fee: 5_000, epoch: 811, effectiveEpoch: timed ? 812 : nil,
            estimatedSeconds: timed ? 2 * 86_400 + 7_200 : nil, walletBefore: 10_000_000_000,
            walletAfter: 7_497_717_120, warnings: warnings, transaction: transaction, lastValidBlockHeight: 100,
            effects: TransactionEffects.compute(
                signers: [Self.wallet], feePayer: Self.wallet, fee: 5_000,
                snapshots: [
                    .init(
                        address: Self.wallet, before: AccountState(lamports: 10_000_000_000, owner: .systemProgram),
                        after: AccountState(lamports: 7_497_717_120, owner: .systemProgram))
                ], instructions: try transaction.message.decompiledInstructions(), rentExemptMinimum: { _ in 0 }))
    }

    @Test func createInEnglish() throws {
        let view = StakeReviewViewModel(try review(.create, warnings: ["delinquentValidator"]), language: .en)
        #expect(view.title == "Stake 2.5 SOL with validator \(Self.validator.base58)")
        #expect(
            view.fields.map(\.label) == [
                "Stake account", "Address seed", "Rent-exempt reserve", "Minimum delegation", "Epoch", "Network fee",
                "Balance",
            ])
        #expect(view.fields[0].value == Self.stake.base58)
        #expect(view.fields[1].value == #"stake:3\e[31m"#)  // an escape in a seed never reaches the terminal
        #expect(view.fields[2].value == "0.00228288 SOL (kept in the account, returned on withdrawal)")
        #expect(view.fields[3].value == "1 SOL")
        #expect(view.fields[4].value == "811")
        #expect(view.fields[5].value == "0.000005 SOL")
        #expect(view.fields[6].value == "10 SOL → 7.49771712 SOL")
        #expect(view.notes == ["Active from epoch 812 (about 2 days)"])
        #expect(view.warnings.count == 1 && view.warnings[0].hasPrefix("This validator is not voting"))
        #expect(view.question == "Sign and send?")
        let text = view.terminalText()
        #expect(text.hasPrefix(view.title + "\n") && text.contains("  Active from epoch 812") && text.contains("⚠"))
        // The effects from the simulation follow the review: the wallet's SOL before and after.
        #expect(view.effects.accounts.map(\.account) == [Self.wallet.base58])
        #expect(view.effects.accounts[0].lines == ["SOL 10 SOL → 7.49771712 SOL (-2.50228288 SOL)"])
        #expect(text.contains("What this transaction does to your accounts\n  \(Self.wallet.base58) (system)"))
    }

    @Test func everyActionInEveryLanguage() throws {
        for action in [StakeReview.Action.create, .deactivate, .withdraw, .split, .merge] {
            let review = try review(action, warnings: action == .create ? ["delinquentValidator"] : [])
            let english = StakeReviewViewModel(review, language: .en)
            for language in Language.allCases {
                let view = StakeReviewViewModel(review, language: language)
                // The accounts the action names are in its headline or fields.
                let shown = ([view.title] + view.fields.map(\.value) + view.notes).joined(separator: "\n")
                #expect(shown.contains(Self.stake.base58), "\(action) \(language)")
                if review.otherAccount != nil { #expect(shown.contains(Self.other.base58), "\(action) \(language)") }
                #expect(view.fields.count == english.fields.count)
                #expect(view.notes.count == english.notes.count && view.warnings.count == english.warnings.count)
                guard language != .en else { continue }
                // Nothing is left in English: every label, sentence and the question are the language's own.
                #expect(view.title != english.title, "\(action) \(language)")
                #expect(view.question != english.question)
                for (mine, theirs) in zip(view.fields, english.fields) {
                    #expect(mine.label != theirs.label, "\(action) \(language): \(mine.label)")
                }
                for (mine, theirs) in zip(view.notes + view.warnings, english.notes + english.warnings) {
                    #expect(mine != theirs, "\(action) \(language): \(mine)")
                }
            }
        }
    }

    @Test func amountsUseTheLanguagesSeparators() throws {
        let view = StakeReviewViewModel(try review(.withdraw), language: .pt)
        #expect(view.title == "Sacar 2,5 SOL de \(Self.stake.base58) para a sua conta")
        #expect(view.fields.map(\.value) == ["0,000005 SOL", "10 SOL → 7,49771712 SOL"])
        let turkish = StakeReviewViewModel(try review(.deactivate), language: .tr)
        #expect(turkish.notes == ["812. dönemden itibaren çekilebilir (yaklaşık 2 gün)"])
    }
}
