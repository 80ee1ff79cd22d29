#!/usr/bin/env python3
"""Writes solwallet(1), one page for every command, from the command tree the binary describes itself.

Usage: gen-manpage.py SOLWALLET_BINARY OUTPUT_FILE

argument-parser's `generate-manual` plugin builds every product of the package again (a second release build) to get
the same tree; `solwallet --experimental-dump-help` gives it directly, so this script is the plugin's output without
the build. The date is the commit's (SOURCE_DATE_EPOCH when set), so the page is reproducible.
"""
import datetime
import json
import os
import subprocess
import sys


def roff(text: str) -> str:
    """Escapes text for roff: backslashes, hyphens (which would become U+2010), and control characters at line
    starts."""
    text = text.replace("\\", "\\e").replace("-", "\\-")
    lines = []
    for line in text.split("\n"):
        if line.startswith((".", "'")):
            line = "\\&" + line
        lines.append(line)
    return "\n".join(lines)


def paragraphs(text: str) -> str:
    """Discussion text: blank lines become paragraph breaks, the rest is filled by the formatter."""
    out = []
    for block in text.strip().split("\n\n"):
        out.append(".PP\n" + roff(" ".join(part.strip() for part in block.split("\n"))))
    return "\n".join(out)


def synopsis(path: list, command: dict) -> str:
    parts = ["\\fB" + roff(" ".join(path)) + "\\fR"]
    for argument in command.get("arguments", []):
        if not argument.get("shouldDisplay", True) or argument["kind"] != "positional":
            continue
        name = "\\fI" + roff(argument.get("valueName", "value")) + "\\fR"
        if argument.get("isRepeating"):
            name += " ..."
        parts.append("[" + name + "]" if argument.get("isOptional") else name)
    if any(a["kind"] != "positional" and a.get("shouldDisplay", True) for a in command.get("arguments", [])):
        parts.append("[\\fIoptions\\fR]")
    if visible(command.get("subcommands", [])):
        parts.append("\\fIsubcommand\\fR")
    return " ".join(parts)


def visible(commands: list) -> list:
    return [c for c in commands if c.get("shouldDisplay", True) and c["commandName"] != "help"]


def option_label(argument: dict) -> str:
    names = []
    for name in argument.get("names", []):
        dash = "-" if name["kind"] == "short" else "--"
        names.append("\\fB" + roff(dash + name["name"]) + "\\fR")
    label = ", ".join(names) if names else "\\fI" + roff(argument.get("valueName", "value")) + "\\fR"
    if argument["kind"] == "option":
        label += " \\fI" + roff(argument.get("valueName", "value")) + "\\fR"
    return label


def options(command: dict) -> str:
    out = []
    for argument in command.get("arguments", []):
        if not argument.get("shouldDisplay", True):
            continue
        if argument.get("names") and argument["names"][0]["name"] in ("help", "version") and argument["kind"] == "flag":
            continue
        out.append(".TP\n" + option_label(argument))
        text = argument.get("abstract", "")
        if argument.get("defaultValue") is not None and argument["kind"] == "option":
            text += " (default: " + str(argument["defaultValue"]) + ")"
        if argument.get("allValues"):
            text += " Values: " + ", ".join(argument["allValues"]) + "."
        out.append(roff(text.strip()) if text.strip() else "")
        if argument.get("discussion"):
            out.append(paragraphs(argument["discussion"] if isinstance(argument["discussion"], str) else ""))
    return "\n".join(x for x in out if x)


def section(path: list, command: dict, out: list) -> None:
    if len(path) > 1:
        out.append('.SS "' + roff(" ".join(path)) + '"')
        out.append(synopsis(path, command))
        if command.get("abstract"):
            out.append(".PP\n" + roff(command["abstract"]))
        if command.get("discussion"):
            out.append(paragraphs(command["discussion"]))
        body = options(command)
        if body:
            out.append(".RS\n" + body + "\n.RE")
    for sub in visible(command.get("subcommands", [])):
        section(path + [sub["commandName"]], sub, out)


def main() -> int:
    if len(sys.argv) != 3:
        print(__doc__.strip(), file=sys.stderr)
        return 2
    binary, output = sys.argv[1], sys.argv[2]
    # The page is English: the help tables' other languages are for the terminal (`solwallet --help`).
    env = {k: v for k, v in os.environ.items() if not k.startswith(("LC_", "LANG"))}
    env["SOLWALLET_LANG"] = "en"
    tree = json.loads(
        subprocess.run([binary, "--experimental-dump-help"], check=True, capture_output=True, env=env).stdout)
    version = subprocess.run([binary, "--version"], check=True, capture_output=True, text=True).stdout.strip()
    root = tree["command"]
    epoch = os.environ.get("SOURCE_DATE_EPOCH")
    if epoch is None:
        try:
            epoch = subprocess.run(
                ["git", "log", "-1", "--format=%ct"], check=True, capture_output=True, text=True).stdout.strip()
        except (OSError, subprocess.CalledProcessError):
            epoch = "0"
    date = datetime.datetime.fromtimestamp(int(epoch or 0), datetime.timezone.utc).strftime("%Y-%m-%d")
    out = [
        '.\\" solwallet(1), generated by scripts/gen-manpage.py from `solwallet --experimental-dump-help`.',
        '.TH SOLWALLET 1 "' + date + '" "solwallet ' + roff(version) + '" "User Commands"',
        ".SH NAME",
        "solwallet \\- " + roff(root.get("abstract", "")),
        ".SH SYNOPSIS",
        "\\fBsolwallet\\fR \\fIcommand\\fR [\\fIoptions\\fR]",
        ".br",
        "\\fBsolwallet\\fR \\fB\\-\\-version\\fR | \\fB\\-\\-help\\fR",
        ".SH DESCRIPTION",
        paragraphs(root.get("discussion", "")),
        ".SH COMMANDS",
    ]
    for sub in visible(root.get("subcommands", [])):
        out.append(".TP\n\\fB" + roff(sub["commandName"]) + "\\fR\n" + roff(sub.get("abstract", "")))
    out.append(".SH COMMAND REFERENCE")
    section(["solwallet"], root, out)
    out += [
        ".SH ENVIRONMENT",
        ".TP\n\\fBSOLWALLET_HOME\\fR\nKeep every wallet file under this directory (else the XDG directories).",
        ".TP\n\\fBSOLWALLET_URL\\fR\nThe cluster when \\fB\\-\\-url\\fR is not given.",
        ".TP\n\\fBNO_COLOR\\fR\nNever colour the text output.",
        ".SH FILES",
        ".TP\n\\fI$XDG_DATA_HOME/solwallet/keystore\\fR\nThe encrypted secrets (directory 0700, files 0600).",
        ".TP\n\\fI$XDG_DATA_HOME/solwallet/wallet.sqlite\\fR\nWallets, accounts, settings, caches and history "
        "(public data only).",
        ".SH EXIT STATUS",
        "0 on success, 1 for bad input, arguments or files, 2 for a network or cluster error.",
        ".SH SEE ALSO",
        "\\fBsolwallet doctor\\fR checks a set\\-up; \\fBsolwallet help\\fR \\fIcommand\\fR shows one command's help.",
    ]
    with open(output, "w", encoding="utf-8") as f:
        f.write("\n".join(out) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
