"""JSON-RPC error objects with Agave's codes and message texts."""
from __future__ import annotations

import json
from typing import Any, Optional

PARSE_ERROR = -32700
INVALID_REQUEST = -32600
METHOD_NOT_FOUND = -32601
INVALID_PARAMS = -32602
INTERNAL_ERROR = -32603
PREFLIGHT_FAILURE = -32002
SIGNATURE_VERIFICATION_FAILURE = -32003
NODE_UNHEALTHY = -32005
UNSUPPORTED_TX_VERSION = -32015
MIN_CONTEXT_SLOT_NOT_REACHED = -32016


class RpcError(Exception):
    def __init__(self, code: int, message: str, data: Any = None, has_data: bool = False):
        super().__init__(message)
        self.code = code
        self.message = message
        self.data = data
        self.has_data = has_data or data is not None

    def to_obj(self) -> dict:
        obj = {"code": self.code, "message": self.message}
        if self.has_data:
            obj["data"] = self.data
        return obj


def parse_error() -> RpcError:
    return RpcError(PARSE_ERROR, "Parse error")


def invalid_request(msg: str = "Invalid request") -> RpcError:
    return RpcError(INVALID_REQUEST, msg)


def method_not_found() -> RpcError:
    return RpcError(METHOD_NOT_FOUND, "Method not found")


def invalid_params(msg: str) -> RpcError:
    return RpcError(INVALID_PARAMS, msg)


def internal_error() -> RpcError:
    return RpcError(INTERNAL_ERROR, "Internal error")


def node_unhealthy(num_slots_behind: Optional[int]) -> RpcError:
    if num_slots_behind is None:
        return RpcError(NODE_UNHEALTHY, "Node is unhealthy", {"numSlotsBehind": None}, True)
    return RpcError(NODE_UNHEALTHY, f"Node is behind by {num_slots_behind} slots",
                    {"numSlotsBehind": num_slots_behind})


def min_context_slot_not_reached(context_slot: int) -> RpcError:
    return RpcError(MIN_CONTEXT_SLOT_NOT_REACHED, "Minimum context slot has not been reached",
                    {"contextSlot": context_slot})


def unsupported_tx_version(version: int) -> RpcError:
    return RpcError(
        UNSUPPORTED_TX_VERSION,
        f"Transaction version ({version}) is not supported by the requesting client. "
        f"Please try the request again with the following configuration parameter: "
        f"\"maxSupportedTransactionVersion\": {version}")


def signature_verification_failure() -> RpcError:
    return RpcError(SIGNATURE_VERIFICATION_FAILURE, "Transaction signature verification failure")


def preflight_failure(err_json: Any, sim_value: dict) -> RpcError:
    return RpcError(PREFLIGHT_FAILURE, f"Transaction simulation failed: {tx_error_display(err_json)}",
                    sim_value)


# --- TransactionError / InstructionError Display texts (solana-transaction-error, thiserror) ---

_TX_ERR_TEXT = {
    "AccountInUse": "Account in use",
    "AccountLoadedTwice": "Account loaded twice",
    "AccountNotFound": "Attempt to debit an account but found no record of a prior credit.",
    "ProgramAccountNotFound": "Attempt to load a program that does not exist",
    "InsufficientFundsForFee": "Insufficient funds for fee",
    "InvalidAccountForFee": "This account may not be used to pay transaction fees",
    "AlreadyProcessed": "This transaction has already been processed",
    "BlockhashNotFound": "Blockhash not found",
    "CallChainTooDeep": "Loader call chain is too deep",
    "MissingSignatureForFee": "Transaction requires a fee but has no signature present",
    "InvalidAccountIndex": "Transaction contains an invalid account reference",
    "SignatureFailure": "Transaction did not pass signature verification",
    "InvalidProgramForExecution": "This program may not be used for executing instructions",
    "SanitizeFailure": "Transaction failed to sanitize accounts offsets correctly",
    "ClusterMaintenance": "Transactions are currently disabled due to cluster maintenance",
    "AccountBorrowOutstanding": "Transaction processing left an account with an outstanding borrowed reference",
    "WouldExceedMaxBlockCostLimit": "Transaction would exceed max Block Cost Limit",
    "UnsupportedVersion": "Transaction version is unsupported",
    "InvalidWritableAccount": "Transaction loads a writable account that cannot be written",
    "WouldExceedMaxAccountCostLimit": "Transaction would exceed max account limit within the block",
    "WouldExceedAccountDataBlockLimit": "Transaction would exceed account data limit within the block",
    "TooManyAccountLocks": "Transaction locked too many accounts",
    "AddressLookupTableNotFound": "Transaction loads an address table account that doesn't exist",
    "InvalidAddressLookupTableOwner": "Transaction loads an address table account with an invalid owner",
    "InvalidAddressLookupTableData": "Transaction loads an address table account with invalid data",
    "InvalidAddressLookupTableIndex": "Transaction address table lookup uses an invalid index",
    "InvalidRentPayingAccount": "Transaction leaves an account with a lower balance than rent-exempt minimum",
    "WouldExceedMaxVoteCostLimit": "Transaction would exceed max Vote Cost Limit",
    "WouldExceedAccountDataTotalLimit": "Transaction would exceed total account data limit",
    "MaxLoadedAccountsDataSizeExceeded": "Transaction exceeded max loaded accounts data size cap",
    "InvalidLoadedAccountsDataSizeLimit": "LoadedAccountsDataSizeLimit set for transaction must be greater than 0.",
    "ResanitizationNeeded": "ResanitizationNeeded",
    "UnbalancedTransaction": "Sum of account balances before and after transaction do not match",
    "ProgramCacheHitMaxLimit": "Program cache hit max limit",
    "CommitCancelled": "CommitCancelled",
}

