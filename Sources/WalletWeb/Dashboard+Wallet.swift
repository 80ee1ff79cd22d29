import Foundation
import Hummingbird
import QRCode
import SolanaCore
import SolanaKeys
import SolanaRPC
import SolanaWallet
import WalletPresentation

extension Dashboard {
    // MARK: Onboarding, wallets, export, lock

    /// The password fields, checked: present, the same twice, and allowed by `NewPasswordRules`.
    func newPassword(_ form: [String: String], template: String, _ context: PageContext) throws -> String {
        let password = form["password"] ?? ""
        guard !password.isEmpty, password == form["password2"] else {
            throw PageFailure(
                template: template, title: text("welcome", context), message: text("passwordsDifferOrEmpty", context))
        }
        if let problem = newPasswordProblem(password, context) {
            throw PageFailure(template: template, title: text("welcome", context), message: problem)
        }
        return password
    }

    /// Why `NewPasswordRules` refuses `password` as a new one, in the page's language; nil when it is allowed.
    func newPasswordProblem(_ password: String, _ context: PageContext) -> String? {
        do { try NewPasswordRules.check(password) } catch {
            switch error {
            case .tooShort(let length, let minimum):
                return Localizer.fill(text("passwordTooShort", context), [String(length), String(minimum)])
            case .tooCommon: return text("passwordTooCommon", context)
            }
        }
        return nil
    }

    /// The form's `name` as a new wallet's, by the SDK's rule (`WalletManager.newWalletName`, as `solwallet init`
    /// takes it); a refused one is shown with the SDK's error in the page's language.
    func walletName(_ form: [String: String], template: String, _ context: PageContext) throws -> String {
        do {
            return try WalletManager(registry: registry, storage: NoSecretStorage()).newWalletName(form["name"] ?? "")
        } catch {
            let view = explain(error, context)
            throw PageFailure(
                template: template, title: text("welcome", context), message: view.line, detail: view.detail)
        }
    }

    func importPhrase(_ form: [String: String], _ context: PageContext) async throws -> Response {
        let name = try walletName(form, template: "onboarding", context)
        let password = try newPassword(form, template: "onboarding", context)
        let phrase = (form["phrase"] ?? "").split(whereSeparator: \.isWhitespace).joined(separator: " ")
        let mnemonic: Mnemonic
        do { mnemonic = try Mnemonic(phrase: phrase) } catch {
            // The phrase is never echoed back into the page.
            throw PageFailure(
                template: "onboarding", title: text("welcome", context),
                message: text("invalidSeedPhrase", context))
        }
        do { _ = try await manager(password).createWallet(name: name, mnemonic: mnemonic) } catch {
            let view = explain(error, context)
            throw PageFailure(
                template: "onboarding", title: text("welcome", context), message: view.line, detail: view.detail)
        }
        return .redirect("/wallets")
    }

    func restore(_ form: [String: String], _ context: PageContext) async throws -> Response {
        let password = try newPassword(form, template: "onboarding", context)
        let path = (form["path"] ?? "").trimmingCharacters(in: .whitespaces)
        func refuse(_ message: String, status: Int = 422) -> PageFailure {
            PageFailure(template: "onboarding", title: text("welcome", context), status: status, message: message)
        }
        let bytes: [UInt8]
        do { bytes = try BoundedFileReader.read(path: path, maxSize: WalletBackup.maximumFileSize) } catch {
            throw refuse(Localizer.fill(text("backupUnreadable", context), [path]))
        }
        let backupPassword = form["backup_password"].flatMap { $0.isEmpty ? nil : $0 } ?? password
        let content: WalletBackup.Content
        do {
            content = try WalletBackup.open(bytes, password: KeystorePassword(backupPassword))
        } catch .authenticationFailed {
            // A password field like the others: the gate counts it against this session.
            PasswordCheck.current?.refused()
            throw refuse(text("wrongBackupPassword", context), status: 403)
        } catch { throw refuse(Localizer.fill(text("backupUnreadable", context), [path])) }
        let result: WalletManager.RestoreResult
        do { result = try await manager(password).restore(content) } catch {
            let view = explain(error, context)
            throw refuse(view.line).detailing(view)
        }
        let restored = result.restored.map(\.wallet.name).joined(separator: ", ")
        let skipped = result.skipped.joined(separator: ", ")
        var notice =
            restored.isEmpty
            ? text("restoredNone", context) : Localizer.fill(text("restoredWallets", context), [restored])
        if !skipped.isEmpty { notice += " " + Localizer.fill(text("restoredSkipped", context), [skipped]) }
        return try walletList(context, notice: notice)
    }

