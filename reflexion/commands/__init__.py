"""One module per verb: the only modules that mix disk I/O (through the store) and logic."""
