"""Pyramidion: the explanation texts of the scoring engine in every language.

STANDARD LIBRARY ONLY: this runs in Pyodide. The words follow the game's glossary and rules
pages (de: Folterknecht-Truppe, Unterhändler-Truppe, Kaufmann, Einfluss, Verhandlung,
Feilschen, Ort, Ressource, Boot, Siegpunkte; nl: slavendrijverstroep, onderhandelaarstroep,
koopman, invloed, onderhandeling, afdingen, plaats, grondstof, boot, overwinningspunten; it:
truppa di schiavisti, truppa di negoziatori, mercante, influenza, negoziazione,
contrattazione, luogo, risorsa, barca, punti vittoria).

Every language names cards, boats, resources, sites and colours as the game data does
(and the checker's form and the printed cards with it); no explanation or fault shows an
item id. :mod:`.say` speaks these texts; :mod:`.faults` words the faults of an invalid
record (``RecordError``) in the same languages; only the record's own keys ('cards',
'min_influence') stay as written.
"""

from __future__ import annotations

from cardgen.engine.catalogs import Catalog
from cardgen.engine.common import (
    Phrases,
)

PHRASES = Phrases(Catalog("pyramidion"))
"""Every explanation text (``*_one`` / ``*_other``: singular and plural forms).
Its texts: the catalog ``pyramidion`` (``content/pyramidion/locale/``)."""
