#!/usr/bin/env python3
"""Token metadata as the programs write it, for the Swift tests of `TokenMetadata`.

Usage: token_metadata_oracle.py COMMAND < request.json > response.json

- `metaplex`: for each case {mint, updateAuthority, name, symbol, uri}, the data of a Metaplex metadata account
  (mpl-token-metadata's `Metadata`, Borsh: key 4 = MetadataV1, update authority, mint, then `Data` with the name,
  symbol and URI each padded with NULs to 32, 10 and 200 bytes as the program's `puff_out_data_fields` does, seller
  fee, no creators, primary sale, mutable, edition nonce, token standard, collection, uses, collection details,
  programmable config), and the account's address: the program-derived address of
  ["metadata", program id, mint] (solders' `find_program_address`).

Written from the published layout, not from the Swift code.
"""
import json
import struct
import sys

from solders.pubkey import Pubkey

METADATA_PROGRAM = Pubkey.from_string("metaqbxxUerdq28cj1RbAWkYQm3ybzjb6a8bt518x1s")


def borsh_string(text: bytes) -> bytes:
    return struct.pack("<I", len(text)) + text


def padded(text: str, size: int) -> bytes:
    raw = text.encode()
    return raw + b"\0" * max(0, size - len(raw))


def metaplex_cmd(req):
    out = []
    for case in req["cases"]:
        mint = Pubkey.from_string(case["mint"])
        data = bytes([4]) + bytes(Pubkey.from_string(case["updateAuthority"])) + bytes(mint)
        data += borsh_string(padded(case["name"], 32))
        data += borsh_string(padded(case["symbol"], 10))
        data += borsh_string(padded(case["uri"], 200))
        data += struct.pack("<H", 500)      # seller_fee_basis_points
        data += b"\0"                        # creators: None
        data += b"\0\1"                      # primary_sale_happened, is_mutable
        data += b"\1\xff"                    # edition_nonce: Some(255)
        data += b"\1\0"                      # token_standard: Some(NonFungible)
        data += b"\0\0\0\0"                  # collection, uses, collection_details, programmable_config: None
        address, _ = Pubkey.find_program_address([b"metadata", bytes(METADATA_PROGRAM), bytes(mint)],
                                                 METADATA_PROGRAM)
        out.append({"data": data.hex(), "address": str(address)})
    return {"results": out}


COMMANDS = {"metaplex": metaplex_cmd}

if __name__ == "__main__":
    json.dump(COMMANDS[sys.argv[1]](json.load(sys.stdin)), sys.stdout)
