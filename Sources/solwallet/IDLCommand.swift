import ArgumentParser
import Foundation
import ProgramIDL
import SolanaCore
import SolanaRPC
import SolanaWallet
import WalletPresentation

/// `solwallet idl …`: program IDLs (Codama `rootNode`, Anchor ≥ 0.30).
struct IDLGroup: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "idl", abstract: helpText("Work with program IDLs (Codama and Anchor)."),
        subcommands: [Generate.self, Add.self, List.self, Remove.self])

    /// `solwallet idl add IDL.json [--replace]`: registers a program's IDL so that `tx decode`, `tx show` and the
    /// signing review name its instructions and errors.
    struct Add: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "add",
            abstract: helpText(
                "Register a program's IDL: tx decode, tx show and the signing review then name its instructions."),
            discussion: helpText(
                """
                The IDL (Codama rootNode or Anchor >= 0.30) is read in full and kept under the wallet's data \
                directory, keyed by its program id. Naming is for display only: an instruction a registered IDL \
                names is still one the wallet cannot vouch for, and a payment still refuses it.
                Example: solwallet idl add target/idl/vault.json
                """))

        @Argument(help: helpText("The IDL file (Codama rootNode or Anchor JSON).")) var idl: String
        @Flag(help: helpText("Replace an IDL already registered for the same program.")) var replace = false
        @OptionGroup var home: HomeOptions
        @OptionGroup var output: OutputOptions

        func run() throws {
            let bytes = try IDLFiles.read(idl, limit: IDLReadLimits.standard.maxBytes)
            let program: ProgramIDL
            do { program = try IDLRegistry(paths: home.paths).add(json: bytes, replace: replace) } catch {
                throw CLIError(registry: error, file: idl)
            }
            let entry = RegisteredIDL(program)
            if output.json {
                try Output.printJSON(entry)
                return
            }
            Output.print(
                trusted: TerminalText.sanitize(
                    "registered \(program.name) (\(program.publicKey.base58)): \(program.instructions.count) "
                        + "instructions, \(program.errors.count) errors"))
        }
    }

    /// `solwallet idl list [--json]`: the registered IDLs.
    struct List: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "list", abstract: helpText("List the registered program IDLs."))

        @OptionGroup var home: HomeOptions
        @OptionGroup var output: OutputOptions

        struct Report: Encodable { let idls: [RegisteredIDL] }

        func run() throws {
            let entries: [RegisteredIDL]
            do { entries = try IDLRegistry(paths: home.paths).list() } catch {
                throw CLIError(registry: error, file: nil)
            }
            if output.json {
                try Output.printJSON(Report(idls: entries))
                return
            }
            let l10n = Localizer(try output.language(home: home))
            if entries.isEmpty {
                print(l10n(.cliIdlNone))
                return
            }
            let rows = entries.map {
                [
                    $0.programId, TerminalText.sanitize($0.name), $0.format, String($0.instructions),
                    String($0.errors),
                ]
            }
            print(
                TextTable.render(
                    header: [
                        l10n(.cliColumnProgram), l10n(.cliColumnName), l10n(.cliColumnFormat), l10n(.txInstructions),
                        l10n(.cliColumnErrors),
                    ], rows: rows,
                    rightAligned: [3, 4]))
        }
    }

    /// `solwallet idl remove PROGRAM_ID`: forgets a registered IDL.
    struct Remove: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "remove", abstract: helpText("Remove the registered IDL of a program."))

        @Argument(help: helpText("The program id.")) var programId: PublicKey
        @OptionGroup var home: HomeOptions

        func run() throws {
            do { try IDLRegistry(paths: home.paths).remove(programId) } catch {
                throw CLIError(registry: error, file: nil)
            }
            print(Localizer(ErrorReport.language())(.cliIdlRemoved, programId.base58))
        }
    }

    struct Generate: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "generate",
            abstract: helpText("Generate Swift sources for a program from its IDL."),
            discussion: helpText(
                """
                Writes one file per instruction, account and defined type, plus the program id, its PDAs and its \
                errors, under DIR (Instructions/, Accounts/, Types/). The output is deterministic; every file starts \
                with "// Generated by solwallet idl generate — do not edit", and only such files are replaced \
                (--force replaces any).
                Example: solwallet idl generate idl.json --module Token --out Sources/TokenClient
                """))

        @Argument(help: helpText("The IDL file (Codama rootNode or Anchor JSON).")) var idl: String
        @Option(help: helpText("The name the generated types are prefixed with.")) var module: String
        @Option(help: helpText("The directory to write to (created if needed).")) var out: String
        @Flag(help: helpText("Replace files that were not generated by this command.")) var force = false

        func run() throws {
            let bytes = try IDLFiles.read(idl, limit: IDLReadLimits.standard.maxBytes)
            let program: ProgramIDL
            let files: [IDLSwiftGenerator.File]
            do {
                program = try ProgramIDL(json: bytes)
                files = try IDLSwiftGenerator.generate(program, module: module)
            } catch {
                throw CLIError(
                    .invalidInput, .cliIdlInvalid, arguments: [.text(idl), .explained(error)],
                    english: Localizer(.en)(.cliIdlInvalid, idl, error.description))
            }
            try IDLFiles.write(files, to: out, force: force)
            print(
                Localizer(ErrorReport.language())(
                    .cliIdlGenerated, String(files.count), program.name, program.publicKey.base58, out))
        }
    }
}

