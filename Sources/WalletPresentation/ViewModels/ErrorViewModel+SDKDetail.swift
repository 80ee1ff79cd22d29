import Foundation
import MarketData
import Portfolio
import SolanaCore
import SolanaKeys
import SolanaRPC
import SolanaWallet
import WalletAdapter

/// The detail lines of the other SDK errors in another language (issue 28): an address, a keystore, a wallet, a
/// backup, the network, market data, a chart, a contact, a phrase, a payment input, an action, a wallet adapter. Each
/// says its values in the language's words, or a node's, a merchant's, a wallet's or the system's own words as a
/// datum, or nothing where the message says it all. A reason the SDK writes in English for a developer (a file
/// format's, a protocol's) is not said: `--json`'s `detail` keeps the English description.
extension ErrorViewModel {
    /// The detail of one of these families' errors; nil for any other error.
    static func sdkDetail(of error: any Error, _ l10n: Localizer) -> ErrorDetail? {
        switch error {
        case let error as ValueParseError: return .said(valueDetail(error, l10n))
        case let error as BalanceError:
            switch error {
            // The message says the network could not be reached (and how old the saved balance is); the node's
            // reason in English is `--json`'s detail.
            case .invalidAddress, .unavailable, .cacheExpired: return ErrorDetail.none
            case .malformed(let detail), .store(let detail): return .said(datum(detail))
            }
        case let error as HistoryError:
            switch error {
            case .unavailable: return ErrorDetail.none
            case .decoding(let detail), .store(let detail): return .said(datum(detail))
            case .notStored(let signature): return .said(signature.base58)
            }
        case let error as RPCClientError: return rpcDetail(error, l10n)
        case let error as AirdropError: return airdropDetail(error, l10n)
        case let error as AirdropFlowError:
            switch error {
            case .noFaucet: return ErrorDetail.none
            case .request(let inner), .balance(let inner): return rpcDetail(inner, l10n)
            case .wait(let inner): return airdropDetail(inner, l10n)
            }
        case let error as KeystoreError: return keystoreDetail(error, l10n)
        case let error as WalletError: return walletDetail(error, l10n)
        case is WalletNameError: return ErrorDetail.none
        case let error as BackupProblem: return backupDetail(error, l10n)
        case let error as WalletBackup.WriteError:
            switch error {
            case .noWallets: return ErrorDetail.none
            case .exists(let path): return .said(shown(path, limit: 200))
            case .sealing(let inner): return keystoreDetail(inner, l10n)
            case .file(let path, let reason): return .said(shown(path, limit: 200) + ": " + datum(reason))
            }
        case let error as MarketDataError: return marketDetail(error, l10n)
        case let error as TransactionLookupError:
            switch error {
            case .notFound(let signature, let cluster):
                return .said(l10n(.detailNotKnownTo, signature.base58, shown(cluster, limit: 60)))
            case .malformed(let signature, let reason): return .said(signature.base58 + " — " + datum(reason))
            case .network: return ErrorDetail.none
            }
        case let error as ChartError: return chartDetail(error, l10n)
        case is AccountResolutionError: return ErrorDetail.none
        case let error as ContactError:
            switch error {
            case .store(let inner): return detail(of: inner, language: l10n.language)
            case .invalidAddress, .emptyName, .nameTooLong, .controlCharacter, .nameIsAddress, .duplicate, .notFound:
                return ErrorDetail.none
            }
        case let error as MnemonicError:
            guard case .invalidEntropyLength(let count) = error else { return ErrorDetail.none }
            return .said(l10n(.detailByteCount, String(count), "16, 20, 24, 28, 32"))
        case is SecretTextError: return ErrorDetail.none
        case let error as KeypairFileError:
            switch error {
            case .keyMismatch(let path), .alreadyExists(let path): return .said(shown(path, limit: 200))
            default: return ErrorDetail.none
            }
        case let error as CappedHTTPSError: return httpsDetail(error, l10n)
        case let error as ActionError: return actionDetail(error, l10n)
        case let error as SolanaPayInputError: return payInputDetail(error, l10n)
        case let error as WalletAdapterError: return adapterDetail(error, l10n)
        case let error as DeeplinkTransferError:
            switch error {
            case .adapter(let inner): return adapterDetail(inner, l10n)
            case .rpc(let inner): return rpcDetail(inner, l10n)
            case .invalidPlan: return ErrorDetail.none
            }
        case let error as TokenChoiceError:
            switch error {
            case .notHeld(_, let held):
                let list = held.map { shown($0, limit: 40) }.joined(separator: ", ")
                return .said(held.isEmpty ? l10n(.detailNoTokensHeld) : l10n(.detailTokensHeld, list))
            case .ambiguous(_, let mints), .imitation(_, let mints):
                return .said(mints.map(\.base58).joined(separator: ", "))
            }
        case let error as HexError:
            switch error {
            case .invalidCharacter(let character, let position):
                return .said(l10n(.detailHexCharacter, shown(String(character), limit: 8), String(position)))
            case .oddLength(let count): return .said(l10n(.detailHexOddLength, String(count)))
            }
        case let error as KeypairImportError:
            switch error {
            case .invalidBase58(.invalidCharacter(let character, let position)):
                return .said(l10n(.detailBase58Character, shown(String(character), limit: 8), String(position)))
            case .invalidBase58(.wrongLength(let expected, let actual)):
                return .said(l10n(.detailByteCount, String(actual), String(expected)))
            case .invalidKey: return ErrorDetail.none
            }
        case let error as NewPasswordProblem:
            switch error {
            case .tooShort(let length, let minimum):
                return .said(l10n(.detailPasswordLength, String(length), String(minimum)))
            case .tooCommon: return .said(l10n(.detailPasswordCommon))
            }
        case let error as SigningPolicyError:
            guard case .invalidCap(let text) = error else { return nil }
            return .said("“\(shown(text, limit: 40))”")
        case let error as PortfolioError: return portfolioDetail(error)
        case let error as HoldingEditError:
            switch error {
            case .portfolio(let inner): return portfolioDetail(inner)
            case .unchecked(_, let inner): return marketDetail(inner, l10n)
            }
        case let error as VanityPatternError:
            switch error {
            case .empty: return .said(l10n(.detailVanityEmpty))
            case .invalidCharacter(let character, _, let pattern, let position):
                return .said(
                    "“\(shown(pattern, limit: 60))”: "
                        + l10n(.detailBase58Character, shown(String(character), limit: 8), String(position)))
            case .tooLong(let count): return .said(l10n(.detailCharacterCount, String(count), "44"))
            }
        case let error as ProgramAddressError: return .said(programAddressDetail(error, l10n))
        case let error as DerivationPathError: return .said(derivationPathDetail(error, l10n))
        case let error as ClusterIdentityError:
            switch error {
            // The node's reason is English: the message says it could not be reached.
            case .unknown: return ErrorDetail.none
            case .malformed(let detail), .store(let detail): return .said(datum(detail))
            }
        case let error as SolanaPayValidationError: return payValidationDetail(error, l10n)
        default: return nil
        }
    }

