// The widgets: a game's own parts of the checker.

// The widgets are imported statically, so a form that has one is drawn whole in the task
// that runs this script (a dynamic import would resolve after the theme's start-up). The
// site build adds this script's ``?v=`` to these specifiers.
// @widget-imports: the site build puts here an import of each widget its games' checker.yaml name (cardgen/site/checker_sources.py)

/** A game's own parts of the checker: a widget draws a field the generic kinds can't
 *  (``render``, and ``RESULT_KEYS``: the keys of a player's result it shows itself), or the
 *  result's own part of a record mode (``renderResult``, named by the mode's ``result``). */
export const WIDGETS = { /* @widget-map */ };
