#!/usr/bin/env python3
"""Writes docs/json-schema/<command>.json: the JSON Schema (draft 2020-12) of each `solwallet … --json` output, and
error.json, the shape of a `--json` error on stderr. The format's rules are docs/json-output.md; the shared pieces
(a u64 as a string, a timestamp, an address) are written once here and copied into each schema's $defs, so every
file stands alone.

  scripts/gen-json-schemas.py           write the files
  scripts/gen-json-schemas.py --check   exit 1 when a file differs from what would be written (make test runs this
                                        through JSONSchemaCLITests)

Every object is closed (additionalProperties: false): a new key is added here in the same change as the Swift code.
"""
import json
import os
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
OUT = os.path.join(ROOT, "docs", "json-schema")

DEFS = {
    "u64": {"description": "An unsigned 64-bit integer as a string of decimal digits.", "type": "string",
            "pattern": "^(0|[1-9][0-9]*)$"},
    "i64": {"description": "A signed 64-bit integer as a string of decimal digits.", "type": "string",
            "pattern": "^(0|-?[1-9][0-9]*)$"},
    "address": {"description": "A base58 public key.", "type": "string",
                "pattern": "^[1-9A-HJ-NP-Za-km-z]{32,44}$"},
    "signature": {"description": "A base58 transaction signature.", "type": "string",
                  "pattern": "^[1-9A-HJ-NP-Za-km-z]{64,88}$"},
    "decimal": {"description": "An exact plain decimal (\"1.5\"), language-independent.", "type": "string",
                "pattern": "^(0|[1-9][0-9]*)(\\.[0-9]+)?$"},
    "timestamp": {"description": "A moment: unix seconds and ISO 8601 UTC.", "type": "object",
                  "properties": {"unix": {"type": "integer"},
                                 "utc": {"type": "string",
                                         "pattern": "^[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}:[0-9]{2}Z$"}},
                  "required": ["unix", "utc"], "additionalProperties": False},
    "cluster": {"description": "The cluster the data is of (ClusterBadge).", "type": "object",
                "properties": {"name": {"type": "string"}, "genesisHash": {"$ref": "#/$defs/address"},
                               "testCluster": {"type": "boolean"}, "valuedInFiat": {"type": "boolean"},
                               "badgeText": {"type": "string"}},
                "required": ["name", "genesisHash", "testCluster", "valuedInFiat"], "additionalProperties": False},
    "notice": {"description": "How old cached market data is, and why it is shown (MarketViewModel.Notice).",
               "type": "object",
               "properties": {"text": {"type": "string"}, "ageSeconds": {"type": "integer", "minimum": 0},
                              "offlineReason": {"type": "string"}},
               "required": ["text", "ageSeconds"], "additionalProperties": False},
    "language": {"enum": ["en", "pt", "el", "tr"]},
    "trend": {"enum": ["up", "down"]},
}

U64, I64, ADDR, SIG, DEC, TS = ({"$ref": "#/$defs/" + n} for n in ("u64", "i64", "address", "signature", "decimal",
                                                                      "timestamp"))
CLUSTER, NOTICE, LANG, TREND = ({"$ref": "#/$defs/" + n} for n in ("cluster", "notice", "language", "trend"))
STR, BOOL, INT, NUM = {"type": "string"}, {"type": "boolean"}, {"type": "integer"}, {"type": "number"}
NAT = {"type": "integer", "minimum": 0}
URL = {"type": "string", "pattern": "^[a-z][a-z0-9+.-]*:"}


def obj(required, optional=None):
    """A closed object: `required` keys must be there, `optional` ones may be."""
    properties = dict(required)
    properties.update(optional or {})
    schema = {"type": "object", "properties": properties, "additionalProperties": False}
    if required:
        schema["required"] = sorted(required)
    return schema


def arr(items):
    return {"type": "array", "items": items}


def enum(*values):
    return {"enum": list(values)}


# --- shared shapes -------------------------------------------------------------------------------------------------

