import Base58
import Foundation
import TestSupport
import Testing

@testable import WalletAdapter

/// The strict callback parser: what it accepts, and that every malformed callback is a typed error.
@Suite struct DeeplinkCallbackTests {
    static let id = "0123456789abcdef0123456789abcdef"
    static let base = "myapp://cb?request_id=\(id)"
    static let nonce = Base58.encode([UInt8](repeating: 7, count: 24))
    static let data = Base58.encode([UInt8](repeating: 1, count: 40))
    static let key = Base58.encode([UInt8](repeating: 9, count: 32))

    @Test func acceptsTheThreeShapes() throws {
        let sealed = try DeeplinkCallback(
            parsing: Self.base + "&phantom_encryption_public_key=\(Self.key)&nonce=\(Self.nonce)&data=\(Self.data)")
        #expect(sealed.requestID == Self.id)
        guard case .sealed(let box) = sealed.outcome else { Issue.record("not sealed"); return }
        #expect(box.nonce == [UInt8](repeating: 7, count: 24))
        #expect(box.data.count == 40)
        #expect(box.walletKey?.parameter == "phantom_encryption_public_key")

        #expect(try DeeplinkCallback(parsing: Self.base).outcome == .empty)

        let failure = try DeeplinkCallback(parsing: Self.base + "&errorCode=4001&errorMessage=User+rejected%20it")
        #expect(failure.outcome == .failure(code: 4001, message: "User rejected it"))
        #expect(failure.error == .userRejected(message: "User rejected it"))
    }

