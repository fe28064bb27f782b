"""Imposition: faces placed on paper with bleed, cut guides, duplex backs and calibration.

Module map
    * :mod:`cardgen.press.layout` — paper sizes, grid/spaced/fold layouts, shelf packing
      of shaped pieces, duplex flip geometry (pure maths, mm, page y down).
    * :mod:`cardgen.press.document` — :class:`PrintOptions`, :func:`plan_pages`,
      :func:`render_pdf`, :func:`write_pdf` (atomic), the PDF writer (Form XObjects).
    * :mod:`cardgen.press.calibration` — the calibration page and duplex target.
    * :mod:`cardgen.press.svgout` — one SVG per face.
    * :mod:`cardgen.press.build` — :func:`build_print_files` for ``cardgen build``.
    * ``strings.json`` — the few UI texts of the calibration page in en/de/nl/it.
"""
