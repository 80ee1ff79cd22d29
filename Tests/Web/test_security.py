"""`solwallet serve`'s defences, over plain HTTP (no browser): the one-time token, the session cookie, CSRF, Origin and
Host checks, loopback-only binding, the security headers of every response, no secret in any response or log, and the
idle lock."""
from __future__ import annotations

import http.client
import json
import re
import signal
import socket
import subprocess
import time
from urllib.parse import urlsplit

import pytest

from conftest import PASSWORD, SIGTERM_BUG, Client, forms_of, sol_text

WALLET_MARKERS = ('id="wallets"', 'id="create-form"', 'id="balance-sol"', 'id="seed-phrase"', 'id="import-form"')
STATE: dict = {}


def assert_not_wallet_page(r):
    for marker in WALLET_MARKERS:
        assert marker not in r.text, f"a refused request got a wallet page ({marker} present)"


def test_page_without_cookie_is_refused(dashboard, client):
    anonymous = Client(dashboard)
    for path in ("/", "/wallets", "/settings", "/export", "/market", "/onboarding"):
        r = anonymous.get(path)
        assert r.status in (401, 303), f"GET {path} without the cookie: {r.status}"
        if r.status == 401:
            assert "solwallet serve" in r.text, f"the 401 page of {path} doesn't say to open the URL serve printed"
        else:
            assert urlsplit(r.header("Location") or "").path in ("/lock", "/locked"), r.header("Location")
        assert_not_wallet_page(r)
        assert r.header("Set-Cookie") is None
    # A made-up session cookie is no better than none.
    anonymous.cookie = f"solwallet_session_{dashboard.port}=" + "A" * 43
    r = anonymous.get("/wallets")
    assert r.status in (401, 303)
    assert_not_wallet_page(r)


def test_token_url_works_once(dashboard, client):
    # `client` has used the token already (its fixture logs in); a second use is refused.
    again = Client(dashboard)
    r = again.get(urlsplit(dashboard.url).path + "?" + urlsplit(dashboard.url).query, cookie=False)
    assert r.status == 403, f"token URL reused: {r.status}"
    assert r.header("Set-Cookie") is None
    assert_not_wallet_page(r)
    wrong = again.get("/?token=" + "x" * len(dashboard.token), cookie=False)
    assert wrong.status in (401, 403), f"a wrong token: {wrong.status}"
    assert wrong.header("Set-Cookie") is None
    # The logged-in client still works.
    assert client.get("/onboarding").status == 200


def test_session_cookie_flags(client):
    attrs = [a.strip().lower() for a in client.set_cookie_header.split(";")[1:]]
    assert "httponly" in attrs, client.set_cookie_header
    assert "samesite=strict" in attrs, client.set_cookie_header
    assert "path=/" in attrs, client.set_cookie_header
    assert not any(a.startswith("domain=") for a in attrs), client.set_cookie_header
    value = client.cookie.split("=", 1)[1]
    assert len(value) >= 22, "the session id is too short to be unguessable"


def test_create_wallet_for_the_rest(client):
    r = client.create_wallet("sec")
    assert r.status == 303, f"create: {r.status} {r.text[:300]}"
    assert urlsplit(r.header("Location")).path == "/wallets"
    page = client.get("/wallets")
    assert page.status == 200
    links = re.findall(r'href="/accounts/([1-9A-HJ-NP-Za-km-z]{32,44})"', page.text)
    assert links, "no account link on /wallets"
    STATE["address"] = links[0]


def settings_fields(client) -> dict:
    page = client.get("/settings")
    assert page.status == 200
    fields = forms_of(page.text).forms.get("settings-form")
    assert fields is not None, "no #settings-form on /settings"
    fields = dict(fields)
    fields["language"] = "en"
    return fields


def test_post_needs_the_csrf_token(client):
    fields = settings_fields(client)
    good = fields.pop("_csrf")
    missing = client.post("/settings", fields, csrf=False)
    assert missing.status == 403, f"POST without _csrf: {missing.status}"
    wrong = client.post("/settings", dict(fields, _csrf=good[:-4] + ("AAAA" if not good.endswith("AAAA") else "BBBB")),
                        csrf=False)
    assert wrong.status == 403, f"POST with a wrong _csrf: {wrong.status}"
    # The same POST with the right token goes through (so the 403s above are about the token).
    right = client.post("/settings", dict(fields, _csrf=good), csrf=False)
    assert right.status in (200, 303), f"POST with the right _csrf: {right.status} {right.text[:300]}"


def test_post_with_a_foreign_origin_is_refused(dashboard, client):
    fields = settings_fields(client)
    evil = client.post("/settings", fields, csrf=False, headers={"Origin": "http://evil.example"})
    assert evil.status == 403, f"POST with Origin: http://evil.example: {evil.status}"
    null = client.post("/settings", fields, csrf=False, headers={"Origin": "null"})
    assert null.status == 403, f"POST with Origin: null: {null.status}"
    own = client.post("/settings", fields, csrf=False, headers={"Origin": dashboard.base})
    assert own.status in (200, 303), f"POST with the dashboard's own Origin: {own.status}"


