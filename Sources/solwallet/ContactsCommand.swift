import ArgumentParser
import Foundation
import SolanaCore
import SolanaWallet
import WalletPresentation

/// `solwallet contacts add|list|remove`: the address book (SolanaWallet's `AddressBook`, in the wallet database).
struct ContactsCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "contacts", abstract: helpText("The address book: names to send to (solwallet send NAME AMOUNT)."),
        discussion: helpText(
            """
            Names are unique ignoring case, width and look-alike letters (Latin a and Cyrillic а are one name), at \
            most 64 characters, without control characters, and never an address. A send to a contact shows its name \
            next to the full address in the review; the look-alike check still applies.
            """),
        subcommands: [Add.self, List.self, Remove.self], defaultSubcommand: List.self)

    struct Add: AsyncParsableCommand {
        static let configuration = CommandConfiguration(commandName: "add", abstract: helpText("Add a contact."))
        @Argument(help: helpText("The contact's name.")) var name: String
        @Argument(help: helpText("The contact's address (base58).")) var address: String
        @OptionGroup var home: HomeOptions
        @OptionGroup var output: OutputOptions

        func run() async throws {
            let context = try WalletContext(home: home)
            let language = try output.language(registry: context.registry)
            let contact: Contact
            do { contact = try context.addressBook.add(name: name, address: address) } catch {
                throw CLIError(error, language: language)
            }
            if output.json { try Output.printJSON(ContactReport(contact)); return }
            print(Localizer(language)(.contactAdded, TerminalText.sanitize(contact.name), contact.address.base58))
        }
    }

    struct List: AsyncParsableCommand {
        static let configuration = CommandConfiguration(commandName: "list", abstract: helpText("List the contacts."))
        @OptionGroup var home: HomeOptions
        @OptionGroup var output: OutputOptions

        func run() async throws {
            let context = try WalletContext(home: home)
            let language = try output.language(registry: context.registry)
            let contacts: [Contact]
            do { contacts = try context.addressBook.contacts() } catch { throw CLIError(error, language: language) }
            if output.json {
                struct Result: Encodable { let contacts: [ContactReport] }
                try Output.printJSON(Result(contacts: contacts.map(ContactReport.init)))
                return
            }
            let l10n = Localizer(language)
            guard !contacts.isEmpty else { print(l10n(.noContactsYet)); return }
            print(
                TextTable.render(
                    header: [l10n(.columnContact), l10n(.address)],
                    rows: contacts.map { [$0.name, $0.address.base58] }))
        }
    }

    struct Remove: AsyncParsableCommand {
        static let configuration = CommandConfiguration(commandName: "remove", abstract: helpText("Remove a contact."))
        @Argument(help: helpText("The contact's name.")) var name: String
        @OptionGroup var home: HomeOptions
        @OptionGroup var output: OutputOptions

        func run() async throws {
            let context = try WalletContext(home: home)
            let language = try output.language(registry: context.registry)
            let removed: Contact
            do { removed = try context.addressBook.remove(name: name) } catch {
                throw CLIError(error, language: language)
            }
            if output.json { try Output.printJSON(ContactReport(removed)); return }
            print(Localizer(language)(.contactRemoved, TerminalText.sanitize(removed.name), removed.address.base58))
        }
    }

    /// One contact for `--json`.
    struct ContactReport: Encodable {
        let name: String
        let address: String

        init(_ contact: Contact) {
            name = contact.name
            address = contact.address.base58
        }
    }
}

extension CLIError {
    /// A contact refused or not found, in `language`.
    init(_ error: ContactError, language: Language) {
        switch error {
        case .notFound: self.init(.notFound, error.message(.en), cause: error)
        case .store: self.init(.file, error.message(.en), cause: error)
        default: self.init(.invalidInput, error.message(.en), cause: error)
        }
    }
}
