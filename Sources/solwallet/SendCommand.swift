import ArgumentParser
import Foundation
import SolanaCore
import SolanaRPC
import SolanaTransactions
import SolanaWallet
import WalletPresentation

/// `solwallet send TO AMOUNT`: SOL or a token from one of the wallet's accounts, after a review.
struct SendCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "send", abstract: helpText("Send SOL or a token from one of your accounts, after a review."),
        discussion: helpText(
            """
            Shows what will happen before anything is signed: from, to, amount, network and priority fees, any token \
            account created for the recipient (and its rent), and the balance left. Refuses an amount with too many \
            decimals or above the balance, a recipient that does not exist yet (unless --allow-unfunded-recipient, \
            as the Solana CLI), an amount that would leave a new recipient or the sender below the rent-exempt \
            minimum, and a transaction that fails in simulation. AMOUNT is a decimal in SOL (or in the token's \
            units with --token), or 'max' / 'ALL' for everything that can be sent (SOL: the balance minus the fee). \
            Tokens go to the recipient's associated token account, created in the same transaction when missing. \
            `solwallet transfer` is the same command, as the Solana CLI names it.
            """), aliases: ["transfer"])

    @Argument(help: helpText("The recipient: an address, a contact, or one of your account labels or wallet names."))
    var to: String
    @Argument(help: helpText("The amount (SOL, or the token's units with --token), or 'max'.")) var amount: String
    @Option(
        help: helpText(
            """
            Send this token instead of SOL: its mint address, or the symbol of a token you hold as the balance \
            shows it (USDC, BONK; an imitation of a known symbol and a symbol two tokens share are refused).
            """))
    var token: String?
    @Option(help: helpText("A memo stored with the transaction (public).")) var memo: String?
    @OptionGroup var sender: SenderOptions
    @OptionGroup var keypair: KeypairOptions
    @Flag(help: helpText("Sign without sending: print the signed transaction (base64) for solwallet broadcast."))
    var signOnly = false
    @Option(
        help: helpText(
            "With --sign-only: the recent blockhash (or the nonce's value) to sign with, without the network."))
    var blockhash: String?
    @Option(
        help: helpText(
            """
            A durable nonce account (its authority is the sender) instead of a recent blockhash: the transaction \
            does not expire after a minute (with --sign-only too).
            """))
    var nonce: PublicKey?
    @Option(
        name: .customLong("tx-version"),
        help: helpText(
            """
            The transaction format: legacy (default), v0, v1 (SIMD-0385: the compute-unit and account-data limits \
            from one simulation in the message's config) or auto (v1 where the cluster takes it, else legacy).
            """))
    var txVersion: SendRequest.VersionChoice = .legacy
    @Option(
        help: helpText(
            "With --sign-only and --priority-fee: the compute unit limit (a SOL transfer uses 150, a memo more)."))
    var computeUnitLimit: UInt32?
    @Option(
        help: helpText("With --sign-only --token: the mint's decimals (offline, they cannot be read from the mint)."))
    var mintDecimals: UInt8?
    @Option(
        help: helpText(
            "With --sign-only --token: the token program, 'spl-token' (default), 'token-2022' or its address."))
    var tokenProgram: String?
    @Flag(
        help: helpText(
            "With --sign-only --token: create the recipient's token account if missing (the sender pays its rent)."))
    var fundRecipient = false
    @OptionGroup var cluster: ClusterOptions
    @OptionGroup var password: PasswordOptions
    @OptionGroup var home: HomeOptions
    @OptionGroup var output: OutputOptions

    func validate() throws {
        try SenderOptions.check(memo: memo)
        let fee = try Self.priority(sender.priorityFee)
        guard signOnly else {
            if blockhash != nil || computeUnitLimit != nil || mintDecimals != nil || tokenProgram != nil
                || fundRecipient
            {
                throw ValidationError.localized(.cliUsageSignOnlyOptions)
            }
            return
        }
        if txVersion != .legacy {
            throw ValidationError.localized(.cliUsageSignOnlyLegacy)
        }
        if token != nil && mintDecimals == nil {
            throw ValidationError.localized(.cliUsageSignOnlyDecimals)
        }
        if token == nil && (mintDecimals != nil || tokenProgram != nil || fundRecipient) {
            throw ValidationError.localized(.cliUsageSignOnlyTokenOptions)
        }
        _ = try offlineTokenProgram()
        if SendRequest.Amount(amount) == .max {
            throw ValidationError.localized(.cliUsageSignOnlyExact)
        }
        if blockhash == nil && nonce == nil {
            throw ValidationError.localized(.cliUsageSignOnlyBlockhash)
        }
        switch fee {
        case .auto, .level:
            throw ValidationError.localized(.cliUsageSignOnlyPriority, sender.priorityFee ?? "")
        case .microLamportsPerUnit where computeUnitLimit == nil:
            throw ValidationError.localized(.cliUsageSignOnlyUnitLimit)
        case .none where computeUnitLimit != nil:
            throw ValidationError.localized(.cliUsageUnitLimitAlone)
        default: break
        }
    }

    /// `--token`: a mint address as it is, else the symbol of one token `owner` holds (`TokenChoice`, over the tokens
    /// and their metadata read now).
    static func mint(_ text: String, heldBy owner: PublicKey, client: RPCClient) async throws -> PublicKey {
        if let mint = try? PublicKey(text) { return mint }
        let balance: AccountBalance
        do {
            balance = try await Spinner.run(.readingToken) { () throws(RPCClientError) in
                try await RemoteBalanceLoader(client: client).fetch(owner)
            }
        } catch { throw CLIError(error, cluster: client.cluster) }
        do { return try TokenChoice.mint(text, among: balance.tokens) } catch {
            throw CLIError(.invalidInput, error.description + "; nothing was sent", cause: error)
        }
    }

    static func priority(_ text: String?) throws(ValidationError) -> SendRequest.PriorityFee {
        guard let text else { return .none }
        do { return try SendRequest.PriorityFee(parsing: text) } catch {
            throw ValidationError.localized(.cliUsagePriorityFee, text)
        }
    }

    func run() async throws {
        let context = try WalletContext(home: home)
        let client = try cluster.client(settings: context.registry)
        let signer = try keypair.load()
        let language = try output.language(registry: context.registry)
        let from = try context.account(
            sender.from, consequence: .cliNothingSent, keypair: signer, language: language)
        let recipient = try context.resolve(to, language: language).address
        if signOnly { return try await signOffline(from, to: recipient, signer: signer, context: context) }
        // "0,5" where the language writes decimals with a comma (the review shows them so too).
        let typed = NumberStyle(language).typedAmount(amount)
        var mint: PublicKey?
        if let token { mint = try await Self.mint(token, heldBy: from, client: client) }
        var request = SendRequest(
            from: from, to: recipient, amount: .init(typed), mint: mint, memo: memo,
            priorityFee: try Self.priority(sender.priorityFee), allowUnfundedRecipient: sender.allowUnfundedRecipient)
        request.nonce = nonce
        request.version = txVersion
        request.maxPriorityFee = sender.maxPriorityFee
        try await Self.execute(
            request, context: context, client: client, yes: sender.yes, password: password, output: output,
            acknowledged: sender.acknowledgedLosses, signer: signer)
    }

    /// The send after the request is known, shared with `pay`: prepare (with a spinner), show the review, ask to
    /// confirm (or --yes), unlock the sender's key, sign, send, confirm; print the signature and the explorer link.
    ///
    /// A transaction whose blockhash expired before it landed is offered again (built, reviewed and signed anew)
    /// only once the cluster has no record of it either: its last valid block height has passed, so it can never
    /// land, and sending again cannot pay twice. With --yes the offer is taken (at most `maxAttempts` in all).
    static func execute(
        _ request: SendRequest, context: WalletContext, client: RPCClient, yes: Bool, password: PasswordOptions,
        output: OutputOptions, acknowledged flags: Set<SendWarning> = [], extra: [String: String] = [:],
        signer keypair: Keypair? = nil
    ) async throws {
        let sender = request.from
        // A failing simulation's custom error is named by the registered IDLs too (display only).
        var flow = await RegisteredIDLs.flow(client, context)
        flow.knownAddresses = await context.knownAddresses(for: sender, client: client)
        flow.ownAccounts = context.ownAccounts
        let language = try output.language(registry: context.registry)
        // The recipient's contact name is shown next to its full address (the look-alike check is unchanged).
        let contactName = try? context.resolver().contactName(for: request.to)
        var signer: Keypair? = keypair
        // A send an earlier run left in flight (interrupted, crashed) is settled first, and said: sent again as the
        // same bytes if it may still land, so the payment below is never made on top of an unknown one.
        let settled: [SettledTransaction]
        do {
            settled = try await Spinner.run(.preparingTransfer) { () throws(SendError) in
                try await flow.settlePending(of: sender)
            }
        } catch { throw CLIError(error, cluster: client.cluster) }
        for earlier in settled {
            Output.status(earlier.message(language: language) + "\n", style: output.style)
        }
        // The session decides whether an expired attempt may be built again (SendSession); this loop shows and asks.
        var session = SendSession(flow: flow, request: request)
        while true {
            let review: SendReview
            do {
                review = try await Spinner.run(.preparingTransfer) { () throws(SendError) in
                    try await session.prepare()
                }
            } catch { throw CLIError(error, cluster: client.cluster) }
            let view = SendReviewViewModel(review, language: language, contactName: contactName)
            if !output.json || !yes {
                Output.status(view.terminalText(style: output.style) + "\n", style: output.style)
            }
            let acknowledged = try SenderOptions.acknowledge(
                review, flags: flags, yes: yes, language: language, style: output.style)
            if !yes { try SenderOptions.confirm(view.question, doing: .cliDoingSending, nothing: .cliNothingSent) }
            if signer == nil {
                let manager = try context.manager(try password.password())
                do { signer = try await manager.keypair(for: sender) } catch { throw CLIError(error) }
            }
            let outcome: SendSession.Outcome
            do {
                outcome = try await session.send(
                    review, signer: signer!, acknowledged: acknowledged,
                    progress: Output.sendProgress(quiet: output.json))
            } catch { throw CLIError(error, cluster: client.cluster) }
            switch outcome {
            case .landed(let signature):
                let explorer = TxCommand.Show.explorerLink(signature, cluster: client.cluster)
                if output.json {
                    try Output.printJSON(SendResult(review, signature: signature, explorer: explorer, extra: extra))
                } else {
                    print(signature.base58)
                    print(explorer)
                }
                return
            case .expired(let known):
                try offerRetry(known, session: session, yes: yes, cluster: client.cluster)
            }
        }
    }

    /// After an attempt expired: what the cluster knows of it is said; when the session may send again (no record
    /// of it, attempts left) the user is asked (or --yes) whether to build and sign it again, else it is the error.
    static func offerRetry(_ known: ExpiredTransaction, session: SendSession, yes: Bool, cluster: Cluster) throws {
        guard session.maySendAgain else {
            guard !known.maySendAgain else {
                // No record, but no attempt left: the expiry itself is the error.
                throw CLIError(SendError.expired(known.signature), cluster: cluster)
            }
            throw CLIError(
                .cluster, .cliWithConsequence,
                arguments: [.localized { known.message(language: $0) }, .key(.cliNothingMoreSent)],
                english: known.description)
        }
        let l10n = Localizer(ReportLanguage.chosen ?? .en)
        let said = known.message(language: l10n.language)
        Output.status(said.prefix(1).uppercased() + said.dropFirst() + ".\n")
        if !yes {
            try SenderOptions.confirm(
                l10n(.resendQuestion), doing: .cliDoingSendingAgain, nothing: .cliNothingMoreSent)
        } else {
            Output.status(l10n(.resendBuilding) + "\n")
        }
    }

    /// `--token-program`: SPL Token by default.
    func offlineTokenProgram() throws(ValidationError) -> PublicKey {
        guard let text = tokenProgram else { return .tokenProgram }
        guard let program = TokenProgram.named(text) else {
            throw ValidationError.localized(.cliUsageTokenProgram, text)
        }
        return program
    }

    /// `--sign-only`: builds and signs the SOL or token transfer from what was given (the network only to read a
    /// nonce account when no --blockhash is given) and prints it as base64.
    func signOffline(_ from: PublicKey, to: PublicKey, signer keypair: Keypair?, context: WalletContext) async throws {
        var offlineToken: OfflineTransfer.Token?
        if let token, let mintDecimals {
            // Offline, nothing is read: the mint by its address only.
            guard let mint = try? PublicKey(token) else {
                throw ValidationError.localized(
                    .cliUsageOptionReason,
                    arguments: [
                        .text("--token --sign-only"), .text(token),
                        .localized { Localizer($0)(.errorInvalidAddress, TerminalText.sanitize(token)) },
                    ])
            }
            offlineToken = .init(
                mint: mint, decimals: mintDecimals, program: try offlineTokenProgram(),
                createRecipientAccount: fundRecipient)
        }
        let lamports: UInt64
        let typed = NumberStyle(try output.language(registry: context.registry)).typedAmount(amount)
        do { lamports = try OfflineTransfer.amount(typed, token: offlineToken) } catch {
            throw CLIError(.invalidInput, "\(error.description); nothing was signed", cause: error)
        }
        var hash: Hash
        var nonceAccount: OfflineTransfer.Nonce?
        if let nonce { nonceAccount = .init(account: nonce, authority: from) }
        if let blockhash {
            do { hash = try Hash(blockhash) } catch {
                throw CLIError(.invalidInput, .cliBadBlockhash, blockhash)
            }
        } else if let nonce {
            let client = try cluster.client(settings: context.registry)
            do {
                hash = try await Spinner.run(.readingNonce) { () throws(OfflineTransferError) in
                    try await OfflineTransfer.nonceValue(of: nonce, signer: from, flow: SendFlow(client: client))
                }
            } catch {
                if case .nonce(let failure) = error { throw CLIError(failure, cluster: client.cluster) }
                throw CLIError(.invalidInput, error.description + "; nothing was signed", cause: error)
            }
        } else {
            throw CLIError(.invalidInput, .cliSignOnlyNeedsHash)
        }
        var price: UInt64?
        if case .microLamportsPerUnit(let value) = try Self.priority(sender.priorityFee) { price = value }
        let transfer = OfflineTransfer(
            from: from, to: to, lamports: lamports, memo: memo, blockhash: hash, nonce: nonceAccount,
            computeUnitLimit: computeUnitLimit, computeUnitPrice: price, token: offlineToken)
        let view = OfflineTransferViewModel(transfer, language: try output.language(registry: context.registry))
        if !output.json || !sender.yes {
            Output.status(view.terminalText(style: output.style) + "\n", style: output.style)
        }
        if !sender.yes { try SenderOptions.confirm(view.question, doing: .cliDoingSigning, nothing: .cliNothingSigned) }
        let signer: Keypair
        if let keypair {
            signer = keypair
        } else {
            let manager = try context.manager(try password.password())
            do { signer = try await manager.keypair(for: from) } catch { throw CLIError(error) }
        }
        let transaction: Transaction
        let wire: [UInt8]
        do {
            transaction = try transfer.signed(by: signer)
            wire = try transaction.serialize()
        } catch { throw CLIError(.invalidInput, "\(error); nothing was signed", cause: error) }
        let base64 = Data(wire).base64EncodedString()
        if output.json {
            struct Result: Encodable {
                let transaction: String, signature: String, blockhash: String, nonce: String?
                /// SOL: lamports; a token: nil (see `mint` and `amount`, in base units).
                let lamports: String?, mint: String?, amount: String
            }
            try Output.printJSON(
                Result(
                    transaction: base64, signature: transaction.id?.base58 ?? "", blockhash: hash.description,
                    nonce: nonce?.base58, lamports: offlineToken == nil ? String(lamports) : nil,
                    mint: offlineToken?.mint.base58, amount: String(lamports)))
        } else {
            print(base64)
        }
    }

    /// The outcome for `--json`: amounts as exact integer strings.
    struct SendResult: Encodable {
        let signature: String, explorer: String, from: String, to: String, destination: String
        let mint: String?, decimals: UInt8?, amount: String, networkFee: String, priorityFee: String
        @OptionalDecimalString var computeUnitLimit: UInt32?
        @OptionalDecimalString var loadedAccountsDataSizeLimit: UInt32?
        /// legacy, v0 or v1.
        let transactionVersion: String
        let computeUnitPrice: String, createdTokenAccount: Bool, tokenAccountRent: String
        let solAfter: String, tokenAfter: String?, memo: String?, warnings: [String], references: [String]
        /// What the caller adds (`pay`: the Solana Pay URL).
        let extra: [String: String]?

        init(_ review: SendReview, signature: Signature, explorer: String, extra: [String: String] = [:]) {
            self.signature = signature.base58
            self.explorer = explorer
            from = review.request.from.base58
            to = review.request.to.base58
            destination = review.destination.base58
            mint = review.token?.mint.base58
            decimals = review.token?.decimals
            amount = String(review.amount)
            networkFee = String(review.networkFee)
            priorityFee = String(review.priorityFee)
            computeUnitLimit = review.computeUnitLimit
            loadedAccountsDataSizeLimit = review.loadedAccountsDataSizeLimit
            switch review.transaction.message.version {
            case .legacy: transactionVersion = "legacy"
            case .v0: transactionVersion = "v0"
            case .v1: transactionVersion = "v1"
            }
            computeUnitPrice = String(review.computeUnitPrice)
            createdTokenAccount = review.createsTokenAccount
            tokenAccountRent = String(review.tokenAccountRent)
            solAfter = String(review.solAfter)
            tokenAfter = review.tokenAfter.map(String.init)
            memo = review.request.memo
            warnings = review.warnings.map(\.rawValue)
            references = review.request.references.map(\.base58)
            self.extra = extra.isEmpty ? nil : extra
        }
    }
}

