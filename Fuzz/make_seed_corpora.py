#!/usr/bin/env python3
"""Writes seed corpora for every SolFuzz target into Fuzz/corpus-seeds/<target>/ (or the directory given), from the
recorded fixtures in Tests/Fixtures (RPC answers, wire transactions, BIP39 and SLIP-10 vectors) plus hand-made
edge cases. Standard library only. `Fuzz/run --seed` then minimises them into Fuzz/corpus/<target>/."""
import base64, hashlib, json, os, re, struct, sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
FIX = os.path.join(ROOT, "Tests", "Fixtures", "solana")
OUT = sys.argv[1] if len(sys.argv) > 1 else os.path.join(ROOT, "Fuzz", "corpus-seeds")
ALPHABET = b"123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz"


def b58encode(data: bytes) -> str:
    zeros = len(data) - len(data.lstrip(b"\0"))
    n = int.from_bytes(data, "big")
    out = bytearray()
    while n:
        n, r = divmod(n, 58)
        out.append(ALPHABET[r])
    return (b"1" * zeros + bytes(reversed(out))).decode()


def b58decode(text: str) -> bytes:
    n = 0
    for c in text.encode():
        n = n * 58 + ALPHABET.index(c)
    zeros = len(text) - len(text.lstrip("1"))
    body = n.to_bytes((n.bit_length() + 7) // 8, "big") if n else b""
    return b"\0" * zeros + body


corpora: dict[str, dict[str, bytes]] = {}


def add(target: str, data: bytes | str) -> None:
    if isinstance(data, str):
        data = data.encode()
    corpora.setdefault(target, {})[hashlib.sha1(data).hexdigest()] = data


def load(path: str):
    with open(path, "rb") as f:
        return f.read()


def shortvec(value: int) -> bytes:
    out = bytearray()
    while True:
        low = value & 0x7F
        value >>= 7
        if value == 0:
            out.append(low)
            return bytes(out)
        out.append(low | 0x80)


def read_shortvec(buf: bytes, offset: int) -> tuple[int, int]:
    value = 0
    for nth in range(3):
        byte = buf[offset]
        value |= (byte & 0x7F) << (7 * nth)
        offset += 1
        if byte & 0x80 == 0:
            break
    return value, offset


def parse_message(msg: bytes):
    """(account keys, [(program index, account indexes, data)]) of a legacy or v0 message."""
    o = 0
    if msg[0] & 0x80:
        o = 1
    o += 3
    n, o = read_shortvec(msg, o)
    keys = [msg[o + 32 * i:o + 32 * (i + 1)] for i in range(n)]
    o += 32 * n + 32
    count, o = read_shortvec(msg, o)
    instructions = []
    for _ in range(count):
        program = msg[o]
        o += 1
        na, o = read_shortvec(msg, o)
        accounts = list(msg[o:o + na])
        o += na
        nd, o = read_shortvec(msg, o)
        instructions.append((program, accounts, msg[o:o + nd]))
        o += nd
    return keys, instructions


PROGRAMS = [  # the order of `decoderPrograms` in Fuzz/SolFuzz/ProgramTargets.swift
    "11111111111111111111111111111111", "TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA",
    "TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb", "ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL",
    "MemoSq4gqABAXKb96qnH8TysNcWxMyWCqXgDLGmfcHr", "Memo1UhkJRfHyvLMcVucJwxXeuD728EqVDDwQDxFMNo",
    "ComputeBudget111111111111111111111111111111", "Stake11111111111111111111111111111111111111",
    "AddressLookupTab1e1111111111111111111111111",
]
PROGRAM_BYTES = {b58decode(p).rjust(32, b"\0"): i for i, p in enumerate(PROGRAMS)}

RPC_SELECTORS = {  # the order of `rpcResponseDecoders` in Fuzz/SolFuzz/RPCTargets.swift
    "getBalance": 0, "getAccountInfo": 1, "getMultipleAccounts": 2, "getProgramAccounts": 3, "getSlot": 4,
    "getVersion": 5, "getHealth": 6, "getEpochInfo": 7, "getLatestBlockhash": 8, "isBlockhashValid": 9,
    "getFeeForMessage": 10, "getRecentPrioritizationFees": 11, "getTokenAccountsByOwner": 12,
    "getTokenAccountBalance": 13, "sendTransaction": 14, "simulateTransaction": 15, "getSignatureStatuses": 16,
    "getSignaturesForAddress": 17, "getTransaction": 18, "requestAirdrop": 19, "getTokenSupply": 20,
    "accountNotification": 21, "signatureNotification": 22, "slotNotification": 23, "logsNotification": 24,
}
RPC_SURFACE_SELECTORS = {  # the order of `rpcSurfaceDecoders` in Fuzz/SolFuzz/RPCSurfaceTargets.swift
    "getBlock-base64": 0, "getBlock-json": 1, "getBlocks": 2, "getBlocksWithLimit": 3, "getBlockTime": 4,
    "getBlockCommitment": 5, "getBlockProduction": 6, "getClusterNodes": 7, "getFirstAvailableBlock": 8,
    "getHighestSnapshotSlot": 9, "getIdentity": 10, "getLargestAccounts": 11, "getLeaderSchedule": 12,
    "getRecentPerformanceSamples": 13, "getSlotLeader": 14, "getSlotLeaders": 15, "getSupply": 16,
    "getTokenLargestAccounts": 17, "getTokenAccountsByDelegate": 18, "getTransactionCount": 19,
    "minimumLedgerSlot": 20, "programNotification": 21, "blockNotification": 22, "slotsUpdatesNotification": 23,
    "voteNotification": 24, "rootNotification": 25, "getProgramAccounts": 26,
}
LANGUAGES = ["english", "czech", "french", "italian", "japanese", "korean", "portuguese", "spanish",
             "chinese_simplified", "chinese_traditional"]  # MnemonicLanguage.allCases


def wire_transaction(tx: bytes) -> None:
    add("tx-wire", tx)
    count, o = read_shortvec(tx, 0)
    message = tx[o + 64 * count:]
    add("message", message)
    add("base58-roundtrip", tx[:200])
    add("base58-decode", b58encode(tx[:96]))
    keys, instructions = parse_message(message)
    for key in keys:
        add("base58-decode", b58encode(key))
    for program, accounts, data in instructions:
        if program < len(keys) and keys[program] in PROGRAM_BYTES:
            add("instruction-decoders", bytes([PROGRAM_BYTES[keys[program]], len(accounts) % 20, 0b1011]) + data)


def account_data(raw: bytes) -> None:
    if len(raw) >= 82:
        add("token-state", b"\0" + raw)
        add("token-state", b"\1" + raw)


def walk_json(value, visit) -> None:
    visit(value)
    if isinstance(value, dict):
        for v in value.values():
            walk_json(v, visit)
    elif isinstance(value, list):
        for v in value:
            walk_json(v, visit)


def main() -> None:
    # Wire transactions.
    for name in sorted(os.listdir(os.path.join(FIX, "transactions"))):
        if not name.endswith(".json"):
            continue
        fixture = json.loads(load(os.path.join(FIX, "transactions", name)))
        raw = base64.b64decode(fixture["data"]) if fixture["encoding"] == "base64" else b58decode(fixture["data"])
        wire_transaction(raw)
        if isinstance(fixture.get("signature"), str):
            add("base58-decode", fixture["signature"])
    # The block, leader, supply and node-info answers and the newer notifications.
    surface = os.path.join(FIX, "rpc", "surface")
    for name in sorted(os.listdir(surface)):
        if not name.endswith(".json"):
            continue
        body = load(os.path.join(surface, name))
        parts = name[:-5].split("-")  # blockNotification-docs-invalid-owner stays: a seed of the error path
        key = "-".join(parts[:2]) if parts[0] == "getBlock" else parts[0]
        if key in RPC_SURFACE_SELECTORS:
            add("rpc-surface", bytes([RPC_SURFACE_SELECTORS[key]]) + body)
    for selector in range(len(set(RPC_SURFACE_SELECTORS.values()))):
        add("rpc-surface", bytes([selector]) + b'{"jsonrpc":"2.0","error":{"code":-32004,"message":"x"},"id":1}')
        add("rpc-surface", bytes([selector]) + b'{"jsonrpc":"2.0","result":null,"id":1}')
    add("rpc-surface", bytes([25]) + b'{"jsonrpc":"2.0","method":"rootNotification","params":{"result":42,"subscription":0}}')
    # Recorded transactions with Anchor events in their logs and inner instructions (Tests/Fixtures/events),
    # shortened: token balances dropped, JSON minified (those within -max_len are committed seeds).
    events = os.path.join(os.path.dirname(FIX), "events")
    for name in sorted(os.listdir(events)):
        if name.startswith("getTransaction-"):
            answer = json.loads(load(os.path.join(events, name)))
            for key in ("preTokenBalances", "postTokenBalances", "rewards"):
                answer["result"]["meta"].pop(key, None)
            add("rpc-responses", bytes([RPC_SELECTORS["getTransaction"]]) + json.dumps(answer, separators=(",", ":")).encode())
    # RPC answers and notifications.
    rpc = os.path.join(FIX, "rpc")
    for name in sorted(os.listdir(rpc)):
        if not name.endswith(".json"):
            continue
        body = load(os.path.join(rpc, name))
        add("json-tape", body)
        method = name.split("-")[0]
        if method in RPC_SELECTORS:
            add("rpc-responses", bytes([RPC_SELECTORS[method]]) + body)
        elif method == "subscribe":
            add("rpc-responses", bytes([RPC_SELECTORS["getSlot"]]) + body)
        for text in set(re.findall(rb"[1-9A-HJ-NP-Za-km-z]{32,88}", body)):
            add("base58-decode", text)

        def visit(value):
            if isinstance(value, list) and len(value) == 2 and value[1] == "base64" and isinstance(value[0], str):
                raw = base64.b64decode(value[0])
                if raw and raw[0] <= 8 and len(raw) > 64 and ("Transaction" in name):
                    try:
                        wire_transaction(raw)
                    except (IndexError, ValueError):
                        pass
                else:
                    account_data(raw)
        walk_json(json.loads(body), visit)
    # JSON edge cases (the documented differences and their neighbours).
    for doc in ["[1,]", '{"a":1,}', "18446744073709551615.000", "123456789012345678.9", "4e-720", "1e-400", "-0",
                '{"a":1,"a":2}', '{"\\u212a":1,"K":2}', '{"e\\u0301":1,"\\u00e9":2}', '"\\ud83d\\ude00"', '"\\ud800"',
                "\ufeff[1]", "[" * 40 + "]" * 40, '{"id":1,"name":"x","values":[1,-2],"nested":{"a":[3]}}',
                '{"a":18446744073709551615,"b":-9223372036854775808,"c":1.5e300,"s":"\\n","t":true,"u":[-128,127],'
                '"d":{"x":4294967295},"r":[{"a":0}],"data":"AQID","f":3.4028235e38}',
                "[0.1, 2.5e-308, 1.7976931348623157e308, 5e-324, 340282366920938463463374607431768211455]",
                '[true,false,null,"AQID",[],{}]', "3.4028235e+38", "1.00000005960464477539062500001"]:
        add("json-tape", doc.encode("utf-8"))
    # Base58 edge cases.
    for text in ["", "1", "11111111111111111111111111111111", "1111111111111111111111111111111111111111111111111111111111111111",
                 "JEKNVnkbo3jma5nREBBJCDoXFVeKkD56V3xKrvRmWxFG", "5Q544fKrFoe6tsEbD7S8EmxGTJYAKtTVhAW5Q5pge4j1",
                 "0OIl", "z" * 44, "z" * 88, "2" * 45]:
        add("base58-decode", text)
    for data in [b"", b"\0", b"\0" * 32, b"\xff" * 32, b"\0" * 64, b"\xff" * 64, b"\0\0\1" + b"\x80" * 29, bytes(range(64))]:
        add("base58-roundtrip", data)
    # Short-vec.
    for data in [b"\0", b"\x7f", b"\x80\x01", b"\xff\x7f", b"\x80\x80\x01", b"\xff\xff\x03", b"\x80\x00", b"\xff\xff\x04",
                 b"\x80\x80\x80", b"\x80"]:
        add("shortvec", data)
    # Instruction data by hand: each tag of each program, with plenty of accounts and bytes after the tag.
    for program in range(len(PROGRAMS)):
        for tag in range(0, 26):
            add("instruction-decoders", bytes([program, 8, 0xFF]) + struct.pack("<I", tag) + bytes(range(1, 97)))
            add("instruction-decoders", bytes([program, 8, 0x0F, tag]) + bytes(range(1, 97)))
    add("instruction-decoders", bytes([4, 1, 1]) + "memo ✓".encode())
    # Token state by hand: Token-2022 mint and account with TLV extensions.
    mint = b"\1\0\0\0" + b"\x11" * 32 + struct.pack("<Q", 10**9) + b"\x06\x01" + b"\0\0\0\0" + b"\0" * 32
    tlv = struct.pack("<HH", 3, 32) + b"\x22" * 32 + struct.pack("<HH", 18, 64) + b"\x33" * 64
    add("token-state", b"\0" + mint)
    add("token-state", b"\0" + mint + b"\0" * (165 - 82) + b"\1" + tlv)
    account = b"\x44" * 32 + b"\x55" * 32 + struct.pack("<Q", 5) + b"\0\0\0\0" + b"\0" * 32 + b"\1" + b"\0" * 12 \
        + struct.pack("<Q", 0) + b"\0\0\0\0" + b"\0" * 32
    add("token-state", b"\1" + account)
    add("token-state", b"\1" + account + b"\2" + struct.pack("<HH", 7, 0) + struct.pack("<HH", 8, 1) + b"\1")
    # Token metadata: a Metaplex account (padded texts as the program writes them) and a Token-2022 mint carrying
    # its own metadata extension (type 19).
    def borsh(text: bytes) -> bytes:
        return struct.pack("<I", len(text)) + text
    meta_mint = b"\x66" * 32
    metaplex = b"\4" + b"\x77" * 32 + meta_mint + borsh(b"Name".ljust(32, b"\0")) + borsh(b"SYM".ljust(10, b"\0")) \
        + borsh(b"https://example.com/x.json".ljust(200, b"\0")) + struct.pack("<H", 500) + b"\0\0\1\0\0"
    add("token-metadata", b"\0" + metaplex)
    add("token-metadata", b"\0" + metaplex[:80])
    value = b"\x77" * 32 + meta_mint + borsh("Ünïcode".encode()) + borsh(b"SYM") + borsh(b"https://u") + b"\0\0\0\0"
    add("token-metadata", b"\1" + mint + b"\0" * (165 - 82) + b"\1" + struct.pack("<HH", 18, 64) + b"\x33" * 64
        + struct.pack("<HH", 19, len(value)) + value)
    # Keypair files: SLIP-10 keys as the CLI writes them, and variations.
    slip10 = json.loads(load(os.path.join(FIX, "slip10-ed25519-vectors.json")))["vectors"]
    for vector in slip10:
        secret = bytes.fromhex(vector["private"]) + bytes.fromhex(vector["ed25519_public"])
        add("keypair-file", "[" + ",".join(map(str, secret)) + "]")
        add("derivation-path", vector["path"])
    add("keypair-file", "[\n  " + ",\n  ".join(map(str, range(64))) + "\n]\n")
    for text in ["[]", "[1,2,3]", "[256]", "[-1]", "[1.0]", "[1e2]", "[01]", "[" + ",".join(["0"] * 65) + "]", "{}", ""]:
        add("keypair-file", text)
    # Derivation paths.
    for text in ["m", "M", "m/44'/501'/0'/0'", "m/44h/501H/2147483647'", "m/44'/501'/2147483648'", "m/44/501", "m//0'",
                 " m/0' ", "m/0'/", "44'/501'", "m/+1'", "m/٣'", "m/0''"]:
        add("derivation-path", text)
    # Mnemonics: the BIP39 vectors of every language the SDK has, and entropy-mode inputs.
    vectors = json.loads(load(os.path.join(FIX, "bip39-vectors.json")))
    for language, entries in vectors.items():
        selector = LANGUAGES.index(language) if language in LANGUAGES else len(LANGUAGES)
        for entropy, phrase, _, _ in entries[:6]:
            add("mnemonic", bytes([selector]) + phrase.encode())
            add("mnemonic", bytes([len(LANGUAGES)]) + phrase.encode())
            add("mnemonic", bytes([0x80 | (selector % len(LANGUAGES)), {16: 0, 20: 1, 24: 2, 28: 3, 32: 4}[len(entropy) // 2]])
                + bytes.fromhex(entropy))
    for entry in json.loads(load(os.path.join(FIX, "bip39-japanese-vectors.json")))[:6]:
        add("mnemonic", bytes([LANGUAGES.index("japanese")]) + entry["mnemonic"].encode())
        add("mnemonic", bytes([len(LANGUAGES)]) + entry["mnemonic"].encode())
    # Decimal amounts (byte 0: decimals).
    for decimals, text in [(9, "1.5"), (9, "0.000000001"), (9, "18446744073.709551615"), (9, "18446744073.709551616"),
                           (0, "18446744073709551615"), (6, "007.250000"), (2, "1."), (2, ".5"), (2, "1.234"),
                           (19, "1.0000000000000000001"), (20, "0.1"), (255, "0.5"), (9, "1,5"), (9, "-1"), (9, "١")]:
        add("decimal-amount", bytes([decimals]) + text.encode())

    for target, files in sorted(corpora.items()):
        directory = os.path.join(OUT, target)
        os.makedirs(directory, exist_ok=True)
        for digest, data in files.items():
            with open(os.path.join(directory, digest), "wb") as f:
                f.write(data)
        print(f"{target}: {len(files)} seeds")


if __name__ == "__main__":
    main()
