"""Tests of probe."""
