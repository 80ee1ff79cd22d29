import Foundation
import ProgramIDL
import QRCode
import SolanaCore
import SolanaTransactions
import SolanaWallet
import Testing
import WalletPresentation

@testable import SolanaRPC

/// The detail line of the send, staking, off-chain message, sign-in, QR and wallet database errors in Portuguese,
/// Greek and Turkish (issue 28): left out where the message says it all, else said in the language with the values;
/// English only for the words that are data (a node's message, a program's log, SQLite's text).
@Suite struct ErrorDetailLanguageTests {
    static let key = Sample.owner
    static let other = Sample.friend
    static let signature = Sample.signature(5)
    /// A datum carried by an error (a parser's, the system's or a node's words): "zqx" is no English word.
    static let datum = "zqx"

    /// Every case of each family, with data that is no English word.
    static let sendCases: [SendError] = [
        .invalidAmount(.malformed(datum)), .invalidAmount(.tooManyDecimals(maximum: 9, found: 12)),
        .invalidAmount(.invalidCharacter("z", position: 2)),
        .invalidAmount(.overflow(maximum: "18446744073.709551615")),
        .invalidAmount(.empty), .invalidAmount(.invalidDecimals(300)), .zeroAmount,
        .insufficientFunds(needed: 2_000_000_000, available: 1_000),
        .insufficientTokens(needed: 1_500, available: 20, decimals: 2), .senderUnfunded(key), .recipientUnfunded(key),
        .recipientBelowRent(amount: 5_000, minimum: 890_880), .senderBelowRent(remaining: 7, minimum: 890_880),
        .notAMint(key), .noTokenAccount(owner: key, mint: other), .frozen(key),
        .recipientTokenAccountMismatch(account: key, mint: other), .network(datum), .build(datum),
        .invalidPriorityFee(datum), .simulationFailed(error: datum, logs: [datum]),
        .failed(
            TransactionFailure(
                signature: signature, stage: .onChain, error: .string(datum), logs: [datum], message: nil)),
        .failed(
            TransactionFailure(
                signature: signature, stage: .onChain, error: customError, logs: [datum, tokenLog], message: nil)),
        .expired(signature), .unconfirmed(signature),
        .refused([
            .accountClosed(key), .solOverCap(paid: 2_000_000, cap: 1_000), .feeOverLimit(fee: 90_000, limit: 5_000),
            .tokenOverCap(mint: other, paid: 1_500, cap: 20, decimals: 2), .unknownDecimals(mint: other),
            .stateChanged(key, .stakeDeactivated), .blockedByScanner([datum]),
        ]),
        .recipientLosesFunds([.recipientIsMint]),
    ]
    static let stakingCases: [StakingError] = [
        .invalidAmount(.malformed(datum)), .zeroAmount, .belowMinimumDelegation(amount: 5, minimum: 1_000_000_000),
        .insufficientFunds(needed: 9, available: 3), .belowRent(remaining: 4, minimum: 2_282_880),
        .unknownValidator(key), .delinquentValidator(key, lastVote: 4242), .notAStakeAccount(key),
        .notAuthorized(account: key, role: "staker", authority: other),
        .notAuthorized(account: key, role: "withdrawer", authority: other), .notDelegated(key),
        .alreadyDeactivated(key, epoch: 77), .stillStaked(key, phase: .active, staked: 3_000_000_000),
        .exceedsWithdrawable(requested: 9, withdrawable: 3), .cannotMerge("an account cannot be merged into itself"),
        .cannotMerge("their authorities differ"),
        .cannotMerge("one of them is still activating or deactivating across epochs; wait for the boundary"),
        .cannotMerge("they are not both inactive, both activating, or both active to the same validator"),
        .noFreeSeed, .state(.unknownTag(9)), .send(.zeroAmount),
    ]
    static let offchainCases: [OffchainMessageError] = [
        .truncated, .badSigningDomain, .unsupportedVersion(3), .unknownFormat(7), .emptyContent, .noSigners,
        .tooManySigners(300), .signersNotSorted, .duplicateSigner(key), .lengthMismatch(declared: 10, actual: 4),
        .tooLong(format: nil, maximum: 1212, actual: 1300), .notRestrictedASCII(offset: 3, byte: 200), .invalidUTF8,
        .transactionShaped, .signerNotListed(key),
    ]
    static let signInCases: [SignInError] = [
        .malformed(datum), .tooLong(9000), .invalidField(datum),
        .wrongDomain(expected: "a.example", actual: "b.example"),
        .wrongAddress(expected: key.base58, actual: other.base58), .wrongChain(expected: "mainnet", actual: nil),
        .wrongNonce, .fieldMismatch("nonce"), .expired, .notYetValid, .staleIssuedAt, .badSignature, .tampered,
        .invalidRequest(datum), .invalidOrigin(datum), .noOrigin, .invalidOutput(datum),
    ]
    static let qrCases: [any Error] = [
        QRDecodeError.unreadable(path: "/q.png", reason: datum), QRDecodeError.tooLarge(bytes: 9, maximum: 8),
        QRDecodeError.unsupportedImage(datum), QRDecodeError.imageTooLarge(width: 9000, height: 9000),
        QRDecodeError.noCode, QRDecodeError.notText, QRDecodeError.scannerUnavailable(datum), QREncodeError.empty,
        QREncodeError.tooLong(bytes: 3000, maximum: 2953, correction: .low),
        QREncodeError.encoderFailed(errno: 12, reason: datum), QRRenderError.scale(99, allowed: 1...64),
        QRRenderError.quietZone(99, allowed: 0...16), QRRenderError.imageTooLarge(side: 9000, maximum: 8192),
        QRRenderError.pngFailed(datum),
    ]
    static let storeCases: [WalletStoreError] = [
        .database("SQLite error 5: \(datum)"), .database(datum), .corrupt(datum), .duplicateName(datum),
        .notFound(datum), .accountTaken(3),
    ]

