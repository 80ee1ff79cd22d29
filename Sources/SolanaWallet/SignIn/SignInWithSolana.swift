import SolanaCore
import SolanaTransactions

/// Why a Sign-In With Solana message or sign-in is refused.
public enum SignInError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The text does not follow the SIWS ABNF (what was expected where).
    case malformed(String)
    /// Larger than `SignInMessage.maximumLength` bytes.
    case tooLong(Int)
    /// A field's value breaks its rule (a statement with a newline, a short nonce, a bad timestamp…).
    case invalidField(String)
    /// The message's domain is not the request's (or the origin's).
    case wrongDomain(expected: String, actual: String)
    /// The message's address is not the account's.
    case wrongAddress(expected: String, actual: String)
    /// The message's chain is not the expected one.
    case wrongChain(expected: String?, actual: String?)
    /// The message's nonce is not the one issued.
    case wrongNonce
    /// Another field differs from the request (its name).
    case fieldMismatch(String)
    /// Now is at or after the expiration time.
    case expired
    /// Now is before the not-before time.
    case notYetValid
    /// Issued more than the allowed skew away from now.
    case staleIssuedAt
    /// The signature does not verify.
    case badSignature
    /// The signed bytes are not the message rebuilt from its fields.
    case tampered
    /// The dApp's request (its JSON) cannot be read: what is wrong.
    case invalidRequest(String)
    /// The request's origin is not an https URL (http only for this machine): what is wrong.
    case invalidOrigin(String)
    /// No origin was given: the domain cannot be checked, so nothing is signed.
    case noOrigin
    /// A sign-in output (its JSON) cannot be read: what is wrong.
    case invalidOutput(String)

    public var description: String {
        switch self {
        case .malformed(let what): return "not a Sign-In With Solana message: \(what)"
        case .tooLong(let count):
            return "the sign-in message is \(count) bytes (at most \(SignInMessage.maximumLength))"
        case .invalidField(let what): return "invalid sign-in field: \(what)"
        case .wrongDomain(let expected, let actual): return "the sign-in is for \(actual), not \(expected)"
        case .wrongAddress(let expected, let actual): return "the sign-in is for account \(actual), not \(expected)"
        case .wrongChain(let expected, let actual):
            return "the sign-in is for chain \(actual ?? "(none)"), not \(expected ?? "(none)")"
        case .wrongNonce: return "the sign-in's nonce is not the one issued"
        case .fieldMismatch(let name): return "the sign-in's \(name) differs from the request"
        case .expired: return "the sign-in has expired"
        case .notYetValid: return "the sign-in is not valid yet"
        case .staleIssuedAt: return "the sign-in was not issued within the last 10 minutes"
        case .badSignature: return "the sign-in's signature does not verify"
        case .tampered: return "the signed bytes are not the sign-in message"
        case .invalidRequest(let what): return "the sign-in request cannot be read: \(what)"
        case .invalidOrigin(let what): return "the sign-in request's origin is refused: \(what)"
        case .noOrigin: return "the sign-in request has no origin (give --origin): the domain cannot be checked"
        case .invalidOutput(let what): return "the sign-in output cannot be read: \(what)"
        }
    }
}

/// A Sign-In With Solana message (phantom/sign-in-with-solana, Wallet Standard `solana:signIn` 1.0/1.1): its fields,
/// its text per the ABNF, and the strict parser of that text.
public struct SignInMessage: Sendable, Hashable, Codable {
    /// The largest message text accepted (a sign-in is a few hundred bytes; resources make it longer).
    public static let maximumLength = 16 * 1024
    /// The text after the domain on the first line.
    public static let header = " wants you to sign in with your Solana account:"

    /// The site asking for the sign-in (RFC 3986 authority).
    public var domain: String
    /// The signing account, base58.
    public var address: String
    /// What the user is asked to agree to (one line).
    public var statement: String?
    /// The resource the sign-in is for.
    public var uri: String?
    /// The message version ("1").
    public var version: String?
    /// The chain (mainnet, devnet, … or solana:…).
    public var chainId: String?
    /// The dApp's nonce (at least 8 alphanumerics).
    public var nonce: String?
    /// When the message was made (RFC 3339).
    public var issuedAt: String?
    /// When the sign-in stops being valid (RFC 3339).
    public var expirationTime: String?
    /// When the sign-in starts being valid (RFC 3339).
    public var notBefore: String?
    /// The dApp's request identifier.
    public var requestId: String?
    /// Resources the sign-in covers, one per line.
    public var resources: [String]?

