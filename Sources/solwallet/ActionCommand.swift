import ArgumentParser
import Foundation
import SolanaCore
import SolanaRPC
import SolanaTransactions
import SolanaWallet
import WalletPresentation

/// `solwallet action URL`: runs a Solana Action (a blink) from its link to the chain's `completed` state.
struct ActionCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "action",
        abstract: helpText("Run a Solana Action (a blink): solana-action: URL, interstitial or website link."),
        discussion: helpText(
            """
            GETs the action (over https only; its icon is shown as a URL, never fetched), shows who asks (the \
            link's domain) and what the action says, takes the button (--button) and its parameters (--param \
            name=value, or asked on a terminal; each checked by its type and pattern), POSTs the account and the \
            values, then by the answer: a transaction is checked as a Solana Pay transaction request is (only the \
            account signs; present signatures must verify), simulated and reviewed as a payment (transfers only, \
            no authority change, at most --amount), and signed and sent only after that review; a message is \
            shown and signed; an external link is shown, never opened. A chain (links.next) is followed on the \
            same origin only, up to its completed state. Extra trusted CA certificates: SOLWALLET_CA_FILE=path.pem.
            """))

    @Argument(
        help: helpText("The solana-action: URL, an interstitial link (…?action=solana-action:…) or a website URL."))
    var link: String
    @Option(
        name: .customLong("param"),
        help: helpText("A parameter's value, name=value (repeat for several or a checkbox)."))
    var parameters: [String] = []
    @Option(help: helpText("The button to press: its number (from 1) or its label.")) var button: String?
    @Option(help: helpText("The most a transaction may take (SOL, and each token); needed with --yes.")) var amount:
        String?
    @OptionGroup var sender: SenderOptions
    @OptionGroup var keypair: KeypairOptions
    @OptionGroup var cluster: ClusterOptions
    @OptionGroup var password: PasswordOptions
    @OptionGroup var home: HomeOptions
    @OptionGroup var output: OutputOptions

    func run() async throws {
        let parsedLink: ActionLink
        do { parsedLink = try ActionLink.parse(link) } catch {
            throw CLIError(.invalidInput, error.description + "; nothing was signed", cause: error)
        }
        var values: [String: [String]] = [:]
        for parameter in parameters {
            guard let equals = parameter.firstIndex(of: "="), equals != parameter.startIndex else {
                throw CLIError(.invalidInput, .cliActionParamSyntax, parameter)
            }
            values[String(parameter[..<equals]), default: []].append(
                String(parameter[parameter.index(after: equals)...]))
        }
        if sender.yes && amount == nil { throw CLIError(.invalidInput, .cliActionNeedsAmount) }
        let context = try WalletContext(home: home)
        let client = try cluster.client(settings: context.registry)
        let signer = try keypair.load()
        let account = try context.account(sender.from, consequence: .cliNothingSigned, keypair: signer)
        let language = try output.language(registry: context.registry)
        var cap: PaymentCap?
        if let amount {
            do { cap = try PaymentCap(NumberStyle(language).typedAmount(amount)) } catch {
                throw CLIError(.invalidInput, "--amount: \(error); nothing was signed", cause: error)
            }
        }
        var actions = ActionClient(http: CappedHTTPSClient(client: PayTransactionRequest.merchantHTTP))
        if let path = WalletSettings(registry: context.registry).blocklistPath() {
            do { actions.blocklist = try HostBlocklist(contentsOfFile: path) } catch {
                throw CLIError(.file, error.description + "; nothing was signed", cause: error)
            }
        }
        let run = ActionRun(
            command: self, actions: ActionFlow(client: actions, flow: await RegisteredIDLs.flow(client, context)),
            account: account,
            cap: cap, values: values, language: language, context: context, cluster: client.cluster)
        // With -k the file's key signs: no password is asked.
        run.keypair = signer
        try await run.start(parsedLink)
    }
}

/// One run of an action, step by step.
final class ActionRun {
    let command: ActionCommand
    let actions: ActionFlow
    let account: PublicKey
    let cap: PaymentCap?
    let values: [String: [String]]
    let language: Language
    let context: WalletContext
    let cluster: Cluster
    var keypair: Keypair?
    var steps: [Step] = []
    var output: OutputOptions { command.output }

    /// "  Message      text": a labelled line of the review, its label in the language, padded to 13 columns.
    func field(_ label: L10nKey, _ value: String) -> String {
        let text = Localizer(language)(label)
        return "  " + text + String(repeating: " ", count: max(1, 13 - DisplayWidth.of(text))) + value + "\n"
    }

    init(
        command: ActionCommand, actions: ActionFlow, account: PublicKey, cap: PaymentCap?,
        values: [String: [String]], language: Language, context: WalletContext, cluster: Cluster
    ) {
        (self.command, self.actions, self.account, self.cap) = (command, actions, account, cap)
        (self.values, self.language, self.context, self.cluster) = (values, language, context, cluster)
    }

