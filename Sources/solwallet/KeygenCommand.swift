import ArgumentParser
import Foundation
import SolanaCore
import SolanaKeys
import WalletPresentation

/// `solwallet keygen …`: seed phrases, HD derivation, keypair files and vanity addresses (mirrors solana-keygen).
struct KeygenCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "keygen",
        abstract: helpText("Create, recover, derive, inspect and grind keypairs (like solana-keygen)."),
        discussion: helpText(
            """
            Seed phrases and passphrases are read from standard input or a prompt, never from the command line \
            (other users can see it), unless you pass --phrase explicitly.
            """),
        subcommands: [
            New.self, Recover.self, Derive.self, Pubkey.self, Verify.self, KeygenGrind.self, KeygenImport.self,
        ])

    struct New: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: helpText("Generate a new seed phrase and write its keypair file."),
            discussion: helpText(
                """
                Default derivation: none (seed[0..32]), as solana-keygen new. Phantom, Solflare and Backpack show a \
                different address for the same phrase: use --preset phantom to get theirs.
                """))

        @Option(
            name: [.customLong("words"), .customLong("word-count")],
            help: helpText("Number of words: 12, 15, 18, 21 or 24 (--word-count as solana-keygen spells it)."))
        var words: Int = 12
        @Option(help: helpText("Wordlist language (or its ISO code: en, es, zh…)."))
        var language: MnemonicLanguage = .english
        @Flag(
            name: .customLong("passphrase-stdin"),
            help: ArgumentHelp(
                helpText("Read a BIP39 passphrase from line 1 of stdin (on a terminal: a prompt, asked twice)."),
                discussion: helpText("A missing line is an error; an empty line is an empty passphrase.")))
        var passphraseStdin = false
        @Flag(
            name: [.customLong("no-bip39-passphrase"), .customLong("no-passphrase")],
            help: helpText("No BIP39 passphrase: the default here, accepted as solana-keygen spells it."))
        var noPassphrase = false
        @OptionGroup var derivation: KeygenDerivationOptions
        @OptionGroup var outfile: KeygenOutfileOptions
        @OptionGroup var output: OutputOptions

        func validate() throws {
            guard MnemonicWordCount(rawValue: words) != nil else {
                throw ValidationError.localized(.cliWordsCount, String(words))
            }
            if noPassphrase && passphraseStdin {
                throw ValidationError.localized(.cliUsageNotBoth, "--passphrase-stdin", "--no-bip39-passphrase")
            }
        }

        func run() throws {
            let (keyDerivation, preset) = try derivation.resolve()
            let path = outfile.path
            if let path, !outfile.force, FileManager.default.fileExists(atPath: path) {
                throw KeypairFileError.alreadyExists(path: path)
            }
            guard let wordCount = MnemonicWordCount(rawValue: words) else {
                throw CLIError.invalidInput(.cliWordsCount, String(words))
            }
            let passphrase = try KeygenInput.passphrase(
                requested: passphraseStdin, afterPhraseOnStdin: false, confirm: true)
            let mnemonic = Mnemonic.generate(wordCount: wordCount, language: language)
            let keypair = Keypair(mnemonic: mnemonic, passphrase: passphrase, derivation: keyDerivation)
            try outfile.write(keypair)
            if output.json {
                try Output.printJSON(
                    NewResult(
                        publicKey: keypair.publicKey.base58, derivationPath: keyDerivation.path?.description,
                        derivation: keyDerivation.description, preset: preset?.name, outfile: path,
                        mnemonic: mnemonic.phrase, language: mnemonic.language.description,
                        wordCount: mnemonic.words.count,
                        passphrase: !passphrase.isEmpty))
                return
            }
            let l10n = Localizer(try output.language())
            let rule = String(repeating: "=", count: 78)
            if let path { print(l10n(.keygenWroteNew, path)) }
            print(rule)
            print("\(l10n(.keygenPubkeyLabel)): \(keypair.publicKey.base58)")
            print("\(l10n(.keygenDerivationLabel)): \(describe(keyDerivation, preset, l10n))")
            print(rule)
            print(l10n(passphrase.isEmpty ? .keygenSavePhrase : .keygenSavePhraseAndPassphrase))
            print(mnemonic.phrase)
            print(rule)
        }

        struct NewResult: Encodable {
            let publicKey: String; let derivationPath: String?; let derivation: String; let preset: String?
            let outfile: String?; let mnemonic: String; let language: String; let wordCount: Int; let passphrase: Bool
        }
    }

    struct Recover: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: helpText("Recover a keypair file from a seed phrase (and passphrase)."),
            discussion:
                helpText(
                    "Default derivation: none (seed[0..32]), as solana-keygen recover. Run `keygen derive` to see every scheme's address."
                )
        )

        @OptionGroup var input: KeygenPhraseOptions
        @OptionGroup var derivation: KeygenDerivationOptions
        @OptionGroup var outfile: KeygenOutfileOptions
        @OptionGroup var output: OutputOptions

        func run() throws {
            let (keyDerivation, preset) = try derivation.resolve()
            let (mnemonic, passphrase) = try input.read()
            let keypair = Keypair(mnemonic: mnemonic, passphrase: passphrase, derivation: keyDerivation)
            let path = outfile.path
            try outfile.write(keypair)
            if output.json {
                try Output.printJSON(
                    RecoverResult(
                        publicKey: keypair.publicKey.base58, derivationPath: keyDerivation.path?.description,
                        derivation: keyDerivation.description, preset: preset?.name, outfile: path,
                        language: mnemonic.language.description))
            } else {
                let l10n = Localizer(try output.language())
                if let path { print(l10n(.keygenWroteRecovered, path)) }
                print("\(l10n(.keygenPubkeyLabel)): \(keypair.publicKey.base58)")
                print("\(l10n(.keygenDerivationLabel)): \(describe(keyDerivation, preset, l10n))")
            }
        }

        struct RecoverResult: Encodable {
            let publicKey: String; let derivationPath: String?; let derivation: String; let preset: String?
            let outfile: String?; let language: String
        }
    }

    struct Derive: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: helpText("Show the address of a seed phrase under every wallet's scheme, for accounts 0..N-1."),
            discussion:
                helpText(
                    "Use it to find where a phrase's funds are: each wallet derives other addresses from the same phrase."
                ))

        @OptionGroup var input: KeygenPhraseOptions
        @Option(help: helpText("Accounts per scheme (0..N-1) for the schemes that have accounts.")) var accounts: Int =
            5
        @OptionGroup var output: OutputOptions

        func validate() throws {
            guard (1...1000).contains(accounts) else {
                throw ValidationError.localized(.cliUsageRange, "--accounts", "1", "1000")
            }
        }

        func run() throws {
            let (mnemonic, passphrase) = try input.read()
            let seed = mnemonic.seed(passphrase: passphrase)
            var rows: [Row] = []
            for preset in WalletPreset.allCases {
                for account in 0..<(preset.hasAccounts ? accounts : 1) {
                    let derivation = preset.derivation(account: UInt32(account))
                    let keypair = Keypair(bip39Seed: seed, derivation: derivation)
                    rows.append(
                        Row(
                            preset: preset.name, wallets: preset.wallets,
                            account: preset.hasAccounts ? account : nil,
                            derivationPath: derivation.path?.description, derivation: derivation.description,
                            publicKey: keypair.publicKey.base58))
                }
            }
            if output.json {
                try Output.printJSON(["accounts": rows])
                return
            }
            let header = Row(
                preset: "PRESET", wallets: "WALLETS", account: nil, derivationPath: nil,
                derivation: "PATH", publicKey: "ADDRESS")
            let widths = (rows + [header]).reduce(into: (0, 0, 0)) { w, r in
                w = (max(w.0, r.preset.count), max(w.1, r.wallets.count), max(w.2, r.derivation.count))
            }
            for row in [header] + rows {
                print(
                    row.preset.padding(toLength: widths.0, withPad: " ", startingAt: 0) + "  "
                        + row.wallets.padding(toLength: widths.1, withPad: " ", startingAt: 0) + "  "
                        + row.derivation.padding(toLength: widths.2, withPad: " ", startingAt: 0) + "  " + row.publicKey
                )
            }
        }

        struct Row: Encodable {
            let preset: String; let wallets: String; let account: Int?; let derivationPath: String?
            let derivation: String; let publicKey: String
        }
    }

    struct Pubkey: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: helpText("Print the public key of a keypair file."))

        @Argument(help: helpText("The keypair file (default: ~/.config/solana/id.json).")) var file: String?
        @OptionGroup var output: OutputOptions

        func run() throws {
            let path = file ?? KeypairFile.defaultPath
            let loaded = try KeypairFile.read(path: path)
            if let warning = loaded.permissionWarning(path: path, language: ErrorReport.language()) {
                Output.status(warning + "\n")
            }
            if output.json {
                try Output.printJSON(["publicKey": loaded.keypair.publicKey.base58, "file": path])
            } else {
                print(loaded.keypair.publicKey.base58)
            }
        }
    }

    struct Verify: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: helpText("Check that a keypair file holds the secret key of a public key."),
            discussion: helpText("Exit status 0 when it does, 1 when not."))

        @Argument(help: helpText("The public key (base58).")) var publicKey: PublicKey
        @Argument(help: helpText("The keypair file (default: ~/.config/solana/id.json).")) var file: String?
        @OptionGroup var output: OutputOptions

        func run() throws {
            let key = publicKey
            let path = file ?? KeypairFile.defaultPath
            let loaded = try KeypairFile.read(path: path)
            if let warning = loaded.permissionWarning(path: path, language: ErrorReport.language()) {
                Output.status(warning + "\n")
            }
            let matches = loaded.keypair.publicKey == key
            if output.json {
                try Output.printJSON(
                    VerifyResult(
                        publicKey: key.base58, file: path, matches: matches,
                        filePublicKey: loaded.keypair.publicKey.base58))
            } else {
                let l10n = Localizer(try output.language())
                print(l10n(.keygenVerification, key.base58, l10n(matches ? .keygenVerifySuccess : .keygenVerifyFailed)))
            }
            if !matches { throw ExitCode(1) }
        }

        struct VerifyResult: Encodable {
            let publicKey: String; let file: String; let matches: Bool; let filePublicKey: String
        }
    }
}

/// "m/44'/501'/0'/0' (preset phantom: Phantom, Solflare, Backpack)".
func describe(_ derivation: KeyDerivation, _ preset: WalletPreset?, _ l10n: Localizer) -> String {
    let text = derivation.path?.description ?? l10n(.keygenNoDerivation)
    guard let preset else { return text }
    return l10n(.keygenPresetNote, text, preset.name, preset.wallets)
}
