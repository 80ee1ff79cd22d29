"""The dashboard's verify screens, default account, hidden tokens, close-empty and image proxy (issues 27, 28, 30) in
headless chromium, axe on every screen: a message signed by solders over the off-chain bytes the spec's layout
writes (Tests/Oracles/offchain_oracle.py) verifies, and a tampered one does not; a SIWS message signed by solders
verifies for its domain and names the failed check for another; the default account moves between accounts; a
token hidden leaves the account page and comes back; the empty token accounts are closed and their rent comes back.
The tests run in order and share their state; a step whose predecessor failed skips.
"""
from __future__ import annotations

import datetime
import sys

import pytest
from selenium.webdriver.common.by import By

from conftest import PASSWORD, REPO, click_and_wait, create_wallet, el, fund, submit
from test_dashboard_features import axe_clean, mint_tokens, switch_language

sys.path.insert(0, str(REPO / "Tests/Oracles"))
from offchain_oracle import serialize, siws_text  # noqa: E402 — written from the specs

LANGUAGES = ("en", "pt", "el", "tr")
STATE: dict = {}


def here(key):
    if key not in STATE:
        pytest.skip(f"an earlier step failed (no {key})")


def rfc3339(offset_seconds: int) -> str:
    moment = datetime.datetime.now(datetime.timezone.utc) + datetime.timedelta(seconds=offset_seconds)
    return moment.strftime("%Y-%m-%dT%H:%M:%SZ")


def test_01_wallet(browser, dashboard, localnet):
    address = create_wallet(browser, dashboard, "verifier")
    fund(localnet, address, 1_000_000_000)
    STATE.update(address=address, detail=f"{dashboard.base}/accounts/{address}", base=dashboard.base)


@pytest.mark.parametrize("language", LANGUAGES)
def test_02_verify_a_message(browser, language, artifacts):
    here("base")
    from solders.keypair import Keypair

    signer = Keypair()
    text = "I own this \u202eaccount"
    signed = serialize("v0", 1, bytes(32), [bytes(signer.pubkey())], text.encode())
    signature = signer.sign_message(signed)
    browser.get(f"{STATE['base']}/verify/message")
    switch_language(browser, language)
    axe_clean(browser, f"verify message form {language}")
    fields = {"signature": str(signature), "signer": str(signer.pubkey()), "text": text}
    submit(browser, "#verify-message-form", fields, "#verify-message-submit")
    assert "ok" in el(browser, "#verify-answer").get_attribute("class")
    assert "\\u{202E}" in el(browser, "#verify-shown-text").text
    axe_clean(browser, f"verify message valid {language}")
    browser.save_screenshot(str(artifacts / f"screens-verify-message-{language}.png"))
    submit(browser, "#verify-message-form", {**fields, "text": text + "!"}, "#verify-message-submit")
    assert "error" in el(browser, "#verify-answer").get_attribute("class")
    axe_clean(browser, f"verify message invalid {language}")


def test_03_verify_a_sign_in(browser, artifacts):
    here("base")
    from solders.keypair import Keypair

    signer = Keypair()
    fields = {"domain": "shop.example", "address": str(signer.pubkey()), "statement": "Sign in to the shop",
              "uri": "https://shop.example", "version": "1", "nonce": "abc12345xyz", "issuedAt": rfc3339(-5),
              "expirationTime": rfc3339(600)}
    text = siws_text(fields)
    signature = signer.sign_message(text.encode())
    browser.get(f"{STATE['base']}/verify/sign-in")
    switch_language(browser, "en")
    form = {"message": text, "signature": str(signature), "domain": "https://shop.example"}
    submit(browser, "#verify-sign-in-form", form, "#verify-sign-in-submit")
    assert "ok" in el(browser, "#verify-answer").get_attribute("class")
    axe_clean(browser, "verify sign-in valid")
    browser.save_screenshot(str(artifacts / "screens-verify-sign-in.png"))
    submit(browser, "#verify-sign-in-form", {**form, "domain": "bank.example"}, "#verify-sign-in-submit")
    assert el(browser, "#check-domain").get_attribute("class") == "failed"
    assert el(browser, "#check-signature").get_attribute("class") == "passed"
    axe_clean(browser, "verify sign-in wrong domain")


def test_04_default_account(browser):
    here("detail")
    browser.get(f"{STATE['base']}/wallets")
    submit(browser, "#add-account-form", {"password": PASSWORD}, "#add-account-submit")
    rows = browser.find_elements(By.CSS_SELECTOR, "table#wallets tbody tr")
    assert len(rows) == 2
    assert rows[0].find_elements(By.ID, "default-account")
    click_and_wait(browser, rows[1].find_element(By.CSS_SELECTOR, "form button"))
    rows = el(browser, "table#wallets").find_elements(By.CSS_SELECTOR, "tbody tr")
    assert rows[1].find_elements(By.ID, "default-account"), browser.page_source
    axe_clean(browser, "wallets with a default account")


def test_05_hide_a_token_and_close_empty(browser, localnet, artifacts):
    here("detail")
    kept, _ = mint_tokens(localnet, STATE["address"], 3, 0)
    empty, empty_account = mint_tokens(localnet, STATE["address"], 0, 0)
    browser.get(STATE["detail"])
    row = [r for r in browser.find_elements(By.CSS_SELECTOR, "table#tokens tbody tr") if kept in r.text][0]
    click_and_wait(browser, row.find_element(By.CSS_SELECTOR, "form button"))
    el(browser, "#hidden-count")
    assert kept not in el(browser, "table#tokens").text
    axe_clean(browser, "account with a hidden token")
    browser.get(el(browser, "#link-show-hidden").get_attribute("href"))
    assert kept in el(browser, "table#tokens").text
    browser.get(el(browser, "#link-close-empty").get_attribute("href"))
    assert empty_account in el(browser, "#close-empty-accounts").text
    assert kept not in el(browser, "#close-empty-accounts").text
    axe_clean(browser, "close-empty review")
    browser.execute_script("window.scrollTo(0, 0)")
    browser.save_screenshot(str(artifacts / "screens-close-empty-review.png"))
    rent = localnet.balance(empty_account)
    before = localnet.balance(STATE["address"])
    submit(browser, "#close-empty-form", {"password": PASSWORD}, "#close-empty-submit")
    el(browser, "#close-empty-done")
    assert localnet.balance(empty_account) == 0
    assert localnet.balance(STATE["address"]) == before + rent - 5_000
    axe_clean(browser, "close-empty done")
