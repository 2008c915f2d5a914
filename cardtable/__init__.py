"""Card Table: traditional card games against computer players or friends on one screen."""

__version__ = "0.1.0"
