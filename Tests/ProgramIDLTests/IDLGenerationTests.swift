import Foundation
import ProgramIDL
import TestSupport
import Testing

@Suite("ProgramIDL generation") struct IDLGenerationTests {
    /// The fixtures and the module names their committed sources (`Tests/ProgramIDLTests/Generated/<module>/`) use.
    static let modules = [
        ("system", "SystemIDL"), ("token", "TokenIDL"), ("associated-token-account", "AssociatedTokenIDL"),
        ("memo", "MemoIDL"), ("compute-budget", "ComputeBudgetIDL"), ("anchor-vault-demo", "VaultDemoIDL"),
        ("codama-complex-demo", "ComplexDemoIDL"), ("codama-conditional-demo", "ConditionalDemoIDL"),
        ("anchor-generics-demo", "GenericsDemoIDL"), ("anchor-pump-amm", "PumpAmmIDL"),
        ("codama-payer-demo", "PayerDemoIDL"),
    ]
    /// The clients that are modules of their own (`Tests/GeneratedClients/<module>/`, targets of Package.swift).
    static let clientModules = [("anchor-pump", "PumpIDL"), ("anchor-meteora-dlmm", "DlmmIDL")]

    static var generatedRoot: URL {
        Oracle.repositoryRoot.appendingPathComponent("Tests/ProgramIDLTests/Generated")
    }

    @Test("generation is deterministic, every file is headed, and the committed sources are up to date")
    func committedSourcesAreCurrent() throws {
        let update = ProcessInfo.processInfo.environment["SOLWALLET_UPDATE_GENERATED"] == "1"
        for (fixture, module) in Self.modules + Self.clientModules {
            let idl = try ProgramIDL(json: Array(Oracle.fixture("idl/\(fixture).json")))
            let files = try IDLSwiftGenerator.generate(idl, module: module)
            #expect(try IDLSwiftGenerator.generate(idl, module: module) == files)
            #expect(Set(files.map(\.path)).count == files.count)
            #expect(files.contains { $0.path.hasPrefix("Instructions/") })
            // The README's example compiles against a copy of the memo client in the DocSnippets target.
            let own =
                Self.clientModules.contains { $0.1 == module }
                ? Oracle.repositoryRoot.appendingPathComponent("Tests/GeneratedClients/\(module)")
                : Self.generatedRoot.appendingPathComponent(module)
            let roots =
                [own]
                + (module == "MemoIDL"
                    ? [Oracle.repositoryRoot.appendingPathComponent("Tests/DocSnippets/MemoIDL")] : [])
            for root in roots {
                for file in files {
                    #expect(file.contents.hasPrefix(IDLSwiftGenerator.header + "\n"))
                    let url = root.appendingPathComponent(file.path)
                    if update {
                        try FileManager.default.createDirectory(
                            at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                        try Data(file.contents.utf8).write(to: url)
                    }
                    let committed = try? String(contentsOf: url, encoding: .utf8)
                    #expect(
                        committed == file.contents,
                        "\(url.path) is stale: SOLWALLET_UPDATE_GENERATED=1 swift test --filter IDLGeneration")
                }
            }
        }
    }
}

@Suite("solwallet idl generate") struct IDLGenerateCLITests {
    @Test("the CLI writes the generator's files, refuses what is not an IDL, and keeps files it did not write")
    func generate() throws {
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("idl-cli-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: out) }
        let fixture = Oracle.repositoryRoot.appendingPathComponent("Tests/Fixtures/idl/memo.json").path
        let first = try CLI.run(["idl", "generate", fixture, "--module", "MemoIDL", "--out", out.path])
        #expect(first.status == 0, "\(first.stderr)")
        let idl = try ProgramIDL(json: Array(Oracle.fixture("idl/memo.json")))
        for file in try IDLSwiftGenerator.generate(idl, module: "MemoIDL") {
            let written = try String(contentsOf: out.appendingPathComponent(file.path), encoding: .utf8)
            #expect(written == file.contents)
        }
        let notIDL = try CLI.run(["idl", "generate", #filePath, "--module", "X", "--out", out.path])
        #expect(notIDL.status != 0 && notIDL.stderr.contains("is not a program IDL"))
        let program = out.appendingPathComponent("MemoIDLProgram.swift")
        try Data("// mine\n".utf8).write(to: program)
        let kept = try CLI.run(["idl", "generate", fixture, "--module", "MemoIDL", "--out", out.path])
        let keptText = try String(contentsOf: program, encoding: .utf8)
        #expect(kept.status != 0 && keptText == "// mine\n")
        let forced = try CLI.run(["idl", "generate", fixture, "--module", "MemoIDL", "--out", out.path, "--force"])
        let forcedText = try String(contentsOf: program, encoding: .utf8)
        #expect(forced.status == 0 && forcedText.hasPrefix(IDLSwiftGenerator.header))
    }
}
