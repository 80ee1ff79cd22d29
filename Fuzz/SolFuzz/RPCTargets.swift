import Foundation
import SolanaCore
@_spi(Fuzzing) import SolanaRPC
import SolanaTransactions

let rpcTargets: [FuzzTarget] = [
    FuzzTarget(
        name: "rpc-responses", maxLen: 8192,
        summary:
            "RPCRequest.decodeResponse for each result type the client decodes, and notifications (byte 0 picks the type)",
        run: fuzzRPCResponses)
]

/// What the client does with a decoded answer's bytes: account data as token state, wire bytes as a transaction.
func followUp(_ account: AccountInfo?) {
    guard let account else { return }
    _ = account.owner.base58
    if let bytes = account.data.bytes {
        _ = try? TokenAccount(data: bytes)
        _ = try? TokenMint(data: bytes)
    }
}

func followUp(_ response: TransactionResponse?) {
    guard let response else { return }
    if let wire = response.transaction.wireBytes, let transaction = try? Transaction(wireBytes: wire) {
        _ = try? InstructionDecoder.decode(transaction.message, lookupTables: fakeLookupTables(transaction.message))
    }
    _ = response.version.map(String.init(describing:))
    _ = String(describing: response)
    fuzzInnerInstructionEvents(response)
}

/// Decodes `body` as the answer to `request`; the result (or error) is rendered, as a log line would.
func answer<R>(_ request: RPCRequest<R>, _ body: [UInt8], _ use: (R) -> Void = { _ in }) {
    do throws(RPCClientError) {
        let value = try request.decodeResponse(body)
        use(value)
        _ = String(describing: value)
    } catch {
        _ = String(describing: error)
    }
}

func notification<T: Decodable>(_ type: T.Type, _ body: [UInt8], _ use: (T) -> Void = { _ in }) {
    do {
        let value = try FuzzingEntryPoints.notificationResult(T.self, from: body)
        use(value)
        _ = String(describing: value)
    } catch {
        _ = String(describing: error)
    }
}

let someKey = PublicKey.tokenProgram
let someSignature = Signature.zeroForFuzzing

extension Signature {
    static var zeroForFuzzing: Signature { [UInt8](repeating: 7, count: 64).withUnsafeBytes { Signature(buffer: $0) } }
}

let rpcResponseDecoders: [@Sendable ([UInt8]) -> Void] = [
    { answer(.getBalance(someKey), $0) },
    { answer(.getAccountInfo(someKey), $0) { followUp($0.value) } },
    { answer(.getMultipleAccounts([someKey]), $0) { $0.value.forEach(followUp) } },
    { answer(.getProgramAccounts(someKey), $0) { $0.forEach { followUp($0.account) } } },
    { answer(.getSlot(), $0) },
    { answer(.getVersion(), $0) },
    { answer(.getHealth(), $0) },
    { answer(.getEpochInfo(), $0) },
    { answer(.getLatestBlockhash(), $0) { _ = $0.value.blockhash.base58 } },
    { answer(.isBlockhashValid(someKey.bytes.withUnsafeBytes { Hash(buffer: $0) }), $0) },
    { answer(.getFeeForMessage([1, 2, 3]), $0) },
    { answer(.getRecentPrioritizationFees(), $0) },
    {
        answer(.getTokenAccountsByOwner(someKey, filter: .programId(.tokenProgram)), $0) {
            $0.value.forEach { followUp($0.account) }
        }
    },
    { answer(.getTokenAccountBalance(someKey), $0) { _ = $0.value.tokenAmount } },
    { answer(.sendTransaction([1, 2, 3]), $0) },
    { answer(.simulateTransaction([1, 2, 3]), $0) { $0.value.accounts?.forEach(followUp) } },
    {
        answer(.getSignatureStatuses([someSignature]), $0) {
            for status in $0.value { _ = status?.satisfies(.finalized) }
        }
    },
    { answer(.getSignaturesForAddress(someKey), $0) },
    { answer(.getTransaction(someSignature), $0) { followUp($0) } },
    { answer(.requestAirdrop(someKey, lamports: 1), $0) },
    { answer(.getTokenSupply(someKey), $0) { _ = $0.value.tokenAmount } },
    { notification(RPCResponse<AccountInfo>.self, $0) { followUp($0.value) } },
    { notification(RPCResponse<SignatureNotification>.self, $0) },
    { notification(SlotInfo.self, $0) },
    { notification(RPCResponse<LogsNotification>.self, $0) },
]

func fuzzRPCResponses(_ input: [UInt8]) {
    guard let selector = input.first else { return }
    rpcResponseDecoders[Int(selector) % rpcResponseDecoders.count](Array(input.dropFirst()))
}
