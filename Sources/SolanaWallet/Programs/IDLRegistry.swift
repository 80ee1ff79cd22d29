import Foundation
import ProgramIDL
import SolanaCore
import SolanaTransactions

/// Why the IDL registry refused or failed. Each case names the file or program concerned.
public enum IDLRegistryError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The IDL given to `add` is not a readable IDL.
    case invalidIDL(IDLReadError)
    /// An IDL for the program is registered already (`add(…, replace: true)` replaces it).
    case alreadyRegistered(programId: PublicKey, name: String)
    /// No IDL is registered for the program.
    case notRegistered(PublicKey)
    /// A stored IDL file cannot be read back: its path and why.
    case corrupt(path: String, reason: String)
    /// A file of the registry could not be read, written or removed: its path and the system's failure (typed, with
    /// its own words).
    case io(path: String, failure: SystemFailure)

    /// The error in one sentence.
    public var description: String {
        switch self {
        case .invalidIDL(let error): return "not a usable IDL: \(error)"
        case .alreadyRegistered(let id, let name):
            return "an IDL for \(id) (\(name)) is registered already; replace it with --replace"
        case .notRegistered(let id): return "no IDL is registered for \(id)"
        case .corrupt(let path, let reason): return "the stored IDL \(path) is corrupt: \(reason); remove it"
        case .io(let path, let failure): return "\(path): \(failure.text)"
        }
    }
}

/// A registered IDL as `IDLRegistry.list` reports it.
public struct RegisteredIDL: Sendable, Equatable, Encodable {
    /// The program id (base58).
    public let programId: String
    /// The program's name in the IDL.
    public let name: String
    /// "codama" or "anchor".
    public let format: String
    /// The program's version, when the IDL gives one.
    public let version: String?
    /// How many instructions the IDL describes.
    public let instructions: Int
    /// How many custom errors it names.
    public let errors: Int

    /// The summary of `program`.
    public init(_ program: ProgramIDL) {
        programId = program.publicKey.base58
        name = program.name
        format = program.format.rawValue
        version = program.version
        instructions = program.instructions.count
        errors = program.errors.count
    }
}

/// The program IDLs the user registered (`solwallet idl add`): one JSON file per program under the wallet's data
/// directory (`idl/<program id>.json`), written atomically, each read back within `IDLReadLimits`.
///
/// Registered IDLs name instructions of programs the SDK does not decode (`RegisteredPrograms`, an
/// `InstructionInterpreting`) and explain their custom errors (`ProgramErrorNaming`). They are for display only: an
/// IDL never makes a transaction safe to sign.
public struct IDLRegistry: Sendable {
    /// The directory of the stored IDLs.
    public let directory: String
    /// The bounds a stored or added IDL is read within.
    public let limits: IDLReadLimits

    /// The registry under `paths.dataDirectory/idl`.
    public init(paths: WalletPaths, limits: IDLReadLimits = .standard) {
        self.init(directory: paths.dataDirectory + "/idl", limits: limits)
    }

    /// The registry in `directory`.
    public init(directory: String, limits: IDLReadLimits = .standard) {
        self.directory = directory
        self.limits = limits
    }

    /// The file of a program's IDL.
    public func path(of programId: PublicKey) -> String { directory + "/" + programId.base58 + ".json" }

    /// Registers the IDL in `json` (Codama `rootNode` or Anchor ≥ 0.30) under its program id, after reading it in
    /// full. An IDL already registered for the program is replaced only when `replace` is true.
    @discardableResult
    public func add(json: [UInt8], replace: Bool = false) throws(IDLRegistryError) -> ProgramIDL {
        let program: ProgramIDL
        do { program = try ProgramIDL(json: json, limits: limits) } catch { throw .invalidIDL(error) }
        let file = path(of: program.publicKey)
        if !replace, FileManager.default.fileExists(atPath: file) {
            let name = (try? load(program.publicKey))?.name ?? "?"
            throw .alreadyRegistered(programId: program.publicKey, name: name)
        }
        do {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
            try Data(json).write(to: URL(fileURLWithPath: file), options: .atomic)
        } catch { throw .io(path: file, failure: SystemFailure(error)) }
        return program
    }

    /// Removes the program's IDL.
    public func remove(_ programId: PublicKey) throws(IDLRegistryError) {
        let file = path(of: programId)
        guard FileManager.default.fileExists(atPath: file) else { throw .notRegistered(programId) }
        do { try FileManager.default.removeItem(atPath: file) } catch {
            throw .io(path: file, failure: SystemFailure(error))
        }
    }

    /// The program's IDL, or nil when none is registered; a stored file that does not read back is `.corrupt`.
    public func load(_ programId: PublicKey) throws(IDLRegistryError) -> ProgramIDL? {
        let file = path(of: programId)
        guard FileManager.default.fileExists(atPath: file) else { return nil }
        return try read(file, expecting: programId)
    }

    /// Every registered IDL, by program id order; the first corrupt file throws.
    public func loadAll() throws(IDLRegistryError) -> [ProgramIDL] {
        var programs: [ProgramIDL] = []
        for (file, id) in try files() { programs.append(try read(file, expecting: id)) }
        return programs
    }

    /// The registered IDLs, summarized.
    public func list() throws(IDLRegistryError) -> [RegisteredIDL] {
        try loadAll().map(RegisteredIDL.init)
    }

