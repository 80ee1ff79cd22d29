import MarketData
import Portfolio
import ProgramIDL
import QRCode
import SolanaCore
import SolanaKeys
import SolanaRPC
import SolanaTransactions
import SolanaWallet
import WalletAdapter

/// The SDK's errors as a view shows them: a stable code, a message and a hint in the user's language, and the
/// error's own English description as `detail`.
extension ErrorViewModel {
    /// One of the SDK's errors in `language`: each error type that reaches a user has its own initializer, which
    /// this one calls; any other error is "something went wrong" (code `unexpected`) with its text as the detail.
    public init(_ error: any Error, language: Language) {
        switch error {
        case let error as BalanceError: self.init(error, language: language)
        case let error as HistoryError: self.init(error, language: language)
        case let error as RPCClientError: self.init(error, language: language)
        case let error as AirdropError: self.init(error, language: language)
        case let error as AmountError: self.init(error, language: language)
        case let error as ValueParseError: self.init(error, text: nil, language: language)
        case let error as KeystoreError: self.init(error, language: language)
        case let error as WalletStoreError: self.init(error, language: language)
        case let error as WalletError: self.init(error, language: language)
        case let error as WalletNameError: self.init(error, language: language)
        case let error as BackupProblem: self.init(error, language: language)
        case let error as WalletBackup.WriteError: self.init(error, language: language)
        case let error as SolanaPayError: self.init(error, language: language)
        case let error as SendError: self.init(error, language: language)
        case let error as StakingError: self.init(error, language: language)
        case let error as MarketDataError: self.init(error, language: language)
        case let error as TransactionLookupError: self.init(error, language: language)
        case let error as SolanaPayInputError: self.init(error, language: language)
        case let error as ChartError: self.init(error, language: language)
        case let error as AccountResolutionError: self.init(error, language: language)
        case let error as ContactError: self.init(error, language: language)
        case let error as OffchainMessageError: self.init(error, language: language)
        case let error as SignInError: self.init(error, language: language)
        case let error as IDLRegistryError: self.init(error, language: language)
        case let error as ActionError: self.init(error, language: language)
        case let error as AirdropFlowError: self.init(error, language: language)
        case let error as MnemonicError: self.init(error, language: language)
        case let error as SecretTextError: self.init(error, language: language)
        case let error as KeypairFileError: self.init(error, language: language)
        case let error as OfflineTransferError: self.init(error, language: language)
        case let error as CappedHTTPSError: self.init(error, language: language)
        case let error as WalletSettingsError: self.init(error, language: language)
        case let error as WalletAdapterError: self.init(error, language: language)
        case let error as DeeplinkTransferError: self.init(error, language: language)
        case let error as QRDecodeError: self.init(error, language: language)
        case let error as QREncodeError: self.init(error, language: language)
        case let error as QRRenderError: self.init(error, language: language)
        case let error as IDLReadError: self.init(error, language: language)
        case let error as IDLInstructionError: self.init(error, language: language)
        case let error as IDLAccountDecodingError: self.init(error, language: language)
        case let error as TokenChoiceError: self.init(error, language: language)
        default:
            if let mapped = Self.typed(error, language: language) {
                self = mapped
            } else {
                self.init(language, "unexpected", .errorUnexpected, .hintSeeDetails, String(describing: error))
            }
        }
        // Another language says a typed reason in its words; the English description stays the detail in English.
        self = withTypedDetail(of: error, language: language)
    }

    /// An RPC failure in `language`.
    public init(_ error: RPCClientError, language: Language) {
        let detail = error.description
        switch error {
        case .transport: self.init(language, "rpc-unreachable", .errorNodeUnreachable, .hintCheckConnection, detail)
        case .timeout: self.init(language, "rpc-timeout", .errorNodeUnreachable, .hintCheckConnection, detail)
        case .rateLimited: self.init(language, "rpc-rate-limited", .errorNodeRateLimited, .hintTryLater, detail)
        case .httpStatus(let status, _):
            self.init(language, "rpc-http", .errorNodeHTTP, .hintTryLater, detail, arguments: [String(status)])
        case .malformedResponse: self.init(language, "rpc-malformed", .errorMalformedAnswer, .hintOtherNode, detail)
        case .responseTooLarge: self.init(language, "rpc-too-large", .errorMalformedAnswer, .hintOtherNode, detail)
        case .rpc: self.init(language, "rpc-error", .errorNodeRefused, .hintNodeRefused, detail)
        case .cancelled: self.init(language, "cancelled", .errorCancelled, .hintRunAgain, detail)
        case .invalidRequest: self.init(language, "rpc-invalid-request", .errorInvalidRequest, .hintCheckValues, detail)
        case .confirmationTimeout:
            self.init(language, "unconfirmed", .errorNotConfirmed, .hintCheckBeforeRetry, detail)
        }
        // Another language says the detail in its words, or none where the message says it all.
        self = withTypedDetail(of: error, language: language)
    }

