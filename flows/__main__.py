"""`python -m flows`: the `digest` command line, where its script is not on PATH."""

from flows.cli import cli

if __name__ == "__main__":
    cli()
