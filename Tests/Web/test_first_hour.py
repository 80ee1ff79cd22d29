"""The dashboard's first hour (issue 28) in headless Chromium, against localnet: a new wallet's phrase shown once with
its warning and checked word by word (a wrong word refused) before the wallet exists, in the four languages; the
network badge in every page's header; the copy buttons under the Content-Security-Policy, by mouse and keyboard; and
no page wider than a 390 px phone. axe (no serious or critical violation) on each new screen."""
from __future__ import annotations

import re
from urllib.parse import urlsplit

import pytest
from axe_selenium_python import Axe
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import Select, WebDriverWait

from conftest import (PASSWORD, browser_post_refused, click_and_wait, create_wallet, fund, quiz_number, sol_text,
                      work_around_origin_null)

LANGUAGES = ("en", "pt", "el", "tr")
GREEK = re.compile("[\u0370-\u03ff]")
STATE: dict = {}


@pytest.fixture(scope="module")
def dashboard(start_dashboard):
    return start_dashboard()


def el(driver, css: str):
    return WebDriverWait(driver, 30).until(lambda d: d.find_element(By.CSS_SELECTOR, css))


def path_of(driver) -> str:
    return urlsplit(driver.current_url).path


def axe_clean(driver, name: str):
    """axe on the page shown: no violation of impact serious or critical."""
    axe = Axe(driver)
    axe.inject()
    result = axe.run()
    bad = [f"{v['id']} [{v['impact']}] at {[n.get('target') for n in v.get('nodes', [])]}"
           for v in result["violations"] if v.get("impact") in ("serious", "critical")]
    assert not bad, f"axe on {name}: {bad}"


def switch_language(driver, code: str):
    Select(el(driver, "#lang-form select[name=language]")).select_by_value(code)
    click_and_wait(driver, el(driver, "#lang-submit"))
    assert driver.find_element(By.TAG_NAME, "html").get_attribute("lang") == code


def need(key: str):
    if key not in STATE:
        pytest.skip(f"an earlier step failed ({key} missing)")


def test_01_sign_in(browser, dashboard):
    browser.set_window_size(1280, 900)
    browser.get(dashboard.url)
    el(browser, "#create-form")
    if browser_post_refused(browser):
        work_around_origin_null(browser, dashboard)
    STATE["base"] = dashboard.base


def create(driver, name: str):
    driver.get(STATE["base"] + "/onboarding")
    form = el(driver, "#create-form")
    for field, value in (("name", name), ("password", PASSWORD), ("password2", PASSWORD)):
        box = form.find_element(By.NAME, field)
        box.clear()
        box.send_keys(value)
    click_and_wait(driver, el(driver, "#create-submit"))


@pytest.mark.parametrize("language", LANGUAGES)
def test_02_a_new_wallet_shows_its_phrase_once_and_checks_it(browser, language):
    need("base")
    base = STATE["base"]
    browser.get(base + "/onboarding")
    switch_language(browser, language)
    create(browser, f"first-{language}")
    assert path_of(browser) == "/onboarding/phrase", browser.current_url
    warning = el(browser, "#phrase-warning").text.strip()
    assert warning and el(browser, "#phrase-warning").is_displayed()
    STATE.setdefault("warnings", {})[language] = warning
    if language == "el":
        assert GREEK.search(warning), warning
    words = [li.text.strip() for li in browser.find_elements(By.CSS_SELECTOR, "#new-phrase li")]
    assert len(words) == 12 and all(re.fullmatch("[a-z]+", w) for w in words), words
    axe_clean(browser, f"new phrase ({language})")
    # Shown once: coming back goes on to the check, and the words are gone.
    browser.get(base + "/onboarding/phrase")
    assert path_of(browser) == "/onboarding/confirm", browser.current_url
    assert not browser.find_elements(By.CSS_SELECTOR, "#new-phrase")
    # Nothing is saved before the check.
    browser.get(base + "/wallets")
    assert f"first-{language}" not in browser.page_source
    browser.get(base + "/onboarding/confirm")
    axe_clean(browser, f"phrase check ({language})")

    number = quiz_number(browser.page_source)
    assert number, browser.page_source[:400]
    wrong = "zoo" if words[number - 1] != "zoo" else "abandon"
    el(browser, "#quiz-word").send_keys(wrong)
    click_and_wait(browser, el(browser, "#quiz-submit"))
    error = el(browser, "#error").text
    assert str(number) in error and "2" in error, error
    assert quiz_number(browser.page_source) == number, "a wrong word moved the check on"
    STATE.setdefault("errors", {})[language] = error
    axe_clean(browser, f"phrase check refused ({language})")

    for _ in range(3):
        if not browser.find_elements(By.CSS_SELECTOR, "#quiz-form"):
            break
        number = quiz_number(browser.page_source)
        el(browser, "#quiz-word").send_keys(words[number - 1])
        click_and_wait(browser, el(browser, "#quiz-submit"))
    assert path_of(browser) == "/wallets", browser.current_url
    hint = el(browser, "#backup-hint")
    assert hint.find_element(By.CSS_SELECTOR, "a#backup-hint-export").get_attribute("href").endswith("/export")
    assert hint.find_element(By.CSS_SELECTOR, "a#backup-hint-file").get_attribute("href").endswith("/backup")
    assert f"first-{language}" in el(browser, "table#wallets").text
    axe_clean(browser, f"wallets after creation ({language})")
    if "address" not in STATE:
        link = el(browser, "table#wallets a.account-link").get_attribute("href")
        STATE["address"] = urlsplit(link).path.rsplit("/", 1)[-1]


