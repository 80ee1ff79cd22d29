import Foundation
import QRCode
import SolanaKeys
import SolanaTransactions
import SolanaWallet

/// The detail lines of the send, staking, off-chain message, sign-in, QR and wallet database errors in another
/// language (issue 28): what their English description says beyond the localized message, in the language.
extension ErrorViewModel {
    /// The detail of one of these families' errors; nil for any other error.
    static func flowDetail(of error: any Error, _ l10n: Localizer) -> ErrorDetail? {
        switch error {
        case let error as SendError: return sendDetail(error, l10n)
        case let error as StakingError: return stakingDetail(error, l10n)
        case let error as OffchainMessageError: return offchainDetail(error, l10n)
        case let error as SignInError: return signInDetail(error)
        case let error as QRDecodeError: return qrDecodeDetail(error)
        case let error as QREncodeError: return qrEncodeDetail(error, l10n)
        case let error as QRRenderError: return qrRenderDetail(error, l10n)
        case let error as WalletStoreError: return storeDetail(error, l10n)
        case let error as WalletError:
            guard case .registry(let inner) = error else { return nil }
            return storeDetail(inner, l10n)
        default: return nil
        }
    }

    private static func sol(_ lamports: UInt64, _ l10n: Localizer) -> String {
        DisplayAmount.sol(lamports, language: l10n.language).textWithSymbol
    }

    /// A datum (a node's, a program's or the system's words) on one line, bounded.
    private static func datum(_ text: String) -> String {
        DisplayWidth.truncate(TerminalText.sanitize(text), to: 400)
    }

    private static func sendDetail(_ error: SendError, _ l10n: Localizer) -> ErrorDetail {
        switch error {
        case .invalidAmount, .zeroAmount: return .none
        case .insufficientFunds(let needed, let available):
            return .said(l10n(.detailNeededHeld, sol(needed, l10n), sol(available, l10n)))
        case .insufficientTokens(let needed, let available, let decimals):
            func units(_ value: UInt64) -> String {
                DisplayAmount(baseUnits: value, decimals: decimals, symbol: "", language: l10n.language).text
            }
            return .said(l10n(.detailNeededHeld, units(needed), units(available)))
        case .senderUnfunded(let key): return .said(key.base58)
        case .recipientUnfunded(let key): return .said(l10n(.detailRecipientUnfunded, key.base58))
        case .recipientBelowRent(let amount, let minimum):
            return .said(l10n(.detailRecipientBelowRent, sol(amount, l10n), sol(minimum, l10n)))
        case .senderBelowRent(let remaining, let minimum):
            return .said(l10n(.detailKeepsBelowMinimum, sol(remaining, l10n), sol(minimum, l10n)))
        case .notAMint(let key): return .said(l10n(.detailNotAMint, key.base58))
        case .noTokenAccount(let owner, let mint): return .said(l10n(.detailNoTokenAccount, owner.base58, mint.base58))
        case .frozen(let account): return .said(l10n(.detailFrozen, account.base58))
        case .recipientTokenAccountMismatch(let account, let mint):
            return .said(l10n(.detailTokenAccountMismatch, account.base58, mint.base58))
        case .network: return .english
        case .build(let detail): return .said(datum(detail))
        case .invalidPriorityFee(let text):
            return .said("“\(DisplayWidth.truncate(TerminalText.sanitize(text), to: 60))”")
        case .simulationFailed(let error, let logs): return .said(datum(([error] + logs).joined(separator: " | ")))
        case .failed: return .english
        case .expired(let signature): return .said(signature.base58)
        case .unconfirmed(let signature): return .said(l10n(.detailUnconfirmed, signature.base58))
        case .refused: return .english
        case .recipientLosesFunds(let warnings):
            return .said(
                warnings.map { SendReviewViewModel.warning($0, language: l10n.language) }.joined(separator: " "))
        }
    }

    private static func stakingDetail(_ error: StakingError, _ l10n: Localizer) -> ErrorDetail {
        switch error {
        case .invalidAmount, .zeroAmount, .noFreeSeed: return .none
        case .belowMinimumDelegation(let amount, let minimum):
            return .said(l10n(.detailBelowMinimumDelegation, sol(amount, l10n), sol(minimum, l10n)))
        case .insufficientFunds(let needed, let available):
            return .said(l10n(.detailNeededHeld, sol(needed, l10n), sol(available, l10n)))
        case .belowRent(let remaining, let minimum):
            return .said(l10n(.detailKeepsBelowMinimum, sol(remaining, l10n), sol(minimum, l10n)))
        case .unknownValidator(let key): return .said(l10n(.detailUnknownValidator, key.base58))
        case .delinquentValidator(let key, let lastVote):
            return .said(l10n(.detailDelinquentValidator, key.base58, String(lastVote)))
        case .notAStakeAccount(let key), .notDelegated(let key): return .said(key.base58)
        case .notAuthorized(let account, let role, let authority):
            let key: L10nKey = role == "withdrawer" ? .detailWithdrawAuthority : .detailStakeAuthority
            return .said(l10n(key, account.base58, authority.base58))
        case .alreadyDeactivated(let key, let epoch):
            return .said(l10n(.detailAlreadyDeactivated, key.base58, String(epoch)))
        case .stillStaked(let key, let phase, let staked):
            return .said(
                l10n(.detailStillStaked, key.base58, StakeText.phase(phase, language: l10n.language), sol(staked, l10n))
            )
        case .exceedsWithdrawable(let requested, let withdrawable):
            return .said(l10n(.detailExceedsWithdrawable, sol(requested, l10n), sol(withdrawable, l10n)))
        case .cannotMerge(let reason):
            let known: [String: L10nKey] = [
                "an account cannot be merged into itself": .detailMergeItself,
                "their authorities differ": .detailMergeAuthorities,
                "one of them is still activating or deactivating across epochs; wait for the boundary":
                    .detailMergeTransient,
                "they are not both inactive, both activating, or both active to the same validator": .detailMergeStates,
            ]
            return known[reason].map { ErrorDetail.said(l10n($0)) } ?? .english
        case .state: return .english
        case .send(let inner): return sendDetail(inner, l10n)
        }
    }

