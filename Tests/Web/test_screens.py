"""The browser walk of the screens that give the dashboard every wallet feature of the CLI (issue 27): news, backup,
pay (a Solana Pay transfer link; a transaction request from the hostile merchant refused) and stake (list, create,
deactivate, rewards, validators), each in the four languages, on localnet with the recorded news feed, headless
chromium. One PNG per screen in $WEB_ARTIFACTS (prefixed `screens-`). The tests run in order and share the walk's
state; a step whose predecessor failed skips.
"""
from __future__ import annotations

import json
import os
import subprocess
from pathlib import Path
from urllib.parse import quote

import pytest
from selenium.webdriver.common.by import By

from conftest import (PASSWORD, HttpsOracle, click_and_wait, create_wallet, fund, screens_shot, solwallet_bin,
                      start_dashboard_with)
from test_walk import BASE58, check_chrome, el, path_of, submit

STATE: dict = {}
LANGUAGES = ("en", "pt", "el", "tr")
# The screens' headings, from WalletPresentation's and the dashboard's string tables (the same words the CLI uses).
NEWS_TITLE = {"en": "News", "pt": "Notícias", "el": "Νέα", "tr": "Haberler"}
BACKUP_TITLE = {"en": "Back up every wallet", "pt": "Backup de todas as carteiras",
                "el": "Αντίγραφο όλων των πορτοφολιών", "tr": "Tüm cüzdanları yedekle"}
PAY_TITLE = {"en": "Pay", "pt": "Pagar", "el": "Πληρωμή", "tr": "Öde"}
VALIDATORS_TITLE = {"en": "Validators", "pt": "Validadores", "el": "Επικυρωτές", "tr": "Doğrulayıcılar"}


def need(*keys):
    for k in keys:
        if k not in STATE:
            pytest.skip(f"an earlier step of the walk failed (no {k})")


def set_language(driver, code: str):
    submit(driver, "#lang-form", {"language": code}, "#lang-submit")
    assert driver.find_element(By.TAG_NAME, "html").get_attribute("lang") == code


def title(driver) -> str:
    return el(driver, "h1#title").text.strip()


class Merchant(HttpsOracle):
    """Tests/Oracles/pay_merchant.py: the HTTPS merchant of the transaction-request tests."""

    def __init__(self, rpc: str, root: Path):
        super().__init__("pay_merchant.py", rpc, root, "merchant.json")
        self.merchant = self.info["merchant"]

    def link(self, path: str, query: str = "") -> str:
        url = self.url + path + (("?" + query) if query else "")
        return "solana:" + quote(url, safe="")

    def posts(self) -> list:
        posts = Path(str(self.ready) + ".posts")
        return [json.loads(line) for line in posts.read_text().splitlines()] if posts.exists() else []


@pytest.fixture(scope="module")
def merchant(localnet, tmp_path_factory):
    m = Merchant(localnet.http, tmp_path_factory.mktemp("merchant"))
    yield m
    m.stop()


@pytest.fixture(scope="module")
def dashboard(start_dashboard, merchant):
    """This module's dashboard trusts the merchant's self-signed certificate, as the CLI does (SOLWALLET_CA_FILE)."""
    return start_dashboard_with(start_dashboard, {"SOLWALLET_CA_FILE": merchant.ca})


def test_00_sign_in_and_fund(browser, dashboard, localnet):
    address = create_wallet(browser, dashboard, "screens", words="12")
    fund(localnet, address, 20_000_000_000)
    STATE["address"] = address
    STATE["detail"] = f"{dashboard.base}/accounts/{address}"
    STATE["base"] = dashboard.base


# --- news ---------------------------------------------------------------------------------------------------------

