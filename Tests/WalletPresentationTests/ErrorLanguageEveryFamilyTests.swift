import Foundation
import MarketData
import Portfolio
import SolanaCore
import SolanaKeys
import SolanaRPC
import SolanaTransactions
import SolanaWallet
import Testing
import WalletAdapter
import WalletPresentation

/// Every error family `ErrorViewModel` explains, beyond the flows of `ErrorDetailLanguageTests`, as a Portuguese,
/// Greek or Turkish user reads it (issue 28): the message, the hint and the detail line say no English word that is
/// not a value (an address, a name given, a path) or data (a node's, a merchant's, a wallet's or the system's own
/// words, "zqx…" here). Strings the SDK itself writes in English are given as it writes them.
@Suite struct ErrorLanguageEveryFamilyTests {
    static let key = Sample.owner
    static let other = Sample.friend
    static let signature = Sample.signature(9)
    static let datum = ErrorDetailLanguageTests.datum

    static let balanceCases: [BalanceError] = [
        .invalidAddress("zqxaddress"), .unavailable(remoteError: datum),
        .cacheExpired(age: 9 * 86_400, maximum: 7 * 86_400, remoteError: datum), .malformed(datum),
        .store(datum),
    ]
    static let historyCases: [HistoryError] = [
        .unavailable(remoteError: datum), .decoding(datum), .store(datum), .notStored(signature),
    ]
    static let rpcCases: [RPCClientError] = [
        .rpc(RPCError(code: -32_002, message: datum)), .httpStatus(503, body: datum),
        .transport(HTTPTransport.refused), .transport(HTTPTransport.closedByNode),
        .rateLimited(retryAfter: .seconds(7)), .rateLimited(retryAfter: nil), .malformedResponse(datum),
        .timeout(.seconds(30)), .transport(datum), .cancelled, .invalidRequest(datum),
        .responseTooLarge(limit: 4_096),
        .confirmationTimeout(signature: signature, lastValidBlockHeight: 4_242, waited: .seconds(60)),
    ]
    static let airdropCases: [AirdropError] = [
        .rpc(.transport(datum)), .failed(signature: signature, error: .string(datum)),
        .notConfirmed(signature: signature, commitment: .confirmed, timeout: .seconds(30)),
    ]
    static let airdropFlowCases: [AirdropFlowError] = [
        .noFaucet(cluster: "mainnet-beta"), .request(.transport(datum)), .wait(.rpc(.cancelled)),
        .balance(.timeout(.seconds(5))),
    ]
    static let parseCases: [ValueParseError] = [
        .invalidCharacter(kind: "public key", character: "0", position: 3),
        .wrongLength(kind: "public key", expected: 32, actual: 6),
        .textTooLong(kind: "public key", maximum: 44, actual: 90),
        .wrongLength(kind: "signature", expected: 64, actual: 12),
        .invalidCharacter(kind: "hash", character: "l", position: 1),
    ]
    static let keystoreCases: [KeystoreError] = [
        .malformed("12 bytes, shorter than the 64-byte header"), .authenticationFailed, .unsupportedVersion(4),
        .io(operation: "open", path: "/zqx/zqxkeys", code: 13), .notFound(id: "zqxid"), .invalidIdentifier("zqx id"),
        .invalidSecret("an Ed25519 seed is 32 bytes, got 31"), .invalidPassword("not valid UTF-8"),
        .parametersOutOfBounds(opsLimit: 99, memLimitKiB: 12), .keyDerivationFailed(datum),
        .keyMismatch(expected: key, found: other), .symbolicLink(path: "/zqx/link"),
        .verificationFailed(path: "/zqx/a.swks", reason: "the bytes read back differ"), .backend("read-only"),
        .passwordMismatch(id: "zqxid"), .entry(id: "zqxid", error: .authenticationFailed),
    ]
    static let walletCases: [WalletError] = [
        .noWallet(.noWalletYet), .noWallet(.named("zqxname")), .noWallet(.account(key)),
        .unsupported(.noSeedPhrase(wallet: "zqxname")), .unsupported(.noOtherAccounts(wallet: "zqxname")),
        .alreadyInKeystore(wallet: "zqxname"), .invalidName(.empty), .registry(.notFound("zqxname")),
        .keystore(.authenticationFailed), .backup(.noAccounts(wallet: "zqxname")),
    ]
    static let nameCases: [WalletNameError] = [
        .empty, .tooLong(characters: 80, maximum: 64), .controlCharacter, .taken(existing: "zqxname"),
    ]
    static let backupCases: [BackupProblem] = [
        .duplicateID("zqxid", wallets: ["zqxa", "zqxb"]), .duplicateName("zqxname"),
        .invalidID("zqx id", wallet: "zqxname"), .noAccounts(wallet: "zqxname"),
        .duplicateAccount(2, wallet: "zqxname"),
        .inconsistentWallet(wallet: "zqxname", reason: "its accounts are not numbered from 0"),
        .secretMismatch(wallet: "zqxname", account: 1, expected: key, derived: other),
        .entryExists(id: "zqxid", wallet: "zqxname"),
    ]
    static let backupWriteCases: [WalletBackup.WriteError] = [
        .noWallets, .exists(path: "/zqx/backup.json"), .sealing(.invalidPassword("not valid UTF-8")),
        .file(path: "/zqx/backup.json", reason: datum),
    ]
    static let marketCases: [MarketDataError] = [
        .invalidRequest("'zqx' is not a CoinGecko coin id (letters, digits, '-', '_', '.')"),
        .coinNotFound("zqxcoin"), .rateLimited(retryAfter: 30), .rateLimited(retryAfter: nil),
        .httpStatus(403, message: datum), .httpStatus(502, message: nil), .httpStatus(404, message: datum),
        .malformed(datum), .timeout, .connection(datum), .responseTooLarge(limit: 65_536), .cache(datum), .cancelled,
    ]
    static let lookupCases: [TransactionLookupError] = [
        .notFound(signature, cluster: "devnet"), .malformed(signature, datum), .network(datum),
    ]
    static let chartCases: [ChartError] = [
        .series(.empty), .series(.tooManyPoints(count: 9_000, maximum: 8_192)),
        .series(.invalidPrice(index: 3, value: "nan")), .series(.timesNotIncreasing(index: 4, time: 9, previous: 12)),
        .size("the width 9000 is outside 64...4096"), .trendMismatch(points: 30, trendPoints: 29), .pngFailed(datum),
    ]
    static let resolutionCases: [AccountResolutionError] = [
        .ambiguous(
            "zqxlabel",
            candidates: [
                .init(kind: .label, name: "zqxlabel", wallet: "zqxa", number: 0, address: key),
                .init(kind: .contact, name: "zqxlabel", address: other),
            ]),
        .unknown("zqxtext", tried: [.address, .label, .wallet, .contact], addressProblem: datum),
        .notOwn(key, name: "zqxfriend"), .notOwn(key, name: nil), .noAccount,
        .inSetting("zqxsetting", .noAccount),
    ]
    static let contactCases: [ContactError] = [
        .emptyName, .nameTooLong(90), .controlCharacter, .nameIsAddress,
        .invalidAddress(.wrongLength(kind: "public key", expected: 32, actual: 6)), .duplicate("zqxname"),
        .notFound("zqxname"),
        .store(.database(datum)),
    ]
    static let mnemonicCases: [MnemonicError] = [
        .wrongWordCount(11), .unknownWord(position: 4, language: .english), .badChecksum(language: .spanish),
        .invalidEntropyLength(15),
    ]
    static let secretCases: [SecretTextError] = [
        .empty, .tooLong(limit: 4_096), .notAKeypairArray, .invalidPhrase(.wrongWordCount(5)), .unrecognized,
    ]
    static let keypairFileCases: [KeypairFileError] = [
        .unreadable(path: "/zqx/id.json", reason: datum), .notAKeypairFile(path: "/zqx/id.json"),
        .wrongLength(path: "/zqx/id.json", count: 12), .byteOutOfRange(path: "/zqx/id.json", position: 3, value: 300),
        .keyMismatch(path: "/zqx/id.json"), .alreadyExists(path: "/zqx/id.json"),
        .unwritable(path: "/zqx/id.json", reason: datum),
    ]
    static let httpsCases: [CappedHTTPSError] = [
        .badURL("zqx://link", reason: "not https"), .timeout(host: "zqxhost.zqxio", timeout: .seconds(10)),
        .tooLarge(maximum: 100_000), .unreachable(host: "zqxhost.zqxio", reason: datum), .badRedirect,
        .tooManyRedirects(maximum: 3),
    ]
    static let actionCases: [ActionError] = [
        .badLink("zqx://link", reason: "not https"), .notHTTPS("http://zqxhost.zqxio"),
        .noMatchingRule("/zqxpath"), .malformed(datum), .malicious(datum), .failed(status: 400, message: datum),
        .failed(status: 500, message: nil), .unreachable(datum), .badParameter(name: "zqxp", reason: datum),
        .disabled, .blockedHost("zqxhost.zqxio"), .badMessage(datum), .notAskedToSign(key), .tooManySteps(8),
    ]
    static let payInputCases: [SolanaPayInputError] = [
        .noPaymentCode(otherCodes: 2), .severalPaymentCodes(3), .amountMismatch(requested: "0.5", entered: "0.7"),
        .amountMissing, .invalidReference("zqxref", .wrongLength(kind: "public key", expected: 32, actual: 6)),
        .invalidAmount("zqx", .malformed("zqx")), .invalidAmount("1.5", .tooManyDecimals(maximum: 0, found: 1)),
        .memoTooLong(bytes: 600), .doesNotRoundTrip,
    ]
    static let offlineCases: [OfflineTransferError] = [
        .invalidAmount(.malformed(datum)), .nonceAuthority(nonce: key, authority: other, signer: key),
        .nonce(.notAMint(key)),
    ]
    static let adapterCases: [WalletAdapterError] = [
        .userRejected(message: datum), .unauthorized(message: datum), .disconnected(message: datum),
        .invalidInput(message: datum), .resourceUnavailable(message: datum), .transactionRejected(message: datum),
        .methodNotFound(message: datum), .internalError(message: datum), .walletError(code: -32_099, message: datum),
        .urlTooLong(length: 9_000, limit: 8_192), .malformedCallback(datum), .decryptionFailed,
        .malformedResponse("the answer has no nonce and data"),
        .responseMismatch("the wallet returned a different transaction than the one asked"),
        .unknownRequest(id: "zqxid"), .unprovenCallback(id: "zqxid"), .requestAlreadyFinished(id: "zqxid"),
        .timeout(seconds: 120), .cancelled, .openFailed(datum), .notConnected,
        .unsupportedMethod(wallet: "zqxwallet", method: "zqxmethod"),
        .invalidArgument("the redirect link must have no query or fragment (the wallet adds its own)"),
        .storage("the pending connect's key"), .duplicateRequest(id: "zqxid"),
    ]
    static let deeplinkCases: [DeeplinkTransferError] = [
        .adapter(.notConnected), .rpc(.transport(datum)), .invalidPlan("the amount is 0"),
    ]
    static let tokenChoiceCases: [TokenChoiceError] = [
        .notHeld("zqxsym", held: ["ZQXA", "ZQXB"]), .notHeld("zqxsym", held: []),
        .ambiguous("zqxsym", candidates: [key, other]), .imitation("zqxsym", mints: [key]),
    ]
    static let inputCases: [any Error] = [
        HexError.invalidCharacter("g", position: 3), HexError.oddLength(7),
        KeypairImportError.invalidBase58(.invalidCharacter("0", position: 2)),
        KeypairImportError.invalidBase58(.wrongLength(expected: 64, actual: 12)),
        NewPasswordProblem.tooShort(length: 3, minimum: 8), NewPasswordProblem.tooCommon,
        SigningPolicyError.invalidCap("zqxcap"), PortfolioError.invalidCoinID("Zqx Coin"),
        PortfolioError.invalidAmount("malformed amount 'zqx' (write it like 1.5 or 0.25)"),
        PortfolioError.nothingToAdd("zqxcoin"), PortfolioError.notHeld("zqxcoin"),
        PortfolioError.unknownCoin("zqxcoin"),
        PortfolioError.store(datum), HoldingEditError.portfolio(.notHeld("zqxcoin")),
        HoldingEditError.unchecked(coinID: "zqxcoin", .connection(datum)),
        VanityPatternError.empty,
        VanityPatternError.invalidCharacter("0", part: "prefix", pattern: "zqx0", position: 4),
        VanityPatternError.tooLong(50), ProgramAddressError.tooManySeeds(count: 17, maximum: 16),
        ProgramAddressError.seedTooLong(index: 1, length: 40, maximum: 32), ProgramAddressError.onCurve,
        ProgramAddressError.noViableBump, ProgramAddressError.createWithSeedTooLong(length: 40, maximum: 32),
        DerivationPathError.missingRoot(path: "44'/501'"),
        DerivationPathError.invalidComponent(path: "m/x", position: 1, component: "x"),
        DerivationPathError.notHardened(path: "m/44", position: 1, component: "44"),
        DerivationPathError.indexTooLarge(path: "m/4294967296'", position: 1, component: "4294967296'"),
        DerivationPathError.unknownPreset("zqxpreset"), DerivationPathError.solletUnsupported("sollet"),
        ClusterIdentityError.unknown(remoteError: datum), ClusterIdentityError.malformed(datum),
        ClusterIdentityError.store(datum), SolanaPayValidationError.unavailable(datum),
        SolanaPayValidationError.referenceHistoryTooLong(pages: 10),
        SolanaPayValidationError.transactionNotFound(signature),
        SolanaPayValidationError.unreadableTransaction(datum), SolanaPayValidationError.transactionFailed(datum),
        SolanaPayValidationError.lastInstructionNotTransfer(datum),
        SolanaPayValidationError.wrongRecipient(expected: key, actual: other),
        SolanaPayValidationError.wrongMint(expected: key, actual: other),
        SolanaPayValidationError.referencesMismatch(expected: [key], actual: [other]),
        SolanaPayValidationError.senderIsRecipient, SolanaPayValidationError.missingBalance(key),
        SolanaPayValidationError.badAmount("zqx", .malformed("zqx")),
        SolanaPayValidationError.amountNotTransferred(expected: 10, received: 9), SolanaPayValidationError.missingMemo,
        SolanaPayValidationError.memoMismatch(expected: "zqxa", actual: "zqxb"),
    ]
    /// A transaction's decoder and builder describe the bytes (an offset, a field, a count): their English report is
    /// the data of a developer's tool (`tx decode`), kept as it is after the message in the language.
    static let transactionCases: [any Error] = [
        TransactionDecodingError.truncated(field: "signatures", offset: 3), TransactionDecodingError.invalidBase58,
        TransactionError.missingSignatures([key]),
    ]

