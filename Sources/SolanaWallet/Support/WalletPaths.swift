import Foundation

/// Where the wallet keeps its files: XDG base directories (`~/.local/share/solwallet`, `~/.config/solwallet`,
/// `~/.cache/solwallet`), or everything under one home directory when one is given (`--home`, `SOLWALLET_HOME`).
public struct WalletPaths: Sendable, Equatable {
    /// The database and the keystore.
    public let dataDirectory: String
    /// Settings.
    public let configDirectory: String
    /// What can be thrown away (coin images, downloaded lists).
    public let cacheDirectory: String

    /// Paths given explicitly (tests, an app's own container).
    public init(dataDirectory: String, configDirectory: String, cacheDirectory: String) {
        self.dataDirectory = dataDirectory
        self.configDirectory = configDirectory
        self.cacheDirectory = cacheDirectory
    }

    /// Everything under `home` (`data/`, `config/`, `cache/`).
    public init(home: String) {
        let root = (home as NSString).expandingTildeInPath
        self.init(dataDirectory: root + "/data", configDirectory: root + "/config", cacheDirectory: root + "/cache")
    }

    /// `home` when given, else `$SOLWALLET_HOME`, else the XDG directories (`$XDG_DATA_HOME` … or their defaults).
    public static func resolve(
        home: String? = nil,
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> WalletPaths {
        if let home = home ?? environment["SOLWALLET_HOME"], !home.isEmpty { return WalletPaths(home: home) }
        let user = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? NSHomeDirectory()
        func xdg(_ variable: String, _ fallback: String) -> String {
            // The XDG spec ignores relative paths in these variables.
            if let value = environment[variable], value.hasPrefix("/") { return value + "/solwallet" }
            return user + "/" + fallback + "/solwallet"
        }
        return WalletPaths(
            dataDirectory: xdg("XDG_DATA_HOME", ".local/share"),
            configDirectory: xdg("XDG_CONFIG_HOME", ".config"),
            cacheDirectory: xdg("XDG_CACHE_HOME", ".cache"))
    }

    /// The SQLite database of public data (caches, history, wallets and accounts).
    public var databasePath: String { dataDirectory + "/wallet.sqlite" }
    /// The directory of encrypted secrets.
    public var keystoreDirectory: String { dataDirectory + "/keystore" }
}
