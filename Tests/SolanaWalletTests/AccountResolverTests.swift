import Foundation
import SolanaCore
import TestSupport
import Testing

@testable import SolanaWallet

/// The address book's rules and the account resolver: addresses win, names resolve to one address or are refused
/// with every candidate, and the default account.
@Suite struct AccountResolverTests {
    static func key() -> PublicKey {
        var bytes: [UInt8] = []
        for _ in 0..<32 { bytes.append(UInt8.random(in: 0...255, using: &TestRandom.rng)) }
        return try! PublicKey(bytes: bytes)
    }

    static func summary(_ name: String, id: String, created: Double, labels: [String?]) -> WalletSummary {
        WalletSummary(
            wallet: WalletRecord(
                id: id, name: name, kind: .phrase, preset: .phantom, createdAt: Date(timeIntervalSince1970: created)),
            accounts: labels.enumerated().map { number, label in
                AccountRecord(walletID: id, number: number, address: key(), derivation: "x", label: label)
            })
    }

    // MARK: Contacts

    @Test func contactNamesAreCheckedAndUniqueUpToCaseWidthAndLookalikes() throws {
        let book = AddressBook(store: SQLiteContactStore(database: try WalletTestSupport.temporaryDatabase()))
        let alice = Self.key(), bob = Self.key()
        let added = try book.add(name: "  Alice ", address: alice.base58)
        #expect(added == Contact(name: "Alice", address: alice))
        // The same name: case, full width, Cyrillic а (U+0430) for a, a zero-width space, decomposed accents.
        for twin in ["alice", "ALICE", "Ａｌｉｃｅ", "\u{0430}lice", "AL\u{0406}CE", "\u{0391}lice"] {
            #expect(throws: ContactError.duplicate("Alice"), "\(twin)") {
                try book.add(name: twin, address: bob.base58)
            }
        }
        // An invisible character is refused in a name, and ignored when names are compared.
        #expect(ContactName.key("Al\u{200B}ice") == ContactName.key("alice"))
        try book.add(name: "Jos\u{00E9}", address: bob.base58)
        #expect(throws: ContactError.duplicate("José")) { try book.add(name: "Jose\u{0301}", address: alice.base58) }
        // The rules of a name and an address.
        #expect(throws: ContactError.emptyName) { try book.add(name: "   ", address: bob.base58) }
        #expect(throws: ContactError.nameTooLong(65)) {
            try book.add(name: String(repeating: "x", count: 65), address: bob.base58)
        }
        try book.add(name: String(repeating: "y", count: 64), address: bob.base58)
        for hostile in ["a\nb", "a\u{202E}b", "a\u{0007}", "tab\there", "a\u{200B}b"] {
            #expect(throws: ContactError.controlCharacter, "\(hostile.debugDescription)") {
                try book.add(name: hostile, address: bob.base58)
            }
        }
        #expect(throws: ContactError.nameIsAddress) { try book.add(name: alice.base58, address: bob.base58) }
        #expect(throws: ContactError.self) { try book.add(name: "carol", address: "savings") }
        do {
            try book.add(name: "carol", address: "0OIl")
            Issue.record("a bad address was added")
        } catch {
            guard case .invalidAddress(let reason) = error else { Issue.record("\(error)"); return }
            #expect(reason == .invalidCharacter(kind: "public key", character: "0", position: 0), "\(reason)")
        }
        // Listing, finding by any form of the name, removing.
        #expect(try book.contacts().map(\.name) == ["Alice", "José", String(repeating: "y", count: 64)])
        #expect(try book.contact(named: "ＡＬＩＣＥ")?.address == alice)
        #expect(try book.contacts(at: bob).count == 2)
        #expect(try book.remove(name: "alice").address == alice)
        #expect(throws: ContactError.notFound("alice")) { try book.remove(name: "alice") }
        #expect(try book.contact(named: "Alice") == nil)
    }

    @Test func theDatabaseRefusesADuplicateKeyFromAnotherWriter() throws {
        let store = SQLiteContactStore(database: try WalletTestSupport.temporaryDatabase())
        let address = Self.key()
        try store.insert(Contact(name: "Dana", address: address), key: ContactName.key("Dana"))
        #expect(throws: WalletStoreError.duplicateName("dana")) {
            try store.insert(Contact(name: "dana", address: address), key: ContactName.key("dana"))
        }
        #expect(try store.contacts().count == 1)
    }

    // MARK: Resolver

    @Test func addressesLabelsWalletsAndContacts() throws {
        let main = Self.summary("main", id: "w1", created: 1, labels: [nil, "savings"])
        let cold = Self.summary("cold", id: "w2", created: 2, labels: ["vault"])
        let alice = Contact(name: "Alice", address: Self.key())
        let resolver = AccountResolver(wallets: [main, cold], contacts: [alice])
        let savings = main.accounts[1].address

        // A label, a wallet (its first account), a contact; names ignore case and width.
        #expect(
            try resolver.resolve("savings")
                == .init(address: savings, kind: .label, name: "savings", isOwn: true))
        #expect(try resolver.resolve("SAVINGS", scope: .own).address == savings)
        #expect(try resolver.resolve("cold").address == cold.accounts[0].address)
        #expect(try resolver.resolve(" main ").kind == .wallet)
        let contact = try resolver.resolve("alice")
        #expect(
            contact == .init(address: alice.address, kind: .contact, name: "Alice", isOwn: false, contactName: "Alice"))
        // A contact cannot sign.
        #expect(throws: AccountResolutionError.notOwn(alice.address, name: "Alice")) {
            try resolver.resolve("alice", scope: .own)
        }
        // An address is an address, ours or not; to sign it must be ours.
        let stranger = Self.key()
        #expect(try resolver.resolve(stranger.base58) == .init(address: stranger, kind: .address, isOwn: false))
        #expect(try resolver.resolve(savings.base58, scope: .own).isOwn)
        #expect(throws: AccountResolutionError.notOwn(stranger, name: nil)) {
            try resolver.resolve(stranger.base58, scope: .own)
        }
        // Unknown: says what was tried, and why it is not an address ("savings" was 6 bytes of base58 before).
        do {
            _ = try resolver.resolve("nobody")
            Issue.record("resolved an unknown name")
        } catch {
            guard case .unknown("nobody", let tried, let problem) = error else {
                Issue.record("\(error)")
                return
            }
            #expect(tried == [.address, .label, .wallet, .contact])
            #expect(problem.contains("invalid public key"))
            #expect(error.description.contains("a contact"))
        }
        #expect(throws: AccountResolutionError.self) { try resolver.resolve("") }
    }

    @Test func aNameOfTwoAddressesIsRefusedWithEveryCandidate() throws {
        let main = Self.summary("main", id: "w1", created: 1, labels: ["Savings"])
        let other = Self.summary("other", id: "w2", created: 2, labels: ["savings"])
        let bob = Contact(name: "main", address: Self.key())
        let resolver = AccountResolver(wallets: [main, other], contacts: [bob])
        // Two wallets' accounts with one label.
        do {
            _ = try resolver.resolve("savings")
            Issue.record("an ambiguous label resolved")
        } catch {
            guard case .ambiguous("savings", let candidates) = error else { Issue.record("\(error)"); return }
            #expect(candidates.map(\.address) == [main.accounts[0].address, other.accounts[0].address])
            #expect(candidates.map(\.wallet) == ["main", "other"])
            #expect(error.description.contains("wallet 'other'"))
        }
        // A wallet name that is also a contact (elsewhere).
        #expect(throws: AccountResolutionError.self) { try resolver.resolve("main") }
        // In the own scope the contact is not a candidate.
        #expect(try resolver.resolve("main", scope: .own).address == main.accounts[0].address)
        // A label and a contact naming the same address are one: the label.
        let same = AccountResolver(
            wallets: [main], contacts: [Contact(name: "savings", address: main.accounts[0].address)])
        let resolved = try same.resolve("savings")
        #expect(resolved.kind == .label && resolved.contactName == "savings")
        // A look-alike (Cyrillic а) contact collides with the label: refused, never silently one of them.
        let lookalike = AccountResolver(
            wallets: [main], contacts: [Contact(name: "s\u{0430}vings", address: Self.key())])
        #expect(throws: AccountResolutionError.self) { try lookalike.resolve("savings") }
    }

    @Test func anAddressAlwaysWinsOverANameSpelledLikeIt() throws {
        let target = Self.key()
        let main = WalletSummary(
            wallet: WalletRecord(id: "w", name: target.base58, kind: .key, createdAt: Date()),
            accounts: [AccountRecord(walletID: "w", number: 0, address: Self.key(), derivation: "key", label: nil)])
        let resolver = AccountResolver(wallets: [main], contacts: [Contact(name: target.base58, address: Self.key())])
        #expect(try resolver.resolve(target.base58).address == target)
    }

    @Test func theDefaultAccount() throws {
        let main = Self.summary("main", id: "w1", created: 1, labels: [nil, "savings"])
        let alice = Contact(name: "alice", address: Self.key())
        let resolver = AccountResolver(wallets: [main], contacts: [alice])
        // Nothing set: the default wallet's first account.
        #expect(try resolver.defaultAccount().address == main.accounts[0].address)
        #expect(try resolver.account(nil, configured: "").address == main.accounts[0].address)
        // Set: resolved like any text.
        #expect(try resolver.account(nil, configured: "savings", scope: .own).address == main.accounts[1].address)
        #expect(try resolver.account(nil, configured: "alice").address == alice.address)
        // What is given wins over the setting.
        #expect(try resolver.account("main", configured: "savings").address == main.accounts[0].address)
        // To sign, the default must be ours.
        #expect(throws: AccountResolutionError.inSetting("alice", .notOwn(alice.address, name: "alice"))) {
            try resolver.account(nil, configured: "alice", scope: .own)
        }
        #expect(throws: AccountResolutionError.self) { try resolver.account(nil, configured: "gone") }
        // No wallet, nothing set: says how to create or choose one.
        #expect(throws: AccountResolutionError.noAccount) { try AccountResolver(wallets: []).defaultAccount() }
        #expect(AccountResolutionError.noAccount.description.contains("config set account"))
    }

    /// A seeded random set of labels and contacts: every name resolves to the one address it names, or is refused
    /// as ambiguous exactly when its names (by key) mean two addresses.
    @Test func randomLabelsAndContactsResolveOrAreRefused() throws {
        let alphabet = Array("abAB\u{0430}\u{0410}Ｂ")
        func name() -> String {
            String(
                (0..<Int.random(in: 1...3, using: &TestRandom.rng)).map { _ in
                    alphabet.randomElement(using: &TestRandom.rng)!
                })
        }
        for round in 0..<40 {
            var wallets: [WalletSummary] = []
            for index in 0..<Int.random(in: 1...3, using: &TestRandom.rng) {
                let labels = (0..<Int.random(in: 1...3, using: &TestRandom.rng)).map { _ in
                    Bool.random(using: &TestRandom.rng) ? name() : nil
                }
                wallets.append(
                    Self.summary("w\(round)-\(index)", id: "\(round)-\(index)", created: Double(index), labels: labels))
            }
            let contacts = (0..<Int.random(in: 0...4, using: &TestRandom.rng)).map { _ in
                Contact(name: name(), address: Self.key())
            }
            let resolver = AccountResolver(wallets: wallets, contacts: contacts)
            var meanings: [String: Set<PublicKey>] = [:]
            for summary in wallets {
                for account in summary.accounts {
                    if let label = account.label {
                        meanings[ContactName.key(label), default: []].insert(account.address)
                    }
                }
            }
            for contact in contacts { meanings[ContactName.key(contact.name), default: []].insert(contact.address) }
            for (key, addresses) in meanings {
                if addresses.count == 1 {
                    #expect(try resolver.resolve(key).address == addresses.first, "round \(round): \(key)")
                } else {
                    #expect(throws: AccountResolutionError.self, "round \(round): \(key)") { try resolver.resolve(key) }
                }
            }
        }
    }
}
