"""The browser walk of the screens that give the dashboard every wallet feature of the CLI (issue 27): news and backup,
each in the four languages, on localnet with the recorded news feed, headless chromium. One PNG per screen in
$WEB_ARTIFACTS (prefixed `screens-`). The tests run in order and share the walk's state; a step whose predecessor
failed skips.
"""
from __future__ import annotations

import json
import os
import re
import subprocess
import tempfile
import time
from pathlib import Path
from urllib.parse import quote, urlsplit

import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

from conftest import PASSWORD, REPO, browser_post_refused, click_and_wait, solwallet_bin, work_around_origin_null
from test_walk import BASE58, check_chrome, el, path_of, submit, wait_for

STATE: dict = {}
LANGUAGES = ("en", "pt", "el", "tr")
# The screens' headings, from WalletPresentation's and the dashboard's string tables (the same words the CLI uses).
NEWS_TITLE = {"en": "News", "pt": "Notícias", "el": "Νέα", "tr": "Haberler"}
BACKUP_TITLE = {"en": "Back up every wallet", "pt": "Backup de todas as carteiras",
                "el": "Αντίγραφο όλων των πορτοφολιών", "tr": "Tüm cüzdanları yedekle"}


def need(*keys):
    for k in keys:
        if k not in STATE:
            pytest.skip(f"an earlier step of the walk failed (no {k})")


def shot(driver, artifacts, name: str):
    driver.save_screenshot(str(artifacts / f"screens-{name}.png"))


def set_language(driver, code: str):
    submit(driver, "#lang-form", {"language": code}, "#lang-submit")
    assert driver.find_element(By.TAG_NAME, "html").get_attribute("lang") == code


def title(driver) -> str:
    return el(driver, "h1#title").text.strip()


def test_00_sign_in_and_fund(browser, dashboard, localnet):
    browser.get(dashboard.url)
    wait_for(browser, "#create-form")
    if browser_post_refused(browser):
        work_around_origin_null(browser, dashboard)
    browser.get(dashboard.base + "/onboarding")
    submit(browser, "#create-form", {"name": "screens", "password": PASSWORD, "password2": PASSWORD, "words": "12"},
           "#create-submit")
    href = el(browser, "table#wallets a.account-link").get_attribute("href")
    address = urlsplit(href).path.rsplit("/", 1)[-1]
    assert BASE58.match(address), href
    localnet.rpc("requestAirdrop", [address, 20_000_000_000])
    WebDriverWait(browser, 30).until(lambda _d: localnet.balance(address) >= 20_000_000_000)
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
        shot(browser, artifacts, f"news-{lang}")
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
        shot(browser, artifacts, f"backup-{lang}")
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
    shot(browser, artifacts, "backup-refused")
    backup_password = "the backup password 7"
    submit(browser, "#backup-form", {"path": str(target), "backup_password": backup_password,
                                     "backup_password2": backup_password, "password": PASSWORD}, "#backup-submit")
    assert path_of(browser) == "/backup", browser.current_url  # POST-redirect-GET
    assert str(target) in el(browser, "#notice").text
    assert target.read_bytes()[:4] == b"SWBK"
    assert (target.stat().st_mode & 0o777) == 0o600
    shot(browser, artifacts, "backup-done")
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