def test_03_the_texts_are_each_languages_own():
    need("warnings")
    warnings, errors = STATE["warnings"], STATE.get("errors", {})
    assert len(set(warnings.values())) == len(LANGUAGES), warnings
    assert len(set(errors.values())) == len(LANGUAGES), errors


def pages() -> list[str]:
    base, address = STATE["base"], STATE["address"]
    detail = f"{base}/accounts/{address}"
    return [f"{base}/onboarding", f"{base}/wallets", f"{base}/settings", f"{base}/market", f"{base}/market/bitcoin",
            f"{base}/portfolio", f"{base}/news", f"{base}/backup", f"{base}/export", detail, f"{detail}/receive",
            f"{detail}/receive?amount=1.5&label=Coffee", f"{detail}/send", f"{detail}/history", f"{detail}/pay",
            f"{detail}/stake", f"{detail}/stake/rewards", f"{base}/validators?for={address}", f"{base}/nowhere"]


def test_04_every_page_has_the_network_badge(browser):
    need("address")
    switch_language(browser, "en")
    for url in pages():
        browser.get(url)
        badge = el(browser, "header #cluster-badge")
        assert badge.get_attribute("data-cluster") == "localnet", url
        assert "localnet" in badge.text and "test" in badge.get_attribute("class").split(), url
    # mainnet-beta looks otherwise: the same badge with the mainnet class has another border and colour.
    looks = browser.execute_script("""
        var test = document.getElementById('cluster-badge');
        var main = test.cloneNode(true); main.id = 'main-badge-probe';
        main.className = 'badge cluster-badge main'; test.parentNode.appendChild(main);
        function look(e) { var s = getComputedStyle(e); return [s.borderTopStyle, s.color]; }
        var out = [look(test), look(main)]; main.remove(); return out;""")
    assert looks[0][0] == "dashed" and looks[1][0] == "solid", looks
    assert looks[0][1] != looks[1][1], looks
    axe_clean(browser, "page with the badge")


@pytest.mark.parametrize("language", LANGUAGES)
def test_05_copy_buttons_work_under_the_csp(browser, dashboard, language):
    need("address")
    base, address = STATE["base"], STATE["address"]
    browser.execute_cdp_cmd("Browser.grantPermissions", {
        "origin": base, "permissions": ["clipboardReadWrite", "clipboardSanitizedWrite"]})
    browser.get(f"{base}/accounts/{address}")
    switch_language(browser, language)
    assert browser.find_elements(By.CSS_SELECTOR, 'script[src="/static/copy.js"]'), "copy.js isn't in the page"
    button = el(browser, "#copy-address")
    name, label = button.get_attribute("aria-label"), button.text.strip()
    # An accessible name that holds the visible label.
    assert name and label and label.lower() in name.lower(), (name, label)
    copied = button.get_attribute("data-copied")
    assert copied and copied != label
    button.click()
    WebDriverWait(browser, 10).until(lambda _d: button.text.strip() == copied)
    assert "copied" in button.get_attribute("class").split()
    status = browser.execute_script("var s = document.querySelector('[role=status][aria-live]');"
                                    "return s ? s.textContent : null")
    assert status == copied, status
    clip = browser.execute_async_script(
        "var done = arguments[0]; navigator.clipboard.readText().then(done, function (e) { done('ERR ' + e); });")
    assert clip == address, clip
    axe_clean(browser, f"account with copy button ({language})")

    # The keyboard: from the address's copy button, Tab reaches the payment link's, and Enter copies the link.
    browser.get(f"{base}/accounts/{address}/receive?amount=1.5")
    link = el(browser, "#copy-link")
    url = el(browser, "#pay-url").text.strip()
    browser.execute_script("document.getElementById('copy-address').focus()")
    ActionChains(browser).send_keys(Keys.TAB).perform()
    assert browser.switch_to.active_element == link, browser.switch_to.active_element.get_attribute("id")
    ActionChains(browser).send_keys(Keys.ENTER).perform()
    WebDriverWait(browser, 10).until(lambda _d: link.text.strip() == link.get_attribute("data-copied"))
    clip = browser.execute_async_script(
        "var done = arguments[0]; navigator.clipboard.readText().then(done, function (e) { done('ERR ' + e); });")
    assert clip == url, (clip, url)
    axe_clean(browser, f"receive with copy buttons ({language})")


