import SolanaCore

/// Why a message or transaction could not be built, signed or serialized.
public enum TransactionError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The serialized transaction exceeds the 1,232-byte packet limit.
    case tooLarge(size: Int, limit: Int)
    /// The message would reference more accounts than one-byte indexes can address.
    case tooManyAccounts(count: Int)
    /// More signers (or read-only accounts) than the one-byte header counts allow.
    case headerOverflow(signers: Int, readonlySigners: Int, readonlyNonSigners: Int)
    /// A lookup table holds the key past index 255, which a v0 message cannot reference.
    case lookupIndexOverflow(table: PublicKey, index: Int)
    /// An instruction names a key the message does not contain (a bug in the compiler's input).
    case unknownInstructionKey(PublicKey)
    /// The keypair's public key is not one of the message's required signers.
    case notASigner(PublicKey)
    /// A signature added from outside does not verify for its signer and this message.
    case invalidSignature(signer: PublicKey)
    /// Some required signers have not signed yet.
    case missingSignatures([PublicKey])
    /// A lookup table the message references was not among the tables given.
    case missingLookupTable(PublicKey)
    /// A lookup index points past the end of its table.
    case lookupIndexOutOfRange(table: PublicKey, index: UInt8, tableSize: Int)
    /// Lookup table account data is not 56 bytes of metadata plus whole 32-byte addresses.
    case invalidLookupTableData(table: PublicKey, length: Int)
    /// A compiled instruction references an index past the end of the account list.
    case accountIndexOutOfRange(index: Int, accountCount: Int)
    /// A program argument is out of range (e.g. a seed longer than 32 bytes, a memo that is not UTF-8).
    case invalidArgument(String)
    /// A v1 message was compiled without a loaded-accounts-data-size limit: the runtime would take 0, and the
    /// transaction would fail while still paying its fee. Give the limit explicitly or from an estimate.
    case missingLoadedAccountsDataSizeLimit
    /// A v1 heap size that is not a multiple of 1,024 from 32 KiB to 256 KiB.
    case invalidHeapSize(UInt32)
    /// A v1 message breaks one of its limits (64 accounts, 64 instructions, 12 signers, …).
    case limitExceeded(TransactionLimit, count: Int, limit: Int)

    /// A one-line explanation, with the sizes or indexes involved.
    public var description: String {
        switch self {
        case .tooLarge(let size, let limit):
            return "transaction is \(size) bytes, over the \(limit)-byte limit"
        case .tooManyAccounts(let count):
            return "message references \(count) accounts, at most 256 fit"
        case .headerOverflow(let signers, let readonlySigners, let readonlyNonSigners):
            return "header counts overflow a byte: \(signers) signers, \(readonlySigners) read-only signers, "
                + "\(readonlyNonSigners) read-only non-signers"
        case .lookupIndexOverflow(let table, let index):
            return "lookup table \(table) holds the key at index \(index), above 255"
        case .unknownInstructionKey(let key):
            return "instruction key \(key) is not in the message"
        case .notASigner(let key):
            return "\(key) is not a required signer of this message"
        case .invalidSignature(let signer):
            return "signature for \(signer) does not verify for this message"
        case .missingSignatures(let keys):
            return "missing signatures of " + keys.map(\.base58).joined(separator: ", ")
        case .missingLookupTable(let key):
            return "lookup table \(key) was not provided"
        case .lookupIndexOutOfRange(let table, let index, let size):
            return "lookup index \(index) is past the end of table \(table) (\(size) addresses)"
        case .invalidLookupTableData(let table, let length):
            return "lookup table \(table) data is \(length) bytes, not 56 + 32×n"
        case .accountIndexOutOfRange(let index, let count):
            return "account index \(index) is past the end of the \(count) accounts"
        case .invalidArgument(let text):
            return text
        case .missingLoadedAccountsDataSizeLimit:
            return "a v1 transaction needs a loaded-accounts-data-size limit (without one it fails and still pays)"
        case .invalidHeapSize(let size):
            return "heap size \(size) is not a multiple of 1,024 from 32,768 to 262,144 bytes"
        case .limitExceeded(let what, let count, let limit):
            return "a v1 message has \(count) \(what), at most \(limit)"
        }
    }
}