    /// An airdrop failure in `language` (an RPC failure as `init(_:language:)` of `RPCClientError` says it).
    public init(_ error: AirdropError, language: Language) {
        switch error {
        case .rpc(let rpc): self.init(rpc, language: language)
        case .failed:
            self.init(
                language, "airdrop-failed", .errorAirdropTransactionFailed, .hintTryLater, error.description)
        case .notConfirmed:
            self.init(
                language, "airdrop-unconfirmed", .errorAirdropUnconfirmed, .hintCheckBalanceLater, error.description)
        }
        // Another language says the detail in its words, or none where the message says it all.
        self = withTypedDetail(of: error, language: language)
    }

    /// An amount that was not parsed, in `language`.
    public init(_ error: AmountError, language: Language) {
        let detail = error.description
        switch error {
        case .empty: self.init(language, "amount-empty", .errorAmountEmpty, .hintAmountFormat, detail)
        case .invalidCharacter, .malformed:
            self.init(language, "amount-invalid", .errorAmountInvalid, .hintAmountFormat, detail)
        case .tooManyDecimals(let maximum, _):
            self.init(
                language, "amount-too-many-decimals", .errorAmountTooManyDecimals, .hintAmountFormat, detail,
                arguments: [String(maximum)])
        case .overflow: self.init(language, "amount-too-large", .errorAmountTooLarge, .hintSmallerAmount, detail)
        case .invalidDecimals:
            self.init(language, "amount-invalid-decimals", .errorAmountInvalid, .hintCheckValues, detail)
        }
    }

    /// An address, signature or hash that was not parsed, in `language`; with the `text` that was given, an address
    /// names it.
    public init(_ error: ValueParseError, text: String? = nil, language: Language) {
        let kind: String
        switch error {
        case .invalidCharacter(let name, _, _), .wrongLength(let name, _, _), .textTooLong(let name, _, _):
            kind = name
        }
        let detail = error.description
        switch kind {
        case "public key":
            if let text {
                let shown = Self.shown(text)
                self.init(
                    language, "invalid-address", .errorInvalidAddress, .hintInvalidAddress, detail, arguments: [shown])
            } else {
                self.init(language, "invalid-address", .errorInvalidPublicKey, .hintInvalidAddress, detail)
            }
        case "signature":
            self.init(language, "invalid-signature", .errorInvalidSignature, .hintInvalidSignature, detail)
        default: self.init(language, "invalid-value", .errorInvalidValue, .hintCopyWhole, detail)
        }
        // Another language says the detail in its words, or none where the message says it all.
        self = withTypedDetail(of: error, language: language)
    }

    /// A keystore failure in `language`; an entry's failure in a multi-entry operation keeps the entry's code.
    public init(_ error: KeystoreError, language: Language) {
        let detail = error.description
        let l10n = Localizer(language)
        let inner = Self.keystoreCase(error)
        self.init(code: inner.code, message: l10n(inner.message), hint: l10n(inner.hint), detail: detail)
        // Another language says the detail in its words, or none where the message says it all.
        self = withTypedDetail(of: error, language: language)
    }

    private static func keystoreCase(_ error: KeystoreError) -> (code: String, message: L10nKey, hint: L10nKey) {
        switch error {
        case .authenticationFailed: return ("wrong-password", .errorWrongPassword, .hintWrongPassword)
        case .malformed: return ("keystore-malformed", .errorKeystoreDamaged, .hintKeystoreDamaged)
        case .unsupportedVersion: return ("keystore-version", .errorKeystoreDamaged, .hintKeystoreDamaged)
        case .verificationFailed: return ("keystore-verification", .errorKeystoreDamaged, .hintKeystoreDamaged)
        case .keyMismatch: return ("keystore-key-mismatch", .errorKeystoreDamaged, .hintKeystoreDamaged)
        case .symbolicLink: return ("keystore-symlink", .errorKeystoreDamaged, .hintKeystoreDamaged)
        case .io: return ("keystore-io", .errorKeystoreIO, .hintStore)
        case .backend: return ("keystore-backend", .errorKeystoreIO, .hintStore)
        case .keyDerivationFailed: return ("keystore-kdf", .errorKeystoreIO, .hintFreeMemory)
        case .notFound: return ("keystore-not-found", .errorKeystoreEntryMissing, .hintKeystoreDamaged)
        case .invalidIdentifier: return ("keystore-invalid-id", .errorKeystoreRefusedValue, .hintCheckValues)
        case .invalidSecret: return ("keystore-invalid-secret", .errorKeystoreRefusedValue, .hintCheckValues)
        case .invalidPassword: return ("keystore-invalid-password", .errorKeystoreRefusedValue, .hintCheckValues)
        case .parametersOutOfBounds: return ("keystore-parameters", .errorKeystoreRefusedValue, .hintCheckValues)
        case .entry(_, let inner): return keystoreCase(inner)
        case .passwordMismatch:
            return ("keystore-password-mismatch", .errorKeystorePasswordMismatch, .hintKeystorePassword)
        }
    }

