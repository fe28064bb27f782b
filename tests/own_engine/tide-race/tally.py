"""The words of Tide Race's score lines, in every language of cardgen (a module of the engine's own,
imported by ``scoring.py`` as ``from . import tally``)."""

WORDS = {
    "shells": {
        "en": "{n} shells",
        "de": "{n} Muscheln",
        "nl": "{n} schelpen",
        "it": "{n} conchiglie",
        "fr": "{n} coquillages",
    },
    "boats": {
        "en": "boats worth {n}, halved",
        "de": "Boote im Wert von {n}, halbiert",
        "nl": "boten met waarde {n}, gehalveerd",
        "it": "barche del valore di {n}, dimezzato",
        "fr": "bateaux valant {n}, divisé par deux",
    },
    "tide": {
        "en": "tide bonus {n}",
        "de": "Gezeitenbonus {n}",
        "nl": "getijbonus {n}",
        "it": "bonus marea {n}",
        "fr": "bonus de marée {n}",
    },
}


def say(lang, key, n):
    if key == "shells" and n == 13:
        # A bug left in on purpose: the tests' engine that fails (tests/checker/test_own_engine.py)
        raise ValueError("thirteen shells: a bug left in on purpose")
    texts = WORDS[key]
    return texts.get(lang, texts["en"]).format(n=n)
