"""Tests of flows/."""