    /// A value with the given fields (nil: the field is left out).
    public init(
        domain: String, address: String, statement: String? = nil, uri: String? = nil, version: String? = nil,
        chainId: String? = nil, nonce: String? = nil, issuedAt: String? = nil, expirationTime: String? = nil,
        notBefore: String? = nil, requestId: String? = nil, resources: [String]? = nil
    ) {
        self.domain = domain
        self.address = address
        self.statement = statement
        self.uri = uri
        self.version = version
        self.chainId = chainId
        self.nonce = nonce
        self.issuedAt = issuedAt
        self.expirationTime = expirationTime
        self.notBefore = notBefore
        self.requestId = requestId
        self.resources = resources
    }

    /// The advanced fields in their order: the line prefix and the value.
    private var fieldLines: [(String, String?)] {
        [
            ("URI: ", uri), ("Version: ", version), ("Chain ID: ", chainId), ("Nonce: ", nonce),
            ("Issued At: ", issuedAt), ("Expiration Time: ", expirationTime), ("Not Before: ", notBefore),
            ("Request ID: ", requestId),
        ]
    }

    /// Checks every field against its rule: one line each, no empty value, a statement without a newline, an
    /// address in base58, a nonce of at least 8 alphanumerics, RFC 3339 timestamps, version "1".
    public func validate() throws(SignInError) {
        func line(_ name: String, _ value: String?) throws(SignInError) {
            guard let value else { return }
            guard !value.isEmpty else { throw .invalidField("\(name) is empty") }
            // By scalar: "\r\n" is one Character, neither "\n" nor "\r".
            guard !value.unicodeScalars.contains(where: { $0 == "\n" || $0 == "\r" }) else {
                throw .invalidField("\(name) holds a line break")
            }
        }
        try line("domain", domain)
        guard !domain.isEmpty, !domain.contains(" ") else { throw .invalidField("domain") }
        try line("address", address)
        guard (try? PublicKey(address)) != nil else { throw .invalidField("address is not a Solana address") }
        try line("statement", statement)
        if let statement, fieldLines.contains(where: { statement.hasPrefix($0.0) }) || statement == "Resources:" {
            throw .invalidField("a statement cannot start as a field line")
        }
        for (prefix, value) in fieldLines { try line(String(prefix.dropLast(2)), value) }
        if let version, version != "1" { throw .invalidField("version \(version) (only 1)") }
        if let nonce, nonce.count < 8 || !nonce.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber) }) {
            throw .invalidField("nonce needs at least 8 letters or digits")
        }
        for (name, value) in [("issuedAt", issuedAt), ("expirationTime", expirationTime), ("notBefore", notBefore)] {
            if let value, RFC3339.seconds(value) == nil { throw .invalidField("\(name) is not an RFC 3339 time") }
        }
        for resource in resources ?? [] {
            try line("resource", resource)
        }
        if let resources, resources.isEmpty { throw .invalidField("resources is empty") }
    }

    /// The message text (the Wallet Standard's `createSignInMessageText` layout).
    public var text: String {
        var out = domain + Self.header + "\n" + address
        if let statement { out += "\n\n" + statement }
        var fields: [String] = fieldLines.compactMap { prefix, value in value.map { prefix + $0 } }
        if let resources {
            fields.append("Resources:")
            fields += resources.map { "- " + $0 }
        }
        if !fields.isEmpty { out += "\n\n" + fields.joined(separator: "\n") }
        return out
    }

    /// The message after validation (what is signed).
    public func validatedText() throws(SignInError) -> String {
        try validate()
        return text
    }

    /// Parses `text` strictly: the header line, the address line, an optional statement paragraph (one line), then
    /// the advanced fields in their order, each at most once, then the resources list; nothing else, no trailing
    /// line break. The fields are validated as `validate()` does.
    public init(parsing text: String) throws(SignInError) {
        let count = text.utf8.count
        guard count <= Self.maximumLength else { throw .tooLong(count) }
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard let first = lines.first, first.hasSuffix(Self.header) else {
            throw .malformed("the first line must end with \"\(Self.header)\"")
        }
        let domain = String(first.dropLast(Self.header.count))
        guard lines.count >= 2 else { throw .malformed("no address line") }
        self.init(domain: domain, address: lines[1])
        var index = 2
        if index < lines.count {
            // A blank line, then either the statement or the fields.
            guard lines[index].isEmpty, index + 1 < lines.count else { throw .malformed("line \(index + 1)") }
            index += 1
            let isField =
                fieldLines.contains { lines[index].hasPrefix($0.0) } || lines[index] == "Resources:"
            if !isField {
                statement = lines[index]
                index += 1
                if index < lines.count {
                    guard lines[index].isEmpty, index + 1 < lines.count else {
                        throw .malformed("line \(index + 1): a statement is one line, then a blank line")
                    }
                    index += 1
                }
            }
        }
        // Advanced fields, in order.
        let prefixes = fieldLines.map(\.0)
        var next = 0
        while index < lines.count, lines[index] != "Resources:" {
            let line = lines[index]
            guard let position = prefixes[next...].firstIndex(where: { line.hasPrefix($0) }) else {
                throw .malformed("line \(index + 1): an unknown, repeated or out-of-order field")
            }
            let value = String(line.dropFirst(prefixes[position].count))
            switch position {
            case 0: uri = value
            case 1: version = value
            case 2: chainId = value
            case 3: nonce = value
            case 4: issuedAt = value
            case 5: expirationTime = value
            case 6: notBefore = value
            default: requestId = value
            }
            next = position + 1
            index += 1
        }
        if index < lines.count {
            index += 1
            var list: [String] = []
            while index < lines.count {
                guard lines[index].hasPrefix("- ") else {
                    throw .malformed("line \(index + 1): a resource is \"- URI\"")
                }
                list.append(String(lines[index].dropFirst(2)))
                index += 1
            }
            resources = list
        }
        try validate()
        // What parses is what the fields write (no other spelling of the same message).
        guard self.text == text else { throw .malformed("not in the canonical layout") }
    }

    /// SIWS 1.1: the text in an off-chain message v1 envelope, the account as its signer.
    public func envelope() throws(SignInError) -> OffchainMessage {
        let text = try validatedText()
        guard let key = try? PublicKey(address) else { throw .invalidField("address") }
        do { return try OffchainMessage.v1(text, signers: [key]) } catch { throw .invalidField(error.description) }
    }
}