WALLET_ACCOUNT = obj({"number": NAT, "address": ADDR, "derivation": STR}, {"label": STR})
WALLET = obj({"name": STR, "kind": STR, "accounts": arr(WALLET_ACCOUNT)}, {"preset": STR})
LABELLED = obj({"label": STR, "value": STR})
SIGNING_REVIEW = obj(
    {"language": LANG, "title": STR, "accounts": arr(obj({"account": STR, "kind": STR, "roles": arr(STR),
                                                          "lines": arr(STR)})),
     "unreadable": arr(STR), "fields": arr(LABELLED), "refusals": arr(STR), "question": STR},
    {"notice": STR, "refusedHeading": STR})
DISPLAY_AMOUNT = obj({"text": STR, "amount": DEC, "baseUnits": U64, "decimals": NAT, "symbol": STR},
                     {"sign": enum("+", "-")})
CONTACT = obj({"name": STR, "address": ADDR})
HIDDEN_CHANGE = obj({"mint": ADDR, "hidden": BOOL, "changed": BOOL})
SEND_RESULT = obj(
    {"signature": SIG, "explorer": URL, "from": ADDR, "to": ADDR, "destination": ADDR, "amount": U64,
     "networkFee": U64, "priorityFee": U64, "computeUnitPrice": U64, "createdTokenAccount": BOOL,
     "tokenAccountRent": U64, "solAfter": U64, "warnings": arr(STR), "references": arr(ADDR),
     "transactionVersion": enum("legacy", "v0", "v1")},
    {"mint": ADDR, "decimals": NAT, "computeUnitLimit": U64, "loadedAccountsDataSizeLimit": U64, "tokenAfter": U64,
     "memo": STR,
     "extra": {"type": "object", "additionalProperties": STR}})
STAKE_REVIEW = obj(
    {"action": STR, "wallet": ADDR, "stakeAccount": ADDR, "amount": U64, "rent": U64, "minimumDelegation": U64,
     "fee": U64, "epoch": U64, "walletBefore": U64, "walletAfter": U64, "warnings": arr(STR),
     "transactionVersion": enum("legacy", "v0", "v1"), "effectsText": SIGNING_REVIEW, "signature": SIG,
     "explorer": URL},
    {"seed": STR, "otherAccount": ADDR, "validator": ADDR, "effectiveEpoch": U64, "estimatedSeconds": U64})
TOKEN_VIEW = obj(
    {"kind": enum("mint", "account"), "program": STR, "extensions": arr(STR)},
    {"mint": ADDR, "owner": ADDR, "amount": U64, "decimals": NAT, "supply": U64, "mintAuthority": ADDR,
     "freezeAuthority": ADDR, "delegate": ADDR, "state": STR})
TOKEN_CHANGE = obj({"mint": ADDR, "decimals": NAT, "amount": U64, "increase": BOOL})
CHART_LABELS = obj({"max": STR, "mid": STR, "min": STR})
TILE = obj({"key": STR, "titleText": STR, "valueText": STR},
           {"value": NUM, "changeText": STR, "changePercent": NUM, "trend": TREND})
KEYGEN_BASE = {"publicKey": ADDR, "derivation": STR, "language": STR}
KEYGEN_OPTIONAL = {"derivationPath": STR, "preset": STR, "outfile": STR}
INFO_VALUE = {"description": "A decoded instruction field (InstructionReport.Value).",
              "anyOf": [U64, I64, ADDR, {"type": "null"}, arr(ADDR), {"type": "integer", "minimum": 0,
                                                                        "maximum": 255},
                        STR, BOOL, {"type": "array", "items": {"$ref": "#/$defs/infoValue"}},
                        {"type": "object", "additionalProperties": {"$ref": "#/$defs/infoValue"}}]}

DEFS["infoValue"] = INFO_VALUE
INSTRUCTION = obj({"programId": ADDR, "program": STR, "accounts": arr(STR), "data": STR},
                  {"type": STR, "info": {"type": "object", "additionalProperties": {"$ref": "#/$defs/infoValue"}},
                   "error": STR})
EVENT = obj({"source": enum("log", "innerInstruction"), "programId": ADDR, "program": STR, "depth": NAT},
            {"line": NAT, "instruction": NAT, "innerInstruction": NAT, "name": STR,
             "info": {"type": "object", "additionalProperties": {"$ref": "#/$defs/infoValue"}}, "error": STR})
