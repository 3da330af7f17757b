"""Tests of extract/."""
