"""The browser walk of every screen of `solwallet serve` on localnet (headless chromium), one PNG per screen in
$WEB_ARTIFACTS: token URL → onboarding → create → wallets → detail → airdrop → receive → send (review, confirm) →
history → transaction → market → asset → portfolio → settings (four languages) → seed export → dark theme → a live
balance update over SSE. The tests run in order and share the walk's state; a step whose predecessor failed skips.
"""
from __future__ import annotations

import re
from urllib.parse import urlsplit

import pytest
from selenium.common.exceptions import TimeoutException
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

from conftest import (BASE58, ORIGIN_NULL_BUG, PASSWORD, browser_post_refused, click_and_wait, el, pass_phrase_check,
                      path_of, set_dark, sol_text, submit, wait_for, work_around_origin_null)

STATE: dict = {"n": 0, "sources": []}


def need(*keys):
    for k in keys:
        if k not in STATE:
            pytest.skip(f"an earlier step of the walk failed (no {k})")


def shot(driver, artifacts, name: str):
    """Screenshot NN-name.png and keep the page's source for the seed-phrase check."""
    STATE["n"] += 1
    driver.save_screenshot(str(artifacts / f"{STATE['n']:02d}-{name}.png"))
    record(driver, name)


def record(driver, name: str):
    STATE["sources"].append((name, driver.current_url, driver.page_source))


def check_chrome(driver):
    """What every page has: <html lang>, the nav with its five links, <h1 id=title>, the language form."""
    assert driver.find_element(By.TAG_NAME, "html").get_attribute("lang") in ("en", "pt", "el", "tr")
    for link in ("#nav-wallets", "#nav-market", "#nav-portfolio", "#nav-settings", "#nav-export"):
        el(driver, f"nav#nav {link}")
    assert el(driver, "h1#title").text.strip()
    el(driver, "#lang-form select[name=language]")
    for form in driver.find_elements(By.TAG_NAME, "form"):
        if (form.get_attribute("method") or "get").lower() == "post":
            assert form.find_elements(By.CSS_SELECTOR, 'input[name="_csrf"]'), \
                f"form {form.get_attribute('id')} on {driver.current_url} has no _csrf"


def test_01_token_url_opens_onboarding(browser, dashboard, artifacts):
    for old in artifacts.glob("[0-9][0-9]-*.png"):
        old.unlink()
    set_dark(browser, False)
    browser.get(dashboard.url)
    assert path_of(browser) in ("/", "/onboarding"), browser.current_url
    assert "token=" not in browser.current_url, "the token stays in the address bar (303 → / expected)"
    wait_for(browser, "#create-form")
    el(browser, "#import-form")
    check_chrome(browser)
    assert "solwallet_session" not in browser.execute_script("return document.cookie"), "the cookie isn't HttpOnly"
    shot(browser, artifacts, "onboarding")
    STATE["onboarding"] = True


def test_01b_a_form_posted_by_chromium_is_accepted(browser, dashboard):
    """Regression test for ORIGIN_NULL_BUG (fixed on main at 5f5b04b: Referrer-Policy same-origin)."""
    need("onboarding")
    refused = browser_post_refused(browser)
    if refused:
        # The rest of the walk runs with the browser sending the dashboard's own Origin.
        work_around_origin_null(browser, dashboard)
        STATE["origin_workaround"] = True
    browser.get(dashboard.base + "/")
    wait_for(browser, "#create-form")
    assert not refused, f"serve refused Chromium's own form POST: {ORIGIN_NULL_BUG}"


def test_02_create_wallet(browser, artifacts):
    need("onboarding")
    submit(browser, "#create-form", {"name": "walk", "password": PASSWORD, "password2": PASSWORD, "words": "12"},
           "#create-submit")
    pass_phrase_check(browser)
    assert path_of(browser) == "/wallets", browser.current_url
    links = browser.find_elements(By.CSS_SELECTOR, "table#wallets a.account-link")
    assert len(links) == 1, f"{len(links)} account links on /wallets"
    href = links[0].get_attribute("href")
    address = urlsplit(href).path.rsplit("/", 1)[-1]
    assert BASE58.match(address), href
    el(browser, "#add-account-form")
    check_chrome(browser)
    shot(browser, artifacts, "wallets")
    STATE["address"] = address


