/// Every string the presentation layer shows. The English text is the base (`english`, an exhaustive switch, so a
/// new key cannot lack it); each other language is a `[L10nKey: String]` table (`Strings+pt.swift`…), and a test
/// fails when one lacks a key or has other placeholders than English.
///
/// Placeholders are positional, `{1}`, `{2}`…, so a language may order them differently ("Balance of {1}" is
/// "{1} bakiyesi" in Turkish). Keys ending in `One`/`Other` are the plural forms of one message.
public enum L10nKey: String, Sendable, CaseIterable, Codable {
    // Wallet vocabulary.
    /// Wallet vocabulary: single words used as labels across screens.
    case balance, send, receive, fee, transaction, history, seedPhrase, password, address, token, network, wallet
    /// Wallet vocabulary: single words used as labels across screens.
    case amount, signature, recipient, confirm, cancel, account, tokenAddress, slot, error, details

    // Column headers.
    /// Table column headers of the history.
    case columnDate, columnType, columnCounterparty, columnStatus, columnMemo
    /// The wallet list: its derivation column's header and the text when there is no wallet yet.
    case columnDerivation, noWalletsYet

    // Balance.
    /// The balance screen: its title (`{1}` the address), slot line, empty-token notice, cache notice, loading text.
    case balanceOf, atSlot, noTokens, cachedNotice, loading

    // History.
    /// The history screen: its title, offline notice, paging hint, empty notice, and the text for an unknown date.
    case historyOf, historyOfflineNotice, historyOlderHint, noTransactions, unknownDate
    /// A history entry's direction and status.
    case directionSent, directionReceived, directionOther, statusConfirmed, statusFailed
    /// "{1} transaction(s)": the plural forms.
    case transactionCountOne, transactionCountOther

    // Transaction detail.
    /// Labels of the transaction detail view.
    case counterparty, tokenChanges, explorer, blockTime

    // Send review.
    /// The send review: title, field labels, fee and new token account lines, balances after, confirmation prompt.
    case sendReviewTitle, fieldFrom, fieldTo, fieldTokenAccount, networkFee, priorityFee, priorityFeeDetail,
        fieldTransactionFormat, transactionV1Limits, priorityLevelDetail, priorityAutoDetail, priorityCapDetail,
        dataSizeLimitDetail, errorInvalidPriorityFee, hintPriorityFeeChoices,
        newTokenAccount, newTokenAccountDetail, solAfter, tokensAfter, maxAmount, confirmSend
    /// The send review's warnings, one per `SendWarning`.
    case warningRecipientIsTokenAccount, warningRecipientIsMint, warningRecipientIsProgram, warningRecipientOffCurve,
        warningRecipientIsSender, warningRecipientOwnedByProgram

    // Receive (a Solana Pay transfer request).
    /// The receive screen (a Solana Pay transfer request): title, field labels, the scan hint and, without a code, the
    /// share hint.
    case receiveTitle, fieldLabel, fieldMessage, fieldReference, fieldPaymentLink, receiveScanHint, receiveShareHint

    // Market and asset screens.
    /// The market screen: title, summary tiles, and the coin table's rank column.
    case marketTitle, tileMarketCap, tileVolume24h, tileBTCDominance, tilePortfolioValue, columnRank
    /// The coin table's columns, the no-match notice, and the coin count's singular form.
    case columnCoin, columnName, columnPrice, columnChange24h, columnMarketCap, noCoinsMatch, coinCountOne
    /// The coin count's plural form, the update age, placeholders, and the thousand, million and billion abbreviations.
    case coinCountOther, updatedAgo, notAvailable, noPrice, abbrevThousand, abbrevMillion, abbrevBillion
    /// The trillion abbreviation, the percent format, and the asset screen's section titles and first statistics.
    case abbrevTrillion, percentValue, assetOverview, assetAdditional, statCurrentPrice, statMarketCap
    /// The asset screen's statistics: rank, volume, 24-hour high, low and changes.
    case statRank, statVolume, stat24hHigh, stat24hLow, stat24hPriceChange, stat24hMarketCapChange
    /// The asset screen's last statistics, description and links sections, and link names.
    case statBlockTime, statHashingAlgorithm, assetDescription, assetLinks, linkWebsite, linkReddit
    /// The asset screen's last link names and its heading.
    case linkExplorer, linkGitHub, assetHeading

    // Portfolio and news.
    /// The portfolio screen: its title, the columns, the 24h change, and the empty and unpriced notes.
    case portfolioTitle, columnAsset, columnHoldings, columnValue, columnAllocation, portfolioChange24h, portfolioEmpty,
        portfolioUnpriced
    /// Portfolio notes (a balance missing or cached), where a holding comes from, the value history, snapshot counts.
    case portfolioBalanceMissing, portfolioBalanceCached, sourceOnChain, sourceManual, portfolioHistoryTitle,
        portfolioHistoryEmpty, snapshotCountOne
    /// The snapshot count's plural, and the news screen: its title, the empty note, item counts, the feed's age.
    case snapshotCountOther, newsTitle, noNews, newsCountOne, newsCountOther, newsUpdatedAgo

    // Relative ages and durations.
    /// An age under a minute ("just now").
    case justNow
    /// "{1} minutes/hours/days ago": the plural forms.
    case minutesAgoOne, minutesAgoOther, hoursAgoOne, hoursAgoOther, daysAgoOne, daysAgoOther
    /// "{1} minutes/hours/days" (a duration): the plural forms.
    case minutesOne, minutesOther, hoursOne, hoursOther, daysOne, daysOther

    // Errors (what happened) and hints (what to do next).
    /// An invalid address, and what to do.
    case errorInvalidAddress, hintInvalidAddress
    /// A balance that cannot be read and is not cached, and what to do.
    case errorBalanceUnavailable, hintCheckConnection
    /// A cached balance too old to show, and what to do.
    case errorCacheExpired, hintConnectAndRetry
    /// A node's answer that cannot be read, and what to do.
    case errorMalformedAnswer, hintOtherNode
    /// A local database failure, and what to do.
    case errorStore, hintStore
    /// History that cannot be read, decoded or found in the store, and what to do.
    case errorHistoryUnavailable, errorHistoryDecoding, errorHistoryNotStored, hintTryLater

    // Staking.
    /// The staking and validator screens: titles and the validator columns.
    case stakeTitle, validatorsTitle, columnVoteAccount, columnIdentity, columnCommission, columnActiveStake,
        columnLastVote, columnEpoch
    /// The reward column, the stake states (activating, active, deactivating, inactive), and the review's fields.
    case columnReward, stakeStateActivating, stakeStateActive, stakeStateDeactivating, stakeStateInactive,
        validatorDelinquent, fieldStakeAccount, fieldValidator
    /// The stake review: rent, the minimum delegation, the epochs it takes effect, rewards, and the confirmation.
    case rentReserve, minimumDelegation, activeFromEpoch, withdrawableFromEpoch, rewardsTitle, noStakeAccounts,
        warningDelinquentValidator, confirmStake
    /// The stake review's headline per action (create, deactivate, withdraw, split, merge), the address seed, the
    /// reserve's note, the merge's note, the empty rewards notice (plural forms) and the rewards' balance column.
    case stakeReviewCreate, stakeReviewDeactivate, stakeReviewWithdraw, stakeReviewSplit, stakeReviewMerge,
        fieldAddressSeed, rentReserveKept, mergeSourceClosed, noRewardsOne, noRewardsOther, columnBalanceAfter

    // Signing review.
    /// The signing review (`SigningReviewViewModel`): the effects of a transaction on the signer's accounts, the
    /// authorities' names, the refusals and the prompt.
    case signingReviewTitle, effectSOL, effectToken, effectCreated, effectClosed, effectAssigned, effectNonceAdvanced,
        effectStakeDelegated, effectStakeDeactivated, effectFrozen,
        effectThawed, effectSupplyChanged, effectDataChanged, effectAuthority, effectDelegate, effectNobody,
        effectUnreadable, effectNone, effectPaid, effectRent,
        effectFeePayer, refusedHeading, refusalInstruction, refusalAccount, refusalSOLOverCap, refusalTokenOverCap,
        refusalUnknownDecimals, refusalFee, refusalScanner, refusalMismatch, roleKey, roleTokenOwner,
        roleDelegate, roleCloseAuthority, roleMintAuthority, roleFreezeAuthority, roleStaker, roleWithdrawer,
        roleLockupCustodian, roleNonceAuthority, roleUpgradeAuthority, roleLookupTableAuthority, confirmSign

    // Recipients that lose the funds.
    /// The warning for tokens sent to an unfunded off-curve address, and the prompt that asks the user to type the
    /// words that acknowledge a fund-losing recipient (`{1}` why, `{2}` the words).
    case warningRecipientOffCurveWithoutAccount, confirmLossPrompt

