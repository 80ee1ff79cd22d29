// The names the documentation's Swift blocks use without declaring them: an app's own values (its RPC client, its
// addresses, a transaction it holds). Generated/ is scripts/doc-snippets' output; nothing here ever runs, the
// target only has to compile (that is the check of the docs).

import Foundation
import MarketData
import SolanaCore
import SolanaKeys
import SolanaRPC
import SolanaTransactions
import SolanaWallet
import WalletAdapter

/// Never called: a placeholder's value.
private func placeholder<T>() -> T { fatalError("documentation placeholder: compiled, never run") }

// MARK: Keys and addresses

/// A keypair the app holds (the sender of the README's examples).
var alice: Keypair { placeholder() }
/// A recipient's address.
var bob: PublicKey { placeholder() }
/// The signer's address (a wallet's account).
var me: PublicKey { placeholder() }
/// An address the app shows (its account).
var address: PublicKey { placeholder() }
/// A peer wallet's X25519 public key (a deeplink session).
var walletPublicKey: [UInt8] { placeholder() }

// MARK: The cluster

/// The app's RPC client.
var client: RPCClient { placeholder() }
/// A recent blockhash.
var blockhash: Hash { placeholder() }
/// A transaction the app built or was given.
var transaction: Transaction { placeholder() }
/// A transaction the app built and signed.
var tx: Transaction { placeholder() }
/// A transaction's signature.
var signature: Signature { placeholder() }
/// An RPC answer kept earlier, as bytes.
var savedBytes: [UInt8] { placeholder() }
/// The app's balance loader (the offline cache policy).
var balances: CachedBalanceLoader { placeholder() }
/// A memo the user typed, if any.
var memo: String? { placeholder() }

// MARK: The app's storage and URL handling

/// The app's secure storage (a keystore).
var keystore: any SecureStorage { placeholder() }
/// A directory the app writes to.
var dir: String { placeholder() }
/// How the app opens another app's URL.
var myOpener: any URLOpener { placeholder() }
