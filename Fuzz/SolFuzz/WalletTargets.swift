import Foundation
import QRCode
import SolanaCrypto
import SolanaWallet

let walletTargets: [FuzzTarget] = [
    FuzzTarget(
        name: "wallet-backup", maxLen: 4096,
        summary:
            "SWBK backup: byte 0 even → the decrypted plaintext's parser and restore's whole-backup check (what parses re-encodes and parses to the same records); odd → the whole file with a fast KDF (header checks, never a trap)",
        run: fuzzWalletBackup),
    FuzzTarget(
        name: "qr-image", maxLen: 8192,
        summary: "QRImageDecoder over PNG / PGM / PPM bytes (libpng simplified API, zbar): a result or a typed error",
        run: fuzzQRImage),
]

func fuzzWalletBackup(_ data: [UInt8]) {
    guard let selector = data.first else { return }
    let body = Array(data.dropFirst())
    if selector % 2 == 0 {
        guard let content = try? WalletBackup.parsePlaintext(SecretBytes(body)) else { return }
        // Restore's whole-backup check: a typed refusal or nothing, never a trap.
        do { try content.check() } catch { _ = error.description }
        let again: WalletBackup.Content
        do { again = try WalletBackup.parsePlaintext(try WalletBackup.plaintext(of: content)) } catch {
            fatalError("a parsed backup did not re-encode and parse: \(error)")
        }
        check(again.wallets.count == content.wallets.count, "wallet count changed in a round trip")
        for (a, b) in zip(content.wallets, again.wallets) {
            check(a.record == b.record && a.accounts == b.accounts, "records changed in a round trip")
            check(
                a.secret.kind == b.secret.kind && a.secret.bytes.exposedBytes == b.secret.bytes.exposedBytes,
                "a secret changed in a round trip")
        }
    } else {
        // Any header that passes costs one Argon2id at 8 KiB; the tag then fails.
        _ = try? WalletBackup.open(body, password: KeystorePassword("fuzz"), kdf: .insecureFastForTests)
    }
}

func fuzzQRImage(_ data: [UInt8]) {
    do {
        let texts = try QRImageDecoder.decode(imageData: data)
        check(!texts.isEmpty, "a decode without an error returned no text")
    } catch {
        _ = error.description
    }
}
