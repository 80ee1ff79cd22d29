// idl-codegen: the IDL → Swift generator alone (what the `generate-idl-client` package plugin runs), a small
// executable that builds faster than `solwallet`. Same output as `solwallet idl generate`.
//
// Usage: idl-codegen IDL.json --module NAME --out DIR [--force]
import Foundation
import ProgramIDL

struct Failure: Error, CustomStringConvertible {
    var description: String
}

func run(_ arguments: [String]) throws {
    var input: String?
    var module: String?
    var out: String?
    var force = false
    var index = 0
    while index < arguments.count {
        let argument = arguments[index]
        switch argument {
        case "--module", "--out":
            guard index + 1 < arguments.count else { throw Failure(description: "\(argument) needs a value") }
            if argument == "--module" { module = arguments[index + 1] } else { out = arguments[index + 1] }
            index += 1
        case "--force": force = true
        case "-h", "--help":
            print("usage: idl-codegen IDL.json --module NAME --out DIR [--force]")
            return
        default:
            guard input == nil, !argument.hasPrefix("-") else { throw Failure(description: "unexpected \(argument)") }
            input = argument
        }
        index += 1
    }
    guard let input, let module, let out else {
        throw Failure(description: "usage: idl-codegen IDL.json --module NAME --out DIR [--force]")
    }
    let limit = IDLReadLimits().maxBytes
    guard let handle = FileHandle(forReadingAtPath: input) else { throw Failure(description: "cannot read \(input)") }
    let data = try handle.read(upToCount: limit + 1) ?? Data()
    try? handle.close()
    let files: [IDLSwiftGenerator.File]
    do {
        files = try IDLSwiftGenerator.generate(try ProgramIDL(json: Array(data)), module: module)
    } catch {
        throw Failure(description: "\(input) is not a program IDL the generator reads: \(error)")
    }
    let manager = FileManager.default
    let root = URL(fileURLWithPath: out)
    // Only files this generator wrote are replaced (unless --force), as `solwallet idl generate` does.
    for file in files {
        let url = root.appendingPathComponent(file.path)
        if !force, let existing = manager.contents(atPath: url.path),
            !existing.starts(with: Data(IDLSwiftGenerator.header.utf8))
        {
            throw Failure(description: "\(url.path) exists and was not generated (--force replaces it)")
        }
    }
    for file in files {
        let url = root.appendingPathComponent(file.path)
        try manager.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(file.contents.utf8).write(to: url, options: .atomic)
    }
    print("wrote \(files.count) files to \(out)")
}

do {
    try run(Array(CommandLine.arguments.dropFirst()))
} catch {
    FileHandle.standardError.write(Data("idl-codegen: \(error)\n".utf8))
    exit(1)
}
