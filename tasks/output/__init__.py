"""Stage 8: assessment (scores, alerts, status), cost, and the Parquet sink."""
