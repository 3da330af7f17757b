"""Tests of ingest/."""
