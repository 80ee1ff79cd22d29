import ProgramIDL
import QRCode
import WalletAdapter

extension ErrorViewModel {
    /// A wallet-adapter failure in `language`: the wallet's refusal, a lost connection, a callback that is not a
    /// valid answer, a local limit or the connection store. A wallet's own message stays in `detail` only: it is the
    /// wallet's text, not the app's.
    public init(_ error: WalletAdapterError, language: Language) {
        let detail = error.description
        switch error {
        case .userRejected:
            self.init(language, "adapter-rejected", .errorAdapterRejected, .hintAdapterApprove, detail)
        case .unauthorized, .disconnected, .notConnected:
            self.init(language, "adapter-not-connected", .errorAdapterNotConnected, .hintAdapterConnect, detail)
        case .resourceUnavailable:
            self.init(language, "adapter-busy", .errorAdapterBusy, .hintAdapterBusy, detail)
        case .invalidInput, .transactionRejected, .methodNotFound, .internalError, .walletError:
            self.init(
                language, "adapter-wallet-error", .errorAdapterWallet, .hintSeeDetails, detail,
                arguments: [String(Self.walletCode(error))])
        case .urlTooLong(let length, let limit):
            self.init(
                language, "adapter-url-too-long", .errorAdapterURLTooLong, .hintAdapterFewer, detail,
                arguments: [String(length), String(limit)])
        case .malformedCallback, .decryptionFailed, .malformedResponse, .unprovenCallback:
            self.init(language, "adapter-bad-answer", .errorAdapterBadAnswer, .hintAdapterAskAgain, detail)
        case .responseMismatch:
            self.init(language, "adapter-mismatch", .errorAdapterMismatch, .hintAdapterAskAgain, detail)
        case .unknownRequest:
            self.init(language, "adapter-unknown-request", .errorAdapterUnknownRequest, .hintAdapterPending, detail)
        case .requestAlreadyFinished:
            self.init(language, "adapter-finished", .errorAdapterFinished, .hintSeeDetails, detail)
        case .duplicateRequest:
            self.init(language, "adapter-duplicate", .errorAdapterDuplicate, .hintAdapterBusy, detail)
        case .timeout: self.init(language, "adapter-timeout", .errorAdapterTimeout, .hintAdapterApprove, detail)
        case .cancelled: self.init(language, "adapter-cancelled", .errorAdapterCancelled, .hintSeeDetails, detail)
        case .openFailed:
            self.init(language, "adapter-open-failed", .errorAdapterOpenFailed, .hintAdapterOpenLink, detail)
        case .unsupportedMethod(let wallet, _):
            self.init(
                language, "adapter-unsupported", .errorAdapterUnsupported, .hintAdapterOtherWay, detail,
                arguments: [Self.shown(wallet, limit: 40)])
        case .invalidArgument:
            self.init(language, "adapter-invalid", .errorAdapterInvalid, .hintSeeDetails, detail)
        case .storage: self.init(language, "adapter-storage", .errorAdapterStorage, .hintStore, detail)
        }
        // Another language says the detail in its words, or none where the message says it all.
        self = withTypedDetail(of: error, language: language)
    }

    /// A deeplink transfer that could not be asked or sent, in `language`: the adapter's failure, the cluster's (as
    /// `init(_:language:)` of `RPCClientError` says them), or a damaged stored plan.
    public init(_ error: DeeplinkTransferError, language: Language) {
        switch error {
        case .adapter(let inner): self.init(inner, language: language)
        case .rpc(let inner): self.init(inner, language: language)
        case .invalidPlan:
            self.init(
                language, "adapter-stored-plan", .errorAdapterStoredPlan, .hintAdapterStartOver, error.description)
        }
        // Another language says the detail in its words, or none where the message says it all.
        self = withTypedDetail(of: error, language: language)
    }