    static var all: [any Error] {
        let families: [[any Error]] = [
            balanceCases, historyCases, rpcCases, airdropCases, airdropFlowCases, parseCases, keystoreCases,
            walletCases, nameCases, backupCases, backupWriteCases, marketCases, lookupCases, chartCases,
            resolutionCases, contactCases, mnemonicCases, secretCases, keypairFileCases, httpsCases, actionCases,
            payInputCases, offlineCases, adapterCases, deeplinkCases, tokenChoiceCases, inputCases,
        ]
        return families.flatMap { $0 }
    }

    /// Values in the English text that are no words: addresses, the signature, and the system's own words for errno 13
    /// (EACCES), which the detail quotes after saying it in the language, and the wallet presets' names.
    static var values: [String] {
        [key.base58, other.base58, signature.base58, String(cString: strerror(13))]
            + WalletPreset.allCases.map(\.name)
    }

    /// The English words of the error's description, message and hint that are not values, data or shared with
    /// the translations.
    static func foreign(_ error: any Error) -> Set<String> {
        let english = ErrorViewModel(error, language: .en)
        let texts = [String(describing: error), english.message, english.hint, english.detail ?? ""].map(withoutOptions)
            .filter { _ in !(error is TransactionDecodingError || error is TransactionError) }
        let text = values.reduce(texts.joined(separator: " ")) { $0.replacingOccurrences(of: $1, with: " ") }
        return ErrorDetailLanguageTests.words(text).subtracting(ErrorDetailLanguageTests.shared)
            .subtracting(sharedHere).filter { !$0.hasPrefix(datum) }
    }

