"""Stage 2: boilerplate removal and the information measure."""
