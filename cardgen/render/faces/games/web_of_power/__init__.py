"""Web of Power's faces: ``draw`` holds its ``draw_face`` (registered in
:mod:`cardgen.render.faces.registry`)."""
