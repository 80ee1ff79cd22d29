extension Templates {
    /// The templates of the token send, the stake split and merge, and the Solana Pay verification (registered with
    /// the others in `sources`; `sendOptions` and `stakeSplitMerge` are partials of `send` and `stake`).
    static let featureSources: [String: String] = [
        "sendOptions": sendOptions, "stakeSplitMerge": stakeSplitMerge, "verify": verify,
    ]

    /// What to send (SOL, or a token held: its full mint and balance), the amount in its units, the memo and the
    /// priority fee (as `solwallet send --token --memo --priority-fee`).
    static let sendOptions = """
        <label for="send-token">{{t.sendWhat}}</label>
        <select id="send-token" name="token">
        {{#assets}}<option value="{{value}}"{{#selected}} selected{{/selected}}>{{text}}</option>{{/assets}}
        </select>
        <label for="send-amount">{{t.amount}}</label>
        <input id="send-amount" name="amount" value="{{amount}}" required inputmode="decimal" \
        aria-describedby="send-amount-hint">
        <p id="send-amount-hint" class="hint">{{t.sendAmountHint}}</p>
        <label for="send-memo">{{t.sendMemo}}</label>
        <input id="send-memo" name="memo" value="{{memo}}" maxlength="{{memoLimit}}" autocomplete="off">
        <fieldset id="send-priority">
        <legend>{{t.priorityFeeLabel}}</legend>
        <label for="send-priority-fee">{{t.priorityChoice}}</label>
        <select id="send-priority-fee" name="priority_fee">
        {{#fees}}<option value="{{value}}"{{#selected}} selected{{/selected}}>{{text}}</option>{{/fees}}
        </select>
        <label for="send-priority-price">{{t.priorityPrice}}</label>
        <input id="send-priority-price" name="priority_price" value="{{priorityPrice}}" inputmode="numeric">
        </fieldset>
        """

    /// Split a stake account, merge two (as `solwallet stake split` and `merge`): each goes to the same review.
    static let stakeSplitMerge = """
        {{#canSplit}}
        <section aria-labelledby="stake-split-heading">
        <h2 id="stake-split-heading">{{t.stakeSplit}}</h2>
        <p class="hint">{{t.stakeSplitIntro}}</p>
        <form id="stake-split-form" method="post" action="/accounts/{{address}}/stake/review">
        <input type="hidden" name="_csrf" value="{{csrf}}">
        <input type="hidden" name="action" value="split">
        <label for="stake-split-account">{{t.stakeSplitAccount}}</label>
        <select id="stake-split-account" name="stake_account" class="mono">
        {{#rows}}<option value="{{address}}">{{address}}</option>{{/rows}}
        </select>
        <label for="stake-split-amount">{{t.amount}} (SOL)</label>
        <input id="stake-split-amount" name="amount" required inputmode="decimal">
        <button id="stake-split-submit" type="submit">{{t.review}}</button>
        </form>
        </section>
        {{/canSplit}}
        {{#canMerge}}
        <section aria-labelledby="stake-merge-heading">
        <h2 id="stake-merge-heading">{{t.stakeMerge}}</h2>
        <p class="hint">{{t.stakeMergeIntro}}</p>
        <form id="stake-merge-form" method="post" action="/accounts/{{address}}/stake/review">
        <input type="hidden" name="_csrf" value="{{csrf}}">
        <input type="hidden" name="action" value="merge">
        <label for="stake-merge-destination">{{t.stakeMergeDestination}}</label>
        <select id="stake-merge-destination" name="stake_account" class="mono">
        {{#rows}}<option value="{{address}}">{{address}}</option>{{/rows}}
        </select>
        <label for="stake-merge-source">{{t.stakeMergeSource}}</label>
        <select id="stake-merge-source" name="source" class="mono">
        {{#rows}}<option value="{{address}}">{{address}}</option>{{/rows}}
        </select>
        <button id="stake-merge-submit" type="submit">{{t.review}}</button>
        </form>
        </section>
        {{/canMerge}}
        """

    /// The merchant's check of a Solana Pay payment (as `solwallet pay verify`): the form, then what was found.
    static let verify = """
        <p class="mono">{{address}}</p>
        <p>{{t.payVerifyIntro}}</p>
        {{#found}}<section id="verify-result" class="verify-found" aria-labelledby="verify-result-heading">
        <h2 id="verify-result-heading">{{text}}</h2>
        <p>{{t.signature}}: <a id="verify-signature" class="mono" href="/tx/{{signature}}">{{signature}}</a></p>
        <dl>{{#fields}}<dt>{{label}}</dt><dd class="mono">{{value}}</dd>{{/fields}}</dl>
        </section>{{/found}}
        {{#result}}<p id="verify-result" class="notice verify-{{outcome}}" role="status">{{result}}</p>{{/result}}
        <form id="verify-form" method="get" action="/accounts/{{address}}/pay/verify">
        <label for="verify-link">{{t.payLink}}</label>
        <textarea id="verify-link" name="link" rows="2" class="mono" autocomplete="off" \
        spellcheck="false">{{link}}</textarea>
        <fieldset id="verify-parts">
        <legend>{{t.payVerifyParts}}</legend>
        <label for="verify-reference">{{t.payReference}}</label>
        <input id="verify-reference" name="reference" value="{{reference}}" class="mono" autocomplete="off" \
        spellcheck="false">
        <label for="verify-recipient">{{t.recipient}}</label>
        <input id="verify-recipient" name="recipient" value="{{recipient}}" class="mono" autocomplete="off" \
        spellcheck="false">
        <label for="verify-amount">{{t.payExpectedAmount}}</label>
        <input id="verify-amount" name="amount" value="{{amount}}" inputmode="decimal">
        <label for="verify-token">{{t.payTokenMint}}</label>
        <input id="verify-token" name="token" value="{{token}}" class="mono" autocomplete="off" spellcheck="false">
        <label for="verify-memo">{{t.sendMemo}}</label>
        <input id="verify-memo" name="memo" value="{{memo}}" autocomplete="off">
        </fieldset>
        <button id="verify-submit" type="submit">{{t.verifyPayment}}</button>
        </form>
        <p><a href="/accounts/{{address}}/pay">{{t.back}}</a></p>
        """
}
