import Mustache

/// The dashboard's templates (mustache, HTML-escaped by `{{…}}`; `{{{…}}}` only for SVG the dashboard drew itself),
/// its stylesheet and its one script, in Swift source like the strings: nothing to ship beside the binary.
enum Templates {
    /// The parsed templates; a template that does not parse is a programming error caught by the tests.
    static let library: MustacheLibrary = {
        var library = MustacheLibrary()
        for (name, text) in sources.merging(firstHourSources, uniquingKeysWith: { $1 }) {
            do { try library.register(text, named: name) } catch { fatalError("template \(name): \(error)") }
        }
        return library
    }()

    static let sources: [String: String] = [
        "layout": layout, "onboarding": onboarding, "wallets": wallets, "account": account, "receive": receive,
        "send": send, "review": review, "sent": sent, "payment": payment, "history": history, "tx": tx,
        "market": market, "asset": asset, "portfolio": portfolio, "settings": settings, "export": export,
        "phrase": phrase,
        "lock": lock, "message": message, "news": news, "backup": backup, "pay": pay, "stake": stake,
        "validators": validators, "rewards": rewards,
    ].merging(featureSources) { $1 }.merging(signSources) { $1 }.merging(manageSources) { $1 }
        .merging(verifySources) { $1 }.merging(tokenSources) { $1 }

    static let layout = """
        <!DOCTYPE html>
        <html lang="{{lang}}">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <meta name="color-scheme" content="light dark">
        <title>{{title}} · solwallet</title>
        <link rel="stylesheet" href="/static/app.css">
        {{#liveScript}}<script src="/static/live.js" defer></script>{{/liveScript}}
        <script src="/static/copy.js" defer></script>
        {{#refresh}}<noscript><meta http-equiv="refresh" content="{{refresh}}"></noscript>{{/refresh}}
        </head>
        <body{{#live}} data-live-address="{{live}}"{{/live}}{{#liveReload}} data-live-reload="1"{{/liveReload}}\
        {{#livePayment}} data-live-payment="{{livePayment}}"{{/livePayment}}>
        <a class="skip" href="#main">{{t.skip}}</a>
        <header>
        <span class="brand">solwallet</span>
        {{#badge}}<span id="cluster-badge" class="badge cluster-badge {{#test}}test{{/test}}{{^test}}main{{/test}}" \
        data-cluster="{{name}}"><span class="visually-hidden">{{t.network}}: </span>{{name}}</span>{{/badge}}
        {{#nav}}
        <nav id="nav" aria-label="{{t.nav}}">
        <a id="nav-wallets" href="/wallets">{{t.wallets}}</a>
        <a id="nav-market" href="/market">{{t.market}}</a>
        <a id="nav-portfolio" href="/portfolio">{{t.portfolio}}</a>
        <a id="nav-settings" href="/settings">{{t.settings}}</a>
        <a id="nav-export" href="/export">{{t.export}}</a>
        <a id="nav-backup" href="/backup">{{t.backup}}</a>
        <a id="nav-news" href="/news">{{t.news}}</a>
        <a id="nav-verify" href="/verify/message">{{t.verifyPage}}</a>
        </nav>
        {{/nav}}
        <form id="lang-form" method="post" action="/language">
        <input type="hidden" name="_csrf" value="{{csrf}}">
        <input type="hidden" name="next" value="{{path}}">
        <label for="language">{{t.language}}</label>
        <select id="language" name="language">
        {{#languages}}<option value="{{code}}"{{#selected}} selected{{/selected}}>{{name}}</option>{{/languages}}
        </select>
        <button id="lang-submit" type="submit">{{t.apply}}</button>
        </form>
        </header>
        <main id="main">
        <h1 id="title">{{title}}</h1>
        {{#notice}}<p id="notice" class="notice" role="status">{{notice}}</p>{{/notice}}
        {{#error}}<p id="error" class="error" role="alert">{{error}}</p>{{/error}}{{#errorDetail}}
        <p><small id="error-detail" class="error-detail" lang="en">{{errorDetail}}</small></p>{{/errorDetail}}
        {{{body}}}
        </main>
        </body>
        </html>
        """

