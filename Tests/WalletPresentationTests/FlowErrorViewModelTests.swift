import Base58
import Foundation
import Portfolio
import ProgramIDL
import QRCode
import SolanaCore
import SolanaCrypto
import SolanaKeys
import SolanaTransactions
import SolanaWallet
import Testing
import WalletAdapter
import WalletPresentation

@testable import SolanaRPC

/// The errors of the SDK's flows and inputs that a user meets (Solana Actions, the faucet, recovery phrases and
/// secrets, keypair files, offline transfers, outside HTTPS services, settings, the portfolio, signing policies,
/// decoded transactions, imported keys): every case has its own code (never "unexpected") and a message and hint
/// in each of the four languages, translated.
@Suite struct FlowErrorViewModelTests {
    static let key = Sample.owner
    static let other = Sample.friend
    static let rpc = RPCClientError.transport("connection refused")
    static let setting = WalletSettingError(setting: .lang, source: .flag, value: "xx", refusal: .notALanguage)

    /// One value of every case of every type, grouped by type, with the code each must have.
    static let types: [(name: String, cases: [(error: any Error, code: String)])] = [
        (
            "ActionError",
            [
                (ActionError.badLink("x", reason: "no scheme"), "action-bad-link"),
                (ActionError.notHTTPS("http://a.example"), "action-not-https"),
                (ActionError.noMatchingRule("/donate"), "action-no-rule"),
                (ActionError.malformed("not JSON"), "action-malformed"),
                (ActionError.malicious("asks for the fee payer"), "action-malicious"),
                (ActionError.failed(status: 403, message: "no"), "action-failed"),
                (ActionError.unreachable("a.example: refused"), "action-unreachable"),
                (ActionError.badParameter(name: "amount", reason: "not a number"), "action-bad-parameter"),
                (ActionError.disabled, "action-disabled"),
                (ActionError.blockedHost("evil.example"), "action-blocked-host"),
                (ActionError.badMessage("another address"), "action-bad-message"),
                (ActionError.notAskedToSign(key), "action-not-signer"),
                (ActionError.tooManySteps(8), "action-too-many-steps"),
            ]
        ),
        (
            "AirdropFlowError",
            [
                (AirdropFlowError.noFaucet(cluster: "mainnet-beta"), "no-faucet"),
                (AirdropFlowError.request(rpc), "rpc-unreachable"),
                (AirdropFlowError.balance(.timeout(.seconds(3))), "rpc-timeout"),
                (
                    AirdropFlowError.wait(
                        .notConfirmed(signature: Sample.signature(2), commitment: .confirmed, timeout: .seconds(30))),
                    "airdrop-unconfirmed"
                ),
            ]
        ),
        (
            "MnemonicError",
            [
                (MnemonicError.wrongWordCount(11), "phrase-word-count"),
                (MnemonicError.unknownWord(position: 3, language: .english), "phrase-unknown-word"),
                (MnemonicError.badChecksum(language: .english), "phrase-checksum"),
                (MnemonicError.invalidEntropyLength(15), "phrase-entropy"),
            ]
        ),
        (
            "SecretTextError",
            [
                (SecretTextError.empty, "secret-empty"),
                (SecretTextError.tooLong(limit: 4096), "secret-too-long"),
                (SecretTextError.notAKeypairArray, "secret-not-keypair"),
                (SecretTextError.invalidPhrase(.badChecksum(language: .english)), "phrase-checksum"),
                (SecretTextError.unrecognized, "secret-unrecognized"),
            ]
        ),
        (
            "KeypairFileError",
            [
                (KeypairFileError.unreadable(path: "/k/id.json", reason: "EACCES"), "keypair-file-unreadable"),
                (KeypairFileError.notAKeypairFile(path: "/k/id.json"), "keypair-file-invalid"),
                (KeypairFileError.wrongLength(path: "/k/id.json", count: 63), "keypair-file-length"),
                (KeypairFileError.byteOutOfRange(path: "/k/id.json", position: 4, value: 300), "keypair-file-byte"),
                (KeypairFileError.keyMismatch(path: "/k/id.json"), "keypair-file-mismatch"),
                (KeypairFileError.alreadyExists(path: "/k/id.json"), "keypair-file-exists"),
                (KeypairFileError.unwritable(path: "/k/id.json", reason: "ENOSPC"), "keypair-file-unwritable"),
            ]
        ),
        (
            "OfflineTransferError",
            [
                (OfflineTransferError.invalidAmount(.malformed("1.2.3")), "invalid-amount"),
                (OfflineTransferError.nonceAuthority(nonce: key, authority: other, signer: key), "nonce-authority"),
                (OfflineTransferError.nonce(.network("refused")), "network"),
            ]
        ),
        (
            "CappedHTTPSError",
            [
                (CappedHTTPSError.badURL("x", reason: "no host"), "https-bad-url"),
                (CappedHTTPSError.timeout(host: "pay.example", timeout: .seconds(20)), "https-timeout"),
                (CappedHTTPSError.tooLarge(maximum: 65_536), "https-too-large"),
                (CappedHTTPSError.unreachable(host: "pay.example", reason: "refused"), "https-unreachable"),
                (CappedHTTPSError.badRedirect, "https-bad-redirect"),
                (CappedHTTPSError.tooManyRedirects(maximum: 3), "https-too-many-redirects"),
            ]
        ),
        (
            "WalletSettingsError",
            [
                (WalletSettingsError.invalid(setting), "invalid-setting"),
                (WalletSettingsError.store(.database("disk I/O error")), "store"),
            ]
        ),
        (
            "PortfolioError",
            [
                (PortfolioError.invalidCoinID("BTC!"), "coin-not-found"),
                (PortfolioError.invalidAmount("x"), "amount-invalid"),
                (PortfolioError.nothingToAdd("bitcoin"), "not-held"),
                (PortfolioError.notHeld("bitcoin"), "not-held"),
                (PortfolioError.unknownCoin("nocoin"), "coin-not-found"),
                (PortfolioError.store("disk I/O error"), "store"),
            ]
        ),
        (
            "HoldingEditError",
            [
                (HoldingEditError.portfolio(.notHeld("bitcoin")), "not-held"),
                (HoldingEditError.unchecked(coinID: "bitcoin", .timeout), "market-timeout"),
            ]
        ),
        ("SigningPolicyError", [(SigningPolicyError.invalidCap("lots"), "invalid-cap")]),
        (
            "TransactionDecodingError",
            [
                (TransactionDecodingError.truncated(field: "signatures", offset: 3), "invalid-transaction"),
                (TransactionDecodingError.unsupportedVersion(7), "invalid-transaction"),
                (TransactionDecodingError.trailingBytes(count: 2), "invalid-transaction"),
                (TransactionDecodingError.invalidBase64, "invalid-transaction"),
                (TransactionDecodingError.tooLarge(size: 5_000, limit: 1_232), "invalid-transaction"),
            ]
        ),
        (
            "KeypairImportError",
            [
                (KeypairImportError.invalidBase58(.wrongLength(expected: 64, actual: 32)), "invalid-secret-key"),
                (
                    KeypairImportError.invalidKey(.invalidLength(what: "seed", expected: 32, actual: 31)),
                    "invalid-secret-key"
                ),
            ]
        ),
    ]

