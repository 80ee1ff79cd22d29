"""`solwallet serve`'s forms over plain HTTP: import of a phrase generated here (the address re-derived by bip_utils),
the refusals (422 with #error, nothing sent), hostile input (never a 5xx), the market's sort and search, the receive
link, and `serve --json`."""
from __future__ import annotations

import json
import re
import subprocess
import time
from urllib.parse import parse_qs, quote, urlsplit

import pytest
from bip_utils import Bip39SeedGenerator, Bip44, Bip44Changes, Bip44Coins
from mnemonic import Mnemonic
from solders.keypair import Keypair

from conftest import PASSWORD, forms_of, solwallet_bin

STATE: dict = {}
ADDRESS_LINK = re.compile(r'href="/accounts/([1-9A-HJ-NP-Za-km-z]{32,44})"')


def derive(phrase: str, account: int = 0) -> str:
    seed = Bip39SeedGenerator(phrase).Generate()
    ctx = Bip44.FromSeed(seed, Bip44Coins.SOLANA).Purpose().Coin().Account(account).Change(Bip44Changes.CHAIN_EXT)
    return ctx.PublicKey().ToAddress()


def error_text(r) -> str:
    m = re.search(r'id="error"[^>]*>(.*?)</', r.text, re.S)
    return m.group(1).strip() if m else ""


def test_import_refusals_create_nothing(client):
    good = Mnemonic("english").generate(128)
    words = good.split()
    # Another last word: one in 16 still has a valid checksum, so take the first that does not.
    english = Mnemonic("english")
    bad_checksum = next(c for c in (" ".join(words[:-1] + [w]) for w in english.wordlist) if not english.check(c))
    cases = {
        "a wrong checksum": dict(phrase=bad_checksum, password=PASSWORD, password2=PASSWORD),
        "a word not in the list": dict(phrase=" ".join(words[:-1] + ["solwallet"]), password=PASSWORD,
                                       password2=PASSWORD),
        "11 words": dict(phrase=" ".join(words[:-1]), password=PASSWORD, password2=PASSWORD),
        "passwords that differ": dict(phrase=good, password=PASSWORD, password2=PASSWORD + "x"),
        "an empty password": dict(phrase=good, password="", password2=""),
    }
    for what, fields in cases.items():
        r = client.post("/onboarding/import", dict(fields, name="bad"))
        assert r.status == 422, f"import with {what}: {r.status}"
        assert error_text(r), f"import with {what}: no #error text"
        assert 'id="import-form"' in r.text, f"import with {what}: the form isn't shown again"
        assert PASSWORD not in r.text, f"import with {what}: the password is echoed"
    assert ADDRESS_LINK.findall(client.get("/wallets").text) == [], "a refused import created a wallet"


def test_import_a_phrase_generated_here(client):
    phrase = Mnemonic("english").generate(128)
    r = client.post("/onboarding/import", {"name": "imported", "phrase": "  " + phrase.upper() + "\n",
                                           "password": PASSWORD, "password2": PASSWORD})
    if r.status == 422:
        # Upper case and spaces around are a user's copy-paste; accepting them is kinder but not in the contract.
        r = client.post("/onboarding/import", {"name": "imported", "phrase": phrase, "password": PASSWORD,
                                               "password2": PASSWORD})
    assert r.status == 303, f"import: {r.status} {error_text(r)}"
    assert urlsplit(r.header("Location")).path == "/wallets"
    listed = ADDRESS_LINK.findall(client.get("/wallets").text)
    assert listed == [derive(phrase)], (listed, derive(phrase))
    STATE["address"] = listed[0]
    STATE["phrase"] = phrase


def test_add_account_derives_the_next_index(client):
    if "phrase" not in STATE:
        pytest.skip("import failed")
    page = client.get("/wallets")
    fields = forms_of(page.text).forms.get("add-account-form")
    assert fields is not None and fields.get("_csrf"), "no #add-account-form with _csrf"
    wrong = client.post("/wallets/account", dict(fields, password="wrong"), csrf=False)
    assert wrong.status in (403, 422), f"add account with a wrong password: {wrong.status}"
    r = client.post("/wallets/account", dict(fields, password=PASSWORD), csrf=False)
    assert r.status in (200, 303), f"add account: {r.status} {error_text(r)}"
    listed = ADDRESS_LINK.findall(client.get("/wallets").text)
    assert sorted(set(listed)) == sorted({derive(STATE["phrase"], 0), derive(STATE["phrase"], 1)}), listed


