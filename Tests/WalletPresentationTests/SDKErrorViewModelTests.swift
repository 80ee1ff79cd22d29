import Foundation
import MarketData
import SolanaCore
import SolanaTransactions
import SolanaWallet
import Testing
import WalletPresentation

@testable import SolanaRPC

/// Every SDK error that reaches a user, as `ErrorViewModel` says it: a code that does not depend on the language, a
/// message and a hint in the user's language, and the error's English description as the detail.
@Suite struct SDKErrorViewModelTests {
    static let key = Sample.owner
    static let other = Sample.friend
    static let signature = Sample.signature(5)
    static let rpc = RPCClientError.transport("connection refused")
    static let failure = TransactionFailure(
        signature: signature, stage: .onChain, error: .string("InstructionError"), logs: ["log"], message: nil)

    /// One value of every case of every mapped error type, with the code it must have.
    static let cases: [(error: any Error, code: String)] = [
        (RPCClientError.rpc(RPCError(code: -32602, message: "invalid params")), "rpc-error"),
        (RPCClientError.httpStatus(503, body: "busy"), "rpc-http"),
        (RPCClientError.rateLimited(retryAfter: .seconds(3)), "rpc-rate-limited"),
        (RPCClientError.malformedResponse("not JSON"), "rpc-malformed"),
        (RPCClientError.timeout(.seconds(30)), "rpc-timeout"),
        (rpc, "rpc-unreachable"),
        (RPCClientError.cancelled, "cancelled"),
        (RPCClientError.invalidRequest("NaN"), "rpc-invalid-request"),
        (RPCClientError.responseTooLarge(limit: 1_000), "rpc-too-large"),
        (
            RPCClientError.confirmationTimeout(signature: signature, lastValidBlockHeight: 9, waited: .seconds(60)),
            "unconfirmed"
        ),
        (AirdropError.rpc(rpc), "rpc-unreachable"),
        (AirdropError.failed(signature: signature, error: .string("boom")), "airdrop-failed"),
        (
            AirdropError.notConfirmed(signature: signature, commitment: .confirmed, timeout: .seconds(30)),
            "airdrop-unconfirmed"
        ),
        (AmountError.empty, "amount-empty"),
        (AmountError.invalidCharacter("x", position: 1), "amount-invalid"),
        (AmountError.malformed("1."), "amount-invalid"),
        (AmountError.tooManyDecimals(maximum: 9, found: 10), "amount-too-many-decimals"),
        (AmountError.overflow(maximum: "18446744073.709551615"), "amount-too-large"),
        (AmountError.invalidDecimals(300), "amount-invalid-decimals"),
        (ValueParseError.invalidCharacter(kind: "public key", character: "0", position: 0), "invalid-address"),
        (ValueParseError.wrongLength(kind: "public key", expected: 32, actual: 3), "invalid-address"),
        (ValueParseError.textTooLong(kind: "signature", maximum: 88, actual: 100), "invalid-signature"),
        (ValueParseError.wrongLength(kind: "hash", expected: 32, actual: 3), "invalid-value"),
        (KeystoreError.malformed("short"), "keystore-malformed"),
        (KeystoreError.authenticationFailed, "wrong-password"),
        (KeystoreError.unsupportedVersion(2), "keystore-version"),
        (KeystoreError.io(operation: "open", path: "/k/a.swks", code: 13), "keystore-io"),
        (KeystoreError.notFound(id: "main"), "keystore-not-found"),
        (KeystoreError.invalidIdentifier("../x"), "keystore-invalid-id"),
        (KeystoreError.invalidSecret("31 bytes"), "keystore-invalid-secret"),
        (KeystoreError.invalidPassword("not UTF-8"), "keystore-invalid-password"),
        (KeystoreError.parametersOutOfBounds(opsLimit: 1, memLimitKiB: 8), "keystore-parameters"),
        (KeystoreError.keyDerivationFailed("out of memory"), "keystore-kdf"),
        (KeystoreError.keyMismatch(expected: key, found: other), "keystore-key-mismatch"),
        (KeystoreError.symbolicLink(path: "/k/a.swks"), "keystore-symlink"),
        (KeystoreError.verificationFailed(path: "/k/a.swks", reason: "differs"), "keystore-verification"),
        (KeystoreError.entry(id: "main", error: .authenticationFailed), "wrong-password"),
        (KeystoreError.backend("keychain locked"), "keystore-backend"),
        (KeystoreError.passwordMismatch(id: "main"), "keystore-password-mismatch"),
        (WalletStoreError.database("disk I/O error"), "store"),
        (WalletStoreError.corrupt("row 3"), "store-corrupt"),
        (WalletStoreError.duplicateName("main"), "duplicate-name"),
        (WalletStoreError.notFound("wallet 'x'"), "not-found"),
        (WalletStoreError.accountTaken(2), "account-taken"),
        (WalletError.registry(.duplicateName("main")), "duplicate-name"),
        (WalletError.keystore(.authenticationFailed), "wrong-password"),
        (WalletError.noWallet(.noWalletYet), "no-wallet"),
        (WalletError.unsupported(.noOtherAccounts(wallet: "key")), "unsupported"),
        (WalletError.backup(.duplicateName("main")), "backup-duplicate-name"),
        (WalletError.alreadyInKeystore(wallet: "main"), "already-in-keystore"),
        (BackupProblem.duplicateID("a", wallets: ["x", "y"]), "backup-duplicate-id"),
        (BackupProblem.duplicateName("x"), "backup-duplicate-name"),
        (BackupProblem.invalidID("../a", wallet: "x"), "backup-invalid-id"),
        (BackupProblem.noAccounts(wallet: "x"), "backup-no-accounts"),
        (BackupProblem.duplicateAccount(1, wallet: "x"), "backup-duplicate-account"),
        (BackupProblem.inconsistentWallet(wallet: "x", reason: "two accounts"), "backup-inconsistent"),
        (
            BackupProblem.secretMismatch(wallet: "x", account: 0, expected: key, derived: other),
            "backup-secret-mismatch"
        ),
        (BackupProblem.entryExists(id: "abc", wallet: "x"), "backup-entry-exists"),
        (WalletBackup.WriteError.noWallets, "backup-no-wallets"),
        (WalletBackup.WriteError.exists(path: "/tmp/b"), "backup-file-exists"),
        (WalletBackup.WriteError.sealing(.keyDerivationFailed("memory")), "keystore-kdf"),
        (WalletBackup.WriteError.file(path: "/tmp/b", reason: "read-only file system"), "backup-file"),
        (SolanaPayError.tooLong(length: 3_000, maximum: 2_048), "pay-too-long"),
        (SolanaPayError.badScheme("http"), "pay-bad-scheme"),
        (SolanaPayError.missingRecipient, "pay-missing-recipient"),
        (SolanaPayError.badRecipient("0OIl", reason: "base58"), "pay-bad-recipient"),
        (SolanaPayError.badAmount("1.x", .invalidCharacter("x", position: 2)), "pay-bad-amount"),
        (SolanaPayError.badSPLToken("x", reason: "base58"), "pay-bad-spl-token"),
        (SolanaPayError.badReference("x", index: 0, reason: "base58"), "pay-bad-reference"),
        (SolanaPayError.duplicateParameter(.amount), "pay-duplicate-parameter"),
        (SolanaPayError.badPercentEncoding(part: "label"), "pay-bad-percent-encoding"),
        (SolanaPayError.invalidUTF8(part: "memo"), "pay-invalid-utf8"),
        (SolanaPayError.fragmentNotAllowed, "pay-fragment"),
        (SolanaPayError.invalidCharacter(position: 4), "pay-invalid-character"),
        (SolanaPayError.badLink("http://x", reason: "not https"), "pay-bad-link"),
        (SolanaPayError.missingAmount, "pay-missing-amount"),
        (SolanaPayError.missingMintDecimals, "pay-missing-decimals"),
        (SolanaPayError.unsupportedTokenProgram(other), "pay-token-program"),
        (SolanaPayError.payerIsRecipient, "pay-to-self"),
        (SolanaPayError.merchantMalformed("bad JSON"), "merchant-malformed"),
        (SolanaPayError.merchantMalicious("another signer"), "merchant-malicious"),
        (SolanaPayError.merchantFailed(status: 500, message: "down"), "merchant-failed"),
        (SolanaPayError.merchantUnreachable("timeout"), "merchant-unreachable"),
        (SolanaPayError.notAskedToSign(key), "merchant-not-asking"),
        (SolanaPayError.blockedHost("evil.example"), "blocked-host"),
        (SendError.invalidAmount(.tooManyDecimals(maximum: 9, found: 10)), "invalid-amount"),
        (SendError.zeroAmount, "zero-amount"),
        (SendError.insufficientFunds(needed: 2_000_000_000, available: 1), "insufficient-funds"),
        (SendError.insufficientTokens(needed: 20, available: 1, decimals: 6), "insufficient-tokens"),
        (SendError.senderUnfunded(key), "sender-unfunded"),
        (SendError.recipientUnfunded(other), "recipient-unfunded"),
        (SendError.recipientBelowRent(amount: 1, minimum: 890_880), "recipient-below-rent"),
        (SendError.senderBelowRent(remaining: 1, minimum: 890_880), "sender-below-rent"),
        (SendError.notAMint(other), "not-a-mint"),
        (SendError.noTokenAccount(owner: key, mint: other), "no-token-account"),
        (SendError.frozen(other), "frozen"),
        (SendError.recipientTokenAccountMismatch(account: other, mint: key), "recipient-token-mismatch"),
        (SendError.network("cannot reach the RPC node"), "network"),
        (SendError.build("the memo is too long"), "build"),
        (SendError.simulationFailed(error: "custom 1", logs: ["log 1"]), "simulation-failed"),
        (SendError.failed(failure), "failed"),
        (SendError.expired(signature), "expired"),
        (SendError.unconfirmed(signature), "unconfirmed"),
        (SendError.refused([.accountClosed(key)]), "refused"),
        (SendError.recipientLosesFunds([.recipientIsMint]), "recipient-loses-funds"),
        (StakingError.invalidAmount(.malformed("x")), "invalid-amount"),
        (StakingError.zeroAmount, "zero-amount"),
        (StakingError.belowMinimumDelegation(amount: 1, minimum: 1_000_000_000), "below-minimum-delegation"),
        (StakingError.insufficientFunds(needed: 2, available: 1), "insufficient-funds"),
        (StakingError.belowRent(remaining: 1, minimum: 2_282_880), "below-rent"),
        (StakingError.unknownValidator(other), "unknown-validator"),
        (StakingError.delinquentValidator(other, lastVote: 7), "delinquent-validator"),
        (StakingError.notAStakeAccount(other), "not-a-stake-account"),
        (StakingError.notAuthorized(account: other, role: "staker", authority: key), "not-authorized"),
        (StakingError.notDelegated(other), "not-delegated"),
        (StakingError.alreadyDeactivated(other, epoch: 3), "already-deactivated"),
        (StakingError.stillStaked(other, phase: .activating, staked: 5), "still-staked"),
        (StakingError.exceedsWithdrawable(requested: 9, withdrawable: 1), "exceeds-withdrawable"),
        (StakingError.cannotMerge("different voters"), "cannot-merge"),
        (StakingError.noFreeSeed, "no-free-seed"),
        (StakingError.state(.unknownTag(9)), "stake-state"),
        (StakingError.send(.expired(signature)), "expired"),
        (MarketDataError.invalidRequest("empty id"), "market-invalid-request"),
        (MarketDataError.coinNotFound("nope"), "coin-not-found"),
        (MarketDataError.rateLimited(retryAfter: 30), "market-rate-limited"),
        (MarketDataError.httpStatus(503, message: nil), "market-http"),
        (MarketDataError.malformed("not JSON"), "market-malformed"),
        (MarketDataError.timeout, "market-timeout"),
        (MarketDataError.connection("refused"), "market-connection"),
        (MarketDataError.responseTooLarge(limit: 10), "market-too-large"),
        (MarketDataError.cache("disk full"), "market-cache"),
        (MarketDataError.cancelled, "cancelled"),
        (SolanaPayInputError.noPaymentCode(otherCodes: 1), "pay-no-code"),
        (SolanaPayInputError.severalPaymentCodes(2), "pay-several-codes"),
        (SolanaPayInputError.amountMismatch(requested: "1", entered: "2"), "pay-amount-mismatch"),
        (SolanaPayInputError.amountMissing, "pay-missing-amount"),
        (
            SolanaPayInputError.invalidReference("x", .wrongLength(kind: "public key", expected: 32, actual: 1)),
            "pay-bad-reference"
        ),
        (SolanaPayInputError.invalidAmount("-1", .invalidCharacter("-", position: 1)), "invalid-amount"),
        (SolanaPayInputError.memoTooLong(bytes: 600), "memo-too-long"),
        (SolanaPayInputError.doesNotRoundTrip, "pay-not-round-trip"),
        (ChartError.series(.empty), "chart-series"),
        (ChartError.size("too wide"), "chart-size"),
        (ChartError.trendMismatch(points: 3, trendPoints: 2), "chart-trend"),
        (ChartError.pngFailed("out of memory"), "chart-png"),
        (TransactionLookupError.notFound(signature, cluster: "devnet"), "transaction-not-found"),
        (TransactionLookupError.malformed(signature, "no metadata"), "malformed"),
        (TransactionLookupError.network("cannot reach the RPC node: refused"), "network"),
        // Input, setting and policy errors: one message per type.
        (TransactionDecodingError.unsupportedVersion(1), "invalid-transaction"),
        (TransactionError.tooManyAccounts(count: 300), "invalid-transaction"),
        (HexError.oddLength(3), "invalid-hex"),
        (Self.keypairImport, "invalid-secret-key"),
        (ClusterParseError(text: "nowhere"), "invalid-cluster"),
        (
            WalletSettingError(setting: .commitment, source: .environment, value: "fast", refusal: .notACommitment),
            "invalid-setting"
        ),
        (HostBlocklistError.unreadable("/nowhere/blocklist.yml"), "blocklist"),
        (HostBlocklistError.notUTF8, "blocklist"),
        (SigningPolicyError.invalidCap("lots"), "invalid-cap"),
        (NewPasswordProblem.tooShort(length: 3, minimum: 12), "weak-password"),
        (NewPasswordProblem.tooCommon, "weak-password"),
    ]