    static let onboarding = """
        <p>{{t.welcome}}</p>
        <section aria-labelledby="create-heading">
        <h2 id="create-heading">{{t.create}}</h2>
        <form id="create-form" method="post" action="/onboarding/create">
        <input type="hidden" name="_csrf" value="{{csrf}}">
        <label for="create-name">{{t.name}}</label>
        <input id="create-name" name="name" value="main" required maxlength="64">
        <label for="create-password">{{t.keystorePassword}}</label>
        <input id="create-password" name="password" type="password" required autocomplete="new-password">
        <label for="create-password2">{{t.password2}}</label>
        <input id="create-password2" name="password2" type="password" required autocomplete="new-password">
        <label for="create-words">{{t.words}}</label>
        <select id="create-words" name="words"><option value="12">12</option><option value="24">24</option></select>
        <button id="create-submit" type="submit">{{t.createButton}}</button>
        </form>
        </section>
        <section aria-labelledby="import-heading">
        <h2 id="import-heading">{{t.importPhrase}}</h2>
        <form id="import-form" method="post" action="/onboarding/import">
        <input type="hidden" name="_csrf" value="{{csrf}}">
        <label for="import-name">{{t.name}}</label>
        <input id="import-name" name="name" value="imported" required maxlength="64">
        <label for="import-phrase">{{t.phrase}}</label>
        <textarea id="import-phrase" name="phrase" rows="3" required autocomplete="off" spellcheck="false"></textarea>
        <label for="import-password">{{t.keystorePassword}}</label>
        <input id="import-password" name="password" type="password" required autocomplete="current-password">
        <label for="import-password2">{{t.password2}}</label>
        <input id="import-password2" name="password2" type="password" required autocomplete="current-password">
        <button id="import-submit" type="submit">{{t.importButton}}</button>
        </form>
        </section>
        <section aria-labelledby="restore-heading">
        <h2 id="restore-heading">{{t.restore}}</h2>
        <form id="restore-form" method="post" action="/onboarding/restore">
        <input type="hidden" name="_csrf" value="{{csrf}}">
        <label for="restore-path">{{t.backupFile}}</label>
        <input id="restore-path" name="path" required class="mono" autocomplete="off" spellcheck="false">
        <label for="restore-backup-password">{{t.backupPassword}}</label>
        <input id="restore-backup-password" name="backup_password" type="password" autocomplete="current-password">
        <label for="restore-password">{{t.keystorePassword}}</label>
        <input id="restore-password" name="password" type="password" required autocomplete="current-password">
        <label for="restore-password2">{{t.password2}}</label>
        <input id="restore-password2" name="password2" type="password" required autocomplete="current-password">
        <button id="restore-submit" type="submit">{{t.restoreButton}}</button>
        </form>
        </section>
        """

    static let wallets = """
        {{#created}}{{>backupHint}}{{/created}}
        <table id="wallets">
        <caption>{{t.wallets}}</caption>
        <thead><tr><th scope="col">{{t.wallet}}</th><th scope="col">{{t.account}}</th>\
        <th scope="col">{{t.address}}</th><th scope="col">{{t.defaultAccount}}</th></tr></thead>
        <tbody>
        {{#rows}}<tr><td>{{wallet}}</td><td>{{number}}{{#label}} · {{label}}{{/label}}</td>\
        <td><a class="account-link mono" href="/accounts/{{address}}">{{address}}</a></td>\
        <td>{{>defaultAccountForm}}</td></tr>{{/rows}}
        </tbody>
        </table>
        <section aria-labelledby="add-heading">
        <h2 id="add-heading">{{t.addAccount}}</h2>
        <form id="add-account-form" method="post" action="/wallets/account">
        <input type="hidden" name="_csrf" value="{{csrf}}">
        <label for="add-wallet">{{t.wallet}}</label>
        <select id="add-wallet" name="wallet">{{#names}}<option>{{.}}</option>{{/names}}</select>
        <label for="add-password">{{t.keystorePassword}}</label>
        <input id="add-password" name="password" type="password" required autocomplete="current-password">
        <button id="add-account-submit" type="submit">{{t.addAccount}}</button>
        </form>
        </section>
        <p><a href="/onboarding">{{t.importPhrase}}</a></p>
        <p><a id="link-manage" href="/wallets/manage">{{t.manageTitle}}</a> · \
        <a id="link-contacts" href="/contacts">{{t.contactsPage}}</a></p>
        """

