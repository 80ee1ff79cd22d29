#!/usr/bin/env python3
"""A minimal sBPF program, written byte by byte: an ELF (SBPF v0, EM_BPF, ET_DYN) whose entrypoint calls the
`sol_log_data` syscall once with one slice, the payload, then returns 0. The runtime logs it as
`Program data: <base64 of the payload>`, which is how Anchor's `emit!` logs an event.

    sbpf_log_data.py PAYLOAD_HEX OUT.so

The text is five instructions (lddw r1 = the slice descriptor's address in the read-only region at 0x1_0000_0000;
mov r2 = 1; call -1 with an R_BPF_64_32 relocation against the dynamic symbol `sol_log_data`, which the loader
resolves to the syscall's hash; mov r0 = 0; exit). Sections keep their file offsets as addresses, as the loader
requires.
"""
import struct
import sys

MM_PROGRAM_START = 0x1_0000_0000


def build(payload: bytes) -> bytes:
    # Layout: ELF header | program headers | .text | .rodata | .dynamic | .dynsym | .dynstr | .rel.dyn | .shstrtab | SHT
    ehdr_size, phdr_size = 64, 56
    phnum = 2
    text_off = ehdr_size + phnum * phdr_size
    text_len = 6 * 8
    rodata_off = text_off + text_len
    payload_addr = MM_PROGRAM_START + rodata_off + 16
    rodata = struct.pack("<QQ", payload_addr, len(payload)) + payload  # the slice (address, length), the payload
    rodata += b"\0" * (-len(rodata) % 8)
    dynstr = b"\0sol_log_data\0"
    dynsym = b"\0" * 24 + struct.pack("<IBBHQQ", 1, 0x10, 0, 0, 0, 0)
    dynamic_off = rodata_off + len(rodata)
    dynamic_len = 8 * 16
    dynsym_off = dynamic_off + dynamic_len
    dynstr_off = dynsym_off + len(dynsym)
    dynstr_padded = dynstr + b"\0" * (-len(dynstr) % 8)
    rel_off = dynstr_off + len(dynstr_padded)
    call_off = text_off + 3 * 8
    rel = struct.pack("<QQ", call_off, (1 << 32) | 10)  # R_BPF_64_32 against symbol 1
    dynamic = b"".join(struct.pack("<QQ", tag, value) for tag, value in [
        (17, rel_off), (18, len(rel)), (19, 16), (6, dynsym_off), (5, dynstr_off), (10, len(dynstr)), (11, 24),
        (0, 0)])
    shstrtab = b"\0.text\0.rodata\0.dynamic\0.dynsym\0.dynstr\0.rel.dyn\0.shstrtab\0"
    shstrtab_off = rel_off + len(rel)
    shoff = shstrtab_off + len(shstrtab)
    shoff += -shoff % 8
    desc = MM_PROGRAM_START + rodata_off
    text = b"".join([
        struct.pack("<BBhi", 0x18, 0x01, 0, desc & 0xFFFFFFFF), struct.pack("<BBhi", 0, 0, 0, desc >> 32),  # lddw r1
        struct.pack("<BBhi", 0xB7, 0x02, 0, 1),  # mov64 r2, 1
        struct.pack("<BBhi", 0x85, 0x00, 0, -1),  # call sol_log_data (relocated)
        struct.pack("<BBhi", 0xB7, 0x00, 0, 0),  # mov64 r0, 0
        struct.pack("<BBhi", 0x95, 0x00, 0, 0),  # exit
    ])
    assert len(text) == text_len

    def name(n):
        return shstrtab.index(n.encode() + b"\0")

    sections = [
        (0, 0, 0, 0, 0, 0, 0, 0, 0, 0),
        (name(".text"), 1, 6, text_off, text_off, len(text), 0, 0, 8, 0),
        (name(".rodata"), 1, 2, rodata_off, rodata_off, len(rodata), 0, 0, 8, 0),
        (name(".dynamic"), 6, 3, dynamic_off, dynamic_off, len(dynamic), 5, 0, 8, 16),
        (name(".dynsym"), 11, 2, dynsym_off, dynsym_off, len(dynsym), 5, 1, 8, 24),
        (name(".dynstr"), 3, 2, dynstr_off, dynstr_off, len(dynstr), 0, 0, 1, 0),
        (name(".rel.dyn"), 9, 2, rel_off, rel_off, len(rel), 4, 0, 8, 16),
        (name(".shstrtab"), 3, 0, 0, shstrtab_off, len(shstrtab), 0, 0, 1, 0),
    ]
    end = shstrtab_off + len(shstrtab)
    phdrs = [
        struct.pack("<IIQQQQQQ", 1, 5, text_off, text_off, text_off, dynamic_off - text_off, dynamic_off - text_off,
                    0x1000),  # PT_LOAD r-x: .text and .rodata
        struct.pack("<IIQQQQQQ", 2, 6, dynamic_off, dynamic_off, dynamic_off, len(dynamic), len(dynamic), 8),
    ]
    ehdr = b"\x7fELF" + bytes([2, 1, 1, 0]) + b"\0" * 8 + struct.pack(
        "<HHIQQQIHHHHHH", 3, 247, 1, text_off, ehdr_size, shoff, 0, ehdr_size, phdr_size, phnum, 64, len(sections),
        len(sections) - 1)
    body = ehdr + b"".join(phdrs) + text + rodata + dynamic + dynsym + dynstr_padded + rel + shstrtab
    body += b"\0" * (shoff - len(body))
    body += b"".join(struct.pack("<IIQQQQIIQQ", *s) for s in sections)
    return body


if __name__ == "__main__":
    with open(sys.argv[2], "wb") as handle:
        handle.write(build(bytes.fromhex(sys.argv[1])))
