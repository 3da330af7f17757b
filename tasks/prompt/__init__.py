"""Stages 3-4: entity markers, paragraph anchors and the entropy-gradient prompt."""