    /// The wallet adapter's, QR images' and program IDLs' errors (a second table: one value of every case).
    static let moreTypes: [(name: String, cases: [(error: any Error, code: String)])] = [
        (
            "WalletAdapterError",
            [
                (WalletAdapterError.userRejected(message: "no"), "adapter-rejected"),
                (WalletAdapterError.unauthorized(message: "who"), "adapter-not-connected"),
                (WalletAdapterError.disconnected(message: "gone"), "adapter-not-connected"),
                (WalletAdapterError.invalidInput(message: "bad"), "adapter-wallet-error"),
                (WalletAdapterError.resourceUnavailable(message: "busy"), "adapter-busy"),
                (WalletAdapterError.transactionRejected(message: "no"), "adapter-wallet-error"),
                (WalletAdapterError.methodNotFound(message: "?"), "adapter-wallet-error"),
                (WalletAdapterError.internalError(message: "oops"), "adapter-wallet-error"),
                (WalletAdapterError.walletError(code: 7, message: "x"), "adapter-wallet-error"),
                (WalletAdapterError.urlTooLong(length: 9000, limit: 8000), "adapter-url-too-long"),
                (WalletAdapterError.malformedCallback("no data"), "adapter-bad-answer"),
                (WalletAdapterError.decryptionFailed, "adapter-bad-answer"),
                (WalletAdapterError.malformedResponse("not JSON"), "adapter-bad-answer"),
                (WalletAdapterError.responseMismatch("another key"), "adapter-mismatch"),
                (WalletAdapterError.unknownRequest(id: "r1"), "adapter-unknown-request"),
                (WalletAdapterError.unprovenCallback(id: "r1"), "adapter-bad-answer"),
                (WalletAdapterError.requestAlreadyFinished(id: "r1"), "adapter-finished"),
                (WalletAdapterError.timeout(seconds: 30), "adapter-timeout"),
                (WalletAdapterError.cancelled, "adapter-cancelled"),
                (WalletAdapterError.openFailed("no app"), "adapter-open-failed"),
                (WalletAdapterError.notConnected, "adapter-not-connected"),
                (
                    WalletAdapterError.unsupportedMethod(wallet: "Phantom", method: "signAndSendTransaction"),
                    "adapter-unsupported"
                ),
                (WalletAdapterError.invalidArgument("empty list"), "adapter-invalid"),
                (WalletAdapterError.storage("disk full"), "adapter-storage"),
                (WalletAdapterError.duplicateRequest(id: "r1"), "adapter-duplicate"),
            ]
        ),
        (
            "DeeplinkTransferError",
            [
                (DeeplinkTransferError.adapter(.decryptionFailed), "adapter-bad-answer"),
                (DeeplinkTransferError.rpc(rpc), "rpc-unreachable"),
                (DeeplinkTransferError.invalidPlan("bad URL"), "adapter-stored-plan"),
            ]
        ),
        (
            "QRDecodeError",
            [
                (QRDecodeError.unreadable(path: "/q.png", reason: "ENOENT"), "qr-unreadable"),
                (QRDecodeError.tooLarge(bytes: 40_000_000, maximum: 33_554_432), "qr-file-too-large"),
                (QRDecodeError.unsupportedImage("a GIF"), "qr-unsupported"),
                (QRDecodeError.imageTooLarge(width: 9000, height: 9000), "qr-image-too-large"),
                (QRDecodeError.noCode, "qr-no-code"),
                (QRDecodeError.notText, "qr-not-text"),
                (QRDecodeError.scannerUnavailable("libzbar.so.0 not found"), "qr-scanner-missing"),
            ]
        ),
        (
            "QREncodeError",
            [
                (QREncodeError.empty, "qr-empty"),
                (QREncodeError.tooLong(bytes: 3000, maximum: 2953, correction: .low), "qr-too-long"),
                (QREncodeError.encoderFailed(errno: 12, reason: "ENOMEM"), "qr-encoder"),
            ]
        ),
        (
            "QRRenderError",
            [
                (QRRenderError.scale(99, allowed: 1...64), "qr-render-size"),
                (QRRenderError.quietZone(99, allowed: 0...16), "qr-render-size"),
                (QRRenderError.imageTooLarge(side: 99_999, maximum: 8192), "qr-render-size"),
                (QRRenderError.pngFailed("write error"), "qr-image-write"),
            ]
        ),
        ("IDLReadError", [(IDLReadError.notAnIDL(reason: "no rootNode"), "idl-invalid")]),
        ("IDLInstructionError", [(IDLInstructionError.noMatchingInstruction, "idl-instruction")]),
        (
            "IDLAccountDecodingError",
            [
                (IDLAccountDecodingError.wrongSize(account: "Mint", expected: 82, actual: 81), "idl-account-type"),
                (IDLAccountDecodingError.tooShort(account: "Mint", minimum: 82, actual: 3), "idl-account-type"),
            ]
        ),
    ]

