import Foundation
import Hummingbird
import SolanaCore
import SolanaRPC
import SolanaWallet
import WalletPresentation

extension Dashboard {
    // MARK: The keystore password and a wallet's deletion, as `solwallet password change` and `wallet delete`

    /// The management screen: the password form, and each wallet's deletion link.
    func manageValues() throws -> [String: any Sendable] {
        let names = try summaries().map(\.wallet.name)
        return [
            "names": names.map { name in
                [
                    "name": name, "query": name.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? "",
                ] as [String: any Sendable]
            }
        ]
    }

    func manage(_ context: PageContext) throws -> Response {
        var notice: String?
        if let count = context.query["changed"].flatMap(Int.init) {
            notice = Localizer.fill(text("passwordChanged", context), [String(count)])
        } else if let name = context.query["deleted"] {
            notice = Localizer.fill(text("walletDeleted", context), [name])
        }
        return page("manage", title: text("manageTitle", context), context, values: try manageValues(), notice: notice)
    }

    /// Re-encrypts every keystore entry under the new password (`EncryptedFileStorage.changePassword`, atomic per
    /// file, resumable): the current password checked (a wrong one counted by the gate), the new one twice and by
    /// `NewPasswordRules`.
    func changePassword(_ form: [String: String], _ context: PageContext) async throws -> Response {
        let values = try manageValues()
        func refuse(_ message: String, status: Int = 422) -> PageFailure {
            PageFailure(
                template: "manage", title: text("manageTitle", context), values: values, status: status,
                message: message)
        }
        let new = form["new_password"] ?? ""
        guard !new.isEmpty, new == form["new_password2"] else { throw refuse(text("passwordsDifferOrEmpty", context)) }
        if let problem = newPasswordProblem(new, context) { throw refuse(problem) }
        let old = KeystorePassword(form["password"] ?? "")
        let change: EncryptedFileStorage.PasswordChange
        do {
            let storage = try EncryptedFileStorage(
                directory: services.paths.keystoreDirectory, password: old, parameters: services.keystoreParameters)
            change = try await storage.changePassword(from: old, to: KeystorePassword(new))
        } catch {
            let wrong: Bool
            switch error {
            case .authenticationFailed, .entry(_, .authenticationFailed), .passwordMismatch: wrong = true
            default: wrong = false
            }
            if wrong {
                // The gate counts it as any wrong password.
                PasswordCheck.current?.refused()
                throw refuse(text("wrongPassword", context), status: 403)
            }
            let view = explain(error, context)
            throw refuse(view.line).detailing(view)
        }
        PasswordCheck.current?.opened()
        // POST-redirect-GET: reloading the answer changes nothing again.
        return .redirect("/wallets/manage?changed=\(change.reencrypted.count + change.alreadyChanged.count)")
    }

    /// The wallet named `name` and what each of its accounts holds (`WalletDeletionReview`: cached balances when
    /// the cluster cannot be reached, else unknown).
    func deletionReview(_ name: String, _ context: PageContext) async throws -> (
        review: WalletDeletionReview, values: [String: any Sendable]
    ) {
        let summary: WalletSummary
        do { summary = try WalletManager(registry: registry, storage: NoSecretStorage()).wallet(name) } catch {
            let view = explain(error, context)
            throw PageFailure(
                template: "message", title: "404", values: ["text": view.line], status: 404, message: view.line,
                detail: view.detail)
        }
        let loader = CachedBalanceLoader(client: try client(), database: services.database)
        let review = await WalletDeletionReview.load(summary, loader: loader)
        let l10n = Localizer(context.language)
        func held(_ balance: AccountBalance?) -> String {
            guard let balance else { return l10n(.balanceUnknownOffline) }
            let tokens = balance.tokens.contains { $0.amount > 0 }
            return DisplayAmount.sol(balance.lamports, language: context.language).textWithSymbol
                + (tokens ? " + " + l10n(.token) : "")
        }
        let values: [String: any Sendable] = [
            "wallet": summary.wallet.name, "holds": l10n(.deleteWalletHolds, summary.wallet.name),
            "funded": !review.mayDeleteUnattended,
            "lines": review.lines.map { line in
                [
                    "number": String(line.account.number), "address": line.account.address.base58,
                    "balance": held(line.balance),
                ] as [String: any Sendable]
            },
        ]
        return (review, values)
    }

    /// The deletion screen of `?wallet=`: its accounts and balances before anything is asked.
    func deleteWalletForm(_ context: PageContext) async throws -> Response {
        let (_, values) = try await deletionReview(context.query["wallet"] ?? "", context)
        return page("deleteWallet", title: text("deleteWalletTitle", context), context, values: values)
    }