def review(client, fields: dict):
    return client.post(f"/accounts/{STATE['address']}/send/review", fields)


def test_send_refusals(client, localnet):
    if "address" not in STATE:
        pytest.skip("import failed")
    to = str(Keypair().pubkey())
    cases = {
        "a bad address": {"to": "not-an-address", "amount": "0.1"},
        "an address with a 0": {"to": "0" + to[1:], "amount": "0.1"},
        "too many decimals": {"to": to, "amount": "0.0000000001"},
        "insufficient funds": {"to": to, "amount": "1000"},
        "a negative amount": {"to": to, "amount": "-1"},
        "zero": {"to": to, "amount": "0"},
        "an exponent": {"to": to, "amount": "1e3"},
        "more than u64 lamports": {"to": to, "amount": "99999999999999999999"},
        "no amount": {"to": to, "amount": ""},
        "a comma": {"to": to, "amount": "0,5"},
    }
    for what, fields in cases.items():
        r = review(client, fields)
        assert r.status == 422, f"send with {what}: {r.status}"
        assert error_text(r), f"send with {what}: no #error"
        assert 'id="send-form"' in r.text and 'id="confirm-form"' not in r.text, f"send with {what}"
    assert localnet.balance(to) == 0


def test_confirm_with_a_wrong_password_sends_nothing(client, localnet):
    if "address" not in STATE:
        pytest.skip("import failed")
    localnet.rpc("requestAirdrop", [STATE["address"], 1_000_000_000])
    deadline = time.monotonic() + 20
    while localnet.balance(STATE["address"]) == 0 and time.monotonic() < deadline:
        time.sleep(0.1)
    to = str(Keypair().pubkey())
    r = review(client, {"to": to, "amount": "0.25"})
    assert r.status == 200, f"review: {r.status} {error_text(r)}"
    fields = forms_of(r.text).forms.get("confirm-form")
    assert fields is not None, "no #confirm-form on the review page"
    assert fields.get("to") == to and fields.get("amount") == "0.25", fields
    wrong = client.post(f"/accounts/{STATE['address']}/send/confirm", dict(fields, password="wrong"), csrf=False)
    assert wrong.status in (403, 422), f"confirm with a wrong password: {wrong.status}"
    assert error_text(wrong)
    # The hidden fields are the user's to change: a confirmation that asks for another amount than its review is
    # refused (409: the review is bound to its request), and nothing is sent.
    tampered = client.post(f"/accounts/{STATE['address']}/send/confirm",
                           dict(fields, amount="0.0000000001", password=PASSWORD), csrf=False)
    assert tampered.status == 409, f"confirm with a tampered amount: {tampered.status}"
    assert localnet.balance(to) == 0
    right = client.post(f"/accounts/{STATE['address']}/send/confirm", dict(fields, password=PASSWORD), csrf=False)
    # POST-redirect-GET: the confirmation answers 303 to the result page.
    location = right.header("Location") or ""
    assert right.status == 303 and "/send/sent/" in location, f"confirm: {right.status} {error_text(right)}"
    result = client.get(location)
    assert result.status == 200 and 'id="send-result"' in result.text, f"result: {result.status}"
    assert localnet.balance(to) == 250_000_000
    # The same form again (the browser's "send again"): nothing more is sent; the first send's page says so.
    again = client.post(f"/accounts/{STATE['address']}/send/confirm", dict(fields, password=PASSWORD), csrf=False)
    assert again.status == 303 and (again.header("Location") or "").endswith("?replay=1"), again.status
    assert localnet.balance(to) == 250_000_000


