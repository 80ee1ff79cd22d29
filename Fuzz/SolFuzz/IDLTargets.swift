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