    func walletList(_ context: PageContext, notice: String? = nil, created: Bool = false) throws -> Response {
        let all = try summaries()
        if all.isEmpty { return .redirect("/onboarding") }
        let defaultAddress = defaultAccount(all)
        let rows: [[String: any Sendable]] = all.flatMap { summary in
            summary.accounts.map { account in
                var row: [String: any Sendable] = [
                    "wallet": summary.wallet.name, "number": account.number, "address": account.address.base58,
                    "isDefault": account.address == defaultAddress,
                ]
                if let label = account.label { row["label"] = label }
                return row
            }
        }
        return page(
            "wallets", title: text("wallets", context), context,
            values: ["rows": rows, "names": all.map(\.wallet.name), "created": created], notice: notice)
    }

    func addAccount(_ form: [String: String], _ context: PageContext) async throws -> Response {
        let name = form["wallet"]
        do {
            _ = try await manager(form["password"] ?? "").addAccount(wallet: name)
        } catch WalletError.keystore(.authenticationFailed) {
            throw failure(message: text("wrongPassword", context), status: 403)
        } catch {
            let view = explain(error, context)
            throw failure(message: view.line, status: 422).detailing(view)
        }
        return .redirect("/wallets")
    }

    /// A refused account addition, shown as a message page with the error.
    func failure(message: String, status: Int) -> PageFailure {
        PageFailure(
            template: "message", title: "solwallet", values: ["text": message], status: status, message: message)
    }

    func exportForm(_ context: PageContext) throws -> Response {
        let names = try summaries().map(\.wallet.name)
        return page("export", title: text("export", context), context, values: ["names": names])
    }

    func export(_ form: [String: String], _ context: PageContext) async throws -> Response {
        let names = try summaries().map(\.wallet.name)
        let phrase: Mnemonic
        do { phrase = try await manager(form["password"] ?? "").exportPhrase(wallet: form["wallet"]) } catch {
            let wrong: Bool
            if case .keystore(.authenticationFailed) = error as? WalletError { wrong = true } else { wrong = false }
            let view = explain(error, context)
            throw PageFailure(
                template: "export", title: text("export", context), values: ["names": names],
                status: wrong ? 403 : 422, message: wrong ? text("wrongPassword", context) : view.line,
                detail: wrong ? nil : view.detail)
        }
        return page("phrase", title: text("phrase", context), context, values: ["words": phrase.words])
    }

    func lockPage(_ context: PageContext) throws -> Response {
        let canUnlock = !(try summaries().isEmpty)
        let text =
            canUnlock
            ? self.text("lockedText", context)
            : "Locked after a while without use, with no wallet to unlock it: start solwallet serve again."
        return page(
            "lock", title: self.text("locked", context), context,
            values: ["text": text, "canUnlock": canUnlock, "next": Self.safeNext(context.query["next"])])
    }

    func unlock(_ form: [String: String], _ context: PageContext) async throws -> Response {
        guard let first = try summaries().first?.accounts.first else { return try lockPage(context) }
        do { _ = try await manager(form["password"] ?? "").keypair(for: first.address) } catch {
            throw PageFailure(
                template: "lock", title: text("locked", context),
                values: ["text": text("lockedText", context), "canUnlock": true], status: 403,
                message: text("wrongPassword", context))
        }
        await sessions.unlock(context.session.id)
        return .redirect(form["next"].map { Self.safeNext($0) } ?? "/wallets")
    }

    // MARK: Settings

    func settings(_ context: PageContext, notice: String? = nil) -> Response {
        let stored = try? settings.stored(.url)
        let cluster = (stored ?? nil) ?? ((try? client().cluster.url.absoluteString) ?? "mainnet-beta")
        let currency = currency().code.lowercased()
        let offered = Self.currencies.contains(currency) ? Self.currencies : Self.currencies + [currency]
        let picker = clusterOptions(cluster, context)
        var values: [String: any Sendable] = [
            "cluster": cluster, "clusters": picker.options, "customURL": picker.url,
            "languages": Language.allCases.map {
                ["code": $0.rawValue, "name": $0.nativeName, "selected": $0 == context.language]
                    as [String: any Sendable]
            },
            "currencies": offered.map {
                ["code": $0, "name": $0.uppercased(), "selected": $0 == currency] as [String: any Sendable]
            },
        ]
        if let override = services.clusterOverride {
            values["clusterNote"] = text("clusterOverride", context).replacingOccurrences(of: "%@", with: override)
        }
        return page("settings", title: text("settings", context), context, values: values, notice: notice)
    }