    /// `text` without the CLI's option names (`--starts-with`): they are the same in every language.
    static func withoutOptions(_ text: String) -> String {
        text.replacing(/--[a-z][a-z0-9-]*/, with: " ")
    }

    /// Words these families share with the translations: names of services, protocols, the CLI's own words, and the
    /// loanwords the tables use (Portuguese "status", "links", "hexadecimal"; Turkish "test", "coin", "transfer").
    static let sharedHere: Set<String> = [
        "coingecko", "jupiter", "https", "http", "phantom", "solflare", "argon", "init", "import", "wallets",
        "accounts", "config", "account", "label", "market", "search", "blocklist", "force", "airdrop", "localhost",
        "devnet", "testnet", "mainnet", "status", "validator", "cache", "tokens", "balance", "test", "coin", "transfer",
        "hexadecimal", "portfolio", "sollet", "phantom", "solflare", "ledger", "preset", "presets", "bump", "cluster",
        "secp", "beta", "swks", "nonce", "memo", "base", "bip39", "keystore", "backup", "links",
        "array", "link", "action", "actions", "local", "faucet", "airdrops", "keygen",
    ]

    @Test(arguments: [Language.pt, .el, .tr])
    func noEnglishWordReachesTheUser(_ language: Language) {
        var leaks: [String] = []
        for error in Self.all {
            // `english` shows the whole English description (the CLI's report does): only a node's own error may.
            if ErrorViewModel.detail(of: error, language: language) == .english {
                var nodeError = false
                if case .rpc = error as? RPCClientError { nodeError = true }
                if !nodeError { leaks.append("\(type(of: error)).\(error) keeps its English description") }
            }
            let foreign = Self.foreign(error)
            let model = ErrorViewModel(error, language: language)
            for (part, text) in [("message", model.message), ("hint", model.hint), ("detail", model.detail ?? "")] {
                let said = Self.values.reduce(Self.withoutOptions(text)) { $0.replacingOccurrences(of: $1, with: " ") }
                let leaked = ErrorDetailLanguageTests.words(said).intersection(foreign)
                if !leaked.isEmpty {
                    leaks.append("\(type(of: error)).\(error) \(part): \(text) says \(leaked.sorted())")
                }
            }
        }
        let report = leaks.joined(separator: "\n")
        #expect(leaks.isEmpty, "\(language): \(leaks.count) leaks:\n\(report)")
    }

