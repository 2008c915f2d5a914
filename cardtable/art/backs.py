"""Card backs and table graphics (face-down placeholder, legal-card highlight, empty zone)."""

from __future__ import annotations

from .svg import H, RADIUS, W, card_outline, document, el, num, use

BORDER = 12  # white margin round the back pattern


def _inner(fill: str) -> str:
    return el("rect", x=BORDER, y=BORDER, width=W - 2 * BORDER, height=H - 2 * BORDER,
              rx=6, ry=6, fill=fill)


def _grid(ref: str, step_x: float, step_y: float, offset_rows: bool, margin: float,
          scale: float = 1) -> list[str]:
    """Copies of ``#ref`` on a grid that stays inside the inner panel."""
    out = []
    x_min, x_max = BORDER + margin, W - BORDER - margin
    y_min, y_max = BORDER + margin, H - BORDER - margin
    row = 0
    y = y_min
    while y <= y_max + 1e-6:
        x = x_min + (step_x / 2 if offset_rows and row % 2 else 0)
        while x <= x_max + 1e-6:
            out.append(use(ref, x, y, scale))
            x += step_x
        y += step_y
        row += 1
    return out


def lattice() -> str:
    """Blue back: a diamond lattice with a central medallion."""
    defs = ['<path id="dm" d="M0,-10L8,0L0,10L-8,0Z" fill="none" stroke="#9cc0ef" '
            'stroke-width="1.6"/>']
    body = [card_outline("#ffffff"), _inner("#1f4f9f")]
    body += _grid("dm", 16, 20, True, 10)
    body += [f'<ellipse cx="{num(W / 2)}" cy="{num(H / 2)}" rx="48" ry="64" fill="#1f4f9f" '
             f'stroke="#ffffff" stroke-width="3"/>',
             f'<ellipse cx="{num(W / 2)}" cy="{num(H / 2)}" rx="40" ry="56" fill="none" '
             f'stroke="#9cc0ef" stroke-width="2"/>',
             f'<path transform="translate({num(W / 2)},{num(H / 2)})" '
             f'd="M0,-40L14,0L0,40L-14,0Z M-28,0L0,-10L28,0L0,10Z" fill="#ffffff"/>',
             el("rect", x=BORDER + 4, y=BORDER + 4, width=W - 2 * BORDER - 8,
                height=H - 2 * BORDER - 8, rx=4, fill="none", stroke="#ffffff", stroke_width=2)]
    return document(defs, body)


def rosette() -> str:
    """Red back: rows of small eight-petal rosettes."""
    petals = []
    for i in range(8):
        a = 45 * i
        petals.append(f'<ellipse cx="0" cy="-6" rx="3" ry="6" transform="rotate({a})"/>')
    defs = [f'<g id="ro" fill="#f6b0a8">{"".join(petals)}'
            f'<circle r="2.5" fill="#ffffff"/></g>']
    body = [card_outline("#ffffff"), _inner("#b3241c")]
    body += _grid("ro", 28, 26, True, 16)
    body += [el("rect", x=BORDER + 4, y=BORDER + 4, width=W - 2 * BORDER - 8,
                height=H - 2 * BORDER - 8, rx=4, fill="none", stroke="#f6d2a0", stroke_width=2),
             f'<circle cx="{num(W / 2)}" cy="{num(H / 2)}" r="40" fill="#b3241c" '
             f'stroke="#f6d2a0" stroke-width="3"/>',
             use("ro", W / 2, H / 2, 4)]
    return document(defs, body)


def tartan() -> str:
    """Green back: crossing translucent bands like a tartan."""
    x0, y0, x1, y1 = BORDER, BORDER, W - BORDER, H - BORDER
    body = [card_outline("#ffffff"), _inner("#1e6b3a")]
    bands = []
    for i, x in enumerate(range(x0 + 14, x1 - 10, 28)):
        wdt = 10 if i % 2 == 0 else 4
        col = "#0d3b1e" if i % 2 == 0 else "#f2c230"
        bands.append(f'<rect x="{x}" y="{y0}" width="{wdt}" height="{y1 - y0}" fill="{col}" '
                     f'fill-opacity="0.45"/>')
    for i, y in enumerate(range(y0 + 14, y1 - 10, 28)):
        hgt = 10 if i % 2 == 0 else 4
        col = "#0d3b1e" if i % 2 == 0 else "#c8261e"
        bands.append(f'<rect x="{x0}" y="{y}" width="{x1 - x0}" height="{hgt}" fill="{col}" '
                     f'fill-opacity="0.45"/>')
    body += bands
    body.append(el("rect", x=BORDER + 4, y=BORDER + 4, width=W - 2 * BORDER - 8,
                   height=H - 2 * BORDER - 8, rx=4, fill="none", stroke="#f2c230",
                   stroke_width=2))
    return document([], body)


BACK_BUILDERS = {"lattice": lattice, "rosette": rosette, "tartan": tartan}


def facedown() -> str:
    """Neutral grey placeholder for a face-down card whose back is not chosen yet."""
    body = [card_outline("#d6d6d6", stroke="#8a8a8a"),
            el("rect", x=BORDER, y=BORDER, width=W - 2 * BORDER, height=H - 2 * BORDER, rx=6,
               fill="#bdbdbd"),
            el("rect", x=BORDER + 4, y=BORDER + 4, width=W - 2 * BORDER - 8,
               height=H - 2 * BORDER - 8, rx=4, fill="none", stroke="#f0f0f0", stroke_width=2),
            f'<circle cx="{num(W / 2)}" cy="{num(H / 2)}" r="36" fill="none" stroke="#f0f0f0" '
            f'stroke-width="4"/>']
    return document([], body)


def highlight() -> str:
    """Overlay for a legal card: a soft golden glow just inside the card edge."""
    body = []
    for inset, width, opacity in ((3, 10, 0.25), (4, 5, 0.55), (5, 2.5, 1)):
        body.append(el("rect", x=inset, y=inset, width=W - 2 * inset, height=H - 2 * inset,
                       rx=RADIUS - 2, fill="none", stroke="#ffc400", stroke_width=float(width),
                       stroke_opacity=float(opacity)))
    body.insert(0, el("rect", x=2, y=2, width=W - 4, height=H - 4, rx=RADIUS, fill="#ffd54a",
                      fill_opacity=0.12))
    return document([], body)


def empty() -> str:
    """Outline of an empty card zone (a pile or slot with no card)."""
    body = [el("rect", x=3, y=3, width=W - 6, height=H - 6, rx=RADIUS, fill="#ffffff",
               fill_opacity=0.08, stroke="#ffffff", stroke_opacity=0.7, stroke_width=3,
               stroke_dasharray="14 9"),
            f'<path transform="translate({num(W / 2)},{num(H / 2)})" d="M-20,0H20M0,-20V20" '
            f'stroke="#ffffff" stroke-opacity="0.5" stroke-width="4" stroke-linecap="round"/>']
    return document([], body)


TABLE_BUILDERS = {"facedown": facedown, "highlight": highlight, "empty": empty}