    private static func programAddressDetail(_ error: ProgramAddressError, _ l10n: Localizer) -> String {
        switch error {
        case .tooManySeeds(let count, let maximum): return l10n(.detailSeedCount, String(count), String(maximum))
        case .seedTooLong(let index, let length, let maximum):
            return l10n(.detailSeedLength, String(index), String(length), String(maximum))
        case .onCurve: return l10n(.detailOnCurve)
        case .noViableBump: return l10n(.detailNoBump)
        case .createWithSeedTooLong(let length, let maximum):
            return l10n(.detailSeedTooLong, String(length), String(maximum))
        }
    }

    private static func derivationPathDetail(_ error: DerivationPathError, _ l10n: Localizer) -> String {
        switch error {
        case .missingRoot(let path): return l10n(.detailPathRoot, shown(path, limit: 80))
        case .invalidComponent(let path, let position, let component):
            return l10n(.detailPathComponent, shown(path, limit: 80), String(position), shown(component, limit: 20))
        case .notHardened(let path, let position, let component):
            return l10n(.detailPathNotHardened, shown(path, limit: 80), String(position), shown(component, limit: 20))
        case .indexTooLarge(let path, let position, let component):
            return l10n(.detailPathIndexTooLarge, shown(path, limit: 80), String(position), shown(component, limit: 20))
        case .unknownPreset(let name):
            return l10n(
                .detailUnknownPreset, shown(name, limit: 40), WalletPreset.allCases.map(\.name).joined(separator: ", "))
        case .solletUnsupported(let name): return l10n(.detailSollet, shown(name, limit: 40))
        }
    }

