import Foundation
import TestSupport
import WalletAdapter

/// A `URLOpener` that hands each link to the simulated wallet and routes its redirect back to the fetcher's
/// `handleOpenURL`, as the app's URL handler would; `repeats` delivers each redirect more than once.
final class SimulatedWalletOpener: URLOpener, @unchecked Sendable {
    let wallet: SimulatedWallet
    private let lock = NSLock()
    private var fetcherBox: DeeplinkFetcher?
    private var handled: [Result<String, WalletAdapterError>] = []
    private var redirects: [String] = []
    private var opened: [String] = []
    var repeats = 1
    /// Every `open` call, counted once the simulated wallet took the request (the fetcher is waiting for it by then).
    let openings = Occurrences()
    /// Every `handleOpenURL` call made, counted once its result is in `results`.
    let handlings = Occurrences()

    init(wallet: SimulatedWallet) { self.wallet = wallet }

    var fetcher: DeeplinkFetcher? {
        get { lock.withLock { fetcherBox } }
        set { lock.withLock { fetcherBox = newValue } }
    }

    /// What each `handleOpenURL` call gave.
    var results: [Result<String, WalletAdapterError>] { lock.withLock { handled } }
    /// Every redirect the wallet sent.
    var seenRedirects: [String] { lock.withLock { redirects } }

    /// The last URL opened (the request as the wallet got it).
    var lastOpened: String? { lock.withLock { opened.last } }

    /// The request id in the redirect link of the last URL opened.
    var lastRequestID: String? {
        let url = lock.withLock { opened.last }
        guard let url, let items = URLComponents(string: url)?.queryItems,
            let redirect = items.first(where: { $0.name == "redirect_link" })?.value,
            let id = URLComponents(string: redirect)?.queryItems?.first(where: { $0.name == "request_id" })?.value
        else { return nil }
        return id
    }

    func open(_ url: String) async throws {
        lock.withLock { opened.append(url) }
        // Counted once the simulated wallet has taken the request (its mode for the next request is spent): a test
        // that then opens the request itself gets the next mode's answer, not the one meant for this one.
        let answer = try wallet.open(url)
        openings.record()
        guard let redirect = answer else { return }
        lock.withLock { redirects.append(redirect) }
        guard let fetcher else { return }
        for _ in 0..<repeats {
            let result: Result<String, WalletAdapterError>
            do { result = .success(try await fetcher.handleOpenURL(redirect)) } catch { result = .failure(error) }
            lock.withLock { handled.append(result) }
            handlings.record()
        }
    }

    /// A fetcher wired to this opener.
    func makeFetcher(timeout: Duration = DeeplinkFetcher.defaultTimeout) -> DeeplinkFetcher {
        let fetcher = DeeplinkFetcher(opener: self, timeout: timeout)
        self.fetcher = fetcher
        return fetcher
    }
}
