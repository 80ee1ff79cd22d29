import Foundation
import SolanaCore
import SolanaWallet

let payTargets: [FuzzTarget] = [
    FuzzTarget(
        name: "solana-pay-url", maxLen: 2200,
        summary:
            "SolanaPayRequest.parse: a request or a typed error; what parses re-encodes (no '+', space or '#') and parses to the same request; a SOL request's instructions build",
        run: fuzzSolanaPayURL)
]

func fuzzSolanaPayURL(_ data: [UInt8]) {
    let text = String(decoding: data, as: UTF8.self)
    let request: SolanaPayRequest
    do throws(SolanaPayError) { request = try SolanaPayRequest.parse(text) } catch {
        check(!error.description.isEmpty, "an error without a message")
        return
    }
    let url = request.url
    check(
        !url.contains("+") && !url.contains(" ") && !url.contains("#"), "unescaped character in \(url.debugDescription)"
    )
    let again: SolanaPayRequest
    do throws(SolanaPayError) { again = try SolanaPayRequest.parse(url) } catch {
        // Percent-encoding can make the URL longer than the cap; nothing else may fail.
        if case .tooLong = error, url.utf8.count > SolanaPayRequest.maxLength { return }
        fatalError("\(text.debugDescription) parsed, its encoding \(url.debugDescription) did not: \(error)")
    }
    check(again == request, "parse(encode(parse(x))) != parse(x) for \(text.debugDescription)")
    check(again.url == url, "encoding is not stable for \(text.debugDescription)")
    guard case .transfer(let transfer) = request, transfer.splToken == nil, transfer.amount != nil else { return }
    let payer = PublicKey(staticString: "mvines9iiHiQTysrwkJjGf2gb9Ex9jXJX8ns3qwf2kN")
    do throws(SolanaPayError) {
        let instructions = try transfer.transferInstructions(payer: payer)
        check(instructions.count == (transfer.memo == nil ? 1 : 2), "wrong instruction count")
        check(instructions.last?.accounts.count == 2 + transfer.references.count, "references not appended")
    } catch {
        check(error == .payerIsRecipient && transfer.recipient == payer, "a parsed SOL request did not build: \(error)")
    }
}
