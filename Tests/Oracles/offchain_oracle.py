#!/usr/bin/env python3
"""Oracle for Solana off-chain messages, written from the specs, not from the Swift code:
- the Agave proposal docs/src/proposals/off-chain-message-signing.md (v0 preamble with application domain and
  signers; formats 0/1 limited to 1232 bytes of preamble and body, format 2 to 65535; restricted ASCII is
  0x20..=0x7e or 0x0a, the newline not recognised by the previous revision),
- the legacy v0 header of solana-sdk < 3.0's offchain_message (version, format, u16 length; 1212/65515 bytes of
  content; printable ASCII 0x20..=0x7e),
- @solana/kit's offchain-messages v1 (signer count, signers sorted by bytes and unique, UTF-8 content to the end).
Signatures by PyNaCl (libsodium's ed25519).

Usage: offchain_oracle.py COMMAND < request.json > response.json
  encode: {"cases": [{layout, format|null, domain (hex), signerSeeds [hex], signers [hex], content (hex)}]}
          -> {"results": [{"bytes": hex, "signatures": [hex per seed]} | {"error": kind}]}
  decode: {"inputs": [hex]} -> {"results": [{"layout", "format", "domain", "signers", "content"} | {"error": kind}]}
          (a v0 input that fails the current layout is tried as the legacy one)
"""
import json
import sys

from nacl.signing import SigningKey

DOMAIN = b"\xffsolana offchain"
LEDGER_MAX = 1232
EXTENDED_MAX = 65535


class Invalid(Exception):
    pass


def utf8_ok(b):
    try:
        b.decode("utf-8", errors="strict")
        return True
    except UnicodeDecodeError:
        return False


def check_content(layout, fmt, content, total):
    if len(content) == 0:
        raise Invalid("emptyContent")
    if layout == "legacyV0":
        limit = (LEDGER_MAX if fmt in (0, 1) else EXTENDED_MAX) - 20
        if len(content) > limit:
            raise Invalid("tooLong")
    elif layout == "v0":
        limit = LEDGER_MAX if fmt in (0, 1) else EXTENDED_MAX
        if total > limit:
            raise Invalid("tooLong")
    if fmt == 0:
        allowed = set(range(0x20, 0x7F))
        if layout != "legacyV0":
            allowed.add(0x0A)
        if any(c not in allowed for c in content):
            raise Invalid("notRestrictedASCII")
    elif not utf8_ok(content):
        raise Invalid("invalidUTF8")


def check_signers(layout, signers):
    if layout == "legacyV0":
        return
    if not signers:
        raise Invalid("noSigners")
    if len(signers) > 255:
        raise Invalid("tooManySigners")
    if len(set(signers)) != len(signers):
        raise Invalid("duplicateSigner")
    if layout == "v1" and signers != sorted(signers):
        raise Invalid("signersNotSorted")


def serialize(layout, fmt, domain, signers, content):
    n = len(content)
    if layout != "v1" and n > 0xFFFF:
        raise Invalid("emptyContent" if n == 0 else "tooLong")  # past the u16 length: past every format's limit
    if layout == "legacyV0":
        out = DOMAIN + bytes([0, fmt]) + n.to_bytes(2, "little") + content
    elif layout == "v0":
        out = DOMAIN + bytes([0]) + domain + bytes([fmt, len(signers)]) + b"".join(signers) + n.to_bytes(2, "little") + content
    else:
        out = DOMAIN + bytes([1, len(signers)]) + b"".join(sorted(signers)) + content
    return out


def encode_cmd(req):
    results = []
    for case in req["cases"]:
        layout, fmt = case["layout"], case.get("format")
        domain = bytes.fromhex(case["domain"])
        signers = [bytes.fromhex(s) for s in case["signers"]]
        content = bytes.fromhex(case["content"])
        try:
            if layout == "v1":
                signers = sorted(signers)
            check_signers(layout, signers)
            out = serialize(layout, fmt, domain, signers, content)
            check_content(layout, fmt, content, len(out))
        except Invalid as e:
            results.append({"error": str(e)})
            continue
        sigs = [SigningKey(bytes.fromhex(seed)).sign(out).signature.hex() for seed in case["signerSeeds"]]
        results.append({"bytes": out.hex(), "signatures": sigs})
    return {"results": results}


class Cursor:
    def __init__(self, b):
        self.b, self.i = b, 0

    def take(self, n):
        if self.i + n > len(self.b):
            raise Invalid("truncated")
        out = self.b[self.i:self.i + n]
        self.i += n
        return out

    def rest(self):
        return len(self.b) - self.i


