"""Stage 5: the model call: the Extractor interface, the rules and Claude backends, batches, the token budget."""
