import SolanaCore

/// The content format of a v0 (and legacy v0) off-chain message: what a signer can show.
public enum OffchainMessageFormat: UInt8, Sendable, Hashable, CaseIterable, Codable {
    /// Printable ASCII (`0x20...0x7e`; `\n` too in the current v0, not in the legacy header), for hardware wallets.
    case restrictedASCII = 0
    /// UTF-8, within the hardware-wallet size (a Ledger signs it blind).
    case limitedUTF8 = 1
    /// UTF-8 up to the 16-bit length.
    case extendedUTF8 = 2
}

/// The wire layout of an off-chain message. All three start with the signing domain `"\xffsolana offchain"` and a
/// version byte.
public enum OffchainMessageLayout: String, Sendable, Hashable, CaseIterable, Codable {
    /// Version 0 as the Agave CLI (solana-sdk before 3.0) signs it: format, u16 length, content. No application
    /// domain, no signers; the limits are 1,212 bytes of content for formats 0/1 and 65,515 for format 2.
    case legacyV0
    /// Version 0 of the current spec: application domain (32), format, signer count, signers, u16 length, content.
    /// Formats 0/1 keep the whole message within 1,232 bytes, format 2 within 65,535.
    case v0
    /// Version 1: signer count, signers (sorted by bytes, unique), UTF-8 content to the end. SIWS 1.1's envelope.
    case v1
}

/// Why bytes are not an off-chain message, or a message cannot be built or signed.
public enum OffchainMessageError: Error, Equatable, Sendable, CustomStringConvertible {
    /// Fewer bytes than the fields need.
    case truncated
    /// The first 16 bytes are not `"\xffsolana offchain"`.
    case badSigningDomain
    /// A version byte this SDK does not read (or, for `init(decodingLegacy:)`, not 0).
    case unsupportedVersion(UInt8)
    /// A v0 format byte other than 0, 1, 2.
    case unknownFormat(UInt8)
    /// The content is empty.
    case emptyContent
    /// No signers (v0/v1 need at least one).
    case noSigners
    /// More signers than the one-byte count holds.
    case tooManySigners(Int)
    /// v1 signers out of byte order.
    case signersNotSorted
    /// A signer listed twice.
    case duplicateSigner(PublicKey)
    /// The u16 length does not match the bytes that follow it (trailing or missing bytes).
    case lengthMismatch(declared: Int, actual: Int)
    /// The message is larger than its format allows (`actual` and `maximum` count what the format limits).
    case tooLong(format: OffchainMessageFormat?, maximum: Int, actual: Int)
    /// A byte outside restricted ASCII, at its offset in the content.
    case notRestrictedASCII(offset: Int, byte: UInt8)
    /// The content is not UTF-8.
    case invalidUTF8
    /// The bytes to sign parse as a Solana transaction or transaction message: refused.
    case transactionShaped
    /// The key asked to sign is not among the message's signers.
    case signerNotListed(PublicKey)

    public var description: String {
        switch self {
        case .truncated: return "the off-chain message is truncated"
        case .badSigningDomain: return "not an off-chain message (no \\xffsolana offchain signing domain)"
        case .unsupportedVersion(let v): return "unsupported off-chain message version \(v)"
        case .unknownFormat(let f): return "unknown off-chain message format \(f)"
        case .emptyContent: return "the off-chain message is empty"
        case .noSigners: return "the off-chain message names no signer"
        case .tooManySigners(let n): return "\(n) signers (at most 255)"
        case .signersNotSorted: return "the off-chain message's signers are not sorted"
        case .duplicateSigner(let key): return "signer \(key) is listed twice"
        case .lengthMismatch(let declared, let actual):
            return "the off-chain message declares \(declared) bytes of content but carries \(actual)"
        case .tooLong(_, let maximum, let actual):
            return "the off-chain message is \(actual) bytes (at most \(maximum))"
        case .notRestrictedASCII(let offset, let byte):
            return "byte \(byte) at offset \(offset) is not restricted ASCII"
        case .invalidUTF8: return "the off-chain message is not UTF-8"
        case .transactionShaped: return "the bytes to sign are a Solana transaction, not a message"
        case .signerNotListed(let key): return "\(key) is not a signer of this off-chain message"
        }
    }
}

