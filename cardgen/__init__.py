"""cardgen: one data model of five games feeding print files, a rules site and a score checker."""

__version__ = "0.1.0"
