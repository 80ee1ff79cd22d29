// A child process for the keystore tests (not a product). Entries are Ed25519 seeds whose first 8 bytes hold a
// counter (little endian), written with the fast test key derivation so hundreds of writes take seconds.
//
//   KeystoreStress rewrite <directory> <id> <start>   rewrite <id> with start+1, start+2, … for ever, printing each
//                                                      counter once its write returned; sleeps up to 1.5 ms after
//                                                      every step of the atomic write, so a SIGKILL lands anywhere
//   KeystoreStress writer <directory> <id> <count>     reopen the storage and write <id> <count> times, then exit 0
import Foundation
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
    default:
        exit(64)
    }
} catch {
    FileHandle.standardError.write(Data("KeystoreStress: \(error)\n".utf8))
    exit(1)
}