_IX_ERR_TEXT = {
    "GenericError": "generic instruction error",
    "InvalidArgument": "invalid program argument",
    "InvalidInstructionData": "invalid instruction data",
    "InvalidAccountData": "invalid account data for instruction",
    "AccountDataTooSmall": "account data too small for instruction",
    "InsufficientFunds": "insufficient funds for instruction",
    "IncorrectProgramId": "incorrect program id for instruction",
    "MissingRequiredSignature": "missing required signature for instruction",
    "AccountAlreadyInitialized": "instruction requires an uninitialized account",
    "UninitializedAccount": "instruction requires an initialized account",
    "UnbalancedInstruction": "sum of account balances before and after instruction do not match",
    "ModifiedProgramId": "instruction illegally modified the program id of an account",
    "ExternalAccountLamportSpend": "instruction spent from the balance of an account it does not own",
    "ExternalAccountDataModified": "instruction modified data of an account it does not own",
    "ReadonlyLamportChange": "instruction changed the balance of a read-only account",
    "ReadonlyDataModified": "instruction modified data of a read-only account",
    "DuplicateAccountIndex": "instruction contains duplicate accounts",
    "ExecutableModified": "instruction changed executable bit of an account",
    "RentEpochModified": "instruction modified rent epoch of an account",
    "NotEnoughAccountKeys": "insufficient account keys for instruction",
    "AccountDataSizeChanged": "program other than the account's owner changed the size of the account data",
    "AccountNotExecutable": "instruction expected an executable account",
    "AccountBorrowFailed": "instruction tries to borrow reference for an account which is already borrowed",
    "AccountBorrowOutstanding": "instruction left account with an outstanding borrowed reference",
    "DuplicateAccountOutOfSync": "instruction modifications of multiply-passed account differ",
    "InvalidError": "program returned invalid error code",
    "ExecutableDataModified": "instruction changed executable accounts data",
    "ExecutableLamportChange": "instruction changed the balance of an executable account",
    "ExecutableAccountNotRentExempt": "executable accounts must be rent exempt",
    "UnsupportedProgramId": "Unsupported program id",
    "CallDepth": "Cross-program invocation call depth too deep",
    "MissingAccount": "An account required by the instruction is missing",
    "ReentrancyNotAllowed": "Cross-program invocation reentrancy not allowed for this instruction",
    "MaxSeedLengthExceeded": "Length of the seed is too long for address generation",
    "InvalidSeeds": "Provided seeds do not result in a valid address",
    "InvalidRealloc": "Failed to reallocate account data",
    "ComputationalBudgetExceeded": "Computational budget exceeded",
    "PrivilegeEscalation": "Cross-program invocation with unauthorized signer or writable account",
    "ProgramEnvironmentSetupFailure": "Failed to create program execution environment",
    "ProgramFailedToComplete": "Program failed to complete",
    "ProgramFailedToCompile": "Program failed to compile",
    "Immutable": "Account is immutable",
    "IncorrectAuthority": "Incorrect authority provided",
    "AccountNotRentExempt": "An account does not have enough lamports to be rent-exempt",
    "InvalidAccountOwner": "Invalid account owner",
    "ArithmeticOverflow": "Program arithmetic overflowed",
    "UnsupportedSysvar": "Unsupported sysvar",
    "IllegalOwner": "Provided owner is not allowed",
    "MaxAccountsDataAllocationsExceeded": "Accounts data allocations exceeded the maximum allowed per transaction",
    "MaxAccountsExceeded": "Max accounts exceeded",
    "MaxInstructionTraceLengthExceeded": "Max instruction trace length exceeded",
    "BuiltinProgramsMustConsumeComputeUnits": "Builtin programs must consume compute units",
}


def instruction_error_display(err: Any) -> str:
    if isinstance(err, str):
        return _IX_ERR_TEXT.get(err, err)
    if isinstance(err, dict) and err:
        (k, v), = list(err.items())[:1]
        if k == "Custom":
            return f"custom program error: {int(v):#x}"
        if k == "BorshIoError":
            return "Failed to serialize or deserialize account data"
        return _IX_ERR_TEXT.get(k, k)
    return json.dumps(err)


def tx_error_display(err: Any) -> str:
    """Display text of a TransactionError given its Agave JSON form."""
    if isinstance(err, str):
        return _TX_ERR_TEXT.get(err, err)
    if isinstance(err, dict) and err:
        k, v = next(iter(err.items()))
        if k == "InstructionError":
            return f"Error processing Instruction {v[0]}: {instruction_error_display(v[1])}"
        if k == "DuplicateInstruction":
            return f"Transaction contains a duplicate instruction ({v}) that is not allowed"
        if k == "InsufficientFundsForRent":
            return (f"Transaction results in an account ({v['account_index']}) with insufficient "
                    f"funds for rent")
        if k == "ProgramExecutionTemporarilyRestricted":
            return (f"Execution of the program referenced by account at index {v['account_index']} "
                    f"is temporarily restricted.")
        return _TX_ERR_TEXT.get(k, k)
    return str(err)


# --- serde-like descriptions for "Invalid params: invalid type: ..." messages ---

def serde_desc(value: Any) -> str:
    if value is None:
        return "null"
    if isinstance(value, bool):
        return f"boolean `{'true' if value else 'false'}`"
    if isinstance(value, int):
        return f"integer `{value}`"
    if isinstance(value, float):
        return f"floating point `{value}`"
    if isinstance(value, str):
        return f"string {json.dumps(value)}"
    if isinstance(value, list):
        return "sequence"
    if isinstance(value, dict):
        return "map"
    return "value"


def invalid_type(value: Any, expected: str) -> RpcError:
    return invalid_params(f"Invalid params: invalid type: {serde_desc(value)}, expected {expected}.")
