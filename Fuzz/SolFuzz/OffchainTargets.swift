import Foundation
import SolanaCore
import SolanaTransactions
import SolanaWallet

let offchainTargets: [FuzzTarget] = [
    FuzzTarget(
        name: "offchain-message", maxLen: 4096,
        summary:
            "OffchainMessage(decoding:) and (decodingLegacy:): what decodes reserializes to the input and is rebuilt "
            + "from its parts; a refusal is a typed error; the input's tail as content makes a message or a typed error",
        run: fuzzOffchainMessage),
    FuzzTarget(
        name: "siws-message", maxLen: 4096,
        summary:
            "SignInMessage(parsing:) (Sign-In With Solana text, strict ABNF): what parses writes the same text, "
            + "validates, and its 1.1 envelope decodes back to that text; a refusal is a typed error",
        run: fuzzSignInMessage),
    FuzzTarget(
        name: "siws-request", maxLen: 8192,
        summary:
            "SignInRequest(json:) and SignInOutput(json:) (a dApp's sign-in request, a wallet's output): bounded, "
            + "typed refusals; what the wallet side prepares is a valid message whose signed output verifies",
        run: fuzzSignInRequest),
]

func fuzzOffchainMessage(_ input: [UInt8]) {
    for legacy in [false, true] {
        let decoded: OffchainMessage
        do throws(OffchainMessageError) {
            decoded = try legacy ? OffchainMessage(decodingLegacy: input) : OffchainMessage(decoding: input)
        } catch {
            continue
        }
        check(decoded.serialized == input, "reserialized ≠ input (legacy=\(legacy)) for \(input)")
        check(decoded.serializedLength == input.count, "serializedLength ≠ input length")
        let rebuilt: OffchainMessage?
        switch decoded.layout {
        case .legacyV0: rebuilt = try? .legacy(decoded.text, format: decoded.format)
        case .v0:
            rebuilt = try? .v0(
                decoded.text, signers: decoded.signers, applicationDomain: decoded.applicationDomain,
                format: decoded.format)
        case .v1: rebuilt = try? .v1(decoded.text, signers: decoded.signers)
        }
        check(rebuilt == decoded, "rebuilt from parts ≠ decoded for \(input)")
        check(input.starts(with: OffchainMessage.signingDomain), "decoded without the signing domain")
        check(
            (try? OffchainMessage.refuseTransactionShaped(input)) != nil, "an off-chain message parses as a transaction"
        )
    }
    // Made from arbitrary text: a message within its limits or a typed error, never a trap.
    let text = String(decoding: input.prefix(2048), as: UTF8.self)
    let signer = PublicKey.zero
    for format in OffchainMessageFormat.allCases {
        if let message = try? OffchainMessage.v0(text, signers: [signer], format: format) {
            check(
                message.serializedLength <= (format == .extendedUTF8 ? 65535 : 1232), "v0 past its format's limit")
            check((try? OffchainMessage(decoding: message.serialized)) == message, "v0 round trip")
        }
        if let message = try? OffchainMessage.legacy(text, format: format) {
            check((try? OffchainMessage(decodingLegacy: message.serialized)) == message, "legacy round trip")
        }
    }
    _ = try? OffchainMessage.refuseTransactionShaped(input)
}

func fuzzSignInMessage(_ input: [UInt8]) {
    let text = String(decoding: input, as: UTF8.self)
    guard let message = try? SignInMessage(parsing: text) else { return }
    check(message.text == text, "parsed message writes other text: \(text.debugDescription)")
    check((try? message.validate()) != nil, "a parsed message does not validate")
    check((try? SignInMessage(parsing: message.text)) == message, "parse(text) is not stable")
    if let envelope = try? message.envelope() {
        let back = try? OffchainMessage(decoding: envelope.serialized)
        check(back?.text == text, "the 1.1 envelope does not hold the text")
    } else {
        check(false, "a parsed message has no envelope")
    }
}

/// The fuzzer's fixed signer (a seed of 32 sevens) and moment (2026-11-27T00:00:00Z).
let fuzzSignInKey = try! Keypair(seed: [UInt8](repeating: 7, count: 32))
let fuzzSignInNow: Int64 = 1_795_737_600

func fuzzSignInRequest(_ input: [UInt8]) {
    if let request = try? SignInRequest(json: input) {
        for origin in [nil, "https://app.example", "http://localhost:3000"] as [String?] {
            for cluster in [ClusterIdentity.Kind.mainnet, .localnet, .custom] {
                guard
                    let message = try? request.prepare(
                        origin: origin, account: fuzzSignInKey.publicKey, cluster: cluster, now: fuzzSignInNow)
                else { continue }
                check((try? message.validate()) != nil, "a prepared message does not validate")
                check(message.address == fuzzSignInKey.publicKey.base58, "prepared for another address")
                check(
                    (try? request.originAuthority(override: origin)) == message.domain.lowercased(),
                    "the domain is not the origin's")
                for envelope in [false, true] {
                    guard let output = try? SignInOutput.sign(message, envelope: envelope, with: fuzzSignInKey) else {
                        check(false, "a prepared message does not sign")
                        continue
                    }
                    check(
                        (try? output.verify(input: request.input, now: fuzzSignInNow)) == message,
                        "a signed output does not verify against its request")
                }
            }
        }
    }
    if let output = try? SignInOutput(json: input) {
        _ = try? output.verify(input: SignInMessageInput(), now: nil)
    }
}
