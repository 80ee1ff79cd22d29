#!/usr/bin/env python3
"""A minimal sBPF program, written byte by byte, that emits one Anchor-style event both ways: an ELF (SBPF v0,
EM_BPF, ET_DYN) whose entrypoint
  - calls `sol_log_data` with one slice, the payload (`emit!`: the runtime logs `Program data: <base64>`), and
  - when a program id is given, invokes itself (`sol_invoke_signed_c`, no accounts) with CPI_DATA (`emit_cpi!`:
    Anchor's event tag then the payload), returning at once when it runs as that invocation
    (`sol_get_stack_height` > 1). The top-level instruction must list the program among its accounts (the runtime
    finds a CPI's program there).

    sbpf_log_data.py PAYLOAD_HEX OUT.so [PROGRAM_ID_HEX CPI_DATA_HEX]

Syscalls are `call -1` instructions with R_BPF_64_32 relocations against dynamic symbols, which the loader resolves
to the syscalls' hashes; the read-only data (the slice, the C `SolInstruction`, the program id, the CPI data) is
addressed at 0x1_0000_0000 plus its file offset, and sections keep their file offsets as addresses, as the loader
requires.
"""
import struct
import sys

MM = 0x1_0000_0000


def ins(opc, dst=0, src=0, off=0, imm=0):
    return struct.pack("<BBhi", opc, (src << 4) | dst, off, imm)


def build(payload: bytes, program_id: bytes | None = None, cpi_data: bytes = b"") -> bytes:
    ehdr_size, phdr_size, phnum = 64, 56, 2
    text_off = ehdr_size + phnum * phdr_size
    symbols = ["sol_log_data"] + (["sol_get_stack_height", "sol_invoke_signed_c"] if program_id else [])
    # text length first (addresses depend on it)
    n = 6 if not program_id else 17
    text_len = n * 8
    rodata_off = text_off + text_len
    ro = bytearray()
    desc = rodata_off
    ro += struct.pack("<QQ", MM + rodata_off + 16, len(payload)) + payload
    ro += b"\0" * (-len(ro) % 8)
    instr = pid = data = 0
    if program_id:
        instr = rodata_off + len(ro)
        ro += b"\0" * 40
        pid = rodata_off + len(ro)
        ro += program_id
        data = rodata_off + len(ro)
        ro += cpi_data
        ro += b"\0" * (-len(ro) % 8)
        o = instr - rodata_off
        ro[o:o + 40] = struct.pack("<QQQQQ", MM + pid, MM + pid, 0, MM + data, len(cpi_data))
    rodata = bytes(ro)
    calls = []  # (instruction index, symbol)
    text = []

    def lddw(dst, value):
        text.append(ins(0x18, dst, imm=value & 0xFFFFFFFF))
        text.append(ins(0, imm=value >> 32))

    def call(symbol):
        calls.append((len(text), symbol))
        text.append(ins(0x85, imm=-1))

    if program_id:
        call("sol_get_stack_height")
        text.append(ins(0x25, 0, off=13, imm=1))  # jgt r0, 1 -> the return
    lddw(1, MM + desc)
    text.append(ins(0xB7, 2, imm=1))
    call("sol_log_data")
    if program_id:
        lddw(1, MM + instr)
        lddw(2, MM + instr)
        text.append(ins(0xB7, 3, imm=0))
        lddw(4, MM + instr)
        text.append(ins(0xB7, 5, imm=0))
        call("sol_invoke_signed_c")
    text.append(ins(0xB7, 0, imm=0))
    text.append(ins(0x95))
    assert len(text) == n, len(text)
    text = b"".join(text)
    dynstr = b"\0" + b"".join(s.encode() + b"\0" for s in symbols)
    dynsym = b"\0" * 24 + b"".join(
        struct.pack("<IBBHQQ", dynstr.index(b"\0" + s.encode() + b"\0") + 1, 0x10, 0, 0, 0, 0) for s in symbols)
    dynamic_off = rodata_off + len(rodata)
    dynamic_len = 8 * 16
    dynsym_off = dynamic_off + dynamic_len
    dynstr_off = dynsym_off + len(dynsym)
    dynstr_padded = dynstr + b"\0" * (-len(dynstr) % 8)
    rel_off = dynstr_off + len(dynstr_padded)
    rel = b"".join(struct.pack("<QQ", text_off + 8 * i, ((symbols.index(s) + 1) << 32) | 10) for i, s in calls)
    dynamic = b"".join(struct.pack("<QQ", t, v) for t, v in [
        (17, rel_off), (18, len(rel)), (19, 16), (6, dynsym_off), (5, dynstr_off), (10, len(dynstr)), (11, 24), (0, 0)])
    shstrtab = b"\0.text\0.rodata\0.dynamic\0.dynsym\0.dynstr\0.rel.dyn\0.shstrtab\0"
    shstrtab_off = rel_off + len(rel)
    shoff = shstrtab_off + len(shstrtab)
    shoff += -shoff % 8

    def name(x):
        return shstrtab.index(x.encode() + b"\0")

    sections = [
        (0,) * 10,
        (name(".text"), 1, 6, text_off, text_off, len(text), 0, 0, 8, 0),
        (name(".rodata"), 1, 2, rodata_off, rodata_off, len(rodata), 0, 0, 8, 0),
        (name(".dynamic"), 6, 3, dynamic_off, dynamic_off, len(dynamic), 5, 0, 8, 16),
        (name(".dynsym"), 11, 2, dynsym_off, dynsym_off, len(dynsym), 5, 1, 8, 24),
        (name(".dynstr"), 3, 2, dynstr_off, dynstr_off, len(dynstr), 0, 0, 1, 0),
        (name(".rel.dyn"), 9, 2, rel_off, rel_off, len(rel), 4, 0, 8, 16),
        (name(".shstrtab"), 3, 0, 0, shstrtab_off, len(shstrtab), 0, 0, 1, 0),
    ]
    phdrs = [
        struct.pack("<IIQQQQQQ", 1, 5, text_off, text_off, text_off, dynamic_off - text_off, dynamic_off - text_off,
                    0x1000),
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
    program = bytes.fromhex(sys.argv[3]) if len(sys.argv) > 3 else None
    cpi = bytes.fromhex(sys.argv[4]) if len(sys.argv) > 4 else b""
    with open(sys.argv[2], "wb") as handle:
        handle.write(build(bytes.fromhex(sys.argv[1]), program, cpi))
