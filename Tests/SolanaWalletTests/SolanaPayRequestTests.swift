import Foundation
import SolanaCore
import SolanaTransactions
import TestSupport
import Testing

@testable import SolanaWallet

/// The case of a `SolanaPayError`, without its details (what the malformed-URL table asserts).
func payErrorKind(_ error: SolanaPayError) -> String {
    switch error {
    case .tooLong: return "tooLong"
    case .badScheme: return "badScheme"
    case .missingRecipient: return "missingRecipient"
    case .badRecipient: return "badRecipient"
    case .badAmount(_, let amountError):
        switch amountError {
        case .tooManyDecimals: return "badAmount.tooManyDecimals"
        case .overflow: return "badAmount.overflow"
        default: return "badAmount"
        }
    case .badSPLToken: return "badSPLToken"
    case .badReference(_, let index, _): return "badReference\(index)"
    case .duplicateParameter(let parameter): return "duplicate.\(parameter.rawValue)"
    case .badPercentEncoding: return "badPercentEncoding"
    case .invalidUTF8: return "invalidUTF8"
    case .fragmentNotAllowed: return "fragmentNotAllowed"
    case .invalidCharacter: return "invalidCharacter"
    case .badLink: return "badLink"
    case .missingAmount: return "missingAmount"
    case .missingMintDecimals: return "missingMintDecimals"
    case .unsupportedTokenProgram: return "unsupportedTokenProgram"
    case .payerIsRecipient: return "payerIsRecipient"
    case .merchantMalformed: return "merchantMalformed"
    case .merchantMalicious: return "merchantMalicious"
    case .merchantFailed: return "merchantFailed"
    case .merchantUnreachable: return "merchantUnreachable"
    case .notAskedToSign: return "notAskedToSign"
    case .blockedHost: return "blockedHost"
    }
}

/// Solana Pay URLs: the spec's examples (copied from the spec, anza-xyz/solana-pay `SPEC.md` / `SPEC1.1.md`, and
/// the reference parser's fixtures, solana-foundation/pay `core/test/parseURL.test.ts`), a table of malformed URLs
/// each refused with its own error, and fresh random requests that round-trip.
@Suite struct SolanaPayRequestTests {
    static let mvines = PublicKey(staticString: "mvines9iiHiQTysrwkJjGf2gb9Ex9jXJX8ns3qwf2kN")
    static let usdc = PublicKey(staticString: "EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v")

    func transfer(_ url: String) throws -> SolanaPayTransferRequest {
        guard case .transfer(let request) = try SolanaPayRequest.parse(url) else {
            throw Oracle.Failure(description: "\(url) is not a transfer request")
        }
        return request
    }

    func transaction(_ url: String) throws -> SolanaPayTransactionRequest {
        guard case .transaction(let request) = try SolanaPayRequest.parse(url) else {
            throw Oracle.Failure(description: "\(url) is not a transaction request")
        }
        return request
    }

    // MARK: Spec examples

    @Test func specTransferExampleWithLabelMessageAndMemo() throws {
        let url =
            "solana:mvines9iiHiQTysrwkJjGf2gb9Ex9jXJX8ns3qwf2kN?amount=1&label=Michael&message=Thanks%20for%20all%20the%20fish&memo=OrderId12345"
        let request = try transfer(url)
        #expect(request.recipient == Self.mvines)
        #expect(try request.amount?.lamports() == 1_000_000_000)
        #expect(request.splToken == nil && request.references.isEmpty)
        #expect(request.label == "Michael")
        #expect(request.message == "Thanks for all the fish")
        #expect(request.memo == "OrderId12345")
        // Our encoder writes exactly the spec's URL back.
        #expect(request.url == url)
    }

