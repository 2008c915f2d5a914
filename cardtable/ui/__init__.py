"""The PySide6 user interface: the only layer that imports Qt."""
