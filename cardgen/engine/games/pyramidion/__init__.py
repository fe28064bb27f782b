"""Pyramidion's scoring engine: ``score`` is its entry point (registered in
:mod:`cardgen.engine.registry`). STANDARD LIBRARY ONLY."""