    /// Deletes a wallet (`WalletManager.deleteWallet`: its secret read with the password first, so a wrong one
    /// deletes nothing): its name typed again, and for a wallet that holds funds or whose balance is unknown, the
    /// box ticked.
    func deleteWallet(_ form: [String: String], _ context: PageContext) async throws -> Response {
        let name = form["wallet"] ?? ""
        let (review, values) = try await deletionReview(name, context)
        func refuse(_ message: String, status: Int = 422) -> PageFailure {
            PageFailure(
                template: "deleteWallet", title: text("deleteWalletTitle", context), values: values, status: status,
                message: message)
        }
        guard form["confirm_name"] == name else { throw refuse(text("deleteNameMismatch", context)) }
        if !review.mayDeleteUnattended, form["anyway"] != "on" {
            let held =
                review.isFunded
                ? DisplayAmount.sol(review.knownLamports, language: context.language).textWithSymbol
                : Localizer(context.language)(.balanceUnknownOffline)
            throw refuse(Localizer.fill(text("deleteFundedNeedsBox", context), [name, held]), status: 409)
        }
        do { try await manager(form["password"] ?? "").deleteWallet(named: name) } catch {
            if case .keystore(.authenticationFailed) = error as? WalletError {
                throw refuse(text("wrongPassword", context), status: 403)
            }
            let view = explain(error, context)
            throw refuse(view.line).detailing(view)
        }
        var done = URLComponents()
        done.path = "/wallets/manage"
        done.queryItems = [URLQueryItem(name: "deleted", value: name)]
        return .redirect(done.string ?? "/wallets/manage")
    }
}

extension Dashboard {
    // MARK: Contacts, as `solwallet contacts`

    /// The address book in the wallet database (the CLI's).
    var addressBook: AddressBook { AddressBook(store: SQLiteContactStore(database: services.database)) }

    /// The name of a contact at `address` (through the SDK's `AccountResolver`, as the CLI's send review finds it);
    /// nil when none, or when the book cannot be read.
    func contactName(for address: PublicKey) -> String? {
        guard let contacts = try? addressBook.contacts(),
            let resolver = try? WalletManager(registry: registry, storage: NoSecretStorage()).resolver(
                contacts: contacts)
        else { return nil }
        return resolver.contactName(for: address)
    }

    func contactValues() throws -> [String: any Sendable] {
        let contacts = try addressBook.contacts()
        return [
            "rows": contacts.enumerated().map { index, contact in
                ["number": String(index), "name": contact.name, "address": contact.address.base58]
                    as [String: any Sendable]
            }
        ]
    }

    func contactsPage(_ context: PageContext) throws -> Response {
        var notice: String?
        if let name = context.query["added"], let address = context.query["address"] {
            notice = Localizer(context.language)(.contactAdded, name, address)
        } else if let name = context.query["removed"], let address = context.query["address"] {
            notice = Localizer(context.language)(.contactRemoved, name, address)
        }
        return page(
            "contacts", title: text("contactsPage", context), context, values: try contactValues(), notice: notice)
    }

    /// The keystore password of the form, checked by opening the first wallet's secret (a wrong one counted by the
    /// gate): the address book changes what a send review shows, so it changes only with the password.
    func requirePassword(_ form: [String: String], refuse: (String, Int) -> PageFailure, _ context: PageContext)
        async throws
    {
        guard let first = try summaries().first?.accounts.first else {
            throw refuse(text("noWalletToBackUp", context), 404)
        }
        do { _ = try await manager(form["password"] ?? "").keypair(for: first.address) } catch {
            if case .keystore(.authenticationFailed) = error as? WalletError {
                throw refuse(text("wrongPassword", context), 403)
            }
            let view = explain(error, context)
            throw refuse(view.line, 422).detailing(view)
        }
    }

    /// Adds a contact (`AddressBook.add`: the SDK's name rules, look-alike names refused).
    func addContact(_ form: [String: String], _ context: PageContext) async throws -> Response {
        var values = try contactValues()
        values["name"] = form["name"] ?? ""
        values["address"] = form["address"] ?? ""
        let refuse = { (message: String, status: Int) in
            PageFailure(
                template: "contacts", title: self.text("contactsPage", context), values: values, status: status,
                message: message)
        }
        try await requirePassword(form, refuse: refuse, context)
        let contact: Contact
        do {
            contact = try addressBook.add(
                name: form["name"] ?? "", address: (form["address"] ?? "").trimmingCharacters(in: .whitespaces))
        } catch {
            let view = explain(error, context)
            let status: Int
            if case .store = error { status = 500 } else { status = 422 }
            throw refuse(view.line, status).detailing(view)
        }
        return .redirect(contactsLink(["added": contact.name, "address": contact.address.base58]))
    }

    /// Removes a contact by name (`AddressBook.remove`).
    func removeContact(_ form: [String: String], _ context: PageContext) async throws -> Response {
        let values = try contactValues()
        let refuse = { (message: String, status: Int) in
            PageFailure(
                template: "contacts", title: self.text("contactsPage", context), values: values, status: status,
                message: message)
        }
        try await requirePassword(form, refuse: refuse, context)
        let removed: Contact
        do { removed = try addressBook.remove(name: form["name"] ?? "") } catch {
            let view = explain(error, context)
            let status: Int
            if case .notFound = error { status = 404 } else { status = 422 }
            throw refuse(view.line, status).detailing(view)
        }
        return .redirect(contactsLink(["removed": removed.name, "address": removed.address.base58]))
    }

    /// `/contacts` with `query`.
    func contactsLink(_ query: [String: String]) -> String {
        var link = URLComponents()
        link.path = "/contacts"
        link.queryItems = query.sorted { $0.key < $1.key }.map { URLQueryItem(name: $0.key, value: $0.value) }
        return link.string ?? "/contacts"
    }
}
