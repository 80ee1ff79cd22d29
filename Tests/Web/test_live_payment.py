"""Issues 29, 30 and 31 in headless chromium: a payment in flight updates its page in place (live.js reads the
payment's state; no reload: a marker set on the window survives while the steps change) and then goes to its result;
a Solana Action (blink) from the local HTTPS Actions server (Tests/Oracles/actions_server.py) shown as a card, and its
transaction reviewed with the instruction named by a registered IDL. On localnet with the Memo program's code at a
fresh address; one PNG per screen in $WEB_ARTIFACTS (prefixed `screens-`). The tests run in order and share the walk's
state; a step whose predecessor failed skips.
"""
from __future__ import annotations

import http.client
import json
import os
import subprocess
from pathlib import Path
from urllib.parse import quote, urlsplit

import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

from conftest import (PASSWORD, REPO, HttpsOracle, Localnet, click_and_wait, create_wallet, fund, screens_shot,
                      solwallet_bin, start_dashboard_with)
from test_walk import BASE58, el, path_of, submit, wait_for

STATE: dict = {}


def need(*keys):
    for k in keys:
        if k not in STATE:
            pytest.skip(f"an earlier step of the walk failed (no {k})")


def admin(localnet, payload: dict) -> dict:
    """localnet's fault injection (POST /admin/faults)."""
    parts = urlsplit(localnet.http)
    conn = http.client.HTTPConnection(parts.hostname, parts.port, timeout=10)
    conn.request("POST", "/admin/faults", json.dumps(payload), {"Content-Type": "application/json"})
    answer = conn.getresponse()
    body = answer.read()
    conn.close()
    assert answer.status == 200, body
    return json.loads(body)


class ActionsServer(HttpsOracle):
    """Tests/Oracles/actions_server.py: the HTTPS Actions server of the `solwallet action` tests."""

    def __init__(self, rpc: str, root: Path):
        super().__init__("actions_server.py", rpc, root, "actions.json")

    def link(self, path: str) -> str:
        return "solana-action:" + quote(self.url + path, safe="")


@pytest.fixture(scope="module")
def note_program(tmp_path_factory):
    """A fresh address running the Memo program's code (a program the wallet does not decode), and its ELF."""
    from solders.keypair import Keypair

    program = str(Keypair().pubkey())
    elf = tmp_path_factory.mktemp("program") / "note.so"
    subprocess.run(
        [str(REPO / ".venv/bin/python"), str(REPO / "Tests/Oracles/tx_oracle.py"), "program_elf"],
        input=json.dumps({"program": "MemoSq4gqABAXKb96qnH8TysNcWxMyWCqXgDLGmfcHr", "path": str(elf)}),
        text=True, check=True, capture_output=True)
    return program, elf


@pytest.fixture(scope="module")
def localnet(tmp_path_factory, note_program):
    n = Localnet(tmp_path_factory.mktemp("localnet"), "--slot-ms", "100", "--bpf-program", note_program[0],
                 str(note_program[1]))
    yield n
    n.stop()


@pytest.fixture(scope="module")
def actions(localnet, tmp_path_factory):
    server = ActionsServer(localnet.http, tmp_path_factory.mktemp("actions"))
    yield server
    server.stop()


@pytest.fixture(scope="module")
def dashboard(start_dashboard, actions):
    """This module's dashboard trusts the Actions server's self-signed certificate (SOLWALLET_CA_FILE), and may
    fetch its icon from this machine (SOLWALLET_PRIVATE_IMAGE_HOSTS)."""
    return start_dashboard_with(
        start_dashboard, {"SOLWALLET_CA_FILE": actions.ca, "SOLWALLET_PRIVATE_IMAGE_HOSTS": "127.0.0.1"})


def test_00_sign_in_and_fund(browser, dashboard, localnet):
    address = create_wallet(browser, dashboard, "live", words="12")
    fund(localnet, address, 5_000_000_000)
    STATE["address"] = address
    STATE["base"] = dashboard.base