/// Why wire bytes (or their base64/base58 text) are not a valid transaction or message.
public enum TransactionDecodingError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The input ended while reading `field`.
    case truncated(field: String, offset: Int)
    /// A short-vec length prefix is malformed.
    case invalidLength(field: String, ShortVec.DecodeError)
    /// The message version prefix names a version other than 0.
    case unsupportedVersion(UInt8)
    /// Bytes are left after the transaction.
    case trailingBytes(count: Int)
    /// The number of signatures differs from the header's required signatures.
    case signatureCountMismatch(signatures: Int, required: Int)
    /// The header's counts are inconsistent with the account list.
    case invalidHeader(String)
    /// An instruction references an account or program index past the end of the account list.
    case indexOutOfRange(instruction: Int, index: UInt8, accountCount: Int)
    /// The text is not valid base64.
    case invalidBase64
    /// The text is not valid base58.
    case invalidBase58
    /// The input is larger than any transaction can be.
    case tooLarge(size: Int, limit: Int)
    /// A v1 config mask with unknown bits or only one of the two priority-fee bits.
    case invalidConfigMask(UInt32)
    /// A v1 heap size that is not a multiple of 1,024 from 32 KiB to 256 KiB.
    case invalidHeapSize(UInt32)
    /// A v1 message breaks one of its limits (64 accounts, 64 instructions, 12 signers).
    case limitExceeded(TransactionLimit, count: Int, limit: Int)
    /// A v1 message where a legacy or v0 one must be (after the signatures): v1 puts its signatures last.
    case misplacedV1Message

    /// A one-line explanation, naming the field and the byte offset where there is one.
    public var description: String {
        switch self {
        case .truncated(let field, let offset):
            return "transaction truncated at byte \(offset) while reading \(field)"
        case .invalidLength(let field, let error):
            return "invalid length of \(field): \(error)"
        case .unsupportedVersion(let version):
            return "unsupported transaction version \(version), only legacy, 0 and 1 exist"
        case .trailingBytes(let count):
            return "\(count) unexpected bytes after the transaction"
        case .signatureCountMismatch(let signatures, let required):
            return "\(signatures) signatures but the header requires \(required)"
        case .invalidHeader(let text):
            return "invalid message header: \(text)"
        case .indexOutOfRange(let instruction, let index, let count):
            return "instruction \(instruction) references account index \(index), the message has \(count) accounts"
        case .invalidBase64:
            return "not valid base64"
        case .invalidBase58:
            return "not valid base58"
        case .tooLarge(let size, let limit):
            return "input is \(size) bytes, over the \(limit)-byte limit"
        case .invalidConfigMask(let mask):
            return "invalid v1 config mask 0x\(String(mask, radix: 16))"
        case .invalidHeapSize(let size):
            return "heap size \(size) is not a multiple of 1,024 from 32,768 to 262,144 bytes"
        case .limitExceeded(let what, let count, let limit):
            return "a v1 message has \(count) \(what), at most \(limit)"
        case .misplacedV1Message:
            return "a v1 message after signatures (v1 transactions put their signatures last)"
        }
    }
}

/// A limit of the v1 transaction format (SIMD-0385).
public enum TransactionLimit: String, Sendable, Hashable, CustomStringConvertible {
    /// Account keys in the message (64).
    case accounts
    /// Instructions in the message (64).
    case instructions
    /// Required signatures (12).
    case signatures
    /// Accounts of one instruction (255).
    case instructionAccounts
    /// Data bytes of one instruction (65,535).
    case instructionData

    /// The plural noun for messages.
    public var description: String {
        switch self {
        case .accounts: return "accounts"
        case .instructions: return "instructions"
        case .signatures: return "signatures"
        case .instructionAccounts: return "accounts in one instruction"
        case .instructionData: return "data bytes in one instruction"
        }
    }
}