    @Test(arguments: (types + moreTypes).map(\.name))
    func everyCaseIsSaidInEveryLanguage(_ name: String) throws {
        let cases = try #require((Self.types + Self.moreTypes).first { $0.name == name }).cases
        for (error, code) in cases {
            let english = ErrorViewModel(error, language: .en)
            #expect(english.code == code, "\(name): \(error)")
            #expect(english.code != "unexpected", "\(name): \(error)")
            #expect(english.detail == TerminalText.sanitize(String(describing: error)), "\(name): \(error)")
            var messages: Set<String> = [english.message]
            for language in Language.allCases where language != .en {
                let model = ErrorViewModel(error, language: language)
                #expect(model.code == code, "\(language) \(name): \(error)")
                #expect(!model.message.isEmpty && !model.hint.isEmpty, "\(language) \(error)")
                #expect(!model.message.contains("{") && !model.hint.contains("{"), "\(language) \(error)")
                #expect(model.message != english.message, "\(language) message of \(error)")
                #expect(model.hint != english.hint, "\(language) hint of \(error)")
                // The detail stays English unless the error has a typed reason, said in the language (issue 28).
                switch ErrorViewModel.detail(of: error, language: language) {
                case .english: #expect(model.detail == english.detail, "\(language) \(error)")
                case .none: #expect(model.detail == nil, "\(language) \(error)")
                case .said(let typed): #expect(model.detail == typed && typed != english.detail, "\(language) \(error)")
                }
                messages.insert(model.message)
            }
            #expect(messages.count == Language.allCases.count, "four different messages: \(error) \(messages)")
        }
    }

