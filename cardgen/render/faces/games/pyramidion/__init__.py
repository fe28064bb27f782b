"""Pyramidion's faces: ``draw`` holds its ``draw_face`` (named by ``faces:`` in the game's
``game.yaml``)."""
