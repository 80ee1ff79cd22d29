import Base58
import Foundation
import SolanaCore
import SolanaTransactions
import TestSupport
import Testing

@testable import WalletAdapter

/// The SDK's deeplink wallet against the simulated wallet (PyNaCl + solders, Tests/Oracles/wallet_sim.py), through
/// a URL opener that hands each link to the simulated wallet and routes its redirect to `handleOpenURL`.
@Suite(.serialized) struct DeeplinkWalletSimulatorTests {
    static let appURL = "https://example.org/sdk-test-dapp"
    static let redirect = "sdktest://adapter/callback"

    /// A fresh simulated wallet, an opener and a fetcher wired to it, and a `DeeplinkWallet`.
    static func setUp(
        _ configuration: DeeplinkWalletConfiguration = .phantom, timeout: Duration = .seconds(30)
    ) throws -> (SimulatedWallet, SimulatedWalletOpener, DeeplinkFetcher, DeeplinkWallet) {
        let simulated = try SimulatedWallet()
        let opener = SimulatedWalletOpener(wallet: simulated)
        let fetcher = opener.makeFetcher(timeout: timeout)
        let wallet = DeeplinkWallet(
            configuration: configuration, appURL: appURL, redirectLink: redirect, cluster: "devnet", fetcher: fetcher)
        return (simulated, opener, fetcher, wallet)
    }

    /// A SOL transfer from `payer` to a random address with a random blockhash, built by the SDK.
    static func transfer(from payer: PublicKey) throws -> Transaction {
        let to = try PublicKey(bytes: Random.bytes(32))
        return try Transaction(
            feePayer: payer, blockhash: try Hash(bytes: Random.bytes(32)),
            instructions: [SystemProgram.transfer(from: payer, to: to, lamports: UInt64(Random.int(1...1_000_000)))])
    }

    static func expectError(
        _ expected: (WalletAdapterError) -> Bool, _ body: () async throws -> Void,
        sourceLocation: SourceLocation = #_sourceLocation
    ) async {
        do {
            try await body()
            Issue.record("no error", sourceLocation: sourceLocation)
        } catch let error as WalletAdapterError {
            #expect(expected(error), "got \(error)", sourceLocation: sourceLocation)
        } catch {
            Issue.record("not a WalletAdapterError: \(error)", sourceLocation: sourceLocation)
        }
    }

    @Test(arguments: DeeplinkWalletConfiguration.known)
    func fullSession(_ configuration: DeeplinkWalletConfiguration) async throws {
        let (simulated, _, fetcher, wallet) = try Self.setUp(configuration)
        let account = try await wallet.connect()
        #expect(account.base58 == (try simulated.info().publicKey))
        #expect(await wallet.publicKey == account)

        let transaction = try Self.transfer(from: account)
        let signed = try await wallet.signTransaction(transaction)
        #expect(signed.message == transaction.message)
        #expect(signed.signatures[0].verify(publicKey: account, message: transaction.message.serialize()))
        #expect(signed.isFullySignedAndValid)

        let batch = [try Self.transfer(from: account), try Self.transfer(from: account)]
        let signedBatch = try await wallet.signAllTransactions(batch)
        #expect(signedBatch.count == 2)
        for (one, asked) in zip(signedBatch, batch) {
            #expect(one.message == asked.message)
            #expect(one.signatures[0].verify(publicKey: account, message: asked.message.serialize()))
        }

        let message = Array("Sign in to the SDK test — \(UUID().uuidString) ✓".utf8)
        let signature = try await wallet.signMessage(message, display: .utf8)
        #expect(signature.verify(publicKey: account, message: message))

        if configuration.supportedMethods.contains(.signAndSendTransaction) {
            let sent = try Self.transfer(from: account)
            let id = try await wallet.signAndSendTransaction(sent)
            #expect(id.verify(publicKey: account, message: sent.message.serialize()))
        } else {
            await Self.expectError({
                $0 == .unsupportedMethod(wallet: configuration.name, method: "signAndSendTransaction")
            }) {
                _ = try await wallet.signAndSendTransaction(try! Self.transfer(from: account))
            }
        }

        try await wallet.disconnect()
        #expect(await wallet.publicKey == nil)
        #expect(try simulated.info().sessions == 0)
        await Self.expectError({ $0 == .notConnected }) { _ = try await wallet.signMessage(message, display: .hex) }
        #expect(await fetcher.pendingCount == 0)
    }

    @Test func userRejection() async throws {
        let (simulated, _, _, wallet) = try Self.setUp()
        try simulated.setMode("reject")
        await Self.expectError({ if case .userRejected = $0 { true } else { false } }) {
            _ = try await wallet.connect()
        }
        _ = try await wallet.connect()
        try simulated.setMode("reject")
        await Self.expectError({ if case .userRejected = $0 { true } else { false } }) {
            _ = try await wallet.signMessage([1, 2, 3], display: .hex)
        }
    }