/// A Solana off-chain message (the Agave proposal "Off-chain message signing", @solana/kit `offchain-messages`): the
/// text a wallet signs outside any transaction, in one of three layouts. Values are checked when made and when
/// decoded, so a value of this type always serializes.
public struct OffchainMessage: Sendable, Hashable {
    /// `"\xffsolana offchain"`: 0xff cannot start a transaction message.
    public static let signingDomain: [UInt8] = [0xff] + Array("solana offchain".utf8)
    /// The hardware-wallet bound of formats 0 and 1 (whole message: preamble and content).
    public static let ledgerMaximum = 1232
    /// The bound of format 2 (whole message).
    public static let extendedMaximum = 65535
    /// The legacy header: signing domain, version, format, u16 length.
    static let legacyHeaderLength = 20

    /// Which of the three layouts the message is in.
    public let layout: OffchainMessageLayout
    /// The v0 application domain (32 arbitrary bytes, shown as base58); `PublicKey.zero` for the others.
    public let applicationDomain: PublicKey
    /// The v0 format; nil for v1 (always UTF-8).
    public let format: OffchainMessageFormat?
    /// The signers committing to the message (empty for the legacy layout; sorted for v1).
    public let signers: [PublicKey]
    /// The content bytes (valid for the format; UTF-8 in every layout).
    public let content: [UInt8]

    /// The content as text.
    public var text: String { String(decoding: content, as: UTF8.self) }

    // MARK: Making

    /// A legacy v0 message (what `solana sign-offchain-message` of Agave ≤ 2.x signs). The format is the most
    /// restrictive the text fits unless given.
    public static func legacy(_ text: String, format: OffchainMessageFormat? = nil) throws(OffchainMessageError)
        -> OffchainMessage
    {
        let content = Array(text.utf8)
        let chosen: OffchainMessageFormat
        if let format { chosen = format } else { chosen = try detectFormat(content, layout: .legacyV0, signerCount: 0) }
        let message = OffchainMessage(
            layout: .legacyV0, applicationDomain: .zero, format: chosen, signers: [], content: content)
        try message.validate()
        return message
    }

    /// A v0 message of the current spec. The format is the most restrictive the text fits unless given.
    public static func v0(
        _ text: String, signers: [PublicKey], applicationDomain: PublicKey = .zero,
        format: OffchainMessageFormat? = nil
    ) throws(OffchainMessageError) -> OffchainMessage {
        let content = Array(text.utf8)
        let chosen: OffchainMessageFormat
        if let format {
            chosen = format
        } else {
            chosen = try detectFormat(content, layout: .v0, signerCount: signers.count)
        }
        let message = OffchainMessage(
            layout: .v0, applicationDomain: applicationDomain, format: chosen, signers: signers, content: content)
        try message.validate()
        return message
    }

    /// A v1 message; the signers are sorted by bytes.
    public static func v1(_ text: String, signers: [PublicKey]) throws(OffchainMessageError) -> OffchainMessage {
        let message = OffchainMessage(
            layout: .v1, applicationDomain: .zero, format: nil, signers: signers.sorted(), content: Array(text.utf8))
        try message.validate()
        return message
    }

    private init(
        layout: OffchainMessageLayout, applicationDomain: PublicKey, format: OffchainMessageFormat?,
        signers: [PublicKey], content: [UInt8]
    ) {
        self.layout = layout
        self.applicationDomain = applicationDomain
        self.format = format
        self.signers = signers
        self.content = content
    }

