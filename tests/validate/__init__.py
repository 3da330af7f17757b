"""Tests of validate/."""