def test_03_wallet_detail_balance_zero(browser, localnet, artifacts):
    need("address")
    click_and_wait(browser, browser.find_element(By.CSS_SELECTOR, "table#wallets a.account-link"))
    assert path_of(browser) == f"/accounts/{STATE['address']}"
    assert el(browser, "#balance-sol").text.strip() == "0 SOL"
    # localnet is a test cluster (issue 28): its SOL is never valued, and a badge names it.
    assert el(browser, "#balance-fiat").text.strip() == "—"
    assert el(browser, "#balance-cluster").text.strip() == "localnet"
    el(browser, "table#tokens")
    for link in ("#link-send", "#link-receive", "#link-history"):
        el(browser, link)
    check_chrome(browser)
    shot(browser, artifacts, "wallet")
    STATE["detail"] = browser.current_url


def test_04_airdrop(browser, localnet, artifacts):
    need("detail")
    amount = el(browser, "#airdrop-form input[name=amount]").get_attribute("value")
    assert amount == "2", f"the airdrop amount defaults to {amount!r}"
    submit(browser, "#airdrop-form", {}, "#airdrop-submit")
    assert path_of(browser) == urlsplit(STATE["detail"]).path, browser.current_url
    assert localnet.balance(STATE["address"]) == 2_000_000_000
    assert el(browser, "#balance-sol").text.strip() == "2 SOL"
    shot(browser, artifacts, "airdrop")
    STATE["funded"] = True


def test_05_receive(browser, artifacts):
    need("detail")
    browser.get(STATE["detail"])
    click_and_wait(browser, el(browser, "#link-receive"))
    assert path_of(browser) == f"/accounts/{STATE['address']}/receive"
    assert el(browser, "#qr").find_elements(By.TAG_NAME, "svg"), "#qr has no inline <svg>"
    url = el(browser, "#pay-url").text.strip()
    assert url == f"solana:{STATE['address']}", url
    check_chrome(browser)
    submit(browser, "#receive-form", {"amount": "1.5", "label": "Coffee"}, "#receive-form [type=submit]")
    url = el(browser, "#pay-url").text.strip()
    assert url.startswith(f"solana:{STATE['address']}?") and "amount=1.5" in url and "label=Coffee" in url, url
    assert el(browser, "#qr").find_elements(By.TAG_NAME, "svg")
    shot(browser, artifacts, "receive")


def test_06_send(browser, localnet, artifacts):
    need("funded")
    from solders.keypair import Keypair

    to = str(Keypair().pubkey())
    browser.get(STATE["detail"])
    click_and_wait(browser, el(browser, "#link-send"))
    assert path_of(browser) == f"/accounts/{STATE['address']}/send"
    check_chrome(browser)
    # A refusal first: too many decimals comes back as the form with #error.
    submit(browser, "#send-form", {"to": to, "amount": "0.0000000001"}, "#send-submit")
    assert el(browser, "#error").text.strip(), "no #error text for 0.0000000001 SOL"
    el(browser, "#send-form")
    shot(browser, artifacts, "send-refused")
    submit(browser, "#send-form", {"to": to, "amount": "0.5"}, "#send-submit")
    review = el(browser, "#send-review")
    assert to in review.text and "0.5" in review.text, review.text
    check_chrome(browser)
    shot(browser, artifacts, "send-review")
    submit(browser, "#confirm-form", {"password": PASSWORD}, "#confirm-submit")
    el(browser, "#send-result")
    signature = el(browser, "#signature")
    sig = signature.text.strip()
    assert BASE58.match(sig), sig
    links = [a.get_attribute("href") for a in browser.find_elements(By.CSS_SELECTOR, "#signature a, a#signature")]
    assert any(urlsplit(h).path == f"/tx/{sig}" for h in links), links
    assert localnet.balance(to) == 500_000_000
    shot(browser, artifacts, "send-result")
    STATE["signature"] = sig
    STATE["to"] = to