    /// The most restrictive format that holds the content (restricted ASCII, then UTF-8 within the hardware-wallet
    /// bound, then extended UTF-8).
    static func detectFormat(_ content: [UInt8], layout: OffchainMessageLayout, signerCount: Int)
        throws(OffchainMessageError) -> OffchainMessageFormat
    {
        for format in OffchainMessageFormat.allCases {
            let candidate = OffchainMessage(
                layout: layout, applicationDomain: .zero, format: format,
                signers: Array(repeating: .zero, count: signerCount), content: content)
            if (try? candidate.checkContent()) != nil { return format }
        }
        // None fits: report what the widest format says.
        let widest = OffchainMessage(
            layout: layout, applicationDomain: .zero, format: .extendedUTF8,
            signers: Array(repeating: .zero, count: signerCount), content: content)
        try widest.checkContent()
        return .extendedUTF8
    }

    // MARK: Checking

    /// The length of the serialized message.
    public var serializedLength: Int {
        switch layout {
        case .legacyV0: return Self.legacyHeaderLength + content.count
        case .v0: return 17 + 32 + 1 + 1 + 32 * signers.count + 2 + content.count
        case .v1: return 17 + 1 + 32 * signers.count + content.count
        }
    }

    private func validate() throws(OffchainMessageError) {
        if layout != .legacyV0 {
            guard !signers.isEmpty else { throw .noSigners }
            guard signers.count <= 255 else { throw .tooManySigners(signers.count) }
            var seen = Set<PublicKey>()
            for signer in signers where !seen.insert(signer).inserted { throw .duplicateSigner(signer) }
            if layout == .v1 {
                for index in signers.indices.dropFirst() where !(signers[index - 1] < signers[index]) {
                    throw .signersNotSorted
                }
            }
        }
        try checkContent()
    }

    /// The format's rules on the content: non-empty, size, character set.
    private func checkContent() throws(OffchainMessageError) {
        guard !content.isEmpty else { throw .emptyContent }
        let total = serializedLength
        switch format {
        case .restrictedASCII, .limitedUTF8:
            if layout == .legacyV0 {
                let maximum = Self.ledgerMaximum - Self.legacyHeaderLength
                guard content.count <= maximum else {
                    throw .tooLong(format: format, maximum: maximum, actual: content.count)
                }
            } else {
                guard total <= Self.ledgerMaximum else {
                    throw .tooLong(format: format, maximum: Self.ledgerMaximum, actual: total)
                }
            }
        case .extendedUTF8:
            if layout == .legacyV0 {
                let maximum = Self.extendedMaximum - Self.legacyHeaderLength
                guard content.count <= maximum else {
                    throw .tooLong(format: format, maximum: maximum, actual: content.count)
                }
            } else {
                guard total <= Self.extendedMaximum else {
                    throw .tooLong(format: format, maximum: Self.extendedMaximum, actual: total)
                }
            }
        case nil:
            break
        }
        if format == .restrictedASCII {
            let newlineAllowed = layout != .legacyV0
            for (offset, byte) in content.enumerated()
            where !((0x20...0x7e).contains(byte) || (newlineAllowed && byte == 0x0a)) {
                throw .notRestrictedASCII(offset: offset, byte: byte)
            }
        } else if !Self.isUTF8(content) {
            throw .invalidUTF8
        }
    }

