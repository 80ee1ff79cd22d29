import ArgumentParser
import Foundation
import SolanaCore
import SolanaKeys
import WalletPresentation

/// `solwallet keygen import`: a base58 secret key (Phantom's "Export private key") into a keypair file.
struct KeygenImport: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: helpText(
            "Write a keypair file from a base58 64-byte secret key (the format Phantom and Solflare export)."),
        discussion: helpText("The key is read from stdin, or a prompt with echo off; never from the command line."))

    @OptionGroup var outfile: KeygenOutfileOptions
    @OptionGroup var output: OutputOptions

    func run() throws {
        let text: String
        if KeygenInput.stdinIsTerminal {
            text = try KeygenInput.prompt(Localizer(try output.language())(.keygenSecretPrompt))
        } else {
            guard let line = readLine(strippingNewline: true) else {
                throw CLIError.invalidInput(.cliNoSecretOnStdin)
            }
            text = line
        }
        let keypair = try Keypair(base58SecretKey: text)
        let path = outfile.path
        try outfile.write(keypair)
        if output.json {
            try Output.printJSON(ImportResult(publicKey: keypair.publicKey.base58, outfile: path))
        } else {
            let l10n = Localizer(try output.language())
            if let path { print(l10n(.keygenWroteImported, path)) }
            print("\(l10n(.keygenPubkeyLabel)): \(keypair.publicKey.base58)")
        }
    }

    struct ImportResult: Encodable { let publicKey: String; let outfile: String? }
}