    private static func payValidationDetail(_ error: SolanaPayValidationError, _ l10n: Localizer) -> ErrorDetail {
        func keys(_ list: [PublicKey]) -> String { "[" + list.map(\.base58).joined(separator: ", ") + "]" }
        switch error {
        // The node's reason is English: the message says the cluster could not be read.
        case .unavailable: return .none
        case .referenceHistoryTooLong(let pages): return .said(l10n(.detailPayTooManyPages, String(pages)))
        case .transactionNotFound(let signature): return .said(signature.base58)
        // A transaction's decoder and the cluster's error for it are their words.
        case .unreadableTransaction(let detail), .transactionFailed(let detail): return .said(datum(detail))
        case .lastInstructionNotTransfer: return .said(l10n(.detailPayNotTransfer))
        case .wrongRecipient(let expected, let actual):
            return .said(l10n(.detailPayWrongRecipient, actual.base58, expected.base58))
        case .wrongMint(let expected, let actual):
            return .said(l10n(.detailPayWrongMint, actual.base58, expected.base58))
        case .referencesMismatch(let expected, let actual):
            return .said(l10n(.detailPayReferences, keys(actual), keys(expected)))
        case .senderIsRecipient: return .said(l10n(.detailPaySenderIsRecipient))
        case .missingBalance(let account): return .said(l10n(.detailPayNoBalance, account.base58))
        case .badAmount(let text, let reason): return .said(amountDetail(text, reason, l10n))
        case .amountNotTransferred(let expected, let received):
            return .said(l10n(.detailPayReceived, String(received), String(expected)))
        case .missingMemo: return .said(l10n(.detailPayNoMemo))
        case .memoMismatch(let expected, let actual):
            return .said(l10n(.detailPayMemo, shown(actual, limit: 120), shown(expected, limit: 120)))
        }
    }

    /// An amount as it was written, and the rule it breaks where its detail says more than its message.
    private static func amountDetail(_ text: String, _ reason: AmountError, _ l10n: Localizer) -> String {
        let amount = "“\(shown(text, limit: 40))”"
        guard case .said(let said) = flowDetail(of: reason, l10n) else { return amount }
        return amount + ": " + said
    }

    private static func portfolioDetail(_ error: PortfolioError) -> ErrorDetail {
        switch error {
        case .invalidCoinID(let id), .nothingToAdd(let id), .notHeld(let id), .unknownCoin(let id):
            return .said("“\(shown(id, limit: 60))”")
        // The amount's refusal is the parser's English; the message says the amount is not one.
        case .invalidAmount: return .none
        case .store(let detail): return .said(datum(detail))
        }
    }

    /// Whole seconds of `duration`.
    private static func seconds(_ duration: Duration) -> String { String(duration.components.seconds) }

    /// An address, signature or hash that does not parse: which character, how many bytes or characters.
    static func valueDetail(_ error: ValueParseError, _ l10n: Localizer) -> String {
        switch error {
        case .invalidCharacter(_, let character, let position):
            return l10n(.detailBase58Character, shown(String(character), limit: 8), String(position))
        case .wrongLength(_, let expected, let actual):
            return l10n(.detailByteCount, String(actual), String(expected))
        case .textTooLong(_, let maximum, let actual):
            return l10n(.detailCharacterCount, String(actual), String(maximum))
        }
    }

    private static func rpcDetail(_ error: RPCClientError, _ l10n: Localizer) -> ErrorDetail {
        switch error {
        // The node's own error (code and message) is its words.
        case .rpc: return .english
        case .httpStatus(_, let body): return body.isEmpty ? .none : .said(datum(body))
        case .rateLimited(let retryAfter):
            return retryAfter.map { .said(l10n(.detailRetryAfter, seconds($0))) } ?? .none
        case .transport(HTTPTransport.refused): return .said(l10n(.detailConnectionRefused))
        case .transport(HTTPTransport.closedByNode): return .said(l10n(.detailConnectionClosed))
        case .malformedResponse(let detail), .transport(let detail), .invalidRequest(let detail):
            return .said(datum(detail))
        case .timeout(let limit): return .said(l10n(.detailNoAnswerWithin, seconds(limit)))
        case .cancelled: return .none
        case .responseTooLarge(let limit): return .said(l10n(.detailAnswerTooLarge, String(limit)))
        case .confirmationTimeout(let signature, let lastValid, _):
            return .said(l10n(.detailLandsUntil, signature.base58, String(lastValid)))
        }
    }

    private static func airdropDetail(_ error: AirdropError, _ l10n: Localizer) -> ErrorDetail {
        switch error {
        case .rpc(let inner): return rpcDetail(inner, l10n)
        case .failed(let signature, let failure): return .said(signature.base58 + " — " + datum("\(failure)"))
        case .notConfirmed(let signature, _, _): return .said(signature.base58)
        }
    }

