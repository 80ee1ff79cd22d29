import Foundation
import SolanaCore
import TestSupport
import Testing

@testable import SolanaRPC

/// WebSocket subscriptions against localnet, including a server-side drop.
@Suite(.serialized) struct SubscriptionTests {
    @Test(.timeLimit(.minutes(1))) func slotsKeepComingAfterTheServerDropsTheConnection() async throws {
        let localnet = try Localnet(slotMilliseconds: 50)
        var configuration = SubscriptionClient.Configuration()
        configuration.reconnectBaseDelay = .milliseconds(50)
        let pubsub = SubscriptionClient(url: localnet.webSocketURL, configuration: configuration)
        var iterator = await pubsub.slots().makeAsyncIterator()
        let first = try #require(try await iterator.next())
        _ = try await iterator.next()
        let dropped = try await localnet.admin("/admin/drop-websockets", ["mode": "abort"])
        #expect((dropped["dropped"] as? Int ?? 0) >= 1)
        // After reconnect and resubscribe, newer slots arrive on the same stream.
        var later: SlotInfo?
        for _ in 0..<40 {
            guard let slot = try await iterator.next() else { break }
            if slot.slot > first.slot + 5 { later = slot; break }
        }
        #expect(later != nil)
        #expect(await pubsub.connectionCount >= 2)
        await pubsub.close()
        // Closing ends the stream (after any notifications already buffered).
        var buffered = 0
        while try await iterator.next() != nil, buffered < 2000 { buffered += 1 }
        #expect(buffered < 2000)
    }

    @Test(.timeLimit(.minutes(1))) func accountAndSignatureNotifications() async throws {
        let localnet = try Localnet(slotMilliseconds: 50)
        let client = LocalnetSupport.client(localnet)
        let pubsub = SubscriptionClient(url: localnet.webSocketURL)
        let account = Keypair.generate().publicKey
        let updates = await pubsub.account(account, commitment: .confirmed)
        await pubsub.waitForConfirmedSubscriptions(1)  // a notification comes only once the server confirmed it
        let signature = try await client.send(.requestAirdrop(account, lamports: 3_000_000_000))
        let outcome = await pubsub.signature(signature, commitment: .confirmed)
        let signatureNotifications = try await withDeadline(.seconds(20), "the signature notification") {
            var count = 0
            for try await notification in outcome {
                #expect(notification.value.err == nil)
                count += 1
            }
            return count
        }
        #expect(signatureNotifications == 1)  // one-shot: the stream ends after it
        let update = try #require(
            try await withDeadline(.seconds(20), "the account notification") {
                var iterator = updates.makeAsyncIterator()
                return try await iterator.next()
            })
        #expect(update.value.lamports == 3_000_000_000)
        #expect(update.value.owner == .systemProgram)
        await pubsub.close()
    }
}
