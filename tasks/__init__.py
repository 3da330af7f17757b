"""One module per pipeline stage: plain typed functions, no Prefect."""