    /// A QR image that could not be read, in `language`.
    public init(_ error: QRDecodeError, language: Language) {
        let detail = error.description
        switch error {
        case .unreadable(let path, _):
            self.init(
                language, "qr-unreadable", .errorQRUnreadable, .hintCheckPath, detail,
                arguments: [Self.shown(path)])
        case .tooLarge(let bytes, let maximum):
            self.init(
                language, "qr-file-too-large", .errorQRFileTooLarge, .hintQRSmaller, detail,
                arguments: [String(bytes), String(maximum)])
        case .imageTooLarge(let width, let height):
            self.init(
                language, "qr-image-too-large", .errorQRImageTooLarge, .hintQRSmaller, detail,
                arguments: [String(width), String(height)])
        case .unsupportedImage: self.init(language, "qr-unsupported", .errorQRUnsupported, .hintQRFormat, detail)
        case .noCode: self.init(language, "qr-no-code", .errorQRNoCode, .hintQRSharper, detail)
        case .notText: self.init(language, "qr-not-text", .errorQRNotText, .hintQRNotPayment, detail)
        case .scannerUnavailable:
            self.init(language, "qr-scanner-missing", .errorQRScanner, .hintQRInstallZbar, detail)
        }
        self = withTypedDetail(of: error, language: language)
    }

    /// A text that could not be made into a QR code, in `language`.
    public init(_ error: QREncodeError, language: Language) {
        let detail = error.description
        switch error {
        case .empty: self.init(language, "qr-empty", .errorQREmpty, .hintSeeDetails, detail)
        case .tooLong(let bytes, let maximum, _):
            self.init(
                language, "qr-too-long", .errorQRTooLong, .hintQRShorter, detail,
                arguments: [String(bytes), String(maximum)])
        case .encoderFailed: self.init(language, "qr-encoder", .errorQREncoder, .hintSeeDetails, detail)
        }
        self = withTypedDetail(of: error, language: language)
    }

    /// A QR code that could not be drawn, in `language`.
    public init(_ error: QRRenderError, language: Language) {
        let detail = error.description
        switch error {
        case .scale, .quietZone, .imageTooLarge:
            self.init(language, "qr-render-size", .errorQRRenderSize, .hintQRRenderSize, detail)
        case .pngFailed: self.init(language, "qr-image-write", .errorQRImageWrite, .hintSeeDetails, detail)
        }
        self = withTypedDetail(of: error, language: language)
    }

    /// An IDL the reader refused, in `language` (what `IDLRegistryError.invalidIDL` says).
    public init(_ error: IDLReadError, language: Language) {
        self.init(language, "idl-invalid", .errorIdlInvalid, .hintIdlInvalid, error.description)
        self = withTypedDetail(of: error, language: language)
    }

    /// An instruction that could not be built or read with a program's IDL, in `language`.
    public init(_ error: IDLInstructionError, language: Language) {
        self.init(language, "idl-instruction", .errorIdlInstruction, .hintIdlInstruction, error.description)
        self = withTypedDetail(of: error, language: language)
    }

    /// Account data that a generated account type refused, in `language` (the type's name from the IDL, sanitized).
    public init(_ error: IDLAccountDecodingError, language: Language) {
        let account: String
        switch error {
        case .discriminatorMismatch(let name, _, _, _), .wrongSize(let name, _, _), .tooShort(let name, _, _),
            .invalidData(let name, _):
            account = name
        }
        self.init(
            language, "idl-account-type", .errorIdlAccountType, .hintIdlAccountType, error.description,
            arguments: [Self.shown(account, limit: 40)])
        self = withTypedDetail(of: error, language: language)
    }

    /// A token named by a symbol that names no single held token, in `language`.
    public init(_ error: TokenChoiceError, language: Language) {
        let detail = error.description
        switch error {
        case .notHeld(let text, _):
            self.init(
                language, "token-not-held", .errorTokenNotHeld, .hintTokenBalance, detail,
                arguments: [Self.shown(text, limit: 40)])
        case .ambiguous(let text, let candidates):
            self.init(
                language, "token-ambiguous", .errorTokenAmbiguous, .hintTokenGiveMint, detail,
                arguments: [String(candidates.count), Self.shown(text, limit: 40)])
        case .imitation(let text, _):
            self.init(
                language, "token-imitation", .errorTokenImitation, .hintTokenImitation, detail,
                arguments: [Self.shown(text, limit: 40)])
        }
        // Another language says the detail in its words, or none where the message says it all.
        self = withTypedDetail(of: error, language: language)
    }

    /// The JSON-RPC style code of a wallet's own error.
    private static func walletCode(_ error: WalletAdapterError) -> Int {
        switch error {
        case .invalidInput: -32000
        case .transactionRejected: -32003
        case .methodNotFound: -32601
        case .internalError: -32603
        case .walletError(let code, _): code
        default: 0
        }
    }
}