    @Test func specUSDCExampleDerivesTheRecipientsTokenAccount() throws {
        let request = try transfer(
            "solana:mvines9iiHiQTysrwkJjGf2gb9Ex9jXJX8ns3qwf2kN?amount=0.01&spl-token=EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v"
        )
        #expect(request.splToken == Self.usdc)
        #expect(request.amount?.text == "0.01")
        #expect(try request.amount?.baseUnits(decimals: 6) == 10_000)
        let payer = Keypair.generate().publicKey
        let instructions = try request.transferInstructions(payer: payer, mintDecimals: 6)
        #expect(instructions.count == 1)
        guard
            case .transferChecked(let source, let mint, let destination, let owner, let amount, let decimals, _) =
                try TokenInstruction(instructions[0])
        else {
            Issue.record("not TransferChecked: \(instructions)")
            return
        }
        // Verified with solders (keystore-and-payments.md §3.8): bump 255 under the Token program.
        #expect(destination == PublicKey(staticString: "5ZGPSxMzV9xV5s3Wep73r8k5MsPAtLYs11dGDdknznM5"))
        #expect(source == .associatedTokenAddress(owner: payer, mint: Self.usdc))
        #expect(mint == Self.usdc && owner == payer && amount == 10_000 && decimals == 6)
    }