    /// A failure of the wallet database in `language`.
    public init(_ error: WalletStoreError, language: Language) {
        let detail = error.description
        switch error {
        case .database: self.init(language, "store", .errorStore, .hintStore, detail)
        case .corrupt: self.init(language, "store-corrupt", .errorStore, .hintStore, detail)
        case .duplicateName: self.init(language, "duplicate-name", .errorWalletNameTaken, .hintOtherName, detail)
        case .notFound: self.init(language, "not-found", .errorNotFound, .hintChooseOwnAccount, detail)
        case .accountTaken: self.init(language, "account-taken", .errorAccountTaken, .hintRetry, detail)
        }
        self = withTypedDetail(of: error, language: language)
    }

    /// A wallet operation's failure in `language` (the registry's, the keystore's and a backup's as their own
    /// initializers say them).
    public init(_ error: WalletError, language: Language) {
        switch error {
        case .registry(let inner): self.init(inner, language: language)
        case .keystore(let inner): self.init(inner, language: language)
        case .backup(let inner): self.init(inner, language: language)
        case .noWallet(let missing):
            self.init(language, "no-wallet", .errorNoWallet, .hintCreateWallet, missing.description)
        case .unsupported(let reason):
            self.init(language, "unsupported", .errorUnsupported, .hintSeeDetails, reason.description)
        case .alreadyInKeystore(let wallet):
            self.init(
                language, "already-in-keystore", .errorAlreadyInKeystore, .hintAlreadyInKeystore, error.description,
                arguments: [Self.shown(wallet)])
        case .invalidName(let inner): self.init(inner, language: language)
        }
        // Another language says the detail in its words, or none where the message says it all.
        self = withTypedDetail(of: error, language: language)
    }

    /// A name refused for a new wallet (`WalletName`), in `language`.
    public init(_ error: WalletNameError, language: Language) {
        let detail = error.description
        switch error {
        case .empty: self.init(language, "wallet-name-empty", .errorWalletNameEmpty, .hintWalletName, detail)
        case .tooLong(let characters, let maximum):
            self.init(
                language, "wallet-name-too-long", .errorWalletNameTooLong, .hintWalletName, detail,
                arguments: [String(characters), String(maximum)])
        case .controlCharacter:
            self.init(language, "wallet-name-control", .errorWalletNameControl, .hintWalletName, detail)
        case .taken(let existing):
            self.init(
                language, "wallet-name-taken", .errorWalletNameInUse, .hintWalletName, detail,
                arguments: [Self.shown(existing)])
        }
        // Another language says the detail in its words, or none where the message says it all.
        self = withTypedDetail(of: error, language: language)
    }

    /// A backup that cannot be restored, in `language`.
    public init(_ error: BackupProblem, language: Language) {
        let detail = error.description
        let code: String
        switch error {
        case .duplicateID: code = "backup-duplicate-id"
        case .duplicateName: code = "backup-duplicate-name"
        case .invalidID: code = "backup-invalid-id"
        case .noAccounts: code = "backup-no-accounts"
        case .duplicateAccount: code = "backup-duplicate-account"
        case .inconsistentWallet: code = "backup-inconsistent"
        case .secretMismatch: code = "backup-secret-mismatch"
        case .entryExists(let id, _):
            let shown = Self.shown(id, limit: 64)
            let l10n = Localizer(language)
            self.init(
                code: "backup-entry-exists", message: l10n(.errorBackupEntryExists, shown),
                hint: l10n(.hintBackupEntryExists, shown), detail: detail)
            self = withTypedDetail(of: error, language: language)
            return
        }
        self.init(language, code, .errorBackupInvalid, .hintBackupInvalid, detail)
        // Another language says the detail in its words, or none where the message says it all.
        self = withTypedDetail(of: error, language: language)
    }