    static let account = """
        <p class="mono" id="address">{{address}}</p>{{>copyAddress}}
        <dl class="balance">
        <dt>{{t.balance}}</dt><dd id="balance-sol" aria-live="polite">{{sol}}</dd>
        <dt>{{t.value}}</dt><dd id="balance-fiat">{{fiat}}</dd>
        {{#cluster}}<dt>{{t.network}}</dt><dd id="balance-cluster"><span class="badge{{#testCluster}} test{{/testCluster}}">{{cluster}}</span></dd>{{/cluster}}
        </dl>
        {{#offline}}<p class="notice" role="status">{{offline}}</p>{{/offline}}
        <p class="hint">{{t.live}}</p>
        <p class="actions"><a id="link-send" class="button" href="/accounts/{{address}}/send">{{t.send}}</a>
        <a id="link-receive" class="button" href="/accounts/{{address}}/receive">{{t.receive}}</a>
        <a id="link-history" class="button" href="/accounts/{{address}}/history">{{t.history}}</a>
        <a id="link-pay" class="button" href="/accounts/{{address}}/pay">{{t.pay}}</a>
        <a id="link-message" class="button" href="/accounts/{{address}}/message">{{t.signMessage}}</a>
        <a id="link-sign-in" class="button" href="/accounts/{{address}}/sign-in">{{t.signInPage}}</a>
        <a id="link-stake" class="button" href="/accounts/{{address}}/stake">{{t.stake}}</a>
        <a id="link-action" class="button" href="/accounts/{{address}}/action">{{t.actionPage}}</a></p>
        {{>hiddenTokens}}
        <table id="tokens">
        <caption>{{t.tokens}}</caption>
        <thead><tr><th scope="col">{{t.token}}</th><th scope="col">{{t.amount}}</th>\
        <th scope="col">{{t.value}}</th><th scope="col">{{t.columnTokenName}}</th><th scope="col">{{t.tokenMint}}</th>\
        <th scope="col">{{t.tokenHide}}</th></tr></thead>
        <tbody>{{#tokens}}<tr><td>{{>tokenLogo}}{{label}}</td><td class="num">{{amount}}</td>\
        <td class="num">{{value}}</td>\
        <td>{{#imitates}}<strong>⚠ {{imitates}}</strong>{{/imitates}}{{^imitates}}{{name}}{{/imitates}}\
        {{#nft}} · NFT{{/nft}}</td><td class="mono">{{mint}}</td><td>{{>tokenHideForm}}</td></tr>{{/tokens}}
        {{^tokens}}<tr><td colspan="6">{{placeholder}}</td></tr>{{/tokens}}</tbody>
        </table>
        {{#hasCollectibles}}<table id="collectibles">
        <caption>{{t.collectibles}}</caption>
        <thead><tr><th scope="col">{{t.columnTokenName}}</th><th scope="col">{{t.columnSymbol}}</th>\
        <th scope="col">{{t.tokenMint}}</th><th scope="col">{{t.tokenHide}}</th></tr></thead>
        <tbody>{{#collectibles}}<tr><td>{{>tokenLogo}}{{#name}}{{name}}{{/name}}{{^name}}{{label}}{{/name}}</td>\
        <td>{{#imitates}}<strong>⚠ {{imitates}}</strong>{{/imitates}}{{^imitates}}{{symbol}}{{/imitates}}</td>\
        <td class="mono">{{mint}}</td><td>{{>tokenHideForm}}</td></tr>{{/collectibles}}</tbody>
        </table>{{/hasCollectibles}}
        {{#airdrop}}
        <form id="airdrop-form" method="post" action="/accounts/{{address}}/airdrop">
        <input type="hidden" name="_csrf" value="{{csrf}}">
        <label for="airdrop-amount">{{t.amount}} (SOL)</label>
        <input id="airdrop-amount" name="amount" value="2" inputmode="decimal">
        <button id="airdrop-submit" type="submit">{{t.airdrop}}</button>
        </form>
        {{/airdrop}}
        """

    static let receive = """
        <p class="mono" id="address">{{address}}</p>{{>copyAddress}}
        <figure id="qr">{{{qr}}}<figcaption>{{t.qr}}</figcaption></figure>
        <p><strong>{{t.payLink}}:</strong> <code id="pay-url">{{url}}</code></p>{{>copyLink}}
        <dl>{{#fields}}<dt>{{label}}</dt><dd>{{value}}</dd>{{/fields}}</dl>
        <p class="hint">{{hint}}</p>
        <form id="receive-form" method="get" action="/accounts/{{address}}/receive">
        <label for="receive-token">{{t.receiveTokenField}}</label>
        <input id="receive-token" name="token" value="{{token}}" class="mono" autocomplete="off" spellcheck="false">
        <label for="receive-amount">{{t.amount}}</label>
        <input id="receive-amount" name="amount" value="{{amount}}" inputmode="decimal" \
        aria-describedby="receive-amount-hint">
        <p id="receive-amount-hint" class="hint">{{t.receiveAmountHint}}</p>
        <label for="receive-reference">{{t.payReference}}</label>
        <input id="receive-reference" name="reference" value="{{reference}}" class="mono" autocomplete="off" \
        spellcheck="false" aria-describedby="receive-reference-hint">
        <p id="receive-reference-hint" class="hint">{{t.receiveReferenceHint}}</p>
        <label for="receive-memo">{{t.sendMemo}}</label>
        <input id="receive-memo" name="memo" value="{{memo}}" maxlength="{{memoLimit}}" autocomplete="off">
        <label for="receive-label">{{t.label}}</label>
        <input id="receive-label" name="label" value="{{label}}">
        <label for="receive-message">{{t.message}}</label>
        <input id="receive-message" name="message" value="{{message}}">
        <button id="receive-submit" type="submit">{{t.update}}</button>
        </form>
        <p><a id="link-verify" href="/accounts/{{address}}/pay/verify">{{t.payVerify}}</a></p>
        """

    static let send = """
        <p class="mono">{{address}}</p>
        <form id="send-form" method="post" action="/accounts/{{address}}/send/review">
        <input type="hidden" name="_csrf" value="{{csrf}}">
        <label for="send-to">{{t.to}}</label>
        <input id="send-to" name="to" value="{{to}}" required class="mono" autocomplete="off" spellcheck="false">
        {{> sendOptions}}
        <label for="send-version">{{t.fieldTransactionFormat}}</label>
        <select id="send-version" name="version">
        <option value="legacy">{{t.txVersionLegacy}}</option>
        <option value="v0"{{#version_v0}} selected{{/version_v0}}>{{t.txVersionV0}}</option>
        <option value="v1"{{#version_v1}} selected{{/version_v1}}>{{t.txVersionV1}}</option>
        <option value="auto"{{#version_auto}} selected{{/version_auto}}>{{t.txVersionAuto}}</option>
        </select>
        <button id="send-submit" type="submit">{{t.review}}</button>
        </form>
        """

