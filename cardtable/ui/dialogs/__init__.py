"""Dialogs around the table: New Game, Preferences, Statistics."""