    /// A backup file that was not written, in `language`.
    public init(_ error: WalletBackup.WriteError, language: Language) {
        let detail = error.description
        switch error {
        case .noWallets: self.init(language, "backup-no-wallets", .errorBackupNoWallets, .hintCreateWallet, detail)
        case .exists:
            self.init(language, "backup-file-exists", .errorBackupFileExists, .hintBackupFileExists, detail)
        case .sealing(let inner):
            let view = ErrorViewModel(inner, language: language)
            self.init(code: view.code, message: view.message, hint: view.hint, detail: detail)
        case .file: self.init(language, "backup-file", .errorBackupNotWritten, .hintStore, detail)
        }
        // Another language says the detail in its words, or none where the message says it all.
        self = withTypedDetail(of: error, language: language)
    }

    /// A Solana Pay link refused or a payment that could not be made, in `language`.
    public init(_ error: SolanaPayError, language: Language) {
        let detail = error.description
        let message = L10nKey.errorPayLinkInvalid
        let hint = L10nKey.hintPayLink
        switch error {
        case .tooLong: self.init(language, "pay-too-long", message, hint, detail)
        case .badScheme: self.init(language, "pay-bad-scheme", message, hint, detail)
        case .missingRecipient: self.init(language, "pay-missing-recipient", message, hint, detail)
        case .badRecipient: self.init(language, "pay-bad-recipient", message, hint, detail)
        case .badAmount: self.init(language, "pay-bad-amount", message, hint, detail)
        case .badSPLToken: self.init(language, "pay-bad-spl-token", message, hint, detail)
        case .badReference: self.init(language, "pay-bad-reference", message, hint, detail)
        case .duplicateParameter: self.init(language, "pay-duplicate-parameter", message, hint, detail)
        case .badPercentEncoding: self.init(language, "pay-bad-percent-encoding", message, hint, detail)
        case .invalidUTF8: self.init(language, "pay-invalid-utf8", message, hint, detail)
        case .fragmentNotAllowed: self.init(language, "pay-fragment", message, hint, detail)
        case .invalidCharacter: self.init(language, "pay-invalid-character", message, hint, detail)
        case .badLink: self.init(language, "pay-bad-link", message, hint, detail)
        case .missingAmount:
            self.init(language, "pay-missing-amount", .errorPayMissingAmount, .hintPayEnterAmount, detail)
        case .missingMintDecimals:
            self.init(language, "pay-missing-decimals", .errorPayTokenUnsupported, .hintSeeDetails, detail)
        case .unsupportedTokenProgram:
            self.init(language, "pay-token-program", .errorPayTokenUnsupported, .hintSeeDetails, detail)
        case .payerIsRecipient: self.init(language, "pay-to-self", .errorPayToSelf, .hintPayOtherAccount, detail)
        case .merchantMalformed:
            self.init(language, "merchant-malformed", .errorMerchantRefused, .hintMerchant, detail)
        case .merchantMalicious:
            self.init(language, "merchant-malicious", .errorMerchantRefused, .hintMerchant, detail)
        case .merchantFailed: self.init(language, "merchant-failed", .errorMerchantRefused, .hintMerchant, detail)
        case .notAskedToSign:
            self.init(language, "merchant-not-asking", .errorMerchantRefused, .hintMerchant, detail)
        case .merchantUnreachable:
            self.init(language, "merchant-unreachable", .errorMerchantUnreachable, .hintConnectionLater, detail)
        case .blockedHost(let host):
            self.init(
                language, "blocked-host", .errorBlockedHost, .hintBlocklist, detail,
                arguments: [Self.shown(host)])
        }
    }

    /// A wallet's Solana Pay input refused (a scanned image, the amount to pay, a request being built), in
    /// `language`.
    public init(_ error: SolanaPayInputError, language: Language) {
        let detail = error.description
        switch error {
        case .noPaymentCode: self.init(language, "pay-no-code", .errorPayLinkInvalid, .hintSeeDetails, detail)
        case .severalPaymentCodes:
            self.init(language, "pay-several-codes", .errorPayLinkInvalid, .hintSeeDetails, detail)
        case .amountMismatch:
            self.init(language, "pay-amount-mismatch", .errorAmountInvalid, .hintSeeDetails, detail)
        case .amountMissing:
            self.init(language, "pay-missing-amount", .errorPayMissingAmount, .hintPayEnterAmount, detail)
        case .invalidReference: self.init(language, "pay-bad-reference", .errorPayLinkInvalid, .hintPayLink, detail)
        case .invalidAmount: self.init(language, "invalid-amount", .errorAmountInvalid, .hintAmountFormat, detail)
        case .memoTooLong: self.init(language, "memo-too-long", .errorBuild, .hintSeeDetails, detail)
        case .doesNotRoundTrip:
            self.init(language, "pay-not-round-trip", .errorPayLinkInvalid, .hintSeeDetails, detail)
        }
        // Another language says the detail in its words, or none where the message says it all.
        self = withTypedDetail(of: error, language: language)
    }

