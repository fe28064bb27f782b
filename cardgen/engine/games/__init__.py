"""The scoring engine of each game, one package per game (see :mod:`cardgen.engine.registry`)."""