REGISTERED_IDL = obj({"programId": ADDR, "name": STR, "format": enum("codama", "anchor"), "instructions": NAT,
                      "errors": NAT}, {"version": STR})

SCHEMAS = {
    # --- addresses and keys (offline) ---
    "address-find-pda": obj({"address": ADDR, "bump": {"type": "integer", "minimum": 0, "maximum": 255},
                             "programId": ADDR}),
    "address-ata": obj({"address": ADDR, "owner": ADDR, "mint": ADDR, "tokenProgram": ADDR}),
    "address-check": obj({"address": STR, "valid": BOOL}, {"onCurve": BOOL, "error": STR}),
    "keygen-new": obj(dict(KEYGEN_BASE, mnemonic=STR, wordCount=NAT, passphrase=BOOL), KEYGEN_OPTIONAL),
    "keygen-recover": obj(dict(KEYGEN_BASE), KEYGEN_OPTIONAL),
    "keygen-derive": obj({"accounts": arr(obj({"preset": STR, "wallets": STR, "derivation": STR, "publicKey": ADDR},
                                              {"account": NAT, "derivationPath": STR}))}),
    "keygen-pubkey": obj({"publicKey": ADDR, "file": STR}),
    "keygen-verify": obj({"publicKey": ADDR, "file": STR, "matches": BOOL, "filePublicKey": ADDR}),
    "keygen-grind": obj({"publicKey": ADDR, "attempts": U64, "seconds": NUM}, {"outfile": STR, "secretKey": STR}),
    "keygen-import": obj({"publicKey": ADDR}, {"outfile": STR}),
    # --- the cluster ---
    "slot": obj({"slot": U64}),
    "cluster-version": obj({"solanaCore": STR, "cluster": STR}, {"featureSet": NAT}),
    "account": obj({"address": ADDR, "owner": ADDR, "lamports": U64, "sol": DEC, "space": U64, "executable": BOOL,
                    "rentEpoch": U64, "data": STR, "slot": U64}, {"token": TOKEN_VIEW}),
    "balance": obj(
        {"address": ADDR, "lamports": U64, "sol": DEC, "slot": U64, "cached": BOOL,
         "tokens": arr(obj({"mint": ADDR, "account": ADDR, "amount": U64, "decimals": NAT, "uiAmount": DEC,
                            "program": STR, "symbol": STR, "verified": BOOL, "nonFungible": BOOL,
                            "collectible": BOOL},
                           {"name": STR, "imitates": STR, "logoUri": STR,
                            "hiddenReason": enum("byYou", "unknownDust", "unknown")})),
         "hiddenTokens": NAT, "hiddenByYou": NAT, "hiddenByRule": NAT,
         "tokenFilter": enum("off", "unknown-dust", "unknown")},
        {"ageSeconds": NAT, "offlineReason": STR, "cluster": CLUSTER,
         "value": obj({"currency": STR, "tokens": {"type": "object", "additionalProperties": NUM}},
                      {"total": NUM, "sol": NUM, "priceError": STR})}),
    "balance-watch": obj({"address": ADDR, "lamports": U64, "sol": DEC}),
    "airdrop": obj({"signature": SIG, "lamports": U64, "balance": U64}),
    "history": obj(
        {"address": ADDR,
         "entries": arr(obj(
             {"signature": SIG, "slot": U64, "status": enum("ok", "failed"), "direction": STR, "lamports": U64,
              "fee": U64, "tokenChanges": arr(TOKEN_CHANGE), "lookalikeDust": BOOL},
             {"blockTime": TS, "error": STR, "counterparty": ADDR, "memo": STR}))},
        {"offlineReason": STR, "olderThan": SIG, "cluster": CLUSTER}),
    "tx-show": obj(
        {"signature": SIG, "slot": U64, "version": STR, "status": enum("ok", "failed"), "fee": U64, "address": ADDR,
         "direction": STR, "lamports": U64, "balances": arr(obj({"account": ADDR, "before": U64, "after": U64})),
         "tokenChanges": arr(TOKEN_CHANGE), "instructions": arr(INSTRUCTION), "events": arr(EVENT), "logs": arr(STR),
         "explorer": URL},
        {"blockTime": TS, "error": STR, "feePayer": ADDR, "counterparty": ADDR, "memo": STR}),
    "tx-decode": obj(
        {"version": STR, "size": NAT,
         "signatures": arr(obj({"signature": STR, "verified": BOOL}, {"signer": ADDR})),
         "header": obj({"numRequiredSignatures": NAT, "numReadonlySignedAccounts": NAT,
                        "numReadonlyUnsignedAccounts": NAT}),
         "accounts": arr(obj({"index": NAT, "signer": BOOL, "writable": BOOL, "source": STR},
                             {"pubkey": ADDR, "lookupTable": ADDR, "lookupIndex": NAT})),
         "recentBlockhash": STR,
         "addressTableLookups": arr(obj({"accountKey": ADDR, "writableIndexes": arr(NAT),
                                         "readonlyIndexes": arr(NAT)})),
         "instructions": arr(INSTRUCTION)},
        {"error": STR, "config": obj({}, {"priorityFee": U64, "computeUnitLimit": NAT,
                                          "loadedAccountsDataSizeLimit": NAT, "heapSize": NAT})}),
    "send": SEND_RESULT,
    "send-sign-only": obj({"transaction": STR, "signature": STR, "blockhash": STR, "amount": U64},
                          {"nonce": ADDR, "lamports": U64, "mint": ADDR}),
    "broadcast": obj({"signature": SIG, "slot": U64, "explorer": URL}),
    "receive": obj({"address": ADDR, "url": URL, "references": arr(ADDR), "qrVersion": NAT},
                   {"amount": obj({"text": STR, "amount": DEC, "baseUnits": U64, "decimals": NAT, "symbol": STR},
                                  {"sign": enum("+", "-")}),
                    "mint": ADDR, "label": STR, "message": STR, "memo": STR, "png": STR, "svg": STR}),
    "pay": SEND_RESULT,
    "pay-verify": obj({"signature": SIG, "sender": ADDR, "received": U64, "slot": U64, "explorer": URL}),
    "pay-transaction-request": obj(
        {"signature": SIG, "explorer": URL, "link": URL, "domain": STR, "account": ADDR, "solPaid": U64, "rent": U64,
         "fee": U64, "reviewText": SIGNING_REVIEW},
        {"label": STR, "message": STR, "redirect": STR}),
    "action": obj(
        {"action": URL, "domain": STR, "title": STR, "account": ADDR, "completed": BOOL,
         "steps": arr(obj({"type": enum("transaction", "message", "post", "external-link")},
                          {"signature": SIG, "explorer": URL, "message": STR, "signedText": STR, "externalLink": URL,
                           "solPaid": U64, "fee": U64}))},
        {"finalTitle": STR, "finalDescription": STR}),
    "validators": obj({"validators": arr(obj(
        {"votePubkey": ADDR, "nodePubkey": ADDR, "activatedStake": U64, "lastVote": U64, "delinquent": BOOL,
         "epochCredits": arr({"type": "array", "items": U64, "minItems": 3, "maxItems": 3})},
        {"commission": NAT, "commissionBps": NAT, "rootSlot": U64}))}),
    "stake-create": STAKE_REVIEW,
    "stake-deactivate": STAKE_REVIEW,
    "stake-withdraw": STAKE_REVIEW,
    "stake-split": STAKE_REVIEW,
    "stake-merge": STAKE_REVIEW,
    "stake-list": obj({"wallet": ADDR, "accounts": arr(obj(
        {"address": ADDR, "state": STR, "lamports": U64, "rentReserve": U64, "active": U64, "activating": U64,
         "deactivating": U64, "inactive": U64, "withdrawable": U64, "epoch": U64},
        {"validator": ADDR, "delegatedStake": U64, "activationEpoch": U64, "deactivationEpoch": U64,
         "staker": ADDR, "withdrawer": ADDR}))}),
    "stake-rewards": obj({"wallet": ADDR, "rewards": arr(obj(
        {"epoch": U64, "account": ADDR, "amount": U64, "postBalance": U64, "effectiveSlot": U64},
        {"commission": NAT}))}),
    # --- wallets ---
    "init": obj({"wallet": WALLET}, {"phrase": STR}),
    "import": WALLET,
    "wallets": obj({"wallets": arr(WALLET)}),
    "account-new": WALLET_ACCOUNT,
    "seed-export": obj({"phrase": STR, "words": NAT, "language": STR}),
    "backup": obj({"file": STR, "wallets": NAT, "accounts": NAT, "bytes": NAT}),
    "restore": obj({"restored": arr(WALLET), "skipped": arr(STR)}),
    "wallet-delete": obj({"deleted": STR}),
    "password-change": obj({"reencrypted": NAT, "alreadyChanged": NAT}),
    "config-set": obj({"key": STR, "argument": STR}, {"value": STR, "source": STR}),
    "config-get": obj({"key": STR, "argument": STR}, {"value": STR, "source": STR}),
    "config-list": obj({"settings": arr(obj({"key": {"type": "string", "pattern": "^[a-z][a-zA-Z0-9]*$"},
                                             "argument": STR},
                                            {"value": STR,
                                             "source": enum("flag", "environment", "stored", "default")}))}),
    "serve": obj({"url": URL, "port": {"type": "integer", "minimum": 1, "maximum": 65535}}),
    "doctor": obj({"version": STR, "failed": NAT, "warnings": NAT, "checks": arr(obj(
        {"name": STR, "status": enum("ok", "warn", "fail"), "detail": STR}, {"fix": STR}))}),
    # --- market, portfolio, news ---
    "market": obj(
        {"language": LANG, "titleText": STR, "currency": STR, "sort": STR, "tiles": arr(TILE),
         "rows": arr(obj({"rankText": STR, "id": STR, "symbol": STR, "name": STR, "priceText": STR, "price": NUM,
                          "change24hText": STR, "marketCapText": STR, "image": STR, "sparkline7d": arr(NUM)},
                         {"rank": NAT, "change24hPercent": NUM, "trend": TREND, "marketCap": NUM})),
         "count": NAT, "countText": STR},
        {"search": STR, "placeholderText": STR, "notice": NOTICE, "tilesError": STR}),
    "asset": obj(
        {"asset": obj(
            {"language": LANG, "id": STR, "name": STR, "symbol": STR, "headingText": STR, "currency": STR,
             "priceText": STR, "overviewTitleText": STR, "overview": arr(TILE), "additionalTitleText": STR,
             "additional": arr(TILE), "descriptionTitleText": STR, "linksTitleText": STR,
             "links": arr(obj({"titleText": STR, "url": STR}))},
            {"price": NUM, "description": STR, "image": STR, "notice": NOTICE}),
         "files": arr(STR)},
        {"history": obj({"days": NAT, "prices": arr(obj({"time": TS, "price": NUM}))}, {"ageSeconds": NAT}),
         "historyError": STR, "chartLabelsText": CHART_LABELS,
         "trend": obj({"parameters": obj({"span": NAT, "window": NAT, "k": NUM}),
                       "signal": obj({"position": enum("above", "inside", "below"),
                                      "lastCrossing": {"anyOf": [{"type": "null"}, obj(
                                          {"index": NAT, "time": TS, "from": enum("above", "inside", "below"),
                                           "to": enum("above", "inside", "below"), "direction": TREND})]},
                                      "price": NUM, "ema": NUM, "upper": NUM, "lower": NUM}),
                       "points": arr(obj({"time": TS, "ema": NUM},
                                         {"deviation": NUM, "upper": NUM, "lower": NUM}))})}),
    "portfolio": obj({"snapshotStored": BOOL, "portfolio": obj(
        {"language": LANG, "titleText": STR, "currency": STR, "isEmpty": BOOL, "valueText": STR,
         "change24hText": STR, "change24hValueText": STR, "notes": arr(STR), "complete": BOOL,
         "rows": arr(obj(
             {"kind": enum("sol", "token", "manual"), "id": STR, "assetText": STR, "sourceText": STR, "amount": U64,
              "decimals": NAT, "amountText": STR, "amountDecimal": DEC, "priceText": STR, "change24hText": STR,
              "valueText": STR, "allocationText": STR},
             {"name": STR, "price": NUM, "priceSource": STR, "noPriceReason": STR, "change24hPercent": NUM,
              "trend": TREND, "value": NUM, "allocationPercent": NUM}))},
        {"value": NUM, "change24hPercent": NUM, "change24hValue": NUM, "trend": TREND, "placeholderText": STR,
         "notice": NOTICE, "cluster": CLUSTER})}),
    "portfolio-add": obj({"id": STR, "amount": U64, "decimals": NAT, "amountDecimal": DEC,
                          "change": enum("added", "updated", "removed")}, {"name": STR}),
    "portfolio-remove": obj({"id": STR, "change": enum("removed")}),
    "portfolio-snapshot": obj({"takenAt": TS, "currency": STR, "value": NUM, "valueText": STR, "complete": BOOL}),
    "portfolio-history": obj(
        {"currency": STR, "snapshots": arr(obj({"takenAt": TS, "value": NUM, "valueText": STR})),
         "skippedIncomplete": NAT, "files": arr(STR)},
        {"chartLabelsText": CHART_LABELS}),
    "news": obj(
        {"language": LANG, "titleText": STR, "feedTitle": STR, "url": STR, "format": enum("rss", "atom"),
         "items": arr(obj({"number": {"type": "integer", "minimum": 1}, "title": STR, "summary": STR},
                          {"link": URL, "id": STR, "published": TS, "ageText": STR})),
         "count": NAT, "countText": STR},
        {"placeholderText": STR, "notice": NOTICE}),
    "news-open": obj({"number": {"type": "integer", "minimum": 1}, "link": URL}),
    # --- the phone wallet adapter ---
    "adapter-connect": obj({"requestId": STR, "method": STR, "wallet": STR, "url": URL}),
    "adapter-sign-message": obj({"requestId": STR, "method": STR, "wallet": STR, "url": URL}),
    "adapter-send": obj({"requestId": STR, "method": STR, "wallet": STR, "url": URL}),
    "adapter-callback": obj({"requestId": STR, "method": STR},
                            {"wallet": STR, "publicKey": ADDR, "connection": STR, "cluster": STR, "signature": SIG,
                             "transactions": STR, "to": ADDR, "lamports": U64}),
    "adapter-list": obj({"connections": arr(obj({"connection": STR, "wallet": STR, "publicKey": ADDR,
                                                 "cluster": STR})),
                         "pendingRequests": arr(STR)}),
    # --- off-chain messages ---
    "message-sign": obj({"signature": SIG, "signer": ADDR, "layout": enum("v0", "legacy", "v1"),
                         "messageBase64": {"type": "string", "pattern": "^[A-Za-z0-9+/]*={0,2}$"}},
                        {"format": enum("ascii", "utf8", "extended"), "applicationDomain": ADDR}),
    "message-verify": obj({"valid": BOOL, "signer": ADDR, "resultText": STR}, {"layout": enum("v0", "legacy", "v1")}),
    # --- Sign-In With Solana (SolanaSignInOutput; the verified message's fields) ---
    "sign-in": obj({"account": obj({"address": ADDR, "publicKey": ADDR}),
                    "signedMessage": {"type": "string", "pattern": "^[A-Za-z0-9+/]*={0,2}$"}, "signature": SIG,
                    "signatureType": enum("ed25519")}),
    "sign-in-verify": obj({"valid": BOOL, "address": ADDR, "domain": STR, "resultText": STR,
                           "message": obj({"domain": STR, "address": ADDR},
                                          {k: STR for k in ("statement", "uri", "version", "chainId", "nonce",
                                                            "issuedAt", "expirationTime", "notBefore", "requestId")}
                                          | {"resources": arr(STR)})}),
    # --- the address book, tokens ---
    "contacts-add": CONTACT,
    "contacts-list": obj({"contacts": arr(CONTACT)}),
    "contacts-remove": CONTACT,
    "idl-add": REGISTERED_IDL,
    "idl-list": obj({"idls": arr(REGISTERED_IDL)}),
    "token-close-empty": obj(
        {"remaining": NAT},
        {"closed": arr(obj({"account": ADDR, "mint": ADDR, "program": ADDR, "rent": U64})), "reclaimed": U64,
         "fee": U64, "walletAfter": U64, "signature": SIG, "explorer": URL,
         "reviewText": obj({"language": LANG, "title": STR, "fields": arr(LABELLED), "question": STR,
                            "effects": SIGNING_REVIEW,
                            "rows": arr(obj({"account": STR, "mint": STR, "label": STR, "rent": DISPLAY_AMOUNT}))})}),
    "token-hide": HIDDEN_CHANGE,
    "token-unhide": HIDDEN_CHANGE,
    "token-hidden": obj(
        {"hidden": arr(ADDR), "tokenFilter": enum("off", "unknown-dust", "unknown"),
         "tokens": arr(obj({"mint": ADDR, "reason": enum("byYou", "unknownDust", "unknown")},
                           {"account": ADDR, "amount": U64, "decimals": NAT, "uiAmount": DEC}))},
        {"address": ADDR}),
    "adapter-disconnect": obj({"requestId": STR, "method": STR, "wallet": STR, "url": URL}),
    # --- errors (stderr) ---
    "error": obj({"error": STR, "code": enum("invalid-input", "file", "not-found", "cancelled", "network", "cluster",
                                             "usage", "exit")},
                 {"message": STR, "hint": STR, "detail": STR}),
}