    /// A send refused or not completed, in `language`.
    public init(_ error: SendError, language: Language) {
        let detail = error.description
        switch error {
        case .invalidAmount(let amount):
            // The amount's own message says which rule it broke ("at most 9 decimal places"); the code stays.
            let view = ErrorViewModel(amount, language: language)
            self.init(code: "invalid-amount", message: view.message, hint: view.hint, detail: detail)
        case .zeroAmount: self.init(language, "zero-amount", .errorAmountZero, .hintAmountAboveZero, detail)
        case .insufficientFunds:
            self.init(language, "insufficient-funds", .errorInsufficientSOL, .hintSendLess, detail)
        case .insufficientTokens:
            self.init(language, "insufficient-tokens", .errorInsufficientTokens, .hintSendLess, detail)
        case .senderUnfunded:
            self.init(language, "sender-unfunded", .errorSenderUnfunded, .hintFundAccount, detail)
        case .recipientUnfunded:
            self.init(language, "recipient-unfunded", .errorRecipientUnfunded, .hintCheckRecipient, detail)
        case .recipientBelowRent:
            self.init(language, "recipient-below-rent", .errorRecipientBelowRent, .hintLargerAmount, detail)
        case .senderBelowRent:
            self.init(language, "sender-below-rent", .errorSenderBelowRent, .hintSendLessOrAll, detail)
        case .notAMint: self.init(language, "not-a-mint", .errorTokenAccount, .hintSeeDetails, detail)
        case .noTokenAccount: self.init(language, "no-token-account", .errorTokenAccount, .hintSeeDetails, detail)
        case .frozen: self.init(language, "frozen", .errorTokenAccount, .hintSeeDetails, detail)
        case .recipientTokenAccountMismatch:
            self.init(language, "recipient-token-mismatch", .errorTokenAccount, .hintSeeDetails, detail)
        case .network: self.init(language, "network", .errorNetwork, .hintCheckConnection, detail)
        case .build: self.init(language, "build", .errorBuild, .hintSeeDetails, detail)
        case .invalidPriorityFee:
            self.init(language, "invalid-priority-fee", .errorInvalidPriorityFee, .hintPriorityFeeChoices, detail)
        case .simulationFailed:
            self.init(language, "simulation-failed", .errorSimulationFailed, .hintSeeDetails, detail)
        case .failed: self.init(language, "failed", .errorTransactionFailed, .hintSeeDetails, detail)
        case .expired: self.init(language, "expired", .errorExpired, .hintSendAgain, detail)
        case .unconfirmed: self.init(language, "unconfirmed", .errorNotConfirmed, .hintCheckBeforeRetry, detail)
        case .refused: self.init(language, "refused", .errorRefused, .hintSeeDetails, detail)
        case .recipientLosesFunds:
            self.init(language, "recipient-loses-funds", .errorRecipientLosesFunds, .hintAcknowledge, detail)
        }
        // Another language says the detail in its words, or none where the message says it all.
        self = withTypedDetail(of: error, language: language)
    }