    /// Whether the bytes are well-formed UTF-8 (no overlongs, no surrogates, nothing above U+10FFFF).
    static func isUTF8(_ bytes: [UInt8]) -> Bool {
        var iterator = bytes.makeIterator()
        var decoder = UTF8()
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue: continue
            case .emptyInput: return true
            case .error: return false
            }
        }
    }

    // MARK: Wire

    /// The bytes that are signed.
    public var serialized: [UInt8] {
        var out = Self.signingDomain
        out.reserveCapacity(serializedLength)
        switch layout {
        case .legacyV0:
            out.append(0)
            out.append(format?.rawValue ?? 0)
            out.append(UInt8(truncatingIfNeeded: content.count))
            out.append(UInt8(truncatingIfNeeded: content.count >> 8))
        case .v0:
            out.append(0)
            out += applicationDomain.bytes
            out.append(format?.rawValue ?? 0)
            out.append(UInt8(signers.count))
            for signer in signers { out += signer.bytes }
            out.append(UInt8(truncatingIfNeeded: content.count))
            out.append(UInt8(truncatingIfNeeded: content.count >> 8))
        case .v1:
            out.append(1)
            out.append(UInt8(signers.count))
            for signer in signers { out += signer.bytes }
        }
        out += content
        return out
    }

    /// Decodes a message of the current spec (v0 with application domain and signers, or v1), checking every rule.
    /// For the legacy v0 header use `init(decodingLegacy:)`: both carry version 0.
    public init(decoding bytes: [UInt8]) throws(OffchainMessageError) {
        var reader = Reader(bytes: bytes)
        try reader.expectSigningDomain()
        let version = try reader.byte()
        switch version {
        case 0:
            let domain = try PublicKey(buffer32: reader.take(32))
            let formatByte = try reader.byte()
            guard let format = OffchainMessageFormat(rawValue: formatByte) else { throw .unknownFormat(formatByte) }
            let count = Int(try reader.byte())
            guard count > 0 else { throw .noSigners }
            var signers: [PublicKey] = []
            for _ in 0..<count { signers.append(try PublicKey(buffer32: reader.take(32))) }
            let length = Int(try reader.byte()) | Int(try reader.byte()) << 8
            guard length > 0 else { throw .emptyContent }
            guard reader.remaining == length else { throw .lengthMismatch(declared: length, actual: reader.remaining) }
            self.init(
                layout: .v0, applicationDomain: domain, format: format, signers: signers,
                content: Array(try reader.take(length)))
        case 1:
            let count = Int(try reader.byte())
            guard count > 0 else { throw .noSigners }
            var signers: [PublicKey] = []
            for _ in 0..<count { signers.append(try PublicKey(buffer32: reader.take(32))) }
            self.init(
                layout: .v1, applicationDomain: .zero, format: nil, signers: signers,
                content: Array(try reader.take(reader.remaining)))
        default:
            throw .unsupportedVersion(version)
        }
        try validate()
    }

    /// Decodes a legacy v0 message (signing domain, 0, format, u16 length, content), checking every rule.
    public init(decodingLegacy bytes: [UInt8]) throws(OffchainMessageError) {
        var reader = Reader(bytes: bytes)
        try reader.expectSigningDomain()
        let version = try reader.byte()
        guard version == 0 else { throw .unsupportedVersion(version) }
        let formatByte = try reader.byte()
        guard let format = OffchainMessageFormat(rawValue: formatByte) else { throw .unknownFormat(formatByte) }
        let length = Int(try reader.byte()) | Int(try reader.byte()) << 8
        guard length > 0 else { throw .emptyContent }
        guard reader.remaining == length else { throw .lengthMismatch(declared: length, actual: reader.remaining) }
        self.init(
            layout: .legacyV0, applicationDomain: .zero, format: format, signers: [],
            content: Array(try reader.take(length)))
        try validate()
    }

    // MARK: Signing

    /// Refuses bytes that parse as a Solana transaction or a transaction message (legacy or v0): what a dApp must
    /// not get signed under the name of a message.
    public static func refuseTransactionShaped(_ bytes: [UInt8]) throws(OffchainMessageError) {
        if (try? Transaction(wireBytes: bytes)) != nil { throw .transactionShaped }
        if (try? VersionedMessage(wireBytes: bytes)) != nil { throw .transactionShaped }
    }

    /// Signs the serialized message. The signer must be listed (any signer for the legacy layout); content that
    /// parses as a transaction is refused.
    public func sign(with keypair: Keypair) throws(OffchainMessageError) -> Signature {
        if layout != .legacyV0, !signers.contains(keypair.publicKey) { throw .signerNotListed(keypair.publicKey) }
        try Self.refuseTransactionShaped(content)
        let bytes = serialized
        try Self.refuseTransactionShaped(bytes)
        return keypair.sign(bytes)
    }

    /// Whether `signature` is `signer`'s ed25519 signature of the serialized message (and `signer` is listed, for
    /// v0/v1).
    public func verify(signature: Signature, signer: PublicKey) -> Bool {
        if layout != .legacyV0, !signers.contains(signer) { return false }
        return signature.verify(publicKey: signer, message: serialized)
    }

    /// The message a signer of `text` signs in each layout the Solana CLI uses (a single signer, zero application
    /// domain): the current v0 first, then the legacy v0. Used to verify a signature made by either CLI generation.
    public static func cliCandidates(_ text: String, signer: PublicKey) -> [OffchainMessage] {
        var out: [OffchainMessage] = []
        if let current = try? v0(text, signers: [signer]) { out.append(current) }
        if let legacy = try? legacy(text) { out.append(legacy) }
        return out
    }

    /// Verifies that `signer` signed `text` in any layout the Solana CLI uses (`cliCandidates`: the current v0,
    /// then the legacy v0), as `solana verify-offchain-signature` accepts a signature of either CLI generation.
    /// With `crlfAsLF`, the text with its CRLF line breaks as LF is tried too, after the text as given (a browser's
    /// form sends CRLF; the signer most likely signed LF).
    ///
    /// The answer names the message that verified, or, when none did, the first candidate (what a review shows).
    /// Throws, with the reason the current v0 layout gives, when the text fits no layout at all (too long, empty).
    public static func verifyAsCLI(
        _ text: String, signature: Signature, signer: PublicKey, crlfAsLF: Bool = false
    ) throws(OffchainMessageError) -> OffchainSignatureCheck {
        var texts = [text]
        if crlfAsLF {
            let unix = text.replacingOccurrences(of: "\r\n", with: "\n")
            if unix != text { texts.append(unix) }
        }
        let candidates = texts.flatMap { cliCandidates($0, signer: signer) }
        guard let first = candidates.first else {
            _ = try v0(texts.last ?? text, signers: [signer])
            throw .emptyContent  // not reached: a text the v0 layout takes is a candidate
        }
        if let matched = candidates.first(where: { $0.verify(signature: signature, signer: signer) }) {
            return OffchainSignatureCheck(valid: true, message: matched)
        }
        return OffchainSignatureCheck(valid: false, message: first)
    }
}

