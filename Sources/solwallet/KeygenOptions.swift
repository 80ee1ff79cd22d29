import ArgumentParser
import SolanaCore
import SolanaKeys

/// `--derivation-path P | --preset NAME [--account N]`, shared by `keygen new` and `keygen recover`.
struct KeygenDerivationOptions: ParsableArguments {
    @Option(name: .customLong("derivation-path"),
            help: "A SLIP-0010 path, all components hardened, e.g. m/44'/501'/0'/0' (h or H may replace ').")
    var derivationPath: String?

    @Option(help: ArgumentHelp(
        "A wallet's scheme: phantom (also Solflare, Backpack: m/44'/501'/i'/0'), ledger-live (also Trust Wallet: "
            + "m/44'/501'/i'), solana-cli-root (m/44'/501'), solana-cli (no derivation: seed[0..32], the default).",
        valueName: "name"))
    var preset: String?

    @Option(help: "The account index i for --preset phantom or ledger-live.")
    var account: UInt32 = 0

    func validate() throws {
        if derivationPath != nil && preset != nil {
            throw ValidationError("give --derivation-path or --preset, not both")
        }
        if account >= 0x8000_0000 { throw ValidationError("--account must be below 2147483648") }
    }

    /// The derivation asked for, and the preset when one was named (default: solana-cli, as solana-keygen).
    func resolve(json: Bool) -> (KeyDerivation, WalletPreset?) {
        if let derivationPath {
            do { return (.path(try DerivationPath(derivationPath)), nil) } catch { Output.fail(error.description, json: json) }
        }
        var chosen = WalletPreset.solanaCLI
        if let preset {
            do { chosen = try WalletPreset(name: preset) } catch { Output.fail(error.description, json: json) }
        }
        return (chosen.derivation(account: account), chosen)
    }
}

/// Where a keypair file goes: `--outfile F` (default ~/.config/solana/id.json), `--no-outfile`, `--force`.
struct KeygenOutfileOptions: ParsableArguments {
    @Option(name: [.short, .long], help: "Where to write the keypair file (default: ~/.config/solana/id.json).")
    var outfile: String?

    @Flag(name: .customLong("no-outfile"), help: "Only print the public key; write no file.")
    var noOutfile = false

    @Flag(help: "Overwrite the output file if it exists.")
    var force = false

    func validate() throws {
        if noOutfile && outfile != nil { throw ValidationError("give --outfile or --no-outfile, not both") }
    }

    /// The path to write, or nil for `--no-outfile`.
    var path: String? { noOutfile ? nil : (outfile ?? KeypairFile.defaultPath) }

    /// Writes the keypair file unless `--no-outfile` (exits with the error when it cannot); returns the path written.
    @discardableResult
    func write(_ keypair: Keypair, json: Bool) -> String? {
        guard let path else { return nil }
        do throws(KeypairFileError) { try KeypairFile.write(keypair, to: path, overwrite: force) } catch {
            Output.fail(error.description, json: json)
        }
        return path
    }
}

/// `--phrase-stdin [--passphrase-stdin] | --phrase P`, shared by `keygen recover` and `keygen derive`.
struct KeygenPhraseOptions: ParsableArguments {
    @Flag(name: .customLong("phrase-stdin"), help: "Read the seed phrase from stdin (line 1 if --passphrase-stdin too).")
    var phraseStdin = false
    @Flag(name: .customLong("passphrase-stdin"), help: "Read a BIP39 passphrase from stdin (line 2 after the phrase).")
    var passphraseStdin = false
    @Option(help: "The seed phrase on the command line. Unsafe: other users can see it; prefer --phrase-stdin.")
    var phrase: String?

    /// The validated phrase (stdin, prompt or --phrase); exits with the precise error when it is invalid.
    func mnemonic(json: Bool) -> Mnemonic {
        let text = KeygenInput.phrase(explicit: phrase, fromStdin: phraseStdin, passphraseAlsoFromStdin: passphraseStdin, json: json)
        do { return try Mnemonic(phrase: text) } catch { Output.fail(error.description, json: json) }
    }

    /// The BIP39 passphrase (line 2 of stdin when asked for), or "".
    func passphrase() -> String { KeygenInput.passphrase(fromStdin: passphraseStdin, afterPhrase: true) }
}
