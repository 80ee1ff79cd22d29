import SolanaCore
import SolanaTransactions
import Testing

@testable import SolanaWallet
@testable import WalletPresentation

/// The offline signing review in four languages: every field the transfer has, its amounts exact in the language's
/// separators, the memo's escapes shown, and no English left in pt, el and tr.
@Suite struct OfflineTransferViewModelTests {
    let from = Keypair.generate().publicKey, to = Keypair.generate().publicKey
    let nonce = Keypair.generate().publicKey, mint = Keypair.generate().publicKey

    func transfer(token: Bool) -> OfflineTransfer {
        OfflineTransfer(
            from: from, to: to, lamports: 1_250_000, memo: "order\u{1B}[2J 7",
            blockhash: try! Hash(bytes: [UInt8](repeating: 9, count: 32)),
            nonce: .init(account: nonce, authority: from), computeUnitLimit: 1_000, computeUnitPrice: 25_000,
            token: token ? .init(mint: mint, decimals: 6, createRecipientAccount: true) : nil)
    }

    @Test func everyFieldInEnglish() {
        let sol = OfflineTransferViewModel(transfer(token: false), language: .en)
        #expect(sol.title == "Sign a transfer (not sent)" && sol.question == "Sign it?")
        #expect(
            sol.fields.map(\.label) == ["From", "To", "Amount", "Blockhash", "Durable nonce", "Memo", "Priority fee"])
        #expect(sol.fields[2].value == "0.00125 SOL")
        #expect(sol.fields[4].value == "\(nonce.base58) (advanced by this transaction)")
        #expect(sol.fields[5].value == #"order\e[2J 7"#)
        #expect(sol.fields[6].value == "1,000 compute units × 25,000 micro-lamports per unit")
        let token = OfflineTransferViewModel(transfer(token: true), language: .en)
        #expect(token.fields[2].value == "1.25 \(mint.base58)")
        #expect(token.fields.contains { $0.label == "New token account" })
        #expect(token.terminalText().hasPrefix("Sign a transfer (not sent)\n"))
    }

    @Test func theOtherLanguagesLeaveNoEnglish() {
        let english = OfflineTransferViewModel(transfer(token: true), language: .en)
        for language in Language.allCases where language != .en {
            let view = OfflineTransferViewModel(transfer(token: true), language: language)
            #expect(view.title != english.title && view.question != english.question, "\(language)")
            #expect(view.fields.count == english.fields.count)
            for (mine, theirs) in zip(view.fields, english.fields) where !["Memo"].contains(theirs.label) {
                #expect(mine.label != theirs.label || theirs.label == "Blockhash", "\(language): \(mine.label)")
            }
            #expect(view.fields[2].value.hasPrefix("1,25"), "\(language): \(view.fields[2].value)")
        }
    }
}
