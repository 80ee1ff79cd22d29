import Foundation
import SolanaCore
import SolanaCrypto
import SolanaRPC
import SolanaWallet
import TestSupport
import Testing

@testable import WalletAdapter

/// Issue 27, item 9: the two-step request lifecycle (ask, keep, complete from the redirect in another process) is
/// WalletAdapter's `DeeplinkRequests`, tested in process with the simulated phone wallet (PyNaCl + solders) and
/// localnet receiving the transfer. Each step uses a new `DeeplinkRequests` over the same directory, as a new CLI
/// process would.
@Suite(.serialized) struct DeeplinkRequestsTests {
    static let appURL = "https://example.org/sdk-test-dapp"
    static let redirect = "sdktest://adapter/callback"

    static func requests(_ directory: String) throws -> DeeplinkRequests {
        let storage = try EncryptedFileStorage(
            directory: directory + "/keystore", password: KeystorePassword("test password"), parameters: .minimum,
            kdf: .insecureFastForTests, writerHook: nil)
        let manager = try WalletConnectionManager(
            storage: storage, recordDirectory: directory + "/records", appURL: appURL, redirectLink: redirect,
            fetcher: DeeplinkFetcher(opener: SimulatedWalletOpener(wallet: try SimulatedWallet())))
        return DeeplinkRequests(manager: manager)
    }

