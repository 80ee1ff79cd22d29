// swift-tools-version:6.0
// MiniWallet: the seed app's ten features on the SDK's public products only (Examples/MiniWallet/README.md).
import Foundation
import PackageDescription

// A path dependency's identity is its directory's name, whatever the clone is called.
let sdk = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../..").standardized
let identity = sdk.lastPathComponent.lowercased()

let package = Package(
    name: "MiniWallet",
    platforms: [.macOS(.v13)],
    dependencies: [.package(path: sdk.path)],
    targets: [
        .executableTarget(
            name: "MiniWallet",
            dependencies: [
                "SolanaCore", "SolanaKeys", "SolanaRPC", "SolanaWallet", "MarketData", "Portfolio",
                "WalletPresentation",
            ].map { .product(name: $0, package: identity) })
    ]
)