    private static func offchainDetail(_ error: OffchainMessageError, _ l10n: Localizer) -> ErrorDetail {
        switch error {
        case .truncated: return .said(l10n(.detailOffchainTruncated))
        case .badSigningDomain: return .said(l10n(.detailOffchainNoDomain))
        case .unsupportedVersion(let version): return .said(l10n(.detailOffchainVersion, String(version)))
        case .unknownFormat(let format): return .said(l10n(.detailOffchainFormat, String(format)))
        case .emptyContent: return .said(l10n(.detailOffchainEmpty))
        case .noSigners: return .said(l10n(.detailOffchainNoSigners))
        case .tooManySigners(let count): return .said(l10n(.detailOffchainTooManySigners, String(count)))
        case .signersNotSorted: return .said(l10n(.detailOffchainNotSorted))
        case .duplicateSigner(let key): return .said(l10n(.detailOffchainDuplicateSigner, key.base58))
        case .lengthMismatch(let declared, let actual):
            return .said(l10n(.detailOffchainLengthMismatch, String(declared), String(actual)))
        case .tooLong(_, let maximum, let actual):
            return .said(l10n(.detailBytesAtMost, String(actual), String(maximum)))
        case .notRestrictedASCII(let offset, let byte):
            return .said(l10n(.detailOffchainNotASCII, String(byte), String(offset)))
        case .invalidUTF8: return .said(l10n(.detailOffchainNotUTF8))
        case .transactionShaped: return .none
        case .signerNotListed(let key): return .said(key.base58)
        }
    }

    /// A sign-in's refusal: the message says it (with its values); the parser's words about what it could not read
    /// stay as a datum.
    private static func signInDetail(_ error: SignInError) -> ErrorDetail {
        switch error {
        case .malformed(let what), .invalidField(let what), .invalidRequest(let what), .invalidOrigin(let what),
            .invalidOutput(let what):
            return .said(datum(what))
        case .tooLong(let count): return .said(String(count))
        case .wrongDomain, .wrongAddress, .wrongChain, .wrongNonce, .fieldMismatch, .expired, .notYetValid,
            .staleIssuedAt, .badSignature, .tampered, .noOrigin:
            return .none
        }
    }

    private static func qrDecodeDetail(_ error: QRDecodeError) -> ErrorDetail {
        switch error {
        case .unreadable(_, let reason), .unsupportedImage(let reason), .scannerUnavailable(let reason):
            return .said(datum(reason))
        case .tooLarge, .imageTooLarge, .noCode, .notText: return .none
        }
    }

    private static func qrEncodeDetail(_ error: QREncodeError, _ l10n: Localizer) -> ErrorDetail {
        switch error {
        case .empty: return .none
        case .tooLong(_, _, let correction): return .said(l10n(.detailQRCorrection, correction.rawValue))
        case .encoderFailed(let code, let reason):
            return .said(
                "libqrencode: \(SystemFailure(kind: SystemFailureKind(errno: code), text: reason).message(l10n.language))"
            )
        }
    }

    private static func qrRenderDetail(_ error: QRRenderError, _ l10n: Localizer) -> ErrorDetail {
        switch error {
        case .scale(let value, let allowed), .quietZone(let value, let allowed):
            return .said(
                l10n(.detailValueAllowed, String(value), String(allowed.lowerBound), String(allowed.upperBound)))
        case .imageTooLarge(let side, let maximum):
            return .said(l10n(.detailPixelsAtMost, String(side), String(maximum)))
        case .pngFailed(let message): return .said(datum(message))
        }
    }

    /// The wallet database's failure: SQLite's result code typed (`SystemFailure`), SQLite's own text after it.
    private static func storeDetail(_ error: WalletStoreError, _ l10n: Localizer) -> ErrorDetail {
        switch error {
        case .database(let text):
            return .said(SystemFailure(kind: sqliteKind(in: text), text: datum(text)).message(l10n.language))
        case .corrupt(let text): return .said(l10n(.detailUnreadableRow, datum(text)))
        case .duplicateName(let name): return .said(DisplayWidth.truncate(TerminalText.sanitize(name), to: 60))
        case .notFound(let what): return .said(datum(what))
        case .accountTaken(let number): return .said(l10n(.detailAccountNumber, String(number)))
        }
    }

    /// The kind of the SQLite result code a database error's text names ("SQLite error 5: …"), else `other`.
    static func sqliteKind(in text: String) -> SystemFailureKind {
        guard let range = text.range(of: "SQLite error ") else { return .other }
        let digits = text[range.upperBound...].prefix { $0.isASCII && $0.isNumber }.prefix(9)
        guard let code = Int32(digits) else { return .other }
        return SystemFailureKind(sqliteResultCode: code)
    }
}