    @Test func tamperedPayloadAndWrongNonce() async throws {
        let (simulated, _, _, wallet) = try Self.setUp(.solflare)
        try simulated.setMode("tamper")
        await Self.expectError({ $0 == .decryptionFailed }) { _ = try await wallet.connect() }
        #expect(await wallet.publicKey == nil)
        _ = try await wallet.connect()
        for mode in ["tamper", "wrong-nonce"] {
            try simulated.setMode(mode)
            await Self.expectError({ $0 == .decryptionFailed }) {
                _ = try await wallet.signMessage(Array("hello".utf8), display: .utf8)
            }
        }
        // The session still works after the failures.
        let message = Array("still connected".utf8)
        let signature = try await wallet.signMessage(message, display: .utf8)
        #expect(signature.verify(publicKey: try #require(await wallet.publicKey), message: message))
    }

    @Test func unknownSessionAndForeignAnswers() async throws {
        let (simulated, _, _, wallet) = try Self.setUp(.backpack)
        try simulated.setMode("wrong-key-param")
        await Self.expectError({ if case .malformedResponse = $0 { true } else { false } }) {
            _ = try await wallet.connect()
        }
        let account = try await wallet.connect()
        try simulated.setMode("other-key")
        await Self.expectError({ if case .responseMismatch = $0 { true } else { false } }) {
            _ = try await wallet.signMessage([9, 9, 9], display: .hex)
        }
        try simulated.setMode("other-key")
        await Self.expectError({ if case .responseMismatch = $0 { true } else { false } }) {
            _ = try await wallet.signTransaction(try! Self.transfer(from: account))
        }
        try simulated.setMode("forget-sessions")
        await Self.expectError({ if case .unauthorized = $0 { true } else { false } }) {
            _ = try await wallet.signMessage([1], display: .hex)
        }
    }

    @Test func duplicateAndUnknownCallbacks() async throws {
        let (_, opener, fetcher, wallet) = try Self.setUp()
        opener.repeats = 2
        _ = try await wallet.connect()
        // The opener delivers the second copy after the first one has resumed connect.
        await opener.handlings.wait(for: 2)
        let results = opener.results
        #expect(results.count == 2)
        guard case .success(let id) = results.first else {
            Issue.record("the first callback failed: \(results)")
            return
        }
        #expect(results.last == .failure(.requestAlreadyFinished(id: id)))
        let unknown = DeeplinkProtocol.newRequestID()
        await Self.expectError({ $0 == .unknownRequest(id: unknown) }) {
            try await fetcher.handleOpenURL(Self.redirect + "?request_id=" + unknown)
        }
        await Self.expectError({ if case .malformedCallback = $0 { true } else { false } }) {
            try await fetcher.handleOpenURL(Self.redirect + "?request_id=" + unknown + "&nonce=abc")
        }
    }

    @Test func timeoutThenLateCallback() async throws {
        let (simulated, opener, fetcher, wallet) = try Self.setUp(timeout: .seconds(2))
        _ = try await wallet.connect()
        try simulated.setMode("silent")
        await Self.expectError({ if case .timeout = $0 { true } else { false } }) {
            _ = try await wallet.signMessage([7], display: .hex)
        }
        #expect(await fetcher.pendingCount == 0)
        // The wallet answers late: the request is finished, so the callback is refused.
        let id = try #require(opener.lastRequestID)
        await Self.expectError({ $0 == .requestAlreadyFinished(id: id) }) {
            try await fetcher.handleOpenURL(Self.redirect + "?request_id=" + id + "&errorCode=4001&errorMessage=late")
        }
    }

