// A child process for the keystore tests (not a product). Entries are Ed25519 seeds whose first 8 bytes hold a
// counter (little endian), written with the fast test key derivation so hundreds of writes take seconds.
//
//   KeystoreStress rewrite <directory> <id> <start>   rewrite <id> with start+1, start+2, … for ever, printing each
//                                                      counter once its write returned; sleeps up to 1.5 ms after
//                                                      every step of the atomic write, so a SIGKILL lands anywhere
//   KeystoreStress writer <directory> <id> <count>     reopen the storage and write <id> <count> times, then exit 0
//   KeystoreStress change <directory> <new password> <step>
//                                                      change the password of every entry from "stress password"
//                                                      to <new password>, killing itself (SIGKILL) right after the
//                                                      <step>-th step of the atomic writes (1-based, counted over
//                                                      all entries); prints "done" and exits 0 when it finishes first
//   KeystoreStress database <path> <address> <start>   for n = start+1, start+2, … for ever: append 20 history
//                                                      entries of <address> (one transaction), then set the setting
//                                                      "counter" to n, printing n once both returned
import Foundation
import SolanaCore
import SolanaCrypto
import SolanaWallet

/// The entry whose seed encodes `counter`.
func secret(_ counter: UInt64) -> KeystoreSecret {
    let seed = withUnsafeBytes(of: counter.littleEndian) { Array($0) } + [UInt8](repeating: 0xA5, count: 24)
    return try! KeystoreSecret(kind: .ed25519Seed, bytes: SecretBytes(seed))
}

let arguments = CommandLine.arguments
guard arguments.count == 5, let number = UInt64(arguments[4]) else {
    FileHandle.standardError.write(Data("usage: KeystoreStress rewrite|writer <directory> <id> <number>\n".utf8))
    exit(64)
}
let directory = arguments[2], id = arguments[3]
let password = KeystorePassword("stress password")
do {
    switch arguments[1] {
    case "rewrite":
        let storage = try EncryptedFileStorage(
            directory: directory, password: password, parameters: .minimum, kdf: .insecureFastForTests,
            writerHook: { _ in usleep(UInt32.random(in: 0...1500)) })
        var counter = number
        while true {
            counter += 1
            try await storage.store(secret(counter), id: id)
            FileHandle.standardOutput.write(Data("\(counter)\n".utf8))  // unbuffered: never lost to the kill
        }
    case "writer":
        for counter in 1...max(number, 1) {
            // A fresh open each time: its stale-file cleanup must not remove the other writer's temporary file.
            let storage = try EncryptedFileStorage(
                directory: directory, password: password, parameters: .minimum, kdf: .insecureFastForTests,
                writerHook: nil)
            try await storage.store(secret(counter), id: id)
        }
    case "change":
        let steps = StepCounter(0)
        let storage = try EncryptedFileStorage(
            directory: directory, password: password, parameters: .minimum, kdf: .insecureFastForTests,
            writerHook: { _ in if steps.increment() == number { kill(getpid(), SIGKILL) } })
        _ = try await storage.changePassword(from: password, to: KeystorePassword(id))
        FileHandle.standardOutput.write(Data("done\n".utf8))
    case "database":
        let database = try WalletDatabase(path: directory)
        // devnet's identity, as the checking test reads it (WalletTestSupport.storeCluster).
        let history = SQLiteHistoryStore(
            database: database,
            cluster: ClusterIdentity(
                genesisHash: ClusterIdentity.devnetGenesisHash, url: URL(string: "https://api.devnet.solana.com")!))
        let registry = SQLiteWalletRegistry(database: database)
        let address = try PublicKey(id)
        var counter = number
        while true {
            counter += 1
            let entries = try (0..<20).map { index in
                let bytes =
                    withUnsafeBytes(of: counter.littleEndian) { Array($0) } + [UInt8(index)]
                    + [UInt8](repeating: 0x5A, count: 55)
                return HistoryEntry(
                    address: address, signature: try Signature(bytes: bytes), slot: counter, blockTime: nil,
                    error: nil, fee: 5_000, direction: .other, lamports: 0, tokenChanges: [], counterparty: nil,
                    memo: String(repeating: "m", count: 200))
            }
            try history.append(entries, for: address)
            try registry.setSetting("counter", to: String(counter))
            FileHandle.standardOutput.write(Data("\(counter)\n".utf8))
        }
    default:
        exit(64)
    }
} catch {
    FileHandle.standardError.write(Data("KeystoreStress: \(error)\n".utf8))
    exit(1)
}

/// A counter the writer's hook can bump from any thread.
final class StepCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var value: UInt64

    init(_ value: UInt64) { self.value = value }

    /// Adds one and returns the new value.
    func increment() -> UInt64 {
        lock.withLock {
            value += 1; return value
        }
    }
}
