"""Non-Qt application services: plugin loading, saved games, settings and statistics."""
