import Foundation
import SolanaCore
import SolanaWallet
import Testing

@testable import WalletPresentation

/// The receive screen: the request's parts as labelled fields in each language, amounts exact, the link last.
@Suite struct ReceiveViewModelTests {
    static let recipient = Keypair.generate().publicKey, reference = Keypair.generate().publicKey
    static let usdc = try! PublicKey("EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v")

    @Test func solRequestInEnglishAndGreek() throws {
        let request = SolanaPayTransferRequest(
            recipient: Self.recipient, amount: try SolanaPayAmount("1234.5"), references: [Self.reference],
            label: "Café", message: "Order #42\u{1B}[2J", memo: "inv-42")
        let english = ReceiveViewModel(request, language: .en)
        #expect(english.title == "Receive to \(ShortText.address(Self.recipient))")
        #expect(
            english.fields.map(\.label) == [
                "Address", "Amount", "Label", "Message", "Memo", "Reference", "Payment link",
            ])
        #expect(english.fields[1].value == "1,234.5 SOL" && english.amount?.baseUnits == 1_234_500_000_000)
        #expect(english.fields[3].value == #"Order #42\e[2J"#)  // no escape sequence reaches the terminal
        #expect(english.fields.last?.value == request.url && english.url == request.url)
        #expect(try SolanaPayRequest.parse(english.url) == .transfer(request))
        let greek = ReceiveViewModel(request, language: .el)
        #expect(greek.fields[1].value == "1.234,5 SOL" && greek.fields.last?.label == "Σύνδεσμος πληρωμής")
        #expect(greek.terminalText().hasPrefix("Λήψη στο "))
    }

    @Test func tokenRequestNeedsItsDecimalsForTheAmount() throws {
        let request = SolanaPayTransferRequest(
            recipient: Self.recipient, amount: try SolanaPayAmount("0.5"), splToken: Self.usdc)
        let turkish = ReceiveViewModel(request, decimals: 6, language: .tr)
        #expect(turkish.amount?.baseUnits == 500_000 && turkish.fields[2].value == "0,5 USDC")
        #expect(turkish.fields[1].value == "USDC (\(Self.usdc))" && turkish.title.hasSuffix("adresine al"))
        // Without the decimals the amount is shown as written, never guessed.
        let unknown = ReceiveViewModel(request, language: .pt)
        #expect(unknown.amount == nil && unknown.fields[2].value == "0.5")
        let bare = ReceiveViewModel(SolanaPayTransferRequest(recipient: Self.recipient), language: .pt)
        #expect(
            bare.fields.map(\.label) == ["Endereço", "Link de pagamento"] && bare.url == "solana:\(Self.recipient)")
    }
}
