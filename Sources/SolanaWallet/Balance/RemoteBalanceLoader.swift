import Foundation
import SolanaCore
import SolanaRPC
import SolanaTransactions

/// Reads SOL and token balances from a cluster: one batch of getBalance and getTokenAccountsByOwner for both token
/// programs, then getMultipleAccounts for the mints (decimals, supply, Token-2022 metadata) and their Metaplex metadata
/// accounts, 50 mints per call.
public struct RemoteBalanceLoader: Sendable {
    /// The client the balances are read with.
    public let client: RPCClient
    /// The clock that stamps `AccountBalance.fetchedAt`.
    public let clock: any WalletClock

    /// A loader reading through `client`, stamping balances with `clock`.
    public init(client: RPCClient, clock: any WalletClock = SystemClock()) {
        self.client = client
        self.clock = clock
    }

    /// The balances now, or the RPC error.
    public func fetch(_ address: PublicKey) async throws(RPCClientError) -> AccountBalance {
        let (sol, classic, extended) = try await client.batch(
            .getBalance(address),
            .getTokenAccountsByOwner(address, filter: .programId(.tokenProgram), encoding: .base64),
            .getTokenAccountsByOwner(address, filter: .programId(.token2022Program), encoding: .base64))
        let lamports: RPCResponse<UInt64>
        switch sol {
        case .success(let value): lamports = value
        case .failure(let error): throw .rpc(error)
        }
        var accounts: [(KeyedAccount, TokenProgramKind, TokenAccount)] = []
        for (result, kind) in [(classic, TokenProgramKind.token), (extended, .token2022)] {
            let listed: [KeyedAccount]
            switch result {
            case .success(let response): listed = response.value
            case .failure(let error): throw .rpc(error)
            }
            for keyed in listed {
                guard let data = keyed.account.data.bytes else {
                    throw .malformedResponse("token account \(keyed.pubkey) came without binary data")
                }
                do { accounts.append((keyed, kind, try TokenAccount(data: data))) } catch {
                    throw .malformedResponse("token account \(keyed.pubkey): \(error)")
                }
            }
        }
        let mints = Array(Set(accounts.map(\.2.mint))).sorted { $0.base58 < $1.base58 }
        var read: [PublicKey: (mint: TokenMint, metadata: TokenMetadata?)] = [:]
        // Each mint and its Metaplex metadata address in one call: 50 mints, 100 accounts.
        for chunk in stride(from: 0, to: mints.count, by: 50).map({ Array(mints[$0..<min($0 + 50, mints.count)]) }) {
            let keys = chunk + chunk.map(TokenMetadata.metaplexAddress(of:))
            let infos = try await client.send(.getMultipleAccounts(keys, encoding: .base64)).value
            guard infos.count == keys.count else {
                throw .malformedResponse("getMultipleAccounts answered \(infos.count) accounts for \(keys.count)")
            }
            for (index, mint) in chunk.enumerated() {
                guard let data = infos[index]?.data.bytes, let parsed = try? TokenMint(data: data) else {
                    throw .malformedResponse("mint \(mint) is missing or not a mint")
                }
                read[mint] = (parsed, Self.metadata(of: mint, parsed, metaplex: infos[chunk.count + index]))
            }
        }
        let tokens = accounts.map { keyed, kind, account in
            TokenHolding(
                account: keyed.pubkey, mint: account.mint, amount: account.amount,
                decimals: read[account.mint]?.mint.decimals ?? 0, program: kind,
                metadata: read[account.mint]?.metadata, supply: read[account.mint]?.mint.supply)
        }
        return AccountBalance(
            address: address, lamports: lamports.value, tokens: tokens, slot: lamports.context.slot,
            fetchedAt: clock.now)
    }
}

extension RemoteBalanceLoader {
    /// The metadata a mint's creator published: the Token-2022 extension in the mint itself, else the Metaplex
    /// account (only when the Token Metadata program owns it). Metadata that cannot be read is left out: the balance
    /// stays right and the token is shown by its mint.
    static func metadata(of address: PublicKey, _ mint: TokenMint, metaplex: AccountInfo?) -> TokenMetadata? {
        if let own = try? TokenMetadata(token2022Mint: mint, address: address) { return own }
        guard let metaplex, metaplex.owner == .tokenMetadataProgram, let data = metaplex.data.bytes else { return nil }
        return try? TokenMetadata(metaplexAccount: data, mint: address)
    }
}

extension RemoteBalanceLoader: BalanceLoader {
    /// The balance read from the cluster just now (`source` `.remote`); nothing is cached.
    ///
    /// - Throws: `BalanceError.malformed` for an answer that cannot be read, `.unavailable` for any other RPC failure.
    public func loadBalance(of address: PublicKey) async throws(BalanceError) -> LoadedBalance {
        do { return LoadedBalance(balance: try await fetch(address), source: .remote) } catch {
            if case .malformedResponse(let detail) = error { throw .malformed(detail) }
            throw .unavailable(remoteError: error.description)
        }
    }
}