/// The wallet's side and the dApp's side of a sign-in.
public enum SignIn {
    /// The most a wallet lets "Issued At" differ from now.
    public static let issuedAtSkew: Int64 = 600

    /// Wallet side: the message for the dApp's `input`, with the domain and the address filled (the request's
    /// domain must be the origin's host), checked: the chain (when `chainId` is expected), issued-at within 10
    /// minutes of `now` (filled with now when absent), not-before ≤ now < expiration.
    public static func prepare(
        _ input: SignInMessageInput, origin host: String, account: PublicKey, chainId expected: String?, now: Int64
    ) throws(SignInError) -> SignInMessage {
        if let domain = input.domain, domain.lowercased() != host.lowercased() {
            throw .wrongDomain(expected: host, actual: domain)
        }
        if let address = input.address, address != account.base58 {
            throw .wrongAddress(expected: account.base58, actual: address)
        }
        if let expected, let chain = input.chainId, chain != expected {
            throw .wrongChain(expected: expected, actual: chain)
        }
        let message = SignInMessage(
            domain: input.domain ?? host, address: account.base58, statement: input.statement, uri: input.uri,
            version: input.version, chainId: input.chainId, nonce: input.nonce,
            issuedAt: input.issuedAt ?? RFC3339.format(now), expirationTime: input.expirationTime,
            notBefore: input.notBefore, requestId: input.requestId, resources: input.resources)
        try message.validate()
        try checkTimes(message, now: now)
        return message
    }

    /// The time window: issued-at within `issuedAtSkew` of now, not-before ≤ now < expiration.
    public static func checkTimes(_ message: SignInMessage, now: Int64) throws(SignInError) {
        if let expiration = message.expirationTime.flatMap(RFC3339.seconds), now >= expiration { throw .expired }
        if let notBefore = message.notBefore.flatMap(RFC3339.seconds), now < notBefore { throw .notYetValid }
        if let issued = message.issuedAt.flatMap(RFC3339.seconds), abs(issued - now) > issuedAtSkew {
            throw .staleIssuedAt
        }
    }