    func saveSettings(_ form: [String: String], _ context: PageContext) throws -> Response {
        let cluster = Self.chosenCluster(form)
        do { _ = try WalletSetting.url.validated(cluster) } catch {
            let reason = error.refusal.message(context.language)
            throw PageFailure(
                template: "message", title: text("settings", context), values: ["text": "\(cluster): \(reason)"],
                message: text("invalidCluster", context))
        }
        guard let language = form["language"].flatMap(Language.init(rawValue:)) else {
            throw PageFailure(
                template: "message", title: text("settings", context), message: text("unknownLanguage", context))
        }
        guard let currency = form["currency"], Self.currencies.contains(currency) else {
            throw PageFailure(
                template: "message", title: text("settings", context), message: text("unknownCurrency", context))
        }
        // Stored through WalletSettings, as `solwallet config set` stores them (a cluster moniker as its URL).
        try settings.set(.url, to: cluster)
        try settings.set(.lang, to: language.rawValue)
        try settings.set(.currency, to: currency)
        let updated = PageContext(
            session: context.session, language: language, path: context.path, query: context.query)
        return settings(updated, notice: text("saved", updated))
    }

    func setLanguage(_ form: [String: String]) throws -> Response {
        guard let language = form["language"].flatMap(Language.init(rawValue:)) else { return .redirect("/") }
        try settings.set(.lang, to: language.rawValue)
        return .redirect(Self.safeNext(form["next"]))
    }

    /// `next` when it is a path of this site, else "/": never "//host", a URL, a backslash, or a control character
    /// or whitespace (browsers drop a TAB or a newline from a URL, so "/\t/evil.example" would become
    /// "//evil.example").
    static func safeNext(_ next: String?) -> String {
        guard let next, next.hasPrefix("/"), !next.hasPrefix("//"), !next.contains("\\"),
            next.unicodeScalars.allSatisfy({ (0x21...0x7E).contains($0.value) })
        else { return "/" }
        return next
    }

    // MARK: Receive

    /// The receive page: the account's Solana Pay request, built by the SDK's `SolanaPayTransferRequest.receiving` as
    /// `solwallet receive` builds it (the token by its mint or the symbol of one held, the amount in its units as the
    /// language writes it, references, memo, label, message); a refused part is shown with the SDK's error in the
    /// page's language, and the plain request to the address below it.
    func receive(_ address: PublicKey, _ context: PageContext) async throws -> Response {
        let query = context.query
        func optional(_ name: String) -> String? {
            guard let value = query[name]?.trimmingCharacters(in: .whitespaces), !value.isEmpty else { return nil }
            return value
        }
        var problem: String?
        var problemDetail: String?
        func refuse(_ error: any Error) {
            let view = explain(error, context)
            problem = view.line
            problemDetail = view.detail
        }
        var request = SolanaPayTransferRequest(recipient: address)
        var decimals: UInt8?
        do {
            var token: (mint: PublicKey, decimals: UInt8)?
            if let text = optional("token") { token = try await receiveToken(text, for: address) }
            decimals = token?.decimals
            // "0,5" where the language writes decimals with a comma, as the CLI takes it.
            let references = (query["reference"] ?? "").split(whereSeparator: { $0.isWhitespace || $0 == "," })
            request = try SolanaPayTransferRequest.receiving(
                to: address, amount: optional("amount").map(NumberStyle(context.language).typedAmount), token: token,
                references: references.map(String.init), label: optional("label"), message: optional("message"),
                memo: query["memo"].flatMap { $0.isEmpty ? nil : $0 })
        } catch {
            decimals = nil
            refuse(error)
        }
        let view = ReceiveViewModel(request, decimals: decimals, language: context.language)
        let qr: String
        do { qr = try Self.qrSVG(view.url, label: text("qr", context)) } catch {
            qr = ""
            refuse(error)
        }
        return page(
            "receive", title: view.title, context,
            values: [
                "address": address.base58, "qr": qr, "url": view.url, "hint": view.hint,
                "fields": view.fields.map { ["label": $0.label, "value": $0.value] as [String: any Sendable] },
                "amount": query["amount"] ?? "", "label": query["label"] ?? "", "message": query["message"] ?? "",
                "token": query["token"] ?? "", "reference": query["reference"] ?? "", "memo": query["memo"] ?? "",
                "memoLimit": SendRequest.maxMemoBytes,
            ], status: problem == nil ? 200 : 422, error: problem, errorDetail: problemDetail)
    }