def test_foreign_host_header_is_refused(dashboard, client):
    for host in ("evil.example", f"evil.example:{dashboard.port}", "127.0.0.1.evil.example"):
        r = client.get("/wallets", host=host)
        assert r.status == 403, f"Host: {host}: {r.status}"
        assert_not_wallet_page(r)
    # Also before logging in: the token URL with a rebinding Host doesn't hand out a session.
    anonymous = Client(dashboard)
    r = anonymous.get("/?token=" + dashboard.token, cookie=False, host="evil.example")
    assert r.status == 403 and r.header("Set-Cookie") is None
    assert client.get("/wallets", host=f"localhost:{dashboard.port}").status == 200
    assert client.get("/wallets", host=f"127.0.0.1:{dashboard.port}").status == 200


def non_loopback_ipv4() -> str | None:
    try:
        out = subprocess.run(["ip", "-4", "-o", "addr"], capture_output=True, text=True, timeout=5).stdout
        for m in re.finditer(r"inet (\d+\.\d+\.\d+\.\d+)/", out):
            if not m.group(1).startswith("127."):
                return m.group(1)
    except (OSError, subprocess.SubprocessError):
        pass
    s = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
    try:
        s.connect(("10.254.254.254", 9))  # no packet is sent: this only picks the outgoing interface
        ip = s.getsockname()[0]
        return None if ip.startswith("127.") or ip == "0.0.0.0" else ip
    except OSError:
        return None
    finally:
        s.close()


def test_only_loopback_is_listening(dashboard):
    ip = non_loopback_ipv4()
    if ip is None:
        pytest.skip("this machine has no non-loopback IPv4 address")
    with pytest.raises(ConnectionRefusedError):
        socket.create_connection((ip, dashboard.port), timeout=5).close()
    socket.create_connection(("127.0.0.1", dashboard.port), timeout=5).close()


def check_security_headers(what: str, r):
    csp = r.header("Content-Security-Policy")
    assert csp, f"{what}: no Content-Security-Policy"
    directives = {d.strip().split(" ", 1)[0].lower(): d.strip() for d in csp.split(";") if d.strip()}
    assert directives.get("default-src") == "default-src 'none'", f"{what}: CSP {csp!r}"
    assert "unsafe-inline" not in csp and "unsafe-eval" not in csp, f"{what}: CSP {csp!r}"
    assert "*" not in csp.replace("'", ""), f"{what}: wildcard in CSP {csp!r}"
    assert (r.header("X-Content-Type-Options") or "").lower() == "nosniff", f"{what}: X-Content-Type-Options"
    xfo = (r.header("X-Frame-Options") or "").upper()
    assert xfo == "DENY" or "frame-ancestors 'none'" in csp, f"{what}: framing allowed"
    # no-referrer was the first contract; with it Chromium posts the dashboard's own forms with Origin: null
    # (ORIGIN_NULL_BUG). same-origin sends no Referer to any other site either.
    assert (r.header("Referrer-Policy") or "").lower() in ("no-referrer", "same-origin"), f"{what}: Referrer-Policy"
    assert "no-store" in (r.header("Cache-Control") or "").lower(), f"{what}: Cache-Control"


def test_every_response_has_the_security_headers(dashboard, client):
    address = STATE.get("address", "11111111111111111111111111111111")
    for path in ("/wallets", f"/accounts/{address}", f"/accounts/{address}/receive", f"/accounts/{address}/send",
                 f"/accounts/{address}/history", "/market", "/portfolio", "/settings", "/export", "/lock",
                 "/no-such-page", "/accounts/not-an-address", "/static/live.js"):
        client.get(path)
    anonymous = Client(dashboard)
    anonymous.get("/wallets")  # 401
    anonymous.get("/?token=" + dashboard.token, cookie=False)  # 403: used already
    client.seen.extend(anonymous.seen)
    checked = 0
    for what, r in client.seen:
        content_type = (r.header("Content-Type") or "").lower()
        assert (r.header("X-Content-Type-Options") or "").lower() == "nosniff", f"{what}: no nosniff"
        assert "no-store" in (r.header("Cache-Control") or "").lower() or what.endswith(".js"), \
            f"{what}: Cache-Control {r.header('Cache-Control')!r}"
        if "text/html" in content_type or r.status in (401, 403, 404, 422):
            check_security_headers(what, r)
            checked += 1
        assert r.status < 500, f"{what}: {r.status}"
    assert checked >= 10


