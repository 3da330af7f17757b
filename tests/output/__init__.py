"""Tests of output/."""