/// What `OffchainMessage.verifyAsCLI` found.
public struct OffchainSignatureCheck: Sendable, Equatable {
    /// Whether the signature verifies.
    public let valid: Bool
    /// The message that verified (its layout names the CLI generation); when none did, the first tried.
    public let message: OffchainMessage
}

/// A bounds-checked cursor over the input.
private struct Reader {
    let bytes: [UInt8]
    var offset = 0

    var remaining: Int { bytes.count - offset }

    mutating func byte() throws(OffchainMessageError) -> UInt8 {
        guard offset < bytes.count else { throw .truncated }
        defer { offset += 1 }
        return bytes[offset]
    }

    mutating func take(_ count: Int) throws(OffchainMessageError) -> ArraySlice<UInt8> {
        guard count <= remaining else { throw .truncated }
        defer { offset += count }
        return bytes[offset..<offset + count]
    }

    mutating func expectSigningDomain() throws(OffchainMessageError) {
        guard bytes.count >= OffchainMessage.signingDomain.count else {
            throw bytes.elementsEqual(OffchainMessage.signingDomain.prefix(bytes.count))
                ? .truncated : .badSigningDomain
        }
        guard try take(OffchainMessage.signingDomain.count).elementsEqual(OffchainMessage.signingDomain) else {
            throw .badSigningDomain
        }
    }
}

extension PublicKey {
    fileprivate init(buffer32 slice: ArraySlice<UInt8>) {
        self = slice.withUnsafeBytes { PublicKey(buffer: $0) }
    }
}
