"""The test suite: one folder per stage package, flows and end-to-end runs."""