def test_01_news_in_four_languages(browser, artifacts):
    need("base")
    browser.get(STATE["base"] + "/wallets")
    click_and_wait(browser, el(browser, "nav#nav #nav-news"))
    assert path_of(browser) == "/news", browser.current_url
    for lang in LANGUAGES:
        set_language(browser, lang)
        assert path_of(browser) == "/news"
        assert title(browser) == NEWS_TITLE[lang], (lang, title(browser))
        items = browser.find_elements(By.CSS_SELECTOR, "ol#news li.news-item")
        assert len(items) == 4, f"{lang}: {len(items)} items (the fixture has 4 distinct items)"
        links = [a.get_attribute("href") for a in browser.find_elements(By.CSS_SELECTOR, "a.news-link")]
        assert links[1] == "https://solana.com/news/breakpoint-2026-recap", links
        assert all(a.get_attribute("rel") == "noopener noreferrer"
                   for a in browser.find_elements(By.CSS_SELECTOR, "a.news-link"))
        assert "Solana News" in el(browser, "#news-feed").text
        el(browser, "#news-count")
        check_chrome(browser)
        screens_shot(browser, artifacts, f"news-{lang}")
    set_language(browser, "en")
    STATE["news"] = True


# --- backup -------------------------------------------------------------------------------------------------------

def test_02_backup_in_four_languages_and_restore_it(browser, artifacts, tmp_path):
    need("base")
    browser.get(STATE["base"] + "/wallets")
    click_and_wait(browser, el(browser, "nav#nav #nav-backup"))
    assert path_of(browser) == "/backup", browser.current_url
    for lang in LANGUAGES:
        set_language(browser, lang)
        assert title(browser) == BACKUP_TITLE[lang], (lang, title(browser))
        el(browser, "#backup-form")
        check_chrome(browser)
        screens_shot(browser, artifacts, f"backup-{lang}")
    set_language(browser, "en")
    target = tmp_path / "wallets.swbk"
    # Refusals first: a relative path, two backup passwords that differ, a wrong keystore password; nothing written.
    submit(browser, "#backup-form", {"path": "wallets.swbk", "password": PASSWORD}, "#backup-submit")
    assert el(browser, "#error").text.strip()
    submit(browser, "#backup-form", {"path": str(target), "backup_password": "one backup password",
                                     "backup_password2": "another", "password": PASSWORD}, "#backup-submit")
    assert el(browser, "#error").text.strip()
    submit(browser, "#backup-form", {"path": str(target), "password": "wrong password"}, "#backup-submit")
    assert "Wrong password" in el(browser, "#error").text
    assert not target.exists()
    screens_shot(browser, artifacts, "backup-refused")
    backup_password = "the backup password 7"
    submit(browser, "#backup-form", {"path": str(target), "backup_password": backup_password,
                                     "backup_password2": backup_password, "password": PASSWORD}, "#backup-submit")
    assert path_of(browser) == "/backup", browser.current_url  # POST-redirect-GET
    assert str(target) in el(browser, "#notice").text
    assert target.read_bytes()[:4] == b"SWBK"
    assert (target.stat().st_mode & 0o777) == 0o600
    screens_shot(browser, artifacts, "backup-done")
    # Written again: refused (it exists) unless "replace" is ticked.
    before = target.read_bytes()
    browser.get(STATE["base"] + "/backup")
    submit(browser, "#backup-form", {"path": str(target), "password": PASSWORD}, "#backup-submit")
    assert "exists" in el(browser, "#error").text
    assert target.read_bytes() == before
    # The file is the CLI's backup: `solwallet restore` reads it into a fresh home with the backup password.
    home = tmp_path / "restored"
    env = dict(os.environ, SOLWALLET_KDF="minimum", SOLWALLET_PASSWORD="another keystore password",
               SOLWALLET_BACKUP_PASSWORD=backup_password)
    out = subprocess.run([str(solwallet_bin()), "restore", str(target), "--home", str(home), "--json"],
                         capture_output=True, text=True, env=env, timeout=120)
    assert out.returncode == 0, out.stderr
    restored = json.loads(out.stdout)["restored"]
    assert STATE["address"] in json.dumps(restored), restored
    STATE["backup"] = True


# --- pay ------------------------------------------------------------------------------------------------------------

