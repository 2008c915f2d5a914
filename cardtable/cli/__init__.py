"""Command-line tools: ``cardtable-arena`` and ``cardtable-replay``."""