    // Offline signing.
    /// The review of a transfer signed without the network (`OfflineTransferViewModel`): its title, the blockhash and
    /// nonce fields (`{1}` the nonce account), the recipient's new token account, and the prompt.
    case offlineTitle, fieldBlockhash, fieldNonce, offlineNonceAdvanced, offlineCreatesAccount, confirmSignOnly

    // Address poisoning.
    /// The look-alike recipient warning, the label of the known address it resembles, the prompt for the recipient's
    /// last characters, the history's hidden-dust notice (plural forms) and the mark of a dust row.
    case warningRecipientLookalike, knownAddress, lookalikePrompt, dustHiddenOne, dustHiddenOther, dustMark

    // The dashboard.
    /// The dashboard's own labels: navigation, page titles, form fields, buttons and notices, in the order of its
    /// screens (`{{t.KEY}}` in its templates).
    case wallets, market, portfolio, settings, export, news
    /// The dashboard's own labels: navigation, page titles, form fields, buttons and notices, in the order of its
    /// screens (`{{t.KEY}}` in its templates).
    case newsUnavailable, backup, backupTitle, backupIntro, backupPath, backupReplace
    /// The dashboard's own labels: navigation, page titles, form fields, buttons and notices, in the order of its
    /// screens (`{{t.KEY}}` in its templates).
    case backupButton, backupRestoreHint, backupDone, backupExists, backupFailed, backupPathNeeded
    /// The dashboard's own labels: navigation, page titles, form fields, buttons and notices, in the order of its
    /// screens (`{{t.KEY}}` in its templates).
    case noWalletToBackUp, passwordsDiffer, pay, payIntro, payAmount, payLinkNeeded
    /// The dashboard's own labels: navigation, page titles, form fields, buttons and notices, in the order of its
    /// screens (`{{t.KEY}}` in its templates).
    case payNotALink, payAmountNeeded, payDomain, nothingSigned, stake, stakeAccounts
    /// The dashboard's own labels: navigation, page titles, form fields, buttons and notices, in the order of its
    /// screens (`{{t.KEY}}` in its templates).
    case actions, deactivate, withdraw, rewards, validators, stakeCreate
    /// The dashboard's own labels: navigation, page titles, form fields, buttons and notices, in the order of its
    /// screens (`{{t.KEY}}` in its templates).
    case validatorVote, stakeSent, stakeUnreadable, enterAmount, language, apply
    /// The dashboard's own labels: navigation, page titles, form fields, buttons and notices, in the order of its
    /// screens (`{{t.KEY}}` in its templates).
    case welcome, create, importPhrase, restore, backupFile, backupPassword
    /// The dashboard's own labels: navigation, page titles, form fields, buttons and notices, in the order of its
    /// screens (`{{t.KEY}}` in its templates).
    case restoreButton, name, keystorePassword, password2, words, phrase
    /// The dashboard's own labels: navigation, page titles, form fields, buttons and notices, in the order of its
    /// screens (`{{t.KEY}}` in its templates).
    case createButton, importButton, addAccount, value, tokens, airdrop
    /// The dashboard's own labels: navigation, page titles, form fields, buttons and notices, in the order of its
    /// screens (`{{t.KEY}}` in its templates).
    case airdropDone, to, review, signAndSend, sent, label
    /// The dashboard's own labels: navigation, page titles, form fields, buttons and notices, in the order of its
    /// screens (`{{t.KEY}}` in its templates).
    case message, update, payLink, qr, date, type
    /// The dashboard's own labels: navigation, page titles, form fields, buttons and notices, in the order of its
    /// screens (`{{t.KEY}}` in its templates).
    case status, noHistory, search, sort, rank, holdings
    /// The dashboard's own labels: navigation, page titles, form fields, buttons and notices, in the order of its
    /// screens (`{{t.KEY}}` in its templates).
    case price, change, coin, marketCap, chart, allocation
    /// The dashboard's own labels: navigation, page titles, form fields, buttons and notices, in the order of its
    /// screens (`{{t.KEY}}` in its templates).
    case portfolioChart, cluster, clusterOverride, currency, save, saved
    /// The dashboard's own labels: navigation, page titles, form fields, buttons and notices, in the order of its
    /// screens (`{{t.KEY}}` in its templates).
    case exportIntro, show, noSuchPage, notAnAddress, notASignature, backupNotice
    /// The dashboard's own labels: navigation, page titles, form fields, buttons and notices, in the order of its
    /// screens (`{{t.KEY}}` in its templates).
    case locked, lockedText, unlock, acknowledgeLoss, alreadySent, wrongPassword
    /// The dashboard's own labels: navigation, page titles, form fields, buttons and notices, in the order of its
    /// screens (`{{t.KEY}}` in its templates).
    case back, skip, nav, live

    // The dashboard's refusals and notices: the session gate's answers (in the language setting's language),
    // onboarding, restore and settings.
    /// The dashboard's text: “Bad request: more than one Host header.”
    case gateTwoHosts
    /// The dashboard's text: “Forbidden: this dashboard answers only to 127.0.0.1:{1} and localhost:{1}.”
    case gateWrongHost
    /// The dashboard's text: “Method not allowed.”
    case gateMethodNotAllowed
    /// The dashboard's text: “This link was already used or is wrong. Stop solwallet serve and start it again for a new
    /// link.”
    case gateLinkUsed
    /// The dashboard's text: “Not signed in: open the link that solwallet serve printed (it works once), in this
    /// browser.”
    case gateNotSignedIn
    /// The dashboard's text: “Forbidden: a form from another site ({1}).”
    case gateOtherSite
    /// The dashboard's text: “Forbidden: a cross-site request.”
    case gateCrossSite
    /// The dashboard's text: “Forbidden: the form's security token is missing or stale; reload the page.”
    case gateStaleForm
    /// The dashboard's text: “{1} wrong passwords: this session is ended. Stop solwallet serve and start it again for a
    /// new link.”
    case gateSessionEnded
    /// The dashboard's text: “Another password of this session is being checked: wait for its answer.”
    case gatePasswordBusy
    /// The dashboard's text: “Too many wrong passwords: wait {1} s before the next try.”
    case gateTooManyWrong
    /// The dashboard's text: “The two passwords differ or are empty.”
    case passwordsDifferOrEmpty
    /// The dashboard's text: “A wallet name has 1 to 64 characters.”
    case walletNameRule
    /// The dashboard's text: “The password has {1} characters; choose one of at least {2}.”
    case passwordTooShort
    /// The dashboard's text: “The password is among the 10,000 most common ones; choose another (a few unrelated words
    /// are good).”
    case passwordTooCommon
    /// The dashboard's text: “Not a valid seed phrase; nothing was imported.”
    case invalidSeedPhrase
    /// The dashboard's text: “Wrong backup password (or a damaged backup file); nothing was restored.”
    case wrongBackupPassword
    /// The dashboard's text: “{1}: this backup file cannot be read; nothing was restored.”
    case backupUnreadable
    /// The dashboard's text: “Restored: {1}.”
    case restoredWallets
    /// The dashboard's text: “Nothing was restored.”
    case restoredNone
    /// The dashboard's text: “Already here: {1}.”
    case restoredSkipped
    /// The dashboard's text: “Not a cluster: use mainnet-beta, devnet, testnet, localhost or an http(s) URL.”
    case invalidCluster
    /// The dashboard's text: “Unknown language.”
    case unknownLanguage
    /// The dashboard's text: “Unknown currency.”
    case unknownCurrency

    // The dashboard's refusals on the airdrop and send forms.
    /// The dashboard's text: “{1} has no faucet: airdrops exist on devnet, testnet and a local validator.”
    case noFaucet
    /// The dashboard's text: ““{1}” is not an amount of SOL (for example 1.5).”
    case notAnAmount
    /// The dashboard's text: “The airdrop failed: the RPC node could not be reached or refused it. Try again later, or
    /// choose another RPC node on the Settings page.”
    case airdropFailed
    /// The dashboard's text: ““{1}” is not a Solana address; nothing was sent.”
    case notAnAddressNothingSent
    /// The dashboard's text: “{1} is not an account of a wallet here; nothing was sent.”
    case accountNotHere

    // The browser's wording of the CLI's hints that name --url (`ErrorViewModel.inBrowser(_:)`).
    /// The dashboard's text: “Check your connection, or choose another RPC node on the Settings page, and try again.”
    case hintCheckConnectionBrowser
    /// The dashboard's text: “Choose another RPC node on the Settings page.”
    case hintOtherNodeBrowser
    /// The dashboard's text: “Try again later, or choose another RPC node on the Settings page.”
    case hintTryLaterBrowser

    // Token names (`TokenName`).
    /// “Name”: the column of the names tokens' creators published.
    case columnTokenName
    /// “Mint”: the column of a token's full mint address.
    case tokenMint
    /// “calls itself {1}: not that token”: a token whose symbol imitates a known one.
    case tokenImitates

