import Foundation
import SolanaCore
import SolanaTransactions
import TestSupport
import Testing

/// `TokenProgramAccount`: telling a mint from a token account by owner, size and Token-2022's account-type byte.
@Suite struct TokenProgramAccountTests {
    let fixtures = TokenStateTests()

    /// A Token-2022 mint: the 82-byte base, zero padding to 165, account type 1, then TLV entries.
    static func token2022Mint(decimals: UInt8, extensions: [(UInt16, [UInt8])]) -> [UInt8] {
        var data = [UInt8](repeating: 0, count: 82)
        data[44] = decimals
        data[45] = 1
        data += [UInt8](repeating: 0, count: 165 - 82) + [1]
        for (type, value) in extensions {
            data += withUnsafeBytes(of: type.littleEndian) { Array($0) }
            data += withUnsafeBytes(of: UInt16(value.count).littleEndian) { Array($0) }
            data += value
        }
        return data
    }

    @Test func splTokenMintAndAccountFromMainnet() throws {
        let mint = try #require(
            TokenProgramAccount(owner: .tokenProgram, data: fixtures.load("getAccountInfo-base64-mint-mainnet")))
        guard case .mint(let state, let program) = mint else { Issue.record("expected a mint, got \(mint)"); return }
        #expect(state.decimals == 6 && program == .tokenProgram && mint.programName == "spl-token")
        let data = try fixtures.load("getAccountInfo-base64-token-account-mainnet")
        let account = try #require(TokenProgramAccount(owner: .tokenProgram, data: data))
        guard case .account(let tokenAccount, _) = account else {
            Issue.record("expected an account, got \(account)"); return
        }
        #expect(tokenAccount == (try TokenAccount(data: data)))
    }

    @Test func token2022AccountAndMintWithExtensions() throws {
        let data = try fixtures.load("getTokenAccountsByOwner-base64-token2022-mainnet")
        let account = try #require(TokenProgramAccount(owner: .token2022Program, data: data))
        guard case .account(let state, _) = account else { Issue.record("expected an account, got \(account)"); return }
        #expect(state.extensions.map(\.name) == ["immutableOwner", "transferFeeAmount"])
        #expect(account.programName == "spl-token-2022")
        let mintData = Self.token2022Mint(decimals: 9, extensions: [(3, [UInt8](repeating: 7, count: 32))])
        let mint = try #require(TokenProgramAccount(owner: .token2022Program, data: mintData))
        guard case .mint(let mintState, _) = mint else { Issue.record("expected a mint, got \(mint)"); return }
        #expect(mintState.decimals == 9 && mintState.extensions.map(\.name) == ["mintCloseAuthority"])
        // The same bytes under SPL Token are neither layout (SPL Token has no extensions).
        #expect(TokenProgramAccount(owner: .tokenProgram, data: mintData) == nil)
    }

    @Test func otherOwnersAndLayoutsAreNotTokenAccounts() throws {
        let account = try fixtures.load("getAccountInfo-base64-token-account-mainnet")
        #expect(TokenProgramAccount(owner: .systemProgram, data: account) == nil)
        // A multisig (355 bytes), an empty account, a truncated one.
        #expect(TokenProgramAccount(owner: .tokenProgram, data: [UInt8](repeating: 1, count: 355)) == nil)
        #expect(TokenProgramAccount(owner: .tokenProgram, data: []) == nil)
        #expect(TokenProgramAccount(owner: .tokenProgram, data: Array(account.prefix(100))) == nil)
        // A mint-sized account whose option tag is not 0 or 1: malformed, not a mint.
        var badMint = [UInt8](repeating: 0, count: 82)
        badMint[0] = 2
        #expect(TokenProgramAccount(owner: .tokenProgram, data: badMint) == nil)
        // Random bytes of every size never crash.
        for _ in 0..<500 {
            let size = Int.random(in: 0...400, using: &TestRandom.rng)
            _ = TokenProgramAccount(
                owner: Bool.random(using: &TestRandom.rng) ? .tokenProgram : .token2022Program, data: Random.bytes(size)
            )
        }
    }
}