    struct Step: Encodable {
        let type: String
        var signature: String?
        var explorer: String?
        var message: String?
        var signedText: String?
        var externalLink: String?
        var solPaid: String?
        var fee: String?
    }

    struct Result: Encodable {
        let action: String, domain: String, title: String, account: String
        let steps: [Step]
        let completed: Bool
        let finalTitle: String?, finalDescription: String?
    }

    static func cliError(_ error: ActionError) -> CLIError {
        switch error {
        case .unreachable, .failed: return CLIError(.network, error.description, cause: error)
        default: return CLIError(.invalidInput, error.description, cause: error)
        }
    }

    func start(_ link: ActionLink) async throws {
        var url: URL
        var action: ActionMetadata
        do {
            url = try await actions.client.resolve(link)
            if !output.json {
                let host = TerminalText.sanitize(url.host ?? url.absoluteString)
                Output.status(Localizer(language)(.cliAskingAction, host) + "\n")
            }
            action = try await actions.client.metadata(url)
        } catch { throw Self.cliError(error) }
        let first = (url: url, title: action.title)
        var step = 0
        while true {
            show(action, url: url)
            if action.isCompleted { break }
            step += 1
            guard step <= ActionFlow.maxSteps else { throw Self.cliError(.tooManySteps(ActionFlow.maxSteps)) }
            guard !action.disabled else { throw Self.cliError(.disabled) }
            let button = try choose(ActionFlow.buttons(action, url: url), first: step == 1)
            var filled: [String: [String]] = [:]
            do {
                for parameter in button.parameters {
                    var given = values[parameter.name] ?? []
                    if given.isEmpty && parameter.required && !command.sender.yes && KeygenInput.stdinIsTerminal {
                        given = [try ask(parameter)]
                    }
                    let checked = try parameter.validate(given)
                    if !checked.isEmpty { filled[parameter.name] = checked }
                }
                let known = Set(button.parameters.map(\.name))
                if step == 1, let unknown = values.keys.sorted().first(where: { !known.contains($0) }) {
                    throw CLIError(.invalidInput, .cliActionUnknownParam, unknown)
                }
                let target = try button.url(values: filled, base: url)
                let multiple = Set(button.parameters.filter { $0.type == .checkbox }.map(\.name))
                let answer = try await actions.client.post(target, account: account, data: filled, multiple: multiple)
                guard let next = try await handle(answer, source: target) else { break }
                (url, action) = next
            } catch let error as ActionError { throw Self.cliError(error) }
        }
        let last = steps.isEmpty ? nil : action
        if output.json {
            try Output.printJSON(
                Result(
                    action: first.url.absoluteString, domain: first.url.host ?? "", title: first.title,
                    account: account.base58, steps: steps, completed: action.isCompleted,
                    finalTitle: last?.title, finalDescription: last?.description))
        } else {
            for step in steps {
                if let signature = step.signature { print(signature) }
                if let explorer = step.explorer { print(explorer) }
                if let link = step.externalLink { print(link) }
            }
        }
    }

    func show(_ action: ActionMetadata, url: URL) {
        guard !output.json || !command.sender.yes else { return }
        let card = ActionCardViewModel(action, url: url, language: language)
        Output.status(card.terminalText(style: output.style) + "\n", style: output.style)
    }

    func choose(_ buttons: [LinkedAction], first: Bool) throws -> LinkedAction {
        if first, let wanted = command.button {
            if let number = Int(wanted), number >= 1, number <= buttons.count { return buttons[number - 1] }
            if let match = buttons.first(where: { $0.label == wanted }) { return match }
            throw CLIError(.invalidInput, .cliActionNoSuchButton, wanted, String(buttons.count))
        }
        if buttons.count == 1 { return buttons[0] }
        guard KeygenInput.stdinIsTerminal, !command.sender.yes else {
            throw CLIError(.invalidInput, .cliActionChooseButton, String(buttons.count))
        }
        Output.status(Localizer(language)(.cliActionButtonPrompt, String(buttons.count)))
        guard let line = readLine(), let number = Int(line), number >= 1, number <= buttons.count else {
            throw CLIError(.cancelled, .cliNotConfirmed, arguments: [.key(.cliNothingSigned)])
        }
        return buttons[number - 1]
    }

    func ask(_ parameter: ActionParameter) throws -> String {
        var label = TerminalText.sanitize(parameter.label ?? parameter.name)
        if !parameter.options.isEmpty {
            label += " (" + TerminalText.sanitize(parameter.options.map(\.value).joined(separator: ", ")) + ")"
        }
        Output.status("\(label): ")
        guard let line = readLine() else {
            throw CLIError(.cancelled, .cliNoInputAtPrompt, parameter.name)
        }
        return line
    }