def test_no_response_carries_a_secret(dashboard, client):
    # The phrase, from the export page (the only place allowed to show it).
    token = client.csrf("/export")
    export_page = client.get("/export")
    wallet = forms_of(export_page.text).forms.get("export-form", {}).get("wallet", "sec")
    r = client.post("/export", {"wallet": wallet or "sec", "password": PASSWORD, "_csrf": token})
    assert r.status == 200, f"export: {r.status}"
    words = re.findall(r"<li[^>]*>\s*(?:\d+\.?\s*)?([a-z]+)\s*</li>", r.text[r.text.find('id="seed-phrase"'):])
    assert len(words) in (12, 24), f"export page shows {len(words)} words"
    phrase = " ".join(words)
    session = client.cookie.split("=", 1)[1]
    for what, resp in client.seen:
        head = "\n".join(f"{k}: {v}" for k, v in resp.headers)
        assert PASSWORD not in resp.text and PASSWORD not in head, f"{what}: the password is echoed"
        assert session not in resp.text, f"{what}: the session id is in the page"
        assert dashboard.token not in resp.text, f"{what}: the launch token is in the page"
        if resp is not r:
            assert phrase not in resp.text and phrase not in head, f"{what}: the seed phrase"
            assert " ".join(words[:3]) not in resp.text, f"{what}: part of the seed phrase"
    log = dashboard.stderr_text()
    assert phrase not in log and " ".join(words[:3]) not in log, "the seed phrase is in serve's log"
    assert PASSWORD not in log, "the password is in serve's log"
    assert session not in log, "the session id is in serve's log"
    assert dashboard.token not in log, "the launch token is in serve's log"


def test_idle_lock(start_dashboard):
    dash = start_dashboard("--idle-lock", "2")
    c = Client(dash)
    c.login()
    assert c.create_wallet("idle").status == 303
    assert c.get("/wallets").status == 200
    time.sleep(3.2)
    r = c.get("/wallets")
    assert r.status in (302, 303), f"after 3 s idle: {r.status}"
    assert urlsplit(r.header("Location")).path == "/lock", r.header("Location")
    assert_not_wallet_page(r)
    lock = c.get("/lock")
    assert lock.status == 200
    fields = forms_of(lock.text).forms.get("unlock-form")
    assert fields is not None and fields.get("_csrf"), "no #unlock-form with _csrf on /lock"
    wrong = c.post("/lock", dict(fields, password="not the password"), csrf=False)
    assert wrong.status in (401, 403, 422) or urlsplit(wrong.header("Location") or "").path == "/lock"
    assert c.get("/wallets").status in (302, 303), "a wrong password unlocked the dashboard"
    fields = forms_of(c.get("/lock").text).forms["unlock-form"]
    right = c.post("/lock", dict(fields, password=PASSWORD), csrf=False)
    assert right.status in (200, 303), f"unlock: {right.status}"
    assert c.get("/wallets").status == 200


def read_event(response, deadline: float) -> dict | None:
    """The next `event: balance` of an SSE stream as its JSON data (comments and keep-alives skipped)."""
    event, data = None, []
    while time.monotonic() < deadline:
        line = response.fp.readline()
        if not line:
            return None
        line = line.decode().rstrip("\r\n")
        if line.startswith("event:"):
            event = line[6:].strip()
        elif line.startswith("data:"):
            data.append(line[5:].strip())
        elif line == "" and data:
            if event == "balance":
                return json.loads("\n".join(data))
            event, data = None, []
    return None


def open_events(dash, cookie: str | None, address: str):
    conn = http.client.HTTPConnection("127.0.0.1", dash.port, timeout=30)
    conn.request("GET", f"/events?address={address}", headers={"Cookie": cookie} if cookie else {})
    return conn, conn.getresponse()


def test_live_balance_events(dashboard, client, localnet):
    if "address" not in STATE:
        pytest.skip("no wallet (test_create_wallet_for_the_rest failed)")
    address = STATE["address"]
    conn, r = open_events(dashboard, None, address)
    assert r.status in (401, 303), f"/events without the cookie: {r.status}"
    conn.close()
    conn, r = open_events(dashboard, client.cookie, address)
    try:
        assert r.status == 200
        assert (r.getheader("Content-Type") or "").startswith("text/event-stream")
        deadline = time.monotonic() + 20
        first = read_event(r, deadline)
        assert first is not None, "no balance event within 20 s"
        lamports = localnet.balance(address)
        # localnet is a test cluster: never valued in fiat ("—").
        assert first == {"sol": sol_text(lamports), "lamports": lamports, "fiat": "—"}, first
        assert isinstance(first["lamports"], int)
        localnet.rpc("requestAirdrop", [address, 1_500_000_000])
        second = read_event(r, time.monotonic() + 20)
        assert second is not None, "no balance event within 20 s after an airdrop"
        assert second["lamports"] == lamports + 1_500_000_000, second
        assert second["sol"] == sol_text(lamports + 1_500_000_000), second
    finally:
        conn.close()


def test_sigterm_exits_while_a_page_listens_for_events(start_dashboard):
    """Regression test for SIGTERM_BUG (fixed on main at 5f5b04b)."""
    dash = start_dashboard()
    c = Client(dash)
    c.login()
    assert c.create_wallet("term").status == 303
    address = re.findall(r'href="/accounts/([1-9A-HJ-NP-Za-km-z]{32,44})"', c.get("/wallets").text)[0]
    conn, r = open_events(dash, c.cookie, address)
    try:
        assert r.status == 200
        dash.proc.send_signal(signal.SIGTERM)
        try:
            code = dash.proc.wait(10)
        except subprocess.TimeoutExpired:
            code = None
        assert code == 0, f"serve still runs 10 s after SIGTERM with an /events stream open: {SIGTERM_BUG}"
    finally:
        conn.close()
