"""Files, the lowest layer under every stage: regular files only, atomic writes, locks on OUT."""
