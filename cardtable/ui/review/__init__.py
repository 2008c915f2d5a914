"""The review view (File ▸ Review, and the button at the end of a deal): the master's review of
a seat's decisions, stepped through as the seat saw them (cardtable/ai/review.py)."""

from .dialog import ReviewDialog

__all__ = ["ReviewDialog"]
