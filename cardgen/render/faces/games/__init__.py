"""The faces modules of cardgen's games that draw their faces in Python, one package per
game; a game names its module with ``faces:`` in its ``game.yaml`` (see
:mod:`cardgen.render.faces`)."""
