"""Runs a command on a pseudo-terminal, as a user at a terminal would: answers its prompts, or presses Ctrl-C at
the last one, and reports the output, the exit status and whether the terminal echoed at each prompt and at the end.

Request (stdin, JSON): {"argv": [...], "prompts": ["BIP39 passphrase: "], "answers": ["mypass"], "interrupt": false}
Each prompt is looked for in the output since the previous answer. The answer "{word}" is the word the last
"Word #N: " prompt asks for, read from the numbered phrase the program printed (" 1. abandon" lines).
Reply: {"output": "...", "returncode": 0, "echoAtPrompts": [false], "echoAtEnd": true}
"""
import fcntl
import json
import os
import re
import select
import signal
import subprocess
import sys
import termios
import time

request = json.load(sys.stdin)
master, slave = os.openpty()


def controlling_terminal():
    """In the child: the pty becomes the controlling terminal, and signals are delivered as in a shell (a test
    runner may have blocked or ignored SIGINT, and both are inherited)."""
    fcntl.ioctl(0, termios.TIOCSCTTY, 0)
    handled = [signal.SIGINT, signal.SIGTERM, signal.SIGHUP, signal.SIGQUIT]
    signal.pthread_sigmask(signal.SIG_UNBLOCK, handled)
    for number in handled:
        signal.signal(number, signal.SIG_DFL)


process = subprocess.Popen(request["argv"], stdin=slave, stdout=slave, stderr=slave, start_new_session=True,
                           preexec_fn=controlling_terminal, close_fds=True)
output = b""


answered = 0  # the length of the output when the last answer was sent


def pump(until=None, timeout=30.0):
    """Reads the terminal until `until` appears after the last answer (or the process ends and nothing is left)."""
    global output
    deadline = time.time() + timeout
    while time.time() < deadline:
        if until is not None and until in output[answered:]:
            return True
        ready, _, _ = select.select([master], [], [], 0.05)
        if ready:
            try:
                output += os.read(master, 4096)
            except OSError:
                return until is None
        elif process.poll() is not None:
            return until is None or until in output[answered:]
    return False


def answer_for(text):
    """`text`, or for "{word}" the phrase's word that the last "Word #N: " prompt asks for."""
    if text != "{word}":
        return text
    shown = output.decode("utf-8", "replace")
    phrase = dict(re.findall(r"^ *(\d+)\. (\S+)", shown, re.M))
    asked = re.findall(r"Word #(\d+): ", shown)[-1]
    return phrase[asked]


echo_at_prompts = []
for index, prompt in enumerate(request["prompts"]):
    if not pump(prompt.encode()):
        break
    time.sleep(0.2)  # let the program switch echo off after writing the prompt
    echo_at_prompts.append(bool(termios.tcgetattr(slave)[3] & termios.ECHO))
    if request.get("interrupt") and index == len(request["prompts"]) - 1:
        os.write(master, b"\x03")
    else:
        reply = answer_for(request["answers"][index])
        answered = len(output)
        os.write(master, reply.encode() + b"\n")
try:
    process.wait(timeout=20)
except subprocess.TimeoutExpired:
    process.kill()
    process.wait()
pump(timeout=0.5)
json.dump({"output": output.decode("utf-8", "replace"), "returncode": process.returncode,
           "echoAtPrompts": echo_at_prompts, "echoAtEnd": bool(termios.tcgetattr(slave)[3] & termios.ECHO)}, sys.stdout)
