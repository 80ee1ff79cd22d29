"""A token's logo read through its off-chain metadata JSON (issue 28), in headless chromium: a Token-2022 mint on
localnet whose metadata extension's `uri` is a Metaplex JSON document on the local HTTPS image host
(Tests/Oracles/image_server.py: the recorded Bonk document, its `image` the host's 2×2 PNG). The account page shows
the token by its name, and its logo `<img>` has loaded the PNG: naturalWidth 2, the same bytes as the host serves. A
mint whose document names another document gets the quiet transparent pixel instead. The dashboard trusts the host's
self-signed certificate (SOLWALLET_CA_FILE) and may fetch from this machine (SOLWALLET_PRIVATE_IMAGE_HOSTS), the
test-only ways the image tests use; the production rule (https only, no private address) is unchanged.
"""
from __future__ import annotations

import secrets
import ssl
import struct
import sys
import urllib.request

import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

from conftest import REPO, HttpsOracle, create_wallet, el, fund, send_and_wait_for_tokens, start_dashboard_with
from test_dashboard_features import axe_clean

sys.path.insert(0, str(REPO / "Tools/localnet/tests"))
from helpers import TOKEN_2022_PROGRAM, ata_create_idempotent, mint_to  # noqa: E402 — localnet's SPL builders

# spl-token-metadata-interface's `initialize` discriminator (sha256("spl_token_metadata_interface:initialize_account")
# [:8]), as Tests/TestSupport/Chain.swift writes it.
INITIALIZE_METADATA = bytes([210, 225, 30, 162, 88, 184, 77, 141])


@pytest.fixture(scope="module")
def images(localnet, tmp_path_factory):
    server = HttpsOracle("image_server.py", localnet.http, tmp_path_factory.mktemp("images"), "images.json")
    yield server
    server.stop()


@pytest.fixture(scope="module")
def dashboard(start_dashboard, images):
    return start_dashboard_with(
        start_dashboard, {"SOLWALLET_CA_FILE": images.ca, "SOLWALLET_PRIVATE_IMAGE_HOSTS": "127.0.0.1"})


def borsh(text: str) -> bytes:
    data = text.encode()
    return struct.pack("<I", len(data)) + data


def token2022_with_metadata(localnet, owner: str, name: str, symbol: str, uri: str, amount: int) -> str:
    """A Token-2022 mint (4 decimals) with the metadata pointer and metadata extensions naming `uri`, and `amount`
    base units in `owner`'s associated token account; its address."""
    from solders.instruction import AccountMeta, Instruction
    from solders.keypair import Keypair
    from solders.pubkey import Pubkey
    from solders.system_program import CreateAccountParams, create_account

    payer, mint = Keypair(), Keypair()
    fund(localnet, str(payer.pubkey()), 1_000_000_000)
    program = TOKEN_2022_PROGRAM
    # Base 165 + account type 1 + MetadataPointer TLV (4 + 64); the program appends the metadata TLV, whose rent must
    # be there already.
    space = 234
    metadata_length = 4 + 32 + 32 + 12 + len(name.encode()) + len(symbol.encode()) + len(uri.encode()) + 4
    rent = localnet.rpc("getMinimumBalanceForRentExemption", [space + metadata_length])
    pointer = Instruction(program, bytes([39, 0]) + bytes(payer.pubkey()) + bytes(mint.pubkey()),
                          [AccountMeta(mint.pubkey(), False, True)])
    initialize_mint = Instruction(program, bytes([20, 4]) + bytes(payer.pubkey()) + b"\x00",
                                  [AccountMeta(mint.pubkey(), False, True)])
    initialize_metadata = Instruction(
        program, INITIALIZE_METADATA + borsh(name) + borsh(symbol) + borsh(uri),
        [AccountMeta(mint.pubkey(), False, True), AccountMeta(payer.pubkey(), False, False),
         AccountMeta(mint.pubkey(), False, False), AccountMeta(payer.pubkey(), True, False)])
    create_ata, account = ata_create_idempotent(payer.pubkey(), Pubkey.from_string(owner), mint.pubkey(), program)
    ixs = [create_account(CreateAccountParams(from_pubkey=payer.pubkey(), to_pubkey=mint.pubkey(), lamports=rent,
                                              space=space, owner=program)),
           pointer, initialize_mint, initialize_metadata, create_ata,
           mint_to(mint.pubkey(), account, payer.pubkey(), amount, program)]
    send_and_wait_for_tokens(localnet, ixs, payer, [payer, mint], str(account), amount,
                             "the Token-2022 mint's tokens")
    return str(mint.pubkey())


def served_png(images) -> bytes:
    """The image host's /logo.png, fetched here (trusting its certificate): what the document's `image` names."""
    context = ssl.create_default_context(cafile=images.ca)
    with urllib.request.urlopen(images.url + "/logo.png", context=context, timeout=10) as answer:
        return answer.read()


def logo(browser, name: str):
    """The token logo `<img>` whose alt text is "NAME logo" (L10nKey.tokenLogoAlt in English)."""
    alt = f"{name} logo"
    found = [img for img in browser.find_elements(By.CSS_SELECTOR, "img.logo") if img.get_attribute("alt") == alt]
    assert found, f"no logo for {name}: {browser.page_source}"
    return found[0]


def loaded_size(browser, img) -> int:
    """The image's naturalWidth once it has loaded (0 while loading or broken)."""
    WebDriverWait(browser, 30).until(lambda d: d.execute_script("return arguments[0].complete", img))
    return browser.execute_script("return arguments[0].naturalWidth", img)


def bytes_of(browser, src: str) -> bytes:
    """The bytes the page's own origin answers at `src` (the session's cookie goes along)."""
    values = browser.execute_async_script(
        "const done = arguments[arguments.length - 1];"
        "fetch(arguments[0], {credentials: 'same-origin'}).then(r => r.arrayBuffer())"
        ".then(b => done(Array.from(new Uint8Array(b)))).catch(e => done(String(e)));", src)
    assert isinstance(values, list), values
    return bytes(values)


def test_a_token_logo_named_by_offchain_metadata_loads_in_the_browser(browser, dashboard, localnet, images,
                                                                       artifacts):
    address = create_wallet(browser, dashboard, "logos")
    fund(localnet, address, 100_000_000)
    suffix = secrets.token_hex(3)
    bonk, loop = f"Bonk {suffix}", f"Loop {suffix}"
    token2022_with_metadata(localnet, address, bonk, "BONK", images.url + "/meta/bonk.json", 42_000)
    token2022_with_metadata(localnet, address, loop, "LOOP", images.url + "/meta/json-to-json.json", 7_000)

    browser.get(f"{dashboard.base}/accounts/{address}")
    tokens = el(browser, "table#tokens").text
    assert bonk in tokens and loop in tokens, tokens
    assert images.url not in browser.page_source, "the image host's URL is on the page"
    image = logo(browser, bonk)
    src = image.get_attribute("src")
    assert src.startswith(dashboard.base + "/img/"), src
    assert loaded_size(browser, image) == 2, "the 2×2 PNG the document names did not load"
    png = served_png(images)
    assert png.startswith(b"\x89PNG\r\n\x1a\n")
    assert bytes_of(browser, src) == png
    # A document naming another document is not followed: the quiet transparent pixel, not the PNG.
    quiet = logo(browser, loop)
    assert loaded_size(browser, quiet) == 1
    assert bytes_of(browser, quiet.get_attribute("src")) != png
    axe_clean(browser, "account with token logos")
    browser.save_screenshot(str(artifacts / "screens-token-logo.png"))