    func signer() async throws -> Keypair {
        if let keypair { return keypair }
        let manager = try context.manager(try command.password.password())
        do { keypair = try await manager.keypair(for: account) } catch { throw CLIError(error) }
        return keypair!
    }

    /// Runs one POST answer; returns the next action, or nil when the chain ends here.
    func handle(_ answer: ActionPostResponse, source: URL) async throws -> (URL, ActionMetadata)? {
        switch answer {
        case .transaction(let transaction, let message, let next):
            let review: ActionTransactionReview
            do {
                let (actions, account, cap) = (self.actions, self.account, self.cap)
                review = try await Spinner.run(.checkingTransaction) {
                    try await actions.review(
                        transaction, from: source, account: account, cap: cap, message: message, next: next)
                }
            } catch let error as SendError { throw CLIError(error, cluster: cluster) }
            let view = SigningReviewViewModel(review.review, language: language)
            if !output.json || !command.sender.yes || !review.review.isAllowed {
                Output.status(
                    describe(review) + "\n" + view.terminalText(style: output.style) + "\n", style: output.style)
            }
            guard review.review.isAllowed else {
                throw CLIError(SendError.refused(review.review.refusals), cluster: cluster)
            }
            if !command.sender.yes {
                try SenderOptions.confirm(view.question, doing: .cliDoingSigning, nothing: .cliNothingSigned)
            }
            let key = try await signer()
            let signature: Signature
            do {
                signature = try await actions.send(
                    review, signer: key, progress: Output.sendProgress(quiet: output.json))
            } catch { throw CLIError(error, cluster: cluster) }
            steps.append(
                Step(
                    type: "transaction", signature: signature.base58,
                    explorer: TxCommand.Show.explorerLink(signature, cluster: cluster), message: message,
                    solPaid: String(review.review.effects.solPaid), fee: String(review.review.effects.fee)))
            switch next {
            case nil: return nil
            case .inline(let action)?: return (source, action)
            case .post(let href)?:
                let url = try ActionFlow.nextURL(href, from: source)
                let body: [String: ActionJSON] = [
                    "account": .text(account.base58), "signature": .text(signature.base58),
                ]
                return (url, try await actions.client.callback(url, body: body))
            }
        case .message(let text, let data, let state, let href):
            let url = try ActionFlow.nextURL(href, from: source)
            let message = try ActionFlow.messageText(text: text, data: data, account: account, source: source)
            if !output.json || !command.sender.yes {
                Output.status(
                    Localizer(language)(.cliMessageToSignFor, TerminalText.sanitize(source.host ?? "")) + "\n"
                        + TerminalText.sanitize(message).split(separator: "\n", omittingEmptySubsequences: false)
                        .map { "  | " + $0 }.joined(separator: "\n") + "\n", style: output.style)
            }
            if !command.sender.yes {
                try SenderOptions.confirm(
                    Localizer(language)(.cliSignThisMessage), doing: .cliDoingSigning, nothing: .cliNothingSigned)
            }
            let signature = try await signer().sign(Array(message.utf8))
            steps.append(Step(type: "message", signature: signature.base58, signedText: message))
            let body = ActionFlow.messageCallback(
                account: account, signature: signature, text: text, data: data, state: state)
            return (url, try await actions.client.callback(url, body: body))
        case .post(let message, let next):
            if let message, !output.json { Output.status(field(.cliActionMessage, TerminalText.sanitize(message))) }
            steps.append(Step(type: "post", message: message))
            switch next {
            case nil: return nil
            case .inline(let action)?: return (source, action)
            case .post(let href)?:
                let url = try ActionFlow.nextURL(href, from: source)
                return (url, try await actions.client.callback(url, body: ["account": .text(account.base58)]))
            }
        case .externalLink(let link, let message):
            if !output.json {
                if let message { Output.status(field(.cliActionMessage, TerminalText.sanitize(message))) }
                let shown = TerminalText.sanitize(link.absoluteString)
                Output.status(field(.cliActionLink, Localizer(language)(.cliActionNotOpened, shown)))
            }
            steps.append(Step(type: "external-link", message: message, externalLink: link.absoluteString))
            return nil
        }
    }

    func describe(_ review: ActionTransactionReview) -> String {
        var lines = ["Transaction from \(TerminalText.sanitize(review.domain))"]
        if let message = review.message { lines.append("  Message    \(TerminalText.sanitize(message))") }
        lines.append("  Account    \(review.account)")
        let effects = review.review.effects
        lines.append("  Fee payer  \(effects.signersPayFee ? "you" : effects.feePayer.base58 + " (the action)")")
        lines.append("  Does       \(TerminalText.sanitize(effects.steps.joined(separator: ", ")))")
        if !review.recompiled { lines.append("  Note       signed by the action's server; its blockhash is kept") }
        return lines.joined(separator: "\n")
    }
}