    /// dApp side (what `verifySignIn` of `@solana/wallet-standard-util` checks, with typed errors, plus the time
    /// window): `signedMessage` is the SIWS text (1.0) or its off-chain message v1 envelope (1.1); it must parse,
    /// agree with the `input` the dApp sent (domain and address when given, every other field exactly), be the text
    /// its fields write, and carry `publicKey`'s signature.
    public static func verify(
        input: SignInMessageInput, signedMessage: [UInt8], signature: Signature, publicKey: PublicKey,
        now: Int64? = nil
    ) throws(SignInError) -> SignInMessage {
        guard signedMessage.count <= SignInMessage.maximumLength + 1024 else { throw .tooLong(signedMessage.count) }
        var textBytes = signedMessage
        if signedMessage.starts(with: OffchainMessage.signingDomain) {
            guard let envelope = try? OffchainMessage(decoding: signedMessage), envelope.layout == .v1,
                envelope.signers == [publicKey]
            else { throw .tampered }
            textBytes = envelope.content
        }
        guard let text = String(validating: textBytes, as: UTF8.self) else { throw .malformed("not UTF-8") }
        let message = try SignInMessage(parsing: text)
        if let domain = input.domain, domain != message.domain {
            throw .wrongDomain(expected: domain, actual: message.domain)
        }
        if let address = input.address, address != message.address {
            throw .wrongAddress(expected: address, actual: message.address)
        }
        guard message.address == publicKey.base58 else {
            throw .wrongAddress(expected: publicKey.base58, actual: message.address)
        }
        if input.chainId != message.chainId { throw .wrongChain(expected: input.chainId, actual: message.chainId) }
        if input.nonce != message.nonce { throw .wrongNonce }
        let pairs: [(String, String?, String?)] = [
            ("uri", input.uri, message.uri), ("version", input.version, message.version),
            ("issuedAt", input.issuedAt, message.issuedAt),
            ("expirationTime", input.expirationTime, message.expirationTime),
            ("notBefore", input.notBefore, message.notBefore), ("requestId", input.requestId, message.requestId),
        ]
        for (name, expected, actual) in pairs where expected != actual { throw .fieldMismatch(name) }
        if input.resources != message.resources { throw .fieldMismatch("resources") }
        guard signature.verify(publicKey: publicKey, message: signedMessage) else { throw .badSignature }
        if let now { try checkTimes(message, now: now) }
        return message
    }
}

/// The dApp's sign-in input (Wallet Standard `SolanaSignInInput`): every field optional.
public struct SignInMessageInput: Sendable, Hashable, Codable {
    /// The site asking for the sign-in (RFC 3986 authority).
    public var domain: String?
    /// The signing account, base58.
    public var address: String?
    /// What the user is asked to agree to (one line).
    public var statement: String?
    /// The resource the sign-in is for.
    public var uri: String?
    /// The message version ("1").
    public var version: String?
    /// The chain (mainnet, devnet, … or solana:…).
    public var chainId: String?
    /// The dApp's nonce (at least 8 alphanumerics).
    public var nonce: String?
    /// When the message was made (RFC 3339).
    public var issuedAt: String?
    /// When the sign-in stops being valid (RFC 3339).
    public var expirationTime: String?
    /// When the sign-in starts being valid (RFC 3339).
    public var notBefore: String?
    /// The dApp's request identifier.
    public var requestId: String?
    /// Resources the sign-in covers, one per line.
    public var resources: [String]?

    /// A value with the given fields (nil: the field is left out).
    public init(
        domain: String? = nil, address: String? = nil, statement: String? = nil, uri: String? = nil,
        version: String? = nil, chainId: String? = nil, nonce: String? = nil, issuedAt: String? = nil,
        expirationTime: String? = nil, notBefore: String? = nil, requestId: String? = nil, resources: [String]? = nil
    ) {
        self.domain = domain
        self.address = address
        self.statement = statement
        self.uri = uri
        self.version = version
        self.chainId = chainId
        self.nonce = nonce
        self.issuedAt = issuedAt
        self.expirationTime = expirationTime
        self.notBefore = notBefore
        self.requestId = requestId
        self.resources = resources
    }

