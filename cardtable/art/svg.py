"""Tiny helpers for writing deterministic SVG text (no XML library, no Qt).

Numbers are printed with at most two decimals and no trailing zeros, so the same input always
gives the same bytes on every platform.
"""

from __future__ import annotations

W, H = 250, 350  # every card, French and Italian: viewBox 0 0 250 350 (2.5 : 3.5)
RADIUS = 14      # corner radius of the card outline


def num(value: float) -> str:
    """Format a number compactly and deterministically."""
    text = f"{value:.2f}".rstrip("0").rstrip(".")
    return "0" if text in ("-0", "") else text


def attrs(**kw: object) -> str:
    """Turn keyword arguments into SVG attributes; ``stroke_width`` becomes ``stroke-width``."""
    parts = []
    for key, value in kw.items():
        if value is None:
            continue
        name = key.rstrip("_").replace("_", "-")
        if name == "xlink-href":
            name = "xlink:href"
        if isinstance(value, float):
            value = num(value)
        parts.append(f'{name}="{value}"')
    return " ".join(parts)


def el(tag: str, **kw: object) -> str:
    """An empty element, e.g. ``el("circle", cx=1, cy=2, r=3)``."""
    return f"<{tag} {attrs(**kw)}/>"


def group(body: str | list[str], **kw: object) -> str:
    """A ``<g>`` around ``body``."""
    if isinstance(body, list):
        body = "".join(body)
    a = attrs(**kw)
    return f"<g {a}>{body}</g>" if a else f"<g>{body}</g>"


def use(ref: str, x: float = 0, y: float = 0, scale: float = 1, rotate: float = 0,
        **kw: object) -> str:
    """Place the definition ``#ref`` at (x, y), scaled and rotated about that point."""
    t = f"translate({num(x)},{num(y)})"
    if rotate:
        t += f" rotate({num(rotate)})"
    if scale != 1:
        t += f" scale({num(scale)})"
    return el("use", xlink_href=f"#{ref}", transform=t, **kw)


def transform(x: float = 0, y: float = 0, scale: float = 1, rotate: float = 0) -> str:
    t = f"translate({num(x)},{num(y)})"
    if rotate:
        t += f" rotate({num(rotate)})"
    if scale != 1:
        t += f" scale({num(scale)})"
    return t


def document(defs: list[str], body: list[str], width: int = W, height: int = H) -> str:
    """A complete SVG document; ``defs`` entries are de-duplicated, order kept."""
    seen: list[str] = []
    for d in defs:
        if d not in seen:
            seen.append(d)
    head = (f'<svg xmlns="http://www.w3.org/2000/svg" '
            f'xmlns:xlink="http://www.w3.org/1999/xlink" version="1.1" '
            f'width="{width}" height="{height}" viewBox="0 0 {width} {height}">\n')
    defs_text = f"<defs>\n{chr(10).join(seen)}\n</defs>\n" if seen else ""
    return head + defs_text + "\n".join(body) + "\n</svg>\n"


def card_outline(fill: str, stroke: str = "#333", inset: float = 1) -> str:
    """The rounded card shape filling the whole viewBox."""
    return el("rect", x=inset, y=inset, width=W - 2 * inset, height=H - 2 * inset,
              rx=RADIUS, ry=RADIUS, fill=fill, stroke=stroke, stroke_width=1.5)
