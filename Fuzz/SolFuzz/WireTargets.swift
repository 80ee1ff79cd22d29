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
            "Transaction(wireBytes:) legacy/v0/v1: reserialize = input; rebuilt from parts = input; decompile + decode",
        run: fuzzTransactionWire),
    FuzzTarget(
        name: "message", maxLen: 2048,
        summary: "VersionedMessage(wireBytes:): reserialize = input; rebuilt from parts = input; decompile + decode",
        run: fuzzMessageWire),
    FuzzTarget(
        name: "tx-v1", maxLen: 4200,
        summary:
            "Transaction(wireBytes:) v1 (0x81 forced first): limits, mask and heap hold; reserialize = input; rebuilt "
            + "from parts = input; decompile + decode",
        run: fuzzTransactionV1),
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
    case .v1(let v1):
        return .v1(
            MessageV1(
                header: v1.header, config: v1.config, recentBlockhash: v1.recentBlockhash, accountKeys: v1.accountKeys,
                instructions: instructions))
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
    let limit = transaction.message.maxTransactionSize
    do throws(TransactionError) {
        let again = try transaction.serialize()
        check(again == input, "Transaction reserialized to other bytes (\(again.count) vs \(input.count))")
    } catch {
        check(input.count > limit, "serialize() of a decoded \(input.count)-byte transaction threw \(error)")
    }
    let signatureBytes = transaction.signatures.count * 64
    let messageBytes =
        transaction.message.version == .v1
        ? Array(input.dropLast(signatureBytes))
        : Array(input.dropFirst(ShortVec.encodedLength(transaction.signatures.count) + signatureBytes))
    check(transaction.message.serialize() == messageBytes, "the message reserialized to other bytes")
    let copy = Transaction(
        signatures: transaction.signatures.map { $0.bytes.withUnsafeBytes { Signature(buffer: $0) } },
        message: rebuilt(transaction.message))
    if input.count <= limit {
        check((try? copy.serialize()) == input, "a transaction rebuilt from its parts serializes otherwise")
        check((try? Transaction(base64: Data(input).base64EncodedString()).serialize()) == input, "base64 round trip")
    }
    check(
        VersionedMessage(wireBytesOrNil: messageBytes) != nil, "the message of a valid transaction does not parse alone"
    )
    if transaction.signatures.count <= 2 { _ = transaction.verifySignatures() }
    exercise(transaction.message)
}

/// Every input is read as a v1 transaction (its first byte made 0x81), so the fuzzer spends its time in the v1
/// reader; whatever decodes keeps SIMD-0385's limits and goes through `fuzzTransactionWire`'s checks.
func fuzzTransactionV1(_ input: [UInt8]) {
    guard !input.isEmpty else { return }
    var bytes = input
    bytes[0] = MessageV1.versionByte
    do throws(TransactionDecodingError) {
        let transaction = try Transaction(wireBytes: bytes)
        guard case .v1(let message) = transaction.message else {
            check(false, "0x81 decoded as \(transaction.message.version)")
            return
        }
        check(bytes.count <= MessageV1.maxTransactionSize, "a \(bytes.count)-byte v1 transaction decoded")
        check(message.accountKeys.count <= MessageV1.maxAccounts, "\(message.accountKeys.count) accounts")
        check(message.instructions.count <= MessageV1.maxInstructions, "\(message.instructions.count) instructions")
        check(transaction.signatures.count <= MessageV1.maxSignatures, "\(transaction.signatures.count) signatures")
        check(message.config.hasValidHeapSize, "heap size \(message.config.heapSize ?? 0)")
        check(message.config.valuesSize <= 20, "config values of \(message.config.valuesSize) bytes")
        check((try? message.checkLimits()) != nil, "a decoded v1 message breaks a limit")
        let mask = UInt32(bytes[4]) | UInt32(bytes[5]) << 8 | UInt32(bytes[6]) << 16 | UInt32(bytes[7]) << 24
        check(message.config.mask == mask, "config mask \(mask) read back as \(message.config.mask)")
        check(Set(message.accountKeys).count == message.accountKeys.count, "a duplicated address")
        check(message.instructions.allSatisfy { $0.programIdIndex != 0 }, "the fee payer invoked")
        fuzzTransactionWire(bytes)
    } catch {
        switch error {
        case .truncated(_, let offset): check(offset <= bytes.count, "truncated offset \(offset) past the input")
        case .unsupportedVersion: check(false, "0x81 called an unsupported version")
        case .invalidConfigMask(let mask):
            check(mask & ~0b1_1111 != 0 || mask & 0b11 == 0b01 || mask & 0b11 == 0b10, "mask \(mask) refused")
        default: break
        }
    }
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
