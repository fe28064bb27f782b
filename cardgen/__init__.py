"""cardgen: one data model of five games feeding print files, a rules site and a score checker."""

__version__ = "0.1.0"


def _read_catalogs_from_sources() -> None:
    """Let the scoring engine read its texts' catalogs compiled from their ``.po`` sources
    (:mod:`cardgen.catalogs`). The checker's engine bundle carries this module without the
    host's: there the engine reads the catalogs compiled beside it. (The bundle is looked
    for as a file beside this one, not imported: run from the bundle with cardgen installed
    too, an import would find the installed host's module, which reads the bundle's folders
    as the package's.)"""
    import os

    if not os.path.isfile(os.path.join(os.path.dirname(__file__), "catalogs.py")):
        return
    try:
        from cardgen.catalogs import use_on_the_host
    except ModuleNotFoundError as error:
        if error.name != "cardgen.catalogs":
            raise
        return
    use_on_the_host()


_read_catalogs_from_sources()
