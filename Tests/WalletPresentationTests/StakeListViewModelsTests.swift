import Foundation
import SolanaCore
import SolanaRPC
import Testing

@testable import SolanaWallet
@testable import WalletPresentation

/// The staking lists the CLI and the dashboard both show: stake accounts (state, amounts, which actions apply),
/// validators and rewards, in each language, the amounts exact.
@Suite struct StakeListViewModelsTests {
    static let wallet = Keypair.generate().publicKey, validator = Keypair.generate().publicKey
    static let reserve: UInt64 = 2_282_880

    func le(_ value: UInt64) -> [UInt8] { (0..<8).map { UInt8(truncatingIfNeeded: value >> (8 * $0)) } }

    /// A 200-byte stake account: initialized, or delegated to `voter` from epoch 3 (deactivated at `deactivation`).
    func stakeData(voter: PublicKey? = nil, deactivation: UInt64 = .max) -> [UInt8] {
        var d: [UInt8] = [voter == nil ? 1 : 2, 0, 0, 0] + le(Self.reserve) + Self.wallet.bytes + Self.wallet.bytes
        d += [UInt8](repeating: 0, count: 124 - d.count)
        if let voter { d += voter.bytes + le(1_000_000_000) + le(3) + le(deactivation) }
        d += [UInt8](repeating: 0, count: 200 - d.count)
        return d
    }

    @Test func percentAndPhaseInEveryLanguage() {
        #expect(StakeText.percent(bps: 500) == "5%")
        #expect(StakeText.percent(bps: 250) == "2.50%")
        #expect(StakeText.percent(bps: 0) == "0%")
        for language in Language.allCases {
            let names = [StakePhase.activating, .active, .deactivating, .inactive].map {
                StakeText.phase($0, language: language)
            }
            #expect(Set(names).count == 4, "\(language): \(names)")
        }
        #expect(StakeText.phase(.active, language: .en) == Localizer(.en)(.stakeStateActive))
        #expect(StakeText.phase(.inactive, language: .pt) == Localizer(.pt)(.stakeStateInactive))
    }

    @Test func stakeAccountsSayWhatCanBeDone() throws {
        let delegated = try StakeAccount(
            address: Keypair.generate().publicKey, lamports: 1_002_282_880,
            data: stakeData(voter: Self.validator), epoch: 10, history: StakeHistory())
        let initialized = try StakeAccount(
            address: Keypair.generate().publicKey, lamports: 1_500_000_000, data: stakeData(), epoch: 10,
            history: StakeHistory())
        let view = StakeAccountsViewModel([delegated, initialized], language: .en)
        #expect(view.title == "Staking" && view.placeholder == nil && view.columns.count == 7)
        #expect(view.rows[0].address == delegated.address.base58 && view.rows[0].validator == Self.validator.base58)
        #expect(view.rows[0].balance == "1.00228288 SOL")
        #expect(view.rows[0].canDeactivate)
        #expect(view.rows[0].state == StakeText.phase(delegated.phase, language: .en))
        #expect(view.rows[1].validator == nil && !view.rows[1].canDeactivate && view.rows[1].canWithdraw)
        #expect(view.rows[1].state == Localizer(.en)(.stakeStateInactive))
        #expect(view.rows[1].inactive == "1.49771712 SOL")  // the rent reserve stays
        let deactivating = try StakeAccount(
            address: Keypair.generate().publicKey, lamports: 1_002_282_880,
            data: stakeData(voter: Self.validator, deactivation: 9), epoch: 10, history: StakeHistory())
        #expect(!StakeAccountsViewModel([deactivating], language: .en).rows[0].canDeactivate)
        let empty = StakeAccountsViewModel([], language: .tr)
        #expect(empty.rows.isEmpty && empty.placeholder == Localizer(.tr)(.noStakeAccounts))
        #expect(empty.title == Localizer(.tr)(.stakeTitle) && empty.title != "Staking")
    }

    @Test func rewardsPlaceholderAndColumns() {
        let view = StakeRewardsViewModel([], epochs: 5, language: .en)
        #expect(view.placeholder == "No rewards in the last 5 epochs." && view.columns.count == 5)
        #expect(StakeRewardsViewModel([], epochs: 5, language: .el).title == Localizer(.el)(.rewardsTitle))
        #expect(ValidatorsViewModel([], language: .pt).columns.count == 6)
    }
}
