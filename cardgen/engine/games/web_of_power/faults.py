"""Web of Power: the fault messages of the record checks in every language (the engine's
explanation texts are in :mod:`.text`).

STANDARD LIBRARY ONLY: this runs in Pyodide. The terms are those of :mod:`.text`.
"""

from __future__ import annotations

from cardgen.engine.catalogs import Catalog
from cardgen.engine.common import messages

FAULTS = messages(Catalog("web-of-power-faults"))
"""Every fault message of the record checks (``msg(FAULTS, key, **values)``). ``*_one`` /
``*_other``: singular and plural, chosen by the number before the noun; the ``n_*`` entries
are counted nouns that fill ``{symbols}`` or ``{things}`` of a longer message. ``{country}``
and ``{symbol}`` are the names of :func:`.text.country_words` and :func:`.text.symbol_words`.
Its texts: the catalog ``web-of-power-faults`` (``content/web-of-power/locale/``)."""