def test_03_pay_a_transfer_link_in_four_languages(browser, localnet, artifacts):
    need("detail")
    from solders.keypair import Keypair

    for n, lang in enumerate(LANGUAGES):
        browser.get(STATE["detail"])
        set_language(browser, lang)
        click_and_wait(browser, el(browser, "#link-pay"))
        assert path_of(browser) == f"/accounts/{STATE['address']}/pay"
        assert title(browser) == PAY_TITLE[lang], (lang, title(browser))
        check_chrome(browser)
        screens_shot(browser, artifacts, f"pay-{lang}")
        to = str(Keypair().pubkey())
        reference = str(Keypair().pubkey())
        lamports = 250_000_000 + n
        amount = f"0.{lamports:09d}".rstrip("0")
        link = f"solana:{to}?amount={amount}&reference={reference}&label=Coffee%20shop&message=Order%20{n}"
        submit(browser, "#pay-form", {"link": link}, "#pay-submit")
        review = el(browser, "#send-review")
        assert to in review.text and "Coffee shop" in review.text and f"Order {n}" in review.text, review.text
        assert browser.find_elements(By.CSS_SELECTOR, "#send-effects li"), "the review shows no effects"
        assert browser.find_element(By.TAG_NAME, "html").get_attribute("lang") == lang
        check_chrome(browser)
        screens_shot(browser, artifacts, f"pay-review-{lang}")
        submit(browser, "#confirm-form", {"password": PASSWORD}, "#confirm-submit")
        el(browser, "#send-result")
        signature = el(browser, "#signature").text.strip()
        assert BASE58.match(signature), signature
        assert localnet.balance(to) == lamports, (lang, to)
        # The reference is on the transaction, as the merchant's verification needs it.
        found = localnet.rpc("getSignaturesForAddress", [reference, {"commitment": "confirmed"}])
        assert [s["signature"] for s in found] == [signature], found
        screens_shot(browser, artifacts, f"pay-result-{lang}")
    set_language(browser, "en")
    STATE["paid"] = True


def test_04_pay_refusals(browser, localnet, artifacts):
    need("detail")
    browser.get(STATE["detail"] + "/pay")
    submit(browser, "#pay-form", {"link": "https://example.com/not-solana"}, "#pay-submit")
    assert el(browser, "#error").text.strip()
    el(browser, "#pay-form")
    from solders.keypair import Keypair

    to = str(Keypair().pubkey())
    # A link without an amount needs one from the form.
    submit(browser, "#pay-form", {"link": f"solana:{to}"}, "#pay-submit")
    assert "amount" in el(browser, "#error").text.lower()
    screens_shot(browser, artifacts, "pay-refused")


def test_05_pay_a_hostile_transaction_request_is_refused(browser, localnet, merchant, artifacts):
    need("detail")
    before = localnet.balance(STATE["address"])
    browser.get(STATE["detail"] + "/pay")
    # System Assign of the account to another program: a payment may only transfer.
    submit(browser, "#pay-form", {"link": merchant.link("/assign")}, "#pay-submit")
    refusals = browser.find_elements(By.CSS_SELECTOR, "#refusals li")
    assert refusals, f"no refusal on {browser.current_url}: {el(browser, 'main').text[:800]}"
    assert not browser.find_elements(By.CSS_SELECTOR, "#confirm-form"), "a refused review offers to sign"
    assert not browser.find_elements(By.CSS_SELECTOR, "input[name=password]"), "a refused review asks the password"
    assert any(p["path"].startswith("/assign") for p in merchant.posts()), merchant.posts()
    check_chrome(browser)
    screens_shot(browser, artifacts, "pay-hostile-refused")
    assert localnet.balance(STATE["address"]) == before, "something moved"
    owner = localnet.rpc("getAccountInfo", [STATE["address"], {"encoding": "base64"}])["value"]["owner"]
    assert owner == "11111111111111111111111111111111", owner


def test_06_pay_an_honest_transaction_request(browser, localnet, merchant, artifacts):
    need("detail")
    from solders.keypair import Keypair

    reference = str(Keypair().pubkey())
    before = localnet.balance(merchant.merchant)
    browser.get(STATE["detail"] + "/pay")
    submit(browser, "#pay-form", {"link": merchant.link("/honest", f"lamports=3000000&reference={reference}"),
                                  "amount": "0.01"}, "#pay-submit")
    el(browser, "#send-review")
    assert not browser.find_elements(By.CSS_SELECTOR, "#refusals li"), el(browser, "main").text[:800]
    assert "127.0.0.1" in el(browser, "#send-review").text, "the review does not say who asks"
    screens_shot(browser, artifacts, "pay-transaction-review")
    submit(browser, "#confirm-form", {"password": PASSWORD}, "#confirm-submit")
    assert path_of(browser).startswith("/tx/"), browser.current_url
    assert localnet.balance(merchant.merchant) == before + 3_000_000


