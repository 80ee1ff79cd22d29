"""axe-core (the copy inside axe-selenium-python, no network) on every screen of `solwallet serve`, light and dark:
no violation of impact `serious` or `critical`. The full results go to $WEB_ARTIFACTS/axe-results.json."""
from __future__ import annotations

import json
import time
from urllib.parse import urlsplit

import pytest
from axe_selenium_python import Axe
from selenium.common.exceptions import StaleElementReferenceException, WebDriverException
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import Select, WebDriverWait

from conftest import (PASSWORD, browser_post_refused, click_and_wait, pass_phrase_check, set_dark,
                      work_around_origin_null)

FAILING = ("serious", "critical")
# Violations found on main and reported, not yet fixed: (rule, CSS target). Each is listed, not failed, by the sweep and
# pinned by the strict xfail below, which starts failing (XPASS) once the server is fixed: then delete the entry.
# Fixed at b818a93: ("autocomplete-valid", "#restore-backup-password"): the restore form's password had
# autocomplete="off", which axe rates serious ("inappropriate for this type of input").
KNOWN: dict[tuple[str, str], str] = {}
SEEN_KNOWN: list[str] = []


def fill_and_submit(driver, form_css: str, fields: dict, button_css: str):
    for attempt in range(3):
        try:
            form = driver.find_element(By.CSS_SELECTOR, form_css)
            for name, value in fields.items():
                field = form.find_element(By.NAME, name)
                if field.tag_name == "select":
                    Select(field).select_by_value(value)
                else:
                    field.clear()
                    field.send_keys(value)
            click_and_wait(driver, driver.find_element(By.CSS_SELECTOR, button_css))
            return
        except (StaleElementReferenceException, WebDriverException) as e:
            # As in test_walk.submit: Chromium now and then swaps a just-loaded document; fill the form again.
            if attempt == 2 or not (isinstance(e, StaleElementReferenceException) or "does not belong" in str(e)):
                raise
            time.sleep(0.5)