    /// A staking action refused or failed, in `language` (a send's failure as `init(_:language:)` of `SendError`
    /// says it).
    public init(_ error: StakingError, language: Language) {
        let detail = error.description
        switch error {
        case .invalidAmount(let amount):
            // The amount's own message says which rule it broke ("at most 9 decimal places"); the code stays.
            let view = ErrorViewModel(amount, language: language)
            self.init(code: "invalid-amount", message: view.message, hint: view.hint, detail: detail)
        case .zeroAmount: self.init(language, "zero-amount", .errorAmountZero, .hintAmountAboveZero, detail)
        case .belowMinimumDelegation:
            self.init(language, "below-minimum-delegation", .errorBelowMinimumDelegation, .hintLargerAmount, detail)
        case .insufficientFunds:
            self.init(language, "insufficient-funds", .errorInsufficientSOL, .hintSendLess, detail)
        case .belowRent: self.init(language, "below-rent", .errorStakeBelowRent, .hintWithdrawLess, detail)
        case .unknownValidator:
            self.init(language, "unknown-validator", .errorUnknownValidator, .hintPickValidator, detail)
        case .delinquentValidator:
            self.init(language, "delinquent-validator", .errorDelinquentValidator, .hintPickValidator, detail)
        case .notAStakeAccount:
            self.init(language, "not-a-stake-account", .errorNotStakeAccount, .hintCopyWhole, detail)
        case .notAuthorized:
            self.init(language, "not-authorized", .errorStakeNotAuthorized, .hintSeeDetails, detail)
        case .notDelegated: self.init(language, "not-delegated", .errorNotDelegated, .hintSeeDetails, detail)
        case .alreadyDeactivated:
            self.init(language, "already-deactivated", .errorAlreadyDeactivated, .hintWithdrawWhenInactive, detail)
        case .stillStaked: self.init(language, "still-staked", .errorStillStaked, .hintDeactivateFirst, detail)
        case .exceedsWithdrawable:
            self.init(language, "exceeds-withdrawable", .errorExceedsWithdrawable, .hintWithdrawLess, detail)
        case .cannotMerge: self.init(language, "cannot-merge", .errorCannotMerge, .hintSeeDetails, detail)
        case .noFreeSeed: self.init(language, "no-free-seed", .errorNoFreeSeed, .hintMergeOld, detail)
        case .state: self.init(language, "stake-state", .errorStakeState, .hintTryLater, detail)
        case .send(let inner):
            let view = ErrorViewModel(inner, language: language)
            self.init(code: view.code, message: view.message, hint: view.hint, detail: detail)
        }
        // Another language says the detail in its words, or none where the message says it all.
        self = withTypedDetail(of: error, language: language)
    }

    /// Market data that could not be loaded, in `language`.
    public init(_ error: MarketDataError, language: Language) {
        let detail = error.description
        switch error {
        case .invalidRequest:
            self.init(language, "market-invalid-request", .errorMarketRequest, .hintCheckValues, detail)
        case .coinNotFound: self.init(language, "coin-not-found", .errorCoinNotFound, .hintSearchCoin, detail)
        case .rateLimited:
            self.init(language, "market-rate-limited", .errorMarketRateLimited, .hintWaitMinute, detail)
        case .httpStatus:
            self.init(language, "market-http", .errorMarketUnavailable, .hintConnectionLater, detail)
        case .malformed:
            self.init(language, "market-malformed", .errorMarketUnavailable, .hintConnectionLater, detail)
        case .timeout:
            self.init(language, "market-timeout", .errorMarketUnavailable, .hintConnectionLater, detail)
        case .connection:
            self.init(language, "market-connection", .errorMarketUnavailable, .hintConnectionLater, detail)
        case .responseTooLarge:
            self.init(language, "market-too-large", .errorMarketUnavailable, .hintConnectionLater, detail)
        case .cache: self.init(language, "market-cache", .errorMarketCache, .hintStore, detail)
        case .cancelled: self.init(language, "cancelled", .errorCancelled, .hintRunAgain, detail)
        }
        // Another language says the detail in its words, or none where the message says it all.
        self = withTypedDetail(of: error, language: language)
    }

    /// A chart that could not be drawn, in `language`.
    public init(_ error: ChartError, language: Language) {
        let detail = error.description
        switch error {
        case .series: self.init(language, "chart-series", .errorChart, .hintSeeDetails, detail)
        case .size: self.init(language, "chart-size", .errorChart, .hintSeeDetails, detail)
        case .trendMismatch: self.init(language, "chart-trend", .errorChart, .hintSeeDetails, detail)
        case .pngFailed: self.init(language, "chart-png", .errorChart, .hintSeeDetails, detail)
        }
        // Another language says the detail in its words, or none where the message says it all.
        self = withTypedDetail(of: error, language: language)
    }

    /// A transaction that could not be looked up, in `language`.
    public init(_ error: TransactionLookupError, language: Language) {
        let detail = error.description
        switch error {
        case .notFound:
            self.init(
                language, "transaction-not-found", .errorTransactionNotFound, .hintCheckSignatureCluster, detail)
        case .malformed: self.init(language, "malformed", .errorMalformedAnswer, .hintOtherNode, detail)
        case .network: self.init(language, "network", .errorNetwork, .hintCheckConnection, detail)
        }
        // Another language says the detail in its words, or none where the message says it all.
        self = withTypedDetail(of: error, language: language)
    }