    private static func keystoreDetail(_ error: KeystoreError, _ l10n: Localizer) -> ErrorDetail {
        switch error {
        case .io(_, let path, let code):
            return .said("\(shown(path, limit: 200)): \(SystemFailure(errno: code).message(l10n.language))")
        case .entry(let id, let inner):
            let entry = l10n(.detailKeystoreEntry, shown(id, limit: 64))
            guard case .said(let said) = keystoreDetail(inner, l10n) else { return .said(entry) }
            return .said(entry + ": " + said)
        case .unsupportedVersion(let version): return .said(l10n(.detailFormatVersion, String(version), "1"))
        case .notFound(let id), .passwordMismatch(let id):
            return .said(l10n(.detailKeystoreEntry, shown(id, limit: 64)))
        case .invalidIdentifier(let id): return .said(l10n(.detailIdentifierRule, shown(id, limit: 64)))
        case .parametersOutOfBounds(let ops, let kib): return .said("t=\(ops), m=\(kib) KiB")
        case .keyMismatch(let expected, let found):
            return .said(l10n(.detailEntryHoldsKey, found.base58, expected.base58))
        case .symbolicLink(let path): return .said(l10n(.detailSymbolicLink, shown(path, limit: 200)))
        case .verificationFailed(let path, _): return .said(shown(path, limit: 200))
        // The file format's, the secret's and the backend's reasons are the SDK's English for a developer.
        case .malformed, .authenticationFailed, .invalidSecret, .invalidPassword, .keyDerivationFailed, .backend:
            return .none
        }
    }

    private static func walletDetail(_ error: WalletError, _ l10n: Localizer) -> ErrorDetail {
        switch error {
        case .registry(let inner): return detail(of: inner, language: l10n.language)
        case .keystore(let inner): return keystoreDetail(inner, l10n)
        case .backup(let inner): return backupDetail(inner, l10n)
        case .invalidName, .alreadyInKeystore: return .none
        case .noWallet(.noWalletYet): return .none
        case .noWallet(.named(let name)): return .said(l10n(.detailNoWalletNamed, shown(name, limit: 60)))
        case .noWallet(.account(let address)): return .said(l10n(.detailNotYourAccount, address.base58))
        case .unsupported(.noOtherAccounts(let wallet)):
            return .said(l10n(.detailWalletNoOtherAccounts, shown(wallet, limit: 60)))
        case .unsupported(.noSeedPhrase(let wallet)):
            return .said(l10n(.detailWalletNoPhrase, shown(wallet, limit: 60)))
        }
    }

    private static func backupDetail(_ error: BackupProblem, _ l10n: Localizer) -> ErrorDetail {
        func name(_ text: String) -> String { shown(text, limit: 60) }
        switch error {
        case .duplicateID(let id, let wallets):
            let list = wallets.map { "“\(name($0))”" }.joined(separator: ", ")
            return .said(l10n(.detailBackupSharedID, list, shown(id, limit: 64)))
        case .duplicateName(let wallet): return .said(l10n(.detailBackupSameName, name(wallet)))
        case .invalidID(let id, let wallet):
            return .said(l10n(.detailBackupInvalidID, name(wallet), shown(id, limit: 64)))
        case .noAccounts(let wallet): return .said(l10n(.detailBackupNoAccounts, name(wallet)))
        case .duplicateAccount(let number, let wallet):
            return .said(l10n(.detailBackupAccountTwice, name(wallet), String(number)))
        case .inconsistentWallet(let wallet, _): return .said(l10n(.detailBackupInconsistent, name(wallet)))
        case .secretMismatch(let wallet, let account, let expected, let derived):
            return .said(
                l10n(.detailBackupSecretMismatch, name(wallet), derived.base58, String(account), expected.base58))
        case .entryExists: return .none
        }
    }

    private static func marketDetail(_ error: MarketDataError, _ l10n: Localizer) -> ErrorDetail {
        switch error {
        // The request's refusal is the SDK's English for a developer; the coin's id is in the message.
        case .invalidRequest, .timeout, .cancelled: return .none
        case .coinNotFound(let id): return .said("“\(shown(id, limit: 60))”")
        case .rateLimited(let wait): return wait.map { .said(l10n(.detailRetryAfter, String($0))) } ?? .none
        case .httpStatus(let status, let message):
            return .said("HTTP \(status)" + (message.map { ": " + datum($0) } ?? ""))
        case .malformed(let detail), .connection(let detail), .cache(let detail): return .said(datum(detail))
        case .responseTooLarge(let limit): return .said(l10n(.detailAnswerTooLarge, String(limit)))
        }
    }