    static let review = """
        <section id="send-review">
        <dl>{{#fields}}<dt>{{label}}</dt><dd>{{value}}</dd>{{/fields}}</dl>
        {{#hasInstructions}}<h3>{{t.txInstructions}}</h3>
        <ol id="review-instructions">{{#instructions}}<li><code>{{.}}</code></li>{{/instructions}}</ol>\
        {{/hasInstructions}}
        {{#effects}}<h3>{{title}}</h3>
        <ul id="send-effects">{{#accounts}}<li><code>{{account}}</code> ({{kind}})
        <ul>{{#lines}}<li>{{.}}</li>{{/lines}}</ul></li>{{/accounts}}</ul>{{/effects}}
        {{#warnings}}<p class="notice">{{.}}</p>{{/warnings}}
        {{#refused}}<h3 id="refused">{{refusedHeading}}</h3>
        <ul id="refusals" class="error">{{#refusals}}<li>{{.}}</li>{{/refusals}}</ul>{{/refused}}
        </section>
        {{^refused}}
        <form id="confirm-form" method="post" action="{{confirmAction}}">
        <input type="hidden" name="_csrf" value="{{csrf}}">
        {{#hidden}}<input type="hidden" name="{{name}}" value="{{value}}">
        {{/hidden}}<input type="hidden" name="review_id" value="{{reviewId}}">
        {{#losses}}<p class="notice"><input id="{{name}}" name="{{name}}" type="checkbox">
        <label for="{{name}}">{{acknowledge}} {{text}}</label></p>{{/losses}}
        <p>{{question}}</p>
        <label for="confirm-password">{{t.keystorePassword}}</label>
        <input id="confirm-password" name="password" type="password" required autocomplete="current-password">
        <button id="confirm-submit" type="submit">{{t.signAndSend}}</button>
        </form>
        {{/refused}}
        <p><a href="{{backLink}}">{{t.back}}</a></p>
        """

    static let sent = """
        <section id="send-result">
        {{#replay}}<p id="replay" class="notice">{{replay}}</p>{{/replay}}
        <p>{{t.signature}}: <a id="signature" class="mono" href="/tx/{{signature}}">{{signature}}</a></p>\
        {{>copySignature}}
        <dl>{{#fields}}<dt>{{label}}</dt><dd>{{value}}</dd>{{/fields}}</dl>
        </section>
        <p><a href="/accounts/{{address}}">{{t.back}}</a></p>
        """

    static let history = """
        <p class="mono">{{address}}</p>
        {{#offline}}<p class="notice" role="status">{{offline}}</p>{{/offline}}
        <table id="history">
        <caption>{{t.history}}</caption>
        <thead><tr><th scope="col">{{t.date}}</th><th scope="col">{{t.type}}</th><th scope="col">{{t.amount}}</th>\
        <th scope="col">{{t.counterparty}}</th><th scope="col">{{t.status}}</th><th scope="col">{{t.signature}}</th>\
        </tr></thead>
        <tbody>
        {{#rows}}<tr class="tx"><td>{{date}}</td><td>{{direction}}</td><td class="num">{{amount}}</td>\
        <td class="mono">{{counterparty}}</td><td>{{status}}</td>\
        <td><a class="tx-link mono" href="/tx/{{signature}}">{{signatureShort}}</a></td></tr>{{/rows}}
        {{^rows}}<tr><td colspan="6">{{t.noHistory}}</td></tr>{{/rows}}
        </tbody>
        </table>
        """

    static let tx = """
        <dl id="tx-detail">{{#fields}}<dt>{{label}}</dt><dd>{{value}}</dd>{{/fields}}{{#explorer}}
        <dt>{{t.explorer}}</dt><dd><a id="tx-explorer" class="mono" href="{{explorer}}" target="_blank" \
        rel="noopener noreferrer">{{explorer}}</a></dd>{{/explorer}}</dl>
        {{#hasInstructions}}<h2>{{t.txInstructions}}</h2>
        <ol id="tx-instructions">{{#instructions}}<li><code>{{.}}</code></li>{{/instructions}}</ol>{{/hasInstructions}}
        """

    /// A payment while its attempt is in flight (the steps, `ProgressText`), after an expired one (what the cluster
    /// knows, and a new review within the same payment), or once it takes no further attempt (why).
    static let payment = """
        <section id="send-payment" role="status" aria-live="polite">
        {{#inFlight}}<p id="send-in-flight">{{t.sendInFlight}}…</p>{{/inFlight}}
        {{#settling}}<p id="send-settling">{{settling}}</p>{{/settling}}
        <ol id="send-progress">{{#steps}}<li>{{.}}</li>{{/steps}}</ol>
        {{#expired}}<p id="send-expired" class="notice">{{expired}}</p>
        <form id="again-form" method="post" action="/accounts/{{address}}/send/again">
        <input type="hidden" name="_csrf" value="{{csrf}}">
        <input type="hidden" name="payment" value="{{payment}}">
        <p>{{question}}</p>
        <button id="again-submit" type="submit">{{t.sendReviewAgain}}</button>
        </form>{{/expired}}
        {{#closed}}<p id="send-closed" class="error">{{closed}}</p>{{/closed}}
        </section>
        <p><a href="/accounts/{{address}}">{{t.back}}</a></p>
        """