    /// The wallet's answer to `request`, parsed.
    static func answer(_ wallet: SimulatedWallet, _ request: PendingDeeplinkRequest) throws -> DeeplinkCallback {
        try DeeplinkCallback(parsing: try #require(try wallet.open(request.url), "the wallet did not answer"))
    }

    /// The error `body` throws, or nil.
    static func failure(
        _ requests: DeeplinkRequests, _ body: (DeeplinkRequests) async throws -> Void
    ) async -> WalletAdapterError? {
        do { try await body(requests) } catch {
            guard let error = error as? WalletAdapterError else {
                Issue.record("not a WalletAdapterError: \(error)")
                return nil
            }
            return error
        }
        return nil
    }

    @Test func askKeepAndCompleteAcrossInstances() async throws {
        let directory = NSTemporaryDirectory() + "adapter-requests-" + UUID().uuidString
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let wallet = try SimulatedWallet()
        let account = try PublicKey(try wallet.info().publicKey)

        // None connected yet.
        let none = await Self.failure(try Self.requests(directory)) { _ = try await $0.connection(matching: nil) }
        guard case .notConnected = none else {
            Issue.record("expected notConnected, got \(String(describing: none))"); return
        }

        // Connect: the request waits in the store; a new instance completes it.
        let connect = try await Self.requests(directory).connect(
            wallet: .phantom, appURL: Self.appURL, redirectLink: Self.redirect, cluster: "devnet")
        #expect(await (try Self.requests(directory)).pendingRequestIDs() == [connect.id])
        let connectAnswer = try Self.answer(wallet, connect)
        let (_, connected) = try await Self.requests(directory).complete(connectAnswer)
        guard case .connected(let connection) = connected else { Issue.record("not connected: \(connected)"); return }
        #expect(connection.publicKey == account)
        #expect(await (try Self.requests(directory)).pendingRequestIDs().isEmpty)
        // The redirect link given at connect is the connection's default.
        #expect(try await Self.requests(directory).redirectLink(for: connection) == Self.redirect)
        #expect(try await Self.requests(directory).connection(matching: "phantom").id == connection.id)
        let nomatch = await Self.failure(try Self.requests(directory)) {
            _ = try await $0.connection(matching: "solflare")
        }
        guard case .invalidArgument = nomatch else {
            Issue.record("expected invalidArgument, got \(String(describing: nomatch))"); return
        }

        // The same answer again: finished. An unknown id: unknown.
        let again = await Self.failure(try Self.requests(directory)) { _ = try await $0.complete(connectAnswer) }
        guard case .requestAlreadyFinished = again else { Issue.record("replay: \(String(describing: again))"); return }
        let unknownID = String(repeating: "ab", count: 16)
        let unknown = await Self.failure(try Self.requests(directory)) {
            _ = try await $0.complete(
                try! DeeplinkCallback(parsing: Self.redirect + "?request_id=" + unknownID))
        }
        guard case .unknownRequest = unknown else { Issue.record("unknown: \(String(describing: unknown))"); return }

        // Sign a message; a forged refusal first proves nothing and leaves the request waiting.
        let message = Array("Sign in \(UUID().uuidString)".utf8)
        let sign = try await Self.requests(directory).signMessage(message, display: .utf8, connection: connection)
        let forged = try DeeplinkCallback(
            parsing: Self.redirect + "?request_id=\(sign.id)&errorCode=4001&errorMessage=User+rejected")
        let unproven = await Self.failure(try Self.requests(directory)) { _ = try await $0.complete(forged) }
        guard case .unprovenCallback = unproven else { Issue.record("forged: \(String(describing: unproven))"); return }
        #expect(await (try Self.requests(directory)).pendingRequestIDs() == [sign.id])
        let (_, signed) = try await Self.requests(directory).complete(try Self.answer(wallet, sign))
        guard case .signature(let signature) = signed else { Issue.record("not a signature: \(signed)"); return }
        #expect(signature.verify(publicKey: account, message: message))

        // The user rejects: the wallet's error, and the request is finished.
        try wallet.setMode("reject")
        let rejectedRequest = try await Self.requests(directory).signMessage(
            Array("no".utf8), display: .utf8, connection: connection)
        let rejection = try Self.answer(wallet, rejectedRequest)
        let rejected = await Self.failure(try Self.requests(directory)) { _ = try await $0.complete(rejection) }
        guard case .userRejected = rejected else { Issue.record("rejected: \(String(describing: rejected))"); return }
        #expect(await (try Self.requests(directory)).pendingRequestIDs().isEmpty)

        // A transfer: the blockhash from localnet, the wallet signs, the plan sends it.
        let localnet = try Localnet()
        let client = RPCClient(
            cluster: Cluster(url: localnet.httpURL, name: "localnet"), configuration: .init(commitment: .confirmed))
        try await client.airdrop(account, lamports: 1_000_000_000, commitment: .confirmed)
        let recipient = Keypair.generate().publicKey
        let (transfer, plan) = try await Self.requests(directory).signTransfer(
            123_456_789, to: recipient, connection: connection, client: client)
        #expect(plan.lamports == 123_456_789 && plan.to == recipient.base58)
        let (_, completion) = try await Self.requests(directory).complete(try Self.answer(wallet, transfer))
        guard case .signedTransfer(let transaction, let kept) = completion else {
            Issue.record("not a signed transfer: \(completion)")
            return
        }
        #expect(kept == plan)
        let (_, outcome) = try await DeeplinkRequests.send(transaction, plan: kept)
        guard case .confirmed = outcome else { Issue.record("not confirmed: \(outcome)"); return }
        #expect(try await client.send(.getBalance(recipient, commitment: .confirmed)).value == 123_456_789)
        // A zero transfer is refused before anything is asked.
        let again0 = try Self.requests(directory)
        var zero: DeeplinkTransferError?
        do { _ = try await again0.signTransfer(0, to: recipient, connection: connection, client: client) } catch {
            zero = error
        }
        guard case .adapter(.invalidArgument) = zero else { Issue.record("zero: \(String(describing: zero))"); return }

        // Disconnect: erased here at once; the wallet's answer closes the request.
        let disconnect = try await Self.requests(directory).disconnect(connection)
        #expect(try await Self.requests(directory).connections().isEmpty)
        let (_, ended) = try await Self.requests(directory).complete(try Self.answer(wallet, disconnect))
        guard case .disconnected = ended else { Issue.record("not disconnected: \(ended)"); return }
        #expect(try wallet.info().sessions == 0)
    }
}
