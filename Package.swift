// swift-tools-version:6.0
// SolanaSwiftSDK: a Swift SDK for Solana and the wallet built on it, Linux first.
import PackageDescription

let swiftSettings: [SwiftSetting] = [.enableUpcomingFeature("ExistentialAny")]

let package = Package(
    name: "SolanaSwiftSDK",
    defaultLocalization: "en",
    platforms: [.macOS(.v13), .iOS(.v16)],
    products: [
        .library(name: "Base58", targets: ["Base58"]),
        .library(name: "SolanaCrypto", targets: ["SolanaCrypto"]),
        .library(name: "SolanaCore", targets: ["SolanaCore"]),
        .library(name: "SolanaTransactions", targets: ["SolanaTransactions"]),
        .executable(name: "solwallet", targets: ["solwallet"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-crypto.git", from: "4.5.2"),
        .package(url: "https://github.com/apple/swift-argument-parser.git", from: "1.8.2"),
    ],
    targets: [
        // Layer 0: encodings and the C library.
        .target(name: "Base58", swiftSettings: swiftSettings),
        .systemLibrary(
            name: "CSodium", pkgConfig: "libsodium",
            providers: [.apt(["libsodium-dev"]), .brew(["libsodium"])]),
        // Layer 1: cryptography.
        .target(
            name: "SolanaCrypto",
            dependencies: ["CSodium", .product(name: "Crypto", package: "swift-crypto")],
            swiftSettings: swiftSettings),
        // Layer 2: core types.
        .target(name: "SolanaCore", dependencies: ["SolanaCrypto", "Base58"], swiftSettings: swiftSettings),
        // Layer 3: transactions.
        .target(
            name: "SolanaTransactions", dependencies: ["SolanaCore", "SolanaCrypto"],
            swiftSettings: swiftSettings),
        // The CLI: composition root.
        .executableTarget(
            name: "solwallet",
            dependencies: [
                "SolanaCore",
                "SolanaTransactions",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            swiftSettings: swiftSettings),
        // Benchmarks (release build via `make bench`).
        .executableTarget(
            name: "SolBench", dependencies: ["SolanaCore", "SolanaTransactions"], path: "Benchmarks/SolBench",
            swiftSettings: swiftSettings),
        // Test support: runs the Python oracles in .venv and finds fixtures.
        .target(name: "TestSupport", path: "Tests/TestSupport", swiftSettings: swiftSettings),
        .testTarget(name: "Base58Tests", dependencies: ["Base58", "TestSupport"], swiftSettings: swiftSettings),
        .testTarget(
            name: "SolanaCryptoTests",
            dependencies: ["SolanaCrypto", "TestSupport", .product(name: "Crypto", package: "swift-crypto")],
            swiftSettings: swiftSettings),
        .testTarget(name: "SolanaCoreTests", dependencies: ["SolanaCore", "TestSupport"], swiftSettings: swiftSettings),
        .testTarget(
            name: "SolanaTransactionsTests", dependencies: ["SolanaTransactions", "TestSupport"],
            swiftSettings: swiftSettings),
        .testTarget(name: "solwalletTests", dependencies: ["TestSupport"], swiftSettings: swiftSettings),
    ]
)
