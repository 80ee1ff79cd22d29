import Foundation
import ProgramIDL
import QRCode
import SolanaCore
import SolanaKeys
import SolanaRPC
import SolanaTransactions
import SolanaWallet

/// The detail lines of the send, staking, off-chain message, sign-in, QR and wallet database errors in another
/// language (issue 28): what their English description says beyond the localized message, in the language.
extension ErrorViewModel {
    /// The detail of one of these families' errors; nil for any other error.
    static func flowDetail(of error: any Error, _ l10n: Localizer) -> ErrorDetail? {
        switch error {
        case let error as SendError: return sendDetail(error, l10n)
        case let error as AmountError: return amountDetail(error, l10n)
        case let error as OfflineTransferError:
            switch error {
            case .invalidAmount(let amount): return amountDetail(amount, l10n)
            case .nonce(let inner): return sendDetail(inner, l10n)
            case .nonceAuthority(let nonce, _, let signer):
                return .said(l10n(.detailNonceAuthority, nonce.base58, signer.base58))
            }
        case let error as StakingError: return stakingDetail(error, l10n)
        case let error as OffchainMessageError: return offchainDetail(error, l10n)
        case let error as SignInError: return signInDetail(error)
        case let error as QRDecodeError: return qrDecodeDetail(error)
        case let error as QREncodeError: return qrEncodeDetail(error, l10n)
        case let error as QRRenderError: return qrRenderDetail(error, l10n)
        case let error as WalletStoreError: return storeDetail(error, l10n)
        case let error as IDLReadError: return idlReadDetail(error, l10n)
        case let error as IDLInstructionError: return idlInstructionDetail(error, l10n)
        case let error as IDLAccountDecodingError: return idlAccountDetail(error, l10n)
        case let error as IDLRegistryError: return idlRegistryDetail(error, l10n)
        case let error as WalletSettingsError:
            guard case .store(let inner) = error else { return nil }
            return storeDetail(inner, l10n)
        case let error as WalletError:
            guard case .registry(let inner) = error else { return nil }
            return storeDetail(inner, l10n)
        default: return nil
        }
    }

    private static func sol(_ lamports: UInt64, _ l10n: Localizer) -> String {
        DisplayAmount.sol(lamports, language: l10n.language).textWithSymbol
    }

    private static func sendDetail(_ error: SendError, _ l10n: Localizer) -> ErrorDetail {
        switch error {
        case .invalidAmount(let amount): return amountDetail(amount, l10n)
        case .zeroAmount: return .none
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
            return .said("“\(shown(text))”")
        case .simulationFailed(let error, let logs): return .said(datum(([error] + logs).joined(separator: " | ")))
        case .failed(let failure): return failureDetail(failure, l10n)
        case .expired(let signature): return .said(signature.base58)
        case .unconfirmed(let signature): return .said(l10n(.detailUnconfirmed, signature.base58))
        case .refused(let refusals):
            return .said(SigningReviewViewModel.refusalTexts(refusals, language: l10n.language).joined(separator: " "))
        case .recipientLosesFunds(let warnings):
            return .said(
                warnings.map { SendReviewViewModel.warning($0, language: l10n.language) }.joined(separator: " "))
        }
    }

    /// An amount's refusal beyond its message ("the most allowed is 9" is in the message): the character and where it
    /// is, the text that is malformed, the largest amount, the decimals given.
    private static func amountDetail(_ error: AmountError, _ l10n: Localizer) -> ErrorDetail {
        switch error {
        case .empty, .tooManyDecimals: return .none
        case .invalidCharacter(let character, let position):
            return .said(l10n(.detailAmountCharacter, shown(String(character)), String(position)))
        case .malformed(let text): return .said("“" + shown(text) + "”")
        case .overflow(let maximum): return .said(l10n(.detailAmountLargest, maximum))
        case .invalidDecimals(let decimals): return .said(l10n(.detailAmountDecimals, String(decimals)))
        }
    }

    /// A transaction that landed and failed: its signature, the node's error and the logs as data, and a custom
    /// program error said in the language (the program's own name and message for it are data: its IDL's words).
    private static func failureDetail(_ failure: TransactionFailure, _ l10n: Localizer) -> ErrorDetail {
        var parts = [failure.signature.base58]
        if let explained = ProgramErrorExplanation.explained(failure.error, logs: failure.logs) {
            var said =
                explained.programName.map {
                    l10n(.detailProgramError, String(explained.instruction + 1), $0, explained.hexCode)
                } ?? l10n(.detailProgramErrorUnknownProgram, String(explained.instruction + 1), explained.hexCode)
            if let name = explained.name {
                let message: String = name.message.isEmpty ? "" : ": " + name.message
                said += " (\(name.name)\(message))"
            }
            parts.append(said)
        }
        parts.append(datum((["\(failure.error)"] + failure.logs).joined(separator: " | ")))
        return .said(parts.joined(separator: " — "))
    }

