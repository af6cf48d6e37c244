"""One module per `vopt` subcommand; each exposes main(args) -> exit code."""
