"""The capability fingerprint: a fixed probe set, the metrics of one probe run, their distance to
the previous run of the same model, and the drift gate (issue 26)."""
