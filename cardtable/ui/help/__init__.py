"""In-app help: each game's rules (cardtable/assets/help/<game>.md) shown in a browser window."""