    static let market = """
        {{#hasTiles}}<ul class="tiles">{{#tiles}}<li><span>{{title}}</span> <strong>{{value}}</strong> {{change}}</li>\
        {{/tiles}}</ul>{{/hasTiles}}
        {{#stale}}<p class="notice" role="status">{{stale}}</p>{{/stale}}
        <form id="market-form" method="get" action="/market">
        <label for="market-q">{{t.search}}</label>
        <input id="market-q" name="q" value="{{q}}" type="search" maxlength="50">
        <label for="market-sort">{{t.sort}}</label>
        <select id="market-sort" name="sort">{{#sorts}}<option value="{{value}}"{{#selected}} selected{{/selected}}>\
        {{name}}</option>{{/sorts}}</select>
        <button id="market-submit" type="submit">{{t.apply}}</button>
        </form>
        <table id="market">
        <caption>{{countText}}</caption>
        <thead><tr><th scope="col">#</th><th scope="col">{{t.coin}}</th><th scope="col">{{t.price}}</th>\
        <th scope="col">{{t.change}}</th><th scope="col">{{t.marketCap}}</th></tr></thead>
        <tbody>
        {{#rows}}<tr class="coin"><td>{{rankText}}</td><td>\
        {{#logo}}<img class="logo" src="/img/{{.}}" alt="" width="20" height="20"> {{/logo}}\
        <a class="coin-link" href="/market/{{id}}">{{name}}</a> \
        <span class="sym">{{symbol}}</span></td><td class="num">{{price}}</td>\
        <td class="num {{trend}}">{{change24h}}</td><td class="num">{{marketCap}}</td></tr>{{/rows}}
        {{^rows}}<tr><td colspan="5">{{placeholder}}</td></tr>{{/rows}}
        </tbody>
        </table>
        """

    static let asset = """
        <p class="price">{{#logo}}<img id="asset-logo" class="logo" src="/img/{{.}}" alt="" width="32" height="32"> \
        {{/logo}}<strong>{{price}}</strong></p>
        {{#stale}}<p class="notice" role="status">{{stale}}</p>{{/stale}}
        <figure id="chart" role="img" aria-label="{{t.chart}}">{{{chart}}}<figcaption>{{t.chart}}</figcaption></figure>
        {{#chartError}}<p class="notice">{{chartError}}{{#chartErrorDetail}}<br>\
        <small class="error-detail" lang="en">{{chartErrorDetail}}</small>{{/chartErrorDetail}}</p>{{/chartError}}
        <h2>{{overviewTitle}}</h2>
        <dl>{{#overview}}<dt>{{title}}</dt><dd>{{value}} {{change}}</dd>{{/overview}}</dl>
        {{#description}}<h2>{{descriptionTitle}}</h2><p>{{description}}</p>{{/description}}
        """

    static let portfolio = """
        <section id="portfolio">
        <p class="price"><strong>{{value}}</strong> <span class="{{trend}}">{{change}}</span></p>
        {{#notes}}<p class="notice">{{.}}</p>{{/notes}}
        <table id="allocation">
        <caption>{{t.allocation}}</caption>
        <thead><tr><th scope="col">{{t.coin}}</th><th scope="col">{{t.amount}}</th><th scope="col">{{t.price}}</th>\
        <th scope="col">{{t.value}}</th><th scope="col">{{t.allocation}}</th></tr></thead>
        <tbody>
        {{#rows}}<tr><td>{{asset}}</td><td class="num">{{amount}}</td><td class="num">{{price}}</td>\
        <td class="num">{{value}}</td><td><progress max="100" value="{{percent}}" aria-label="{{asset}}">{{allocation}}\
        </progress> {{allocation}}</td></tr>{{/rows}}
        {{^rows}}<tr><td colspan="5">{{placeholder}}</td></tr>{{/rows}}
        </tbody>
        </table>
        {{#chart}}<figure id="portfolio-chart" role="img" aria-label="{{t.portfolioChart}}">{{{chart}}}\
        <figcaption>{{t.portfolioChart}}</figcaption></figure>{{/chart}}
        </section>
        """

    static let settings = """
        <form id="settings-form" method="post" action="/settings">
        <input type="hidden" name="_csrf" value="{{csrf}}">
        <label for="settings-cluster">{{t.cluster}}</label>
        <select id="settings-cluster" name="cluster">{{#clusters}}<option value="{{value}}"\
        {{#selected}} selected{{/selected}}>{{name}}</option>{{/clusters}}</select>
        <label for="settings-cluster-url">{{t.clusterCustomURL}}</label>
        <input id="settings-cluster-url" name="cluster_url" value="{{customURL}}" class="mono" type="url" \
        autocomplete="url" spellcheck="false" aria-describedby="settings-cluster-hint">
        <p class="hint" id="settings-cluster-hint">{{t.clusterCustomHint}}</p>
        {{#clusterNote}}<p class="hint">{{clusterNote}}</p>{{/clusterNote}}
        <label for="settings-language">{{t.language}}</label>
        <select id="settings-language" name="language">{{#languages}}<option value="{{code}}"\
        {{#selected}} selected{{/selected}}>{{name}}</option>{{/languages}}</select>
        <label for="settings-currency">{{t.currency}}</label>
        <select id="settings-currency" name="currency">{{#currencies}}<option value="{{code}}"\
        {{#selected}} selected{{/selected}}>{{name}}</option>{{/currencies}}</select>
        <button id="settings-submit" type="submit">{{t.save}}</button>
        </form>
        """