def test_axe_every_screen_light_and_dark(browser, dashboard, localnet, artifacts):
    base = dashboard.base
    axe = Axe(browser)
    results: dict = {}
    failures: list[str] = []
    problems: list[str] = []

    def check(name: str, action):
        """Opens a screen, then runs axe on it in light and dark (the media emulation applies without a reload)."""
        try:
            action()
        except Exception as e:  # noqa: BLE001 — a screen we can't reach is reported, the others still checked
            problems.append(f"{name}: could not open the screen: {type(e).__name__}: {str(e)[:200]}")
            return
        for dark in (False, True):
            set_dark(browser, dark)
            mode = "dark" if dark else "light"
            axe.inject()
            result = axe.run()
            results[f"{name}-{mode}"] = {"url": browser.current_url, **result}
            for v in result["violations"]:
                if v.get("impact") not in FAILING:
                    continue
                for node in v.get("nodes", []):
                    target = " ".join(str(t) for t in node.get("target", []))
                    line = f"{name} ({mode}): {v['id']} [{v['impact']}] {v.get('help')} at {target}"
                    (SEEN_KNOWN if (v["id"], target) in KNOWN else failures).append(line)
        set_dark(browser, False)

    def onboarding():
        browser.get(dashboard.url)
        browser.find_element(By.CSS_SELECTOR, "#create-form")
    check("onboarding", onboarding)
    if browser_post_refused(browser):
        # ORIGIN_NULL_BUG (test_walk's xfail says so): the rest runs with Chromium sending the dashboard's Origin.
        work_around_origin_null(browser, dashboard)
    browser.get(f"{base}/onboarding")
    fill_and_submit(browser, "#create-form",
                    {"name": "axe", "password": PASSWORD, "password2": PASSWORD, "words": "12"}, "#create-submit")
    pass_phrase_check(browser)
    check("wallets", lambda: browser.find_element(By.CSS_SELECTOR, "table#wallets a.account-link"))
    link = browser.find_element(By.CSS_SELECTOR, "table#wallets a.account-link").get_attribute("href")
    address = urlsplit(link).path.rsplit("/", 1)[-1]
    localnet.rpc("requestAirdrop", [address, 2_000_000_000])
    WebDriverWait(browser, 20).until(lambda d: localnet.balance(address) > 0)
    detail = f"{base}/accounts/{address}"
    check("wallet", lambda: browser.get(detail))
    check("receive", lambda: browser.get(f"{detail}/receive?amount=1.5&label=Coffee"))
    check("send", lambda: browser.get(f"{detail}/send"))

    def send_refused():
        browser.get(f"{detail}/send")
        fill_and_submit(browser, "#send-form", {"to": "not-an-address", "amount": "0.5"}, "#send-submit")
        browser.find_element(By.CSS_SELECTOR, "#error")
    check("send-refused", send_refused)

    def review():
        browser.get(f"{detail}/send")
        from solders.keypair import Keypair

        fill_and_submit(browser, "#send-form", {"to": str(Keypair().pubkey()), "amount": "0.1"}, "#send-submit")
        browser.find_element(By.CSS_SELECTOR, "#send-review")
    check("send-review", review)
    check("history", lambda: browser.get(f"{detail}/history"))

    def tx():
        browser.get(f"{detail}/history")
        browser.get(browser.find_element(By.CSS_SELECTOR, "table#history a.tx-link").get_attribute("href"))
        browser.find_element(By.CSS_SELECTOR, "#tx-detail")
    check("transaction", tx)
    check("market", lambda: browser.get(f"{base}/market"))

    def asset():
        browser.get(f"{base}/market")
        browser.get(browser.find_element(By.CSS_SELECTOR, "table#market a.coin-link").get_attribute("href"))
        browser.find_element(By.CSS_SELECTOR, "#chart svg")
    check("asset", asset)
    check("portfolio", lambda: browser.get(f"{base}/portfolio"))
    check("settings", lambda: browser.get(f"{base}/settings"))
    check("export", lambda: browser.get(f"{base}/export"))

    def export_refused():
        browser.get(f"{base}/export")
        fill_and_submit(browser, "#export-form", {"password": "wrong password"}, "#export-submit")
        browser.find_element(By.CSS_SELECTOR, "#error")
    check("export-refused", export_refused)

    def export_phrase():
        browser.get(f"{base}/export")
        fill_and_submit(browser, "#export-form", {"password": PASSWORD}, "#export-submit")
        browser.find_element(By.CSS_SELECTOR, "#seed-phrase li")
    check("export-phrase", export_phrase)
    # The screens of issue 27: news, backup, pay (its form and a transfer's review), stake (the list, validators,
    # rewards and a create review).
    check("news", lambda: browser.get(f"{base}/news"))
    check("backup", lambda: browser.get(f"{base}/backup"))
    check("pay", lambda: browser.get(f"{detail}/pay"))

    def pay_review():
        browser.get(f"{detail}/pay")
        from solders.keypair import Keypair

        fill_and_submit(browser, "#pay-form", {"link": f"solana:{Keypair().pubkey()}?amount=0.1&label=Coffee"},
                        "#pay-submit")
        browser.find_element(By.CSS_SELECTOR, "#send-review")
    check("pay-review", pay_review)
    check("stake", lambda: browser.get(f"{detail}/stake"))
    check("validators", lambda: browser.get(f"{base}/validators?for={address}"))
    check("rewards", lambda: browser.get(f"{detail}/stake/rewards"))

    def stake_review():
        browser.get(f"{base}/validators?for={address}")
        rows = browser.find_elements(By.CSS_SELECTOR, "table#validators tr.validator")
        live = [r for r in rows if r.find_elements(By.TAG_NAME, "td")[-1].text.strip() == "—"]  # not delinquent
        browser.get(live[0].find_element(By.CSS_SELECTOR, "a.validator-link").get_attribute("href"))
        fill_and_submit(browser, "#stake-create-form", {"amount": "1"}, "#stake-create-submit")
        browser.find_element(By.CSS_SELECTOR, "#send-review")
    check("stake-review", stake_review)
    check("lock", lambda: browser.get(f"{base}/lock"))
    check("not-found", lambda: browser.get(f"{base}/no-such-page"))

    def unauthorized():
        browser.delete_all_cookies()
        browser.get(f"{base}/wallets")
    check("unauthorized", unauthorized)

    (artifacts / "axe-results.json").write_text(json.dumps(results, indent=1))
    assert not problems, "\n".join(problems)
    assert len(results) == 2 * 27, sorted(results)
    assert not failures, "\n".join(failures)


@pytest.mark.skipif(not KNOWN, reason="no known axe violation")
@pytest.mark.xfail(strict=True, reason=" ".join(KNOWN.values()))
def test_known_axe_violations_are_fixed():
    assert not SEEN_KNOWN, "\n".join(SEEN_KNOWN)
