import SolanaCore
import SolanaTransactions
import TestSupport
import Testing

@testable import WalletPresentation

/// The off-chain message review: the text exactly (every hidden character escaped, reversibly), its fields, in the
/// four languages; the SDK's refusals as localized errors.
@Suite struct OffchainMessageReviewViewModelTests {
    /// Undoes `escape`: `\\` → `\`, `\u{HEX}` → the scalar.
    static func unescape(_ text: String) -> String {
        var out = String.UnicodeScalarView()
        var scalars = Array(text.unicodeScalars)[...]
        while let scalar = scalars.popFirst() {
            guard scalar == "\\" else {
                out.append(scalar)
                continue
            }
            if scalars.first == "\\" {
                scalars.removeFirst()
                out.append("\\")
                continue
            }
            // "u{HEX}"
            scalars.removeFirst(2)
            var hex = ""
            while let next = scalars.popFirst(), next != "}" { hex.unicodeScalars.append(next) }
            out.append(Unicode.Scalar(UInt32(hex, radix: 16)!)!)
        }
        return String(out)
    }

    @Test func escapingIsExactAndReversible() throws {
        let (text, count) = OffchainMessageReviewViewModel.escape(
            "a\u{0}b\u{1B}[2Jc\u{7F}\u{85}\u{202E}\u{200B}\u{FEFF}\\d\ne")
        #expect(text == "a\\u{0}b\\u{1B}[2Jc\\u{7F}\\u{85}\\u{202E}\\u{200B}\\u{FEFF}\\\\d\ne")
        #expect(count == 7)
        // Random text: the escaped form has no hidden character left and reads back to the original.
        let failures = Property.check("escape round trip", iterations: 500) { rng in
            var scalars = String.UnicodeScalarView()
            for _ in 0..<Int.random(in: 0...40, using: &rng) {
                let pick: UInt32 =
                    Bool.random(using: &rng)
                    ? UInt32.random(in: 0...0x7f, using: &rng)
                    : [0x5c, 0x85, 0x200E, 0x202A, 0x2066, 0xFEFF, 0xE000, 0x1F600, 0x0301, 0x3000].randomElement(
                        using: &rng)!
                scalars.append(Unicode.Scalar(pick)!)
            }
            let original = String(scalars)
            let (escaped, _) = OffchainMessageReviewViewModel.escape(original)
            if escaped.unicodeScalars.contains(where: { $0 != "\n" && OffchainMessageReviewViewModel.isHidden($0) }) {
                return "a hidden character is left in \(escaped.debugDescription)"
            }
            let back = Self.unescape(escaped)
            return back == original
                ? nil : "\(original.debugDescription) → \(escaped.debugDescription) → \(back.debugDescription)"
        }
        #expect(failures.isEmpty, "\(failures)")
    }

    @Test func reviewInEveryLanguage() throws {
        let signer = Keypair.generate().publicKey
        let domain = try PublicKey("testdomain111111111111111111111111111111111")
        let message = try OffchainMessage.v0(
            "Sign in\n\u{202E}now", signers: [signer], applicationDomain: domain, format: .limitedUTF8)
        var titles = Set<String>()
        for language in Language.allCases {
            let view = OffchainMessageReviewViewModel(message, language: language)
            titles.insert(view.title)
            #expect(view.lines == ["Sign in", "\\u{202E}now"])
            #expect(view.escapedCount == 1)
            #expect(view.notice?.contains("1") == true)
            #expect(view.fields.map(\.value).contains(domain.base58))
            #expect(view.fields.map(\.value).contains(signer.base58))
            #expect(view.fields.count == 5)
            #expect(!view.question.isEmpty)
            let rendered = view.render(style: .plain).joined(separator: "\n")
            #expect(rendered.contains("│ \\u{202E}now"))
        }
        #expect(titles.count == Language.allCases.count)
        // The legacy layout has no application domain or signers to show; v1 no format of its own.
        let legacy = OffchainMessageReviewViewModel(try OffchainMessage.legacy("hello"), language: .en)
        #expect(legacy.fields.map(\.label) == ["Message version", "Format", "Size"])
        #expect(legacy.fields[1].value == "Restricted ASCII (hardware wallets can show it)")
        #expect(legacy.notice == nil)
        let v1 = OffchainMessageReviewViewModel(try OffchainMessage.v1("ok", signers: [signer]), language: .pt)
        #expect(v1.fields[0].value == "v1")
        #expect(v1.fields.last?.value == "2 bytes")
    }

    @Test func refusalsAreLocalizedErrors() throws {
        let signer = Keypair.generate()
        let message = try OffchainMessage.v0(
            String(decoding: [1, 0, 0, 1] + [UInt8](repeating: 0x41, count: 64) + [0], as: UTF8.self),
            signers: [signer.publicKey], format: .limitedUTF8)
        var refusal: OffchainMessageError?
        do { _ = try message.sign(with: signer) } catch { refusal = error }
        let error = try #require(refusal)
        #expect(error == .transactionShaped)
        var messages = Set<String>()
        for language in Language.allCases {
            let view = ErrorViewModel(error as any Error, language: language)
            #expect(view.code == "offchain-transaction-shaped")
            messages.insert(view.message)
        }
        #expect(messages.count == Language.allCases.count)
        #expect(
            ErrorViewModel(
                OffchainMessageError.tooLong(format: .restrictedASCII, maximum: 1, actual: 2) as any Error,
                language: .tr
            ).code == "offchain-too-long")
    }
}