    /// The message and hint of `message` and `hint` in `language`, `arguments` filling the message.
    /// An account name that cannot be resolved, in `language` (`AccountResolutionError.message`).
    public init(_ error: AccountResolutionError, language: Language) {
        let l10n = Localizer(language)
        var root = error
        while case .inSetting(_, let inner) = root { root = inner }
        let code: String
        let hint: L10nKey
        switch root {
        case .unknown: (code, hint) = ("unknown-account", .hintInvalidAddress)
        case .ambiguous: (code, hint) = ("ambiguous-account", .hintCheckValues)
        case .notOwn: (code, hint) = ("not-own-account", .hintCheckValues)
        case .noAccount, .inSetting: (code, hint) = ("no-account", .hintCheckValues)
        }
        self.init(code: code, message: error.message(language), hint: l10n(hint), detail: error.description)
        // Another language says the detail in its words, or none where the message says it all.
        self = withTypedDetail(of: error, language: language)
    }

    /// An address-book refusal in `language` (`ContactError.message`).
    public init(_ error: ContactError, language: Language) {
        self.init(
            code: "contact", message: error.message(language), hint: Localizer(language)(.hintCheckValues),
            detail: error.description)
        // Another language says the detail in its words, or none where the message says it all.
        self = withTypedDetail(of: error, language: language)
    }

    /// The SDK's input, setting and policy errors: one message per type (what was refused), the error's own English
    /// words as the detail.
    private static func typed(_ error: any Error, language: Language) -> ErrorViewModel? {
        let detail = String(describing: error)
        let said: (code: String, message: L10nKey, hint: L10nKey)
        switch error {
        case is TransactionDecodingError, is TransactionError:
            said = ("invalid-transaction", .errorInvalidTransaction, .hintCopyWhole)
        case is HexError: said = ("invalid-hex", .errorInvalidHex, .hintCopyWhole)
        case is KeypairImportError: said = ("invalid-secret-key", .errorInvalidSecretKey, .hintCopyWhole)
        case is ClusterParseError: said = ("invalid-cluster", .errorInvalidCluster, .hintClusterNames)
        case let error as WalletSettingError:
            // A value given on the command line or in the environment is fixed there, not with `config set`.
            let shown = TerminalText.sanitize(String(error.value.prefix(60)))
            switch error.source {
            case .flag:
                return ErrorViewModel(
                    language, "invalid-setting", .errorInvalidFlagValue, .hintSeeHelpValues, detail,
                    arguments: [shown, error.setting.rawValue])
            case .environment:
                return ErrorViewModel(
                    language, "invalid-setting", .errorInvalidEnvironmentValue, .hintChangeEnvironment, detail,
                    arguments: [shown, "$" + (error.setting.environmentVariable ?? error.setting.rawValue)])
            case .stored, .default: said = ("invalid-setting", .errorInvalidSetting, .hintChangeSetting)
            }
        case is HostBlocklistError: said = ("blocklist", .errorBlocklistUnreadable, .hintBlocklistFile)
        case is SigningPolicyError: said = ("invalid-cap", .errorInvalidCap, .hintAmountFormat)
        case is NewPasswordProblem: said = ("weak-password", .errorWeakPassword, .hintStrongPassword)
        case is VanityPatternError: said = ("vanity-pattern", .errorVanityPattern, .hintVanityPattern)
        case is ProgramAddressError: said = ("program-address", .errorProgramAddress, .hintProgramAddressSeeds)
        case is DerivationPathError: said = ("derivation-path", .errorDerivationPath, .hintDerivationPath)
        case let error as ClusterIdentityError:
            switch error {
            case .unknown: said = ("cluster-unknown", .errorClusterUnknown, .hintCheckConnection)
            case .malformed: said = ("malformed", .errorMalformedAnswer, .hintOtherNode)
            case .store: said = ("store", .errorStore, .hintStore)
            }
        case let error as SolanaPayValidationError:
            if case .unavailable = error {
                said = ("network", .errorNetwork, .hintCheckConnection)
            } else {
                said = ("pay-not-valid", .errorPayNotValid, .hintPayVerify)
            }
        case let error as PortfolioError:
            switch error {
            case .store: said = ("store", .errorStore, .hintStore)
            case .notHeld, .nothingToAdd: said = ("not-held", .errorCoinNotHeld, .hintPortfolioList)
            case .unknownCoin, .invalidCoinID: said = ("coin-not-found", .errorCoinNotFound, .hintSearchCoin)
            case .invalidAmount: said = ("amount-invalid", .errorAmountInvalid, .hintAmountFormat)
            }
        case let error as HoldingEditError:
            switch error {
            case .portfolio(let inner): return ErrorViewModel(inner, language: language)
            case .unchecked(_, let inner):
                let view = ErrorViewModel(inner, language: language)
                return ErrorViewModel(code: view.code, message: view.message, hint: view.hint, detail: detail)
            }
        default: return nil
        }
        return ErrorViewModel(language, said.code, said.message, said.hint, detail)
    }