    @Test func theValuesInAMessageAreShownAndSanitized() {
        let file = ErrorViewModel(KeypairFileError.keyMismatch(path: "/tmp/a\u{1B}[2J.json"), language: .pt)
        #expect(file.message.contains(#"/tmp/a\e[2J.json"#) && !file.message.contains("\u{1B}"), "\(file.message)")
        let nonce = ErrorViewModel(
            OfflineTransferError.nonceAuthority(nonce: Self.key, authority: Self.other, signer: Self.key),
            language: .tr)
        #expect(nonce.message.contains(Self.other.base58))
        let words = ErrorViewModel(MnemonicError.wrongWordCount(11), language: .el)
        #expect(words.message == "Μια φράση ανάκτησης έχει 12, 15, 18, 21 ή 24 λέξεις· αυτή έχει 11.")
        let faucet = ErrorViewModel(AirdropFlowError.noFaucet(cluster: "mainnet-beta"), language: .pt)
        #expect(faucet.message.hasPrefix("mainnet-beta não tem faucet"), "\(faucet.message)")
    }

    @Test func theTypedInitializersAgreeWithTheDispatcher() {
        for language in Language.allCases {
            let action = ActionError.disabled
            #expect(
                ErrorViewModel(action, language: language) == ErrorViewModel(action as any Error, language: language))
            let file = KeypairFileError.alreadyExists(path: "/k")
            #expect(ErrorViewModel(file, language: language) == ErrorViewModel(file as any Error, language: language))
            let https = CappedHTTPSError.badRedirect
            #expect(ErrorViewModel(https, language: language) == ErrorViewModel(https as any Error, language: language))
        }
    }
}
