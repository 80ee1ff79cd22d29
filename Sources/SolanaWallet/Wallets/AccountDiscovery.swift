import Foundation
import SolanaCore
import SolanaKeys
import SolanaRPC

/// Which accounts of a seed phrase were used: for each wallet preset (Phantom, Ledger Live, Solana CLI…) and account
/// numbers 0..<N, whether the address holds SOL or has history on the cluster. One batched HTTP request per preset.
public enum AccountDiscovery {
    /// One derived account and what the cluster knows of it.
    public struct Candidate: Sendable, Equatable {
        /// The wallet preset whose derivation path gave the address.
        public let preset: WalletPreset
        /// The account number within that preset (0, 1, …).
        public let number: Int
        /// The derived address.
        public let address: PublicKey
        /// The address's SOL balance in lamports.
        public let lamports: UInt64
        /// Whether the address has at least one transaction.
        public let hasHistory: Bool

        /// Whether the account was used: it holds SOL or has transactions.
        public var isUsed: Bool { lamports > 0 || hasHistory }
    }

    /// What discovery found, and the import it suggests.
    public struct Result: Sendable, Equatable {
        /// Every derived account checked, preset by preset, in account number order.
        public let candidates: [Candidate]

        /// The used accounts.
        public var used: [Candidate] { candidates.filter(\.isUsed) }

        /// The preset with the most used accounts (Phantom's when nothing is used), and how many accounts to add:
        /// up to its highest used account number.
        public var suggestion: (preset: WalletPreset, accounts: Int) {
            let byPreset = Dictionary(grouping: used, by: \.preset)
            // Most used accounts first; on a tie, the order of WalletPreset (Phantom's first).
            let ranked = WalletPreset.allCases.compactMap { preset in byPreset[preset].map { (preset, $0) } }
                .sorted { $0.1.count > $1.1.count }
            guard let (preset, found) = ranked.first else { return (.phantom, 1) }
            return (preset, (found.map(\.number).max() ?? 0) + 1)
        }
    }

    /// Checks `accountsPerPreset` accounts of each preset (one account for presets without account numbers).
    public static func discover(
        _ mnemonic: Mnemonic, passphrase: String = "", client: RPCClient,
        presets: [WalletPreset] = WalletPreset.allCases,
        accountsPerPreset: Int = 5
    ) async throws(RPCClientError) -> Result {
        var candidates: [Candidate] = []
        for preset in presets {
            let count = preset.hasAccounts ? max(1, accountsPerPreset) : 1
            let addresses = (0..<count).map { number in
                Keypair(
                    mnemonic: mnemonic, passphrase: passphrase, derivation: preset.derivation(account: UInt32(number))
                )
                .publicKey
            }
            let balances = try await client.batch(addresses.map { RPCRequest<RPCResponse<UInt64>>.getBalance($0) })
            let histories = try await client.batch(
                addresses.map {
                    RPCRequest<[SignatureInfo]>.getSignaturesForAddress($0, limit: 1)
                })
            for (number, (address, (balance, history))) in zip(addresses, zip(balances, histories)).enumerated() {
                let lamports: UInt64
                switch balance {
                case .success(let response): lamports = response.value
                case .failure(let error): throw .rpc(error)
                }
                let used: Bool
                switch history {
                case .success(let signatures): used = !signatures.isEmpty
                case .failure(let error): throw .rpc(error)
                }
                candidates.append(
                    Candidate(
                        preset: preset, number: number, address: address, lamports: lamports,
                        hasHistory: used))
            }
        }
        return Result(candidates: candidates)
    }
}
