import Borsh
import Foundation
import ProgramIDL
import SolanaCore
import TestSupport
import Testing

/// Codama JSON, written small: the hostile IDLs of the table below.
enum CodamaText {
    static func quoted(_ text: String) -> String {
        String(decoding: try! JSONEncoder().encode(text), as: UTF8.self)
    }

    static func number(_ format: String = "u8") -> String {
        #"{"kind":"numberTypeNode","format":"\#(format)","endian":"le"}"#
    }
    static let publicKey = #"{"kind":"publicKeyTypeNode"}"#
    static let string =
        #"{"kind":"sizePrefixTypeNode","prefix":\#(number("u32")),"type":{"kind":"stringTypeNode","encoding":"utf8"}}"#

    static func docs(_ lines: [String]) -> String { "[\(lines.map(quoted).joined(separator: ","))]" }
    static func option(_ item: String) -> String { #"{"kind":"optionTypeNode","item":\#(item)}"# }
    static func link(_ name: String) -> String { #"{"kind":"definedTypeLinkNode","name":\#(quoted(name))}"# }
    static func field(_ name: String, _ type: String, docs lines: [String] = []) -> String {
        #"{"kind":"structFieldTypeNode","name":\#(quoted(name)),"type":\#(type),"docs":\#(docs(lines))}"#
    }
    static func structure(_ fields: [String]) -> String {
        #"{"kind":"structTypeNode","fields":[\#(fields.joined(separator: ","))]}"#
    }
    static func tuple(_ items: [String]) -> String {
        #"{"kind":"tupleTypeNode","items":[\#(items.joined(separator: ","))]}"#
    }
    static func enumeration(_ variants: [String]) -> String {
        #"{"kind":"enumTypeNode","variants":[\#(variants.joined(separator: ","))]}"#
    }
    static func emptyVariant(_ name: String) -> String {
        #"{"kind":"enumEmptyVariantTypeNode","name":\#(quoted(name))}"#
    }
    static func structVariant(_ name: String, _ fields: [String]) -> String {
        #"{"kind":"enumStructVariantTypeNode","name":\#(quoted(name)),"struct":\#(structure(fields))}"#
    }
    static func tupleVariant(_ name: String, _ items: [String]) -> String {
        #"{"kind":"enumTupleVariantTypeNode","name":\#(quoted(name)),"tuple":\#(tuple(items))}"#
    }
    static func type(_ name: String, _ type: String, docs lines: [String] = []) -> String {
        #"{"kind":"definedTypeNode","name":\#(quoted(name)),"type":\#(type),"docs":\#(docs(lines))}"#
    }
    static func account(
        _ name: String, writable: Bool = false, signer: Bool = false, optional: Bool = false,
        default value: String? = nil
    ) -> String {
        let defaultValue = value.map { #","defaultValue":\#($0)"# } ?? ""
        return #"{"kind":"instructionAccountNode","name":\#(quoted(name)),"isWritable":\#(writable),"#
            + #""isSigner":\#(signer),"isOptional":\#(optional)\#(defaultValue)}"#
    }
    static func argument(_ name: String, _ type: String, strategy: String? = nil, default value: String? = nil)
        -> String
    {
        let defaultValue = value.map { #","defaultValue":\#($0)"# } ?? ""
        let defaultStrategy = strategy.map { #","defaultValueStrategy":"\#($0)""# } ?? ""
        return #"{"kind":"instructionArgumentNode","name":\#(quoted(name)),"type":\#(type)"#
            + #"\#(defaultValue)\#(defaultStrategy)}"#
    }
    static func instruction(
        _ name: String, accounts: [String] = [], arguments: [String] = [], docs lines: [String] = []
    ) -> String {
        #"{"kind":"instructionNode","name":\#(quoted(name)),"docs":\#(docs(lines)),"#
            + #""accounts":[\#(accounts.joined(separator: ","))],"arguments":[\#(arguments.joined(separator: ","))]}"#
    }
    static func accountNode(_ name: String, _ data: String) -> String {
        #"{"kind":"accountNode","name":\#(quoted(name)),"data":\#(data)}"#
    }
    static func variableSeed(_ name: String, _ type: String) -> String {
        #"{"kind":"variablePdaSeedNode","name":\#(quoted(name)),"type":\#(type)}"#
    }
    static func pda(_ name: String, _ seeds: [String]) -> String {
        #"{"kind":"pdaNode","name":\#(quoted(name)),"seeds":[\#(seeds.joined(separator: ","))]}"#
    }
    static func error(_ code: Int, _ name: String, _ message: String) -> String {
        #"{"kind":"errorNode","code":\#(code),"name":\#(quoted(name)),"message":\#(quoted(message))}"#
    }
    static func accountValue(_ name: String) -> String { #"{"kind":"accountValueNode","name":\#(quoted(name))}"# }
    static func argumentValue(_ name: String) -> String { #"{"kind":"argumentValueNode","name":\#(quoted(name))}"# }
    static func key(_ base58: String) -> String { #"{"kind":"publicKeyValueNode","publicKey":"\#(base58)"}"# }

    static func root(
        name: String = "hostile", instructions: [String] = [], accounts: [String] = [], types: [String] = [],
        pdas: [String] = [], errors: [String] = []
    ) -> [UInt8] {
        let program =
            #"{"kind":"programNode","name":\#(quoted(name)),"publicKey":"Fg6PaFpoGXkYsidMpWTK6W2BeZ7FEfcYkg476zPFsLnS","#
            + #""version":"1.0.0","instructions":[\#(instructions.joined(separator: ","))],"#
            + #""accounts":[\#(accounts.joined(separator: ","))],"definedTypes":[\#(types.joined(separator: ","))],"#
            + #""pdas":[\#(pdas.joined(separator: ","))],"errors":[\#(errors.joined(separator: ","))]}"#
        return Array(#"{"kind":"rootNode","standard":"codama","version":"1.0.0","program":\#(program)}"#.utf8)
    }
}

/// Type-checks generated files against the built modules (`swiftc -typecheck`, Swift 6, warnings as errors); where
/// the modules are not found, parses them (`swiftc -parse`).
enum GeneratedSourceCheck {
    /// The build's products directory: the test binary's, else `.build/debug`.
    static var products: URL {
        let binary = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        var directory = binary.deletingLastPathComponent()
        for _ in 0..<4 {
            if FileManager.default.fileExists(
                atPath: directory.appendingPathComponent("Modules/ProgramIDL.swiftmodule").path)
            {
                return directory
            }
            directory = directory.deletingLastPathComponent()
        }
        return Oracle.repositoryRoot.appendingPathComponent(".build/debug")
    }

    /// The C module maps the modules' dependencies need.
    static func moduleMaps(products: URL) -> [String] {
        var maps: [String] = []
        let manager = FileManager.default
        let roots = [
            Oracle.repositoryRoot.appendingPathComponent("Sources"),
            Oracle.repositoryRoot.appendingPathComponent(".build/checkouts"), products,
        ]
        for root in roots {
            guard let walker = manager.enumerator(at: root, includingPropertiesForKeys: nil) else { continue }
            for case let url as URL in walker where url.lastPathComponent == "module.modulemap" {
                let path = url.path
                if path.contains("/Benchmarks/") || path.contains("/Tests/") { continue }
                if root == products, url.deletingLastPathComponent().deletingLastPathComponent() != products {
                    continue
                }
                maps.append(path)
            }
        }
        return maps.sorted()
    }

    /// Whether the modules are there to type-check against.
    static var canTypecheck: Bool {
        FileManager.default.fileExists(atPath: products.appendingPathComponent("Modules/ProgramIDL.swiftmodule").path)
    }

    /// Checks the files of several generated clients at once: each client's declarations wrapped in an enum of its
    /// own (extensions of `ClientN`, so that their names do not meet), the imports hoisted. Returns the compiler's status and output.
    static func check(_ clients: [(label: String, files: [(path: String, contents: String)])]) throws -> (
        status: Int32, output: String, typechecked: Bool
    ) {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "idl-hostile-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        var paths: [String] = []
        for (index, client) in clients.enumerated() {
            // One enum per client, its files' declarations in extensions of it.
            let root = directory.appendingPathComponent("c\(index).swift")
            try Data("public enum Client\(index) {}\n".utf8).write(to: root)
            paths.append(root.path)
            for (position, file) in client.files.enumerated() {
                var imports: Set<String> = []
                var body: [Substring] = []
                for line in file.contents.split(separator: "\n", omittingEmptySubsequences: false) {
                    if line.hasPrefix("import ") { imports.insert(String(line)) } else { body.append(line) }
                }
                let text =
                    imports.sorted().joined(separator: "\n") + "\n\nextension Client\(index) {\n"
                    + body.joined(separator: "\n") + "\n}\n"
                let url = directory.appendingPathComponent("c\(index)_\(position).swift")
                try Data(text.utf8).write(to: url)
                paths.append(url.path)
            }
        }
        let products = products
        let typecheck = canTypecheck
        // One frontend for all the files (`-wmo`): the same checks and diagnostics as a frontend per file, but each
        // file parsed and the modules loaded once, not once per file (DLMM and pump: 260 files, a minute less).
        var arguments = ["swiftc", "-wmo"]
        if typecheck {
            arguments += [
                "-typecheck", "-swift-version", "6", "-enable-upcoming-feature", "ExistentialAny",
                "-warnings-as-errors",
                "-I", products.appendingPathComponent("Modules").path,
            ]
            for map in moduleMaps(products: products) { arguments += ["-Xcc", "-fmodule-map-file=\(map)"] }
        } else {
            arguments += ["-parse"]
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments + paths
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: output, as: UTF8.self), typecheck)
    }
}

@Suite("IDL generation: hostile IDLs") struct IDLHostileGenerationTests {
    typealias C = CodamaText

    /// What a hostile IDL must give: Swift that compiles and holds these lines, or this error.
    enum Outcome {
        case compiles(contains: [String])
        case fails(IDLReadError)
    }

    struct Row {
        var label: String
        var json: [UInt8]
        var outcome: Outcome
    }

    static let u8 = C.number()
    static let u64 = C.number("u64")

    static var rows: [Row] {
        [
            Row(
                label: "names equal after Swift-casing: fields, variants, accounts, arguments, types",
                json: C.root(
                    instructions: [
                        C.instruction(
                            "do_it", accounts: [C.account("my_acc"), C.account("myAcc"), C.account("MyAcc")],
                            arguments: [C.argument("my_arg", u8), C.argument("myArg", u8), C.argument("my_acc", u8)])
                    ],
                    types: [
                        C.type("pair", C.structure([C.field("my_field", u8), C.field("myField", u64)])),
                        C.type("Pair", C.structure([C.field("x", u8)])),
                        C.type("mode", C.enumeration([C.emptyVariant("on_off"), C.emptyVariant("onOff")])),
                        C.type(
                            "shape",
                            C.enumeration([
                                C.structVariant("a_b", [C.field("x_y", u8), C.field("xY", u8)]),
                                C.structVariant("aB", [C.field("v", u8)]),
                            ])),
                    ]),
                outcome: .compiles(contains: [
                    "public var myField: UInt8", "public var myField_2: UInt64", "public struct Pair_2",
                    "case onOff_2 = 1", "case aB_2(v: UInt8)", "case aB(xY: UInt8, xY_2: UInt8)",
                    "public var myAcc_2: SolanaCore.PublicKey", "public var myAcc_3: SolanaCore.PublicKey",
                    "public var myArg_2: UInt8", "public var myAcc_4: UInt8",
                ])),
            Row(
                label: "an instruction, an account and types named alike, and the program's own type names",
                json: C.root(
                    instructions: [C.instruction("transfer"), C.instruction("vault")],
                    accounts: [C.accountNode("vault", C.structure([C.field("owner", C.publicKey)]))],
                    types: [
                        C.type("transferInstruction", C.structure([])), C.type("vaultAccount", C.structure([])),
                        C.type("hostileProgram", C.structure([])), C.type("hostile_error", C.structure([])),
                        C.type("HostilePDAs", C.structure([])),
                    ],
                    errors: [C.error(6000, "oops", "Oops")]),
                outcome: .compiles(contains: [
                    "public struct TransferInstruction: Sendable", "public struct TransferInstruction_2: Sendable",
                    "public struct VaultAccount: Sendable", "public struct VaultAccount_2: Sendable",
                    "public struct HostileProgram_2", "public struct HostileError_2", "public struct HostilePDAs_2",
                    "public enum HostileProgram {",
                ])),
            Row(
                label: "an inline type named like a top-level type it would hide",
                json: C.root(types: [
                    C.type("pointStruct", C.structure([C.field("x", u64)])),
                    C.type(
                        "shape",
                        C.structure([
                            C.field("point", C.structure([C.field("y", u8)])), C.field("other", C.link("pointStruct")),
                        ])),
                ]),
                outcome: .compiles(contains: [
                    "public struct PointStruct_2: Sendable", "public var point: PointStruct_2",
                    "public var other: PointStruct\n",
                ])),
            Row(
                label: "Swift keywords and names the generated code uses",
                json: C.root(
                    instructions: [
                        C.instruction(
                            "default",
                            accounts: [
                                C.account("self"), C.account("accounts"), C.account("data"), C.account("values"),
                                C.account("programId"), C.account("account", optional: true),
                            ],
                            arguments: [
                                C.argument("values", u8), C.argument("data", u8), C.argument("program_id", u8),
                                C.argument("borshType", u8), C.argument("instruction", u8),
                            ])
                    ],
                    accounts: [
                        C.accountNode(
                            "protocol",
                            C.structure([C.field("size", u8), C.field("data", u8), C.field("decode", u8)]))
                    ],
                    types: [
                        C.type(
                            "Type",
                            C.structure([
                                C.field("protocol", u8), C.field("self", u8), C.field("Type", u8),
                                C.field("default", u8), C.field("init", u8), C.field("borsh_value", u8),
                                C.field("values", u8), C.field("fields", u8),
                            ])),
                        C.type("String", C.structure([C.field("x", C.link("Type"))])),
                        C.type("BorshValue", C.structure([C.field("s", C.link("String"))])),
                        C.type("SolanaCore", C.structure([])), C.type("self", C.structure([])),
                        C.type(
                            "case",
                            C.enumeration([
                                C.emptyVariant("default"), C.emptyVariant("self"), C.emptyVariant("init"),
                                C.emptyVariant("borshValue"), C.emptyVariant("rawValue"),
                            ])),
                        C.type(
                            "switch",
                            C.enumeration([
                                C.tupleVariant("default", [u8]), C.emptyVariant("self"),
                                C.structVariant("init", [C.field("self", u8), C.field("in", u8)]),
                            ])),
                    ]),
                outcome: .compiles(contains: [
                    "public struct Type_2", "public struct String_2", "public var x: Type_2",
                    "public struct BorshValue_2", "public struct SolanaCore_2", "public struct Self_2",
                    "public var `protocol`: UInt8", "public var self_2: UInt8", "public var type: UInt8",
                    "public var `default`: UInt8", "public var `init`: UInt8", "public var borshValue_2: UInt8",
                    "case `default` = 0", "case self_2 = 1", "case borshValue_2 = 3",
                    "case `init`(self_2: UInt8, `in`: UInt8)", "public struct DefaultInstruction",
                    "public var size_2: UInt8", "public var data_2: UInt8", "public var decode_2: UInt8",
                    "public var borshType_2: UInt8", "public var instruction_2: UInt8", "public var programId_2: UInt8",
                ])),
            Row(
                label: "names starting with digits, empty and non-ASCII names",
                json: C.root(
                    instructions: [C.instruction(""), C.instruction("日本"), C.instruction("2nd_try")],
                    types: [
                        C.type("1st", C.structure([C.field("0", u8), C.field("", u8), C.field("", u8)])),
                        C.type("", C.structure([C.field("naïve", u8), C.field("ñ", u8), C.field("😀", u8)])),
                        C.type("日本", C.enumeration([C.emptyVariant(""), C.emptyVariant("é"), C.emptyVariant("3")])),
                    ]),
                outcome: .compiles(contains: [
                    "public struct T1st", "public var t0: UInt8", "public var unnamed: UInt8",
                    "public var unnamed_2: UInt8", "public struct Unnamed: Sendable", "public var naVe: UInt8",
                    "public enum Unnamed_2: Int", "case unnamed_2 = 1", "case t3 = 2",
                    "public struct UnnamedInstruction", "public struct UnnamedInstruction_2", "T2ndTryInstruction",
                ])),
            Row(
                label: "names differing only in case (files on a case-insensitive file system)",
                json: C.root(
                    instructions: [C.instruction("fooBar"), C.instruction("foobar")],
                    types: [
                        C.type("foo_bar", C.structure([])), C.type("foobar", C.structure([])),
                        C.type("FooBar", C.structure([])), C.type("FOOBAR", C.structure([])),
                    ]),
                outcome: .compiles(contains: [
                    "public struct FooBar:", "public struct Foobar_2:", "public struct FooBar_3:",
                    "public struct FOOBAR_4:", "public struct FooBarInstruction:", "public struct FoobarInstruction_2:",
                ])),
            Row(
                label: "text that would end a comment or a line: docs, names, messages, the program's name",
                json: C.root(
                    name: "evil\nimport Foundation\r\nlet x = 1",
                    instructions: [
                        C.instruction(
                            "a\nb", accounts: [C.account("c\rd")], arguments: [C.argument("e\u{2028}f", u8)],
                            docs: ["line\rbreak", "cr lf\r\nnext", "sep\u{2028}x\u{2029}y\u{85}z", "nul\u{0}bell\u{7}"])
                    ],
                    types: [C.type("t\n}", C.structure([C.field("f\n", u8, docs: ["*/ \"quoted\" \\ back"])]))],
                    errors: [C.error(1, "quote\"d", "a \"message\"\nwith \\ and \u{0}")]),
                outcome: .compiles(contains: [
                    "// Program: evil import Foundation  let x = 1 (", "/// line\n", "/// break\n", "/// next\n",
                    "/// nul bell\n", #"case .quoteD: "a \"message\"\nwith \\ and \u{0}""#,
                ])),
            Row(
                label: "empty enums, structs and tuples; repeated and colliding error codes and names",
                json: C.root(
                    instructions: [C.instruction("noop")],
                    types: [
                        C.type("nothing", C.enumeration([])), C.type("unit", C.structure([])),
                        C.type("void_tuple", C.tuple([])),
                        C.type(
                            "holder",
                            C.structure([C.field("n", C.option(C.link("nothing"))), C.field("t", C.tuple([]))])),
                    ],
                    errors: [
                        C.error(1, "my_err", "first"), C.error(2, "myErr", "second"), C.error(1, "again", "dup"),
                        C.error(3, "message", "named message"),
                    ]),
                outcome: .compiles(contains: [
                    "public enum Nothing: Sendable, Hashable {", "case myErr = 1", "case myErr_2 = 2",
                    "case message_2 = 3",
                ])),
            Row(
                label: "PDAs: a seed named like the local, PDAs named alike, inline struct, tuple and enum seeds",
                json: C.root(
                    types: [C.type("key", C.structure([C.field("id", u64)]))],
                    pdas: [
                        C.pda(
                            "user_pda", [C.variableSeed("seeds", C.publicKey), C.variableSeed("key", C.link("key"))]),
                        C.pda("userPda", [C.variableSeed("pair", C.structure([C.field("a", u8), C.field("b", u64)]))]),
                        C.pda(
                            "config",
                            [
                                C.variableSeed("pair", C.tuple([u8, C.publicKey])),
                                C.variableSeed("mode", C.enumeration([C.emptyVariant("a"), C.emptyVariant("b")])),
                                C.variableSeed("maybe", C.option(C.structure([C.field("z", u8)]))),
                            ]),
                        C.pda("init", [C.variableSeed("default", u8), C.variableSeed("self", u8)]),
                    ]),
                outcome: .compiles(contains: [
                    "public static func userPda(seeds_2: SolanaCore.PublicKey, key: Key) throws",
                    "public static func userPda_2(pair: UserPdaPairStruct) throws",
                    "public static func config(pair: ConfigPairTuple, mode: ConfigModeEnum, maybe: ConfigMaybeStruct?)",
                    "public struct UserPdaPairStruct: Sendable, Hashable {",
                    "public static func `init`(`default`: UInt8, self_2: UInt8) throws",
                ])),
            Row(
                label: "conditional and resolver defaults of accounts",
                json: C.root(
                    instructions: [
                        C.instruction(
                            "swap",
                            accounts: [
                                C.account("authority", signer: true), C.account("maybe", optional: true),
                                C.account(
                                    "vault",
                                    default: #"{"kind":"conditionalValueNode","condition":\#(C.accountValue("maybe")),"#
                                        + #""ifTrue":\#(C.accountValue("maybe")),"ifFalse":\#(C.accountValue("authority"))}"#
                                ),
                                C.account(
                                    "program",
                                    default: #"{"kind":"conditionalValueNode","condition":\#(C.argumentValue("mode")),"#
                                        + #""value":{"kind":"numberValueNode","number":2},"#
                                        + #""ifTrue":\#(C.key("SysvarRent111111111111111111111111111111111")),"#
                                        + #""ifFalse":{"kind":"programIdValueNode"}}"#),
                                C.account(
                                    "extra", optional: true,
                                    default: #"{"kind":"conditionalValueNode","condition":\#(C.argumentValue("flag")),"#
                                        + #""ifTrue":\#(C.argumentValue("key"))}"#),
                                C.account(
                                    "oracle",
                                    default: #"{"kind":"resolverValueNode","name":"resolveOracle","#
                                        + #""dependsOn":[\#(C.accountValue("authority"))]}"#),
                            ],
                            arguments: [
                                C.argument("mode", u8), C.argument("flag", #"{"kind":"booleanTypeNode"}"#),
                                C.argument("key", C.publicKey),
                            ])
                    ]),
                outcome: .compiles(contains: [
                    "public var vault: SolanaCore.PublicKey?",
                    "/// When nil: account `maybe` if account `maybe` is set",
                    "public var oracle: SolanaCore.PublicKey\n",
                    "/// Codama's resolver `resolveOracle` gives its default (from account `authority`): give it.",
                    "if self.maybe != nil {", "resolved2 = self.maybe", "resolved2 = self.authority",
                    "if BorshValue.integer(BorshInteger(UInt64(self.mode))) == .integer(",
                    "resolved3 = programId", "if self.flag {",
                ])),
            Row(
                label: "conditional defaults of arguments",
                json: C.root(
                    instructions: [
                        C.instruction(
                            "tune",
                            accounts: [C.account("authority", signer: true), C.account("maybe", optional: true)],
                            arguments: [
                                C.argument("mode", u8), C.argument("flag", #"{"kind":"booleanTypeNode"}"#),
                                C.argument(
                                    "level", #"{"kind":"numberTypeNode","format":"u16","endian":"le"}"#,
                                    default: #"{"kind":"conditionalValueNode","condition":\#(C.argumentValue("mode")),"#
                                        + #""value":{"kind":"numberValueNode","number":2},"#
                                        + #""ifTrue":{"kind":"numberValueNode","number":7},"#
                                        + #""ifFalse":{"kind":"numberValueNode","number":9}}"#),
                                C.argument(
                                    "who", C.publicKey,
                                    default: #"{"kind":"conditionalValueNode","condition":\#(C.accountValue("maybe")),"#
                                        + #""ifTrue":\#(C.accountValue("maybe")),"ifFalse":{"kind":"programIdValueNode"}}"#
                                ),
                                C.argument(
                                    "fixed", u8, strategy: "omitted",
                                    default: #"{"kind":"conditionalValueNode","condition":\#(C.argumentValue("flag")),"#
                                        + #""ifTrue":{"kind":"numberValueNode","number":1}}"#),
                                C.argument(
                                    "mismatch", #"{"kind":"numberTypeNode","format":"u32","endian":"le"}"#,
                                    default: #"{"kind":"conditionalValueNode","condition":\#(C.argumentValue("flag")),"#
                                        + #""ifTrue":\#(C.argumentValue("mode"))}"#),
                                C.argument(
                                    "maybeLevel",
                                    #"{"kind":"optionTypeNode","item":\#(u8),"prefix":\#(u8),"fixed":false}"#,
                                    default: #"{"kind":"conditionalValueNode","condition":\#(C.argumentValue("flag")),"#
                                        + #""ifTrue":{"kind":"noneValueNode"}}"#),
                            ])
                    ]),
                outcome: .compiles(contains: [
                    "public var level: UInt16?", "/// When nil: 7 if argument `mode` is 2, else 9.",
                    "public var who: SolanaCore.PublicKey?", "resolvedArgument3 = BorshValue.publicKey(programId)",
                    "if self.maybe != nil {", "if self.flag {\n                resolvedArgument4 = .integer(",
                    "guard let argument4 = resolvedArgument4 else {", "public var mismatch: UInt32\n",
                    "/// Its default (argument `mode` if argument `flag` is set, else none) is not generated: give it.",
                    "public var maybeLevel: UInt8?\n",
                ])),
        ]
    }

    @Test("every hostile IDL generates deterministic Swift that compiles (swiftc) with the documented names")
    func hostileIDLsCompile() throws {
        var clients: [(label: String, files: [(path: String, contents: String)])] = []
        for row in Self.rows {
            guard case .compiles(let lines) = row.outcome else { continue }
            let idl = try ProgramIDL(json: row.json)
            let files = try IDLSwiftGenerator.generate(idl, module: "Hostile")
            #expect(try IDLSwiftGenerator.generate(idl, module: "Hostile") == files, "\(row.label): not deterministic")
            #expect(
                Set(files.map { $0.path.lowercased() }).count == files.count,
                "\(row.label): paths equal but for case: \(files.map(\.path))")
            let text = files.map(\.contents).joined(separator: "\n")
            for line in lines { #expect(text.contains(line), "\(row.label): no «\(line)» in\n\(text)") }
            clients.append((row.label, files.map { ($0.path, $0.contents) }))
        }
        let result = try GeneratedSourceCheck.check(clients)
        #expect(result.status == 0, "swiftc \(result.typechecked ? "-typecheck" : "-parse"):\n\(result.output)")
        // The check itself: a type error is caught when type-checking (a parse alone would not see it).
        let control = try GeneratedSourceCheck.check([
            (
                "control",
                [("Wrong.swift", "import ProgramIDL\n\npublic struct Wrong {\n    static let x: Int = \"text\"\n}\n")]
            )
        ])
        #expect(control.status == (result.typechecked ? 1 : 0), "\(control.output)")
    }

    @Test("past the generator's bounds: typed errors naming the node")
    func bounds() throws {
        var deep = Self.u8
        for _ in 0..<40 { deep = C.option(deep) }
        let nested = try ProgramIDL(json: C.root(types: [C.type("deep", deep)]))
        #expect(throws: IDLReadError.generationLimit(what: "type nesting", limit: 32, path: "type 'deep'")) {
            try IDLSwiftGenerator.generate(nested, module: "M")
        }
        let long = String(repeating: "a", count: 201)
        let named = try ProgramIDL(json: C.root(types: [C.type(long, C.structure([]))]))
        #expect(throws: IDLReadError.generationLimit(what: "name length", limit: 200, path: "type '\(long)'")) {
            try IDLSwiftGenerator.generate(named, module: "M")
        }
        let many = ProgramIDL(
            format: .codama, name: "many", publicKey: .systemProgram, instructions: [],
            errors: (0..<50_001).map { IDLErrorCode(code: UInt32($0), name: "e\($0)", message: "") })
        #expect(throws: IDLReadError.generationLimit(what: "nodes", limit: 50_000, path: "$")) {
            try IDLSwiftGenerator.generate(many, module: "M")
        }
        let docs = ProgramIDL(
            format: .codama, name: "docs", publicKey: .systemProgram, instructions: [],
            definedTypes: [
                IDLDefinedType(name: "big", docs: [String(repeating: "d", count: 5000)], type: .structure([]))
            ])
        let small = IDLSwiftGenerator.Limits(maxOutputBytes: 4096)
        #expect(throws: IDLReadError.generationLimit(what: "output bytes", limit: 4096, path: "Types/Big.swift")) {
            try IDLSwiftGenerator.generate(docs, module: "M", limits: small)
        }
        #expect(try IDLSwiftGenerator.generate(docs, module: "M").count == 2)
        let marked = try ProgramIDL(json: C.root(types: [C.type("\u{1}X {}", C.structure([]))]))
        #expect(throws: IDLReadError.invalidValue(path: "type ' X {}'", reason: "a name starting with U+0001")) {
            try IDLSwiftGenerator.generate(marked, module: "M")
        }
    }

    /// An Anchor IDL with one instruction taking `argument` (a type's JSON) and these `types`.
    static func anchor(argument: String, types: String) -> [UInt8] {
        let instruction =
            #"{"name":"go","discriminator":[1,2,3,4,5,6,7,8],"accounts":[],"args":[{"name":"a","type":\#(argument)}]}"#
        return Array(
            (#"{"address":"Fg6PaFpoGXkYsidMpWTK6W2BeZ7FEfcYkg476zPFsLnS","metadata":{"name":"g","version":"0.1.0"},"#
                + #""instructions":[\#(instruction)],"accounts":[],"types":\#(types)}"#).utf8)
    }

    static let pair =
        #"{"name":"Pair","generics":[{"kind":"type","name":"T"},{"kind":"const","name":"N","type":"usize"}],"#
        + #""type":{"kind":"struct","fields":[{"name":"a","type":{"generic":"T"}},"#
        + #"{"name":"b","type":{"array":[{"generic":"T"},{"generic":"N"}]}}]}}"#

    static func use(_ name: String, _ arguments: String) -> String {
        #"{"defined":{"name":"\#(name)","generics":\#(arguments)}}"#
    }

    @Test("hostile generics and conditional defaults: typed errors from the readers, never a trap")
    func hostileReaders() throws {
        func error(_ bytes: [UInt8]) -> IDLReadError? {
            do {
                _ = try ProgramIDL(json: bytes)
                return nil
            } catch { return error }
        }
        let u64 = #"{"kind":"type","type":"u64"}"#
        let path = "$.instructions[0].args[0].type.defined.generics"
        #expect(
            error(Self.anchor(argument: Self.use("Pair", "[\(u64)]"), types: "[\(Self.pair)]"))
                == .invalidValue(path: path, reason: "2 generic arguments expected, 1 given"))
        #expect(
            error(Self.anchor(argument: Self.use("Pair", "[\(u64),\(u64)]"), types: "[\(Self.pair)]"))
                == .invalidValue(path: "\(path)[1]", reason: "a 'type' argument for const 'N'"))
        #expect(
            error(
                Self.anchor(
                    argument: Self.use("Pair", #"[\#(u64),{"kind":"const","value":"99999999999"}]"#),
                    types: "[\(Self.pair)]"))
                == .invalidValue(path: "\(path)[1].value", reason: "expected a length in 0...10485760"))
        #expect(
            error(Self.anchor(argument: Self.use("Nope", "[\(u64)]"), types: "[\(Self.pair)]"))
                == .unresolvedType(name: "Nope", path: path))
        #expect(
            error(Self.anchor(argument: #"{"generic":"T"}"#, types: "[]"))
                == .unresolvedType(name: "T", path: "$.instructions[0].args[0].type.generic"))
        // A generic type used bare is no defined type.
        #expect(
            error(Self.anchor(argument: #"{"defined":{"name":"Pair"}}"#, types: "[\(Self.pair)]"))
                == .unresolvedType(name: "Pair", path: "$.instructions[0].args[0].type"))
        // A generic type that holds a bigger instance of itself: 16 instances deep, a typed error at the template.
        let grows =
            #"{"name":"Grow","generics":[{"kind":"type","name":"T"}],"type":{"kind":"struct","fields":["#
            + #"{"name":"next","type":{"option":{"defined":{"name":"Grow","generics":[{"kind":"type","type":{"vec":{"generic":"T"}}}]}}}}]}}"#
        #expect(
            error(Self.anchor(argument: Self.use("Grow", "[\(u64)]"), types: "[\(grows)]"))
                == .tooDeep(path: "$.types[0].type.fields[0].type.option.defined.generics"))
        // One that holds itself: a link cycle.
        let loops =
            #"{"name":"Loop","generics":[{"kind":"type","name":"T"}],"type":{"kind":"struct","fields":["#
            + #"{"name":"again","type":{"defined":{"name":"Loop","generics":[{"kind":"type","type":{"generic":"T"}}]}}}]}}"#
        #expect(
            error(Self.anchor(argument: Self.use("Loop", "[\(u64)]"), types: "[\(loops)]"))
                == .unresolvedType(name: "Loop<u64>", path: "$.instructions[0].args[0].type"))
        // A PDA seed linking to no type (found by the mutation test: the generator wrote a type that does not exist).
        #expect(
            error(C.root(pdas: [C.pda("p", [C.variableSeed("k", C.link("missing"))])]))
                == .unresolvedType(name: "missing", path: "$.program.pdas[0].seeds[0].type"))
        // A conditional whose condition is not an account, an argument or a resolver.
        let account = C.account(
            "x",
            default: #"{"kind":"conditionalValueNode","condition":{"kind":"programIdValueNode"},"#
                + #""ifTrue":{"kind":"programIdValueNode"}}"#)
        #expect(
            error(C.root(instructions: [C.instruction("i", accounts: [account])]))
                == .invalidValue(
                    path: "$.program.instructions[0].accounts[0].defaultValue.condition",
                    reason: "an account, argument or resolver value node expected"))
    }

    /// Hostile texts put in place of a JSON string of an IDL by the mutation test.
    static let hostileTexts = [
        "self", "Self", "Type", "default", "init", "my_arg", "myArg", "MyArg", "String", "BorshValue", "", "1st", "日本",
        "a\\nb", "c\\r\\nd", "\\u2028", "\\u0000", "\\u0001X", "borshValue", "accounts", "values", "data", "programId",
        "seeds", "message", "rawValue", "FooBar", "foobar", "structTypeNode", "enumTypeNode", "u8", "u64", "pubkey",
    ]

    @Test(
        "seeded mutations of hostile and fixture IDLs: Swift that compiles or a typed error, deterministic, no raw control text"
    )
    func mutations() throws {
        var rng = SeededGenerator(seed: Property.seed)
        let seeded = "SOLWALLET_TEST_SEED=\(Property.seed)"
        var seeds = Self.rows.map(\.json)
        for fixture in ["memo", "codama-complex-demo", "codama-conditional-demo", "anchor-generics-demo"] {
            seeds.append(Array(try Oracle.fixture("idl/\(fixture).json")))
        }
        var (read, generated) = (0, 0)
        var compiled: [(label: String, files: [(path: String, contents: String)])] = []
        for _ in 0..<600 {
            var bytes = seeds[Int.random(in: 0..<seeds.count, using: &rng)]
            for _ in 0..<Int.random(in: 1...3, using: &rng) {
                // The quotes of the JSON, paired in order (the seeds hold no escaped quote): replace one string.
                let quotes = bytes.indices.filter {
                    bytes[$0] == UInt8(ascii: "\"") && (($0 == 0) || bytes[$0 - 1] != 92)
                }
                guard quotes.count >= 2 else { break }
                let pair = Int.random(in: 0..<(quotes.count / 2), using: &rng)
                let (open, close) = (quotes[2 * pair], quotes[2 * pair + 1])
                let text = Self.hostileTexts[Int.random(in: 0..<Self.hostileTexts.count, using: &rng)]
                bytes.replaceSubrange((open + 1)..<close, with: Array(text.utf8))
            }
            guard let idl = try? ProgramIDL(json: bytes) else { continue }
            read += 1
            let files: [IDLSwiftGenerator.File]
            do { files = try IDLSwiftGenerator.generate(idl, module: "Mutant") } catch {
                #expect(!error.description.isEmpty)
                continue
            }
            generated += 1
            if compiled.count < 24 { compiled.append(("mutant \(generated)", files.map { ($0.path, $0.contents) })) }
            #expect(try IDLSwiftGenerator.generate(idl, module: "Mutant") == files, "\(seeded)")
            #expect(Set(files.map { $0.path.lowercased() }).count == files.count, "\(seeded)")
            for file in files {
                let raw = file.contents.unicodeScalars.first { $0.value < 0x20 && $0 != "\n" && $0 != "\t" }
                #expect(raw == nil, "\(seeded): \(file.path) holds a raw control character")
            }
        }
        // Enough of them still read and generate for the test to mean something.
        #expect(read > 100 && generated > 100, "\(seeded): \(read) read, \(generated) generated")
        // The first 24 mutants' clients compile.
        let result = try GeneratedSourceCheck.check(compiled)
        #expect(result.status == 0, "\(seeded): swiftc:\n\(result.output.prefix(4000))")
    }
}
