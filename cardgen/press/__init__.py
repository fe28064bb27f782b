"""Imposition: faces placed on paper with bleed, cut guides, duplex backs and calibration.

Module map
    * :mod:`cardgen.press.layout` — paper sizes, grid/spaced/fold layouts, shelf packing
      of shaped pieces, crop marks, duplex flip geometry, a cutter's registration marks
      (pure maths, mm, page y down); a package of one module per part.
    * :mod:`cardgen.press.framing` — layouts inside a cutter's registration marks.
    * :mod:`cardgen.press.cutfiles` — a cutter's cut files (SVG and DXF per page).
    * :mod:`cardgen.press.document` — :func:`render_pdf`, :func:`write_pdf` (atomic).
    * :mod:`cardgen.press.options` — :class:`PrintOptions`.
    * :mod:`cardgen.press.planning` — :func:`plan_pages`: every page and what is on it.
    * :mod:`cardgen.press.writer` — the PDF writer (Form XObjects, cut guides).
    * :mod:`cardgen.press.atomic` — :func:`atomic_write`.
    * :mod:`cardgen.press.contents` — the contents list.
    * :mod:`cardgen.press.printplan` — the print plan on the contents page (runs of
      pages per stock, paper and sleeve advice).
    * :mod:`cardgen.press.blanknote` — where the "left blank" note goes on a blank back.
    * :mod:`cardgen.press.texts` — the press's UI texts from the catalog ``press``.
    * :mod:`cardgen.press.print_shops` — print-shop exports.
    * :mod:`cardgen.press.calibration` — the calibration page and duplex target.
    * :mod:`cardgen.press.svgout` — one SVG per face.
    * :mod:`cardgen.press.print_files` — :func:`build_print_files` for ``cardgen build``.
    * :mod:`cardgen.press.aids` — the player aids as components (:func:`with_aids`).
    * :mod:`cardgen.press.booklet` — the rules as a PDF: plain pages and a folded booklet.
    * its words in every language are the catalogs ``press`` and ``booklet-words`` of
      ``cardgen/locale/`` (docs/adding-a-language.md).
"""
