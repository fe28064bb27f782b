"""Still Water's scoring engine: it waits for the water to be still, which it never is.

A test of an engine that never returns (``tests/engine/test_engine_timeout.py``): the
command line must stop it after its time limit and say so, naming this file and the line
it was stopped at."""

from __future__ import annotations


def score(record, data, lang="en"):
    ripples = 1
    while ripples:  # the endless loop the tests stop
        ripples = ripples % 7 + 1
    return {"game": "still-water", "players": [], "winners": [], "notes": []}
