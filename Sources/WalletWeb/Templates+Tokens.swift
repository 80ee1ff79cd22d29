extension Templates {
    /// The templates of the token settings (registered with the others in `sources`): the partials of the account
    /// page for hidden tokens, and the wallet list's default-account form.
    static let tokenSources: [String: String] = [
        "hiddenTokens": hiddenTokens, "tokenHideForm": tokenHideForm, "tokenLogo": tokenLogo,
        "defaultAccountForm": defaultAccountForm, "closeEmpty": closeEmpty,
    ]

    /// Above the account's token table: how many tokens are hidden, the toggle that lists them, and the link to
    /// close the empty token accounts.
    static let hiddenTokens = """
        <p id="token-tools">{{#hiddenCount}}<span id="hidden-count">{{hiddenCount}}</span> · \
        {{#showHidden}}<a id="link-hide-hidden" href="/accounts/{{address}}">{{t.tokensHideHidden}}</a>{{/showHidden}}\
        {{^showHidden}}<a id="link-show-hidden" href="/accounts/{{address}}?hidden=1">{{t.tokensShowHidden}}</a>\
        {{/showHidden}} · {{/hiddenCount}}\
        <a id="link-close-empty" href="/accounts/{{address}}/tokens/close-empty">{{t.closeEmptyLink}}</a></p>
        """

    /// A token row's cell: hide the token (or show it again when it is hidden). Inside a `tokens` row, whose `mint`
    /// it posts; `address` and `showHidden` are the page's.
    /// A token's logo through the image proxy (never the outside URL itself), with its alt text; nothing without one.
    static let tokenLogo = """
        {{#logo}}<img class="logo" src="/img/{{.}}" alt="{{logoAlt}}" width="20" height="20"> {{/logo}}
        """
    static let tokenHideForm = """
        {{#hidden}}<span class="badge" title="{{hiddenText}}">{{t.tokenHiddenBadge}}</span> \
        <span class="hint hidden-reason">{{hiddenText}}</span> \
        <form class="inline" method="post" action="/accounts/{{address}}/tokens/unhide">\
        <input type="hidden" name="_csrf" value="{{csrf}}"><input type="hidden" name="mint" value="{{mint}}">\
        {{#showHidden}}<input type="hidden" name="show" value="1">{{/showHidden}}\
        <button type="submit" class="link" aria-label="{{t.tokenUnhide}} {{mint}}">{{t.tokenUnhide}}</button></form>\
        {{/hidden}}{{^hidden}}<form class="inline" method="post" action="/accounts/{{address}}/tokens/hide">\
        <input type="hidden" name="_csrf" value="{{csrf}}"><input type="hidden" name="mint" value="{{mint}}">\
        {{#showHidden}}<input type="hidden" name="show" value="1">{{/showHidden}}\
        <button type="submit" class="link" aria-label="{{t.tokenHide}} {{mint}}">{{t.tokenHide}}</button></form>\
        {{/hidden}}
        """

    /// A wallet list row's cell: the default account's mark, or the form that makes the row's account the default.
    static let defaultAccountForm = """
        {{#isDefault}}<span id="default-account" class="badge">{{t.defaultAccount}}</span>{{/isDefault}}\
        {{^isDefault}}<form class="inline" method="post" action="/accounts/{{address}}/default">\
        <input type="hidden" name="_csrf" value="{{csrf}}">\
        <button type="submit" class="link" aria-label="{{t.makeDefaultAccount}} {{address}}">\
        {{t.makeDefaultAccount}}</button></form>{{/isDefault}}
        """

    /// The empty token accounts to close, each with its rent, the totals, the simulated effects, and the password;
    /// or that there is none. After a close, its signature.
    static let closeEmpty = """
        <p class="mono">{{address}}</p>
        {{#done}}<p id="close-empty-done" class="notice" role="status">{{done}} \
        <a id="signature" class="mono" href="/tx/{{signature}}">{{signature}}</a></p>{{/done}}
        {{#none}}<p id="close-empty-none">{{none}}</p>{{/none}}
        {{#reviewId}}
        <section id="close-empty-review">
        <h2>{{heading}}</h2>
        <table id="close-empty-accounts">
        <thead><tr><th scope="col">{{t.token}}</th><th scope="col">{{t.closeEmptyRent}}</th>\
        <th scope="col">{{t.account}}</th></tr></thead>
        <tbody>{{#rows}}<tr><td title="{{mint}}">{{label}}</td><td class="num">{{rent}}</td>\
        <td class="mono close-empty-account">{{account}}</td></tr>{{/rows}}</tbody>
        </table>
        <dl>{{#fields}}<dt>{{label}}</dt><dd>{{value}}</dd>{{/fields}}</dl>
        {{#effects}}<h3>{{title}}</h3>
        <ul id="close-empty-effects">{{#accounts}}<li><code>{{account}}</code> ({{kind}})
        <ul>{{#lines}}<li>{{.}}</li>{{/lines}}</ul></li>{{/accounts}}</ul>{{/effects}}
        </section>
        <form id="close-empty-form" method="post" action="/accounts/{{address}}/tokens/close-empty">
        <input type="hidden" name="_csrf" value="{{csrf}}">
        <input type="hidden" name="review_id" value="{{reviewId}}">
        <p>{{question}}</p>
        <label for="close-empty-password">{{t.keystorePassword}}</label>
        <input id="close-empty-password" name="password" type="password" required autocomplete="current-password">
        <button id="close-empty-submit" type="submit">{{t.signAndSend}}</button>
        </form>
        {{/reviewId}}
        <p><a href="/accounts/{{address}}">{{t.back}}</a></p>
        """
}
