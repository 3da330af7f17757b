"""Tests of prompt/."""
