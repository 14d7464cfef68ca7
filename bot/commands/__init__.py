"""Subcommands contributed by modules: each defines register(subparsers)."""