    @Test func readsTheRequestNonce() throws {
        let nonce = "fedcba9876543210fedcba9876543210"
        let failure = try DeeplinkCallback(
            parsing: Self.base + "&request_nonce=\(nonce)&errorCode=4001&errorMessage=no")
        #expect(failure.requestNonce == nonce)
        #expect(failure.outcome == .failure(code: 4001, message: "no"))
        #expect(try DeeplinkCallback(parsing: Self.base).requestNonce == nil)
        for bad in ["FEDCBA9876543210FEDCBA9876543210", "abc", ""] {
            #expect(throws: WalletAdapterError.self) {
                try DeeplinkCallback(parsing: Self.base + "&request_nonce=\(bad)")
            }
        }
    }

    @Test func mapsErrorCodes() {
        #expect(WalletAdapterError(code: 4100, message: "m") == .unauthorized(message: "m"))
        #expect(WalletAdapterError(code: 4900, message: "m") == .disconnected(message: "m"))
        #expect(WalletAdapterError(code: -32000, message: "m") == .invalidInput(message: "m"))
        #expect(WalletAdapterError(code: -32002, message: "m") == .resourceUnavailable(message: "m"))
        #expect(WalletAdapterError(code: -32003, message: "m") == .transactionRejected(message: "m"))
        #expect(WalletAdapterError(code: -32601, message: "m") == .methodNotFound(message: "m"))
        #expect(WalletAdapterError(code: -32603, message: "m") == .internalError(message: "m"))
        #expect(WalletAdapterError(code: 12, message: "m") == .walletError(code: 12, message: "m"))
    }

    static let malformed: [String] = [
        "", "myapp://cb", "?request_id=\(id)", base + "#frag", base + "&nonce", base + "&nonce=",
        base + "&nonce=\(nonce)", base + "&data=\(data)", base + "&nonce=\(nonce)&data=\(data)&nonce=\(nonce)",
        "myapp://cb?request_id=\(id)&request_id=\(id)", "myapp://cb?request_id=ABCDEF0123456789abcdef0123456789",
        "myapp://cb?request_id=123", base + "&foo=bar", base + "&nonce=\(key)&data=\(data)",
        base + "&nonce=\(nonce)&data=0OIl", base + "&nonce=\(nonce)&data=\(Base58.encode([1, 2, 3]))",
        base + "&errorCode=abc&errorMessage=x", base + "&errorCode=4001&nonce=\(nonce)&data=\(data)",
        base + "&errorMessage=x", base + "&errorCode=99999999999", base + "&errorCode=1&errorMessage=%zz",
        base + "&errorCode=1&errorMessage=%C3", base + "&errorCode=1&errorMessage=%", base + " ",
        base + "&phantom_encryption_public_key=\(key)",
        base + "&phantom_encryption_public_key=\(nonce)&nonce=\(nonce)&data=\(data)",
        base
            + "&phantom_encryption_public_key=\(key)&solflare_encryption_public_key=\(key)&nonce=\(nonce)&data=\(data)",
        base + "&errorCode=1&errorMessage=" + String(repeating: "a", count: 1_100),
        base + "&data=" + String(repeating: "2", count: DeeplinkCallback.maxLength),
        "myapp://cb?request_id=\(id)&nonce=\(nonce)&data=\(data)é",
    ]

    @Test(arguments: Self.malformed.indices)
    func refusesMalformed(_ index: Int) {
        let url = Self.malformed[index]
        #expect(throws: WalletAdapterError.self, "case \(index): \(url.prefix(120))") {
            let parsed = try DeeplinkCallback(parsing: url)
            Issue.record("accepted: \(parsed)")
        }
        do {
            _ = try DeeplinkCallback(parsing: url)
        } catch {
            if case .malformedCallback = error {
            } else {
                Issue.record("case \(index): \(error)")
            }
        }
    }

    /// Random mutations of a valid callback: parsed or refused with a typed error, never a trap; a valid one
    /// always gives back its request id.
    @Test func mutationsNeverTrap() {
        let valid = Array((Self.base + "&nonce=\(Self.nonce)&data=\(Self.data)").utf8)
        let failures = Property.check("callback mutations", iterations: 3_000) { generator in
            var bytes = valid
            for _ in 0..<Int.random(in: 1...4, using: &generator) {
                let position = Int.random(in: 0..<bytes.count, using: &generator)
                switch Int.random(in: 0...2, using: &generator) {
                case 0: bytes[position] = UInt8.random(in: 0...255, using: &generator)
                case 1: bytes.remove(at: position)
                default: bytes.insert(Array("%&=?#+".utf8).randomElement(using: &generator)!, at: position)
                }
            }
            let text = String(decoding: bytes, as: UTF8.self)
            do throws(WalletAdapterError) {
                let parsed = try DeeplinkCallback(parsing: text)
                return DeeplinkCallback.isRequestID(parsed.requestID) ? nil : "accepted a bad id: \(text)"
            } catch {
                if case .malformedCallback = error { return nil }
                return "unexpected error \(error)"
            }
        }
        #expect(failures.isEmpty, "\(failures)")
    }

    @Test func redirectLinksAndPercentEncoding() throws {
        #expect(DeeplinkProtocol.percentEncoded("a b/c?d=é~") == "a%20b%2Fc%3Fd%3D%C3%A9~")
        for bad in ["", "noscheme", "myapp://x?y=1", "myapp://x#y", "my app://x", "://x"] {
            #expect(throws: WalletAdapterError.self) { try DeeplinkProtocol.checkRedirect(bad) }
        }
        try DeeplinkProtocol.checkRedirect("https://example.org/callback")
        let request = try DeeplinkProtocol.connect(
            wallet: .backpack, appURL: "https://example.org", redirectLink: "myapp://cb",
            cluster: "solana:EAQLJCV2mh23BsK2P9oYpV5CHVLDNHTxY")
        let items = try #require(URLComponents(string: request.url)?.queryItems)
        #expect(items.map(\.name) == ["app_url", "dapp_encryption_public_key", "redirect_link", "cluster"])
        // The request nonce travels beside the request id: the wallet echoes both (DeeplinkProtocol.proves).
        let nonce = try #require(request.requestNonce)
        #expect(DeeplinkCallback.isRequestID(nonce) && nonce != request.id)
        #expect(items[2].value == "myapp://cb?request_id=\(request.id)&request_nonce=\(nonce)")
        #expect(items[3].value == "solana:EAQLJCV2mh23BsK2P9oYpV5CHVLDNHTxY")
        #expect(request.url.hasPrefix("https://backpack.app/ul/v1/connect?"))
    }
}
