import Borsh
import Foundation
import ProgramIDL
import SolanaCore
import SolanaRPC
import SolanaTransactions
import SolanaWallet

let idlTargets: [FuzzTarget] = [
    FuzzTarget(
        name: "idl", maxLen: 16384,
        summary:
            "ProgramIDL(json:) (Codama rootNode and Anchor IDLs): a model or a typed error; every type of a model "
            + "lowers to Borsh, and every instruction decodes (or refuses) the input's own bytes as its data; the "
            + "registry's reading of it (IDLValueReport) and ProgramErrorExplanation of the input as a node's error",
        run: fuzzIDL),
    FuzzTarget(
        name: "idl-generate", maxLen: 16384,
        summary:
            "ProgramIDL(json:) then IDLSwiftGenerator.generate (output bounded to 4 MiB): files or a typed error; "
            + "the same bytes twice, paths unique even case-insensitively, every file headed, no raw CR, NUL or other "
            + "control character but newlines and tabs (comments and literals cannot be broken out of)",
        run: fuzzIDLGenerate),
]

func fuzzIDLGenerate(_ input: [UInt8]) {
    guard let idl = try? ProgramIDL(json: input) else { return }
    let limits = IDLSwiftGenerator.Limits(maxOutputBytes: 4 << 20)
    let files: [IDLSwiftGenerator.File]
    do throws(IDLReadError) { files = try IDLSwiftGenerator.generate(idl, module: "Fuzz", limits: limits) } catch {
        check(!error.description.isEmpty, "empty error description")
        return
    }
    check((try? IDLSwiftGenerator.generate(idl, module: "Fuzz", limits: limits)) == files, "not deterministic")
    check(Set(files.map { $0.path.lowercased() }).count == files.count, "two paths equal but for case")
    for file in files {
        check(file.contents.hasPrefix(IDLSwiftGenerator.header + "\n"), "\(file.path) is not headed")
        let raw = file.contents.unicodeScalars.first { $0.value < 0x20 && $0 != "\n" && $0 != "\t" }
        check(raw == nil, "\(file.path) holds a raw control character \(raw.map { $0.value } ?? 0)")
    }
}

func fuzzIDL(_ input: [UInt8]) {
    // The input as a transaction error from a node: explained or nil, never a trap.
    if let error = try? JSONDecoder().decode(JSONValue.self, from: Data(input)) {
        let text = ProgramErrorExplanation.text(error, programIds: [.tokenProgram], logs: [])
        check(!text.isEmpty, "empty error text")
    }
    let idl: ProgramIDL
    do throws(IDLReadError) { idl = try ProgramIDL(json: input) } catch {
        check(!error.description.isEmpty, "empty error description")
        return
    }
    for instruction in idl.instructions {
        for argument in instruction.arguments {
            check((try? idl.borshType(argument.type)) != nil, "argument type of \(instruction.name) does not lower")
        }
    }
    for account in idl.accounts {
        guard let type = try? idl.borshType(account.data) else { continue }
        _ = try? Borsh.decode(Array(input.prefix(256)), as: type)
    }
    // The input's tail as instruction data: a decoded instruction or a typed error, never a trap.
    let data = Array(input.suffix(64))
    let accounts = (0..<4).map {
        AccountMeta.readonly(PublicKey(staticString: "11111111111111111111111111111111"), signer: $0 == 0)
    }
    let instruction = Instruction(programId: idl.publicKey, accounts: accounts, data: data)
    if let decoded = try? idl.decode(instruction) {
        check(idl.instruction(named: decoded.name) != nil, "decoded as an instruction the IDL lacks")
        // The registry's reading names the same instruction.
        let named = RegisteredPrograms([idl]).interpret(instruction)
        check(named?.name == decoded.name, "the registry's reading differs from the IDL's")
    }
}

let idlEventTargets: [FuzzTarget] = [
    FuzzTarget(
        name: "idl-events", maxLen: 8192,
        summary:
            "IDLEventLog.events (Anchor `Program data:` log lines attributed through the invoke stack) on the input's "
            + "lines, then ProgramIDL.decodeEvent/decodeEventInstruction on the input's bytes (byte 0 odd) under a "
            + "small Anchor IDL of two events: entries or typed errors; an entry's line is a `Program data:` line of "
            + "a program whose IDL is given, its depth within the bound; a decoded event re-encodes to its data, and "
            + "the generated clients' decoding (IDLGeneratedSupport.decodeEvent) agrees",
        run: fuzzIDLEvents)
]

