import Foundation
import SolanaCore
import SolanaTransactions

let wireTargets: [FuzzTarget] = [
    FuzzTarget(
        name: "shortvec", maxLen: 8, summary: "ShortVec decode; encode∘decode and decode∘encode round trips",
        run: fuzzShortVec),
    FuzzTarget(
        name: "tx-wire", maxLen: 2048,
        summary:
            "Transaction(wireBytes:) legacy/v0: reserialize = input; rebuilt from parts = input; decompile + decode",
        run: fuzzTransactionWire),
    FuzzTarget(
        name: "message", maxLen: 2048,
        summary: "VersionedMessage(wireBytes:): reserialize = input; rebuilt from parts = input; decompile + decode",
        run: fuzzMessageWire),
]

func fuzzShortVec(_ input: [UInt8]) {
    do throws(ShortVec.DecodeError) {
        let (value, length) = try ShortVec.decode(input)
        check(
            (0...0xFFFF).contains(value) && (1...3).contains(length) && length <= input.count,
            "decode gave \(value), \(length) for \(input)")
        check(
            ShortVec.encode(value) == Array(input.prefix(length)),
            "encode(decode(\(input))) = \(ShortVec.encode(value))")
        check(ShortVec.encodedLength(value) == length, "encodedLength(\(value)) ≠ \(length)")
        var offset = 0
        let viaBuffer = input.withUnsafeBytes { buffer in try? ShortVec.decode(buffer, offset: &offset) }
        check(viaBuffer == value && offset == length, "buffer decode disagrees for \(input)")
    } catch {
        switch error {
        case .truncated(let offset): check(offset <= input.count, "truncated offset \(offset) past the input")
        default: break
        }
    }
    // decode(encode(v)) = v for the value in the first two bytes.
    var reader = InputReader(input)
    let value = Int(reader.byte()) | Int(reader.byte()) << 8
    let encoded = ShortVec.encode(value)
    let decoded = try? ShortVec.decode(encoded)
    check(
        decoded?.value == value && decoded?.length == encoded.count,
        "decode(encode(\(value))) = \(String(describing: decoded))")
}

/// Tables for a v0 message's lookups: each holds 256 made-up addresses, so every index resolves.
func fakeLookupTables(_ message: VersionedMessage) -> [AddressLookupTableAccount] {
    message.addressTableLookups.enumerated().map { number, lookup in
        AddressLookupTableAccount(
            key: lookup.accountKey,
            addresses: (0..<256).map { index in
                ([UInt8](repeating: UInt8(truncatingIfNeeded: index), count: 31) + [UInt8(truncatingIfNeeded: number)])
                    .withUnsafeBytes { PublicKey(buffer: $0) }
            })
    }
}

/// Rebuilds a message from its public parts, copying every byte array (no shared views).
func rebuilt(_ message: VersionedMessage) -> VersionedMessage {
    let instructions = message.instructions.map {
        CompiledInstruction(programIdIndex: $0.programIdIndex, accounts: Array($0.accounts), data: Array($0.data))
    }
    switch message {
    case .legacy(let legacy):
        return .legacy(
            LegacyMessage(
                header: legacy.header, accountKeys: legacy.accountKeys, recentBlockhash: legacy.recentBlockhash,
                instructions: instructions))
    case .v0(let v0):
        let lookups = v0.addressTableLookups.map {
            MessageAddressTableLookup(
                accountKey: $0.accountKey, writableIndexes: Array($0.writableIndexes),
                readonlyIndexes: Array($0.readonlyIndexes))
        }
        return .v0(
            MessageV0(
                header: v0.header, staticAccountKeys: v0.staticAccountKeys, recentBlockhash: v0.recentBlockhash,
                instructions: instructions, addressTableLookups: lookups))
    }
}

/// What a wallet does with a decoded message: keys, flags, decompiled and decoded instructions.
func exercise(_ message: VersionedMessage) {
    _ = message.feePayer  // traps on a message without keys: the parser must refuse those
    _ = message.signers
    let tables = fakeLookupTables(message)
    if let all = try? message.accountKeys(lookupTables: tables) {
        for index in all.indices { _ = message.isSigner(index); _ = message.isWritable(index) }
    }
    if let decoded = try? InstructionDecoder.decode(message, lookupTables: tables) {
        for instruction in decoded { _ = instruction.programName; _ = String(describing: instruction) }
    }
    if case .v0(let v0) = message { _ = try? v0.loadedAddresses(from: tables) }
}

func fuzzTransactionWire(_ input: [UInt8]) {
    guard let transaction = try? Transaction(wireBytes: input) else { return }
    do throws(TransactionError) {
        let again = try transaction.serialize()
        check(again == input, "Transaction reserialized to other bytes (\(again.count) vs \(input.count))")
    } catch {
        check(
            input.count > Transaction.maxSize, "serialize() of a decoded \(input.count)-byte transaction threw \(error)"
        )
    }
    let messageBytes = Array(
        input.dropFirst(ShortVec.encodedLength(transaction.signatures.count) + transaction.signatures.count * 64))
    check(transaction.message.serialize() == messageBytes, "the message reserialized to other bytes")
    let copy = Transaction(
        signatures: transaction.signatures.map { $0.bytes.withUnsafeBytes { Signature(buffer: $0) } },
        message: rebuilt(transaction.message))
    if input.count <= Transaction.maxSize {
        check((try? copy.serialize()) == input, "a transaction rebuilt from its parts serializes otherwise")
        check((try? Transaction(base64: Data(input).base64EncodedString()).serialize()) == input, "base64 round trip")
    }
    check(
        VersionedMessage(wireBytesOrNil: messageBytes) != nil, "the message of a valid transaction does not parse alone"
    )
    if transaction.signatures.count <= 2 { _ = transaction.verifySignatures() }
    exercise(transaction.message)
}

func fuzzMessageWire(_ input: [UInt8]) {
    guard let message = try? VersionedMessage(wireBytes: input) else { return }
    check(message.serialize() == input, "VersionedMessage reserialized to other bytes")
    check(rebuilt(message).serialize() == input, "a message rebuilt from its parts serializes otherwise")
    exercise(message)
}

extension VersionedMessage {
    init?(wireBytesOrNil bytes: [UInt8]) {
        guard let message = try? VersionedMessage(wireBytes: bytes) else { return nil }
        self = message
    }
}
