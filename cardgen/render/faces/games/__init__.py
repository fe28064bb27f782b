"""The face modules of each game that draws its own, one package per game (see
:mod:`cardgen.render.faces.registry`)."""