    /// A Borsh decoder's words, a datum after the typed reason.
    static let borshCase = IDLAccountDecodingError.invalidData(account: "Zqx", .unexpectedEnd(offset: 4, needed: 8))
    static var borshText: String {
        guard case .invalidData(_, let error) = borshCase else { return "" }
        return String(describing: error)
    }
    static let idlCases: [any Error] = [
        IDLReadError.tooLarge(size: 9, limit: 8), IDLReadError.invalidJSON(offset: 3, reason: datum),
        IDLReadError.tooDeep(path: "zqx.a"), IDLReadError.unknownKind(kind: "zqxk", path: "zqx.b"),
        IDLReadError.missingField(name: "zqxf", path: "zqx.c"), IDLReadError.wrongType(path: "zqx.d", expected: "zqxt"),
        IDLReadError.invalidValue(path: "zqx.e", reason: datum), IDLReadError.unsupported(feature: "zqxu", path: "zqx"),
        IDLReadError.unresolvedType(name: "zqxn", path: "zqx.g"), IDLReadError.notAnIDL(reason: datum),
        IDLReadError.generationLimit(what: "zqxw", limit: 64, path: "zqx.h"),
        IDLInstructionError.unknownInstruction("zqxi"),
        IDLInstructionError.missingAccount(instruction: "zqxi", account: "zqxa"),
        IDLInstructionError.unknownAccount(instruction: "zqxi", account: "zqxa"),
        IDLInstructionError.missingArgument(instruction: "zqxi", argument: "zqxr"),
        IDLInstructionError.unexpectedArgument(instruction: "zqxi", argument: "zqxr"),
        IDLInstructionError.unexpectedRemainingAccounts(instruction: "zqxi"),
        IDLInstructionError.unresolvableDefault(instruction: "zqxi", account: "zqxa", kind: "zqxk"),
        IDLInstructionError.programAddress(instruction: "zqxi", account: "zqxa"),
        IDLInstructionError.encoding(instruction: "zqxi", .unexpectedEnd(offset: 4, needed: 8)),
        IDLInstructionError.wrongProgram,
        IDLInstructionError.noMatchingInstruction,
        IDLInstructionError.decoding(instruction: "zqxi", .unexpectedEnd(offset: 4, needed: 8)),
        IDLInstructionError.tooFewAccounts(instruction: "zqxi", required: 3, given: 1),
        IDLAccountDecodingError.discriminatorMismatch(account: "Zqx", offset: 0, expected: [1, 2], found: [3, 4]),
        IDLAccountDecodingError.wrongSize(account: "Zqx", expected: 40, actual: 12),
        IDLAccountDecodingError.tooShort(account: "Zqx", minimum: 40, actual: 12),
        borshCase,
        IDLRegistryError.invalidIDL(.tooDeep(path: "zqx")),
        IDLRegistryError.alreadyRegistered(programId: key, name: "zqx"),
        IDLRegistryError.notRegistered(key), IDLRegistryError.corrupt(path: "/zqx.json", reason: datum),
        IDLRegistryError.io(path: "/zqx.json", failure: SystemFailure(kind: .permissionDenied, text: datum)),
        IDLRegistryError.io(path: "/zqx.json", failure: SystemFailure(kind: .other, text: datum)),
    ]