/// A small Anchor IDL with two events: a struct with a vector, an option, a string and an enum; one with an i128,
/// bytes and a bool.
let fuzzEventIDL: ProgramIDL = {
    let json = """
        {"address": "6EF8rrecthR5Dkzon8Nwu78hRvfCKubJ14M5uBEwF6P", "metadata": {"name": "events"},
         "instructions": [], "events": [
           {"name": "Trade", "discriminator": [189, 219, 127, 211, 78, 230, 97, 238]},
           {"name": "Note", "discriminator": [1, 2, 3, 4, 5, 6, 7, 8]}],
         "types": [
           {"name": "Side", "type": {"kind": "enum", "variants": [{"name": "Buy"},
             {"name": "Sell", "fields": [{"name": "min", "type": "u64"}]}, {"name": "Pair", "fields": ["u8", "u16"]}]}},
           {"name": "Trade", "type": {"kind": "struct", "fields": [{"name": "amount", "type": "u64"},
             {"name": "memo", "type": "string"}, {"name": "keys", "type": {"vec": "pubkey"}},
             {"name": "fee", "type": {"option": "u16"}}, {"name": "side", "type": {"defined": {"name": "Side"}}}]}},
           {"name": "Note", "type": {"kind": "struct", "fields": [{"name": "value", "type": "i128"},
             {"name": "bytes", "type": "bytes"}, {"name": "flag", "type": "bool"}]}}]}
        """
    do { return try ProgramIDL(json: Array(json.utf8)) } catch { fatalError("fuzz event IDL: \(error)") }
}()

func fuzzIDLEvents(_ input: [UInt8]) {
    let idl = fuzzEventIDL
    if input.first.map({ $0 & 1 == 1 }) == true {
        let data = Array(input.dropFirst())
        for bytes in [data, ProgramIDL.eventInstructionTag + data] {
            let viaInstruction = bytes.starts(with: ProgramIDL.eventInstructionTag)
            let result: Result<IDLDecodedEvent, IDLEventError>
            do throws(IDLEventError) {
                result = .success(viaInstruction ? try idl.decodeEventInstruction(bytes) : try idl.decodeEvent(bytes))
            } catch { result = .failure(error) }
            checkEvent(result, data: viaInstruction ? Array(bytes.dropFirst(8)) : bytes, idl: idl)
        }
        return
    }
    let text = String(decoding: input, as: UTF8.self)
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let entries = IDLEventLog.events(in: lines, programs: [idl.publicKey: idl])
    var previous = -1
    for entry in entries {
        check(entry.line > previous && entry.line < lines.count, "entry line \(entry.line) out of order")
        previous = entry.line
        check(lines[entry.line].hasPrefix("Program data: "), "an entry for a line that is not Program data")
        check(entry.program == idl.publicKey, "an entry for a program without an IDL")
        check((1...IDLEventLog.maxDepth).contains(entry.depth), "depth \(entry.depth) out of bounds")
        let field = lines[entry.line].dropFirst("Program data: ".count)
        guard case .success = entry.result else { continue }
        // What decodes was standard base64: Foundation reads the same bytes.
        guard let data = Data(base64Encoded: String(field)) else {
            check(false, "decoded an event from text Foundation does not read as base64")
            return
        }
        checkEvent(entry.result, data: Array(data), idl: idl)
    }
}

/// A decoded event re-encodes to its data; the generated clients' decoding agrees on success and failure.
func checkEvent(_ result: Result<IDLDecodedEvent, IDLEventError>, data: [UInt8], idl: ProgramIDL) {
    switch result {
    case .success(let event):
        guard let declared = idl.event(named: event.name), let type = try? idl.borshType(declared.data) else {
            check(false, "decoded as an event the IDL lacks")
            return
        }
        check(data.starts(with: declared.discriminator), "decoded \(event.name) without its discriminator")
        let encoded = try? Borsh.encode(event.value, as: type)
        check(encoded.map { declared.discriminator + $0 } == data, "\(event.name) does not re-encode to its data")
        let generated = try? IDLGeneratedSupport.decodeEvent(
            data, event: event.name, discriminator: declared.discriminator, as: type)
        check(generated == event.value, "the generated decoding of \(event.name) differs")
    case .failure(let error):
        check(!error.description.isEmpty, "empty error description")
        for event in idl.events {
            guard let type = try? idl.borshType(event.data) else { continue }
            let generated = try? IDLGeneratedSupport.decodeEvent(
                data, event: event.name, discriminator: event.discriminator, as: type)
            check(generated == nil, "the generated decoding of \(event.name) reads what the IDL refused: \(error)")
        }
    }
}
