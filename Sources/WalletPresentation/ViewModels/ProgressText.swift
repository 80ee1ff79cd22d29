import SolanaWallet

/// What a view says while something takes time, in the user's language: a send's progress (`SendFlow.Progress`)
/// and the activity a spinner names while the network is slow.
///
/// ```swift
/// ProgressText.line(.resent(signature, count: 2), language: .pt)  // "Ainda não visto pela rede: enviado de novo (2)…"
/// ProgressText.line(.preparingTransfer, language: .tr)           // "Transfer hazırlanıyor…"
/// ```
public enum ProgressText {
    /// An activity a view shows a spinner for. The values it names (a cluster, a coin) are shown as given, on one
    /// line.
    public enum Activity: Sendable, Equatable, CaseIterable {
        /// Loading the market's prices.
        case loadingPrices
        /// Checking which derived accounts were used (an import).
        case checkingAccounts
        /// Asking a cluster (its name or redacted URL).
        case asking(cluster: String)
        /// Loading a balance.
        case loadingBalance
        /// Finding empty token accounts to close.
        case findingEmptyTokenAccounts
        /// Preparing a transaction.
        case preparing
        /// Preparing a stake action (stake, deactivate, withdraw, split, merge).
        case preparingStake
        /// Reading the user's stake accounts.
        case readingStakeAccounts
        /// Reading staking rewards.
        case readingRewards
        /// Reading the validators.
        case readingValidators
        /// Checking a transaction someone else built (a merchant's, an action's).
        case checkingTransaction
        /// Loading the news.
        case loadingNews
        /// Loading one coin (its id).
        case loadingCoin(String)
        /// Preparing a transfer.
        case preparingTransfer
        /// Reading a durable nonce.
        case readingNonce
        /// Loading the history.
        case loadingHistory
        /// Reading a token's mint.
        case readingToken
        /// Waiting for a cluster (its name or redacted URL).
        case waitingFor(cluster: String)
        /// Simulating a transaction.
        case simulating
        /// Looking for a Solana Pay payment.
        case lookingForPayment
        /// Checking one coin (its id).
        case checkingCoin(String)
        /// Loading the portfolio.
        case loadingPortfolio

        /// One value of each case (the named values empty).
        public static let allCases: [Activity] = [
            .loadingPrices, .checkingAccounts, .asking(cluster: ""), .loadingBalance, .findingEmptyTokenAccounts,
            .preparing, .preparingStake, .readingStakeAccounts, .readingRewards, .readingValidators,
            .checkingTransaction, .loadingNews, .loadingCoin(""), .preparingTransfer, .readingNonce, .loadingHistory,
            .readingToken, .waitingFor(cluster: ""), .simulating, .lookingForPayment, .checkingCoin(""),
            .loadingPortfolio,
        ]

        /// The key of the activity's text and the value it names, if any.
        var said: (key: L10nKey, argument: String?) {
            switch self {
            case .loadingPrices: (.spinnerLoadingPrices, nil)
            case .checkingAccounts: (.spinnerCheckingAccounts, nil)
            case .asking(let cluster): (.spinnerAsking, cluster)
            case .loadingBalance: (.spinnerLoadingBalance, nil)
            case .findingEmptyTokenAccounts: (.spinnerFindingEmptyTokenAccounts, nil)
            case .preparing: (.spinnerPreparing, nil)
            case .preparingStake: (.spinnerPreparingStake, nil)
            case .readingStakeAccounts: (.spinnerReadingStakeAccounts, nil)
            case .readingRewards: (.spinnerReadingRewards, nil)
            case .readingValidators: (.spinnerReadingValidators, nil)
            case .checkingTransaction: (.spinnerCheckingTransaction, nil)
            case .loadingNews: (.spinnerLoadingNews, nil)
            case .loadingCoin(let id): (.spinnerLoadingCoin, id)
            case .preparingTransfer: (.spinnerPreparingTransfer, nil)
            case .readingNonce: (.spinnerReadingNonce, nil)
            case .loadingHistory: (.spinnerLoadingHistory, nil)
            case .readingToken: (.spinnerReadingToken, nil)
            case .waitingFor(let cluster): (.spinnerWaitingFor, cluster)
            case .simulating: (.spinnerSimulating, nil)
            case .lookingForPayment: (.spinnerLookingForPayment, nil)
            case .checkingCoin(let id): (.spinnerCheckingCoin, id)
            case .loadingPortfolio: (.spinnerLoadingPortfolio, nil)
            }
        }
    }

    /// The line for a send's `progress` in `language` ("Sending SIGNATURE…", "Not seen by the cluster yet: sent
    /// again (2)…", "Confirmed."); nil while signing, which says nothing.
    public static func line(_ progress: SendFlow.Progress, language: Language) -> String? {
        let l10n = Localizer(language)
        switch progress {
        case .signing: return nil
        case .sending(let signature): return l10n(.progressSending, signature.base58)
        case .resent(_, let count): return l10n(.progressResent, NumberStyle(language).grouped(String(max(count, 0))))
        case .confirmed: return l10n(.progressConfirmed)
        }
    }

    /// What a spinner says beside `activity` in `language` ("Preparing the transfer…"); a named value is put on one
    /// line with its control characters replaced.
    public static func line(_ activity: Activity, language: Language) -> String {
        let said = activity.said
        let arguments = said.argument.map { [TerminalText.sanitize($0)] } ?? []
        return Localizer.fill(Localizer(language).template(said.key), arguments)
    }
}
