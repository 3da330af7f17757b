"""Contracts shared by every stage. This package imports nothing else of ours."""
