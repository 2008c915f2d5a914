"""A plugin that fails on import: it must be reported and skipped."""

raise RuntimeError("this plugin is broken on purpose")
