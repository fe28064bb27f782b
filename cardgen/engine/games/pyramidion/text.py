"""Pyramidion: the explanation texts of the scoring engine in every language.

STANDARD LIBRARY ONLY: this runs in Pyodide. The words follow the game's glossary and rules
pages (de: Folterknecht-Truppe, Unterhändler-Truppe, Kaufmann, Einfluss, Verhandlung,
Feilschen, Ort, Ressource, Boot, Siegpunkte; nl: slavendrijverstroep, onderhandelaarstroep,
koopman, invloed, onderhandeling, afdingen, plaats, grondstof, boot, overwinningspunten; it:
truppa di schiavisti, truppa di negoziatori, mercante, influenza, negoziazione,
contrattazione, luogo, risorsa, barca, punti vittoria).

Every language names cards, boats, resources, sites and colours as the game data does
(and the checker's form and the printed cards with it); no explanation or fault shows an
item id. :mod:`.say` speaks these texts; :mod:`.faults` words the faults of an invalid
record (``RecordError``) in the same languages; only the record's own keys ('cards',
'min_influence') stay as written.
"""

from __future__ import annotations

from cardgen.engine.common import (
    Phrases,
)

PHRASES = Phrases(
    {
        # the three kinds of points
        "kind_influence": {
            "en": "influence",
            "de": "Einfluss",
            "nl": "invloed",
            "it": "influenza",
            "fr": "influence",
        },
        "kind_negotiation": {
            "en": "negotiation",
            "de": "Verhandlung",
            "nl": "onderhandeling",
            "it": "negoziazione",
            "fr": "négociation",
        },
        "kind_haggling": {
            "en": "haggling",
            "de": "Feilschen",
            "nl": "afdingen",
            "it": "contrattazione",
            "fr": "marchandage",
        },
        "counted": {
            "en": "{value} {kind}",
            "de": "{value} {kind}",
            "nl": "{value} {kind}",
            "it": "{value} {kind}",
            "fr": "{value} en {kind}",
        },
        "counted_how": {
            "en": "{value} {kind} ({how})",
            "de": "{value} {kind} ({how})",
            "nl": "{value} {kind} ({how})",
            "it": "{value} {kind} ({how})",
            "fr": "{value} en {kind} ({how})",
        },
        # the troops and the steps of a site evaluation
        "troop_torturer": {
            "en": "torturer troop",
            "de": "Folterknecht-Truppe",
            "nl": "slavendrijverstroep",
            "it": "truppa di schiavisti",
            "fr": "troupe de bourreaux",
        },
        "troop_negotiator": {
            "en": "negotiator troop",
            "de": "Unterhändler-Truppe",
            "nl": "onderhandelaarstroep",
            "it": "truppa di negoziatori",
            "fr": "troupe de négociateurs",
        },
        "step_torturer": {
            "en": "Torturer step",
            "de": "Folterknecht-Schritt",
            "nl": "Stap slavendrijver",
            "it": "Passo dello schiavista",
            "fr": "Étape du bourreau",
        },
        "step_negotiator": {
            "en": "Negotiator step",
            "de": "Unterhändler-Schritt",
            "nl": "Stap onderhandelaar",
            "it": "Passo del negoziatore",
            "fr": "Étape du négociateur",
        },
        "step_merchant": {
            "en": "Merchant step",
            "de": "Kaufmann-Schritt",
            "nl": "Stap koopman",
            "it": "Passo del mercante",
            "fr": "Étape du marchand",
        },
        "step_discard": {
            "en": "Step D: discard and sundial",
            "de": "Schritt D: Abwerfen und Sonnenuhr",
            "nl": "Stap D: afleggen en zonnewijzer",
            "it": "Passo D: scarto e meridiana",
            "fr": "Étape D : défausse et cadran solaire",
        },
        "discard_reason": {
            "en": "Discard every card played to {site}; nobody can use them again this round. "
            "Put a sundial on {site}: nobody can activate it again this round.",
            "de": "Wirf alle Karten ab, die an {site} gespielt wurden; in dieser Runde kann sie "
            "niemand mehr nutzen. Eine Sonnenuhr kommt auf {site}: Bis zum Rundenende kann ihn "
            "niemand mehr aktivieren.",
            "nl": "Leg alle kaarten af die op {site} gespeeld werden; deze ronde kan niemand ze "
            "nog gebruiken. Zet een zonnewijzer op {site}: tot het einde van de ronde kan "
            "niemand de plaats nog activeren.",
            "it": "Scarta tutte le carte giocate {at_site}; per il resto del round nessuno può "
            "più usarle. Si mette una meridiana {at_site}: fino alla fine del round nessuno "
            "può più attivare il luogo.",
            "fr": "Défaussez toutes les cartes jouées à {site} ; personne ne peut plus s’en "
            "servir "
            "cette manche. Posez un cadran solaire à {site} : personne ne peut plus l’activer "
            "cette manche.",
        },
        "step_reason": {
            "en": "{outcome}.",
            "de": "{outcome}.",
            "nl": "{outcome}.",
            "it": "{outcome}.",
            "fr": "{outcome}.",
        },
        "step_note": {
            "en": "{step}: {outcome}.",
            "de": "{step}: {outcome}.",
            "nl": "{step}: {outcome}.",
            "it": "{step}: {outcome}.",
            "fr": "{step} : {outcome}.",
        },
        "min_influence": {
            "en": "influence minimum",
            "de": "Einfluss-Minimum",
            "nl": "minimum invloed",
            "it": "minimo di influenza",
            "fr": "minimum d’influence",
        },
        "min_negotiation": {
            "en": "negotiation minimum",
            "de": "Verhandlungs-Minimum",
            "nl": "minimum onderhandeling",
            "it": "minimo di negoziazione",
            "fr": "minimum de négociation",
        },
        # notes about the record
        "note_owner_absent": {
            "en": "{owner} owns the {troop} on {site} but is not among the players of this record.",
            "de": "{owner} besitzt die {troop} auf {site}, ist aber keiner der Spieler dieser "
            "Eingabe.",
            "nl": "{owner} bezit de {troop} op {site}, maar is geen van de spelers van deze "
            "invoer.",
            "it": "{owner} possiede la {troop} {at_site}, ma non è tra i giocatori di questo "
            "inserimento.",
            "fr": "{owner} possède la {troop} posée à {site}, mais ne fait pas partie des joueurs "
            "de ce relevé.",
        },
        "note_design_tokens": {
            "en": "{n} × {resource} on the site, but our printed game has {ours}; scored as "
            "given (how the 185 resource tokens divide into kinds is our own design)",
            "de": "{n} × {resource} am Ort, unser gedrucktes Spiel hat {ours}; so gewertet wie "
            "angegeben (wie sich die 185 Warenplättchen auf die Arten verteilen, ist unser "
            "eigener Entwurf)",
            "nl": "{n} × {resource} op de plaats, maar ons gedrukte spel heeft er {ours}; "
            "geteld zoals opgegeven (hoe de 185 goederenfiches over de soorten verdeeld zijn, "
            "is ons eigen ontwerp)",
            "it": "{n} × {resource} sul luogo, ma il nostro gioco stampato ne ha {ours}; "
            "contato come indicato (come le 185 tessere risorsa si dividono per tipo è un "
            "nostro progetto)",
            "fr": "{n} × {resource} sur le site, mais notre jeu imprimé en a {ours} ; compté tel "
            "quel (la répartition des 185 jetons Ressource entre les sortes est de notre "
            "conception)",
        },
        "note_minimum": {
            "en": "{site}: the record's {minimum} {value} is used instead of the game data's "
            "{known}.",
            "de": "{site}: Es gilt das {minimum} {value} der Eingabe statt {known} aus den "
            "Spieldaten.",
            "nl": "{site}: het {minimum} {value} uit de invoer geldt in plaats van {known} uit "
            "de spelgegevens.",
            "it": "{site}: vale il {minimum} {value} inserito invece di {known} dai dati del "
            "gioco.",
            "fr": "{site} : le {minimum} du relevé, {value}, remplace celui des données du jeu, "
            "{known}.",
        },
        # torturer and negotiator steps: outcomes (notes)
        "troop_nobody": {
            "en": "nobody has any {kind} at {site}: no {troop} is placed",
            "de": "niemand hat {kind} in {site}: Es wird keine {troop} gesetzt",
            "nl": "niemand heeft {kind} in {site}: er wordt geen {troop} geplaatst",
            "it": "nessuno ha {kind} {at_site}: non si piazza nessuna {troop}",
            "fr": "personne n’a de points à {site} ({kind}) : aucune {troop} n’est posée",
        },
        "troop_tie": {
            "en": "{names} tie for the most {kind} ({best}): nobody places a {troop}",
            "de": "{names} liegen bei {kind} gleichauf vorn ({best}): Niemand setzt eine {troop}",
            "nl": "{names} staan gelijk bovenaan bij {kind} ({best}): niemand plaatst een {troop}",
            "it": "{names} sono pari al primo posto per {kind} ({best}): nessuno piazza una "
            "{troop}",
            "fr": "{names} sont à égalité en tête ({kind} : {best}) : personne ne pose de {troop}",
        },
        "troop_below": {
            "en": "{leader} has the most {kind} ({best}) but is below the minimum of {site} "
            "({minimum}): nobody places a {troop}",
            "de": "{leader} liegt bei {kind} vorn ({best}), bleibt aber unter dem Minimum von "
            "{site} ({minimum}): Niemand setzt eine {troop}",
            "nl": "{leader} staat bovenaan bij {kind} ({best}), maar blijft onder het minimum "
            "van {site} ({minimum}): niemand plaatst een {troop}",
            "it": "{leader} ha il valore più alto di {kind} ({best}), ma è sotto il minimo di "
            "{site} ({minimum}): nessuno piazza una {troop}",
            "fr": "{leader} est en tête ({kind} : {best}) mais reste sous le minimum du site "
            "({minimum}) : personne ne pose de {troop}",
        },
        "troop_placed": {
            "en": "{winner} places a {troop} on {site}",
            "de": "{winner} setzt eine {troop} auf {site}",
            "nl": "{winner} plaatst een {troop} op {site}",
            "it": "{winner} piazza una {troop} {at_site}",
            "fr": "{winner} pose une {troop} à {site}",
        },
        "troop_own_returns": {
            "en": "; {winner}'s old {troop} returns to {winner} (no change on the site)",
            "de": "; die alte {troop} von {winner} geht an {winner} zurück (am Ort ändert sich "
            "nichts)",
            "nl": "; de oude {troop} van {winner} gaat terug naar {winner} (op de plaats "
            "verandert niets)",
            "it": "; la vecchia {troop} di {winner} torna a {winner} (sul luogo non cambia nulla)",
            "fr": "\u00a0; {winner} reprend son ancienne {troop} (rien ne change sur le site)",
        },
        "troop_old_returns": {
            "en": "; {old}'s old {troop} returns to {old}",
            "de": "; die alte {troop} von {old} geht an {old} zurück",
            "nl": "; de oude {troop} van {old} gaat terug naar {old}",
            "it": "; la vecchia {troop} di {old} torna a {old}",
            "fr": "\u00a0; {old} reprend son ancienne {troop}",
        },
        "troop_stays": {
            "en": "; {old}'s {troop} stays",
            "de": "; die {troop} von {old} bleibt",
            "nl": "; de {troop} van {old} blijft staan",
            "it": "; la {troop} di {old} resta",
            "fr": "\u00a0; {old} garde sa {troop} sur le site",
        },
        # torturer and negotiator steps: line details
        "step_places": {
            "en": "{counted}: the most, places a troop",
            "de": "{counted}: am meisten, setzt eine Truppe",
            "nl": "{counted}: de meeste, plaatst een troep",
            "it": "{counted}: il più alto, piazza una truppa",
            "fr": "{counted} : en tête, pose une troupe",
        },
        "not_most": {
            "en": "{counted}: not the most ({best})",
            "de": "{counted}: nicht am meisten ({best})",
            "nl": "{counted}: niet de meeste ({best})",
            "it": "{counted}: non il più alto ({best})",
            "fr": "{counted} : pas en tête ({best})",
        },
        "nobody_any": {
            "en": "{counted}: nobody has any",
            "de": "{counted}: niemand hat etwas",
            "nl": "{counted}: niemand heeft iets",
            "it": "{counted}: nessuno ne ha",
            "fr": "{counted} : personne n’en a",
        },
        "step_tied": {
            "en": "{counted}: tied for the most, nothing happens",
            "de": "{counted}: gleichauf vorn, nichts geschieht",
            "nl": "{counted}: gedeeld de meeste, er gebeurt niets",
            "it": "{counted}: pari merito al primo posto, non succede nulla",
            "fr": "{counted} : à égalité en tête, il ne se passe rien",
        },
        "step_below": {
            "en": "{counted}: the most, but below the minimum",
            "de": "{counted}: am meisten, aber unter dem Minimum",
            "nl": "{counted}: de meeste, maar onder het minimum",
            "it": "{counted}: il più alto, ma sotto il minimo",
            "fr": "{counted} : en tête, mais sous le minimum",
        },
        # merchant step
        "resources_none": {
            "en": "none",
            "de": "keine",
            "nl": "geen",
            "it": "nessuna",
            "fr": "aucune",
        },
        "merchant_takes": {
            "en": "{winner} has the most haggling ({best}) and takes every resource on {site}: "
            "{shown}",
            "de": "{winner} hat beim Feilschen am meisten ({best}) und nimmt alle Ressourcen "
            "auf {site}: {shown}",
            "nl": "{winner} dingt het meest af ({best}) en neemt alle grondstoffen op "
            "{site}: {shown}",
            "it": "{winner} ha la contrattazione più alta ({best}) e prende tutte le risorse "
            "{at_site}: {shown}",
            "fr": "{winner} a le plus fort marchandage ({best}) et prend toutes les ressources "
            "présentes à {site} : {shown}",
        },
        "merchant_empty": {
            "en": "{winner} has the most haggling ({best}), but there are no resources on {site}",
            "de": "{winner} hat beim Feilschen am meisten ({best}), aber auf {site} liegen keine "
            "Ressourcen",
            "nl": "{winner} dingt het meest af ({best}), maar op {site} liggen geen grondstoffen",
            "it": "{winner} ha la contrattazione più alta ({best}), ma {at_site} non ci sono "
            "risorse",
            "fr": "{winner} a le plus fort marchandage ({best}), mais il n’y a aucune ressource "
            "à "
            "{site}",
        },
        "merchant_nobody_stay": {
            "en": "nobody has any haggling at {site}: the resources ({shown}) stay",
            "de": "niemand hat Feilschen in {site}: Die Ressourcen ({shown}) bleiben liegen",
            "nl": "niemand heeft afdingen in {site}: de grondstoffen ({shown}) blijven liggen",
            "it": "nessuno ha contrattazione {at_site}: le risorse ({shown}) restano",
            "fr": "personne n’a de marchandage à {site} : les ressources ({shown}) restent",
        },
        "merchant_nobody_empty": {
            "en": "nobody has any haggling at {site}: there are no resources to take",
            "de": "niemand hat Feilschen in {site}: Es gibt keine Ressourcen zu nehmen",
            "nl": "niemand heeft afdingen in {site}: er zijn geen grondstoffen te nemen",
            "it": "nessuno ha contrattazione {at_site}: non ci sono risorse da prendere",
            "fr": "personne n’a de marchandage à {site} : il n’y a aucune ressource à prendre",
        },
        "merchant_tie_stay": {
            "en": "{names} tie for the most haggling ({best}): nobody takes anything; the "
            "resources ({shown}) stay for the next round",
            "de": "{names} liegen beim Feilschen gleichauf vorn ({best}): Niemand nimmt etwas; "
            "die Ressourcen ({shown}) bleiben für die nächste Runde liegen",
            "nl": "{names} staan gelijk bovenaan bij afdingen ({best}): niemand neemt iets; de "
            "grondstoffen ({shown}) blijven liggen voor de volgende ronde",
            "it": "{names} sono pari al primo posto per contrattazione ({best}): nessuno prende "
            "nulla; le risorse ({shown}) restano per il prossimo round",
            "fr": "{names} sont à égalité en tête au marchandage ({best}) : personne ne prend "
            "rien ; les ressources ({shown}) restent pour la manche suivante",
        },
        "merchant_tie_empty": {
            "en": "{names} tie for the most haggling ({best}): nobody takes anything; there "
            "are no resources to take",
            "de": "{names} liegen beim Feilschen gleichauf vorn ({best}): Niemand nimmt etwas; "
            "es gibt keine Ressourcen zu nehmen",
            "nl": "{names} staan gelijk bovenaan bij afdingen ({best}): niemand neemt iets; er "
            "zijn geen grondstoffen te nemen",
            "it": "{names} sono pari al primo posto per contrattazione ({best}): nessuno prende "
            "nulla; non ci sono risorse da prendere",
            "fr": "{names} sont à égalité en tête au marchandage ({best}) : personne ne prend "
            "rien ; il n’y a aucune ressource à prendre",
        },
        "merchant_gets": {
            "en": "{counted}: the most, takes {shown}",
            "de": "{counted}: am meisten, nimmt {shown}",
            "nl": "{counted}: de meeste, neemt {shown}",
            "it": "{counted}: il più alto, prende {shown}",
            "fr": "{counted} : en tête, prend {shown}",
        },
        "nothing": {"en": "nothing", "de": "nichts", "nl": "niets", "it": "niente", "fr": "rien"},
        "merchant_tied": {
            "en": "{counted}: tied for the most, nobody takes the resources",
            "de": "{counted}: gleichauf vorn, niemand nimmt die Ressourcen",
            "nl": "{counted}: gedeeld de meeste, niemand neemt de grondstoffen",
            "it": "{counted}: pari merito al primo posto, nessuno prende le risorse",
            "fr": "{counted} : à égalité en tête, personne ne prend les ressources",
        },
        # final scoring
        "boats_one": {
            "en": "1 boat",
            "de": "1 Boot",
            "nl": "1 boot",
            "it": "1 barca",
            "fr": "{n} bateau",
        },
        "boats_other": {
            "en": "{n} boats",
            "de": "{n} Boote",
            "nl": "{n} boten",
            "it": "{n} barche",
            "fr": "{n} bateaux",
        },
        "boats": {
            "en": "{count}: {parts}",
            "de": "{count}: {parts}",
            "nl": "{count}: {parts}",
            "it": "{count}: {parts}",
            "fr": "{count} : {parts}",
        },
        "no_boats": {
            "en": "no boats loaded",
            "de": "keine Boote beladen",
            "nl": "geen boten geladen",
            "it": "nessuna barca caricata",
            "fr": "aucun bateau chargé",
        },
        # said under the final scoring, entered once a round is over: with our rule the
        # game ends at that round's end when someone has the goal (not "after this round")
        "goal_reached_one": {
            "en": "{names} reached the goal of {goal} victory points, so the game is over: "
            "whoever has the most victory points wins.",
            "de": "{names} hat das Ziel von {goal} Siegpunkten erreicht, damit ist das Spiel zu "
            "Ende: Es gewinnt, wer die meisten Siegpunkte hat.",
            "nl": "{names} heeft het doel van {goal} overwinningspunten bereikt, dus het spel is "
            "afgelopen: wie de meeste overwinningspunten heeft, wint.",
            "it": "{names} ha raggiunto l’obiettivo di {goal} punti vittoria, quindi la partita "
            "è finita: vince chi ha più punti vittoria.",
            "fr": "{names} a atteint l’objectif de {goal} points de victoire : la partie est "
            "donc "
            "terminée, et le plus de points de victoire l’emporte.",
        },
        "goal_reached_other": {
            "en": "{names} reached the goal of {goal} victory points, so the game is over: "
            "whoever has the most victory points wins.",
            "de": "{names} haben das Ziel von {goal} Siegpunkten erreicht, damit ist das Spiel "
            "zu Ende: Es gewinnt, wer die meisten Siegpunkte hat.",
            "nl": "{names} hebben het doel van {goal} overwinningspunten bereikt, dus het spel "
            "is afgelopen: wie de meeste overwinningspunten heeft, wint.",
            "it": "{names} hanno raggiunto l’obiettivo di {goal} punti vittoria, quindi la "
            "partita è finita: vince chi ha più punti vittoria.",
            "fr": "{names} ont atteint l’objectif de {goal} points de victoire : la partie est "
            "donc terminée, et le plus de points de victoire l’emporte.",
        },
        "goal_not_reached": {
            "en": "Nobody has {goal} victory points yet: the game goes on.",
            "de": "Noch niemand hat {goal} Siegpunkte: Das Spiel geht weiter.",
            "nl": "Nog niemand heeft {goal} overwinningspunten: het spel gaat door.",
            "it": "Nessuno ha ancora {goal} punti vittoria: la partita continua.",
            "fr": "Personne n’a encore {goal} points de victoire : la partie continue.",
        },
        "shared_win": {
            "en": "{names} share the win (the rules give no tie-breaker).",
            "de": "{names} teilen sich den Sieg (die Regel kennt keinen Gleichstandsentscheid).",
            "nl": "{names} delen de overwinning (de regels geven geen beslissing bij gelijke "
            "stand).",
            "it": "{names} condividono la vittoria (il regolamento non prevede spareggi).",
            "fr": "{names} se partagent la victoire (les règles ne prévoient aucun départage).",
        },
        # a played card in the points it adds
        # "+4": what the card adds (a bare number could read as the card's number)
        "card_points": {
            "en": "{card} +{value}",
            "de": "{card} +{value}",
            "nl": "{card} +{value}",
            "it": "{card} +{value}",
            "fr": "{card} +{value}",
        },
        # a player's own card of a role: "Folterknecht (Blau)", "Torturer (Blue)"
        "card_of_colour": {
            "en": "{role} ({colour})",
            "de": "{role} ({colour})",
            "nl": "{role} ({colour})",
            "it": "{role} ({colour})",
            "fr": "{role} ({lower})",
        },
        "boat_number": {
            "en": "boat {number}",
            "de": "Boot {number}",
            "nl": "Boot {number}",
            "it": "Barca {number}",
            "fr": "bateau {number}",
        },
        "card": {"en": "card", "de": "Karte", "nl": "kaart", "it": "carta", "fr": "carte"},
        "boat_points": {
            "en": "{boat} ({value})",
            "de": "{boat} ({value})",
            "nl": "{boat} ({value})",
            "it": "{boat} ({value})",
            "fr": "{boat} ({value})",
        },
        # ties list names as the engine has always written them: "A and B and C" in English,
        # "A, B und C" (``say.joined(names, sep="and_sep")``)
        "and_sep": {"en": " and ", "de": ", ", "nl": ", ", "it": ", ", "fr": ", "},
    }
)
"""Every explanation text (``*_one`` / ``*_other``: singular and plural forms)."""
