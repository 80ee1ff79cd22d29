extension Templates {
    /// The templates of the Solana Actions screen, the password and wallet management screen and the contacts
    /// (registered with the others in `sources`; `actionCard` is a partial of `action`).
    static let manageSources: [String: String] = [
        "action": action, "actionCard": actionCard, "actionMessage": actionMessage, "manage": manage,
        "deleteWallet": deleteWallet, "contacts": contacts,
    ]

    /// The action screen: what the last step did (a signature, the action's message, a link never opened), the
    /// action's card, and the link form.
    static let action = """
        <p class="mono">{{address}}</p>
        {{#signature}}<p id="action-sent" class="notice">{{sentText}} \
        <a id="signature" class="mono" href="/tx/{{signature}}">{{signature}}</a></p>{{/signature}}
        {{#says}}<p id="action-says"><strong>{{t.actionSays}}:</strong> {{says}}</p>{{/says}}
        {{#external}}<p>{{t.actionExternalLink}}: <code id="action-external">{{external}}</code></p>{{/external}}
        {{#card}}{{>actionCard}}{{/card}}
        <p>{{t.actionIntro}}</p>
        <form id="action-form" method="get" action="/accounts/{{address}}/action">
        <label for="action-url">{{t.actionLink}}</label>
        <textarea id="action-url" name="url" rows="3" required class="mono" autocomplete="off" \
        spellcheck="false">{{link}}</textarea>
        <button id="action-open" type="submit">{{t.actionOpen}}</button>
        </form>
        """

    /// An action's card: who asks, what it says, its icon's address (never fetched), and a form per button with
    /// its parameters and the optional cap.
    static let actionCard = """
        <section id="action-card" aria-labelledby="action-title">
        <dl>
        <dt>{{t.actionFrom}}</dt><dd id="action-domain" class="mono">{{domain}}</dd>
        <dt>{{t.actionIconNotFetched}}</dt><dd id="action-icon" class="mono">{{icon}}</dd>
        {{#iconImage}}<dt>{{t.actionIconProxied}}</dt><dd><img id="action-icon-image" src="/img/{{.}}" alt="" \
        width="64" height="64"></dd>{{/iconImage}}
        </dl>
        <h2 id="action-title">{{title}}</h2>
        <p id="action-description">{{description}}</p>
        {{#error}}<p id="action-error" class="error">{{error}}</p>{{/error}}
        {{#disabled}}<p id="action-disabled" class="notice">{{t.actionDisabled}}</p>{{/disabled}}
        {{#completed}}<p id="action-completed" class="notice">{{t.actionCompleted}}</p>{{/completed}}
        {{#buttons}}
        <form class="action-button-form" method="post" action="/accounts/{{address}}/action/run">
        <input type="hidden" name="_csrf" value="{{csrf}}">
        <input type="hidden" name="card" value="{{cardId}}">
        <input type="hidden" name="button" value="{{index}}">
        <input type="hidden" name="link" value="{{link}}">
        {{#parameters}}
        {{#isInput}}<label for="{{id}}">{{label}}{{#required}} ({{t.actionRequired}}){{/required}}</label>
        <input id="{{id}}" name="{{field}}" type="{{inputType}}"{{#inputMode}} inputmode="{{inputMode}}"\
        {{/inputMode}}{{#required}} required{{/required}} autocomplete="off">{{/isInput}}
        {{#isTextarea}}<label for="{{id}}">{{label}}{{#required}} ({{t.actionRequired}}){{/required}}</label>
        <textarea id="{{id}}" name="{{field}}" rows="3"{{#required}} required{{/required}}></textarea>{{/isTextarea}}
        {{#isSelect}}<label for="{{id}}">{{label}}{{#required}} ({{t.actionRequired}}){{/required}}</label>
        <select id="{{id}}" name="{{field}}">{{#options}}<option value="{{value}}"{{#selected}} selected\
        {{/selected}}>{{label}}</option>{{/options}}</select>{{/isSelect}}
        {{#isChoice}}<fieldset><legend>{{label}}{{#required}} ({{t.actionRequired}}){{/required}}</legend>
        {{#options}}<p class="check"><input id="{{id}}" name="{{field}}" type="{{kind}}" value="{{value}}"\
        {{#selected}} checked{{/selected}}><label for="{{id}}">{{label}}</label></p>{{/options}}</fieldset>{{/isChoice}}
        <p class="hint">{{hint}}</p>
        {{/parameters}}
        <label for="action-cap-{{index}}">{{t.actionCap}}</label>
        <input id="action-cap-{{index}}" name="amount" inputmode="decimal" autocomplete="off">
        <button class="action-button" type="submit">{{label}}</button>
        </form>
        {{/buttons}}
        </section>
        """

    /// A message an action asks to sign: its text whole, then the password.
    static let actionMessage = """
        <section id="action-message">
        <h2>{{heading}}</h2>
        <pre id="action-message-text">{{message}}</pre>
        </section>
        <form id="action-sign-form" method="post" action="/accounts/{{address}}/action/sign">
        <input type="hidden" name="_csrf" value="{{csrf}}">
        <input type="hidden" name="review_id" value="{{reviewId}}">
        <input type="hidden" name="link" value="{{link}}">
        <label for="action-sign-password">{{t.keystorePassword}}</label>
        <input id="action-sign-password" name="password" type="password" required autocomplete="current-password">
        <button id="action-sign-submit" type="submit">{{t.actionSignMessage}}</button>
        </form>
        <p><a href="/accounts/{{address}}/action">{{t.back}}</a></p>
        """

    /// The keystore password's change, and a link per wallet to its deletion.
    static let manage = """
        <section aria-labelledby="password-heading">
        <h2 id="password-heading">{{t.passwordChangeTitle}}</h2>
        <p>{{t.passwordChangeIntro}}</p>
        <form id="password-form" method="post" action="/wallets/password">
        <input type="hidden" name="_csrf" value="{{csrf}}">
        <label for="password-current">{{t.currentPassword}}</label>
        <input id="password-current" name="password" type="password" required autocomplete="current-password">
        <label for="password-new">{{t.newPassword}}</label>
        <input id="password-new" name="new_password" type="password" required autocomplete="new-password">
        <label for="password-new2">{{t.password2}}</label>
        <input id="password-new2" name="new_password2" type="password" required autocomplete="new-password">
        <button id="password-submit" type="submit">{{t.changePasswordButton}}</button>
        </form>
        </section>
        <section aria-labelledby="delete-heading">
        <h2 id="delete-heading">{{t.deleteWalletTitle}}</h2>
        <ul id="delete-wallets">{{#names}}<li><a class="delete-link" href="/wallets/delete?wallet={{query}}">\
        {{name}}</a></li>{{/names}}</ul>
        </section>
        <p><a id="link-contacts" href="/contacts">{{t.contactsPage}}</a></p>
        """

    /// A wallet's deletion: its accounts and balances first (as `solwallet wallet delete`), the name typed, the
    /// box for a funded wallet, the password.
    static let deleteWallet = """
        <p>{{t.deleteWalletIntro}}</p>
        <p id="delete-holds">{{holds}}</p>
        <table id="delete-accounts">
        <thead><tr><th scope="col">#</th><th scope="col">{{t.address}}</th><th scope="col">{{t.balance}}</th></tr>\
        </thead>
        <tbody>{{#lines}}<tr><td>{{number}}</td><td class="mono">{{address}}</td><td>{{balance}}</td></tr>{{/lines}}\
        </tbody>
        </table>
        <form id="delete-form" method="post" action="/wallets/delete">
        <input type="hidden" name="_csrf" value="{{csrf}}">
        <input type="hidden" name="wallet" value="{{wallet}}">
        <label for="delete-name">{{t.deleteTypeName}}</label>
        <input id="delete-name" name="confirm_name" required autocomplete="off" spellcheck="false">
        {{#funded}}<p class="check"><input id="delete-anyway" name="anyway" type="checkbox">
        <label for="delete-anyway">{{t.deleteAnyway}}</label></p>{{/funded}}
        <label for="delete-password">{{t.keystorePassword}}</label>
        <input id="delete-password" name="password" type="password" required autocomplete="current-password">
        <button id="delete-submit" type="submit">{{t.deleteButton}}</button>
        </form>
        <p><a href="/wallets/manage">{{t.back}}</a></p>
        """

    /// The address book: its contacts, each with a removal form, and the form that adds one.
    static let contacts = """
        <p>{{t.contactsIntro}}</p>
        <table id="contacts">
        <caption>{{t.contactsPage}}</caption>
        <thead><tr><th scope="col">{{t.columnContact}}</th><th scope="col">{{t.address}}</th><th scope="col">\
        <span class="visually-hidden">{{t.removeContact}}</span></th></tr></thead>
        <tbody>{{#rows}}<tr class="contact"><td class="contact-name">{{name}}</td>\
        <td class="mono contact-address">{{address}}</td><td>\
        <form class="contact-remove-form" method="post" action="/contacts/remove">
        <input type="hidden" name="_csrf" value="{{csrf}}">
        <input type="hidden" name="name" value="{{name}}">
        <label for="contact-remove-password-{{number}}">{{t.keystorePassword}}</label>
        <input id="contact-remove-password-{{number}}" name="password" type="password" required \
        autocomplete="current-password">
        <button type="submit">{{t.removeContact}}</button>
        </form></td></tr>{{/rows}}</tbody>
        </table>
        {{^rows}}<p id="contacts-empty">{{t.contactsEmpty}}</p>{{/rows}}
        <section aria-labelledby="contact-add-heading">
        <h2 id="contact-add-heading">{{t.addContact}}</h2>
        <form id="contact-add-form" method="post" action="/contacts/add">
        <input type="hidden" name="_csrf" value="{{csrf}}">
        <label for="contact-name">{{t.contactName}}</label>
        <input id="contact-name" name="name" value="{{name}}" required autocomplete="off">
        <label for="contact-address">{{t.address}}</label>
        <input id="contact-address" name="address" value="{{address}}" required class="mono" autocomplete="off" \
        spellcheck="false">
        <label for="contact-password">{{t.keystorePassword}}</label>
        <input id="contact-password" name="password" type="password" required autocomplete="current-password">
        <button id="contact-add-submit" type="submit">{{t.addContact}}</button>
        </form>
        </section>
        """
}