def test_07_history_and_transaction(browser, artifacts):
    need("signature")
    browser.get(STATE["detail"])
    click_and_wait(browser, el(browser, "#link-history"))
    assert path_of(browser) == f"/accounts/{STATE['address']}/history"
    rows = browser.find_elements(By.CSS_SELECTOR, "table#history tr.tx")
    assert len(rows) >= 2, f"{len(rows)} rows: the airdrop and the send expected"
    hrefs = [a.get_attribute("href") for a in browser.find_elements(By.CSS_SELECTOR, "table#history a.tx-link")]
    ours = [h for h in hrefs if urlsplit(h).path == f"/tx/{STATE['signature']}"]
    assert ours, f"the send {STATE['signature']} isn't in the history"
    check_chrome(browser)
    shot(browser, artifacts, "history")
    browser.get(ours[0])
    detail = el(browser, "#tx-detail")
    assert STATE["signature"] in detail.text
    assert STATE["to"] in detail.text, "the transaction page doesn't name the recipient"
    check_chrome(browser)
    shot(browser, artifacts, "transaction")


def test_08_market_and_asset(browser, dashboard, artifacts):
    browser.get(dashboard.base + "/wallets")
    click_and_wait(browser, el(browser, "#nav-market"))
    assert path_of(browser) == "/market"
    coins = browser.find_elements(By.CSS_SELECTOR, "table#market tr.coin")
    assert coins, "no tr.coin in table#market (recorded CoinGecko answers served)"
    assert "Bitcoin" in el(browser, "table#market").text
    check_chrome(browser)
    shot(browser, artifacts, "market")
    click_and_wait(browser, coins[0].find_element(By.CSS_SELECTOR, "a.coin-link"))
    assert path_of(browser).startswith("/market/"), browser.current_url
    chart = el(browser, "#chart")
    svgs = chart.find_elements(By.TAG_NAME, "svg")
    assert svgs, "#chart has no <svg>"
    assert chart.find_elements(By.CSS_SELECTOR, "svg polyline, svg path"), "the chart has no trend line"
    check_chrome(browser)
    shot(browser, artifacts, "asset")


def test_09_portfolio(browser, artifacts):
    click_and_wait(browser, el(browser, "#nav-portfolio"))
    assert path_of(browser) == "/portfolio"
    el(browser, "#portfolio")
    el(browser, "table#allocation")
    check_chrome(browser)
    shot(browser, artifacts, "portfolio")


def switch_language(browser, code: str):
    submit(browser, "#lang-form", {"language": code}, "#lang-submit")
    return browser.find_element(By.TAG_NAME, "html").get_attribute("lang"), el(browser, "h1#title").text.strip()


def test_10_settings_and_languages(browser, artifacts):
    click_and_wait(browser, el(browser, "#nav-settings"))
    assert path_of(browser) == "/settings"
    form = el(browser, "#settings-form")
    for name in ("cluster", "language", "currency"):
        assert form.find_elements(By.NAME, name), f"#settings-form has no {name}"
    check_chrome(browser)
    english = el(browser, "h1#title").text.strip()
    shot(browser, artifacts, "settings")
    lang, title = switch_language(browser, "pt")
    assert path_of(browser) == "/settings", browser.current_url
    assert lang == "pt" and title != english, (lang, title)
    shot(browser, artifacts, "settings-pt")
    lang, title = switch_language(browser, "el")
    assert lang == "el" and re.search("[\u0370-\u03ff]", title), (lang, title)
    lang, title = switch_language(browser, "tr")
    assert lang == "tr" and title != english, (lang, title)
    record(browser, "settings-tr")
    lang, title = switch_language(browser, "en")
    assert (lang, title) == ("en", english)


def seed_words(browser) -> list[str]:
    items = browser.find_elements(By.CSS_SELECTOR, "#seed-phrase li")
    return [re.sub(r"^\d+[.)]?\s*", "", li.text.strip()) for li in items]


