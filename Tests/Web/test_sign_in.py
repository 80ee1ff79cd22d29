"""The dashboard's "Sign a message" and "Sign in" screens (issue 30) in headless chromium, axe on every screen: a
message signed after a review that shows it escaped, its signature checked by PyNaCl over the exact bytes; a
Sign-In With Solana request pasted, reviewed (domain, origin, chain), signed, in the four languages, the output's
signature checked by PyNaCl over the SIWS text the spec's template writes (Tests/Oracles/offchain_oracle.py); and the
refusals (another origin, an expired request, another chain, a wrong password) with nothing signed.
The tests run in order and share their state; a step whose predecessor failed skips.
"""
from __future__ import annotations

import base64
import datetime
import json
import sys

import pytest
from selenium.webdriver.common.by import By

from conftest import PASSWORD, REPO, create_wallet, el, submit
from test_dashboard_features import axe_clean, switch_language

sys.path.insert(0, str(REPO / "Tests/Oracles"))
from offchain_oracle import siws_text  # noqa: E402 — the SIWS template written from the spec

LANGUAGES = ("en", "pt", "el", "tr")
STATE: dict = {}


def here(key):
    if key not in STATE:
        pytest.skip(f"an earlier step failed (no {key})")


def rfc3339(offset_seconds: int) -> str:
    moment = datetime.datetime.now(datetime.timezone.utc) + datetime.timedelta(seconds=offset_seconds)
    return moment.strftime("%Y-%m-%dT%H:%M:%SZ")


def verify(address: str, signed: bytes, signature_b58: str):
    from nacl.signing import VerifyKey
    from solders.pubkey import Pubkey
    from solders.signature import Signature

    VerifyKey(bytes(Pubkey.from_string(address))).verify(signed, bytes(Signature.from_string(signature_b58)))


def test_01_wallet(browser, dashboard):
    address = create_wallet(browser, dashboard, "signer")
    STATE.update(address=address, detail=f"{dashboard.base}/accounts/{address}")


def test_02_sign_a_message(browser):
    here("detail")
    browser.get(STATE["detail"])
    switch_language(browser, "en")
    browser.get(el(browser, "#link-message").get_attribute("href"))
    axe_clean(browser, "message form")
    text = "Log in to example \u202eevil\u202c please"
    submit(browser, "#message-form", {"text": text}, "#message-submit")
    shown = el(browser, "#sign-text").text
    assert "\\u{202E}evil\\u{202C}" in shown, shown
    assert "\u202e" not in shown
    axe_clean(browser, "message review")
    submit(browser, "#sign-form", {"password": PASSWORD}, "#sign-submit")
    signature = el(browser, "#signature").text
    signed = base64.b64decode(el(browser, "#sign-output").get_attribute("value"))
    assert signed.startswith(b"\xffsolana offchain") and signed.endswith(text.encode()), signed
    verify(STATE["address"], signed, signature)
    axe_clean(browser, "message signed")


@pytest.mark.parametrize("language", LANGUAGES)
def test_03_sign_in(browser, language):
    here("detail")
    nonce = "n0nce" + language + "12345"
    request = {"origin": "https://app.example", "input": {
        "domain": "app.example", "statement": f"Sign in ({language})", "uri": "https://app.example/login",
        "version": "1", "chainId": "solana:localnet", "nonce": nonce, "issuedAt": rfc3339(-5),
        "expirationTime": rfc3339(600)}}
    browser.get(STATE["detail"])
    switch_language(browser, language)
    browser.get(el(browser, "#link-sign-in").get_attribute("href"))
    axe_clean(browser, f"sign-in form {language}")
    envelope = language == "el"
    fields = {"request": json.dumps(request)}
    if envelope:
        el(browser, "#signin-envelope").click()
    submit(browser, "#signin-form", fields, "#signin-submit")
    review = el(browser, "#sign-review").text
    assert "app.example" in review and "solana:localnet" in review and f"Nonce: {nonce}" in review, review
    axe_clean(browser, f"sign-in review {language}")
    submit(browser, "#sign-form", {"password": PASSWORD}, "#sign-submit")
    output = json.loads(el(browser, "#sign-output").get_attribute("value"))
    assert output["signatureType"] == "ed25519"
    assert output["account"] == {"address": STATE["address"], "publicKey": STATE["address"]}
    signed = base64.b64decode(output["signedMessage"])
    expected = siws_text(dict(request["input"], address=STATE["address"])).encode()
    if envelope:
        assert signed.startswith(b"\xffsolana offchain") and signed.endswith(expected), signed
    else:
        assert signed == expected, (signed, expected)
    verify(STATE["address"], signed, output["signature"])
    axe_clean(browser, f"sign-in signed {language}")
    STATE["signed_in"] = True


@pytest.mark.parametrize("case", ["origin", "expired", "chain", "password"])
def test_04_refusals(browser, case):
    here("detail")
    request = {"domain": "app.example", "chainId": "solana:localnet", "nonce": "abcdefgh1",
               "issuedAt": rfc3339(0), "expirationTime": rfc3339(600)}
    origin = "https://app.example"
    if case == "origin":
        origin = "https://phish.example"
    elif case == "expired":
        request["expirationTime"] = rfc3339(-1)
    elif case == "chain":
        request["chainId"] = "solana:mainnet"
    browser.get(f"{STATE['detail']}/sign-in")
    switch_language(browser, "en")
    submit(browser, "#signin-form", {"request": json.dumps(request), "origin": origin}, "#signin-submit")
    if case == "password":
        submit(browser, "#sign-form", {"password": "not the password"}, "#sign-submit")
        assert el(browser, "#error").text, "no refusal shown"
        assert not browser.find_elements(By.CSS_SELECTOR, "#sign-output")
        return
    error = el(browser, "#error").text
    assert "Nothing was signed" in error, error
    assert {"origin": "phish.example", "expired": "expired", "chain": "solana:mainnet"}[case] in error, error
    assert not browser.find_elements(By.CSS_SELECTOR, "#sign-form")
    # The form comes back filled, to correct.
    assert "app.example" in el(browser, "#signin-request").get_attribute("value")
    axe_clean(browser, f"sign-in refused ({case})")