def decode_current(b):
    c = Cursor(b)
    head = b[:16]
    if head != DOMAIN[:len(head)]:
        raise Invalid("badSigningDomain")
    c.take(16)
    version = c.take(1)[0]
    if version == 0:
        domain = c.take(32)
        fmt = c.take(1)[0]
        if fmt > 2:
            raise Invalid("unknownFormat")
        count = c.take(1)[0]
        if count == 0:
            raise Invalid("noSigners")
        signers = [c.take(32) for _ in range(count)]
        n = int.from_bytes(c.take(2), "little")
        if n == 0:
            raise Invalid("emptyContent")
        if c.rest() != n:
            raise Invalid("lengthMismatch")
        content = c.take(n)
        check_signers("v0", signers)
        check_content("v0", fmt, content, len(b))
        return {"layout": "v0", "format": fmt, "domain": domain.hex(), "signers": [s.hex() for s in signers],
                "content": content.hex()}
    if version == 1:
        count = c.take(1)[0]
        if count == 0:
            raise Invalid("noSigners")
        signers = [c.take(32) for _ in range(count)]
        content = c.take(c.rest())
        check_signers("v1", signers)
        check_content("v1", None, content, len(b))
        return {"layout": "v1", "format": None, "domain": None, "signers": [s.hex() for s in signers],
                "content": content.hex()}
    raise Invalid("unsupportedVersion")


def decode_legacy(b):
    c = Cursor(b)
    head = b[:16]
    if head != DOMAIN[:len(head)]:
        raise Invalid("badSigningDomain")
    c.take(16)
    if c.take(1)[0] != 0:
        raise Invalid("unsupportedVersion")
    fmt = c.take(1)[0]
    if fmt > 2:
        raise Invalid("unknownFormat")
    n = int.from_bytes(c.take(2), "little")
    if n == 0:
        raise Invalid("emptyContent")
    if c.rest() != n:
        raise Invalid("lengthMismatch")
    content = c.take(n)
    check_content("legacyV0", fmt, content, len(b))
    return {"layout": "legacyV0", "format": fmt, "domain": None, "signers": [], "content": content.hex()}


def decode_cmd(req):
    results = []
    for hexed in req["inputs"]:
        b = bytes.fromhex(hexed)
        entry = {}
        for name, fn in (("current", decode_current), ("legacy", decode_legacy)):
            try:
                entry[name] = fn(b)
            except Invalid as e:
                entry[name] = {"error": str(e)}
        results.append(entry)
    return {"results": results}


def siws_text(f):
    """The SIWS message text, from the phantom/sign-in-with-solana README's template (the Wallet Standard layout)."""
    out = f"{f['domain']} wants you to sign in with your Solana account:\n{f['address']}"
    if f.get("statement") is not None:
        out += "\n\n" + f["statement"]
    fields = []
    for key, label in (("uri", "URI"), ("version", "Version"), ("chainId", "Chain ID"), ("nonce", "Nonce"),
                       ("issuedAt", "Issued At"), ("expirationTime", "Expiration Time"), ("notBefore", "Not Before"),
                       ("requestId", "Request ID")):
        if f.get(key) is not None:
            fields.append(f"{label}: {f[key]}")
    if f.get("resources") is not None:
        fields.append("Resources:")
        fields += ["- " + r for r in f["resources"]]
    if fields:
        out += "\n\n" + "\n".join(fields)
    return out


def siws_cmd(req):
    """Each case: the text from the fields, and whether `signature` (hex) by `publicKey` (hex) verifies over
    `signed` (hex: the text, or its off-chain v1 envelope: checked to hold exactly that text)."""
    from nacl.signing import VerifyKey
    from nacl.exceptions import BadSignatureError
    out = []
    for case in req["cases"]:
        text = siws_text(case["fields"])
        signed = bytes.fromhex(case["signed"])
        key = bytes.fromhex(case["publicKey"])
        expected = [text.encode(), DOMAIN + bytes([1, 1]) + key + text.encode()]
        try:
            VerifyKey(key).verify(signed, bytes.fromhex(case["signature"]))
            ok = signed in expected
        except BadSignatureError:
            ok = False
        out.append({"text": text, "verifies": ok})
    return {"results": out}


COMMANDS = {"encode": encode_cmd, "decode": decode_cmd, "siws": siws_cmd}

if __name__ == "__main__":
    request = json.load(sys.stdin)
    json.dump(COMMANDS[sys.argv[1]](request), sys.stdout)
