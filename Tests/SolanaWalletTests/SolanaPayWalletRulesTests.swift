import SolanaCore
import Testing

@testable import SolanaWallet

/// The wallet's Solana Pay rules in the library (what the CLI and the dashboard call): one payment code per image,
/// the amount to pay, the send that pays a request, and a receive request checked whole.
@Suite struct SolanaPayWalletRulesTests {
    let merchant = Keypair.generate().publicKey

    @Test func oneCodePerImage() throws {
        let link = "solana:\(merchant.base58)?amount=1"
        #expect(try SolanaPayRequest.paymentLink(among: ["https://example.com", link]) == link)
        #expect(try SolanaPayRequest.paymentLink(among: ["SOLANA:\(merchant.base58)"]) == "SOLANA:\(merchant.base58)")
        #expect(throws: SolanaPayInputError.noPaymentCode(otherCodes: 1)) {
            try SolanaPayRequest.paymentLink(among: ["hello"])
        }
        #expect(throws: SolanaPayInputError.severalPaymentCodes(2)) {
            try SolanaPayRequest.paymentLink(among: [link, link + "0"])
        }
    }

    @Test func theAmountToPayAndTheSendThatPaysIt() throws {
        let reference = Keypair.generate().publicKey, mint = Keypair.generate().publicKey
        let asking = SolanaPayTransferRequest(
            recipient: merchant, amount: try SolanaPayAmount("0.5"), splToken: mint, references: [reference],
            memo: "order 7")
        #expect(try asking.amountToPay(entered: nil) == "0.5")
        #expect(try asking.amountToPay(entered: "0.5") == "0.5")
        #expect(throws: SolanaPayInputError.amountMismatch(requested: "0.5", entered: "0.50")) {
            try asking.amountToPay(entered: "0.50")
        }
        let open = SolanaPayTransferRequest(recipient: merchant)
        #expect(try open.amountToPay(entered: "2") == "2")
        #expect(throws: SolanaPayInputError.amountMissing) { try open.amountToPay(entered: nil) }

        let payer = Keypair.generate().publicKey
        let send = try asking.sendRequest(from: payer, entered: nil, allowUnfundedRecipient: true)
        #expect(send.from == payer && send.to == merchant && send.amount == .exact("0.5") && send.mint == mint)
        #expect(send.memo == "order 7" && send.references == [reference] && send.allowUnfundedRecipient)
    }

    @Test func aReceiveRequestIsCheckedWhole() throws {
        let reference = Keypair.generate().publicKey
        let request = try SolanaPayTransferRequest.receiving(
            to: merchant, amount: "1.25", references: ["new", reference.base58, "NEW"], label: "Café", memo: "#42")
        #expect(request.references.count == 3 && request.references[1] == reference)
        #expect(request.references[0] != request.references[2])
        #expect(try SolanaPayRequest.parse(request.url) == .transfer(request))
        let mint = Keypair.generate().publicKey
        #expect(try SolanaPayTransferRequest.receiving(to: merchant, amount: "0.01", token: (mint, 2)).splToken == mint)
        #expect(throws: SolanaPayInputError.self) {
            try SolanaPayTransferRequest.receiving(to: merchant, amount: "0.001", token: (mint, 2))
        }
        #expect(throws: SolanaPayInputError.self) { try SolanaPayTransferRequest.receiving(to: merchant, amount: "-1") }
        #expect(throws: SolanaPayInputError.self) {
            try SolanaPayTransferRequest.receiving(to: merchant, references: ["not-a-key"])
        }
        #expect(throws: SolanaPayInputError.memoTooLong(bytes: 567)) {
            try SolanaPayTransferRequest.receiving(to: merchant, memo: String(repeating: "m", count: 567))
        }
    }
}
