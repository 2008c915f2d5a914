"""In-app help: each game's rules (docs/help/<game>.md) shown in a browser window."""
