"""solana-py's AsyncClient (which parses every response with solders' strict types) end to end."""
import asyncio

from solana.rpc.async_api import AsyncClient
from solana.rpc.commitment import Confirmed, Finalized
from solana.rpc.models import TxOpts
from solders.keypair import Keypair
from solders.message import Message
from solders.system_program import TransferParams, transfer
from solders.transaction import VersionedTransaction


def test_airdrop_transfer_confirm_history(node):
    async def flow():
        client = AsyncClient(node.http)
        try:
            assert await client.is_connected()
            payer, dest = Keypair(), Keypair()
            airdrop = await client.request_airdrop(payer.pubkey(), 2_000_000_000)
            await client.confirm_transaction(airdrop.value, Finalized, sleep_seconds=0.05)
            assert (await client.get_balance(payer.pubkey())).value == 2_000_000_000

            bh = (await client.get_latest_blockhash()).value
            msg = Message.new_with_blockhash(
                [transfer(TransferParams(from_pubkey=payer.pubkey(), to_pubkey=dest.pubkey(),
                                         lamports=1_000_000))], payer.pubkey(), bh.blockhash)
            tx = VersionedTransaction(msg, [payer])
            sig = (await client.send_transaction(tx, opts=TxOpts(skip_confirmation=True))).value
            assert sig == tx.signatures[0]
            await client.confirm_transaction(sig, Finalized, sleep_seconds=0.05,
                                             last_valid_block_height=bh.last_valid_block_height)

            assert (await client.get_balance(payer.pubkey())).value == 2_000_000_000 - 1_000_000 - 5000
            assert (await client.get_balance(dest.pubkey())).value == 1_000_000

            got = (await client.get_transaction(sig, max_supported_transaction_version=0)).value
            assert got is not None
            meta = got.transaction.meta
            assert meta.err is None and meta.fee == 5000
            assert meta.pre_balances[:2] == [2_000_000_000, 0]
            assert meta.post_balances[:2] == [2_000_000_000 - 1_005_000, 1_000_000]
            assert got.slot > 0 and got.block_time is not None
            assert got.transaction.transaction.signatures[0] == sig

            sigs = (await client.get_signatures_for_address(payer.pubkey())).value
            assert [s.signature for s in sigs] == [sig, airdrop.value]
            assert sigs[0].err is None
            sigs_c = (await client.get_signatures_for_address(dest.pubkey(), commitment=Confirmed)).value
            assert [s.signature for s in sigs_c] == [sig]

            st = (await client.get_signature_statuses([sig, airdrop.value])).value
            assert all(s is not None for s in st)
            epoch = (await client.get_epoch_info()).value
            assert epoch.absolute_slot >= got.slot
            assert (await client.get_minimum_balance_for_rent_exemption(165)).value == 2_039_280
            assert (await client.get_genesis_hash()).value is not None
            assert (await client.get_version()).value.solana_core.startswith("2.")
        finally:
            await client.close()

    asyncio.run(flow())
