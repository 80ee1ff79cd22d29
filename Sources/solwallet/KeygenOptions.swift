import ArgumentParser
import SolanaCore
import SolanaKeys

/// `--derivation-path P | --preset NAME [--account N]`, shared by `keygen new` and `keygen recover`.
struct KeygenDerivationOptions: ParsableArguments {
    @Option(
        name: .customLong("derivation-path"),
        help: helpText("A SLIP-0010 path, all components hardened, e.g. m/44'/501'/0'/0' (h or H may replace ')."))
    var derivationPath: String?

    @Option(
        help: ArgumentHelp(
            helpText(
                "A wallet's scheme: phantom (also Solflare, Backpack: m/44'/501'/i'/0'), ledger-live (also Trust Wallet: "
                    + "m/44'/501'/i'), solana-cli-root (m/44'/501'), solana-cli (no derivation: seed[0..32], the default)."
            ),
            valueName: "name"))
    var preset: WalletPreset?

    @Option(help: helpText("The account index i for --preset phantom or ledger-live."))
    var account: UInt32 = 0

    func validate() throws {
        if derivationPath != nil && preset != nil {
            throw ValidationError.localized(.cliUsageNotBoth, "--derivation-path", "--preset")
        }
        if account >= 0x8000_0000 { throw ValidationError.localized(.cliUsageBelow, "--account", "2147483648") }
    }

    /// The derivation asked for, and the preset when one was named (default: solana-cli, as solana-keygen).
    func resolve() throws(DerivationPathError) -> (KeyDerivation, WalletPreset?) {
        if let derivationPath { return (.path(try DerivationPath(derivationPath)), nil) }
        let chosen = preset ?? .solanaCLI
        return (chosen.derivation(account: account), chosen)
    }
}

/// Where a keypair file goes: `--outfile F` (default ~/.config/solana/id.json), `--no-outfile`, `--force`.
struct KeygenOutfileOptions: ParsableArguments {
    @Option(
        name: [.short, .long], help: helpText("Where to write the keypair file (default: ~/.config/solana/id.json)."))
    var outfile: String?

    @Flag(name: .customLong("no-outfile"), help: helpText("Only print the public key; write no file."))
    var noOutfile = false

    @Flag(help: helpText("Overwrite the output file if it exists."))
    var force = false

    func validate() throws {
        if noOutfile && outfile != nil {
            throw ValidationError.localized(.cliUsageNotBoth, "--outfile", "--no-outfile")
        }
    }

    /// The path to write, or nil for `--no-outfile`.
    var path: String? { noOutfile ? nil : (outfile ?? KeypairFile.defaultPath) }

    /// Writes the keypair file unless `--no-outfile`; returns the path written.
    @discardableResult
    func write(_ keypair: Keypair) throws(KeypairFileError) -> String? {
        guard let path else { return nil }
        try KeypairFile.write(keypair, to: path, overwrite: force)
        return path
    }
}

/// `--phrase-stdin [--passphrase-stdin] | --phrase P`, shared by `keygen recover` and `keygen derive`.
struct KeygenPhraseOptions: ParsableArguments {
    @Flag(
        name: .customLong("phrase-stdin"),
        help: helpText("Read the seed phrase from stdin (line 1 if --passphrase-stdin too)."))
    var phraseStdin = false
    @Flag(
        name: .customLong("passphrase-stdin"),
        help: ArgumentHelp(
            helpText(
                "Read a BIP39 passphrase: line 1 of stdin, or line 2 when the phrase is line 1 (a prompt on a terminal)."
            ),
            discussion: helpText("A missing line is an error; an empty line is an empty passphrase.")))
    var passphraseStdin = false
    @Option(
        help: helpText("The seed phrase on the command line. Unsafe: other users can see it; prefer --phrase-stdin."))
    var phrase: String?

    func validate() throws {
        if phrase != nil && phraseStdin {
            throw ValidationError.localized(.cliUsageNotBoth, "--phrase", "--phrase-stdin")
        }
    }

    /// The validated phrase (stdin, prompt or --phrase) and the BIP39 passphrase ("" unless --passphrase-stdin).
    func read() throws -> (mnemonic: Mnemonic, passphrase: String) {
        let (text, source) = try KeygenInput.phrase(
            explicit: phrase, fromStdin: phraseStdin,
            passphraseAlsoFromStdin: passphraseStdin)
        let mnemonic = try Mnemonic(phrase: text)
        let passphrase = try KeygenInput.passphrase(requested: passphraseStdin, afterPhraseOnStdin: source == .stdin)
        return (mnemonic, passphrase)
    }
}
