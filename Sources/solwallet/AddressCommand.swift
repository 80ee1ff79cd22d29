import ArgumentParser
import Foundation
import SolanaCore
import WalletPresentation

/// `solwallet address …`: address arithmetic that needs no network.
struct AddressCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "address",
        abstract: helpText("Check addresses and derive program and token account addresses."),
        subcommands: [FindPDA.self, ATA.self, Check.self])

    struct FindPDA: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "find-pda",
            abstract: helpText(
                "Find a program-derived address and its bump (like `solana find-program-derived-address`)."),
            discussion: helpText(
                """
                Seeds: string:TEXT (UTF-8), pubkey:BASE58 (32 bytes), hex:HEX, u8:N, u16le:N, u32le:N, u64le:N.
                Example: solwallet address find-pda TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA string:metadata u8:7
                """))

        @Argument(help: helpText("The program id (base58).")) var programId: PublicKey
        @Argument(help: helpText("Seeds, each TYPE:VALUE.")) var seeds: [SeedArgument] = []
        @OptionGroup var output: OutputOptions

        func run() throws {
            let (address, bump) = try PublicKey.findProgramAddress(seeds: seeds.map(\.bytes), programId: programId)
            if output.json {
                try Output.printJSON(PDAResult(address: address.base58, bump: bump, programId: programId.base58))
            } else {
                print("\(address.base58) \(bump)")
            }
        }

        struct PDAResult: Encodable { let address: String; let bump: UInt8; let programId: String }
    }

    struct ATA: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "ata", abstract: helpText("The associated token account of an owner for a mint."))

        @Argument(help: helpText("The wallet address that owns the tokens.")) var owner: PublicKey
        @Argument(help: helpText("The token mint.")) var mint: PublicKey
        @Flag(name: .customLong("token-2022"), help: helpText("The mint belongs to Token-2022 (a different address)."))
        var token2022 = false
        @OptionGroup var output: OutputOptions

        func run() throws {
            let ownerKey = owner, mintKey = mint
            let program: PublicKey = token2022 ? .token2022Program : .tokenProgram
            let address = PublicKey.associatedTokenAddress(owner: ownerKey, mint: mintKey, tokenProgram: program)
            if output.json {
                try Output.printJSON(
                    ATAResult(
                        address: address.base58, owner: ownerKey.base58, mint: mintKey.base58,
                        tokenProgram: program.base58))
            } else {
                print(address.base58)
            }
        }

        struct ATAResult: Encodable {
            let address: String; let owner: String; let mint: String; let tokenProgram: String
        }
    }

    struct Check: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "check",
            abstract:
                helpText(
                    "Whether an address is valid, and whether it is on the ed25519 curve (a wallet) or off it (a PDA)."),
            discussion: helpText("Exit status 0 when valid, 1 when not."))

        @Argument(help: helpText("The address (base58).")) var address: String
        @OptionGroup var output: OutputOptions

        func run() throws {
            do {
                let key = try PublicKey(address)
                if output.json {
                    try Output.printJSON(
                        CheckResult(address: key.base58, valid: true, onCurve: key.isOnCurve, error: nil))
                } else {
                    let l10n = Localizer(try output.language())
                    print(l10n(key.isOnCurve ? .cliAddressOnCurve : .cliAddressOffCurve, key.base58))
                }
            } catch {
                if output.json {
                    try Output.printJSON(CheckResult(address: address, valid: false, onCurve: nil, error: "\(error)"))
                } else {
                    // The error as `CLIError.Argument.explained` says it: English as before, else its explanation.
                    let language = try output.language()
                    print(Localizer(language)(.cliAddressInvalid, CLIError.Argument.explained(error).text(language)))
                }
                throw ExitCode(1)
            }
        }

        struct CheckResult: Encodable { let address: String; let valid: Bool; let onCurve: Bool?; let error: String? }
    }
}

/// A seed argument: `string:TEXT`, `pubkey:BASE58`, `hex:HEX`, `u8:N`, `u16le:N`, `u32le:N`, `u64le:N`.
struct SeedArgument: ExpressibleByArgument {
    /// The seed's bytes.
    let bytes: [UInt8]

    init?(argument: String) {
        guard let bytes = ArgumentFailures.attempt(argument, { () throws(CLIError) in try Self.parse(argument) }) else {
            return nil
        }
        self.bytes = bytes
    }

    static func parse(_ argument: String) throws(CLIError) -> [UInt8] {
        guard let colon = argument.firstIndex(of: ":") else {
            throw .invalidInput(
                .cliSeedNoType, argument)
        }
        let kind = argument[..<colon].lowercased()
        let value = String(argument[argument.index(after: colon)...])
        switch kind {
        case "string": return Array(value.utf8)
        case "pubkey":
            do { return try PublicKey(value).bytes } catch {
                throw CLIError(.invalidInput, "seed \(argument): \(error)", cause: error)
            }
        case "hex":
            do { return try Hex.decode(value) } catch {
                throw CLIError(.invalidInput, "seed \(argument): \(error)", cause: error)
            }
        case "u8": return try integer(value, as: UInt8.self, argument)
        case "u16le": return try integer(value, as: UInt16.self, argument)
        case "u32le": return try integer(value, as: UInt32.self, argument)
        case "u64le": return try integer(value, as: UInt64.self, argument)
        default:
            throw .invalidInput(.cliSeedUnknownType, String(kind))
        }
    }

    private static func integer<T: FixedWidthInteger & UnsignedInteger>(
        _ text: String, as: T.Type, _ argument: String
    ) throws(CLIError) -> [UInt8] {
        guard let value = T(text) else {
            throw .invalidInput(.cliSeedNotInteger, argument, "\(T.max)")
        }
        return withUnsafeBytes(of: value.littleEndian) { Array($0) }
    }
}
