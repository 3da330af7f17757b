"""Tests of clean/."""
