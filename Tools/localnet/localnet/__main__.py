"""CLI entry point: `python -m localnet [--port 8899] [--ws-port 8900] ...` (see Tools/localnet/run)."""
from __future__ import annotations

import signal
import sys

# a SIGTERM that arrives while starting up (before the event loop owns it) still means "stop cleanly"
signal.signal(signal.SIGTERM, lambda *_: sys.exit(0))

import argparse  # noqa: E402
import asyncio
import json
import logging
import os

from . import rpc_cluster
from .faults import Faults
from .server import App, HttpProtocol
from .state import Chain, load_snapshot, save_snapshot
from .epochs import Epochs
from solders.epoch_schedule import EpochSchedule
from solders.pubkey import Pubkey
from .ws import SubscriptionManager

log = logging.getLogger("localnet")


def parse_args(argv=None) -> argparse.Namespace:
    p = argparse.ArgumentParser(prog="localnet", description=__doc__)
    p.add_argument("--host", default="127.0.0.1")
    p.add_argument("--port", type=int, default=8899, help="HTTP JSON-RPC port (0 = pick a free one)")
    p.add_argument("--ws-port", type=int, default=None,
                   help="WebSocket port (default: --port + 1, or a free one when --port is 0)")
    p.add_argument("--ledger", default=None, help="directory for the persisted ledger snapshot")
    p.add_argument("--ready-file", default=None,
                   help='write {"http": URL, "ws": URL} to this file once listening')
    p.add_argument("--slot-ms", type=int, default=400, help="wall-clock milliseconds per slot")
    p.add_argument("--paused", action="store_true", help="start with slot advancement paused")
    p.add_argument("--faucet-sol", type=int, default=500_000_000,
                   help="faucet balance in SOL at genesis")
    p.add_argument("--snapshot-interval", type=float, default=10.0,
                   help="seconds between periodic ledger snapshots (with --ledger)")
    p.add_argument("--slots-per-epoch", type=int, default=None,
                   help="fixed epoch length in slots, no warmup (default: Agave's warmup schedule, "
                        "32, 64, 128, ... slots up to 432000)")
    p.add_argument("--validators", type=int, default=3,
                   help="validators (vote account + bootstrap stake) at genesis; the last one is delinquent")
    p.add_argument("--validator-stake-sol", type=int, default=10_000,
                   help="bootstrap stake of each genesis validator, in SOL")
    p.add_argument("--bpf-program", nargs=2, action="append", default=[], metavar=("ADDRESS", "PATH"),
                   help="load the program in the ELF file PATH at ADDRESS at start (as solana-test-validator's "
                        "--bpf-program); repeatable")
    p.add_argument("--genesis-hash", default=None,
                   help="the genesis hash getGenesisHash answers (base58, 32 bytes; default: a fresh random one "
                        "per start, kept in --ledger)")
    p.add_argument("--log-level", default="WARNING")
    p.add_argument("--ws-max-queue", type=int, default=1000,
                   help="outgoing WebSocket messages queued per connection before it is closed "
                        "with 1008 (a client that does not read)")
    p.add_argument("--ws-max-subscriptions", type=int, default=1000,
                   help="subscriptions per WebSocket connection")
    p.add_argument("--perf-sample-secs", type=float, default=60.0,
                   help="seconds between getRecentPerformanceSamples samples (Agave: 60)")
    p.add_argument("--rpc-pubsub-enable-block-subscription", action="store_true",
                   help="serve blockSubscribe (off by default, as on Agave)")
    p.add_argument("--rpc-pubsub-enable-vote-subscription", action="store_true",
                   help="serve voteSubscribe (off by default, as on Agave; localnet has no votes)")
    f = p.add_argument_group("fault injection (also settable at runtime via POST /admin/faults)")
    f.add_argument("--latency-ms", type=float, default=0, help="added latency per request")
    f.add_argument("--rate-limit", type=float, default=0.0,
                   help="share of requests answered HTTP 429 (0..1)")
    f.add_argument("--retry-after", type=int, default=1, help="Retry-After seconds for 429s")
    f.add_argument("--unhealthy", type=float, default=0.0,
                   help="share of requests answered JSON-RPC -32005 node unhealthy (0..1)")
    f.add_argument("--slots-behind", type=int, default=42, help="numSlotsBehind reported by -32005")
    f.add_argument("--drop", type=float, default=0.0,
                   help="share of requests whose connection is dropped without a response")
    f.add_argument("--malformed", type=float, default=0.0,
                   help="share of requests answered with a malformed JSON body")
    f.add_argument("--fault-seed", default=None,
                   help="seed for fault selection (default: deterministic counters)")
    f.add_argument("--behind", type=int, default=None,
                   help="report the node as behind by N slots (getHealth, /health, preflight)")
    return p.parse_args(argv)