    /// A base58 secret key that is not one.
    static var keypairImport: KeypairImportError {
        do {
            _ = try Keypair(base58SecretKey: "1111")
            return .invalidBase58(.invalidCharacter("0", position: 0))
        } catch { return error }
    }

    @Test func everyCaseHasAStableCodeAndATranslatedMessageAndHint() throws {
        #expect(Self.cases.count >= 140, "every case of every mapped type is listed")
        for (error, code) in Self.cases {
            let english = ErrorViewModel(error, language: .en)
            let description = TerminalText.sanitize(String(describing: error))
            #expect(english.code == code, "\(error)")
            #expect(english.detail == description, "the detail is the English description: \(error)")
            for language in Language.allCases {
                let model = ErrorViewModel(error, language: language)
                #expect(model.code == code, "\(language) \(error)")
                // The English description, or in another language the typed reason said in it (issue 28).
                switch ErrorViewModel.detail(of: error, language: language) {
                case .english: #expect(model.detail == description, "\(language) \(error)")
                case .none: #expect(language != .en && model.detail == nil, "\(language) \(error)")
                case .said(let typed):
                    #expect(model.detail == typed && typed != description, "\(language) \(error)")
                }
                #expect(!model.message.isEmpty && !model.hint.isEmpty, "\(language) \(error)")
                #expect(!model.message.contains("{") && !model.hint.contains("{"), "\(language) \(error)")
                guard language != .en else { continue }
                #expect(model.message != english.message, "\(language) message of \(error)")
                #expect(model.hint != english.hint, "\(language) hint of \(error)")
                #expect(model.message != description && model.hint != description, "\(language) \(error)")
            }
        }
    }