    static var all: [any Error] {
        let families: [[any Error]] = [
            sendCases.map { $0 }, stakingCases.map { $0 }, offchainCases.map { $0 }, signInCases.map { $0 }, qrCases,
            storeCases.map { $0 }, idlCases,
        ]
        return families.flatMap { $0 }
    }

    /// A token program's custom error 1 in instruction 1: the node's JSON and the program's own name and message for
    /// it ("InsufficientFunds: Insufficient funds", its IDL's words) are data, said as they are.
    static let customError: JSONValue = .object([
        "InstructionError": .array([.uint(0), .object(["Custom": .uint(1)])])
    ])
    static let tokenLog = "Program TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA failed: custom program error: 0x1"
    static let programWords = ["\(customError)", "InsufficientFunds: Insufficient funds", tokenLog]

    /// The errors whose whole English description is data (a node's message, the cluster's stake data): their detail
    /// stays English.
    static func isData(_ error: any Error) -> Bool {
        switch error {
        case let error as SendError:
            switch error {
            case .network: return true
            default: return false
            }
        case let error as StakingError:
            if case .state = error { return true }
            return false
        default: return false
        }
    }

    /// Words the translations share with English: names (Solana, Token-2022, ASCII, UTF-8, JSON, libqrencode), units
    /// and loanwords the tables use (byte, token, stake, slot, pixels, Turkish "program"), the CLI's commands and
    /// options.
    static let shared: Set<String> = [
        "solana", "token", "bytes", "byte", "stake", "slot", "ascii", "pixels", "solwallet", "show", "validators",
        "allow", "unfunded", "recipient", "delinquent", "offchain", "libqrencode", "mint", "xffsolana", "sqlite",
        "error", "json", "codama", "anchor", "program",
    ]

    /// The words of 4 or more letters of `text`, lowercased.
    static func words(_ text: String) -> Set<String> {
        Set(
            text.lowercased().split { !$0.isLetter }.map(String.init).filter {
                $0.count >= 4 && $0.allSatisfy(\.isASCII)
            }
        )
    }

    @Test func everyCaseIsListed() {
        #expect(Self.sendCases.count == 27 && Self.stakingCases.count == 21 && Self.offchainCases.count == 15)
        #expect(Self.signInCases.count == 17 && Self.qrCases.count == 14 && Self.storeCases.count == 6)
        #expect(Self.idlCases.count == 34)
    }

    @Test(arguments: [Language.pt, .el, .tr])
    func theDetailIsAbsentOrSaysNoEnglishWord(_ language: Language) {
        for error in Self.all {
            let english = String(describing: error)
            // Addresses, signatures, a decoder's words and the names given ("zqx…") are values, not words.
            let values =
                [Self.key.base58, Self.other.base58, Self.signature.base58, Self.borshText] + Self.programWords
            let words = values.reduce(english) { $0.replacingOccurrences(of: $1, with: " ") }
            let foreign = Self.words(words).subtracting(Self.shared).filter { !$0.hasPrefix(Self.datum) }
            let detail = ErrorViewModel.detail(of: error, language: language)
            let model = ErrorViewModel(error, language: language)
            switch detail {
            case .english:
                #expect(Self.isData(error), "\(language): \(error) keeps its English detail")
                #expect(model.detail == TerminalText.sanitize(english))
            case .none: #expect(model.detail == nil, "\(language): \(error)")
            case .said(let said):
                #expect(model.detail == said, "\(language): \(error)")
                let leaked = Self.words(
                    values.reduce(said) { $0.replacingOccurrences(of: $1, with: " ") }
                ).intersection(foreign)
                #expect(leaked.isEmpty, "\(language): \(error): \(said) says \(leaked) in English")
            }
            #expect(ErrorViewModel.detail(of: error, language: .en) == .english)
            #expect(ErrorViewModel(error, language: .en).detail == TerminalText.sanitize(english))
        }
    }