extension CLIError {
    /// A send that was refused or did not complete: the user's mistakes exit 1, the network's and cluster's 2.
    init(_ error: SendError, cluster: Cluster) {
        switch error {
        case .network:
            self.init(.network, Redaction.scrub("\(error) (cluster: \(Redaction.describe(cluster)))"), cause: error)
        case .simulationFailed, .failed, .expired, .unconfirmed: self.init(.cluster, error.description, cause: error)
        case .refused, .recipientLosesFunds: self.init(.invalidInput, error.description, cause: error)
        default: self.init(.invalidInput, error.description + "; nothing was sent", cause: error)
        }
    }
}

extension WalletContext {
    /// `requested` (from `--from`, `--account`: an address, an account label or a wallet name), which must be one of
    /// the wallets' accounts, else the `-k` keypair's, else the `account` setting, else the first wallet's first
    /// account (`AccountResolver`). `consequence` ends the error ("nothing was sent").
    func account(
        _ requested: String?, consequence: L10nKey, keypair: Keypair? = nil, language: Language? = nil
    ) throws(CLIError) -> PublicKey {
        let language = language ?? (try? WalletSettings(registry: registry).language().value) ?? .en
        do { return try signer(requested, keypair: keypair, language: language) } catch {
            throw CLIError(
                error.kind, .cliWithConsequence,
                arguments: [.localized { error.localizedMessage($0) }, .key(consequence)], cause: error.cause,
                english: error.message + " (" + consequence.english + ")")
        }
    }
}

