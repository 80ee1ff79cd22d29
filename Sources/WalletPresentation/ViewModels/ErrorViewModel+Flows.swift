import SolanaCore
import SolanaKeys
import SolanaRPC
import SolanaWallet

/// The errors of the SDK's flows and inputs (Solana Actions, the faucet, recovery phrases and secrets, keypair files,
/// offline transfers, outside HTTPS services, settings) as a view shows them: a stable code per case, a message and
/// a hint in the user's language, the error's English description as the detail.
extension ErrorViewModel {
    /// A Solana Action refused or not run, in `language`.
    public init(_ error: ActionError, language: Language) {
        let detail = error.description
        switch error {
        case .badLink: self.init(language, "action-bad-link", .errorActionLink, .hintActionLink, detail)
        case .notHTTPS: self.init(language, "action-not-https", .errorActionNotHTTPS, .hintActionLink, detail)
        case .noMatchingRule: self.init(language, "action-no-rule", .errorActionNoRule, .hintActionLink, detail)
        case .malformed:
            self.init(language, "action-malformed", .errorActionMalformed, .hintServiceFault, detail)
        case .malicious:
            self.init(language, "action-malicious", .errorActionMalicious, .hintActionMalicious, detail)
        case .failed(let status, _):
            self.init(
                language, "action-failed", .errorActionFailed, .hintSeeDetails, detail, arguments: [String(status)])
        case .unreachable:
            self.init(language, "action-unreachable", .errorActionUnreachable, .hintConnectionLater, detail)
        case .badParameter(let name, _):
            self.init(
                language, "action-bad-parameter", .errorActionParameter, .hintCheckValues, detail,
                arguments: [Self.shown(name)])
        case .disabled: self.init(language, "action-disabled", .errorActionDisabled, .hintSeeDetails, detail)
        case .blockedHost(let host):
            self.init(
                language, "action-blocked-host", .errorActionBlocked, .hintBlocklist, detail,
                arguments: [Self.shown(host)])
        case .badMessage:
            self.init(language, "action-bad-message", .errorActionMessage, .hintActionMalicious, detail)
        case .notAskedToSign:
            self.init(language, "action-not-signer", .errorActionNotSigner, .hintActionAccount, detail)
        case .tooManySteps(let count):
            self.init(
                language, "action-too-many-steps", .errorActionTooManySteps, .hintSeeDetails, detail,
                arguments: [String(count)])
        }
        // Another language says the detail in its words, or none where the message says it all.
        self = withTypedDetail(of: error, language: language)
    }

    /// An airdrop that did not arrive, in `language`: a cluster without a faucet, else the RPC or airdrop failure
    /// as their own initializers say it.
    public init(_ error: AirdropFlowError, language: Language) {
        switch error {
        case .noFaucet(let cluster):
            self.init(
                language, "no-faucet", .noFaucet, .hintFaucetClusters, error.description,
                arguments: [Self.shown(cluster)])
        case .request(let inner), .balance(let inner): self.init(inner, language: language)
        case .wait(let inner): self.init(inner, language: language)
        }
        // Another language says the detail in its words, or none where the message says it all.
        self = withTypedDetail(of: error, language: language)
    }

    /// A recovery phrase (or its entropy) refused, in `language`; the words themselves are never shown.
    public init(_ error: MnemonicError, language: Language) {
        let detail = error.description
        switch error {
        case .wrongWordCount(let count):
            self.init(
                language, "phrase-word-count", .errorPhraseWordCount, .hintPhraseCheck, detail,
                arguments: [String(count)])
        case .unknownWord(let position, _):
            self.init(
                language, "phrase-unknown-word", .errorPhraseUnknownWord, .hintPhraseSpelling, detail,
                arguments: [String(position)])
        case .badChecksum: self.init(language, "phrase-checksum", .errorPhraseChecksum, .hintPhraseCheck, detail)
        case .invalidEntropyLength:
            self.init(language, "phrase-entropy", .errorPhraseEntropy, .hintSeeDetails, detail)
        }
        // Another language says the detail in its words, or none where the message says it all.
        self = withTypedDetail(of: error, language: language)
    }

    /// A secret's text (a recovery phrase, a secret key, a keypair's JSON) refused, in `language`.
    public init(_ error: SecretTextError, language: Language) {
        let detail = error.description
        switch error {
        case .empty: self.init(language, "secret-empty", .errorSecretEmpty, .hintSecretForms, detail)
        case .tooLong: self.init(language, "secret-too-long", .errorSecretTooLong, .hintSecretForms, detail)
        case .notAKeypairArray:
            self.init(language, "secret-not-keypair", .errorSecretNotKeypair, .hintCopyWhole, detail)
        case .invalidPhrase(let inner):
            let view = ErrorViewModel(inner, language: language)
            self.init(code: view.code, message: view.message, hint: view.hint, detail: detail)
        case .unrecognized:
            self.init(language, "secret-unrecognized", .errorSecretUnrecognized, .hintSecretForms, detail)
        }
        // Another language says the detail in its words, or none where the message says it all.
        self = withTypedDetail(of: error, language: language)
    }