    @Test func theDetailCarriesTheValues() {
        let send = ErrorViewModel.detail(
            of: SendError.insufficientFunds(needed: 2_000_000_000, available: 1_000), language: .pt)
        let needed = DisplayAmount.sol(2_000_000_000, language: .pt).textWithSymbol
        let held = DisplayAmount.sol(1_000, language: .pt).textWithSymbol
        #expect(send == .said("necessário: \(needed); a conta tem \(held)"), "\(send)")
        let tokens = ErrorViewModel.detail(
            of: SendError.insufficientTokens(needed: 1_500, available: 20, decimals: 2), language: .el)
        guard case .said(let said) = tokens else { Issue.record("\(tokens)"); return }
        #expect(said.hasPrefix("απαιτούνται: 15") && said.contains("0,2"), "\(said)")
        let offchain = ErrorViewModel.detail(of: OffchainMessageError.duplicateSigner(Self.key), language: .tr)
        #expect(offchain == .said("\(Self.key.base58) imzacısı iki kez yazılmış"))
        let busy = ErrorViewModel.detail(
            of: WalletStoreError.database("SQLite error 5: database is locked"), language: .pt)
        guard case .said(let store) = busy else { Issue.record("\(busy)"); return }
        #expect(store.hasSuffix("(SQLite error 5: database is locked)"), "\(store)")
        #expect(store != "SQLite error 5: database is locked", "the typed reason comes first: \(store)")
    }

    /// The amount's rule, the program's error and the policy's refusals keep their values in the language.
    @Test func theAmountTheProgramErrorAndTheRefusalsAreSaid() {
        let amount = ErrorViewModel(SendError.invalidAmount(.tooManyDecimals(maximum: 9, found: 12)), language: .pt)
        #expect(amount.code == "invalid-amount" && amount.message.contains("9") && amount.detail == nil, "\(amount)")
        let character = ErrorViewModel.detail(
            of: StakingError.invalidAmount(.invalidCharacter(",", position: 1)), language: .tr)
        #expect(character == .said("1. konumdaki “,” karakteri"), "\(character)")
        let failure = TransactionFailure(
            signature: Self.signature, stage: .onChain, error: Self.customError, logs: [Self.tokenLog], message: nil)
        let failed = ErrorViewModel.detail(of: SendError.failed(failure), language: .pt)
        guard case .said(let said) = failed else { Issue.record("\(failed)"); return }
        #expect(
            said.hasPrefix(Self.signature.base58 + " — a instrução 1 (spl-token) falhou com o erro do programa 0x1"))
        #expect(said.contains("(InsufficientFunds: Insufficient funds)") && said.contains(Self.tokenLog), "\(said)")
        let refused = ErrorViewModel.detail(
            of: SendError.refused([.solOverCap(paid: 2_000_000_000, cap: 1_000_000_000)]), language: .el)
        guard case .said(let refusal) = refused else { Issue.record("\(refused)"); return }
        #expect(refusal.contains(DisplayAmount.sol(2_000_000_000, language: .el).textWithSymbol), "\(refusal)")
        #expect(refusal.contains(DisplayAmount.sol(1_000_000_000, language: .el).textWithSymbol), "\(refusal)")
        let io = ErrorViewModel.detail(
            of: IDLRegistryError.io(path: "/x/y.json", failure: SystemFailure(errno: EACCES)), language: .pt)
        guard case .said(let file) = io else { Issue.record("\(io)"); return }
        #expect(file.hasPrefix("/x/y.json: ") && !file.hasPrefix("/x/y.json: Permission denied"), "\(file)")
    }
}
