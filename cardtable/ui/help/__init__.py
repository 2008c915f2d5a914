"""In-app help: each game's rules (assets/help/<game>.md) shown in a browser window."""