/// Reading the IDL and writing the generated files, with the CLI's errors.
enum IDLFiles {
    static func read(_ path: String, limit: Int) throws -> [UInt8] {
        guard let handle = FileHandle(forReadingAtPath: path) else { throw CLIError(.file, .cliCannotRead, path) }
        defer { try? handle.close() }
        do {
            let data = try handle.read(upToCount: limit + 1) ?? Data()
            return Array(data)
        } catch {
            throw CLIError(.file, .cliCannotReadBecause, arguments: [.text(path), .text("\(error)")])
        }
    }

    static func write(_ files: [IDLSwiftGenerator.File], to directory: String, force: Bool) throws {
        let manager = FileManager.default
        let root = URL(fileURLWithPath: directory)
        for file in files {
            let url = root.appendingPathComponent(file.path)
            if !force, let existing = manager.contents(atPath: url.path),
                !existing.starts(with: Data(IDLSwiftGenerator.header.utf8))
            {
                throw CLIError(.file, .cliFileExists, url.path)
            }
        }
        for file in files {
            let url = root.appendingPathComponent(file.path)
            do {
                try manager.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(file.contents.utf8).write(to: url, options: .atomic)
            } catch {
                throw CLIError(.file, .cliCannotWrite, arguments: [.text(url.path), .text("\(error)")])
            }
        }
    }
}

extension CLIError {
    /// An IDL registry failure, with the file given when there is one.
    init(registry error: IDLRegistryError, file: String?) {
        switch error {
        case .invalidIDL:
            self.init(
                .invalidInput, TerminalText.sanitize((file.map { $0 + ": " } ?? "") + error.description), cause: error)
        case .alreadyRegistered: self.init(.invalidInput, TerminalText.sanitize(error.description), cause: error)
        case .notRegistered: self.init(.notFound, error.description, cause: error)
        case .corrupt, .io: self.init(.file, TerminalText.sanitize(error.description), cause: error)
        }
    }
}

/// The registered IDLs of `home` for decoding, a warning on stderr for each stored IDL that does not read back.
enum RegisteredIDLs {
    static func load(_ paths: WalletPaths) -> RegisteredPrograms {
        let programs = IDLRegistry(paths: paths).programs()
        for problem in programs.problems {
            FileHandle.standardError.write(Data(("warning: " + TerminalText.sanitize(problem.description) + "\n").utf8))
        }
        return programs
    }

    /// A send flow whose signing review names the instructions and custom errors of registered programs (display
    /// only), and which journals what it sends in the wallet database (`SendFlow.keepJournal`).
    static func flow(_ client: RPCClient, _ context: WalletContext) async -> SendFlow {
        var flow = SendFlow(client: client)
        flow.name(with: load(context.paths))
        await flow.keepJournal(in: context.database)
        return flow
    }
}