    @Test func cancellation() async throws {
        let (simulated, opener, fetcher, wallet) = try Self.setUp()
        _ = try await wallet.connect()
        try simulated.setMode("silent")
        let opened = opener.openings.count
        let task = Task { () async throws(WalletAdapterError) -> Signature in
            try await wallet.signMessage([5], display: .hex)
        }
        await opener.openings.wait(for: opened + 1)  // the fetcher waits for its callback once it opens the link
        task.cancel()
        do {
            _ = try await task.value
            Issue.record("no error")
        } catch { #expect(error as? WalletAdapterError == .cancelled, "got \(error)") }
        #expect(await fetcher.pendingCount == 0)
        let id = try #require(opener.lastRequestID)
        await Self.expectError({ $0 == .requestAlreadyFinished(id: id) }) {
            try await fetcher.handleOpenURL(Self.redirect + "?request_id=" + id)
        }
    }

    @Test func oversizeURLIsRefusedBeforeSending() async throws {
        let (simulated, _, _, wallet) = try Self.setUp()
        _ = try await wallet.connect()
        let seen = try simulated.info().log.count
        let size = Random.int(1_200...4_000)
        await Self.expectError({ if case .urlTooLong(let length, 2_000) = $0 { length > 2_000 } else { false } }) {
            _ = try await wallet.signMessage(Random.bytes(size), display: .hex)
        }
        let account = try #require(await wallet.publicKey)
        let many = try (0..<8).map { _ in try Self.transfer(from: account) }
        await Self.expectError({ if case .urlTooLong = $0 { true } else { false } }) {
            _ = try await wallet.signAllTransactions(many)
        }
        #expect(try simulated.info().log.count == seen)
    }

    /// Issue 26, item 12: an error callback that anyone who saw the request id can write (Phantom's errors are
    /// `errorCode`/`errorMessage` in clear) does not close the request; the wallet's answer, which carries the
    /// request nonce of the redirect link, is then accepted.
    @Test func aForgedErrorCallbackLeavesTheRequestOpenForTheWalletsAnswer() async throws {
        let (simulated, opener, fetcher, wallet) = try Self.setUp()
        let account = try await wallet.connect()
        try simulated.setMode("silent")
        let message = Array("forged error \(UUID().uuidString)".utf8)
        let opened = opener.openings.count
        let task = Task { () async throws(WalletAdapterError) -> Signature in
            try await wallet.signMessage(message, display: .utf8)
        }
        await opener.openings.wait(for: opened + 1)
        let id = try #require(opener.lastRequestID)
        let forgeries = [
            Self.redirect + "?request_id=\(id)&errorCode=4001&errorMessage=User+rejected+the+request.",
            Self.redirect + "?request_id=\(id)&request_nonce=\(DeeplinkProtocol.newRequestID())&errorCode=4001"
                + "&errorMessage=x",
            // A disconnect's empty answer, and a sealed answer that does not decrypt under the session.
            Self.redirect + "?request_id=\(id)",
            Self.redirect + "?request_id=\(id)&nonce=\(Base58.encode(Random.bytes(24)))"
                + "&data=\(Base58.encode(Random.bytes(64)))",
        ]
        for forged in forgeries {
            await Self.expectError({ $0 == .unprovenCallback(id: id) }) { try await fetcher.handleOpenURL(forged) }
            #expect(await fetcher.pendingCount == 1, "\(forged)")
        }
        // The wallet answers now: the same request, approved.
        let request = try #require(opener.lastOpened)
        let answer = try #require(try simulated.open(request))
        #expect(answer.contains("request_nonce="))
        #expect(try await fetcher.handleOpenURL(answer) == id)
        let signature = try await task.value
        #expect(signature.verify(publicKey: account, message: message))
        #expect(await fetcher.pendingCount == 0)
    }

    /// The URL-only `fetch` finds the request nonce in the redirect link of the URL it opens and asks for it too.
    @Test func theURLOnlyFetchAsksForTheNonceOfItsRedirectLink() async throws {
        struct Silent: URLOpener {
            let openings = Occurrences()
            func open(_ url: String) async throws { openings.record() }
        }
        let silent = Silent()
        let fetcher = DeeplinkFetcher(opener: silent)
        let request = try DeeplinkProtocol.connect(
            wallet: .phantom, appURL: Self.appURL, redirectLink: Self.redirect, cluster: "devnet")
        let nonce = try #require(request.requestNonce)
        let task = Task { () async throws(WalletAdapterError) -> DeeplinkCallback in
            try await fetcher.fetch(url: request.url, requestID: request.id)
        }
        await silent.openings.wait(for: 1)
        let refusal = "&errorCode=4001&errorMessage=User+rejected+the+request."
        await Self.expectError({ $0 == .unprovenCallback(id: request.id) }) {
            try await fetcher.handleOpenURL(Self.redirect + "?request_id=\(request.id)" + refusal)
        }
        #expect(await fetcher.pendingCount == 1)
        try await fetcher.handleOpenURL(Self.redirect + "?request_id=\(request.id)&request_nonce=\(nonce)" + refusal)
        #expect(try await task.value.error == .userRejected(message: "User rejected the request."))
    }

    /// The wallet's own refusal still closes the request: it carries the request nonce back.
    @Test func theWalletsOwnErrorCarriesTheNonceAndCloses() async throws {
        let (simulated, opener, _, wallet) = try Self.setUp()
        _ = try await wallet.connect()
        try simulated.setMode("reject")
        await Self.expectError({ if case .userRejected = $0 { true } else { false } }) {
            _ = try await wallet.signMessage([4, 2], display: .hex)
        }
        let redirect = try #require(opener.seenRedirects.last)
        #expect(redirect.contains("request_nonce=") && redirect.contains("errorCode=4001"))
    }

    @Test func concurrentRequestsAreMatchedByID() async throws {
        let (_, _, fetcher, wallet) = try Self.setUp()
        let account = try await wallet.connect()
        let messages = (0..<6).map { Array("message \($0) \(UUID().uuidString)".utf8) }
        try await withThrowingTaskGroup(of: (Int, Signature).self) { group in
            for (index, message) in messages.enumerated() {
                group.addTask { (index, try await wallet.signMessage(message, display: .utf8)) }
            }
            for try await (index, signature) in group {
                #expect(signature.verify(publicKey: account, message: messages[index]))
            }
        }
        #expect(await fetcher.pendingCount == 0)
    }

}
