extension Templates {
    /// The templates of the message and sign-in screens (registered with the others in `sources`): the two forms,
    /// the review they share (the text shown escaped, the password), and the signature page.
    static let signSources: [String: String] = [
        "signMessage": signMessage, "signIn": signIn, "signReview": signReview, "signed": signed,
    ]

    /// The text of an off-chain message to sign.
    static let signMessage = """
        <p class="mono">{{address}}</p>
        <p>{{t.signMessageIntro}}</p>
        <form id="message-form" method="post" action="/accounts/{{address}}/message/review">
        <input type="hidden" name="_csrf" value="{{csrf}}">
        <label for="message-text">{{t.signMessageText}}</label>
        <textarea id="message-text" name="text" rows="6" required autocomplete="off" \
        spellcheck="false">{{text}}</textarea>
        <button id="message-submit" type="submit">{{t.review}}</button>
        </form>
        <p><a href="/accounts/{{address}}">{{t.back}}</a></p>
        """

    /// The dApp's sign-in request (its SolanaSignInInput JSON), the page's origin, SIWS 1.1's envelope.
    static let signIn = """
        <p class="mono">{{address}}</p>
        <p>{{t.signInIntro}}</p>
        <form id="signin-form" method="post" action="/accounts/{{address}}/sign-in/review">
        <input type="hidden" name="_csrf" value="{{csrf}}">
        <label for="signin-request">{{t.signInRequest}}</label>
        <textarea id="signin-request" name="request" rows="8" required class="mono" autocomplete="off" \
        spellcheck="false">{{request}}</textarea>
        <label for="signin-origin">{{t.signInOrigin}}</label>
        <input id="signin-origin" name="origin" value="{{origin}}" class="mono" autocomplete="off" \
        spellcheck="false" inputmode="url">
        <p class="check"><input id="signin-envelope" name="envelope" type="checkbox"{{#envelope}} checked{{/envelope}}>
        <label for="signin-envelope">{{t.signInEnvelope}}</label></p>
        <button id="signin-submit" type="submit">{{t.review}}</button>
        </form>
        <p><a href="/accounts/{{address}}">{{t.back}}</a></p>
        """

    /// What is signed, exactly (escaped), its fields, and the password.
    static let signReview = """
        <section id="sign-review">
        <dl>{{#fields}}<dt>{{label}}</dt><dd>{{value}}</dd>{{/fields}}</dl>
        <pre id="sign-text">{{#lines}}{{.}}
        {{/lines}}</pre>
        {{#warnings}}<p class="notice">{{.}}</p>{{/warnings}}
        </section>
        <form id="sign-form" method="post" action="{{confirmAction}}">
        <input type="hidden" name="_csrf" value="{{csrf}}">
        {{#hidden}}<input type="hidden" name="{{name}}" value="{{value}}">
        {{/hidden}}<p>{{question}}</p>
        <label for="sign-password">{{t.keystorePassword}}</label>
        <input id="sign-password" name="password" type="password" required autocomplete="current-password">
        <button id="sign-submit" type="submit">{{t.signButton}}</button>
        </form>
        <p><a href="{{backLink}}">{{t.back}}</a></p>
        """

    /// The signature, and what to hand to the site (the sign-in output, or the signed bytes).
    static let signed = """
        <section id="sign-result">
        <p>{{t.signature}}: <code id="signature" class="mono">{{signature}}</code></p>
        <dl>{{#fields}}<dt>{{label}}</dt><dd class="mono">{{value}}</dd>{{/fields}}</dl>
        <label for="sign-output">{{outputLabel}}</label>
        <textarea id="sign-output" rows="10" readonly class="mono">{{output}}</textarea>
        </section>
        <p><a href="/accounts/{{address}}">{{t.back}}</a></p>
        """
}