    private static func chartDetail(_ error: ChartError, _ l10n: Localizer) -> ErrorDetail {
        switch error {
        case .series(.empty): return .said(l10n(.detailChartNoPrices))
        case .series(.tooManyPoints(let count, let maximum)):
            return .said(l10n(.detailChartTooManyPoints, String(count), String(maximum)))
        case .series(.invalidPrice(let index, let value)):
            return .said(l10n(.detailChartPrice, String(index + 1), shown(value, limit: 40)))
        case .series(.timesNotIncreasing(let index, _, _)): return .said(l10n(.detailChartTimes, String(index + 1)))
        case .trendMismatch(let points, let trendPoints):
            return .said(l10n(.detailChartTrend, String(trendPoints), String(points)))
        case .size: return .none
        case .pngFailed(let reason): return .said(datum(reason))
        }
    }

    private static func httpsDetail(_ error: CappedHTTPSError, _ l10n: Localizer) -> ErrorDetail {
        switch error {
        case .badURL(let link, _): return .said(shown(link, limit: 200))
        case .timeout, .badRedirect: return .none
        case .tooLarge(let maximum): return .said(l10n(.detailAnswerTooLarge, String(maximum)))
        case .unreachable(_, let reason): return .said(datum(reason))
        case .tooManyRedirects(let maximum): return .said(l10n(.detailTooManyRedirects, String(maximum)))
        }
    }

    private static func actionDetail(_ error: ActionError, _ l10n: Localizer) -> ErrorDetail {
        switch error {
        case .badLink(let link, _): return .said(shown(link, limit: 200))
        case .noMatchingRule(let path): return .said(shown(path, limit: 200))
        // The action's answer, the scanner's verdict and the server's words are theirs.
        case .malformed(let detail), .malicious(let detail), .unreachable(let detail), .badMessage(let detail):
            return .said(datum(detail))
        case .failed(_, let message): return message.map { .said(datum($0)) } ?? .none
        case .badParameter(let name, _): return .said("“\(shown(name, limit: 100))”")
        case .notAskedToSign(let account): return .said(account.base58)
        case .notHTTPS, .disabled, .blockedHost, .tooManySteps: return .none
        }
    }

    private static func payInputDetail(_ error: SolanaPayInputError, _ l10n: Localizer) -> ErrorDetail {
        switch error {
        case .noPaymentCode(let others): return .said(l10n(.detailPayNoCode, String(others)))
        case .severalPaymentCodes(let count): return .said(l10n(.detailPaySeveralCodes, String(count)))
        case .amountMismatch(let requested, let entered):
            return .said(l10n(.detailPayAmountAsked, shown(requested, limit: 40), shown(entered, limit: 40)))
        case .amountMissing: return .none
        case .invalidReference(let text, let reason):
            return .said(l10n(.detailPayReference, shown(text, limit: 60)) + ": " + valueDetail(reason, l10n))
        case .invalidAmount(let text, let reason): return .said(amountDetail(text, reason, l10n))
        case .memoTooLong(let bytes):
            return .said(l10n(.detailMemoBytes, String(bytes), String(SendRequest.maxMemoBytes)))
        case .doesNotRoundTrip: return .said(l10n(.detailPayNotRoundTrip))
        }
    }

    private static func adapterDetail(_ error: WalletAdapterError, _ l10n: Localizer) -> ErrorDetail {
        switch error {
        // The wallet's own code and message are its words.
        case .userRejected(let message): return .said("4001: " + datum(message))
        case .unauthorized(let message): return .said("4100: " + datum(message))
        case .disconnected(let message): return .said("4900: " + datum(message))
        case .invalidInput(let message): return .said("-32000: " + datum(message))
        case .resourceUnavailable(let message): return .said("-32002: " + datum(message))
        case .transactionRejected(let message): return .said("-32003: " + datum(message))
        case .methodNotFound(let message): return .said("-32601: " + datum(message))
        case .internalError(let message): return .said("-32603: " + datum(message))
        case .walletError(let code, let message): return .said("\(code): " + datum(message))
        case .urlTooLong: return .none
        case .openFailed(let reason): return .said(datum(reason))
        case .unknownRequest(let id), .unprovenCallback(let id), .requestAlreadyFinished(let id),
            .duplicateRequest(let id):
            return .said(shown(id, limit: 64))
        case .unsupportedMethod(_, let method): return .said(shown(method, limit: 60))
        // A callback's, an answer's, an argument's and the store's refusals are the SDK's English for a developer.
        case .malformedCallback, .decryptionFailed, .malformedResponse, .responseMismatch, .timeout, .cancelled,
            .notConnected, .invalidArgument, .storage:
            return .none
        }
    }
}
