import Borsh
import Foundation
import ProgramIDL
import SolanaCore
import SolanaRPC
import SolanaTransactions
import TestSupport
import Testing

/// The generated account types (discriminator and size checks, `getProgramAccounts` filters) and the complex types
/// (enums with payloads, tuples, maps, sets, inline types) of the committed clients in Generated/.
@Suite("ProgramIDL generated accounts and complex types") struct IDLGeneratedTypesTests {
    static let seeded = "SOLWALLET_TEST_SEED=\(Property.seed)"

    // MARK: Accounts

    struct MintFields: Codable {
        var mintAuthority: String?
        var supply: String
        var decimals: UInt8
        var isInitialized: Bool
        var freezeAuthority: String?
    }

    struct TokenFields: Codable {
        var mint: String
        var owner: String
        var amount: String
        var delegate: String?
        var state: Int
        var isNative: String?
        var delegatedAmount: String
        var closeAuthority: String?
    }

    struct StateRequest: Codable {
        var mints: [MintFields]
        var accounts: [TokenFields]
    }

    struct StateReply: Codable {
        var mints: [String]
        var accounts: [String]
    }

    @Test("Mint and Token accounts built by solders decode through the generated types, field for field")
    func tokenStateAgreesWithSolders() throws {
        var rng = SeededGenerator(seed: Property.seed)
        func key() -> PublicKey { try! PublicKey(bytes: rng.bytes(32)) }
        func maybeKey() -> PublicKey? { Bool.random(using: &rng) ? key() : nil }
        var request = StateRequest(mints: [], accounts: [])
        for _ in 0..<25 {
            request.mints.append(
                MintFields(
                    mintAuthority: maybeKey()?.base58, supply: String(UInt64.random(in: 0...UInt64.max, using: &rng)),
                    decimals: UInt8.random(in: 0...255, using: &rng), isInitialized: Bool.random(using: &rng),
                    freezeAuthority: maybeKey()?.base58))
            request.accounts.append(
                TokenFields(
                    mint: key().base58, owner: key().base58,
                    amount: String(UInt64.random(in: 0...UInt64.max, using: &rng)),
                    delegate: maybeKey()?.base58, state: Int.random(in: 0...2, using: &rng),
                    isNative: Bool.random(using: &rng) ? String(UInt64.random(in: 0...UInt64.max, using: &rng)) : nil,
                    delegatedAmount: String(UInt64.random(in: 0...UInt64.max, using: &rng)),
                    closeAuthority: maybeKey()?.base58))
        }
        let reply = try JSONDecoder().decode(
            StateReply.self,
            from: Oracle.run(
                script: "idl_types_oracle.py", arguments: ["token_state"], input: JSONEncoder().encode(request)))
        try #require(reply.mints.count == request.mints.count && reply.accounts.count == request.accounts.count)
        for (fields, hex) in zip(request.mints, reply.mints) {
            let mint = try MintAccount.decode([UInt8](hex: hex))
            #expect(mint.mintAuthority?.base58 == fields.mintAuthority, "\(Self.seeded)")
            #expect(String(mint.supply) == fields.supply && mint.decimals == fields.decimals, "\(Self.seeded)")
            #expect(mint.isInitialized == fields.isInitialized, "\(Self.seeded)")
            #expect(mint.freezeAuthority?.base58 == fields.freezeAuthority, "\(Self.seeded)")
            #expect(try Borsh.encode(mint.borshValue, as: MintAccount.borshType) == [UInt8](hex: hex))
        }
        for (fields, hex) in zip(request.accounts, reply.accounts) {
            let account = try TokenAccount.decode([UInt8](hex: hex))
            #expect(account.mint.base58 == fields.mint && account.owner.base58 == fields.owner, "\(Self.seeded)")
            #expect(String(account.amount) == fields.amount && account.delegate?.base58 == fields.delegate)
            #expect(account.state.rawValue == fields.state && account.isNative.map(String.init) == fields.isNative)
            #expect(String(account.delegatedAmount) == fields.delegatedAmount, "\(Self.seeded)")
            #expect(account.closeAuthority?.base58 == fields.closeAuthority, "\(Self.seeded)")
        }
    }

