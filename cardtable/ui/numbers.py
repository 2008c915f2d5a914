"""Numbers, percentages and dates as the language in use writes them (``QLocale``'s default,
set by :func:`cardtable.ui.i18n.install`): "1,5" in German, Italian and Turkish; "%45" in
Turkish, "45 %" in German; a date in the language's short form."""

from __future__ import annotations

from datetime import datetime

from PySide6.QtCore import QCoreApplication, QDate, QLocale

translate = QCoreApplication.translate  # pyside6-lupdate reads translate("Context", "text")


def number(value: float, decimals: int = 0) -> str:
    """``value`` with ``decimals`` digits after the language's decimal point."""
    if decimals == 0:
        return QLocale().toString(round(value))
    return QLocale().toString(float(value), "f", decimals)


def percent(fraction: float) -> str:
    """``fraction`` (0.45) as a whole percentage, the sign where the language puts it."""
    return translate("Numbers", "{pct}%").format(pct=number(100 * fraction))


def day(iso: str) -> str:
    """The local date of an ISO 8601 time stamp, in the language's short date format."""
    try:
        moment = datetime.fromisoformat(iso).astimezone()
    except ValueError:
        return iso[:10]
    return QLocale().toString(QDate(moment.year, moment.month, moment.day),
                              QLocale.FormatType.ShortFormat)
