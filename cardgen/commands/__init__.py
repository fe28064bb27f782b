"""CLI commands: one module per command, each with ``register(subparsers)``."""
