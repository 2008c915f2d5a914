"""The built-in games, one package each; they register through the ``cardtable.games`` entry points."""