    @Test func specExampleWithoutAmountAndTheSpecsAmpersandTypo() throws {
        let request = try transfer("solana:mvines9iiHiQTysrwkJjGf2gb9Ex9jXJX8ns3qwf2kN?label=Michael")
        #expect(request.amount == nil && request.label == "Michael")
        // docs/src/SPEC.md prints `…kN&label=Michael` (no `?`): read leniently, the same request.
        #expect(try transfer("solana:mvines9iiHiQTysrwkJjGf2gb9Ex9jXJX8ns3qwf2kN&label=Michael") == request)
        // Without an amount the payer's amount is asked for.
        #expect(throws: SolanaPayError.missingAmount) {
            try request.transferInstructions(payer: Keypair.generate().publicKey)
        }
    }

    @Test func spec11RedirectIsAnUnknownParameterAndIgnored() throws {
        let request = try transfer(
            "solana:mvines9iiHiQTysrwkJjGf2gb9Ex9jXJX8ns3qwf2kN?amount=1&label=Michael&message=Thanks%20for%20all%20the%20fish&memo=OrderId12345&redirect=https%3A%2F%2Fexample.com"
        )
        #expect(request.memo == "OrderId12345" && request.message == "Thanks for all the fish")
        #expect(!request.url.contains("redirect"))
    }

    @Test func specTransactionRequests() throws {
        let plain = try transaction("solana:https://example.com/solana-pay")
        #expect(plain.link.absoluteString == "https://example.com/solana-pay")
        #expect(plain.url == "solana:https://example.com/solana-pay")
        let encoded = try transaction("solana:https%3A%2F%2Fexample.com%2Fsolana-pay%3Forder%3D12345")
        #expect(encoded.link.absoluteString == "https://example.com/solana-pay?order=12345")
        #expect(encoded.link.host == "example.com" && encoded.link.path == "/solana-pay")
        #expect(encoded.link.query == "order=12345")
        #expect(encoded.url == "solana:https%3A%2F%2Fexample.com%2Fsolana-pay%3Forder%3D12345")
        let labelled = try transaction("solana:https://example.com/solana-pay?label=Michael+Vines&message=Hi%2B")
        #expect(labelled.label == "Michael Vines" && labelled.message == "Hi+")
        #expect(labelled.url == "solana:https://example.com/solana-pay?label=Michael%20Vines&message=Hi%2B")
        // A '+' in the link (here after percent-decoding, as the fuzzer found) is written %2B, never raw.
        let plus = try transaction("solana:https://example.com/a+b%3B")
        #expect(plus.link.absoluteString == "https://example.com/a+b;")
        #expect(plus.url == "solana:https%3A%2F%2Fexample.com%2Fa%2Bb%3B")
        #expect(try SolanaPayRequest.parse(plus.url) == .transaction(plus))
        for url in ["solana:http://example.com/x", "solana:ftp%3A%2F%2Fx"] {
            #expect(throws: SolanaPayError.self) { try SolanaPayRequest.parse(url) }
            do { _ = try SolanaPayRequest.parse(url) } catch { #expect(payErrorKind(error) == "badLink", "\(url)") }
        }
    }

    @Test func referenceParserFixtures() throws {
        #expect(try transfer("solana:\(Self.mvines)?amount=0.000000001").amount?.lamports() == 1)
        let cases: [(String, String)] = [
            ("solana:\(Self.mvines)?amount=1milliondollars", "badAmount"),
            ("solana:\(Self.mvines)?amount=-0.1", "badAmount"),
            ("solana:\(Self.mvines)?amount=-100", "badAmount"),
            ("eth:0xffff", "badScheme"),
            ("solana:0xffff", "badRecipient"),
            ("solana:\(Self.mvines)?spl-token=0xffff", "badSPLToken"),
            ("solana:\(Self.mvines)?reference=0xffff", "badReference0"),
            (String(repeating: "X", count: 2049), "tooLong"),
        ]
        for (url, kind) in cases { expectError(url, kind) }
    }

    // MARK: Malformed URLs

    func expectError(_ url: String, _ kind: String, sourceLocation: SourceLocation = #_sourceLocation) {
        do {
            let parsed = try SolanaPayRequest.parse(url)
            Issue.record("\(url) parsed: \(parsed)", sourceLocation: sourceLocation)
        } catch {
            #expect(payErrorKind(error) == kind, "\(url): \(error)", sourceLocation: sourceLocation)
            #expect(!error.description.isEmpty)
        }
    }

    @Test func malformedURLsEachGiveTheirOwnError() {
        let r = Keypair.generate().publicKey.base58
        let k = Keypair.generate().publicKey.base58
        let table: [(String, String)] = [
            ("", "badScheme"),
            ("bitcoin:\(r)", "badScheme"),
            ("solana\(r)", "badScheme"),
            ("solana:", "missingRecipient"),
            ("solana:?amount=1", "missingRecipient"),
            ("solana:\(r)0", "badRecipient"),  // 33+ bytes
            ("solana:\(r.prefix(30))", "badRecipient"),  // too few bytes
            ("solana:\(r.prefix(20))l", "badRecipient"),  // 'l' is not base58
            ("solana:\(r)?amount=1&amount=2", "duplicate.amount"),
            ("solana:\(r)?spl-token=\(k)&spl-token=\(k)", "duplicate.spl-token"),
            ("solana:\(r)?label=a&label=a", "duplicate.label"),
            ("solana:\(r)?message=a&message=b", "duplicate.message"),
            ("solana:\(r)?memo=a&memo=", "duplicate.memo"),
            ("solana:\(r)?amount=", "badAmount"),
            ("solana:\(r)?amount", "badAmount"),
            ("solana:\(r)?amount=.5", "badAmount"),
            ("solana:\(r)?amount=1.", "badAmount"),
            ("solana:\(r)?amount=1e9", "badAmount"),
            ("solana:\(r)?amount=1,5", "badAmount"),
            ("solana:\(r)?amount=%2B1", "badAmount"),
            ("solana:\(r)?amount=1.2.3", "badAmount"),
            ("solana:\(r)?amount=0.0000000001", "badAmount.tooManyDecimals"),
            ("solana:\(r)?amount=18446744073.709551616", "badAmount.overflow"),
            ("solana:\(r)?amount=\(String(repeating: "1", count: 300))", "badAmount.overflow"),
            ("solana:\(r)?spl-token=\(k)&amount=0.\(String(repeating: "0", count: 256))1", "badAmount.tooManyDecimals"),
            ("solana:\(r)?spl-token=", "badSPLToken"),
            // "0" is outside base58's alphabet: never a key ("x" appended to a key whose first byte is below 5
            // decodes to another 32-byte key, about 2 runs in 100).
            ("solana:\(r)?reference=\(k)&reference=\(k)0", "badReference1"),
            ("solana:\(r)?reference=", "badReference0"),
            ("solana:\(r)?label=%", "badPercentEncoding"),
            ("solana:\(r)?label=%4", "badPercentEncoding"),
            ("solana:\(r)?memo=%G1", "badPercentEncoding"),
            ("solana:\(r)?memo=%FF", "invalidUTF8"),
            ("solana:\(r)?message=%C3", "invalidUTF8"),
            ("solana:\(r)?message=%ED%A0%80", "invalidUTF8"),  // a UTF-16 surrogate
            ("solana:\(r)?label=a#b", "fragmentNotAllowed"),
            ("solana:\(r)?label=a b", "invalidCharacter"),
            ("solana:\(r)?label=a\tb", "invalidCharacter"),
            ("solana:\(r)\n", "invalidCharacter"),
            ("solana:http://example.com/pay", "badLink"),
            ("solana:https%3A%2F%2F", "badLink"),
            ("solana:https:/", "badLink"),
            ("solana:https%3A%2F%2Fexample.com%2F%20x", "badLink"),
            ("solana:javascript%3Aalert(1)", "badLink"),
            ("solana:https%3A%2F%2Fexample.com%ZZ", "badPercentEncoding"),
            ("solana:https%3A%2F%2Fexample.com%2F%FF", "invalidUTF8"),
            ("solana:https://example.com?label=a&label=b", "duplicate.label"),
            ("solana:\(r)?label=" + String(repeating: "a", count: 2048), "tooLong"),
        ]
        #expect(table.count >= 25)
        for (url, kind) in table { expectError(url, kind) }
    }

    @Test func lenientPartsTheSpecAllows() throws {
        let r = Keypair.generate().publicKey
        // Unknown parameters are ignored; the scheme is case-insensitive; empty pairs are skipped; `+` is a space.
        let request = try transfer("SOLANA:\(r)?foo=bar&&amount=007.50&label=a+b%20c&x")
        #expect(request.recipient == r && request.amount?.text == "007.50" && request.label == "a b c")
        #expect(try request.amount?.lamports() == 7_500_000_000)
        // Exactly 2,048 bytes is allowed.
        let prefix = "solana:\(r)?label="
        let long = try transfer(prefix + String(repeating: "a", count: 2048 - prefix.utf8.count))
        #expect(long.label?.count == 2048 - prefix.utf8.count)
        // A token amount with more decimals than SOL has is kept until the mint is known.
        let token = try transfer("solana:\(r)?amount=0.0000000000001&spl-token=\(Self.usdc)")
        #expect(token.amount?.text == "0.0000000000001")
        #expect(throws: SolanaPayError.badAmount("0.0000000000001", .tooManyDecimals(maximum: 6, found: 13))) {
            try token.transferInstructions(payer: Keypair.generate().publicKey, mintDecimals: 6)
        }
        #expect(try token.transferInstructions(payer: Keypair.generate().publicKey, mintDecimals: 13).count == 1)
    }

    // MARK: Round trips

    static let textAlphabet: [String] = [
        "a", "Z", "0", " ", "&", "=", "+", "%", "#", "?", "/", ":", "@", "!", "*", "'", "(", ")", "~", ".", "-", "_",
        "é", "ß", "日本", "😀", "👩‍👩‍👧", "\u{0301}", "%20", "%2B", "+", "\"", "<", ">", "\\", "\n", "\t", "\u{7F}", "\0",
    ]

    static func randomText(_ generator: inout SeededGenerator) -> String? {
        guard Bool.random(using: &generator) || Bool.random(using: &generator) else { return nil }
        let count = Int.random(in: 0...12, using: &generator)
        return (0..<count).map { _ in textAlphabet.randomElement(using: &generator)! }.joined()
    }

    static func randomKey(_ generator: inout SeededGenerator) -> PublicKey {
        // Any 32 bytes: references need not be on the curve.
        try! PublicKey(bytes: generator.bytes(32))
    }

    static func randomAmount(_ generator: inout SeededGenerator, decimals: Int) -> SolanaPayAmount? {
        switch Int.random(in: 0...3, using: &generator) {
        case 0: return nil
        case 1: return SolanaPayAmount(baseUnits: 0, decimals: decimals)
        case 2: return SolanaPayAmount(baseUnits: .random(in: 0...UInt64.max, using: &generator), decimals: decimals)
        default:
            // As a person writes it: leading and trailing zeros kept.
            let whole = String(UInt32.random(in: 0...1_000, using: &generator))
            let fraction = (0..<Int.random(in: 0...decimals, using: &generator)).map { _ in
                String(Int.random(in: 0...9, using: &generator))
            }.joined()
            let zeros = String(repeating: "0", count: Int.random(in: 0...2, using: &generator))
            return try! SolanaPayAmount(zeros + whole + (fraction.isEmpty ? "" : "." + fraction))
        }
    }

    @Test func randomTransferRequestsRoundTrip() throws {
        let failures = Property.check("transfer round trip", iterations: 500) { generator in
            let token = Bool.random(using: &generator) ? Self.randomKey(&generator) : nil
            let decimals = token == nil ? 9 : Int.random(in: 0...19, using: &generator)
            let request = SolanaPayTransferRequest(
                recipient: Self.randomKey(&generator), amount: Self.randomAmount(&generator, decimals: decimals),
                splToken: token,
                references: (0..<Int.random(in: 0...4, using: &generator)).map { _ in Self.randomKey(&generator) },
                label: Self.randomText(&generator), message: Self.randomText(&generator),
                memo: Self.randomText(&generator))
            let url = request.url
            if url.contains("+") || url.contains(" ") || url.contains("#") { return "unescaped character in \(url)" }
            guard url.utf8.count <= SolanaPayRequest.maxLength else { return nil }
            do {
                let parsed = try SolanaPayRequest.parse(url)
                guard parsed == .transfer(request) else { return "\(url) parsed as \(parsed), not \(request)" }
                guard parsed.url == url else { return "re-encoded differently: \(parsed.url) vs \(url)" }
            } catch {
                return "\(url): \(error)"
            }
            return nil
        }
        #expect(failures.isEmpty, "\(failures)")
    }

    @Test func randomTransactionRequestsRoundTrip() throws {
        let pieces = [
            "a", "b", "1", "-", "_", ".", "~", "%20", "%2B", "+", "&", "=", "!", "$", "'", "(", "*", ",", ";",
        ]
        let failures = Property.check("transaction round trip", iterations: 300) { generator in
            func piece(_ count: Int) -> String {
                (0..<count).map { _ in pieces.randomElement(using: &generator)! }.joined()
            }
            var link =
                "https://" + ["example.com", "pay.example.org:8443", "127.0.0.1"].randomElement(using: &generator)!
            link += "/" + piece(Int.random(in: 0...6, using: &generator))
            if Bool.random(using: &generator) { link += "?" + piece(Int.random(in: 0...8, using: &generator)) }
            if Int.random(in: 0...4, using: &generator) == 0 { link += "#" + piece(2) }
            guard let url = URL(string: link) else { return "test bug: \(link) is not a URL" }
            let request: SolanaPayTransactionRequest
            do {
                request = try SolanaPayTransactionRequest(
                    link: url, label: Self.randomText(&generator), message: Self.randomText(&generator))
            } catch {
                return "\(link) refused: \(error)"
            }
            let encoded = request.url
            if encoded.contains(" ") || encoded.contains("#") { return "unescaped character in \(encoded)" }
            do {
                let parsed = try SolanaPayRequest.parse(encoded)
                guard parsed == .transaction(request) else { return "\(encoded) parsed as \(parsed)" }
            } catch {
                return "\(encoded): \(error)"
            }
            return nil
        }
        #expect(failures.isEmpty, "\(failures)")
    }

    @Test func aTransactionRequestMustBeHTTPS() {
        #expect(throws: SolanaPayError.self) {
            try SolanaPayTransactionRequest(link: URL(string: "http://example.com/pay")!)
        }
        #expect(throws: SolanaPayError.self) { try SolanaPayTransactionRequest(link: URL(string: "https:pay")!) }
    }

    // MARK: Instructions

    @Test func solInstructionsAreMemoThenTransferWithReferencesInOrder() throws {
        let payer = Keypair.generate().publicKey
        let references = (0..<3).map { _ in Keypair.generate().publicKey }
        let lamports = UInt64.random(in: 1...5_000_000_000, using: &TestRandom.rng)
        let request = SolanaPayTransferRequest(
            recipient: Keypair.generate().publicKey, amount: SolanaPayAmount(baseUnits: lamports, decimals: 9),
            references: references, memo: "order #\(lamports) ✓")
        let instructions = try SolanaPayRequest.parse(request.url).transferRequest!.transferInstructions(payer: payer)
        #expect(instructions.count == 2)
        #expect(instructions[0].programId == .memoProgram && instructions[0].accounts.isEmpty)
        #expect(instructions[0].data == Array("order #\(lamports) ✓".utf8))
        let transfer = instructions[1]
        #expect(try SystemInstruction(transfer) == .transfer(from: payer, to: request.recipient, lamports: lamports))
        #expect(transfer.accounts.count == 5)
        #expect(
            transfer.accounts[0] == .writable(payer, signer: true)
                && transfer.accounts[1] == .writable(request.recipient))
        #expect(Array(transfer.accounts[2...]) == references.map { .readonly($0) })
        // Without a memo the transfer is the only instruction.
        var plain = request
        plain.memo = nil
        #expect(try plain.transferInstructions(payer: payer) == [transfer])
    }

    @Test func tokenInstructionsUseTheMintsProgramAndDecimals() throws {
        let payer = Keypair.generate().publicKey
        let mint = Keypair.generate().publicKey
        let reference = Keypair.generate().publicKey
        let request = SolanaPayTransferRequest(
            recipient: Keypair.generate().publicKey, amount: try SolanaPayAmount("12.5"), splToken: mint,
            references: [reference], memo: "m")
        for program in [PublicKey.tokenProgram, .token2022Program] {
            let instructions = try request.transferInstructions(payer: payer, mintDecimals: 2, tokenProgram: program)
            #expect(instructions.count == 2 && instructions[0].programId == .memoProgram)
            let transfer = instructions[1]
            #expect(transfer.programId == program)
            let destination = PublicKey.associatedTokenAddress(
                owner: request.recipient, mint: mint, tokenProgram: program)
            let source = PublicKey.associatedTokenAddress(owner: payer, mint: mint, tokenProgram: program)
            #expect(
                try TokenInstruction(transfer)
                    == .transferChecked(
                        source: source, mint: mint, destination: destination, owner: payer, amount: 1_250,
                        decimals: 2, signers: [reference]))
            #expect(transfer.accounts.last == .readonly(reference))
        }
        #expect(throws: SolanaPayError.badAmount("12.5", .tooManyDecimals(maximum: 0, found: 1))) {
            try request.transferInstructions(payer: payer, mintDecimals: 0)
        }
        #expect(throws: SolanaPayError.missingMintDecimals) { try request.transferInstructions(payer: payer) }
        #expect(throws: SolanaPayError.unsupportedTokenProgram(.systemProgram)) {
            try request.transferInstructions(payer: payer, mintDecimals: 2, tokenProgram: .systemProgram)
        }
        #expect(throws: SolanaPayError.payerIsRecipient) {
            try request.transferInstructions(payer: request.recipient, mintDecimals: 2)
        }
    }

    @Test func anEnteredAmountIsUsedOnlyWhenTheRequestHasNone() throws {
        let payer = Keypair.generate().publicKey
        var request = SolanaPayTransferRequest(recipient: Keypair.generate().publicKey)
        let entered = try SolanaPayAmount("0.5")
        let built = try request.transferInstructions(payer: payer, enteredAmount: entered)
        #expect(try SystemInstruction(built[0]) == .transfer(from: payer, to: request.recipient, lamports: 500_000_000))
        request.amount = try SolanaPayAmount("2")
        let fixed = try request.transferInstructions(payer: payer, enteredAmount: entered)
        #expect(
            try SystemInstruction(fixed[0]) == .transfer(from: payer, to: request.recipient, lamports: 2_000_000_000))
        request.amount = try SolanaPayAmount("0.0000000001")
        #expect(throws: SolanaPayError.badAmount("0.0000000001", .tooManyDecimals(maximum: 9, found: 10))) {
            try request.transferInstructions(payer: payer)
        }
    }
}

extension SolanaPayRequest {
    var transferRequest: SolanaPayTransferRequest? {
        if case .transfer(let request) = self { return request } else { return nil }
    }
}