    @Test("a wrong discriminator, a wrong size, short data and bad data are typed errors")
    func accountErrors() throws {
        #expect(MintAccount.size == 82 && MintAccount.discriminators.isEmpty && MintAccount.dataOffset == 0)
        #expect(TokenAccount.size == 165 && MultisigAccount.size == 355)
        #expect(throws: IDLAccountDecodingError.wrongSize(account: "mint", expected: 82, actual: 81)) {
            try MintAccount.decode(Array(repeating: 0, count: 81))
        }
        #expect(throws: IDLAccountDecodingError.wrongSize(account: "token", expected: 165, actual: 166)) {
            try TokenAccount.decode(Array(repeating: 0, count: 166))
        }
        // A COption tag of 2 has the right size but does not decode.
        var badTag = [UInt8](repeating: 0, count: 82)
        badTag[0] = 2
        #expect(throws: IDLAccountDecodingError.invalidData(account: "mint", .invalidOptionTag(offset: 0, tag: 2))) {
            try MintAccount.decode(badTag)
        }
        // Anchor: the 8-byte discriminator comes before the struct.
        let vault = Vault(owner: try PublicKey(bytes: Random.bytes(32)), amount: 77, bump: 253)
        let discriminator = VaultAccount.discriminators[0].bytes
        #expect(discriminator == [211, 8, 232, 43, 2, 152, 117, 119] && VaultAccount.dataOffset == 8)
        #expect(VaultAccount.size == 49)
        let bytes = discriminator + (try Borsh.encode(vault.borshValue, as: Vault.borshType))
        #expect(try VaultAccount.decode(bytes).value == vault)
        var wrong = bytes
        wrong[3] ^= 0xFF
        #expect(
            throws: IDLAccountDecodingError.discriminatorMismatch(
                account: "Vault", offset: 0, expected: discriminator, found: Array(wrong[0..<8]))
        ) { try VaultAccount.decode(wrong) }
        #expect(throws: IDLAccountDecodingError.tooShort(account: "Vault", minimum: 49, actual: 5)) {
            try VaultAccount.decode(Array(bytes.prefix(5)))
        }
        #expect(throws: IDLAccountDecodingError.wrongSize(account: "Vault", expected: 49, actual: 48)) {
            try VaultAccount.decode(Array(bytes.prefix(48)))
        }
        // Codama field discriminator, variable size: at least the minimum, bytes after the value allowed.
        #expect(RegistryAccount.size == nil && RegistryAccount.discriminators.count == 1)
        let registry = RegistryAccount(
            discriminator: RegistryAccount.discriminators[0].bytes, registry: Self.emptyRegistry)
        let encoded = try Borsh.encode(registry.borshValue, as: RegistryAccount.borshType)
        #expect(encoded.count == RegistryAccount.minimumSize)
        #expect(try RegistryAccount.decode(encoded + [0, 0, 0]) == registry)
        #expect(throws: IDLAccountDecodingError.tooShort(account: "registry", minimum: encoded.count, actual: 10)) {
            try RegistryAccount.decode(Array(encoded.prefix(10)))
        }
        var other = encoded
        other[7] = 0
        #expect(throws: IDLAccountDecodingError.self) { try RegistryAccount.decode(other) }
        for count in 0..<40 {
            // Never a trap on hostile bytes of any size.
            _ = try? RegistryAccount.decode(Random.bytes(count))
            _ = try? VaultAccount.decode(Random.bytes(count))
        }
    }

    @Test("the generated getProgramAccounts filters find exactly the mints and token accounts on localnet")
    func filtersOnLocalnet() async throws {
        let localnet = try Localnet()
        defer { localnet.stop() }
        let client = RPCClient(
            cluster: Cluster(url: localnet.httpURL, webSocketURL: localnet.webSocketURL, name: "localnet"),
            configuration: .init(
                commitment: .confirmed, requestTimeout: .seconds(10), overallTimeout: .seconds(30), retry: .default))
        let payer = Keypair.generate()
        _ = try await client.airdrop(
            payer.publicKey, lamports: 5_000_000_000, commitment: .confirmed, timeout: .seconds(30),
            pollInterval: .milliseconds(50))
        var mints: [PublicKey: (UInt64, UInt8)] = [:]
        var holders: [PublicKey: (PublicKey, PublicKey, UInt64)] = [:]
        for index in 0..<3 {
            let owner = Keypair.generate().publicKey
            let amount = UInt64(Random.int(1...1_000_000_000))
            let decimals = UInt8(index * 3)
            let mint = try await Chain.mintTokens(client, payer: payer, to: owner, amount: amount, decimals: decimals)
            mints[mint] = (amount, decimals)
            holders[PublicKey.associatedTokenAddress(owner: owner, mint: mint)] = (owner, mint, amount)
        }
        let foundMints = try await client.send(
            .getProgramAccounts(.tokenProgram, filters: MintAccount.programAccountsFilters, commitment: .confirmed))
        #expect(Set(foundMints.map(\.pubkey)) == Set(mints.keys) && foundMints.count == mints.count)
        for found in foundMints {
            let mint = try MintAccount.decode(try #require(found.account.data.bytes))
            let expected = try #require(mints[found.pubkey])
            #expect(mint.supply == expected.0 && mint.decimals == expected.1 && mint.isInitialized)
            #expect(mint.mintAuthority == payer.publicKey && mint.freezeAuthority == nil)
        }
        let foundAccounts = try await client.send(
            .getProgramAccounts(.tokenProgram, filters: TokenAccount.programAccountsFilters, commitment: .confirmed))
        #expect(Set(foundAccounts.map(\.pubkey)) == Set(holders.keys) && foundAccounts.count == holders.count)
        for found in foundAccounts {
            let account = try TokenAccount.decode(try #require(found.account.data.bytes))
            let expected = try #require(holders[found.pubkey])
            #expect(account.owner == expected.0 && account.mint == expected.1 && account.amount == expected.2)
            #expect(account.state == .initialized)
            // A token account is not a mint: the size check says so.
            #expect(throws: IDLAccountDecodingError.self) { try MintAccount.decode(found.account.data.bytes ?? []) }
        }
        let multisigs = try await client.send(
            .getProgramAccounts(.tokenProgram, filters: MultisigAccount.programAccountsFilters, commitment: .confirmed))
        #expect(multisigs.isEmpty)
    }

    // MARK: Complex types

    static let emptyRegistry = Registry(
        scores: [:], members: [], pairs: [], inner: .init(a: 0, b: false), mode: .idle, shapes: [],
        origin: Point(0, 0), nested: [:], levels: [])

    struct Draw {
        var rng: SeededGenerator

        mutating func int<T: FixedWidthInteger>(_: T.Type = T.self) -> T { T.random(in: T.min...T.max, using: &rng) }
        mutating func count(_ most: Int = 4) -> Int { Int.random(in: 0...most, using: &rng) }
        mutating func bool() -> Bool { Bool.random(using: &rng) }
        mutating func key() -> PublicKey { try! PublicKey(bytes: rng.bytes(32)) }
        mutating func text() -> String {
            let alphabet = ["a", "Z", "0", "é", "€", "𝄞", " ", "e\u{301}"]
            return (0..<count(6)).map { _ in alphabet[Int.random(in: 0..<alphabet.count, using: &rng)] }.joined()
        }

        mutating func shape() -> Shape {
            switch Int.random(in: 0...4, using: &rng) {
            case 0: return .empty
            case 1: return .circle(int())
            case 2: return .rect(width: int(), height: int())
            case 3: return .tagged(text(), bool() ? int() : nil, key())
            default: return .nested(inner: .init(int(), bool()))
            }
        }

        mutating func registry() -> Registry {
            var scores: [String: UInt64] = [:]
            for _ in 0..<count() { scores["k\(int(UInt16.self))"] = int() }
            var nested: [UInt16: [Registry.NestedValueItemTuple]] = [:]
            for _ in 0..<count() { nested[int()] = (0..<count()).map { _ in .init(int(), int()) } }
            return Registry(
                scores: scores, members: Set((0..<count()).map { _ in key() }),
                pairs: (0..<count()).map { _ in .init(int(), text()) }, inner: .init(a: int(), b: bool()),
                mode: bool() ? .idle : .busy(int()), shapes: (0..<count()).map { _ in shape() },
                origin: Point(int(), int()), nested: nested, levels: Set((0..<count()).map { _ in int(Int16.self) }))
        }

        mutating func configure() -> ConfigureInstruction {
            var weights: [PublicKey: ConfigureInstruction.WeightsValueTuple] = [:]
            for _ in 0..<count() { weights[key()] = .init(int(), bool() ? text() : nil) }
            return ConfigureInstruction(
                authority: key(), registry: key(), shape: shape(), weights: weights,
                flags: Set((0..<count(6)).map { _ in int(UInt8.self) }),
                choice: bool() ? .off : .on(level: int()))
        }
    }

    /// A `BorshValue` as the oracle's positional JSON.
    static func json(_ value: BorshValue) -> Any {
        switch value {
        case .integer(let integer): integer.description
        case .bool(let flag): flag
        case .float(let number): number
        case .publicKey(let key): key.base58
        case .string(let text): text
        case .bytes(let bytes): bytes.hex
        case .list(let items), .structure(let items): items.map(json)
        case .option(let item): item.map(json) ?? NSNull()
        case .variant(let index, let payload):
            ["variant": index, "payload": payload.map(json) ?? NSNull()] as [String: Any]
        case .map(let entries): entries.map { [json($0.key), json($0.value)] }
        }
    }

    @Test("enums with payloads, tuples, maps, sets and inline types round-trip and match an encoder driven by the IDL")
    func complexTypesRoundTrip() throws {
        var draw = Draw(rng: SeededGenerator(seed: Property.seed))
        var cases: [[String: Any]] = []
        var expected: [[UInt8]] = []
        for _ in 0..<40 {
            let shape = draw.shape()
            let shapeBytes = try Borsh.encode(shape.borshValue, as: Shape.borshType)
            #expect(try Shape(borshValue: Borsh.decode(shapeBytes, as: Shape.borshType)) == shape, "\(Self.seeded)")
            cases.append(["type": "shape", "value": Self.json(shape.borshValue)])
            expected.append(shapeBytes)

            let registry = draw.registry()
            let bytes = try Borsh.encode(registry.borshValue, as: Registry.borshType)
            #expect(try Registry(borshValue: Borsh.decode(bytes, as: Registry.borshType)) == registry, "\(Self.seeded)")
            // The dictionary's order does not reach the bytes.
            #expect(registry.borshValue == registry.borshValue)
            cases.append(["type": "registry", "value": Self.json(registry.borshValue)])
            expected.append(bytes)

            let account = RegistryAccount(discriminator: RegistryAccount.discriminators[0].bytes, registry: registry)
            let accountBytes = try Borsh.encode(account.borshValue, as: RegistryAccount.borshType)
            #expect(try RegistryAccount.decode(accountBytes) == account, "\(Self.seeded)")

            let configure = draw.configure()
            let instruction = try configure.instruction()
            #expect(instruction.programId == ComplexDemoIDLProgram.programId && instruction.data.first == 7)
            #expect(instruction.accounts.map(\.isSigner) == [true, false], "\(Self.seeded)")
            guard
                case .structure(let arguments) = try Borsh.decode(instruction.data, as: ConfigureInstruction.borshType)
            else {
                Issue.record("instruction data is not a struct")
                return
            }
            cases.append(["instruction": "configure", "value": Self.json(.list(Array(arguments.dropFirst())))])
            expected.append(instruction.data)
        }
        // Canonically equivalent keys are one Swift key: a map with both is a typed error, not a trap.
        let duplicate = BorshValue.map([
            BorshMapEntry(.string("e\u{301}"), .integer(BorshInteger(UInt64(1)))),
            BorshMapEntry(.string("\u{e9}"), .integer(BorshInteger(UInt64(2)))),
        ])
        #expect(throws: BorshError.duplicateKey(path: "registry.scores")) {
            var value = Self.emptyRegistry.borshValue
            if case .structure(var fields) = value {
                fields[0] = duplicate
                value = .structure(fields)
            }
            _ = try Registry(borshValue: value)
        }

        let idl = Oracle.repositoryRoot.appendingPathComponent("Tests/Fixtures/idl/codama-complex-demo.json").path
        let request = try JSONSerialization.data(withJSONObject: ["idl": idl, "cases": cases])
        struct Reply: Decodable { let results: [String] }
        let reply = try JSONDecoder().decode(
            Reply.self, from: Oracle.run(script: "idl_types_oracle.py", arguments: ["encode"], input: request))
        try #require(reply.results.count == expected.count)
        var mismatches: [String] = []
        for (index, bytes) in expected.enumerated() where bytes.hex != reply.results[index] {
            mismatches.append("case \(index): ours \(bytes.hex) oracle \(reply.results[index])")
        }
        #expect(mismatches.isEmpty, "\(Self.seeded): \(mismatches.prefix(3))")
    }
}
