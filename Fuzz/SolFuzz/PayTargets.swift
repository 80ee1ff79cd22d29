import Foundation
import SolanaCore
import SolanaWallet

let payTargets: [FuzzTarget] = [
    FuzzTarget(
        name: "solana-pay-url", maxLen: 2200,
        summary:
            "SolanaPayRequest.parse: a request or a typed error; what parses re-encodes (no '+', space or '#') and parses to the same request; a SOL request's instructions build",
        run: fuzzSolanaPayURL),
    FuzzTarget(
        name: "nonce-account", maxLen: 128,
        summary:
            "NonceAccountState(data:) (a node's account data): nil, or an 80-byte initialized nonce whose fields are the bytes at their offsets",
        run: fuzzNonceAccount),
    FuzzTarget(
        name: "solana-pay-merchant", maxLen: 4096,
        summary:
            "a merchant's GET/POST/error bodies (SolanaPayMerchantResponse) and SolanaPayTransactionPolicy.prepare on what decodes: a value or a typed error; what is prepared is signed only by the account",
        run: fuzzSolanaPayMerchant),
]

/// The first byte picks the paying account among the transaction's keys (or a key outside it); the rest is a body.
func fuzzSolanaPayMerchant(_ data: [UInt8]) {
    let body = Array(data.dropFirst())
    if let info = try? SolanaPayMerchantResponse.metadata(body) {
        check(["svg", "png", "webp"].contains(info.icon.pathExtension.lowercased()), "icon \(info.icon) accepted")
        check(info.label.count <= SolanaPayMerchantResponse.maxTextLength, "a label too long accepted")
    }
    if let message = SolanaPayMerchantResponse.errorMessage(body) {
        check(!message.isEmpty && message.count <= SolanaPayMerchantResponse.maxTextLength, "error message length")
    }
    let answer: SolanaPayMerchantTransaction
    do throws(SolanaPayError) { answer = try SolanaPayMerchantResponse.transaction(body) } catch {
        check(!error.description.isEmpty, "an error without a message")
        return
    }
    let keys = answer.transaction.message.staticAccountKeys
    let pick = Int(data.first ?? 0)
    let account =
        pick < keys.count ? keys[pick] : PublicKey(staticString: "mvines9iiHiQTysrwkJjGf2gb9Ex9jXJX8ns3qwf2kN")
    let blockhash = try! Hash("EkSnNWid2cvwEVnVx9aBqawnmiCNiDgp3gUdkDPTKN1N")
    do throws(SolanaPayError) {
        let prepared = try SolanaPayTransactionPolicy.prepare(
            answer.transaction, account: account, blockhash: blockhash)
        let transaction = prepared.transaction
        check(transaction.signers.contains(account), "prepared a transaction the account does not sign")
        if prepared.recompiled {
            check(transaction.signers == [account], "a recompiled transaction needs other signers")
            check(transaction.message.recentBlockhash == blockhash, "the blockhash was not replaced")
        } else {
            let valid = transaction.verifySignatures()
            for (index, signer) in transaction.signers.enumerated() where signer != account {
                check(valid[index], "kept an invalid signature of \(signer)")
            }
        }
    } catch {
        check(!error.description.isEmpty, "an error without a message")
    }
}

func fuzzNonceAccount(_ data: [UInt8]) {
    guard let state = NonceAccountState(data: data) else { return }
    check(data.count == NonceAccountState.length, "accepted \(data.count) bytes")
    check(data[0..<8] == [1, 0, 0, 0, 1, 0, 0, 0], "accepted version/state \(Array(data[0..<8]))")
    check(state.authority.bytes == Array(data[8..<40]) && state.nonce.bytes == Array(data[40..<72]), "fields moved")
    let fee = data[72..<80].enumerated().reduce(UInt64(0)) { $0 | UInt64($1.element) << (8 * UInt64($1.offset)) }
    check(state.lamportsPerSignature == fee, "fee \(state.lamportsPerSignature) != \(fee)")
}

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