    /// A Solana CLI keypair file that could not be read or written, in `language` (the message names the file).
    public init(_ error: KeypairFileError, language: Language) {
        let detail = error.description
        switch error {
        case .unreadable(let path, _):
            self.init(
                language, "keypair-file-unreadable", .errorKeypairFileUnreadable, .hintCheckPath, detail,
                arguments: [Self.shown(path)])
        case .notAKeypairFile(let path):
            self.init(
                language, "keypair-file-invalid", .errorKeypairFileInvalid, .hintKeypairFile, detail,
                arguments: [Self.shown(path)])
        case .wrongLength(let path, _):
            self.init(
                language, "keypair-file-length", .errorKeypairFileInvalid, .hintKeypairFile, detail,
                arguments: [Self.shown(path)])
        case .byteOutOfRange(let path, _, _):
            self.init(
                language, "keypair-file-byte", .errorKeypairFileInvalid, .hintKeypairFile, detail,
                arguments: [Self.shown(path)])
        case .keyMismatch(let path):
            self.init(
                language, "keypair-file-mismatch", .errorKeypairFileMismatch, .hintKeypairFile, detail,
                arguments: [Self.shown(path)])
        case .alreadyExists(let path):
            self.init(
                language, "keypair-file-exists", .errorKeypairFileExists, .hintKeypairFileForce, detail,
                arguments: [Self.shown(path)])
        case .unwritable(let path, _):
            self.init(
                language, "keypair-file-unwritable", .errorKeypairFileUnwritable, .hintCheckPath, detail,
                arguments: [Self.shown(path)])
        }
        // Another language says the detail in its words, or none where the message says it all.
        self = withTypedDetail(of: error, language: language)
    }

    /// An offline transfer that could not be prepared, in `language` (a nonce that could not be read as
    /// `init(_:language:)` of `SendError` says it).
    public init(_ error: OfflineTransferError, language: Language) {
        let detail = error.description
        switch error {
        case .invalidAmount(let amount):
            // The amount's own message says which rule it broke ("at most 9 decimal places"); the code stays.
            let view = ErrorViewModel(amount, language: language)
            self.init(code: "invalid-amount", message: view.message, hint: view.hint, detail: detail)
        case .nonceAuthority(_, let authority, _):
            self.init(
                language, "nonce-authority", .errorNonceAuthority, .hintNonceAuthority, detail,
                arguments: [authority.base58])
        case .nonce(let inner):
            let view = ErrorViewModel(inner, language: language)
            self.init(code: view.code, message: view.message, hint: view.hint, detail: detail)
        }
        // Another language says the detail in its words, or none where the message says it all.
        self = withTypedDetail(of: error, language: language)
    }

    /// An exchange with an outside HTTPS service (a merchant, an action) that failed, in `language`.
    public init(_ error: CappedHTTPSError, language: Language) {
        let detail = String(describing: error)
        switch error {
        case .badURL: self.init(language, "https-bad-url", .errorHTTPSBadURL, .hintCopyWhole, detail)
        case .timeout(let host, _):
            self.init(
                language, "https-timeout", .errorHTTPSTimeout, .hintConnectionLater, detail,
                arguments: [Self.shown(host)])
        case .tooLarge: self.init(language, "https-too-large", .errorHTTPSTooLarge, .hintServiceFault, detail)
        case .unreachable(let host, _):
            self.init(
                language, "https-unreachable", .errorHTTPSUnreachable, .hintConnectionLater, detail,
                arguments: [Self.shown(host)])
        case .badRedirect:
            self.init(language, "https-bad-redirect", .errorHTTPSRedirect, .hintServiceFault, detail)
        case .tooManyRedirects(let maximum):
            self.init(
                language, "https-too-many-redirects", .errorHTTPSTooManyRedirects, .hintServiceFault, detail,
                arguments: [String(maximum)])
        }
        // Another language says the detail in its words, or none where the message says it all.
        self = withTypedDetail(of: error, language: language)
    }

    /// A setting that could not be stored, in `language` (a refused value as an invalid setting, a store failure as
    /// `init(_:language:)` of `WalletStoreError` says it).
    public init(_ error: WalletSettingsError, language: Language) {
        switch error {
        case .invalid:
            self.init(language, "invalid-setting", .errorInvalidSetting, .hintChangeSetting, error.description)
        case .store(let inner): self.init(inner, language: language)
        }
    }

    /// The IDL registry's refusal or failure (`solwallet idl add|remove`, a stored IDL), in `language`.
    public init(_ error: IDLRegistryError, language: Language) {
        let detail = error.description
        switch error {
        case .invalidIDL: self.init(language, "idl-invalid", .errorIdlInvalid, .hintIdlInvalid, detail)
        case .alreadyRegistered: self.init(language, "idl-registered", .errorIdlRegistered, .hintIdlReplace, detail)
        case .notRegistered: self.init(language, "idl-not-registered", .errorIdlNotRegistered, .hintIdlList, detail)
        case .corrupt: self.init(language, "idl-corrupt", .errorIdlStoredCorrupt, .hintIdlRemove, detail)
        case .io: self.init(language, "idl-file", .errorIdlFile, .hintSeeDetails, detail)
        }
        self = withTypedDetail(of: error, language: language)
    }
}