async def amain(args: argparse.Namespace) -> int:
    loop = asyncio.get_running_loop()
    stop = asyncio.Event()
    for sig in (signal.SIGTERM, signal.SIGINT):
        loop.add_signal_handler(sig, stop.set)
    if args.slot_ms <= 0:
        raise SystemExit("--slot-ms must be > 0")
    if args.slots_per_epoch is not None and not 32 <= args.slots_per_epoch <= 432_000:
        raise SystemExit("--slots-per-epoch must be within 32..432000")
    if not 0 <= args.validators <= 6:
        raise SystemExit("--validators must be within 0..6")
    chain = Chain(slot_ms=args.slot_ms)
    if args.slots_per_epoch is not None:
        chain.epoch_schedule = EpochSchedule.custom(args.slots_per_epoch, args.slots_per_epoch, False)
        chain.svm.set_epoch_schedule(chain.epoch_schedule)
    if args.genesis_hash is not None:
        try:
            Pubkey.from_string(args.genesis_hash)  # the same base58 32-byte rules as a hash
        except Exception as e:
            raise SystemExit(f"--genesis-hash {args.genesis_hash!r}: not a base58 32-byte hash ({e})")
        chain.genesis_hash = args.genesis_hash
    snap = load_snapshot(args.ledger) if args.ledger else None
    if snap is not None:
        chain.restore(snap)
        if args.genesis_hash is not None and chain.genesis_hash != args.genesis_hash:
            raise SystemExit(f"--genesis-hash {args.genesis_hash} differs from the ledger's {chain.genesis_hash}")
        Epochs.attach(chain, 0, genesis=False)
    else:
        chain.genesis(args.faucet_sol * 1_000_000_000)
        Epochs.attach(chain, args.validators, args.validator_stake_sol)
    for address, path in args.bpf_program:
        try:
            program = Pubkey.from_string(address)
            with open(path, "rb") as f:
                elf = f.read()
            chain.svm.add_program(program, elf)
        except Exception as e:  # a bad address, an unreadable file, or bytes the loader refuses
            raise SystemExit(f"--bpf-program {address} {path}: {e}")
    chain.paused = args.paused
    rpc_cluster.attach(chain, args.perf_sample_secs)

    faults = Faults(latency_ms=args.latency_ms, rate_limit=args.rate_limit,
                    retry_after=args.retry_after, unhealthy=args.unhealthy,
                    slots_behind=args.slots_behind, drop=args.drop, malformed=args.malformed,
                    seed=args.fault_seed, behind=args.behind)
    manager = SubscriptionManager(chain, max_queued_messages=args.ws_max_queue,
                                  max_subs_per_conn=args.ws_max_subscriptions,
                                  enable_block=args.rpc_pubsub_enable_block_subscription,
                                  enable_vote=args.rpc_pubsub_enable_vote_subscription)

    def save() -> None:
        if args.ledger:
            save_snapshot(chain, args.ledger)

    app = App(chain, faults, manager, save if args.ledger else None)
    http = await loop.create_server(lambda: HttpProtocol(app), args.host, args.port,
                                    reuse_address=True, backlog=1024)
    http_port = http.sockets[0].getsockname()[1]
    ws_port = args.ws_port
    if ws_port is None:
        ws_port = 0 if args.port == 0 else args.port + 1

    from websockets.asyncio.server import serve
    ws_server = await serve(manager.handler, args.host, ws_port, compression=None,
                            ping_interval=None, max_size=2 ** 20, server_header=None)
    ws_port = ws_server.sockets[0].getsockname()[1] if hasattr(ws_server, "sockets") else ws_port
    for s in ws_server.sockets:
        ws_port = s.getsockname()[1]
        break
    host = args.host if ":" not in args.host else f"[{args.host}]"
    http_url, ws_url = f"http://{host}:{http_port}", f"ws://{host}:{ws_port}"
    rpc_cluster.set_addresses(chain, f"{host}:{http_port}", f"{host}:{ws_port}")
    sys.stdout.write(f"localnet: {http_url}  {ws_url}\n")
    sys.stdout.flush()
    if args.ready_file:
        tmp = args.ready_file + ".tmp"
        with open(tmp, "w") as fh:
            json.dump({"http": http_url, "ws": ws_url, "pid": os.getpid()}, fh)
        os.replace(tmp, args.ready_file)

    async def ticker() -> None:
        period = args.slot_ms / 1000.0
        next_t = loop.time() + period
        while True:
            await asyncio.sleep(max(0.0, next_t - loop.time()))
            now = loop.time()
            due = 1 + int(max(0.0, now - next_t) / period)
            due = min(due, 32)
            if not chain.paused:
                try:
                    chain.advance(due)
                except Exception:  # noqa: BLE001
                    log.exception("slot advance failed")
            next_t += due * period
            if next_t < now:
                next_t = now + period

    async def snapshotter() -> None:
        while True:
            await asyncio.sleep(args.snapshot_interval)
            if chain.dirty:
                try:
                    save()
                except OSError:
                    log.exception("snapshot failed")

    tasks = [asyncio.ensure_future(ticker())]
    if args.ledger:
        tasks.append(asyncio.ensure_future(snapshotter()))
    await stop.wait()
    for t in tasks:
        t.cancel()
    http.close()
    ws_server.close()
    for conn in list(app.connections):
        if conn.transport is not None:
            conn.transport.close()
    try:
        save()
    except OSError:
        log.exception("final snapshot failed")
    return 0


def main(argv=None) -> int:
    # A parent may have spawned us with SIGTERM/SIGINT blocked (Foundation's Process on Linux does):
    # unblock them so a stop request is always honoured.
    signal.pthread_sigmask(signal.SIG_UNBLOCK, {signal.SIGTERM, signal.SIGINT})
    args = parse_args(argv)
    logging.basicConfig(level=getattr(logging, args.log_level.upper(), logging.WARNING),
                        format="%(asctime)s %(name)s %(levelname)s %(message)s", stream=sys.stderr)
    try:
        return asyncio.run(amain(args))
    except KeyboardInterrupt:
        return 0


if __name__ == "__main__":
    sys.exit(main())
