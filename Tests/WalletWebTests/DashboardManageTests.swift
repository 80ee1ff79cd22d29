import Foundation
import SolanaCore
import SolanaRPC
import SolanaWallet
import TestSupport
import Testing

@testable import WalletWeb

/// Issue 30, in process: the keystore password changed from the dashboard (the old one then refused, the new one
/// opening every wallet), a wallet deleted after its balances, its name typed and its password (its keystore entry
/// gone, the other wallet untouched), the address book's contacts added and removed with the password, and a send
/// review on localnet naming the contact; each form refused without its CSRF token, its session or its password.
@Suite(.serialized) struct DashboardManageTests {
    let base = DashboardSecurityTests()

    func html(_ answer: TestAnswer) -> String { String(decoding: answer.bytes, as: UTF8.self) }

    func keystoreEntries() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: WalletPaths(home: base.home).keystoreDirectory)
            .filter { $0.hasSuffix("." + EncryptedFileStorage.fileExtension) }
    }

    @Test func thePasswordChangesAndAWalletIsDeletedOnlyWithThePassword() async throws {
        let dashboard = try base.dashboard(passwordDelay: { _ in 0 })
        let (session, csrf) = try await base.signIn(dashboard)
        let old = "manage old " + UUID().uuidString
        _ = await base.createWallet(dashboard, session: session, csrf: csrf, name: "main", password: old)
        _ = await base.createWallet(dashboard, session: session, csrf: csrf, name: "spare", password: old)
        let summaries = try dashboard.summaries()
        #expect(summaries.map(\.wallet.name) == ["main", "spare"])
        let main = try #require(summaries.first?.accounts.first?.address)
        func post(_ path: String, _ form: [String: String]) async -> TestAnswer {
            await dashboard.respond(
                to: base.request("POST", path, session: session, form: form.merging(["_csrf": csrf]) { $1 }))
        }
        func opens(_ password: String) async -> Bool {
            (try? await dashboard.manager(password).keypair(for: main)) != nil
        }

        // The password: refused without CSRF or session, with a wrong current one, two different new ones, a weak one.
        let new = "manage new " + UUID().uuidString
        let change = ["password": old, "new_password": new, "new_password2": new]
        let noCSRF = await dashboard.respond(
            to: base.request("POST", "/wallets/password", session: session, form: change))
        let noSession = await dashboard.respond(
            to: base.request("POST", "/wallets/password", form: change.merging(["_csrf": csrf]) { $1 }))
        #expect(noCSRF.status == 403 && noSession.status == 401)
        #expect(await post("/wallets/password", change.merging(["password": "not it"]) { $1 }).status == 403)
        #expect(await post("/wallets/password", change.merging(["new_password2": new + "x"]) { $1 }).status == 422)
        let weak = await post(
            "/wallets/password", change.merging(["new_password": "short", "new_password2": "short"]) { $1 })
        #expect(weak.status == 422, "\(html(weak))")
        let (oldOpens, newOpens) = (await opens(old), await opens(new))
        #expect(oldOpens && !newOpens)
        let changed = await post("/wallets/password", change)
        #expect(changed.status == 303 && changed.header("Location") == "/wallets/manage?changed=2", "\(html(changed))")
        let (newOpensNow, oldOpensNow) = (await opens(new), await opens(old))
        #expect(newOpensNow && !oldOpensNow)
        let notice = await dashboard.respond(
            to: base.request("/wallets/manage", query: ["changed": "2"], session: session))
        #expect(html(notice).contains("Password changed for 2 keystore entries."))

        // Deletion: the accounts and their balances first (unknown here: no cluster), then the name, the box, the
        // password; a refusal deletes nothing.
        let spare = try #require(summaries.last?.accounts.first?.address)
        let review = await dashboard.respond(
            to: base.request("/wallets/delete", query: ["wallet": "spare"], session: session))
        let reviewHTML = html(review)
        #expect(review.status == 200 && reviewHTML.contains(spare.base58) && reviewHTML.contains("unknown, offline"))
        #expect(reviewHTML.contains("id=\"delete-anyway\""))
        let delete = ["wallet": "spare", "confirm_name": "spare", "anyway": "on", "password": new]
        let refusals: [([String: String], Int)] = [
            (delete.merging(["confirm_name": "main"]) { $1 }, 422),
            (delete.merging(["anyway": ""]) { $1 }, 409),
            (delete.merging(["password": old]) { $1 }, 403),
        ]
        for (form, status) in refusals {
            let answer = await post("/wallets/delete", form)
            #expect(answer.status == status, "\(form): \(html(answer))")
        }
        let deleteNoCSRF = await dashboard.respond(
            to: base.request("POST", "/wallets/delete", session: session, form: delete))
        #expect(deleteNoCSRF.status == 403)
        #expect(try dashboard.summaries().count == 2 && (try keystoreEntries().count) == 2)
        let deleted = await post("/wallets/delete", delete)
        #expect(deleted.status == 303 && deleted.header("Location") == "/wallets/manage?deleted=spare")
        #expect(try dashboard.summaries().map(\.wallet.name) == ["main"])
        #expect(try keystoreEntries().count == 1)
        #expect(await opens(new))
    }

    @Test func contactsAreAddedRemovedAndNamedInTheSendReview() async throws {
        let localnet = try Localnet()
        let (client, dashboard) = try DashboardSendOnceTests().dashboard(on: localnet, base: base)
        let (session, csrf) = try await base.signIn(dashboard)
        let password = "contacts " + UUID().uuidString
        _ = await base.createWallet(dashboard, session: session, csrf: csrf, name: "main", password: password)
        let from = try #require(try dashboard.summaries().first?.accounts.first?.address)
        try await client.airdrop(from, lamports: 2_000_000_000, commitment: .confirmed)
        let alice = Keypair.generate().publicKey
        try await client.airdrop(alice, lamports: 1_000_000_000, commitment: .confirmed)
        func post(_ path: String, _ form: [String: String]) async -> TestAnswer {
            await dashboard.respond(
                to: base.request("POST", path, session: session, form: form.merging(["_csrf": csrf]) { $1 }))
        }
        let book = AddressBook(
            store: SQLiteContactStore(database: try WalletDatabase(path: WalletPaths(home: base.home).databasePath)))

        let add = ["name": "Alice", "address": alice.base58, "password": password]
        let noCSRF = await dashboard.respond(to: base.request("POST", "/contacts/add", session: session, form: add))
        let noSession = await dashboard.respond(
            to: base.request("POST", "/contacts/add", form: add.merging(["_csrf": csrf]) { $1 }))
        #expect(noCSRF.status == 403 && noSession.status == 401)
        #expect(await post("/contacts/add", add.merging(["password": "not it"]) { $1 }).status == 403)
        #expect(try book.contacts().isEmpty)
        let added = await post("/contacts/add", add)
        #expect(added.status == 303, "\(html(added))")
        #expect(try book.contacts() == [Contact(name: "Alice", address: alice)])
        let list = html(await dashboard.respond(to: base.request("/contacts", session: session)))
        #expect(list.contains("class=\"contact-name\">Alice<") && list.contains(alice.base58), "\(list)")
        // A look-alike name (Cyrillic а) is the same name: refused by the SDK.
        let twin = await post("/contacts/add", add.merging(["name": "\u{0410}lice"]) { $1 })
        #expect(twin.status == 422, "\(html(twin))")

        // The send review names the contact beside the full address, whether the address or the name was typed.
        for to in [alice.base58, "alice"] {
            let review = await post("/accounts/\(from.base58)/send/review", ["to": to, "amount": "0.01"])
            let text = html(review)
            #expect(review.status == 200 && text.contains(alice.base58) && text.contains("contact “Alice”"), "\(text)")
        }

        // Removal: refused without the password, then done.
        #expect(await post("/contacts/remove", ["name": "Alice", "password": "not it"]).status == 403)
        #expect(try book.contacts().count == 1)
        let removed = await post("/contacts/remove", ["name": "Alice", "password": password])
        #expect(removed.status == 303)
        #expect(try book.contacts().isEmpty)
        let after = await post("/accounts/\(from.base58)/send/review", ["to": alice.base58, "amount": "0.01"])
        #expect(after.status == 200 && !html(after).contains("contact “Alice”"))
    }
}
