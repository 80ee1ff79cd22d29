// swift-tools-version:6.0
// SolanaSwiftSDK: a Swift SDK for Solana and the wallet built on it, Linux first.
import PackageDescription

let swiftSettings: [SwiftSetting] = [.enableUpcomingFeature("ExistentialAny")]
/// Where swift-crypto stands in for the system's libcrypto (SolanaCrypto's SHA-256 and HMAC-SHA512).
let applePlatforms: [Platform] = [.macOS, .iOS, .tvOS, .watchOS, .visionOS]

let package = Package(
    name: "SolanaSwiftSDK",
    defaultLocalization: "en",
    platforms: [.macOS(.v13), .iOS(.v16)],
    products: [
        .library(name: "Base58", targets: ["Base58"]),
        .library(name: "SolanaCrypto", targets: ["SolanaCrypto"]),
        .library(name: "SolanaCore", targets: ["SolanaCore"]),
        .library(name: "SolanaKeys", targets: ["SolanaKeys"]),
        .library(name: "SolanaTransactions", targets: ["SolanaTransactions"]),
        .library(name: "Borsh", targets: ["Borsh"]),
        .library(name: "ProgramIDL", targets: ["ProgramIDL"]),
        .library(name: "SolanaRPC", targets: ["SolanaRPC"]),
        .library(name: "SolanaWallet", targets: ["SolanaWallet"]),
        .library(name: "MarketData", targets: ["MarketData"]),
        .library(name: "Portfolio", targets: ["Portfolio"]),
        .library(name: "WalletPresentation", targets: ["WalletPresentation"]),
        .library(name: "WalletAdapter", targets: ["WalletAdapter"]),
        .executable(name: "solwallet", targets: ["solwallet"]),
        .executable(name: "idl-codegen", targets: ["idl-codegen"]),
        .plugin(name: "GenerateIDLClient", targets: ["GenerateIDLClient"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-crypto.git", from: "4.5.2"),
        .package(url: "https://github.com/apple/swift-argument-parser.git", from: "1.8.2"),
        .package(url: "https://github.com/swift-server/async-http-client.git", from: "1.37.0"),
        .package(url: "https://github.com/hummingbird-project/swift-websocket.git", from: "1.6.2"),
        .package(url: "https://github.com/apple/swift-log.git", from: "1.6.0"),
        .package(url: "https://github.com/apple/swift-nio.git", from: "2.101.2"),
        // Already in the graph through async-http-client; named for the TLS trust roots of merchant requests.
        .package(url: "https://github.com/apple/swift-nio-ssl.git", from: "2.36.0"),
        .package(url: "https://github.com/groue/GRDB.swift.git", from: "7.10.0"),
        // `make docs` only (a command plugin: nothing of it is built by `swift build`).
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
        .package(url: "https://github.com/hummingbird-project/hummingbird.git", from: "2.28.1"),
        .package(url: "https://github.com/hummingbird-project/swift-mustache.git", from: "2.1.1"),
        .package(url: "https://github.com/apple/swift-http-types.git", from: "1.8.0"),
    ],
    targets: [
        // Layer 0: encodings and the C library.
        .target(name: "Base58", swiftSettings: swiftSettings),
        .systemLibrary(
            name: "CSodium", pkgConfig: "libsodium",
            providers: [.apt(["libsodium-dev"]), .brew(["libsodium"])]),
        // OpenSSL's SHA-512 block function (assembly for the CPU at hand) for BIP39's PBKDF2 loop, on Linux.
        .systemLibrary(
            name: "COpenSSLCrypto", pkgConfig: "libcrypto",
            providers: [.apt(["libssl-dev"])]),
        // QR code images: libpng's simplified API reads PNG files (no longjmp crosses Swift frames); zbar finds and
        // decodes the symbols, loaded with dlopen on the first scan (Sources/QRCode/Zbar.swift), not linked.
        .systemLibrary(name: "CPNG", pkgConfig: "libpng", providers: [.apt(["libpng-dev"]), .brew(["libpng"])]),
        // QR code drawing: libqrencode builds the module matrix (PNG output through CPNG's simplified write API).
        .systemLibrary(
            name: "CQREncode", pkgConfig: "libqrencode", providers: [.apt(["libqrencode-dev"]), .brew(["qrencode"])]),
        .target(name: "QRCode", dependencies: ["CPNG", "CQREncode"], swiftSettings: swiftSettings),
        // The commit `solwallet --version` prints (build_commit.h, written by scripts/bootstrap; gitignored).
        .target(name: "CBuildInfo"),
        // Layer 1: cryptography.
        .target(
            name: "SolanaCrypto",
            dependencies: [
                "CSodium", .target(name: "COpenSSLCrypto", condition: .when(platforms: [.linux])),
                // SHA-256 and HMAC-SHA512 come from the system's libcrypto on Linux, swift-crypto (CryptoKit)
                // elsewhere: no build on Linux compiles a second BoringSSL for them (swift-nio-ssl has its own).
                .product(name: "Crypto", package: "swift-crypto", condition: .when(platforms: applePlatforms)),
            ],
            swiftSettings: swiftSettings),
        // Layer 2: core types.
        .target(name: "SolanaCore", dependencies: ["SolanaCrypto", "Base58"], swiftSettings: swiftSettings),
        // Layer 3: Borsh, encoded and decoded by a schema known at run time (what IDLs describe).
        .target(name: "Borsh", dependencies: ["SolanaCore"], swiftSettings: swiftSettings),
        // Layer 4: program IDLs (Codama rootNode, Anchor >= 0.30) read into one model; instructions built and decoded.
        .target(
            name: "ProgramIDL", dependencies: ["SolanaCore", "Base58", "Borsh", "SolanaTransactions"],
            swiftSettings: swiftSettings),
        // Layer 3: seed phrases, HD derivation, keypair files, vanity addresses.
        .target(
            name: "SolanaKeys",
            dependencies: [
                "SolanaCore", "SolanaCrypto", "Base58",
            ],
            resources: [.copy("Resources/wordlists")],
            swiftSettings: swiftSettings),
        // Layer 3: transactions.
        .target(
            name: "SolanaTransactions", dependencies: ["SolanaCore", "SolanaCrypto", "Base58"],
            swiftSettings: swiftSettings),
        // Layer 4: the JSON-RPC client (HTTP and WebSocket transports, typed methods, retries, confirmation).
        .target(
            name: "SolanaRPC",
            dependencies: [
                "SolanaCore", "SolanaTransactions", "Base58",
                .product(name: "AsyncHTTPClient", package: "async-http-client"),
                .product(name: "WSClient", package: "swift-websocket"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "NIOCore", package: "swift-nio"), .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "NIOHTTP1", package: "swift-nio"),
            ],
            swiftSettings: swiftSettings),
        // Layer 5: the wallet core (encrypted keystore, local database, balance and history with their cache policies).
        // The wallet's SQLite file, opened one way for the modules that keep tables in it.
        .target(
            name: "SQLiteFile", dependencies: [.product(name: "GRDB", package: "GRDB.swift")],
            swiftSettings: swiftSettings),
        .target(
            name: "SolanaWallet",
            dependencies: [
                "SolanaCore", "SolanaCrypto", "SolanaKeys", "SolanaTransactions", "SolanaRPC", "SQLiteFile",
                "ProgramIDL", "Borsh", .product(name: "GRDB", package: "GRDB.swift"),
                .product(name: "AsyncHTTPClient", package: "async-http-client"),
                .product(name: "NIOSSL", package: "swift-nio-ssl"),
                .product(name: "NIOHTTP1", package: "swift-nio"),
            ],
            swiftSettings: swiftSettings),
        // Layer 6: the wallet adapter (Phantom/Solflare/Backpack deeplinks, sessions, the connection manager).
        .target(
            name: "WalletAdapter",
            dependencies: [
                "Base58", "SolanaCore", "SolanaCrypto", "SolanaKeys", "SolanaRPC", "SolanaTransactions", "SolanaWallet",
            ],
            swiftSettings: swiftSettings),
        // Layer 5: market data (CoinGecko and Jupiter clients, the price cache in the local database, chart series,
        // their rendering and the trend line; PNG charts through CPNG). GRDB and AsyncHTTPClient directly, not
        // SolanaWallet/SolanaRPC: the layer stays beside the wallet core.
        .target(
            name: "MarketData",
            dependencies: [
                "SolanaCore", "CPNG", "SQLiteFile",
                .product(name: "GRDB", package: "GRDB.swift"),
                .product(name: "AsyncHTTPClient", package: "async-http-client"),
                .product(name: "NIOCore", package: "swift-nio"), .product(name: "NIOHTTP1", package: "swift-nio"),
            ],
            swiftSettings: swiftSettings),
        // Layer 6: the portfolio (on-chain balances and manual holdings, priced; value, 24h change, allocation;
        // snapshots over time), its tables in the wallet's database under migrations of its own.
        .target(
            name: "Portfolio",
            dependencies: [
                "SolanaCore", "SolanaWallet", "MarketData", "SQLiteFile", .product(name: "GRDB", package: "GRDB.swift"),
            ],
            swiftSettings: swiftSettings),
        // Layer 7: view models, formatters and the en/pt/el/tr strings (in Swift source: no resource bundle to ship).
        .target(
            name: "WalletPresentation",
            dependencies: [
                "SolanaWallet", "SolanaCore", "SolanaKeys", "SolanaRPC", "SolanaTransactions", "MarketData",
                "Portfolio", "WalletAdapter", "QRCode", "ProgramIDL",
            ],
            swiftSettings: swiftSettings),
        // The CLI: composition root.
        // Layer 8: the wallet's screens in a browser (`solwallet serve`): Hummingbird on 127.0.0.1, mustache templates
        // over the WalletPresentation view models.
        .target(
            name: "WalletWeb",
            dependencies: [
                "SolanaCore", "SolanaKeys", "SolanaRPC", "SolanaTransactions", "SolanaWallet", "WalletPresentation",
                "QRCode", "MarketData", "Portfolio", .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "Mustache", package: "swift-mustache"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
                .product(name: "Logging", package: "swift-log"), .product(name: "NIOCore", package: "swift-nio"),
            ],
            swiftSettings: swiftSettings),
        .executableTarget(
            name: "solwallet",
            dependencies: [
                "Base58", "SolanaCrypto", "SolanaCore", "SolanaKeys", "SolanaTransactions", "SolanaRPC", "SolanaWallet",
                "WalletPresentation", "QRCode", "WalletAdapter", "MarketData", "Portfolio", "CBuildInfo", "WalletWeb",
                "ProgramIDL", .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            swiftSettings: swiftSettings),
        // The IDL → Swift generator alone, and the `generate-idl-client` command plugin that runs it.
        .executableTarget(name: "idl-codegen", dependencies: ["ProgramIDL"], swiftSettings: swiftSettings),
        .plugin(
            name: "GenerateIDLClient",
            capability: .command(
                intent: .custom(
                    verb: "generate-idl-client",
                    description: "Writes a Swift client for a Codama or Anchor IDL (IDL.json --module M --out DIR)"),
                permissions: [
                    .writeToPackageDirectory(reason: "The plugin writes the generated client's Swift files to --out.")
                ]),
            dependencies: ["idl-codegen"]),
        // Benchmarks (release build via `make bench`).
        .executableTarget(
            name: "SolBench",
            dependencies: [
                "Base58", "SolanaCrypto", "SolanaCore", "SolanaKeys", "SolanaTransactions", "SolanaRPC", "SolanaWallet",
                "MarketData", "WalletPresentation",
                .product(name: "NIOCore", package: "swift-nio"), .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "NIOHTTP1", package: "swift-nio"),
            ],
            path: "Benchmarks/SolBench",
            swiftSettings: swiftSettings),
        // Fuzzing: one libFuzzer binary for every parser of outside input (`make fuzz`, Fuzz/README.md). Without the
        // SOLFUZZ_LIBFUZZER flag it is a plain CLI that replays the committed corpora (`SolFuzz replay all Fuzz/corpus`).
        .executableTarget(
            name: "SolFuzz",
            dependencies: [
                "Base58", "SolanaCrypto", "SolanaCore", "SolanaKeys", "SolanaTransactions", "SolanaRPC", "SolanaWallet",
                "QRCode", "WalletAdapter", "MarketData", "WalletWeb", "Borsh", "ProgramIDL",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
                .product(name: "Logging", package: "swift-log"), .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOEmbedded", package: "swift-nio"),
            ],
            path: "Fuzz/SolFuzz",
            swiftSettings: swiftSettings),
        // Test support: runs the Python oracles in .venv and finds fixtures.
        .target(
            name: "TestSupport", dependencies: ["SolanaCore", "SolanaRPC", "SolanaTransactions"],
            path: "Tests/TestSupport", swiftSettings: swiftSettings),
        .testTarget(
            name: "WalletWebTests",
            dependencies: [
                "WalletWeb", "WalletPresentation", "SolanaRPC", "SolanaWallet", "SolanaCore", "TestSupport", "QRCode",
                "ProgramIDL", "SolanaTransactions", .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdTesting", package: "hummingbird"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "NIOCore", package: "swift-nio"), .product(name: "NIOEmbedded", package: "swift-nio"),
                .product(name: "AsyncHTTPClient", package: "async-http-client"),
            ],
            swiftSettings: swiftSettings),
        .testTarget(
            name: "BorshTests", dependencies: ["Borsh", "SolanaCore", "SolanaTransactions", "TestSupport"],
            swiftSettings: swiftSettings),
        .testTarget(
            name: "ProgramIDLTests",
            dependencies: [
                "ProgramIDL", "Borsh", "SolanaCore", "SolanaTransactions", "SolanaRPC", "TestSupport", "PumpIDL",
                "DlmmIDL",
            ],
            swiftSettings: swiftSettings),
        // The clients `solwallet idl generate` writes for pump.fun's and Meteora DLMM's Anchor IDLs, each a module of
        // its own as in an app (their type names meet: DLMM's `Oracle`, pump's and pump_amm's instructions); only
        // ProgramIDLTests uses them.
        .target(
            name: "PumpIDL", dependencies: ["Borsh", "ProgramIDL", "SolanaCore", "SolanaRPC", "SolanaTransactions"],
            path: "Tests/GeneratedClients/PumpIDL", swiftSettings: swiftSettings),
        .target(
            name: "DlmmIDL", dependencies: ["Borsh", "ProgramIDL", "SolanaCore", "SolanaRPC", "SolanaTransactions"],
            path: "Tests/GeneratedClients/DlmmIDL", swiftSettings: swiftSettings),
        .testTarget(name: "QRCodeTests", dependencies: ["QRCode", "TestSupport"], swiftSettings: swiftSettings),
        .testTarget(name: "Base58Tests", dependencies: ["Base58", "TestSupport"], swiftSettings: swiftSettings),
        .testTarget(
            name: "SolanaCryptoTests",
            dependencies: [
                // libsodium's SHA-256 and HMAC-SHA512 as the in-process oracle of libcrypto's; hashlib, solders and
                // PyNaCl in Tests/Oracles for the rest.
                "SolanaCrypto", "TestSupport", "CSodium",
            ],
            swiftSettings: swiftSettings),
        .testTarget(
            name: "SolanaCoreTests", dependencies: ["SolanaCore", "SolanaCrypto", "Base58", "TestSupport"],
            swiftSettings: swiftSettings),
        .testTarget(
            name: "SolanaRPCTests", dependencies: ["SolanaRPC", "SolanaCore", "SolanaTransactions", "TestSupport"],
            swiftSettings: swiftSettings),
        .testTarget(
            name: "SolanaKeysTests",
            dependencies: ["SolanaKeys", "SolanaCore", "SolanaCrypto", "Base58", "TestSupport"],
            swiftSettings: swiftSettings),
        .testTarget(
            name: "SolanaTransactionsTests",
            dependencies: ["SolanaTransactions", "SolanaCore", "SolanaCrypto", "Base58", "TestSupport"],
            swiftSettings: swiftSettings),
        // A child process for the keystore's kill -9 and concurrent-writer tests (launched from the build directory).
        .executableTarget(
            name: "KeystoreStress", dependencies: ["SolanaWallet", "SolanaCore", "SolanaCrypto"],
            path: "Tests/KeystoreStress",
            swiftSettings: swiftSettings),
        .testTarget(
            name: "solwalletTests",
            dependencies: [
                "TestSupport", "Base58", "SolanaCore", "SolanaRPC", "SolanaTransactions", "SolanaWallet", "QRCode",
                "WalletPresentation",
            ],
            swiftSettings: swiftSettings),
        .testTarget(
            name: "SolanaWalletTests",
            dependencies: [
                "SolanaWallet", "SolanaKeys", "SolanaCore", "SolanaCrypto", "SolanaRPC", "SolanaTransactions",
                "TestSupport", "ProgramIDL",
                .product(name: "GRDB", package: "GRDB.swift"),
            ],
            swiftSettings: swiftSettings),
        .testTarget(
            name: "WalletAdapterTests",
            dependencies: [
                "WalletAdapter", "SolanaWallet", "SolanaCore", "SolanaCrypto", "SolanaRPC", "SolanaTransactions",
                "Base58", "TestSupport",
            ],
            swiftSettings: swiftSettings),
        .testTarget(
            name: "MarketDataTests",
            dependencies: ["MarketData", "WalletPresentation", "SolanaCore", "TestSupport"],
            swiftSettings: swiftSettings),
        .testTarget(
            name: "PortfolioTests",
            dependencies: [
                "Portfolio", "MarketData", "WalletPresentation", "SolanaWallet", "SolanaCore", "SolanaKeys",
                "SolanaRPC", "SolanaTransactions", "TestSupport",
            ],
            swiftSettings: swiftSettings),
        // The documentation's Swift blocks, compiled (scripts/doc-snippets writes Generated/; never run). Warnings
        // (a value an example binds and leaves unused) are not the docs' business.
        .testTarget(
            name: "DocSnippets",
            dependencies: [
                "Base58", "SolanaCrypto", "SolanaCore", "SolanaKeys", "SolanaTransactions", "SolanaRPC", "SolanaWallet",
                "QRCode", "MarketData", "WalletAdapter", "WalletPresentation", "Portfolio", "Borsh", "ProgramIDL",
            ],
            path: "Tests/DocSnippets",
            swiftSettings: swiftSettings + [.unsafeFlags(["-suppress-warnings"])]),
        .testTarget(
            name: "WalletPresentationTests",
            dependencies: [
                "WalletPresentation", "SolanaWallet", "SolanaCore", "SolanaRPC", "SolanaTransactions", "MarketData",
                "TestSupport", "ProgramIDL", "WalletAdapter", "QRCode",
            ],
            swiftSettings: swiftSettings),
    ]
)
