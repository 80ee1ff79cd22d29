import Base58
import Foundation
import WalletAdapter

let adapterTargets: [FuzzTarget] = [
    FuzzTarget(
        name: "deeplink-callback", maxLen: 4096,
        summary:
            "DeeplinkCallback(parsing:) (the URL a wallet redirects to): a callback or .malformedCallback; what parses has a 32-hex request id (and request nonce, if any), a 24-byte nonce with data of at least 16 bytes, a 32-byte wallet key, or an error code, and parses the same again after re-encoding",
        run: fuzzDeeplinkCallback)
]

func fuzzDeeplinkCallback(_ data: [UInt8]) {
    let text = String(decoding: data, as: UTF8.self)
    let callback: DeeplinkCallback
    do throws(WalletAdapterError) { callback = try DeeplinkCallback(parsing: text) } catch {
        guard case .malformedCallback(let reason) = error else { fatalError("not a malformedCallback: \(error)") }
        check(!reason.isEmpty, "an error without a reason")
        return
    }
    check(DeeplinkCallback.isRequestID(callback.requestID), "accepted request id \(callback.requestID)")
    var rebuilt = "app://cb?request_id=" + callback.requestID
    if let nonce = callback.requestNonce {
        check(DeeplinkCallback.isRequestID(nonce), "accepted request nonce \(nonce)")
        rebuilt += "&request_nonce=" + nonce
    }
    switch callback.outcome {
    case .empty: break
    case .failure(let code, let message):
        check(message.count <= DeeplinkCallback.maxErrorMessageLength, "kept a long message")
        rebuilt += "&errorCode=\(code)&errorMessage=" + DeeplinkProtocol.percentEncoded(message)
    case .sealed(let sealed):
        check(sealed.nonce.count == 24, "nonce of \(sealed.nonce.count) bytes")
        check(sealed.data.count >= 16, "data of \(sealed.data.count) bytes")
        if let key = sealed.walletKey {
            check(key.key.count == 32, "wallet key of \(key.key.count) bytes")
            rebuilt += "&\(key.parameter)=" + Base58.encode(key.key)
        }
        rebuilt += "&nonce=" + Base58.encode(sealed.nonce) + "&data=" + Base58.encode(sealed.data)
    }
    do throws(WalletAdapterError) {
        let again = try DeeplinkCallback(parsing: rebuilt)
        check(again == callback, "re-encoded callback differs for \(text.debugDescription)")
    } catch {
        // Re-encoding can only lengthen the URL past the cap.
        check(rebuilt.utf8.count > DeeplinkCallback.maxLength, "re-encoded callback refused: \(error)")
    }
}
