import Foundation
import SolanaCore
import SolanaTransactions
import Testing

@testable import SolanaWallet
@testable import WalletPresentation

/// The send review as the user reads it, in each language: every amount exact, the fields in order, the warnings.
@Suite struct SendReviewViewModelTests {
    static let from = Keypair.generate().publicKey, to = Keypair.generate().publicKey
    static let usdc = try! PublicKey("EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v")

    func review(token: Bool, max: Bool = false, warnings: [SendWarning] = []) throws -> SendReview {
        let transaction = try Transaction(
            feePayer: Self.from, blockhash: Hash(bytes: [UInt8](repeating: 7, count: 32)),
            instructions: [SystemProgram.transfer(from: Self.from, to: Self.to, lamports: 1)])
        let destination = token ? PublicKey.associatedTokenAddress(owner: Self.to, mint: Self.usdc) : Self.to
        return SendReview(
            request: SendRequest(
                from: Self.from, to: Self.to, amount: max ? .max : .exact("1234.5"), mint: token ? Self.usdc : nil,
                memo: "invoice 7\u{1B}[31m"),
            destination: destination,
            token: token ? SendToken(mint: Self.usdc, decimals: 6, program: .tokenProgram) : nil,
            amount: token ? 1_234_500_000 : 1_234_500_000_000, networkFee: 5_000, priorityFee: 1_737,
            computeUnitLimit: 1_737, computeUnitPrice: 1_000, createsTokenAccount: token,
            tokenAccountRent: token ? 2_039_280 : 0, solBefore: 2_000_000_000_000, solAfter: 765_499_993_263,
            tokenBefore: token ? 2_000_000_000 : nil, tokenAfter: token ? 765_500_000 : nil, rentExemptMinimum: 890_880,
            warnings: warnings, transaction: transaction, lastValidBlockHeight: 100, lookalikes: [])
    }

    @Test func solReviewInEnglishAndPortuguese() throws {
        let english = SendReviewViewModel(try review(token: false, warnings: [.recipientIsMint]), language: .en)
        #expect(english.title == "Review the transfer" && english.question == "Send it?")
        #expect(
            english.fields.map(\.label) == ["From", "To", "Amount", "Memo", "Network fee", "Priority fee", "SOL after"])
        #expect(english.fields[2].value == "1,234.5 SOL")
        #expect(english.fields[3].value == #"invoice 7\e[31m"#)  // the escape sequence is not passed to the terminal
        #expect(english.fields[5].value == "0.000001737 SOL (1,737 compute units × 1,000 micro-lamports per unit)")
        #expect(english.fields[6].value == "765.499993263 SOL" && english.solAfter.baseUnits == 765_499_993_263)
        #expect(english.warnings == ["The recipient is a token mint, not a wallet: funds sent there are likely lost."])
        let portuguese = SendReviewViewModel(try review(token: false), language: .pt)
        #expect(portuguese.fields.map(\.label).prefix(3) == ["De", "Para", "Quantia"])
        #expect(portuguese.fields[2].value == "1.234,5 SOL" && portuguese.fields[4].label == "Taxa de rede")
        let text = portuguese.terminalText()
        #expect(text.hasPrefix("Revise a transferência\n") && text.contains("Taxa de rede"))
    }

    @Test func tokenReviewWithANewAccountInGreekAndTurkish() throws {
        let greek = SendReviewViewModel(try review(token: true, max: true), language: .el)
        let labels = greek.fields.map(\.label)
        #expect(labels.contains("Λογαριασμός token") && labels.contains("Νέος λογαριασμός token"))
        #expect(
            greek.fields.first { $0.label == "Ποσό" || $0.label == Localizer(.el)(.amount) }?.value
                == "1.234,5 USDC (μέγιστο)")
        #expect(greek.tokenAccountRent?.baseUnits == 2_039_280 && greek.tokenAfter?.text == "765,5")
        let turkish = SendReviewViewModel(try review(token: true), language: .tr)
        #expect(turkish.fields.contains { $0.value == "0,00203928 SOL kira, sizin tarafınızdan ödenir" })
        #expect(turkish.title == "Transferi gözden geçirin")
        // Every warning has a sentence in every language.
        for language in Language.allCases {
            for warning in SendWarning.allCases {
                #expect(!SendReviewViewModel.warning(warning, language: language).isEmpty)
            }
        }
    }
}
