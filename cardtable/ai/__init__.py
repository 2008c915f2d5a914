"""Generic computer players that work for every game through the engine API."""