    @Test func theTypedInitializersAgreeWithTheDispatcher() {
        for language in Language.allCases {
            #expect(
                ErrorViewModel(Self.rpc, language: language)
                    == ErrorViewModel(Self.rpc as any Error, language: language))
            let send = SendError.zeroAmount
            #expect(ErrorViewModel(send, language: language) == ErrorViewModel(send as any Error, language: language))
            let wallet = WalletError.keystore(.authenticationFailed)
            #expect(
                ErrorViewModel(wallet, language: language) == ErrorViewModel(wallet as any Error, language: language))
        }
    }

    @Test func aBadAddressIsNamedAndAnUnknownErrorIsStillSaid() throws {
        let error = ValueParseError.invalidCharacter(kind: "public key", character: "0", position: 0)
        let pt = ErrorViewModel(error, text: "0OIl\u{1B}[2J", language: .pt)
        #expect(pt.code == "invalid-address")
        #expect(pt.message == #"“0OIl\e[2J” não é um endereço Solana."#)
        #expect(pt.detail == "o caractere “0” na posição 0 não é base58 (sem 0, O, I ou l)")
        #expect(ErrorViewModel(error, text: "0OIl", language: .en).detail == error.description)
        struct Odd: Error, CustomStringConvertible { var description: String { "odd\nthing" } }
        let odd = ErrorViewModel(Odd() as any Error, language: .tr)
        #expect(odd.code == "unexpected" && odd.message == "Bir şeyler ters gitti.")
        #expect(odd.detail == "odd thing" || odd.detail?.contains("odd") == true)
        #expect(odd.detail?.contains("\n") == false)
    }

    @Test func anRPCHintNamesTheSettingsPageInTheBrowser() {
        for language in Language.allCases {
            let cli = ErrorViewModel(Self.rpc, language: language)
            #expect(cli.hint.contains("--url"))
            let browser = cli.inBrowser(language)
            #expect(!browser.hint.contains("--url") && browser.message == cli.message && browser.code == cli.code)
        }
    }
}