/// What `send` and `pay` share: the fee, the account paying, the unfunded-recipient switch, and `--yes`.
struct SenderOptions: ParsableArguments {
    @Option(
        help: helpText(
            """
            A priority fee: a level from the cluster's recent fees for the accounts the transfer locks — low (their \
            25th percentile), medium (50th), high (90th), auto (75th) — or micro-lamports per compute unit.
            """))
    var priorityFee: String?
    @Option(
        help: helpText("The most the priority fee may cost in all, in lamports (a higher price is lowered to fit)."))
    var maxPriorityFee: UInt64?
    @Option(
        help:
            helpText(
                "Pay from this account of your wallets: an address, a label or a wallet name (default: the account setting, else the first wallet's first account)."
            )
    )
    var from: String?
    @Flag(help: helpText("Send SOL to an address that does not exist on the cluster yet.")) var allowUnfundedRecipient =
        false
    @Flag(help: helpText("Do not ask for confirmation (for scripts).")) var yes = false
    @Flag(help: helpText("Send to a token mint although what is sent there can never be moved again."))
    var allowMintRecipient = false
    @Flag(
        help: helpText(
            "Send to a program (an executable account) although what is sent there can never be moved again."))
    var allowProgramRecipient = false
    @Flag(
        help: helpText(
            "Send tokens to an off-curve address with no account although nobody may be able to sign for them."))
    var allowOffCurveRecipient = false
    @Flag(help: helpText("Send to an address that looks like another one you know (same first and last 4 characters)."))
    var allowLookalike = false