def test_hostile_requests_never_get_a_5xx(dashboard, client):
    address = STATE.get("address", "11111111111111111111111111111111")
    paths = ["/accounts/%00", "/accounts/" + "1" * 5000, "/tx/not-a-signature", "/tx/" + "1" * 88,
             "/market/%2e%2e%2f%2e%2e%2fetc%2fpasswd", "/market/" + "x" * 3000, "/market?sort=bogus&q=" + "%ff" * 100,
             f"/accounts/{address}/receive?amount=-1", f"/accounts/{address}/receive?amount=1e400",
             f"/accounts/{address}/receive?amount=0.0000000001", f"/accounts/{address}/receive?label=" + "a" * 5000,
             "/events?address=nope", "/static/../../etc/passwd", "/%", "/?token="]
    for path in paths:
        r = client.get(path)
        assert r.status < 500, f"GET {path[:80]}: {r.status}"
        assert "/etc/passwd" not in path or "root:" not in r.text
    big = client.post("/settings", {"language": "en", "pad": "x" * (200 * 1024)})
    assert big.status in (413, 403), f"a 200 KiB form: {big.status}"
    odd = client.request("PUT", "/wallets")
    assert odd.status in (403, 405), f"PUT: {odd.status}"


def test_receive_link(client):
    if "address" not in STATE:
        pytest.skip("import failed")
    r = client.get(f"/accounts/{STATE['address']}/receive?amount=1.5&label={quote('Café & Co')}&message=Order%2042")
    assert r.status == 200
    m = re.search(r'id="pay-url"[^>]*>([^<]+)<', r.text)
    assert m, "no #pay-url"
    url = m.group(1).replace("&amp;", "&")
    parts = urlsplit(url)
    assert parts.scheme == "solana" and parts.path == STATE["address"], url
    q = parse_qs(parts.query)
    assert q == {"amount": ["1.5"], "label": ["Café & Co"], "message": ["Order 42"]}, q
    assert re.search(r'id="qr"[^>]*>\s*<svg', r.text), "#qr doesn't start with an inline <svg>"
    bad = client.get(f"/accounts/{STATE['address']}/receive?amount=0.0000000001")
    assert bad.status == 422 and error_text(bad), f"receive with 10 decimals: {bad.status}"


def test_market_sort_and_search(client):
    rows = lambda r: re.findall(r'<tr class="coin">', r.text)  # noqa: E731
    assert rows(client.get("/market?sort=name")), "no coin with sort=name"
    found = client.get("/market?q=bit")
    assert rows(found) and "Bitcoin" in found.text
    none = client.get("/market?q=zzzzzz")
    assert none.status == 200 and not rows(none)
    for sort in ("rank", "price", "change", "name"):
        assert client.get(f"/market?sort={sort}").status == 200


def test_serve_json_prints_url_and_port(tmp_path, localnet):
    proc = subprocess.Popen([str(solwallet_bin()), "serve", "--json", "--port", "0", "--home", str(tmp_path / "w"),
                             "-u", localnet.http], stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                            env={"PATH": "/usr/bin:/bin", "HOME": str(tmp_path), "SOLWALLET_KDF": "minimum"})
    try:
        line = proc.stdout.readline()
        info = json.loads(line)
        assert set(info) == {"url", "port"}, info
        assert isinstance(info["port"], int) and info["url"].startswith(f"http://127.0.0.1:{info['port']}/?token=")
    finally:
        proc.terminate()
        assert proc.wait(15) == 0
        proc.stdout.close()
        proc.stderr.close()


def test_serve_refuses_bad_options(tmp_path):
    for args in (["--port", "70000"], ["--idle-lock", "0"], ["-u", "not a url"]):
        r = subprocess.run([str(solwallet_bin()), "serve", "--home", str(tmp_path / "w"), *args],
                           capture_output=True, text=True, timeout=30,
                           env={"PATH": "/usr/bin:/bin", "HOME": str(tmp_path), "SOLWALLET_KDF": "minimum"})
        assert r.returncode != 0, f"serve {args} started"
        assert r.stderr.strip() and "Traceback" not in r.stderr and "Fatal error" not in r.stderr, r.stderr
        assert r.stdout == "", f"serve {args} printed {r.stdout!r}"
