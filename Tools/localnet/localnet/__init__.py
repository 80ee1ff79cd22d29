"""localnet: a local Solana JSON-RPC + WebSocket server in front of solders' LiteSVM."""

API_VERSION = "2.2.20"
FEATURE_SET = 3294202862
