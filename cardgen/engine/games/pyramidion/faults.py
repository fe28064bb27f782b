"""Pyramidion: the faults of an invalid record (``RecordError``) in every language,
in the words of the game's pages (its explanations: ``pyramidion_text``). Only the record's
own keys stay as written. STANDARD LIBRARY ONLY: this runs in Pyodide."""

from __future__ import annotations

from cardgen.engine.catalogs import Catalog
from cardgen.engine.common import messages

FAULTS = messages(Catalog("pyramidion-faults"))
"""Every fault of an invalid Pyramidion record (``msg(FAULTS, key, **values)``).
Its texts: the catalog ``pyramidion-faults`` (``content/pyramidion/locale/``)."""