    // Closing empty token accounts (`TokenCleanupViewModel`).
    /// “Close empty token accounts ({1}) and get {2} back”.
    case closeEmptyTitle
    /// “Rent returned”.
    case closeEmptyReclaimed
    /// “Rent”: the column of each account's rent.
    case closeEmptyRent
    /// “No empty token accounts to close.”
    case closeEmptyNone
    /// “{1} hidden token accounts not shown (solwallet token hidden).”
    case tokensHidden
    // Dashboard: token send, stake split/merge, pay verify
    /// The dashboard's text: “What to send”
    case sendWhat
    /// The dashboard's text: “SOL — balance {1}”
    case sendSolOption
    /// The dashboard's text: “{1} — mint {2} — balance {3}”
    case sendTokenOption
    /// The dashboard's text: “In SOL, or in the chosen token's units (up to its decimals); max sends everything.”
    case sendAmountHint
    /// The dashboard's text: “Memo (optional, public)”
    case sendMemo
    /// The dashboard's text: “Priority fee”
    case priorityFeeLabel
    /// The dashboard's text: “Fee”
    case priorityChoice
    /// The dashboard's text: “None”
    case priorityNone
    /// The dashboard's text: “Automatic (from the cluster's recent fees)”
    case priorityAuto
    /// The dashboard's text: “Or a price in micro-lamports per compute unit”
    case priorityPrice
    /// The dashboard's text: ““{1}” is not a priority fee: choose automatic, or give a whole number of micro-lamports
    /// per compute unit; nothing was sent.”
    case notAPriorityFee
    /// The dashboard's text: “Split a stake account”
    case stakeSplit
    /// The dashboard's text: “Moves an amount of SOL into a new stake account delegated to the same validator. Both
    /// parts must stay at or above the minimum delegation: split first to deactivate a part.”
    case stakeSplitIntro
    /// The dashboard's text: “Stake account to split”
    case stakeSplitAccount
    /// The dashboard's text: “Merge two stake accounts”
    case stakeMerge
    /// The dashboard's text: “The source is merged into the destination and closed. Both must be inactive, activating
    /// in the same epoch, or fully active, with the same validator and authorities.”
    case stakeMergeIntro
    /// The dashboard's text: “Destination (remains)”
    case stakeMergeDestination
    /// The dashboard's text: “Source (merged and closed)”
    case stakeMergeSource
    /// The dashboard's text: “Verify a payment”
    case payVerify
    /// The dashboard's text: “Find a Solana Pay payment by its reference and check it: the recipient, the amount, the
    /// token and the memo. Paste the request's link, or give its parts.”
    case payVerifyIntro
    /// The dashboard's text: “Or the request's parts”
    case payVerifyParts
    /// The dashboard's text: “Reference”
    case payReference
    /// The dashboard's text: “Amount expected (SOL, or the token's units)”
    case payExpectedAmount
    /// The dashboard's text: “Token mint (empty for SOL)”
    case payTokenMint
    /// The dashboard's text: “Verify”
    case verifyPayment
    /// The dashboard's text: “Paid: a valid payment was found.”
    case payVerified
    /// The dashboard's text: “From”
    case payFrom
    /// The dashboard's text: “Not found yet: no transaction mentions this reference. Check again later.”
    case payNotYetFound
    /// The dashboard's text: “No valid payment: transactions that mention this reference: {1}; checked: {2}; none pays
    /// this request (another recipient, amount, token or memo, or failed).”
    case payMismatch
    /// The dashboard's text: “To verify, paste a link with a reference and an amount, or give the reference and the
    /// amount.”
    case payVerifyIncomplete
    // Dashboard: first hour (a new wallet's phrase and its check, the cluster picker, copy buttons).
    /// The dashboard's text: “Your new seed phrase”
    case newPhraseTitle
    /// The dashboard's text: “Write these words down on paper, in this order, and keep them offline. Anyone who has them owns the funds, and they are the only way to restore this wallet. Check that nobody is watching.”
    case newPhraseWarning
    /// The dashboard's text: “This page shows the phrase once. Nothing is saved until you have typed back a few of its words.”
    case newPhraseOnce
    /// The dashboard's text: “I wrote it down”
    case phraseWrittenDown
    /// The dashboard's text: “Check the phrase”
    case phraseQuizTitle
    /// The dashboard's text: “Type the words asked, from what you wrote down. The wallet is saved once all {1} are right.”
    case phraseQuizIntro
    /// The dashboard's text: “Word #{1}”
    case phraseQuizWord
    /// The dashboard's text: “Word {1} of {2} asked”
    case phraseQuizProgress
    /// The dashboard's text: “Check”
    case phraseQuizCheck
    /// The dashboard's text: “That is not word #{1}: check what you wrote down ({2} tries left).”
    case phraseQuizWrong
    /// The dashboard's text: “Word #{1} did not match {2} times; nothing was created. Create the wallet again for a new phrase, and write it down.”
    case phraseQuizFailed
    /// The dashboard's text: “No new seed phrase is waiting (it was checked already, or 15 minutes passed): create the wallet again.”
    case phraseNonePending
    /// The dashboard's text: “Wallet created and its seed phrase checked. Keep the paper safe. To see the phrase again:”
    case walletCreatedChecked
    /// The dashboard's text: “show the phrase (password needed)”
    case backupHintExport
    /// The dashboard's text: “or write an encrypted backup file”
    case backupHintFile
    /// The dashboard's text: “Custom URL”
    case clusterCustom
    /// The dashboard's text: “Custom RPC URL”
    case clusterCustomURL
    /// The dashboard's text: “Used when the cluster is “Custom URL”: an http(s) address of an RPC node.”
    case clusterCustomHint
    /// The dashboard's text: “Copy”
    case copy
    /// The dashboard's text: “Copied”
    case copied
    /// The dashboard's text: “Copy failed: select the text and copy it”
    case copyFailed
    /// The dashboard's text: “Copy the address”
    case copyAddress
    /// The dashboard's text: “Copy the signature”
    case copySignature
    /// The dashboard's text: “Copy the payment link”
    case copyLink
    // Errors of the SDK
    /// The SDK's errors as `ErrorViewModel` shows them: what happened (`error…`) and what to do next (`hint…`).
    case errorNodeUnreachable, errorNodeRateLimited, errorNodeHTTP, errorNodeRefused, hintNodeRefused,
        errorCancelled, hintRunAgain, errorInvalidRequest, hintCheckValues, errorNotConfirmed, hintCheckBeforeRetry,
        errorAirdropTransactionFailed, errorAirdropUnconfirmed, hintCheckBalanceLater, errorAmountEmpty,
        errorAmountInvalid, hintAmountFormat, errorAmountTooManyDecimals, errorAmountTooLarge, hintSmallerAmount,
        errorAmountZero, hintAmountAboveZero, errorInvalidPublicKey, errorInvalidSignature, hintInvalidSignature,
        errorInvalidValue, hintCopyWhole, errorWrongPassword, hintWrongPassword, errorKeystoreDamaged,
        hintKeystoreDamaged, errorKeystoreIO, hintFreeMemory, errorKeystoreEntryMissing, errorKeystoreRefusedValue,
        errorKeystorePasswordMismatch, hintKeystorePassword, errorWalletNameTaken, hintOtherName, errorNotFound,
        hintChooseOwnAccount, errorAccountTaken, hintRetry, errorNoWallet, hintCreateWallet, errorUnsupported,
        hintSeeDetails, errorAlreadyInKeystore, hintAlreadyInKeystore, errorBackupInvalid, hintBackupInvalid,
        errorBackupEntryExists, hintBackupEntryExists, errorBackupNoWallets, errorBackupFileExists,
        hintBackupFileExists, errorBackupNotWritten, errorPayLinkInvalid, hintPayLink, errorPayMissingAmount,
        hintPayEnterAmount, errorPayTokenUnsupported, errorPayToSelf, hintPayOtherAccount, errorMerchantRefused,
        hintMerchant, errorMerchantUnreachable, hintConnectionLater, errorBlockedHost, hintBlocklist,
        errorInsufficientSOL, errorInsufficientTokens, hintSendLess, errorSenderUnfunded, hintFundAccount,
        errorRecipientUnfunded, hintCheckRecipient, errorRecipientBelowRent, hintLargerAmount, errorSenderBelowRent,
        hintSendLessOrAll, errorTokenAccount, errorNetwork, errorBuild, errorSimulationFailed,
        errorTransactionFailed, errorExpired, hintSendAgain, errorRefused, errorRecipientLosesFunds, hintAcknowledge,
        errorBelowMinimumDelegation, errorStakeBelowRent, hintWithdrawLess, errorUnknownValidator, hintPickValidator,
        errorDelinquentValidator, errorNotStakeAccount, errorStakeNotAuthorized, errorNotDelegated,
        errorAlreadyDeactivated, hintWithdrawWhenInactive, errorStillStaked, hintDeactivateFirst,
        errorExceedsWithdrawable, errorCannotMerge, errorNoFreeSeed, hintMergeOld, errorStakeState,
        errorMarketRequest, errorCoinNotFound, hintSearchCoin, errorMarketRateLimited, hintWaitMinute,
        errorMarketUnavailable, errorMarketCache, errorTransactionNotFound, hintCheckSignatureCluster, errorChart,
        errorUnexpected
    // Accounts: default, labels, contacts
    /// Accounts, labels and contacts: ““{1}” names more than one account: {2}. Give the address instead.”
    case accountAmbiguous
    /// Accounts, labels and contacts: ““{1}” is not an address, an account label, a wallet name or a contact (as an address: {2}).”
    case accountUnknown
    /// Accounts, labels and contacts: ““{1}” is not one of your accounts: not an address, an account label or a wallet name (as an address: {2}).”
    case accountUnknownOwn
    /// Accounts, labels and contacts: “{1} is not an account of your wallets, so it cannot sign (see solwallet accounts).”
    case accountNotOwn
    /// Accounts, labels and contacts: “No account to use: create a wallet with `solwallet init` or `solwallet import`, or choose one with `solwallet config set account LABEL|ADDRESS`.”
    case noDefaultAccount
    /// Accounts, labels and contacts: “The account setting “{1}”: {2}”
    case accountSettingInvalid
    /// Accounts, labels and contacts: “the label of account {1} of wallet “{2}” ({3})”
    case candidateLabel
    /// Accounts, labels and contacts: “wallet “{1}” ({2})”
    case candidateWallet
    /// Accounts, labels and contacts: “contact “{1}” ({2})”
    case candidateContact
    /// Accounts, labels and contacts: “The contact's name is empty.”
    case contactEmptyName
    /// Accounts, labels and contacts: “The name has {1} characters; at most {2} are allowed.”
    case contactNameTooLong
    /// Accounts, labels and contacts: “The name holds a control or invisible character.”
    case contactControlCharacter
    /// Accounts, labels and contacts: “The name is a Solana address; choose a name that is not one.”
    case contactNameIsAddress
    /// Accounts, labels and contacts: “Not a Solana address: {1}”
    case contactInvalidAddress
    /// Accounts, labels and contacts: “A contact named “{1}” exists already (names ignore case and look-alike letters).”
    case contactDuplicate
    /// Accounts, labels and contacts: “There is no contact named “{1}”.”
    case contactNotFound
    /// Accounts, labels and contacts: “Added contact “{1}”: {2}”
    case contactAdded
    /// Accounts, labels and contacts: “Removed contact “{1}” ({2}).”
    case contactRemoved
    /// Accounts, labels and contacts: “No contacts yet: `solwallet contacts add NAME ADDRESS` adds one.”
    case noContactsYet
    /// Accounts, labels and contacts: “Contact”
    case columnContact
    /// Accounts, labels and contacts: “{1} — contact “{2}””
    case reviewToContact
    /// Accounts, labels and contacts: “{1} — your account, unfunded (0 SOL)”
    case reviewToOwnUnfunded
    /// Accounts, labels and contacts: “{1} is your account; it is unfunded on this cluster (0 SOL).”
    case ownAccountUnfunded
    /// Accounts, labels and contacts: “Wallet “{1}” and its accounts:”
    case deleteWalletHolds
    /// Accounts, labels and contacts: “unknown, offline”
    case balanceUnknownOffline
    /// Accounts, labels and contacts: “Wallet “{1}” holds {2}: --yes alone does not delete a funded wallet; add --force as well. Nothing was deleted.”
    case deleteFundedNeedsForce
    /// Accounts, labels and contacts: “--from {1} is not the keypair file's account ({2}); nothing was signed.”
    case keypairNotFrom

