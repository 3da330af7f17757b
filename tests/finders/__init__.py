"""Tests of finders/."""