    @Test func everyCaseIsListed() {
        #expect(Self.all.count == 240, "\(Self.all.count)")
    }

    @Test(arguments: [Language.pt, .el, .tr])
    func aTransactionsDecoderKeepsItsReportAfterTheMessageInTheLanguage(_ language: Language) {
        for error in Self.transactionCases {
            let model = ErrorViewModel(error, language: language)
            #expect(model.message != ErrorViewModel(error, language: .en).message, "\(error)")
            #expect(model.detail == String(describing: error))
        }
    }

    @Test func theDetailCarriesTheValues() {
        func said(_ error: any Error, _ language: Language = .pt) -> String {
            ErrorViewModel(error, language: language).detail ?? ""
        }
        #expect(said(WalletError.noWallet(.account(Self.key))) == "\(Self.key) não é uma conta das suas carteiras")
        #expect(said(WalletError.noWallet(.named("poupança"))) == "não há carteira chamada “poupança”")
        #expect(ErrorViewModel(WalletError.noWallet(.noWalletYet), language: .pt).detail == nil)
        #expect(
            said(OfflineTransferError.nonceAuthority(nonce: Self.key, authority: Self.other, signer: Self.other), .tr)
                == "nonce hesabı \(Self.key); gönderen \(Self.other)")
        #expect(
            said(SolanaPayInputError.invalidReference("abc", .wrongLength(kind: "public key", expected: 32, actual: 2)))
                == "referência “abc”: 2 bytes; o esperado é 32")
        #expect(
            said(SolanaPayInputError.invalidAmount("1,5", .invalidCharacter(",", position: 1)), .el)
                == "“1,5”: ο χαρακτήρας «,» στη θέση 1")
        #expect(
            said(NewPasswordProblem.tooShort(length: 3, minimum: 8))
                == "a senha tem 3 caracteres; são necessários pelo menos 8")
        #expect(
            said(
                RPCClientError.confirmationTimeout(
                    signature: Self.signature, lastValidBlockHeight: 77, waited: .seconds(9)))
                == "\(Self.signature) ainda pode ser confirmada até a altura de bloco 77")
        #expect(said(RPCClientError.timeout(.seconds(30)), .tr) == "30 sn içinde yanıt gelmedi")
        #expect(said(TokenChoiceError.notHeld("BONK", held: ["USDC", "JUP"])) == "tokens que você tem: USDC, JUP")
        #expect(
            said(BackupProblem.secretMismatch(wallet: "w", account: 2, expected: Self.key, derived: Self.other))
                == "a carteira “w”: seu segredo deriva \(Self.other) para a conta 2, não \(Self.key)")
        // A wrapped error says its inner one's detail; a wallet's own words stay, with its code.
        #expect(said(AirdropFlowError.balance(.timeout(.seconds(5)))) == "nenhuma resposta em 5 s")
        #expect(said(WalletAdapterError.userRejected(message: "User rejected")) == "4001: User rejected")
        // The contact's refusal says the parser's reason in the language, in the message.
        let contact = ErrorViewModel(
            ContactError.invalidAddress(.invalidCharacter(kind: "public key", character: "0", position: 0)),
            language: .pt)
        #expect(
            contact.message == "Não é um endereço Solana: o caractere “0” na posição 0 não é base58 (sem 0, O, I ou l)")
        #expect(contact.detail == nil)
    }
}