TITLES = {
    "error": "A `--json` error, on stderr (ErrorReport, Sources/solwallet/CLIError.swift)",
    "balance-watch": "One line of `solwallet balance --watch --json`",
    "send-sign-only": "`solwallet send --sign-only --json`",
    "pay-transaction-request": "`solwallet pay` of a transaction request (`solana:https://…`)",
    "action": "`solwallet action URL --json`: a Solana Action run to its end",
    "address-find-pda": "`solwallet address find-pda --json`",
    "cluster-version": "`solwallet cluster-version --json`",
    "adapter-sign-message": "`solwallet adapter sign-message --json`",
    "news-open": "`solwallet news --open N --json`",
    "serve": "The first line of `solwallet serve --json`: where the dashboard listens",
    "token-close-empty": "`solwallet token close-empty --json`",
}


def used_defs(schema):
    """The names of $defs a schema refers to, transitively."""
    names, todo = set(), [schema]
    while todo:
        text = json.dumps(todo.pop())
        for name in DEFS:
            if f'"#/$defs/{name}"' in text and name not in names:
                names.add(name)
                todo.append(DEFS[name])
    return names


def document(name, schema):
    title = TITLES.get(name, "`solwallet " + name.replace("-", " ") + " --json`")
    full = {"$schema": "https://json-schema.org/draft/2020-12/schema",
            "$id": f"https://solanaswiftsdk.invalid/json-schema/{name}.json",
            "title": title,
            "description": "See docs/json-output.md for the rules (u64 as strings, display text only under *Text "
                           "keys, timestamps as {unix, utc})."}
    full.update(schema)
    defs = {ref: DEFS[ref] for ref in sorted(used_defs(schema))}
    if defs:
        full["$defs"] = defs
    return json.dumps(full, indent=2, sort_keys=True, ensure_ascii=False) + "\n"


def main():
    check = "--check" in sys.argv[1:]
    os.makedirs(OUT, exist_ok=True)
    stale = []
    for name, schema in sorted(SCHEMAS.items()):
        path = os.path.join(OUT, name + ".json")
        text = document(name, schema)
        current = open(path, encoding="utf-8").read() if os.path.exists(path) else None
        if current != text:
            stale.append(path)
            if not check:
                with open(path, "w", encoding="utf-8") as f:
                    f.write(text)
    extra = sorted(set(os.listdir(OUT)) - {n + ".json" for n in SCHEMAS})
    if check and (stale or extra):
        print("out of date (run scripts/gen-json-schemas.py): " + ", ".join(stale + extra), file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