    // Off-chain messages.
    /// Off-chain messages, the title: “Sign a message (not a transaction: nothing moves)”
    case offchainReviewTitle
    /// Off-chain messages, the version field's label: “Message version”
    case offchainFieldVersion
    /// Off-chain messages, the legacy v0 layout's name: “v0, Solana CLI header (no application domain)”
    case offchainLegacyVersion
    /// Off-chain messages, the format field's label: “Format”
    case offchainFieldFormat
    /// Off-chain messages, format 0: “Restricted ASCII (hardware wallets can show it)”
    case offchainFormatASCII
    /// Off-chain messages, format 1: “UTF-8, up to 1,232 bytes”
    case offchainFormatUTF8
    /// Off-chain messages, format 2 and v1: “UTF-8, up to 65,535 bytes”
    case offchainFormatExtended
    /// Off-chain messages, the application domain's label: “Application domain”
    case offchainFieldDomain
    /// Off-chain messages, the signers' label: “Signers”
    case offchainFieldSigners
    /// Off-chain messages, the size's label: “Size”
    case offchainFieldSize
    /// Off-chain messages, “{1} bytes”: “{1} bytes”
    case offchainBytes
    /// Off-chain messages, “{1}” control or invisible characters escaped: “{1} control or invisible characters are shown escaped as \u{…}; a backslash is shown as \\.”
    case offchainEscapedNotice
    /// Off-chain messages, the confirmation prompt: “Sign this message?”
    case offchainQuestion
    /// Off-chain messages, verify's answer (as the Solana CLI prints it): “Signature is valid”
    case offchainSignatureValid
    /// Off-chain messages, verify's refusal: “Signature is not valid for {1} and this message”
    case offchainSignatureInvalid
    /// Off-chain messages, an off-chain message refused: “This is not a valid off-chain message.”
    case errorOffchainInvalid
    /// Off-chain messages, transaction-shaped bytes refused: “These bytes are a Solana transaction, not a message: refused, nothing was signed.”
    case errorOffchainTransactionShaped
    /// Off-chain messages, the account is not a signer: “This account is not one of the message's signers; nothing was signed.”
    case errorOffchainSignerNotListed
    /// Off-chain messages, the hint: “Check the message's text, size and format (--format).”
    case hintOffchainMessage
    // CLI errors
    /// `solwallet message`: an error of its input.
    case cliMessageTooLarge
    /// `solwallet message`: an error of its input.
    case cliMessageNotUTF8
    /// `solwallet message`: an error of its input.
    case cliMessageTextOrFile
    /// `solwallet message`: an error of its input.
    case cliMessageLayout
    /// `solwallet message`: an error of its input.
    case cliMessageFormat
    /// `solwallet message`: an error of its input.
    case cliMessageFormatNotV1
    /// `solwallet message`: an error of its input.
    case cliMessageDomainNotV0
    /// `solwallet message`: an error of its input.
    case cliMessageNoKey
    /// Sign-in, the review's title: “Sign in to {1} (a message, not a transaction: nothing moves)”
    case signInReviewTitle
    /// Sign-in, the domain's label: “Domain”
    case signInFieldDomain
    /// Sign-in, the request's origin label: “Request from”
    case signInFieldOrigin
    /// Sign-in, the account's label: “Account”
    case signInFieldAccount
    /// Sign-in, the chain's label: “Chain”
    case signInFieldChain
    /// Sign-in, the issued-at label: “Issued at”
    case signInFieldIssuedAt
    /// Sign-in, the not-before label: “Valid from”
    case signInFieldNotBefore
    /// Sign-in, the expiration label: “Expires”
    case signInFieldExpiration
    /// Sign-in, a field left out: “(not given)”
    case signInFieldNone
    /// Sign-in, what is signed label: “Signed as”
    case signInFieldSigned
    /// Sign-in, SIWS 1.0: “the message text (SIWS 1.0)”
    case signInSignedText
    /// Sign-in, SIWS 1.1: “an off-chain message v1 holding the text (SIWS 1.1)”
    case signInSignedEnvelope
    /// Sign-in, the confirmation prompt: “Sign in to {1}?”
    case signInQuestion
    /// Sign-in, verify's answer: “Sign-in is valid: {1} signed in to {2}”
    case signInValid
    /// Sign-in, a malformed message: “This is not a valid Sign-In With Solana message.”
    case errorSignInInvalid
    /// Sign-in, the domain is not the origin's: “The sign-in is for {1}, not {2}: refused.”
    case errorSignInWrongDomain
    /// Sign-in, another account: “The sign-in is for account {1}, not {2}.”
    case errorSignInWrongAddress
    /// Sign-in, another chain: “The sign-in is for chain {1}, not {2}.”
    case errorSignInWrongChain
    /// Sign-in, a field differs from the request: “The sign-in differs from the request ({1}).”
    case errorSignInMismatch
    /// Sign-in, expired: “The sign-in has expired.”
    case errorSignInExpired
    /// Sign-in, not valid yet: “The sign-in is not valid yet.”
    case errorSignInNotYetValid
    /// Sign-in, issued-at out of the window: “The sign-in was not issued within the last 10 minutes.”
    case errorSignInStale
    /// Sign-in, the signature or the signed bytes: “The sign-in's signature does not verify.”
    case errorSignInBadSignature
    /// Sign-in, an unreadable request: “The sign-in request cannot be read.”
    case errorSignInRequest
    /// Sign-in, an origin refused: “The request's origin is refused: it must be an https address (http only for this computer).”
    case errorSignInOrigin
    /// Sign-in, no origin: “The request names no origin: give the site's address (--origin) so its domain can be checked.”
    case errorSignInNoOrigin
    /// Sign-in, an unreadable output: “The sign-in output cannot be read.”
    case errorSignInOutput
    /// Sign-in, the hint: “Ask the site for a fresh sign-in request, and check this computer's clock.”
    case hintSignIn
    /// Sign-in, the dApp side's hint: “Refuse this sign-in; ask the user to sign in again.”
    case hintSignInVerify
    /// `solwallet sign-in verify`: --input missing: “give the dApp's request with --input REQUEST.json”
    case cliSignInInputNeeded
    /// `solwallet sign-in`: a file too large: “{1} is larger than {2} bytes”
    case cliSignInFileTooLarge
    /// The dashboard's text: “Sign a message”
    case signMessage
    /// The dashboard's text: “Type the message a site asks you to sign. Signing it moves nothing; the next page shows exactly what is signed.”
    case signMessageIntro
    /// The dashboard's text: “Message”
    case signMessageText
    /// The dashboard's text: “Type the message to sign.”
    case signMessageNeeded
    /// The dashboard's text: “Message signed”
    case signMessageDone
    /// The dashboard's text: “The signed bytes (off-chain message v0, base64)”
    case signMessageBytes
    /// The dashboard's text: “Sign in”
    case signInPage
    /// The dashboard's text: “Paste the site's sign-in request (Sign-In With Solana, JSON) and the address of the page asking. The wallet checks the domain, the network and the time before you sign.”
    case signInIntro
    /// The dashboard's text: “Sign-in request (JSON)”
    case signInRequest
    /// The dashboard's text: “Address of the page asking (https://…)”
    case signInOrigin
    /// The dashboard's text: “Sign it inside an off-chain message (SIWS 1.1)”
    case signInEnvelope
    /// The dashboard's text: “Paste the site's sign-in request.”
    case signInRequestNeeded
    /// The dashboard's text: “Signed in”
    case signInDone
    /// The dashboard's text: “Give this to the site (SolanaSignInOutput, JSON)”
    case signInOutput
    /// The dashboard's text: “Sign”
    case signButton
    /// The dashboard's text: “Run an action (blink)”
    case actionPage
    /// The dashboard's text: “Paste a Solana Action link (solana-action:…, a blink or a website link). The dashboard asks the action over https; its icon is shown as an address, never fetched. Nothing is signed before its review and your password.”
    case actionIntro
    /// The dashboard's text: “Action link”
    case actionLink
    /// The dashboard's text: “Open the action”
    case actionOpen
    /// The dashboard's text: “Paste the action's link.”
    case actionLinkNeeded
    /// The dashboard's text: “Not a Solana Action link; nothing was signed:”
    case actionNotALink
    /// The dashboard's text: “Action from (the link's domain)”
    case actionFrom
    /// The dashboard's text: “Icon (not fetched)”
    case actionIconNotFetched
    /// The dashboard's text: “This action is disabled.”
    case actionDisabled
    /// The dashboard's text: “Completed”
    case actionCompleted
    /// The dashboard's text: “required”
    case actionRequired
    /// The dashboard's text: “The most the transaction may take (SOL and each token; optional)”
    case actionCap
    /// The dashboard's text: “This action is no longer open here; open its link again. Nothing was signed.”
    case actionUnknownCard
    /// The dashboard's text: “This action has no such button; nothing was signed.”
    case actionNoSuchButton
    /// The dashboard's text: “The action says”
    case actionSays
    /// The dashboard's text: “Message to sign for {1}”
    case actionMessageToSign
    /// The dashboard's text: “Sign the message”
    case actionSignMessage
    /// The dashboard's text: “Link given by the action (not opened)”
    case actionExternalLink
    /// The dashboard's text: “Transaction sent: {1}”
    case actionTransactionSent
    /// The dashboard's text: “Message signed.”
    case actionMessageSigned
    /// The dashboard's text: “Password and wallets”
    case manageTitle
    /// The dashboard's text: “Change the keystore password”
    case passwordChangeTitle
    /// The dashboard's text: “Every wallet's secret is encrypted again under the new password; a change interrupted by a crash is finished by doing it again with the same passwords.”
    case passwordChangeIntro
    /// The dashboard's text: “Current password”
    case currentPassword
    /// The dashboard's text: “New password”
    case newPassword
    /// The dashboard's text: “Change the password”
    case changePasswordButton
    /// The dashboard's text: “Password changed for {1} keystore entries.”
    case passwordChanged
    /// The dashboard's text: “Delete a wallet”
    case deleteWalletTitle
    /// The dashboard's text: “The wallet's encrypted secret and its accounts are removed from this computer; only its seed phrase or a backup brings it back. Other wallets are untouched.”
    case deleteWalletIntro
    /// The dashboard's text: “Type the wallet's name to confirm”
    case deleteTypeName
    /// The dashboard's text: “The name typed is not the wallet's; nothing was deleted.”
    case deleteNameMismatch
    /// The dashboard's text: “Delete it even though it holds funds or its balance is unknown (the funds stay on the chain, reachable only with the seed phrase)”
    case deleteAnyway
    /// The dashboard's text: “Wallet “{1}” holds {2}: move the funds first, or tick the box to delete it anyway. Nothing was deleted.”
    case deleteFundedNeedsBox
    /// The dashboard's text: “Delete the wallet”
    case deleteButton
    /// The dashboard's text: “Deleted wallet “{1}”.”
    case walletDeleted
    /// The dashboard's text: “Contacts”
    case contactsPage
    /// The dashboard's text: “A send to a contact's address shows its name next to the full address in the review. Names are unique ignoring case and look-alike letters.”
    case contactsIntro
    /// The dashboard's text: “No contacts yet.”
    case contactsEmpty
    /// The dashboard's text: “Add a contact”
    case addContact
    /// The dashboard's text: “Contact name”
    case contactName
    /// The dashboard's text: “Remove”
    case removeContact
    /// The CLI's own errors (`CLIError`): what went wrong in a command, the consequences ("nothing was sent") and
    /// the actions a confirmation is for.
    case cliGrindCancelled, cliCannotRead, cliCannotReadBecause, cliPasswordFileInvalid,
        cliWalletNameTaken, cliInitNeedsTerminal, cliPhraseCheckFailed, cliQRUnreadable,
        cliQRTooMany, cliQRNoSecret, cliDeleteNeedsYes, cliNotConfirmed,
        cliNeedsYes, cliNothingSent, cliNothingMoreSent, cliNothingSigned,
        cliNothingClosed, cliNothingDeleted, cliDoingSending, cliDoingSendingAgain,
        cliDoingSigning, cliDoingPaying, cliDoingBroadcasting, cliDoingClosing,
        cliDoingStaking, cliWithConsequence, cliWrongCurrentPassword, cliDoctorFailedOne,
        cliDoctorFailedOther, cliWordsCount, cliServeFailed, cliFileExists, cliIdlInvalid, cliCannotWrite,
        cliWrongBackupPassword, cliNoPhraseOnStdin, cliNoSecretOnStdin, cliPassphrasesDiffer,
        cliNoPassphraseLine, cliNoPassphraseLineAfterPhrase, cliNoInputAtPrompt, cliNoTransactionGiven,
        cliLangUnknown, cliNewsOpenRange, cliNewsNoLink, cliSeedNoType,
        cliSeedUnknownType, cliSeedNotInteger, cliBadBlockhash, cliSignOnlyNeedsHash,
        cliLossNeedsFlag, cliAccountMissing, cliBroadcastTooLargeStdin, cliBroadcastTooLargeArgument,
        cliBroadcastSignatureInvalid, cliBroadcastSignaturesMissing, cliSentNotConfirmed, cliSignedExpired,
        cliPayIsTransactionRequest, cliPayQRUnreadable, cliPayLinkOrQR, cliPayNoAmount,
        cliPayNotVerifiable, cliPayVerifyMissingOptions, cliPayNoPaymentYet, cliTxRequestNeedsAmount,
        cliActionParamSyntax, cliActionNeedsAmount, cliActionUnknownParam, cliActionNoSuchButton,
        cliActionChooseButton,
        cliAdapterNotConnected, cliAdapterTransferFailed, cliAdapterExpired, cliQRTooLong,
        cliPortfolioEmpty, cliPortfolioTestCluster, cliPortfolioNoPrice, cliPortfolioNoPriceBecause,
        cliChartNeedsTwo, cliNoClusterOptions, cliNoPriceHistory, cliEmpty,
        cliAdapterInvalidAmount, cliChooseAccount, expiredNeverLanded, expiredRecorded,
        expiredRecordedFailed, resendQuestion, resendBuilding,
        errorInvalidTransaction, errorInvalidHex, errorInvalidSecretKey, errorInvalidCluster, hintClusterNames,
        errorInvalidSetting, hintChangeSetting, errorBlocklistUnreadable, hintBlocklistFile, errorInvalidCap,
        errorWeakPassword, hintStrongPassword, errorCoinNotHeld, hintPortfolioList, cliPasswordNeeded, cliPasswordEmpty,
        cliLookupTableSpec
    /// Errors of the SDK's flows and inputs: Solana Actions, the faucet, recovery phrases, secrets, keypair files,
    /// offline transfers, outside HTTPS services.
    case errorActionLink, errorActionNotHTTPS, errorActionNoRule, errorActionMalformed, errorActionMalicious,
        errorActionFailed, errorActionUnreachable, errorActionParameter, errorActionDisabled, errorActionBlocked,
        errorActionMessage, errorActionNotSigner, errorActionTooManySteps, hintActionLink, hintServiceFault,
        hintActionMalicious, hintActionAccount, hintFaucetClusters, errorPhraseWordCount,
        errorPhraseUnknownWord, errorPhraseChecksum, errorPhraseEntropy, hintPhraseCheck, hintPhraseSpelling,
        errorSecretEmpty, errorSecretTooLong, errorSecretNotKeypair, errorSecretUnrecognized, hintSecretForms,
        errorKeypairFileUnreadable, errorKeypairFileInvalid, errorKeypairFileMismatch, errorKeypairFileExists,
        errorKeypairFileUnwritable, hintCheckPath, hintKeypairFile, hintKeypairFileForce, errorNonceAuthority,
        hintNonceAuthority, errorHTTPSBadURL, errorHTTPSTimeout, errorHTTPSTooLarge, errorHTTPSUnreachable,
        errorHTTPSRedirect, errorHTTPSTooManyRedirects
    /// The CLI's refusals of its options (usage errors), said before the command runs.
    case cliUsageRange, cliUsageRangeSeconds, cliUsageThreads, cliUsageStartsOrEnds, cliUsageNotBoth, cliUsageBelow,
        cliUsageEither, cliUsageExactlyOne, cliUsageWithin, cliUsageValueRange, cliUsageValueRangeSeconds,
        cliUsageSecondsRange, cliUsageOptionReason, cliUsageMemoTooLong, cliUsageSignOnlyOptions,
        cliUsageSignOnlyLegacy, cliUsageSignOnlyDecimals, cliUsageSignOnlyTokenOptions, cliUsageSignOnlyExact,
        cliUsageSignOnlyBlockhash, cliUsageSignOnlyPriority, cliUsageSignOnlyUnitLimit, cliUsageUnitLimitAlone,
        cliUsagePriorityFee, cliUsageTokenProgram, cliUsagePayURLOrFields, cliUsagePayURLOrAllFields
    /// A send's progress ("Sending SIGNATURE…", sent again, confirmed) and what a spinner says while the network is
    /// slow (`ProgressText.Activity`).
    case progressSending, progressResent, progressConfirmed, spinnerLoadingPrices, spinnerCheckingAccounts,
        spinnerAsking, spinnerLoadingBalance, spinnerFindingEmptyTokenAccounts, spinnerPreparing,
        spinnerPreparingStake, spinnerReadingStakeAccounts, spinnerReadingRewards, spinnerReadingValidators,
        spinnerCheckingTransaction, spinnerLoadingNews, spinnerLoadingCoin, spinnerPreparingTransfer,
        spinnerReadingNonce, spinnerLoadingHistory, spinnerReadingToken, spinnerWaitingFor, spinnerSimulating,
        spinnerLookingForPayment, spinnerCheckingCoin, spinnerLoadingPortfolio
    /// The IDL registry's errors (`IDLRegistryError`): message and hint of each.
    case errorIdlInvalid, hintIdlInvalid, errorIdlRegistered, hintIdlReplace, errorIdlNotRegistered, hintIdlList,
        errorIdlStoredCorrupt, hintIdlRemove, errorIdlFile
    /// The wallet adapter's, QR images' and program IDLs' errors: message and hint of each.
    case errorAdapterRejected, hintAdapterApprove, errorAdapterNotConnected, hintAdapterConnect, errorAdapterWallet,
        errorAdapterBusy, hintAdapterBusy, errorAdapterURLTooLong, hintAdapterFewer, errorAdapterBadAnswer,
        hintAdapterAskAgain, errorAdapterMismatch, errorAdapterUnknownRequest, hintAdapterPending, errorAdapterFinished,
        errorAdapterDuplicate, errorAdapterTimeout, errorAdapterCancelled, errorAdapterOpenFailed, hintAdapterOpenLink,
        errorAdapterUnsupported, hintAdapterOtherWay, errorAdapterInvalid, errorAdapterStorage, errorAdapterStoredPlan,
        hintAdapterStartOver, errorQRUnreadable, errorQRFileTooLarge, hintQRSmaller, errorQRImageTooLarge,
        errorQRUnsupported, hintQRFormat, errorQRNoCode, hintQRSharper, errorQRNotText, hintQRNotPayment,
        errorQRScanner, hintQRInstallZbar, errorQREmpty, errorQRTooLong, hintQRShorter, errorQREncoder,
        errorQRRenderSize, hintQRRenderSize, errorQRImageWrite, errorIdlInstruction, hintIdlInstruction,
        errorIdlAccountType, hintIdlAccountType
    /// A token named by its symbol (`TokenChoiceError`): message and hint of each.
    case errorTokenNotHeld, hintTokenBalance, errorTokenAmbiguous, hintTokenGiveMint, errorTokenImitation,
        hintTokenImitation
    /// The CLI's success lines and prompts (issue 28 audit): wallets created, imported, restored, deleted; an account
    /// added; the password changed; an action's button; a merchant or action asked.
    case cliCreatedWallet, cliImportedWallet, cliRestoredWallet, cliSkippedWallet, cliAccountAdded, cliDeletedWallet,
        cliDeleteWalletPrompt, cliPasswordChanged, cliActionButtonPrompt, cliAskingAction, cliAskingTransaction,
        cliCloseEmptyMore
    /// A name refused for a new wallet (`WalletNameError`): the message of each and the rule as the hint.
    case errorWalletNameEmpty, errorWalletNameTooLong, errorWalletNameControl, errorWalletNameInUse, hintWalletName
    /// The dashboard's receive form (issue 28): the token field and the hints of the amount and the reference.
    case receiveTokenField, receiveAmountHint, receiveReferenceHint
    /// An action card on a terminal (`ActionCardViewModel`): its heading and field labels.
    case actionFromDomain, actionCompletedDomain, actionFieldTitle, actionFieldDescription, actionFieldError
    /// The dashboard's verify screens, default account and hidden tokens (issues 27, 28, 30).
    case verifyPage, verifyMessagePage, verifyMessageIntro, verifySigner, verifyButton, verifyFieldsNeeded,
        verifyShownText, verifySignInPage, verifySignInIntro, verifySignInMessage, verifySignInDomain,
        verifySignInFailed, verifyCheckDomain, verifyCheckSignature, verifyCheckTimeWindow,
        verifyCheckPassed, verifyCheckFailed, defaultAccount, makeDefaultAccount, defaultAccountSet,
        tokenHide, tokenUnhide, tokensHiddenCount, tokensShowHidden, tokensHideHidden, tokenHiddenBadge,
        closeEmptyLink, closeEmptyDone, actionIconProxied
    /// The dashboard's send: the transaction format's choices, the page while a payment is in flight, a payment that
    /// takes no further attempt; the transaction page's instructions.
    case txVersionLegacy, txVersionV0, txVersionV1, txVersionAuto, sendInFlight, sendReviewAgain, paymentLanded,
        paymentAttemptsUsed, paymentNoMore, txInstructions, instructionUnknown
    /// A send an earlier run left in flight, settled before the next payment (`SettledSendViewModel`).
    case settledLanded, settledFailed, settledExpired, settledPending
    /// A send an earlier run left in flight, settled before the next payment (`SettledSendViewModel`).
    case settledHeading
    /// `solwallet doctor` (`DoctorViewModel`): the checks' names, details and fixes, the summary line.
    case doctorNameDataDirectory, doctorNameKeystore, doctorNameDatabase, doctorNameSettings, doctorNameCluster,
        doctorNameClock, doctorNameQRScanner, doctorFixLine, doctorAllGood, doctorFailedOne, doctorFailedOther,
        doctorWarningsOne, doctorWarningsOther, doctorSummary, doctorPathReason, doctorDataDirMissing,
        doctorFixCreateWallet, doctorFixDataDirPath, doctorNotADirectory, doctorFixMoveAway, doctorNotWritable,
        doctorFixChownHome, doctorDataDirOpen, doctorFixChmod700, doctorKeystoreNone, doctorKeystoreSoundOne,
        doctorKeystoreSoundOther, doctorFixDirectoryPermissions, doctorKeystoreNotADirectory, doctorFixRealDirectory,
        doctorOwnedByOther, doctorFixChownDirectory, doctorDirectoryModeNot700, doctorInterruptedWrite,
        doctorFixNothingNextWrite, doctorNotARegularFile, doctorFixRemoveEntry, doctorPreviousVersion,
        doctorFixPasswordChange, doctorFileReadable, doctorFixChmod600, doctorFixChownFile, doctorDatabaseNone,
        doctorFixDatabaseMoveAway, doctorDatabaseIntegrity, doctorFixDatabaseRestore, doctorFixMovePathAway,
        doctorDatabaseSound, doctorFixSettings, doctorSettingsValid, doctorClusterUnhealthy, doctorFixClusterCatchUp,
        doctorClusterHealthy, doctorFixClusterUnreachable, doctorClockNoTime, doctorClockSkew, doctorFixClock,
        doctorClockUnreadable, doctorFixClockNotChecked, doctorQRLoaded, doctorFixQRScanner
    /// The payment page while an earlier send from the account is settled before the payment's review.
    case settlingEarlier
    /// A number of wallets (one).
    case cliWalletCountOne
    /// A number of wallets.
    case cliWalletCountOther
    /// A number of accounts (one).
    case cliAccountCountOne
    /// A number of accounts.
    case cliAccountCountOther
    /// `portfolio add` of a new holding: the amount, the coin.
    case cliPortfolioAdded
    /// `portfolio add` of a coin already held: the amount now, the coin.
    case cliPortfolioUpdated
    /// `portfolio remove`: the coin.
    case cliPortfolioRemoved
    /// `portfolio snapshot`: its value.
    case cliSnapshotStored
    /// `portfolio snapshot` with holdings that have no price: its value.
    case cliSnapshotStoredIncomplete
    /// A chart file written: its path.
    case cliChartWritten
    /// `solwallet account`: the address (the Solana CLI's "Public Key").
    case accountPublicKey
    /// `solwallet account` and `airdrop`: the balance.
    case accountBalanceLabel
    /// `solwallet account`: the owning program.
    case accountOwnerLabel
    /// `solwallet account`: whether it is a program.
    case accountExecutableLabel
    /// `solwallet account`: its rent epoch.
    case accountRentEpochLabel
    /// `solwallet account`: its data length.
    case accountLengthLabel
    /// `solwallet account`: a data length, in decimal and hex.
    case accountLengthBytes
    /// A true/false value: true.
    case booleanTrue
    /// A true/false value: false.
    case booleanFalse
    /// `solwallet account` of a token account: the token program.
    case tokenAccountKind
    /// `solwallet account` of a mint: the token program.
    case tokenMintKind
    /// A token account's field.
    case tokenFieldMint
    /// A token account's field.
    case tokenFieldOwner
    /// A token account's field.
    case tokenFieldAmount
    /// A mint's field.
    case tokenFieldDecimals
    /// A mint's field.
    case tokenFieldSupply
    /// A mint's field.
    case tokenFieldMintAuthority
    /// A mint's field.
    case tokenFieldFreezeAuthority
    /// A token account's field.
    case tokenFieldDelegate
    /// A token account's field.
    case tokenFieldState
    /// A Token-2022 account's field.
    case tokenFieldExtensions
    /// `keygen new`: the file written.
    case keygenWroteNew
    /// `keygen recover`: the file written.
    case keygenWroteRecovered
    /// `keygen import`: the file written.
    case keygenWroteImported
    /// `keygen grind`: the file written.
    case keygenWrote
    /// `keygen`: the label of the public key (solana-keygen's "pubkey").
    case keygenPubkeyLabel
    /// `keygen`: the label of the derivation.
    case keygenDerivationLabel
    /// `keygen`: the key is the seed's first 32 bytes, no path.
    case keygenNoDerivation
    /// `keygen`: the derivation's preset and the wallets that use it.
    case keygenPresetNote
    /// `keygen new`: above the phrase.
    case keygenSavePhrase
    /// `keygen new` with a BIP39 passphrase: above the phrase.
    case keygenSavePhraseAndPassphrase
    /// `keygen verify`: the key and the outcome.
    case keygenVerification
    /// `keygen verify`: the key matches.
    case keygenVerifySuccess
    /// `keygen verify`: the key does not match.
    case keygenVerifyFailed
    /// `keygen grind --no-outfile`: the secret key printed.
    case keygenSecretBase58
    /// `keygen import` at a terminal: the prompt.
    case keygenSecretPrompt
    /// `keygen grind`: the pattern, the threads, the keys expected.
    case grindSearching
    /// `keygen grind`: keys tried, keys per second, expected and elapsed time.
    case grindProgress
    /// `keygen grind`: the address, the keys tried, the time.
    case grindFound
    /// `keygen grind`: an address that … (the prefix).
    case grindStartsWith
    /// `keygen grind`: an address that … (the suffix).
    case grindEndsWith
    /// `keygen grind`: an address that … (the prefix and the suffix).
    case grindStartsAndEnds
    /// `keygen grind --ignore-case`: the pattern, in any case.
    case grindAnyCase
    /// A long duration in days.
    case durationDays
    /// A very long duration in years.
    case durationYears
    /// A duration that cannot be told.
    case durationUnknown
    /// Collectibles apart, tokens hidden by the user or the `token-filter` rule and why (issue 28): the section's
    /// heading, the columns, "{1} hidden: {2}" and its parts, the CLI's pointer to `balance --all`, each reason, a
    /// token logo's alt text.
    case collectibles, columnSymbol, columnHiddenReason, tokensHiddenSummary, tokensHiddenByYou,
        tokensHiddenUnknownDust, tokensHiddenUnknown, tokensHiddenSeeAll, hiddenReasonByYou,
        hiddenReasonUnknownDust, hiddenReasonUnknown, tokenLogoAlt
    /// `solwallet tx show` (issue 28): the version label, the status ("ok", "failed: {1}"), who paid the fee, the line
    /// from the address's side ("For {1}: {2} {3}", " with {1}", its direction words), the balance table's columns,
    /// the events and logs headings, an event that did not decode.
    case txShowVersion, txShowStatusOk, txShowStatusFailed, txShowPaidBy, txShowFor, txShowWith, txShowSent,
        txShowReceived, txShowOther, txShowBefore, txShowAfter, txShowChange, txShowEvents, txShowLogs,
        txShowEventNotDecoded
    /// The CLI's other lines (issue 28): no validators, no wallet connected, requests waiting, the merchant's next
    /// step, the adapter's link and what to do after it, a QR code file, a payment found, a token hidden or shown.
    case cliNoValidators, cliAdapterNoConnection, cliAdapterPending, cliColumnConnection, cliMerchantNextStep,
        cliAdapterOpenConnect, cliAdapterOpenSignMessage, cliAdapterOpenSignTransfer, cliAdapterOpenDisconnect,
        cliAdapterThenRun, cliAdapterNoQR, cliQRFile, cliPaid, cliPaidFrom, cliAmountOfMint, cliBaseUnitsOfMint,
        cliTokenHidden, cliTokenAlreadyHidden, cliTokenShownAgain, cliTokenNotHidden
    /// `solwallet token hidden` (issue 28): the mint column, and the note when the balance (which the token-filter
    /// rule needs) could not be read.
    case columnMint, hiddenRuleUnavailable
    /// The CLI's other lines (issue 28): the IDL registry's list, removal and generated files; a setting not set;
    /// account discovery at import; the phrase export's warning; `balance --watch`'s unreadable balance; `serve`'s
    /// link; a missing price chart; an adapter transfer being sent.
    case cliIdlNone, cliIdlRemoved, cliIdlGenerated, cliColumnProgram, cliColumnName, cliColumnFormat, cliColumnErrors,
        cliUnset, cliLookingForUsed, cliUsedAccount, cliHasHistory, cliNoneUsed, cliPhraseWarning, cliWatchUnreadable,
        cliServeOpenLink, cliNoPriceChart, cliAdapterSending
    /// A value given on the command line ({1} the value, {2} the setting) or in the environment ({2} the variable)
    /// that cannot be used, and where to fix it (issue 28).
    case errorInvalidFlagValue, hintSeeHelpValues, errorInvalidEnvironmentValue, hintChangeEnvironment
    /// An Action's message and external link, shown and not opened (issue 28).
    case cliActionMessage, cliActionLink, cliActionNotOpened
    /// A keypair file that others can read (`KeypairFile.Loaded.permissionWarning(path:language:)`): {1} the path,
    /// {2} the mode.
    case warningKeypairFileOpen
    /// A payment link's and a keypair file's typed reason as an error's detail (`ErrorViewModel.typedDetail`).
    case payDetailTooLong, payDetailBadScheme, payDetailMissingRecipient, payDetailBadRecipient, payDetailBadAmount,
        payDetailBadSPLToken, payDetailBadReference, payDetailDuplicateParameter, payDetailFragment,
        payDetailInvalidCharacter, payDetailBadLink, keypairDetailWrongLength, keypairDetailByteOutOfRange
    /// What a send's, a stake action's, an off-chain message's, a QR code's and the wallet database's error says
    /// beyond its message, as the detail line in the language (`ErrorViewModel.detail(of:language:)`).
    case detailNeededHeld, detailRecipientUnfunded, detailRecipientBelowRent, detailKeepsBelowMinimum, detailNotAMint,
        detailNoTokenAccount, detailFrozen, detailTokenAccountMismatch, detailUnconfirmed, detailBelowMinimumDelegation,
        detailUnknownValidator, detailDelinquentValidator, detailStakeAuthority, detailWithdrawAuthority,
        detailAlreadyDeactivated, detailStillStaked, detailExceedsWithdrawable, detailMergeItself,
        detailMergeAuthorities, detailMergeTransient, detailMergeStates, detailOffchainTruncated,
        detailOffchainNoDomain, detailOffchainVersion, detailOffchainFormat, detailOffchainEmpty,
        detailOffchainNoSigners, detailOffchainTooManySigners, detailOffchainNotSorted, detailOffchainDuplicateSigner,
        detailOffchainLengthMismatch, detailBytesAtMost, detailOffchainNotASCII, detailOffchainNotUTF8,
        detailQRCorrection, detailValueAllowed, detailPixelsAtMost, detailUnreadableRow, detailAccountNumber
    /// What an IDL's, an instruction's or an account type's refusal says beyond its message, as the detail line.
    case detailIdlNotJSON, detailIdlTooDeep, detailIdlUnknownKind, detailIdlMissingField, detailIdlWrongType,
        detailIdlInvalidValue, detailIdlUnsupported, detailIdlUnresolvedType, detailIdlLimit,
        detailIdlUnknownInstruction, detailIdlAccountRequired, detailIdlNoAccount, detailIdlArgumentRequired,
        detailIdlUnexpectedArgument, detailIdlNoRemaining, detailIdlUnresolvableDefault, detailIdlProgramAddress,
        detailIdlEncoding, detailIdlDecoding, detailIdlWrongProgram, detailIdlNoMatch, detailIdlTooFewAccounts,
        detailIdlDiscriminator, detailIdlSize, detailIdlTooShort
    /// The keystore's warnings about its files' permissions (`KeystoreWarning`): {1} the path, {2} the mode.
    case warningKeystoreDirectoryFixed, warningKeystoreFileOpen
    /// Why a setting's value is refused (`WalletSettingRefusal`).
    case settingNotACluster, settingNotACommitment, settingNotALanguage, settingNotACurrency, settingNotABaseURL,
        settingNotAFeedURL, settingNotAnAmountOfSOL, settingBlocklistUnreadable, settingBlocklistTooLarge,
        settingBlocklistNotUTF8, settingBlocklistMalformed, settingNotATokenFilter, settingHiddenTokensUnreadable,
        settingNoDefault
    /// A file system or SQLite failure said in the language (`SystemFailure`); the system's own text follows it.
    case systemPermissionDenied, systemNoSuchFile, systemReadOnlyFileSystem, systemNoSpace, systemIsADirectory,
        systemNotADirectory, systemLinkLoop, systemDatabaseBusy, systemDatabaseCorrupt, systemNotADatabase,
        systemDatabaseReadOnly, systemDatabaseFull, systemDatabaseCannotOpen
    /// What `solwallet action` shows before a message action is signed: {1} the action's host.
    case cliMessageToSignFor
    /// The question before a message action is signed.
    case cliSignThisMessage
    /// `adapter sign-transfer`: {1} amount, {2} from, {3} to, {4} cluster.
    case cliAdapterTransfer
    /// `address check`: {1} a valid address with a possible private key.
    case cliAddressOnCurve
    /// `address check`: {1} a valid program-derived address.
    case cliAddressOffCurve
    /// `address check`: {1} why the text is not an address.
    case cliAddressInvalid
    /// `airdrop`: {1} the amount asked, {2} the commitment waited for, {3} the signature.
    case cliAirdropRequested
    /// `config list` column: the setting.
    case configHeaderSetting
    /// `config list` column: its value.
    case configHeaderValue
    /// `config list` column: where the value comes from.
    case configHeaderFrom
    /// `config list`: the value is a command-line flag's.
    case configFromFlag
    /// `config list`: the value comes from an environment variable.
    case configFromEnvironment
    /// `config list`: the value is stored with `config set`.
    case configFromStored
    /// `config list`: the built-in default.
    case configFromDefault
    /// A wrong word of the phrase check with one try left: {1} the word's number.
    case phraseQuizWrongLast
    /// The CLI's prompt for a new keystore's password.
    case cliPromptNewKeystorePassword
    /// `password change`: the prompt for the current password.
    case cliPromptCurrentPassword
    /// `password change`: the prompt for the new password.
    case cliPromptNewPassword
    /// The prompt that asks for a password again.
    case cliPromptRepeat
    /// `backup`: the prompt for the backup's password.
    case cliPromptBackupPassword
    /// `keygen`: the prompt for a BIP39 passphrase.
    case cliPromptPassphrase
    /// A failed transaction's custom program error as the detail line (`ErrorViewModel.detail(of:language:)`): {1}
    /// the instruction's number, {2} the program's name, {3} the code in hexadecimal (the program's own name and
    /// message for it follow as data); without a known program, {2} is the code.
    case detailProgramError, detailProgramErrorUnknownProgram
    /// An amount's refusal as the detail line: the character and its position, the largest amount, the decimals.
    case detailAmountCharacter, detailAmountLargest, detailAmountDecimals
    /// `keygen`: the prompt that asks for the passphrase again.
    case cliPromptRepeatPassphrase
    /// `init` on a terminal, before the new phrase's words.
    case cliNewPhraseHeading
    /// The detail line of the other SDK errors (an address, the keystore, a wallet, a backup, the network, a chart, a
    /// payment input, a token choice): their values in the language's words.
    case detailBase58Character, detailByteCount, detailCharacterCount, detailRetryAfter, detailNoAnswerWithin,
        detailAnswerTooLarge, detailLandsUntil, detailFormatVersion, detailIdentifierRule, detailEntryHoldsKey,
        detailSymbolicLink, detailKeystoreEntry, detailNoWalletNamed, detailNotYourAccount,
        detailWalletNoOtherAccounts, detailWalletNoPhrase, detailBackupSharedID, detailBackupSameName,
        detailBackupInvalidID, detailBackupNoAccounts, detailBackupAccountTwice, detailBackupInconsistent,
        detailBackupSecretMismatch, detailNotKnownTo, detailChartNoPrices, detailChartTooManyPoints,
        detailChartPrice, detailChartTimes, detailChartTrend, detailTooManyRedirects, detailPayNoCode,
        detailPaySeveralCodes, detailPayAmountAsked, detailPayReference, detailMemoBytes, detailPayNotRoundTrip,
        detailNonceAuthority, detailTokensHeld, detailNoTokensHeld, detailHexCharacter, detailHexOddLength,
        detailPasswordLength, detailPasswordCommon, detailConnectionRefused, detailConnectionClosed
    /// A saved balance shown offline, in a language other than English (the node's English reason left out).
    case cachedNoticeNoReason
    /// Program addresses, vanity patterns, derivation paths, a cluster's identity and a Solana Pay payment's check:
    /// their messages, hints and detail lines.
    case errorVanityPattern, hintVanityPattern, detailVanityEmpty, errorProgramAddress, hintProgramAddressSeeds,
        detailSeedCount, detailSeedLength, detailSeedTooLong, detailOnCurve, detailNoBump, errorDerivationPath,
        hintDerivationPath, detailPathRoot, detailPathComponent, detailPathNotHardened, detailPathIndexTooLarge,
        detailUnknownPreset, detailSollet, errorClusterUnknown, errorPayNotValid, hintPayVerify,
        detailPayTooManyPages, detailPayNotTransfer, detailPayWrongRecipient, detailPayWrongMint,
        detailPayReferences, detailPaySenderIsRecipient, detailPayNoBalance, detailPayReceived, detailPayNoMemo,
        detailPayMemo
}