    static let export = """
        <p>{{t.exportIntro}}</p>
        <form id="export-form" method="post" action="/export">
        <input type="hidden" name="_csrf" value="{{csrf}}">
        <label for="export-wallet">{{t.wallet}}</label>
        <select id="export-wallet" name="wallet">{{#names}}<option>{{.}}</option>{{/names}}</select>
        <label for="export-password">{{t.keystorePassword}}</label>
        <input id="export-password" name="password" type="password" required autocomplete="current-password">
        <button id="export-submit" type="submit">{{t.show}}</button>
        </form>
        """

    static let phrase = """
        <p>{{t.exportIntro}}</p>
        <ol id="seed-phrase" class="phrase">{{#words}}<li>{{.}}</li>{{/words}}</ol>
        """

    static let lock = """
        <p>{{text}}</p>
        {{#canUnlock}}
        <form id="unlock-form" method="post" action="/lock">
        <input type="hidden" name="_csrf" value="{{csrf}}">
        <input type="hidden" name="next" value="{{next}}">
        <label for="unlock-password">{{t.keystorePassword}}</label>
        <input id="unlock-password" name="password" type="password" required autocomplete="current-password">
        <button id="unlock-submit" type="submit">{{t.unlock}}</button>
        </form>
        {{/canUnlock}}
        """

    static let stake = """
        <p class="mono">{{address}}</p>
        {{#signature}}<p>{{t.signature}}: <a id="stake-signature" class="mono" href="/tx/{{signature}}">\
        {{signature}}</a></p>{{/signature}}
        <table id="stake-accounts">
        <caption>{{t.stakeAccounts}}</caption>
        <thead><tr>{{#columns}}<th scope="col">{{.}}</th>{{/columns}}<th scope="col">{{t.actions}}</th></tr></thead>
        <tbody>
        {{#rows}}<tr class="stake-account"><td class="mono">{{address}}</td><td class="state">{{state}}</td>\
        <td class="num">{{balance}}</td><td class="num">{{active}}</td><td class="num">{{activating}}</td>\
        <td class="num">{{inactive}}</td><td class="mono">{{validator}}</td><td>
        {{#canDeactivate}}<form class="deactivate-form" method="post" action="/accounts/{{wallet}}/stake/review">
        <input type="hidden" name="_csrf" value="{{csrf}}"><input type="hidden" name="action" value="deactivate">
        <input type="hidden" name="stake_account" value="{{address}}">
        <button class="deactivate-submit" type="submit">{{t.deactivate}}</button></form>{{/canDeactivate}}
        {{#canWithdraw}}<form class="withdraw-form" method="post" action="/accounts/{{wallet}}/stake/review">
        <input type="hidden" name="_csrf" value="{{csrf}}"><input type="hidden" name="action" value="withdraw">
        <input type="hidden" name="stake_account" value="{{address}}">
        <button class="withdraw-submit" type="submit">{{t.withdraw}}</button></form>{{/canWithdraw}}
        </td></tr>{{/rows}}
        {{^rows}}<tr><td colspan="8">{{placeholder}}</td></tr>{{/rows}}
        </tbody>
        </table>
        <p><a id="link-rewards" href="/accounts/{{address}}/stake/rewards">{{t.rewards}}</a> · \
        <a id="link-validators" href="/validators?for={{address}}">{{t.validators}}</a></p>
        <section aria-labelledby="stake-create-heading">
        <h2 id="stake-create-heading">{{t.stakeCreate}}</h2>
        <form id="stake-create-form" method="post" action="/accounts/{{address}}/stake/review">
        <input type="hidden" name="_csrf" value="{{csrf}}">
        <input type="hidden" name="action" value="create">
        <label for="stake-amount">{{t.amount}} (SOL)</label>
        <input id="stake-amount" name="amount" required inputmode="decimal">
        <label for="stake-validator">{{t.validatorVote}}</label>
        <input id="stake-validator" name="validator" value="{{validator}}" required class="mono" autocomplete="off" \
        spellcheck="false">
        <button id="stake-create-submit" type="submit">{{t.review}}</button>
        </form>
        </section>
        {{> stakeSplitMerge}}
        """

    static let validators = """
        <table id="validators">
        <caption>{{t.validators}}</caption>
        <thead><tr>{{#columns}}<th scope="col">{{.}}</th>{{/columns}}</tr></thead>
        <tbody>
        {{#rows}}<tr class="validator"><td class="mono">{{#link}}<a class="validator-link" href="{{link}}">{{vote}}\
        </a>{{/link}}{{^link}}{{vote}}{{/link}}</td><td class="mono">{{identity}}</td><td class="num">{{commission}}</td>\
        <td class="num">{{stake}}</td><td class="num">{{lastVote}}</td><td>{{status}}</td></tr>{{/rows}}
        </tbody>
        </table>
        """

