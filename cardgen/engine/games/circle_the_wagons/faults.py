"""Circle the Wagons: the faults of an invalid record (``RecordError``) in every language,
in the words of the game's pages (its explanations: ``circle_the_wagons_text``). Only the record's
own keys stay as written. STANDARD LIBRARY ONLY: this runs in Pyodide."""

from __future__ import annotations

from cardgen.engine.catalogs import Catalog
from cardgen.engine.common import messages

FAULTS = messages(Catalog("circle-the-wagons-faults"))
"""The fault messages of the engine (``RecordError(msg(FAULTS, key, **values), path)``).
Its texts: the catalog ``circle-the-wagons-faults`` (``content/circle-the-wagons/locale/``)."""