    init(
        _ language: Language, _ code: String, _ message: L10nKey, _ hint: L10nKey, _ detail: String?,
        arguments: [String] = []
    ) {
        let l10n = Localizer(language)
        self.init(
            code: code, message: Localizer.fill(l10n.template(message), arguments), hint: l10n(hint), detail: detail)
    }

    /// An off-chain message refused (malformed, past its format's limits, transaction-shaped) or a signer not
    /// listed, in `language`.
    public init(_ error: OffchainMessageError, language: Language) {
        let detail = error.description
        switch error {
        case .transactionShaped:
            self.init(
                language, "offchain-transaction-shaped", .errorOffchainTransactionShaped, .hintSeeDetails, detail)
        case .signerNotListed:
            self.init(language, "offchain-signer-not-listed", .errorOffchainSignerNotListed, .hintSeeDetails, detail)
        case .tooLong:
            self.init(language, "offchain-too-long", .errorOffchainInvalid, .hintOffchainMessage, detail)
        case .notRestrictedASCII, .invalidUTF8:
            self.init(language, "offchain-bad-text", .errorOffchainInvalid, .hintOffchainMessage, detail)
        case .emptyContent:
            self.init(language, "offchain-empty", .errorOffchainInvalid, .hintOffchainMessage, detail)
        case .truncated, .badSigningDomain, .unsupportedVersion, .unknownFormat, .noSigners, .tooManySigners,
            .signersNotSorted, .duplicateSigner, .lengthMismatch:
            self.init(language, "offchain-malformed", .errorOffchainInvalid, .hintOffchainMessage, detail)
        }
        self = withTypedDetail(of: error, language: language)
    }

    /// A Sign-In With Solana request, message or output refused (each way it can be wrong, with its own code), in
    /// `language`.
    public init(_ error: SignInError, language: Language) {
        let detail = error.description
        switch error {
        case .malformed, .tooLong, .invalidField:
            self.init(language, "sign-in-invalid", .errorSignInInvalid, .hintSignIn, detail)
        case .wrongDomain(let expected, let actual):
            self.init(
                language, "sign-in-wrong-domain", .errorSignInWrongDomain, .hintSignIn, detail,
                arguments: [actual, expected])
        case .wrongAddress(let expected, let actual):
            self.init(
                language, "sign-in-wrong-address", .errorSignInWrongAddress, .hintSignIn, detail,
                arguments: [actual, expected])
        case .wrongChain(let expected, let actual):
            self.init(
                language, "sign-in-wrong-chain", .errorSignInWrongChain, .hintSignIn, detail,
                arguments: [actual ?? "—", expected ?? "—"])
        case .wrongNonce:
            self.init(
                language, "sign-in-wrong-nonce", .errorSignInMismatch, .hintSignInVerify, detail, arguments: ["nonce"])
        case .fieldMismatch(let name):
            self.init(language, "sign-in-mismatch", .errorSignInMismatch, .hintSignInVerify, detail, arguments: [name])
        case .expired: self.init(language, "sign-in-expired", .errorSignInExpired, .hintSignIn, detail)
        case .notYetValid: self.init(language, "sign-in-not-yet-valid", .errorSignInNotYetValid, .hintSignIn, detail)
        case .staleIssuedAt: self.init(language, "sign-in-stale", .errorSignInStale, .hintSignIn, detail)
        case .badSignature:
            self.init(language, "sign-in-bad-signature", .errorSignInBadSignature, .hintSignInVerify, detail)
        case .tampered: self.init(language, "sign-in-tampered", .errorSignInBadSignature, .hintSignInVerify, detail)
        case .invalidRequest: self.init(language, "sign-in-request", .errorSignInRequest, .hintSignIn, detail)
        case .invalidOrigin: self.init(language, "sign-in-origin", .errorSignInOrigin, .hintSignIn, detail)
        case .noOrigin: self.init(language, "sign-in-no-origin", .errorSignInNoOrigin, .hintSignIn, detail)
        case .invalidOutput: self.init(language, "sign-in-output", .errorSignInOutput, .hintSignInVerify, detail)
        }
        self = withTypedDetail(of: error, language: language)
    }
}
