import SolanaWallet
import Synchronization

/// What the keystore said of the password of one request: the dashboard's gate reads it after the handler ran, to
/// count a wrong password (`SessionStore.endPasswordAttempt`) whichever form it came from. Set for the request as
/// the task-local `current`; `PasswordCheckedStorage` writes to it.
final class PasswordCheck: Sendable {
    /// The check of the request being handled; nil outside the gate's password attempts.
    @TaskLocal static var current: PasswordCheck?

    private let state = Mutex<(right: Bool, wrong: Bool)>((false, false))

    /// The keystore opened an entry with the password.
    func opened() { state.withLock { $0.right = true } }

    /// The keystore refused the password.
    func refused() { state.withLock { $0.wrong = true } }

    /// Wrong when any read refused it, right when one opened with it, unchecked when no secret was read.
    var outcome: SessionStore.PasswordOutcome {
        state.withLock { $0.wrong ? .wrong : $0.right ? .right : .unchecked }
    }
}

/// A `SecureStorage` that tells the request's `PasswordCheck` whether the keystore took the password: the dashboard
/// sees every wrong password, from the unlock form, the send confirmation, the seed export or any later form,
/// without each handler reporting it.
struct PasswordCheckedStorage: SecureStorage {
    let base: any SecureStorage

    func store(_ secret: KeystoreSecret, id: String) async throws(KeystoreError) {
        do { try await base.store(secret, id: id) } catch {
            if case .authenticationFailed = error { PasswordCheck.current?.refused() }
            throw error
        }
    }

    func load(id: String, pin: AddressPin?) async throws(KeystoreError) -> KeystoreSecret {
        do {
            let secret = try await base.load(id: id, pin: pin)
            PasswordCheck.current?.opened()
            return secret
        } catch {
            if case .authenticationFailed = error { PasswordCheck.current?.refused() }
            throw error
        }
    }

    func delete(id: String) async throws(KeystoreError) { try await base.delete(id: id) }

    func list() async throws(KeystoreError) -> [String] { try await base.list() }
}
