import Foundation
import SolanaCore
import SolanaRPC

/// The seed's cache policy: the remote balance when the cluster answers (and it replaces the cache); when it does
/// not, the cached balance while it is younger than `maximumAge` (seven days), shown with its age; older or none is
/// an error that says so. Never a 0 for "unknown".
public struct CachedBalanceLoader: BalanceLoader {
    public static let defaultMaximumAge: TimeInterval = 7 * 86_400

    public let remote: RemoteBalanceLoader
    public let store: any BalanceStore
    public let clock: any WalletClock
    public let maximumAge: TimeInterval

    public init(
        remote: RemoteBalanceLoader, store: any BalanceStore, clock: any WalletClock = SystemClock(),
        maximumAge: TimeInterval = CachedBalanceLoader.defaultMaximumAge
    ) {
        self.remote = remote
        self.store = store
        self.clock = clock
        self.maximumAge = maximumAge
    }

    public func loadBalance(of address: PublicKey) async throws(BalanceError) -> LoadedBalance {
        let fetched: Result<AccountBalance, RPCClientError>
        do { fetched = .success(try await remote.fetch(address)) } catch { fetched = .failure(error) }
        let remoteError: RPCClientError
        switch fetched {
        case .success(let balance):
            try store.save(balance)
            return LoadedBalance(balance: balance, source: .remote)
        case .failure(.malformedResponse(let detail)):
            // A node that answers with data we cannot read is not "offline": say so rather than show the cache.
            throw .malformed(detail)
        case .failure(let error):
            remoteError = error
        }
        guard let cached = try store.cachedBalance(of: address) else {
            throw .unavailable(remoteError: remoteError.description)
        }
        let age = max(0, clock.now.timeIntervalSince(cached.fetchedAt))
        guard age < maximumAge else {
            throw .cacheExpired(age: age, maximum: maximumAge, remoteError: remoteError.description)
        }
        return LoadedBalance(balance: cached, source: .cache(age: age, remoteError: remoteError.description))
    }
}