@pytest.mark.parametrize("language", LANGUAGES)
def test_06_no_page_is_wider_than_a_phone(browser, language, artifacts):
    need("address")
    browser.get(STATE["base"] + "/settings")
    switch_language(browser, language)
    browser.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                            {"width": 390, "height": 844, "deviceScaleFactor": 1, "mobile": True})
    try:
        wide = []
        for url in pages():
            browser.get(url)
            el(browser, "h1#title")
            width = browser.execute_script("return document.documentElement.scrollWidth")
            if width > 390:
                culprit = browser.execute_script("""
                    var out = [];
                    document.querySelectorAll('body *').forEach(function (e) {
                      var r = e.getBoundingClientRect();
                      if (r.right > 391 && out.length < 3) out.push(e.tagName + '#' + e.id + '.' + e.className);
                    });
                    return out;""")
                wide.append(f"{urlsplit(url).path}: {width} px ({culprit})")
        assert not wide, f"wider than 390 px ({language}): {wide}"
        browser.get(STATE["base"] + "/settings")
        browser.save_screenshot(str(artifacts / f"first-hour-390-settings-{language}.png"))
    finally:
        browser.execute_cdp_cmd("Emulation.clearDeviceMetricsOverride", {})


def test_07_the_cluster_picker_offers_the_clusters(browser):
    need("address")
    browser.get(STATE["base"] + "/settings")
    switch_language(browser, "el")
    picker = Select(el(browser, "#settings-cluster"))
    values = [o.get_attribute("value") for o in picker.options]
    assert values == ["mainnet-beta", "devnet", "testnet", "localnet", "custom"], values
    # serve runs with -u: the cluster is localnet's URL, a custom one here.
    assert picker.first_selected_option.get_attribute("value") == "custom"
    assert el(browser, "#settings-cluster-url").get_attribute("value").startswith("http://127.0.0.1:")
    assert GREEK.search(picker.options[-1].text), picker.options[-1].text
    axe_clean(browser, "settings with the cluster picker (el)")
    switch_language(browser, "en")


def test_08_switching_the_cluster_switches_the_badge_and_the_money(browser, start_dashboard, localnet):
    """On a dashboard whose cluster is a stored setting (not -u, which would win), the picker switched to devnet (out
    of reach here) and back to localnet's URL: the badge follows, and the account's localnet SOL is never shown as
    devnet's (issue 28's first finding, in the browser)."""
    need("address")
    dashboard = start_dashboard(stored_url=True)
    address = create_wallet(browser, dashboard, "clusters")
    fund(localnet, address, 3_000_000_000)
    detail = f"{dashboard.base}/accounts/{address}"
    held = sol_text(3_000_000_000)

    def pick(choice: str, url: str = ""):
        browser.get(dashboard.base + "/settings")
        Select(el(browser, "#settings-cluster")).select_by_value(choice)
        field = el(browser, "#settings-cluster-url")
        field.clear()
        if url:
            field.send_keys(url)
        click_and_wait(browser, el(browser, "#settings-submit"))

    def badge() -> str:
        return el(browser, "header #cluster-badge").get_attribute("data-cluster")

    browser.get(detail)
    WebDriverWait(browser, 30).until(lambda d: held in d.find_element(By.CSS_SELECTOR, "#balance-sol").text)
    pick("devnet")
    assert badge() == "devnet"
    browser.get(detail)
    assert badge() == "devnet", browser.current_url
    assert held not in browser.find_element(By.TAG_NAME, "main").text, "localnet's SOL shown on devnet"
    pick("custom", localnet.http)
    assert badge() == "localnet"
    browser.get(detail)
    WebDriverWait(browser, 30).until(lambda d: held in d.find_element(By.CSS_SELECTOR, "#balance-sol").text)