    static let rewards = """
        <p class="mono">{{address}}</p>
        <table id="rewards">
        <caption>{{t.rewards}}</caption>
        <thead><tr>{{#columns}}<th scope="col">{{.}}</th>{{/columns}}</tr></thead>
        <tbody>
        {{#rows}}<tr class="reward"><td class="num">{{epoch}}</td><td class="mono">{{account}}</td>\
        <td class="num">{{amount}}</td><td class="num">{{balanceAfter}}</td><td class="num">{{commission}}</td></tr>\
        {{/rows}}
        {{^rows}}<tr><td colspan="5">{{placeholder}}</td></tr>{{/rows}}
        </tbody>
        </table>
        <p><a href="/accounts/{{address}}/stake">{{t.back}}</a></p>
        """

    static let pay = """
        <p class="mono">{{address}}</p>
        <p>{{t.payIntro}}</p>
        <form id="pay-form" method="post" action="/accounts/{{address}}/pay/review">
        <input type="hidden" name="_csrf" value="{{csrf}}">
        <label for="pay-link">{{t.payLink}}</label>
        <textarea id="pay-link" name="link" rows="3" required class="mono" autocomplete="off" \
        spellcheck="false">{{link}}</textarea>
        <label for="pay-amount">{{t.payAmount}}</label>
        <input id="pay-amount" name="amount" value="{{amount}}" inputmode="decimal">
        <button id="pay-submit" type="submit">{{t.review}}</button>
        </form>
        <p><a id="link-verify" href="/accounts/{{address}}/pay/verify">{{t.payVerify}}</a></p>
        """

    static let backup = """
        <p>{{t.backupIntro}}</p>
        <form id="backup-form" method="post" action="/backup">
        <input type="hidden" name="_csrf" value="{{csrf}}">
        <label for="backup-path">{{t.backupPath}}</label>
        <input id="backup-path" name="path" value="{{path}}" required class="mono" autocomplete="off" \
        spellcheck="false">
        <p class="check"><input id="backup-replace" name="replace" type="checkbox"{{#replace}} checked{{/replace}}>
        <label for="backup-replace">{{t.backupReplace}}</label></p>
        <label for="backup-backup-password">{{t.backupPassword}}</label>
        <input id="backup-backup-password" name="backup_password" type="password" autocomplete="new-password">
        <label for="backup-backup-password2">{{t.password2}}</label>
        <input id="backup-backup-password2" name="backup_password2" type="password" autocomplete="new-password">
        <label for="backup-password">{{t.keystorePassword}}</label>
        <input id="backup-password" name="password" type="password" required autocomplete="current-password">
        <button id="backup-submit" type="submit">{{t.backupButton}}</button>
        </form>
        <p class="hint">{{t.backupRestoreHint}}</p>
        """

    static let news = """
        <p id="news-feed">{{feedTitle}} · <span class="mono">{{url}}</span></p>
        {{#stale}}<p class="notice" role="status">{{stale}}</p>{{/stale}}
        <ol id="news">
        {{#items}}<li class="news-item"><h2 class="news-title">{{#link}}<a class="news-link" href="{{link}}" \
        rel="noopener noreferrer" target="_blank">{{title}}</a>{{/link}}{{^link}}{{title}}{{/link}}</h2>
        {{#age}}<p class="hint"><time datetime="{{published}}">{{age}}</time></p>{{/age}}
        {{#summary}}<p>{{summary}}</p>{{/summary}}</li>{{/items}}
        </ol>
        {{#placeholder}}<p>{{placeholder}}</p>{{/placeholder}}
        <p class="hint" id="news-count">{{countText}}</p>
        """

    static let message = """
        <p>{{text}}</p>
        """

