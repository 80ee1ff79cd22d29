"""Fiat in the dashboard (issue 28) in headless Chromium: on a localnet that answers getGenesisHash with mainnet-beta's
(only mainnet's SOL is valued) and a market server that prices SOL at a random price, the account page shows the
value of the SOL on first load (not "—"), the live update (server-sent events) changes it when SOL arrives, and the
Market page's "Portfolio Value" tile is the Portfolio's value (not $0.00)."""
from __future__ import annotations

import json
import os
import random
import subprocess
import time

import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

from conftest import (PASSWORD, Dashboard, Localnet, MarketServer, browser_post_refused, solwallet_bin,
                      work_around_origin_null)

MAINNET_GENESIS = "5eykt4UsFv8P8NJdTREpY1vzqKqZKvdpKuc147dw2N9d"
SEED = int(os.environ.get("SOLWALLET_TEST_SEED", random.SystemRandom().randrange(1, 2**31)))
RNG = random.Random(SEED)
# Whole cents per SOL, whole SOL: every value is exact in cents.
PRICE_CENTS = RNG.randrange(1_000, 30_000)
print(f"test_fiat: SOLWALLET_TEST_SEED={SEED}")


def usd(cents: int) -> str:
    return f"${cents // 100:,}.{cents % 100:02d}"


@pytest.fixture(scope="module")
def localnet(tmp_path_factory):
    n = Localnet(tmp_path_factory.mktemp("localnet"), "--slot-ms", "50", "--genesis-hash", MAINNET_GENESIS)
    yield n
    n.stop()


@pytest.fixture(scope="module")
def market(tmp_path_factory):
    root = tmp_path_factory.mktemp("market")
    m = MarketServer(root)
    coin = {"id": "solana", "symbol": "sol", "name": "Solana", "image": "https://coin-images.coingecko.com/x.png",
            "current_price": PRICE_CENTS / 100, "market_cap_rank": 5, "price_change_percentage_24h": 1.5}
    (root / "coins_markets.json").write_text(json.dumps([coin]))
    yield m
    m.stop()


@pytest.fixture(scope="module")
def wallet_dashboard(tmp_path_factory, localnet, market):
    home = tmp_path_factory.mktemp("home")
    env = dict(os.environ, SOLWALLET_KDF="minimum", SOLWALLET_PASSWORD=PASSWORD, HOME=str(home))
    made = subprocess.run([str(solwallet_bin()), "init", "--non-interactive", "--home", str(home / "wallet"),
                           "--json"], env=env, capture_output=True, text=True, timeout=120)
    assert made.returncode == 0, made.stderr
    address = json.loads(made.stdout)["wallet"]["accounts"][0]["address"]
    d = Dashboard(home, localnet.http, market.url)
    yield d, address
    d.stop()


def airdrop(localnet, address: str, sol: int):
    before = localnet.balance(address)
    localnet.rpc("requestAirdrop", [address, sol * 1_000_000_000])
    deadline = time.monotonic() + 30
    while localnet.balance(address) < before + sol * 1_000_000_000:
        assert time.monotonic() < deadline, "the airdrop did not land"
        time.sleep(0.1)


def test_the_account_value_on_first_load_after_a_live_update_and_on_the_market_page(browser, wallet_dashboard,
                                                                                    localnet):
    dashboard, address = wallet_dashboard
    first = RNG.randrange(1, 5)
    airdrop(localnet, address, first)
    browser.set_window_size(1280, 900)
    browser.get(dashboard.url)
    if browser_post_refused(browser):
        work_around_origin_null(browser, dashboard)
    browser.get(f"{dashboard.base}/accounts/{address}")
    fiat = WebDriverWait(browser, 30).until(lambda d: d.find_element(By.ID, "balance-fiat"))
    assert fiat.text.strip() == usd(first * PRICE_CENTS), (SEED, fiat.text)

    # SOL arrives while the page is open: the live update carries the new value.
    more = RNG.randrange(1, 5)
    airdrop(localnet, address, more)
    expected = usd((first + more) * PRICE_CENTS)
    WebDriverWait(browser, 60).until(
        lambda d: d.find_element(By.ID, "balance-fiat").text.strip() == expected,
        f"seed {SEED}: the value did not follow the live balance to {expected}")

    # The Market page's "Portfolio Value" is the Portfolio's.
    browser.get(f"{dashboard.base}/portfolio")
    assert expected in browser.page_source, (SEED, expected)
    browser.get(f"{dashboard.base}/market")
    tiles = [t.text for t in browser.find_elements(By.CSS_SELECTOR, "ul.tiles li")]
    assert any(expected in t for t in tiles), (SEED, expected, tiles)
