import Foundation
import SolanaCore
import SolanaTransactions
import TestSupport
import Testing

/// Mint and token account state from recorded mainnet accounts, including Token-2022 extensions.
@Suite struct TokenStateTests {
    struct Envelope: Decodable {
        struct Result: Decodable { let value: Value }
        enum Value: Decodable {
            case one(Account), many([Keyed])
            init(from decoder: any Decoder) throws {
                let container = try decoder.singleValueContainer()
                if let list = try? container.decode([Keyed].self) {
                    self = .many(list)
                } else {
                    self = .one(try container.decode(Account.self))
                }
            }
        }
        struct Keyed: Decodable { let account: Account }
        struct Account: Decodable { let data: [String] }
        let result: Result

        var data: [UInt8] {
            let account: Account
            switch result.value {
            case .one(let a): account = a
            case .many(let list): account = list[0].account
            }
            return [UInt8](Data(base64Encoded: account.data[0])!)
        }
    }

    func load(_ name: String) throws -> [UInt8] {
        try JSONDecoder().decode(Envelope.self, from: Oracle.fixture("solana/rpc/\(name).json")).data
    }

    @Test func usdcMint() throws {
        let mint = try TokenMint(data: load("getAccountInfo-base64-mint-mainnet"))
        #expect(mint.decimals == 6)
        #expect(mint.isInitialized)
        #expect(mint.mintAuthority?.base58.hasPrefix("2wmVCSfP") == true)
        #expect(mint.freezeAuthority?.base58.hasPrefix("3sNBr7kM") == true)
        #expect(mint.supply > 0)
        #expect(mint.extensions.isEmpty)
    }

    @Test func splTokenAccount() throws {
        let account = try TokenAccount(data: load("getAccountInfo-base64-token-account-mainnet"))
        #expect(account.state == .initialized)
        #expect(account.delegate == nil)
        #expect(account.isNative == nil)
        #expect(account.closeAuthority == nil)
        #expect(account.extensions.isEmpty)
    }

    @Test func token2022AccountWithExtensions() throws {
        let data = try load("getTokenAccountsByOwner-base64-token2022-mainnet")
        #expect(data.count == 182)
        let account = try TokenAccount(data: data)
        #expect(account.state == .initialized)
        #expect(account.extensions.map(\.name) == ["immutableOwner", "transferFeeAmount"])
        #expect(account.extensions[1].value.count == 8)
    }

    @Test func unknownExtensionsAreKept() throws {
        var data = [UInt8](repeating: 0, count: 165)
        data[108] = 1
        data += [2] + [0x39, 0x30, 3, 0, 7, 8, 9]  // type 12345, 3 bytes
        let account = try TokenAccount(data: data)
        #expect(account.extensions == [TokenExtension(type: 12345, value: [7, 8, 9])])
        #expect(account.extensions[0].name == "unknown(12345)")
        // Truncated TLV value: an error, not a crash.
        #expect(throws: InstructionDecodingError.self) { try TokenAccount(data: Array(data.dropLast())) }
        #expect(throws: InstructionDecodingError.self) { try TokenAccount(data: Array(data.prefix(100))) }
    }
}