    /// The stylesheet: light by default, dark with the system's preference (the market app's dark palette).
    static let css = """
        :root{--bg:#ffffff;--fg:#1a1a1a;--muted:#595959;--line:#d0d0d0;--accent:#5b2bd6;--card:#f5f5f7;\
        --up:#0b6b2f;--down:#b3261e;--notice:#7a4b00;--error:#b3261e}
        @media (prefers-color-scheme: dark){:root{--bg:#121212;--fg:#eeeeee;--muted:#b0b0b0;--line:#3a3a3a;\
        --accent:#c3b1ff;--card:#1e1e1e;--up:#5fd38a;--down:#ff8a80;--notice:#ffcc80;--error:#ff8a80}}
        *{box-sizing:border-box}
        body{margin:0;background:var(--bg);color:var(--fg);font:16px/1.5 system-ui,sans-serif}
        header{display:flex;flex-wrap:wrap;gap:1rem;align-items:center;padding:.75rem 1.25rem;\
        border-bottom:1px solid var(--line);background:var(--card)}
        .brand{font-weight:700}
        nav{display:flex;gap:1rem;flex-wrap:wrap}
        a{color:var(--accent)}
        main{padding:1.25rem;max-width:72rem}
        .skip{position:absolute;left:-999px}.skip:focus{left:1rem;top:1rem}
        label{display:block;margin-top:.6rem;font-weight:600}
        #lang-form label{display:inline;margin:0 .3rem 0 0}
        #lang-form{margin-left:auto}
        input,select,textarea,button{font:inherit;color:var(--fg);background:var(--bg);border:1px solid var(--muted);\
        border-radius:6px;padding:.35rem .5rem}
        input,textarea{width:min(40rem,100%)}
        button,.button{margin-top:.6rem;display:inline-block;background:var(--accent);color:var(--bg);\
        border:0;padding:.45rem .9rem;border-radius:6px;text-decoration:none;font-weight:600;cursor:pointer}
        table{border-collapse:collapse;margin:1rem 0;width:100%}
        caption{text-align:left;font-weight:700;padding:.3rem 0}
        th,td{border-bottom:1px solid var(--line);padding:.35rem .5rem;text-align:left;vertical-align:top}
        .num{text-align:right;font-variant-numeric:tabular-nums}
        .mono,code{font-family:ui-monospace,monospace;word-break:break-all}
        .notice{color:var(--notice)}.error{color:var(--error);font-weight:600}\
        .badge{display:inline-block;padding:0 .4em;border:1px solid var(--line);border-radius:.3em}\
        .badge.test{color:var(--notice);border-color:var(--notice)}
        .up{color:var(--up)}.down{color:var(--down)}
        .hint,.sym{color:var(--muted)}
        .balance dd{font-size:2rem;font-weight:700;margin:0 0 .5rem}
        .tiles{display:flex;flex-wrap:wrap;gap:1rem;list-style:none;padding:0}
        .tiles li{background:var(--card);padding:.5rem .75rem;border-radius:8px}
        figure{margin:1rem 0}figure svg{max-width:100%;height:auto;background:#fff}
        .phrase{columns:3;font-family:ui-monospace,monospace;font-size:1.1rem}
        dt{font-weight:600}dd{margin:0 0 .4rem}
        .news-title{font-size:1.1rem;margin:.8rem 0 .2rem}
        .check label{display:inline;margin-left:.3rem}.check input{width:auto}
        fieldset{border:1px solid var(--line);border-radius:6px;margin:.8rem 0;padding:.2rem .8rem .8rem;\
        width:min(42rem,100%)}legend{font-weight:600;padding:0 .3rem}select{max-width:100%}\
        #verify-result{margin:1rem 0;padding:.5rem .8rem;border:1px solid var(--line);border-radius:6px}\
        #qr svg{width:min(20rem,100%)}
        """

    /// The live-update script: follows `/events` (server-sent events) and shows the new balance. The page works
    /// without it; it only saves a reload.
    static let script = """
        (function () {
          // A payment in flight: its steps follow the server's state in place, once a second; when its attempt
          // ended, the page the server names (the result). Any other answer (locked, gone): a reload shows why.
          var state = document.body.getAttribute('data-live-payment');
          if (!state || !window.fetch) return;
          function poll() {
            fetch(state, { credentials: 'same-origin', cache: 'no-store', headers: { 'Accept': 'application/json' } })
              .then(function (answer) {
                if (!answer.ok) throw new Error(String(answer.status));
                return answer.json();
              })
              .then(function (data) {
                if (typeof data.next === 'string' && data.next.charAt(0) === '/' && data.next.charAt(1) !== '/') {
                  window.location.assign(data.next);
                  return;
                }
                var list = document.getElementById('send-progress');
                if (list && Array.isArray(data.steps)) {
                  var items = list.getElementsByTagName('li');
                  for (var i = 0; i < data.steps.length; i++) {
                    var text = String(data.steps[i]);
                    if (i < items.length) { if (items[i].textContent !== text) items[i].textContent = text; }
                    else { var item = document.createElement('li'); item.textContent = text; list.appendChild(item); }
                  }
                  while (items.length > data.steps.length) list.removeChild(items[items.length - 1]);
                }
                var flight = document.getElementById('send-in-flight');
                if (flight && typeof data.inFlight === 'string') flight.textContent = data.inFlight;
                window.setTimeout(poll, 1000);
              })
              .catch(function () { window.setTimeout(function () { window.location.reload(); }, 1000); });
          }
          window.setTimeout(poll, 1000);
        })();
        (function () {
          var address = document.body.getAttribute('data-live-address');
          if (!address || !window.EventSource) return;
          var events = new EventSource('/events?address=' + encodeURIComponent(address));
          var reload = document.body.getAttribute('data-live-reload') === '1', first = null;
          events.addEventListener('balance', function (event) {
            try {
              var data = JSON.parse(event.data);
              if (reload) {
                // The history page: a new balance means a new transaction; show it.
                if (first === null) first = data.lamports;
                else if (data.lamports !== first) { events.close(); window.location.reload(); }
                return;
              }
              var node = document.getElementById('balance-sol');
              if (node && typeof data.sol === 'string') node.textContent = data.sol;
              var fiat = document.getElementById('balance-fiat');
              if (fiat && typeof data.fiat === 'string') fiat.textContent = data.fiat;
            } catch (e) {}
          });
        })();
        """
}