    /// The token of the receive form's `token` field and its decimals (read from the cluster, as `solwallet receive
    /// --token` reads them): a mint address, else the symbol of one token `address` holds (`TokenChoice`).
    func receiveToken(_ text: String, for address: PublicKey) async throws -> (mint: PublicKey, decimals: UInt8) {
        let mint: PublicKey
        if let given = try? PublicKey(text) {
            mint = given
        } else {
            mint = try TokenChoice.mint(text, among: try await loadedBalance(address).balance.tokens)
        }
        let client = try client()
        return (mint, try await SendFlow(client: client).token(mint).decimals)
    }

    /// An SVG document as an element to put in a page: without its XML declaration.
    static func inlineSVG(_ document: String) -> String {
        guard let start = document.range(of: "<svg") else { return "" }
        return String(document[start.lowerBound...])
    }
}

extension Dashboard {
    // MARK: Backup

    /// The backup screen: every wallet in one encrypted file, as `solwallet backup FILE` writes it (restored from the
    /// onboarding screen or by `solwallet restore`).
    func backupForm(_ context: PageContext, notice: String? = nil) -> Response {
        page("backup", title: text("backupTitle", context), context, values: [:], notice: notice)
    }

    func backup(_ form: [String: String], _ context: PageContext) async throws -> Response {
        let path = (form["path"] ?? "").trimmingCharacters(in: .whitespaces)
        let values: [String: any Sendable] = ["path": path, "replace": form["replace"] == "on"]
        func refuse(_ message: String, status: Int = 422) -> PageFailure {
            PageFailure(
                template: "backup", title: text("backupTitle", context), values: values, status: status,
                message: message)
        }
        // A path on this computer, whole: a relative one would land wherever `solwallet serve` was started.
        guard path.hasPrefix("/"), !path.hasSuffix("/"), !path.contains("\0") else {
            throw refuse(text("backupPathNeeded", context))
        }
        let chosen = form["backup_password"] ?? ""
        guard chosen == (form["backup_password2"] ?? "") else { throw refuse(text("passwordsDiffer", context)) }
        // A backup's own password is a new one; an empty field means the keystore's, which was judged when chosen.
        if !chosen.isEmpty, let problem = newPasswordProblem(chosen, context) { throw refuse(problem) }
        let keystorePassword = form["password"] ?? ""
        let wallets = try manager(keystorePassword)
        let content: WalletBackup.Content
        do { content = try await wallets.backup() } catch {
            if case .keystore(.authenticationFailed) = error {
                throw refuse(text("wrongPassword", context), status: 403)
            }
            let view = explain(error, context)
            throw refuse(view.line).detailing(view)
        }
        do {
            try WalletBackup.write(
                content, to: path, password: KeystorePassword(chosen.isEmpty ? keystorePassword : chosen),
                parameters: services.keystoreParameters, replace: form["replace"] == "on")
        } catch {
            switch error {
            case .noWallets: throw refuse(text("noWalletToBackUp", context), status: 404)
            case .exists: throw refuse(Localizer.fill(text("backupExists", context), [path]), status: 409)
            default:
                let view = explain(error, context)
                throw refuse(Localizer.fill(text("backupFailed", context), [path]) + " " + view.line).detailing(view)
            }
        }
        let accounts = content.wallets.reduce(0) { $0 + $1.accounts.count }
        // POST-redirect-GET: reloading the answer writes nothing again.
        var done = URLComponents()
        done.path = "/backup"
        done.queryItems = [
            URLQueryItem(name: "wallets", value: String(content.wallets.count)),
            URLQueryItem(name: "accounts", value: String(accounts)), URLQueryItem(name: "file", value: path),
        ]
        return .redirect(done.string ?? "/backup")
    }

    /// What a backup wrote, from the query of the redirect after it.
    func backupNotice(_ context: PageContext) -> String? {
        guard let wallets = context.query["wallets"].flatMap(Int.init),
            let accounts = context.query["accounts"].flatMap(Int.init),
            let file = context.query["file"]
        else { return nil }
        return BackupText.written(wallets: wallets, accounts: accounts, file: file, language: context.language)
    }
}
