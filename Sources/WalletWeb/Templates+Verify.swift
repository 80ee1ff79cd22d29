extension Templates {
    /// The templates of the verify screens (registered with the others in `sources`): an off-chain message's
    /// signature, and a Sign-In With Solana message with each check named.
    static let verifySources: [String: String] = [
        "verifyMessage": verifyMessage, "verifySignIn": verifySignIn,
    ]

    /// Signature, signer, text; then the answer and the message as the SDK reviews it (hidden characters escaped).
    static let verifyMessage = """
        <p>{{t.verifyMessageIntro}}</p>
        <form id="verify-message-form" method="post" action="/verify/message">
        <input type="hidden" name="_csrf" value="{{csrf}}">
        <label for="verify-signature">{{t.signature}}</label>
        <input id="verify-signature" name="signature" value="{{signature}}" required class="mono" \
        autocomplete="off" spellcheck="false">
        <label for="verify-signer">{{t.verifySigner}}</label>
        <input id="verify-signer" name="signer" value="{{signer}}" required class="mono" autocomplete="off" \
        spellcheck="false">
        <label for="verify-text">{{t.signMessageText}}</label>
        <textarea id="verify-text" name="text" rows="6" required autocomplete="off" \
        spellcheck="false">{{text}}</textarea>
        <button id="verify-message-submit" type="submit">{{t.verifyButton}}</button>
        </form>
        {{#result}}
        <section id="verify-result" aria-live="polite">
        <p id="verify-answer" class="{{#valid}}ok{{/valid}}{{^valid}}error{{/valid}}">{{text}}</p>
        <dl>{{#fields}}<dt>{{label}}</dt><dd class="mono">{{value}}</dd>{{/fields}}</dl>
        <p>{{t.verifyShownText}}</p>
        <pre id="verify-shown-text">{{#lines}}{{.}}
        {{/lines}}</pre>
        {{#notice}}<p class="notice">{{notice}}</p>{{/notice}}
        </section>
        {{/result}}
        <p><a id="link-verify-sign-in" href="/verify/sign-in">{{t.verifySignInPage}}</a></p>
        """

    /// The SIWS message, its signature, the domain expected; then every check, passed or failed and why.
    static let verifySignIn = """
        <p>{{t.verifySignInIntro}}</p>
        <form id="verify-sign-in-form" method="post" action="/verify/sign-in">
        <input type="hidden" name="_csrf" value="{{csrf}}">
        <label for="verify-sign-in-message">{{t.verifySignInMessage}}</label>
        <textarea id="verify-sign-in-message" name="message" rows="10" required class="mono" autocomplete="off" \
        spellcheck="false">{{message}}</textarea>
        <label for="verify-sign-in-signature">{{t.signature}}</label>
        <input id="verify-sign-in-signature" name="signature" value="{{signature}}" required class="mono" \
        autocomplete="off" spellcheck="false">
        <label for="verify-sign-in-domain">{{t.verifySignInDomain}}</label>
        <input id="verify-sign-in-domain" name="domain" value="{{domain}}" required class="mono" \
        autocomplete="off" spellcheck="false" placeholder="example.com">
        <button id="verify-sign-in-submit" type="submit">{{t.verifyButton}}</button>
        </form>
        {{#result}}
        <section id="verify-result" aria-live="polite">
        <p id="verify-answer" class="{{#valid}}ok{{/valid}}{{^valid}}error{{/valid}}">{{text}}</p>
        <dl>{{#fields}}<dt>{{label}}</dt><dd class="mono">{{value}}</dd>{{/fields}}</dl>
        <table id="verify-checks">
        <thead><tr><th scope="col">{{t.verifyPage}}</th><th scope="col">{{t.status}}</th>\
        <th scope="col">{{t.details}}</th></tr></thead>
        <tbody>{{#checks}}<tr id="check-{{id}}" class="{{#passed}}passed{{/passed}}{{^passed}}failed{{/passed}}">\
        <td>{{name}}</td><td>{{state}}</td><td>{{why}}{{#detail}} <small lang="en">{{detail}}</small>{{/detail}}</td>\
        </tr>{{/checks}}</tbody>
        </table>
        </section>
        {{/result}}
        <p><a id="link-verify-message" href="/verify/message">{{t.verifyMessagePage}}</a></p>
        """
}
