"""Tests of review/."""
