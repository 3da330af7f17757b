"""Stages 6-7: grounding every answered field in the source, and the per-field fallback ladder."""
