import Foundation
import SolanaCore
import SolanaCrypto
import SolanaWallet
import TestSupport
import Testing

@testable import WalletAdapter

/// Connections kept in the encrypted keystore: recovered by a new manager, several wallets at once, erased on
/// disconnect.
@Suite(.serialized) struct WalletConnectionManagerTests {
    static let appURL = "https://example.org/sdk-test-dapp"
    static let redirect = "sdktest://adapter/callback"

    static func storage(_ directory: String) throws -> EncryptedFileStorage {
        try EncryptedFileStorage(
            directory: directory + "/keystore", password: KeystorePassword("test password"), parameters: .minimum,
            kdf: .insecureFastForTests, writerHook: nil)
    }

    static func manager(_ directory: String, _ opener: SimulatedWalletOpener) throws -> WalletConnectionManager {
        try WalletConnectionManager(
            storage: try storage(directory), recordDirectory: directory + "/adapter", appURL: appURL,
            redirectLink: redirect, fetcher: opener.makeFetcher())
    }

    @Test func connectionsSurviveARestartAndDisconnectErasesThem() async throws {
        let directory = NSTemporaryDirectory() + "adapter-manager-" + UUID().uuidString
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let simulated = try SimulatedWallet()
        let opener = SimulatedWalletOpener(wallet: simulated)

        let first = try Self.manager(directory, opener)
        let phantom = try await first.connect(.phantom, cluster: "devnet")
        let solflare = try await first.connect(.solflare, cluster: "mainnet-beta")
        #expect(phantom.id != solflare.id)
        // The id is SHA-256 of wallet type, app identity, cluster and account, computed here independently.
        let text = "solana-wallet-adapter/v1\nphantom\n\(Self.appURL)\ndevnet\n\(phantom.publicKey.base58)"
        #expect(phantom.id == Hex.encode(SHA256Hash.hash(Array(text.utf8))))
        let stored = try await Self.storage(directory).list()
        #expect(stored.contains(phantom.id) && stored.contains(solflare.id))
        // No record holds a secret or the session in the clear.
        for name in try FileManager.default.contentsOfDirectory(atPath: directory + "/adapter") {
            let bytes = try Data(contentsOf: URL(fileURLWithPath: directory + "/adapter/" + name))
            #expect(!String(decoding: bytes, as: UTF8.self).contains(phantom.session))
            var info = stat()
            let found = lstat(directory + "/adapter/" + name, &info)
            #expect(found == 0 && info.st_mode & 0o777 == 0o600, "\(name)")
        }

        // A restart: a new manager over the same storage finds both, and they still work with the wallet.
        let second = try Self.manager(directory, opener)
        let recovered = try await second.recover()
        #expect(Set(recovered.map(\.id)) == [phantom.id, solflare.id])
        let again = try #require(recovered.first { $0.id == phantom.id })
        #expect(again.session == phantom.session && again.publicKey == phantom.publicKey)
        #expect(again.dappKeyPair.publicKey == phantom.dappKeyPair.publicKey)
        let wallet = try #require(await second.wallet(id: phantom.id))
        let message = Array("after restart".utf8)
        let signature = try await wallet.signMessage(message, display: .utf8)
        #expect(signature.verify(publicKey: phantom.publicKey, message: message))

        // Disconnect: the wallet drops the session, the key and the record are gone.
        try await second.disconnect(id: phantom.id)
        #expect(try await Self.storage(directory).list().contains(phantom.id) == false)
        #expect(!FileManager.default.fileExists(atPath: directory + "/adapter/\(phantom.id).rec"))
        #expect(try simulated.info().sessions == 1)

        let third = try Self.manager(directory, opener)
        #expect(try await third.recover().map(\.id) == [solflare.id])
    }

    @Test func aRecordThatDoesNotMatchItsKeyIsRefused() async throws {
        let directory = NSTemporaryDirectory() + "adapter-manager-" + UUID().uuidString
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let opener = SimulatedWalletOpener(wallet: try SimulatedWallet())
        let first = try Self.manager(directory, opener)
        let one = try await first.connect(.phantom, cluster: "devnet")
        let two = try await first.connect(.backpack, cluster: "devnet")
        // Swap the two records: each no longer matches its key.
        let a = directory + "/adapter/\(one.id).rec", b = directory + "/adapter/\(two.id).rec"
        try FileManager.default.moveItem(atPath: a, toPath: a + ".tmp")
        try FileManager.default.moveItem(atPath: b, toPath: a)
        try FileManager.default.moveItem(atPath: a + ".tmp", toPath: b)
        let second = try Self.manager(directory, opener)
        await #expect(throws: WalletAdapterError.self) { try await second.recover() }
    }
}
