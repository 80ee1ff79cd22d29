extension Templates {
    // MARK: Dashboard: first hour (a new wallet's phrase and its check, copy buttons, the phone layout)

    /// The first hour's templates and partials, registered with the others.
    static let firstHourSources: [String: String] = [
        "newPhrase": newPhrase, "phraseQuiz": phraseQuiz, "backupHint": backupHint, "copyAddress": copyAddress,
        "copySignature": copySignature, "copyLink": copyLink,
    ]

    /// A new wallet's phrase, shown once, with the warning.
    static let newPhrase = """
        <section id="new-phrase-section" aria-labelledby="title">
        <p id="phrase-warning" class="warning" role="note"><strong>{{t.newPhraseWarning}}</strong></p>
        <ol id="new-phrase" class="phrase">{{#words}}<li>{{.}}</li>{{/words}}</ol>
        <p class="hint">{{t.newPhraseOnce}}</p>
        <p><a id="phrase-continue" class="button" href="/onboarding/confirm">{{t.phraseWrittenDown}}</a></p>
        </section>
        """

    /// The word check: one word asked by its number.
    static let phraseQuiz = """
        <p id="quiz-intro">{{intro}}</p>
        <form id="quiz-form" method="post" action="/onboarding/confirm">
        <input type="hidden" name="_csrf" value="{{csrf}}">
        <label for="quiz-word">{{question}}</label>
        <input id="quiz-word" name="word" required autocomplete="off" autocapitalize="none" spellcheck="false" \
        aria-describedby="quiz-progress">
        <p class="hint" id="quiz-progress">{{progress}}</p>
        <button id="quiz-submit" type="submit">{{t.phraseQuizCheck}}</button>
        </form>
        """

    /// After a new wallet: where its phrase can be seen again, or a backup file written.
    static let backupHint = """
        <p id="backup-hint" class="notice" role="status">{{t.walletCreatedChecked}} \
        <a id="backup-hint-export" href="/export">{{t.backupHintExport}}</a> · \
        <a id="backup-hint-file" href="/backup">{{t.backupHintFile}}</a></p>
        """

    /// A copy button for `address` (static/copy.js copies `data-copy`; without the script it does nothing).
    static let copyAddress = """
        <button type="button" class="copy" id="copy-address" data-copy="{{address}}" \
        data-copied="{{t.copied}}" data-failed="{{t.copyFailed}}" aria-label="{{t.copyAddress}}">{{t.copy}}</button>
        """

    /// A copy button for `signature`.
    static let copySignature = """
        <button type="button" class="copy" id="copy-signature" data-copy="{{signature}}" \
        data-copied="{{t.copied}}" data-failed="{{t.copyFailed}}" aria-label="{{t.copySignature}}">{{t.copy}}</button>
        """

    /// A copy button for the receive page's link (`url`).
    static let copyLink = """
        <button type="button" class="copy" id="copy-link" data-copy="{{url}}" \
        data-copied="{{t.copied}}" data-failed="{{t.copyFailed}}" aria-label="{{t.copyLink}}">{{t.copy}}</button>
        """

    /// The first hour's styles, served after the stylesheet: the header's network badge (mainnet plain, a test
    /// cluster in the notice colour with a dashed border), the phrase's warning, copy buttons, and the phone layout
    /// (no page wider than the screen: tables scroll inside themselves, long words break).
    static let firstHourCSS = """
        .visually-hidden{position:absolute;width:1px;height:1px;padding:0;margin:-1px;overflow:hidden;\
        clip:rect(0,0,0,0);white-space:nowrap;border:0}
        .cluster-badge{font-weight:700;font-size:.9rem}
        .cluster-badge.main{color:var(--up);border-color:var(--up)}
        .cluster-badge.test{border-style:dashed}
        .warning{border:2px solid var(--error);border-radius:8px;padding:.6rem .8rem}
        .phrase li{break-inside:avoid}
        button.copy{margin:0 0 .4rem;padding:.2rem .6rem;font-size:.9rem;background:var(--card);color:var(--fg);\
        border:1px solid var(--muted)}
        button.copy.copied{border-color:var(--up);color:var(--up)}
        button.copy.failed{border-color:var(--error);color:var(--error)}
        html,body{max-width:100%;overflow-wrap:anywhere}
        td,th{overflow-wrap:normal}
        @media (max-width:40rem){table{display:block;max-width:100%;overflow-x:auto}\
        header{padding:.5rem .75rem;gap:.5rem}main{padding:.75rem}\
        #lang-form{margin-left:0}.phrase{columns:2}.balance dd{font-size:1.5rem}\
        .tiles li{flex:1 1 100%}select{max-width:100%}fieldset{min-width:0}}
        """

    /// The copy buttons' script: copies a button's `data-copy` (the clipboard API, else a selection and
    /// `execCommand`) and shows "copied" (or "failed") on the button and in a polite live region for a moment.
    static let copyScript = """
        (function () {
          var status = null;
          function announce(text) {
            if (!status) {
              status = document.createElement('span');
              status.className = 'visually-hidden';
              status.setAttribute('role', 'status');
              status.setAttribute('aria-live', 'polite');
              document.body.appendChild(status);
            }
            status.textContent = text;
          }
          function fallback(text) {
            var area = document.createElement('textarea');
            area.value = text;
            area.setAttribute('readonly', '');
            area.style.position = 'fixed';
            area.style.opacity = '0';
            document.body.appendChild(area);
            area.select();
            var done = false;
            try { done = document.execCommand('copy'); } catch (e) { done = false; }
            document.body.removeChild(area);
            return done;
          }
          function show(button, ok) {
            var label = button.getAttribute('data-label') || button.textContent;
            button.setAttribute('data-label', label);
            var text = button.getAttribute(ok ? 'data-copied' : 'data-failed') || label;
            button.textContent = text;
            button.classList.remove('copied', 'failed');
            button.classList.add(ok ? 'copied' : 'failed');
            announce(text);
            clearTimeout(button._copyTimer);
            button._copyTimer = setTimeout(function () {
              button.textContent = label;
              button.classList.remove('copied', 'failed');
            }, 4000);
          }
          document.addEventListener('click', function (event) {
            var button = event.target.closest ? event.target.closest('button.copy') : null;
            if (!button) return;
            var text = button.getAttribute('data-copy') || '';
            if (navigator.clipboard && navigator.clipboard.writeText) {
              navigator.clipboard.writeText(text).then(
                function () { show(button, true); },
                function () { show(button, fallback(text)); });
            } else {
              show(button, fallback(text));
            }
          });
        })();
        """
}
