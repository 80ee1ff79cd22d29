#!/usr/bin/env python3
"""Oracles for the SolanaKeys tests: BIP39 by bip-utils (python-mnemonic for Japanese, which bip-utils
lacks), SLIP-0010 derivation by solders (`Keypair.from_seed_and_derivation_path`, the Rust solana-sdk).

Usage: keys_oracle.py COMMAND < request.json > response.json (one JSON object each way).
Languages use our names: english, czech, ..., chinese_simplified, chinese_traditional.
"""
import json
import os
import sys
import unicodedata

import bip_utils
import mnemonic
from bip_utils import (Bip39Languages, Bip39MnemonicGenerator, Bip39MnemonicValidator, Bip39SeedGenerator,
                       Bip39WordsNum)
from solders.keypair import Keypair

LANGS = {
    "english": Bip39Languages.ENGLISH, "czech": Bip39Languages.CZECH, "french": Bip39Languages.FRENCH,
    "italian": Bip39Languages.ITALIAN, "korean": Bip39Languages.KOREAN, "portuguese": Bip39Languages.PORTUGUESE,
    "spanish": Bip39Languages.SPANISH, "chinese_simplified": Bip39Languages.CHINESE_SIMPLIFIED,
    "chinese_traditional": Bip39Languages.CHINESE_TRADITIONAL,
}
WORDS = {12: Bip39WordsNum.WORDS_NUM_12, 15: Bip39WordsNum.WORDS_NUM_15, 18: Bip39WordsNum.WORDS_NUM_18,
         21: Bip39WordsNum.WORDS_NUM_21, 24: Bip39WordsNum.WORDS_NUM_24}
JAPANESE = mnemonic.Mnemonic("japanese")


def wordlists_cmd(req):
    """bip-utils' own copies of the wordlists (bip-utils has no Japanese BIP39 list)."""
    folder = os.path.join(os.path.dirname(bip_utils.bip.bip39.__file__), "wordlist")
    out = {}
    for name in LANGS:
        with open(os.path.join(folder, name + ".txt"), encoding="utf-8") as f:
            out[name] = [w.strip() for w in f.read().splitlines() if w.strip()]
    return {"lists": out, "bipUtilsVersion": bip_utils.__version__}


def validate_cmd(req):
    out = []
    for case in req["cases"]:
        lang, phrase = case["language"], case["phrase"]
        if lang == "japanese":
            ok = JAPANESE.check(phrase)
        else:
            ok = Bip39MnemonicValidator(LANGS[lang]).IsValid(phrase)
        out.append(bool(ok))
    return {"valid": out}


def generate_cmd(req):
    out = []
    for case in req["cases"]:
        lang, words = case["language"], case["words"]
        if lang == "japanese":
            phrase = JAPANESE.generate(strength=words * 32 // 3)
        else:
            phrase = str(Bip39MnemonicGenerator(LANGS[lang]).FromWordsNumber(WORDS[words]))
        out.append(phrase)
    return {"phrases": out}


def seed_of(phrase, passphrase, lang):
    if lang == "japanese":
        return JAPANESE.to_seed(phrase, passphrase)
    return Bip39SeedGenerator(phrase, LANGS[lang]).Generate(passphrase)


def derive_cmd(req):
    """Seed (bip-utils) and the keypair of that seed at a path (solders); path null = the CLI's seed[0..32]."""
    out = []
    for case in req["cases"]:
        seed = seed_of(case["phrase"], case["passphrase"], case["language"])
        if case.get("path") is None:
            kp = Keypair.from_seed(seed[:32])
            # solders' own phrase API agrees on the CLI scheme, but it skips BIP39's NFKD step, so only
            # where NFKD changes nothing (English phrase, passphrase already in NFKD form).
            if case["language"] == "english" and unicodedata.normalize("NFKD", case["passphrase"]) == case["passphrase"]:
                assert Keypair.from_seed_phrase_and_passphrase(case["phrase"], case["passphrase"]) == kp
        else:
            kp = Keypair.from_seed_and_derivation_path(seed, case["path"])
        out.append({"seed": bytes(seed).hex(), "publicKey": str(kp.pubkey()), "secretKey": bytes(kp).hex()})
    return {"results": out}


def keypairs_cmd(req):
    """Fresh solders keypairs, each as Phantom exports it (base58 of the 64 bytes), as a keypair file's JSON array,
    and its public key."""
    out = []
    for _ in range(req["count"]):
        kp = Keypair()
        out.append({"base58": str(kp), "json": json.dumps(list(bytes(kp))), "pubkey": str(kp.pubkey())})
    return {"keypairs": out}


COMMANDS = {"keypairs": keypairs_cmd, "wordlists": wordlists_cmd, "validate": validate_cmd, "generate": generate_cmd, "derive": derive_cmd}

if __name__ == "__main__":
    request = json.load(sys.stdin)
    json.dump(COMMANDS[sys.argv[1]](request), sys.stdout, ensure_ascii=False)