    /// The fund-losing recipients the flags acknowledge.
    var acknowledgedLosses: Set<SendWarning> {
        var cases: Set<SendWarning> = []
        if allowMintRecipient { cases.insert(.recipientIsMint) }
        if allowProgramRecipient { cases.insert(.recipientIsProgram) }
        if allowOffCurveRecipient { cases.insert(.recipientOffCurveWithoutAccount) }
        if allowLookalike { cases.insert(.recipientLookalike) }
        return cases
    }

    /// The flag that acknowledges `loss`.
    static func flag(for loss: SendWarning) -> String {
        switch loss {
        case .recipientIsMint: return "--allow-mint-recipient"
        case .recipientIsProgram: return "--allow-program-recipient"
        case .recipientLookalike: return "--allow-lookalike"
        default: return "--allow-off-curve-recipient"
        }
    }

    /// The words typed to acknowledge `loss` interactively.
    static func phrase(for loss: SendWarning) -> String {
        switch loss {
        case .recipientIsMint: return "send to a mint"
        case .recipientIsProgram: return "send to a program"
        default: return "send to an address without a key"
        }
    }

    /// Every case of `review` that needs acknowledgement, acknowledged by its flag, or (on a terminal, without --yes)
    /// by typing its words — for a look-alike recipient its last 6 characters, after both addresses are shown with
    /// their differences marked; else refused, naming the flag.
    static func acknowledge(
        _ review: SendReview, flags: Set<SendWarning>, yes: Bool, language: Language, style: TerminalStyle
    ) throws(CLIError) -> Set<SendWarning> {
        var acknowledged = flags
        let l10n = Localizer(language)
        for loss in review.acknowledgementsNeeded where !flags.contains(loss) {
            guard !yes, KeygenInput.stdinIsTerminal else {
                throw CLIError(
                    .invalidInput, .cliLossNeedsFlag,
                    arguments: [
                        .localized { SendReviewViewModel.warning(loss, language: $0) }, .text(flag(for: loss)),
                    ],
                    english: loss.lossDescription
                        + "; pass \(flag(for: loss)) if that is what you want; nothing was sent")
            }
            let why = SendReviewViewModel.warning(loss, language: language)
            let phrase: String
            if loss == .recipientLookalike {
                let recipient = review.request.to.base58
                phrase = String(recipient.suffix(6))
                var lines = [style.apply(.warning, to: "⚠ " + why)]
                lines.append("  " + l10n(.recipient).padding(toLength: 16, withPad: " ", startingAt: 0) + recipient)
                for known in review.lookalikes {
                    let marks = AddressPoisoning.differences(recipient, known.base58)
                    lines.append(
                        "  " + l10n(.knownAddress).padding(toLength: 16, withPad: " ", startingAt: 0) + known.base58)
                    lines.append(
                        "  " + String(repeating: " ", count: 16)
                            + String(
                                (0..<max(recipient.count, known.base58.count)).map { marks.contains($0) ? "^" : " " }))
                }
                Output.status(lines.joined(separator: "\n") + "\n" + l10n(.lookalikePrompt) + " ", style: style)
                guard readLine()?.trimmingCharacters(in: .whitespaces) == phrase else {
                    throw CLIError(.cancelled, .cliNotConfirmed, arguments: [.key(.cliNothingSent)])
                }
            } else {
                phrase = Self.phrase(for: loss)
                Output.status(l10n(.confirmLossPrompt, why, phrase) + " ")
                guard readLine()?.trimmingCharacters(in: .whitespaces).lowercased() == phrase else {
                    throw CLIError(.cancelled, .cliNotConfirmed, arguments: [.key(.cliNothingSent)])
                }
            }
            acknowledged.insert(loss)
        }
        return acknowledged
    }

    /// A memo must fit in a transaction.
    static func check(memo: String?) throws(ValidationError) {
        do { try SendRequest.check(memo: memo) } catch {
            throw ValidationError.localized(
                .cliUsageMemoTooLong,
                arguments: [.text(String(memo?.utf8.count ?? 0)), .text(String(SendRequest.maxMemoBytes))],
                english: "--memo: \(error.description)")
        }
    }

    /// Asks `question` on the terminal; anything but y/yes cancels. Without a terminal, `--yes` is needed.
    static func confirm(
        _ question: String, doing: L10nKey, nothing: L10nKey, englishDoing: String? = nil
    ) throws(CLIError) {
        guard KeygenInput.stdinIsTerminal else {
            throw CLIError(
                .invalidInput, .cliNeedsYes, arguments: [.key(doing), .key(nothing)],
                english: "\(englishDoing ?? doing.english) needs --yes (no terminal to ask); \(nothing.english)")
        }
        Output.status(question + " [y/N] ")
        guard let answer = readLine()?.lowercased(), answer == "y" || answer == "yes" else {
            throw CLIError(.cancelled, .cliNotConfirmed, arguments: [.key(nothing)])
        }
    }
}