# --- stake ----------------------------------------------------------------------------------------------------------

def test_07_validators_and_stake_in_four_languages(browser, artifacts):
    need("detail")
    for lang in LANGUAGES:
        browser.get(STATE["detail"])
        set_language(browser, lang)
        click_and_wait(browser, el(browser, "#link-stake"))
        assert path_of(browser) == f"/accounts/{STATE['address']}/stake"
        el(browser, "table#stake-accounts")
        el(browser, "#stake-create-form")
        check_chrome(browser)
        screens_shot(browser, artifacts, f"stake-{lang}")
        click_and_wait(browser, el(browser, "#link-validators"))
        assert title(browser) == VALIDATORS_TITLE[lang], (lang, title(browser))
        rows = browser.find_elements(By.CSS_SELECTOR, "table#validators tr.validator")
        assert len(rows) >= 2, f"{len(rows)} validators (localnet has 3)"
        check_chrome(browser)
        screens_shot(browser, artifacts, f"validators-{lang}")
        browser.get(STATE["detail"] + "/stake/rewards")
        el(browser, "table#rewards")
        check_chrome(browser)
        screens_shot(browser, artifacts, f"rewards-{lang}")
    set_language(browser, "en")
    STATE["stake_screens"] = True


def test_08_create_a_stake_account_and_deactivate_it(browser, localnet, artifacts):
    need("stake_screens")
    browser.get(f"{STATE['base']}/validators?for={STATE['address']}")
    # The first validator that is not delinquent (localnet's last one never votes).
    rows = browser.find_elements(By.CSS_SELECTOR, "table#validators tr.validator")
    live = [r for r in rows if r.find_elements(By.TAG_NAME, "td")[-1].text.strip() == "—"]
    assert live, "no voting validator listed"
    vote = live[0].find_element(By.CSS_SELECTOR, "a.validator-link").text.strip()
    click_and_wait(browser, live[0].find_element(By.CSS_SELECTOR, "a.validator-link"))
    assert el(browser, "#stake-validator").get_attribute("value") == vote
    submit(browser, "#stake-create-form", {"amount": "2"}, "#stake-create-submit")
    el(browser, "#send-review")
    assert vote in title(browser), title(browser)  # "Stake 2 SOL with validator VOTE"
    assert browser.find_elements(By.CSS_SELECTOR, "#send-effects li"), "the stake review shows no effects"
    screens_shot(browser, artifacts, "stake-review")
    submit(browser, "#confirm-form", {"password": PASSWORD}, "#confirm-submit")
    assert path_of(browser) == f"/accounts/{STATE['address']}/stake", browser.current_url
    signature = el(browser, "#stake-signature").text.strip()
    assert BASE58.match(signature), signature
    rows = browser.find_elements(By.CSS_SELECTOR, "table#stake-accounts tr.stake-account")
    assert len(rows) == 1, f"{len(rows)} stake accounts listed"
    stake = rows[0].find_element(By.TAG_NAME, "td").text.strip()
    info = localnet.rpc("getAccountInfo", [stake, {"encoding": "base64", "commitment": "confirmed"}])["value"]
    assert info and info["owner"] == "Stake11111111111111111111111111111111111111", info
    assert info["lamports"] >= 2_000_000_000
    assert vote in rows[0].text
    screens_shot(browser, artifacts, "stake-created")
    # Deactivate it: its own review, then the password.
    click_and_wait(browser, rows[0].find_element(By.CSS_SELECTOR, ".deactivate-form button"))
    el(browser, "#send-review")
    screens_shot(browser, artifacts, "stake-deactivate-review")
    submit(browser, "#confirm-form", {"password": PASSWORD}, "#confirm-submit")
    assert path_of(browser) == f"/accounts/{STATE['address']}/stake", browser.current_url
    row = el(browser, "table#stake-accounts tr.stake-account")
    assert not row.find_elements(By.CSS_SELECTOR, ".deactivate-form"), "still offered for deactivation"
    state = row.find_element(By.CSS_SELECTOR, "td.state").text.strip()
    assert state in ("Deactivating", "Inactive"), state
    screens_shot(browser, artifacts, "stake-deactivated")
