"""``python -m cardtable.art``: regenerate all card art."""

from .generate import main

raise SystemExit(main())