    /// The input a message answers (every field as the message has it).
    public init(_ message: SignInMessage) {
        self.init(
            domain: message.domain, address: message.address, statement: message.statement, uri: message.uri,
            version: message.version, chainId: message.chainId, nonce: message.nonce, issuedAt: message.issuedAt,
            expirationTime: message.expirationTime, notBefore: message.notBefore, requestId: message.requestId,
            resources: message.resources)
    }
}

/// RFC 3339 date-times (`2026-11-27T01:02:03Z`, `…03.456+02:00`) to and from Unix seconds, by hand: no `Locale`, no
/// ICU.
public enum RFC3339 {
    /// Unix seconds of `text` (fractions dropped), or nil when it is not an RFC 3339 date-time.
    public static func seconds(_ text: String) -> Int64? {
        let b = Array(text.utf8)
        guard b.count >= 20, b.count <= 40 else { return nil }
        func digits(_ range: Range<Int>) -> Int64? {
            var value: Int64 = 0
            for i in range {
                guard i < b.count, (0x30...0x39).contains(b[i]) else { return nil }
                value = value * 10 + Int64(b[i] - 0x30)
            }
            return value
        }
        guard let year = digits(0..<4), b[4] == 0x2D, let month = digits(5..<7), b[7] == 0x2D,
            let day = digits(8..<10), b[10] == 0x54 || b[10] == 0x74, let hour = digits(11..<13), b[13] == 0x3A,
            let minute = digits(14..<16), b[16] == 0x3A, let second = digits(17..<19)
        else { return nil }
        guard (1...12).contains(month), day >= 1, day <= daysIn(month: month, year: year), hour < 24, minute < 60,
            second < 61
        else { return nil }
        var index = 19
        if b[index] == 0x2E {
            index += 1
            let start = index
            while index < b.count, (0x30...0x39).contains(b[index]) { index += 1 }
            guard index > start, index < b.count else { return nil }
        }
        var offset: Int64 = 0
        if b[index] == 0x5A || b[index] == 0x7A {
            guard index + 1 == b.count else { return nil }
        } else {
            guard b[index] == 0x2B || b[index] == 0x2D, index + 6 == b.count, let oh = digits(index + 1..<index + 3),
                b[index + 3] == 0x3A, let om = digits(index + 4..<index + 6), oh < 24, om < 60
            else { return nil }
            offset = (oh * 3600 + om * 60) * (b[index] == 0x2B ? 1 : -1)
        }
        return daysFromCivil(year, month, day) * 86400 + hour * 3600 + minute * 60 + second - offset
    }

    /// `seconds` as `YYYY-MM-DDTHH:MM:SSZ`.
    public static func format(_ seconds: Int64) -> String {
        let days = seconds >= 0 ? seconds / 86400 : (seconds - 86399) / 86400
        let rest = seconds - days * 86400
        let (y, m, d) = civilFromDays(days)
        func two(_ v: Int64) -> String { v < 10 ? "0\(v)" : "\(v)" }
        let year = String(repeating: "0", count: max(0, 4 - String(y).count)) + String(y)
        return "\(year)-\(two(m))-\(two(d))T\(two(rest / 3600)):\(two(rest % 3600 / 60)):\(two(rest % 60))Z"
    }

    static func daysIn(month: Int64, year: Int64) -> Int64 {
        switch month {
        case 2: return (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
        case 4, 6, 9, 11: return 30
        default: return 31
        }
    }

    /// Days since 1970-01-01 (Howard Hinnant's algorithm).
    static func daysFromCivil(_ year: Int64, _ month: Int64, _ day: Int64) -> Int64 {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yoe = y - era * 400
        let doy = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
        let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy
        return era * 146097 + doe - 719468
    }

    static func civilFromDays(_ days: Int64) -> (Int64, Int64, Int64) {
        let z = days + 719468
        let era = (z >= 0 ? z : z - 146096) / 146097
        let doe = z - era * 146097
        let yoe = (doe - doe / 1460 + doe / 36524 - doe / 146096) / 365
        let doy = doe - (365 * yoe + yoe / 4 - yoe / 100)
        let mp = (5 * doy + 2) / 153
        let d = doy - (153 * mp + 2) / 5 + 1
        let m = mp < 10 ? mp + 3 : mp - 9
        return (yoe + era * 400 + (m <= 2 ? 1 : 0), m, d)
    }
}