    /// The registered programs for decoding and error naming: every IDL that reads back, and a `.corrupt` error for
    /// each one that does not (shown as a warning; the others still work).
    public func programs() -> RegisteredPrograms {
        var programs: [ProgramIDL] = []
        var problems: [IDLRegistryError] = []
        do {
            for (file, id) in try files() {
                do { programs.append(try read(file, expecting: id)) } catch { problems.append(error) }
            }
        } catch { problems.append(error) }
        return RegisteredPrograms(programs, problems: problems)
    }

    /// The stored files and their program ids, sorted by file name; a file whose name is not a program id is
    /// `.corrupt`.
    func files() throws(IDLRegistryError) -> [(String, PublicKey)] {
        guard FileManager.default.fileExists(atPath: directory) else { return [] }
        let names: [String]
        do { names = try FileManager.default.contentsOfDirectory(atPath: directory) } catch {
            throw .io(path: directory, failure: SystemFailure(error))
        }
        var result: [(String, PublicKey)] = []
        for name in names.sorted() where name.hasSuffix(".json") {
            let file = directory + "/" + name
            guard let id = try? PublicKey(String(name.dropLast(5))) else {
                throw .corrupt(path: file, reason: "its name is not a program id")
            }
            result.append((file, id))
        }
        return result
    }

    func read(_ file: String, expecting programId: PublicKey) throws(IDLRegistryError) -> ProgramIDL {
        let bytes: [UInt8]
        do {
            guard let handle = FileHandle(forReadingAtPath: file) else {
                throw IDLRegistryError.io(path: file, failure: SystemFailure(errno: errno))
            }
            defer { try? handle.close() }
            bytes = Array(try handle.read(upToCount: limits.maxBytes + 1) ?? Data())
        } catch let error as IDLRegistryError { throw error } catch {
            throw .io(path: file, failure: SystemFailure(error))
        }
        let program: ProgramIDL
        do { program = try ProgramIDL(json: bytes, limits: limits) } catch {
            throw .corrupt(path: file, reason: error.description)
        }
        guard program.publicKey == programId else {
            throw .corrupt(path: file, reason: "it describes \(program.publicKey), not \(programId)")
        }
        return program
    }
}

/// Registered IDLs loaded for use: they read instructions of programs the SDK does not decode natively
/// (`InstructionInterpreting`) and name their custom errors (`ProgramErrorNaming`).
public struct RegisteredPrograms: Sendable, InstructionInterpreting, ProgramErrorNaming {
    /// The IDLs by program id.
    public let programs: [PublicKey: ProgramIDL]
    /// Stored IDLs that could not be read back (each `.corrupt` or `.io`, naming its file).
    public let problems: [IDLRegistryError]

    /// Programs from their IDLs (a later IDL for the same program replaces an earlier one).
    public init(_ programs: [ProgramIDL], problems: [IDLRegistryError] = []) {
        var byId: [PublicKey: ProgramIDL] = [:]
        for program in programs { byId[program.publicKey] = program }
        self.programs = byId
        self.problems = problems
    }

    /// The instruction read through its program's IDL: the IDL's names, its accounts named and its arguments decoded;
    /// nil when no IDL is registered for the program or the data does not decode under it.
    public func interpret(_ instruction: Instruction) -> InterpretedInstruction? {
        guard let program = programs[instruction.programId],
            let decoded = try? program.decode(instruction)
        else { return nil }
        // Keys in the JSON format's camelCase (Anchor's snake_case names converted); every key distinct.
        var fields: [(String, InstructionReport.Value)] = []
        var used: Set<String> = []
        for account in decoded.accounts {
            var key = IDLValueReport.key(account.name)
            while used.contains(key) { key += "Account" }
            used.insert(key)
            fields.append((key, .key(account.meta.publicKey)))
        }
        for argument in decoded.arguments {
            // An argument named like an account keeps both: the argument's key gets a suffix.
            var key = IDLValueReport.key(argument.name)
            while used.contains(key) { key += "Arg" }
            used.insert(key)
            fields.append((key, IDLValueReport.value(argument.value, type: argument.type, program: program)))
        }
        if !decoded.remainingAccounts.isEmpty {
            var key = "remainingAccounts"
            while used.contains(key) { key += "List" }
            fields.append((key, .keys(decoded.remainingAccounts.map(\.publicKey))))
        }
        return InterpretedInstruction(program: program.name, name: decoded.name, info: InstructionReport.Info(fields))
    }

    /// The program's name in its IDL.
    public func programName(of programId: PublicKey) -> String? { programs[programId]?.name }

    /// The custom error `code` of the program, from its IDL's errors.
    public func programError(_ code: UInt32, program: PublicKey) -> ProgramErrorName? {
        guard let error = programs[program]?.errors.first(where: { $0.code == code }) else { return nil }
        return ProgramErrorName(code: code, name: error.name, message: error.message)
    }
}

extension SendFlow {
    /// Names the instructions (in the signing review) and the custom errors (of a failing simulation) of the
    /// registered `programs`; display only: the policy's refusals do not depend on them.
    public mutating func name(with programs: RegisteredPrograms) {
        instructionInterpreter = programs
        errorNaming = programs
    }
}