    private static func stakingDetail(_ error: StakingError, _ l10n: Localizer) -> ErrorDetail {
        switch error {
        case .invalidAmount(let amount): return amountDetail(amount, l10n)
        case .zeroAmount, .noFreeSeed: return .none
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
        case .duplicateName(let name): return .said(shown(name))
        case .notFound(let what): return .said(datum(what))
        case .accountTaken(let number): return .said(l10n(.detailAccountNumber, String(number)))
        }
    }

    /// A name or path from an IDL, on one line and bounded.
    private static func name(_ text: String) -> String { shown(text, limit: 80) }

    private static func idlReadDetail(_ error: IDLReadError, _ l10n: Localizer) -> ErrorDetail {
        switch error {
        case .tooLarge(let size, let limit): return .said(l10n(.detailBytesAtMost, String(size), String(limit)))
        case .invalidJSON(let offset, let reason): return .said(l10n(.detailIdlNotJSON, String(offset), datum(reason)))
        case .tooDeep(let path): return .said(l10n(.detailIdlTooDeep, name(path)))
        case .unknownKind(let kind, let path): return .said(l10n(.detailIdlUnknownKind, name(kind), name(path)))
        case .missingField(let field, let path): return .said(l10n(.detailIdlMissingField, name(field), name(path)))
        case .wrongType(let path, let expected): return .said(l10n(.detailIdlWrongType, name(path), name(expected)))
        case .invalidValue(let path, let reason):
            return .said(l10n(.detailIdlInvalidValue, name(path), datum(reason)))
        case .unsupported(let feature, let path):
            return .said(l10n(.detailIdlUnsupported, name(feature), name(path)))
        case .unresolvedType(let type, let path):
            return .said(l10n(.detailIdlUnresolvedType, name(type), name(path)))
        case .notAnIDL(let reason): return .said(datum(reason))
        case .generationLimit(let what, let limit, let path):
            return .said(l10n(.detailIdlLimit, name(what), String(limit), name(path)))
        }
    }

    private static func idlInstructionDetail(_ error: IDLInstructionError, _ l10n: Localizer) -> ErrorDetail {
        switch error {
        case .unknownInstruction(let instruction): return .said(l10n(.detailIdlUnknownInstruction, name(instruction)))
        case .missingAccount(let ix, let account):
            return .said(l10n(.detailIdlAccountRequired, name(ix), name(account)))
        case .unknownAccount(let ix, let account): return .said(l10n(.detailIdlNoAccount, name(ix), name(account)))
        case .missingArgument(let ix, let argument):
            return .said(l10n(.detailIdlArgumentRequired, name(ix), name(argument)))
        case .unexpectedArgument(let ix, let argument):
            return .said(l10n(.detailIdlUnexpectedArgument, name(ix), name(argument)))
        case .unexpectedRemainingAccounts(let ix): return .said(l10n(.detailIdlNoRemaining, name(ix)))
        case .unresolvableDefault(let ix, let account, let kind):
            return .said(l10n(.detailIdlUnresolvableDefault, name(ix), name(account), name(kind)))
        case .programAddress(let ix, let account):
            return .said(l10n(.detailIdlProgramAddress, name(ix), name(account)))
        case .encoding(let ix, let error): return .said(l10n(.detailIdlEncoding, name(ix), datum("\(error)")))
        case .wrongProgram: return .said(l10n(.detailIdlWrongProgram))
        case .noMatchingInstruction: return .said(l10n(.detailIdlNoMatch))
        case .decoding(let ix, let error): return .said(l10n(.detailIdlDecoding, name(ix), datum("\(error)")))
        case .tooFewAccounts(let ix, let required, let given):
            return .said(l10n(.detailIdlTooFewAccounts, name(ix), String(given), String(required)))
        }
    }

    /// An account type's refusal: the message names the type; the detail gives the bytes and sizes.
    private static func idlAccountDetail(_ error: IDLAccountDecodingError, _ l10n: Localizer) -> ErrorDetail {
        func hex(_ bytes: [UInt8]) -> String { bytes.prefix(16).map { String(format: "%02x", $0) }.joined() }
        switch error {
        case .discriminatorMismatch(_, let offset, let expected, let found):
            return .said(l10n(.detailIdlDiscriminator, hex(found), String(offset), hex(expected)))
        case .wrongSize(_, let expected, let actual):
            return .said(l10n(.detailIdlSize, String(actual), String(expected)))
        case .tooShort(_, let minimum, let actual):
            return .said(l10n(.detailIdlTooShort, String(actual), String(minimum)))
        case .invalidData(_, let error): return .said(datum("\(error)"))
        }
    }

    /// The IDL registry's refusal: the program and the registered name as values, a stored file's path with the
    /// reader's or the system's words as a datum.
    private static func idlRegistryDetail(_ error: IDLRegistryError, _ l10n: Localizer) -> ErrorDetail {
        switch error {
        case .invalidIDL(let inner): return idlReadDetail(inner, l10n)
        case .alreadyRegistered(let program, let registered): return .said("\(name(registered)) (\(program.base58))")
        case .notRegistered(let program): return .said(program.base58)
        case .corrupt(let path, let reason): return .said("\(name(path)): \(datum(reason))")
        case .io(let path, let failure):
            return .said("\(TerminalText.sanitize(path)): \(failure.message(l10n.language))")
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
