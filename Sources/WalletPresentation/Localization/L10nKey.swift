/// Every string the presentation layer shows. The English text is the base (`english`, an exhaustive switch, so a
/// new key cannot lack it); each other language is a `[L10nKey: String]` table (`Strings+pt.swift`…), and a test
/// fails when one lacks a key or has other placeholders than English.
///
/// Placeholders are positional, `{1}`, `{2}`…, so a language may order them differently ("Balance of {1}" is
/// "{1} bakiyesi" in Turkish). Keys ending in `One`/`Other` are the plural forms of one message.
public enum L10nKey: String, Sendable, CaseIterable, Codable {
    // Wallet vocabulary.
    case balance, send, receive, fee, transaction, history, seedPhrase, password, address, token, network, wallet
    case amount, signature, recipient, confirm, cancel, account, tokenAddress, slot, error, details

    // Column headers.
    case columnDate, columnType, columnCounterparty, columnStatus, columnMemo

    // Balance.
    case balanceOf, atSlot, noTokens, cachedNotice, loading

    // History.
    case historyOf, historyOfflineNotice, historyOlderHint, noTransactions, unknownDate
    case directionSent, directionReceived, directionOther, statusConfirmed, statusFailed
    case transactionCountOne, transactionCountOther

    // Transaction detail.
    case counterparty, tokenChanges, explorer, blockTime

    // Send review.
    case sendReviewTitle, fieldFrom, fieldTo, fieldTokenAccount, networkFee, priorityFee, priorityFeeDetail,
        newTokenAccount, newTokenAccountDetail, solAfter, tokensAfter, maxAmount, confirmSend
    case warningRecipientIsTokenAccount, warningRecipientIsMint, warningRecipientIsProgram, warningRecipientOffCurve,
        warningRecipientIsSender, warningRecipientOwnedByProgram

    // Receive (a Solana Pay transfer request).
    case receiveTitle, fieldLabel, fieldMessage, fieldReference, fieldPaymentLink, receiveScanHint

    // Market and asset screens.
    case marketTitle, tileMarketCap, tileVolume24h, tileBTCDominance, tilePortfolioValue, columnRank
    case columnCoin, columnName, columnPrice, columnChange24h, columnMarketCap, noCoinsMatch, coinCountOne
    case coinCountOther, updatedAgo, notAvailable, noPrice, abbrevThousand, abbrevMillion, abbrevBillion
    case abbrevTrillion, percentValue, assetOverview, assetAdditional, statCurrentPrice, statMarketCap
    case statRank, statVolume, stat24hHigh, stat24hLow, stat24hPriceChange, stat24hMarketCapChange
    case statBlockTime, statHashingAlgorithm, assetDescription, assetLinks, linkWebsite, linkReddit
    case linkExplorer, linkGitHub, assetHeading

    // Portfolio and news.
    case portfolioTitle, columnAsset, columnHoldings, columnValue, columnAllocation, portfolioChange24h, portfolioEmpty,
        portfolioUnpriced
    case portfolioBalanceMissing, portfolioBalanceCached, sourceOnChain, sourceManual, portfolioHistoryTitle,
        portfolioHistoryEmpty, snapshotCountOne
    case snapshotCountOther, newsTitle, noNews, newsCountOne, newsCountOther, newsUpdatedAgo

    // Relative ages and durations.
    case justNow
    case minutesAgoOne, minutesAgoOther, hoursAgoOne, hoursAgoOther, daysAgoOne, daysAgoOther
    case minutesOne, minutesOther, hoursOne, hoursOther, daysOne, daysOther

    // Errors (what happened) and hints (what to do next).
    case errorInvalidAddress, hintInvalidAddress
    case errorBalanceUnavailable, hintCheckConnection
    case errorCacheExpired, hintConnectAndRetry
    case errorMalformedAnswer, hintOtherNode
    case errorStore, hintStore
    case errorHistoryUnavailable, errorHistoryDecoding, errorHistoryNotStored, hintTryLater
}
