"""Prefect flows and the CLI: they only compose the stages in tasks/."""