def test_01_a_payment_in_flight_updates_in_place_then_shows_its_result(browser, localnet, artifacts):
    need("address")
    from solders.keypair import Keypair

    to = str(Keypair().pubkey())
    address = STATE["address"]
    browser.get(f"{STATE['base']}/accounts/{address}/send")
    submit(browser, "#send-form", {"to": to, "amount": "0.25"}, "#send-submit")
    el(browser, "#send-review")
    # The first four sends are answered and dropped: the confirmation's 2 s wait ends first, the progress page is
    # shown, and each resend (every 2 s) adds a step while it waits; the fifth send lands (a blockhash lives 15 s).
    admin(localnet, {"lose_sends": 4})
    try:
        submit(browser, "#confirm-form", {"password": PASSWORD}, "#confirm-submit")
        assert "/send/payment/" in path_of(browser), browser.current_url
        el(browser, "#send-in-flight")
        state = el(browser, "body").get_attribute("data-live-payment")
        assert state == path_of(browser) + "/state", state
        # A marker on this document: a reload would lose it.
        browser.execute_script("window.liveMarker = 'same document';")
        first = [li.text for li in browser.find_elements(By.CSS_SELECTOR, "#send-progress li")]

        def changed(driver) -> bool:
            if "/send/payment/" not in path_of(driver):
                return False
            steps = [li.text for li in driver.find_elements(By.CSS_SELECTOR, "#send-progress li")]
            return steps != first and driver.execute_script("return window.liveMarker") == "same document"

        WebDriverWait(browser, 30).until(changed)
        steps = [li.text for li in browser.find_elements(By.CSS_SELECTOR, "#send-progress li")]
        assert any("…" in step for step in steps), steps
        assert browser.execute_script("return window.liveMarker") == "same document", "the page was reloaded"
        screens_shot(browser, artifacts, "payment-progress")
        # Landed: live.js goes to the result page by itself.
        WebDriverWait(browser, 60).until(lambda d: "/send/sent/" in path_of(d))
        wait_for(browser, "#send-result")
        signature = path_of(browser).rsplit("/", 1)[-1]
        assert BASE58.match(signature), signature
    finally:
        admin(localnet, {"reset": True})
    WebDriverWait(browser, 30).until(lambda _d: localnet.balance(to) == 250_000_000)


def test_02_an_action_card_and_its_review_naming_a_registered_idls_instruction(browser, dashboard, actions,
                                                                               note_program, artifacts):
    need("address")
    program = note_program[0]
    # The Memo program's IDL moved to the program's address and renamed, registered as `solwallet idl add` does.
    idl = json.loads((REPO / "Tests/Fixtures/idl/memo.json").read_text())
    idl["program"]["publicKey"] = program
    idl["program"]["name"] = "noteDemo"
    idl["program"]["instructions"][0]["name"] = "postNote"
    path = dashboard.home / "note-idl.json"
    path.write_text(json.dumps(idl))
    added = subprocess.run([str(solwallet_bin()), "idl", "add", str(path), "--home", str(dashboard.home / "wallet")],
                           capture_output=True, text=True, env=dict(os.environ, HOME=str(dashboard.home)))
    assert added.returncode == 0, added.stderr

    # A card with a parameter: the donation's amount.
    browser.get(f"{STATE['base']}/accounts/{STATE['address']}/action")
    submit(browser, "#action-form", {"url": actions.link("/api/donate")}, "#action-open")
    card = el(browser, "#action-card")
    assert el(browser, "#action-domain").text.strip() == "127.0.0.1", card.text
    assert el(browser, "#action-title").text.strip() == "Donate", card.text
    el(browser, "#action-card input[name=param_0]")
    screens_shot(browser, artifacts, "action-card")
    # The action that calls the program.
    submit(browser, "#action-form", {"url": actions.link(f"/api/program?program={program}")}, "#action-open")
    assert el(browser, "#action-title").text.strip() == "Run", el(browser, "#action-card").text
    click_and_wait(browser, el(browser, ".action-button-form .action-button"))
    listed = el(browser, "#review-instructions").text
    assert f"noteDemo ({program}).postNote" in listed and 'memo="note from the action"' in listed, listed
    # Named for display only: a payment may not call it; refused, and no form can sign it.
    el(browser, "#refusals")
    assert not browser.find_elements(By.CSS_SELECTOR, "#confirm-form")
    screens_shot(browser, artifacts, "action-review-idl")