def test_11_seed_export(browser, artifacts):
    need("address")
    click_and_wait(browser, el(browser, "#nav-export"))
    assert path_of(browser) == "/export"
    check_chrome(browser)
    shot(browser, artifacts, "export")
    submit(browser, "#export-form", {"password": "wrong password"}, "#export-submit")
    assert el(browser, "#error").text.strip()
    assert not browser.find_elements(By.CSS_SELECTOR, "#seed-phrase li"), "a wrong password showed the phrase"
    record(browser, "export-refused")
    browser.get(STATE["detail"].rsplit("/accounts/", 1)[0] + "/export")
    submit(browser, "#export-form", {"password": PASSWORD}, "#export-submit")
    words = seed_words(browser)
    assert len(words) in (12, 24), f"{words} on {browser.current_url}: {el(browser, 'main').text[:500]}"
    assert all(re.fullmatch("[a-z]+", w) for w in words), words
    from mnemonic import Mnemonic

    assert Mnemonic("english").check(" ".join(words)), "the exported words aren't a valid BIP-39 phrase"
    # The phrase re-derives the wallet's first account (m/44'/501'/0'/0', as solana-keygen and Phantom).
    from bip_utils import Bip39SeedGenerator, Bip44, Bip44Changes, Bip44Coins

    seed = Bip39SeedGenerator(" ".join(words)).Generate()
    account = Bip44.FromSeed(seed, Bip44Coins.SOLANA).Purpose().Coin().Account(0).Change(Bip44Changes.CHAIN_EXT)
    assert account.PublicKey().ToAddress() == STATE["address"], "the exported phrase doesn't derive the wallet"
    STATE["n"] += 1
    browser.save_screenshot(str(artifacts / f"{STATE['n']:02d}-export-phrase.png"))
    STATE["words"] = words
    STATE["export_page"] = browser.page_source


def test_12_dark_theme(browser, artifacts):
    need("detail")
    browser.get(STATE["detail"])
    light = browser.execute_script("return getComputedStyle(document.body).backgroundColor")
    set_dark(browser, True)
    browser.get(STATE["detail"])
    dark = browser.execute_script("return getComputedStyle(document.body).backgroundColor")
    shot(browser, artifacts, "dark-wallet")
    browser.get(STATE["detail"].rsplit("/accounts/", 1)[0] + "/market")
    shot(browser, artifacts, "dark-market")
    set_dark(browser, False)
    assert light != dark, f"prefers-color-scheme: dark changes nothing (background {light})"


def test_13_live_balance_update(browser, localnet, artifacts):
    need("detail")
    browser.get(STATE["detail"])
    before = el(browser, "#balance-sol").text.strip()
    browser.execute_script("window.__noReload = 'still here'")
    lamports = localnet.balance(STATE["address"])
    assert before == sol_text(lamports), (before, lamports)
    localnet.rpc("requestAirdrop", [STATE["address"], 1_000_000_000])
    try:
        WebDriverWait(browser, 20).until(lambda d: d.find_element(By.CSS_SELECTOR, "#balance-sol").text.strip()
                                         != before)
    except TimeoutException:
        raise AssertionError(f"#balance-sol stayed {before!r} for 20 s after an airdrop (SSE /events)") from None
    assert browser.execute_script("return window.__noReload") == "still here", "the page reloaded"
    after = el(browser, "#balance-sol").text.strip()
    assert after == sol_text(lamports + 1_000_000_000), (before, after)
    shot(browser, artifacts, "live-update")
    browser.get("about:blank")  # closes the page's /events stream before the dashboard is stopped


def test_14_seed_phrase_appears_on_no_other_page():
    need("words")
    words = STATE["words"]
    phrase = " ".join(words)
    leaks = []
    for name, url, source in STATE["sources"]:
        text = re.sub(r"<[^>]+>", " ", source).lower()
        tokens = re.findall(r"[a-z]+", text)
        trigrams = {tuple(words[i:i + 3]) for i in range(len(words) - 2)}
        if phrase in source or any(tuple(tokens[i:i + 3]) in trigrams for i in range(len(tokens) - 2)):
            leaks.append(f"{name} ({url}): the phrase")
            continue
        present = {w for w in words if re.search(rf"\b{w}\b", text)}
        if len(present) > len(words) // 3:
            leaks.append(f"{name} ({url}): {len(present)} of the words: {sorted(present)}")
    assert not leaks, leaks
    assert phrase in re.sub(r"\s+", " ", re.sub(r"<[^>]+>", " ", STATE["export_page"])) or \
        all(w in STATE["export_page"] for w in words)
