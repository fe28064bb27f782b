// The widgets: a game's own parts of the checker.

// The widgets are imported statically, so a form that has one is drawn whole in the task
// that runs this script (a dynamic import would resolve after the theme's start-up). The
// site build adds this script's ``?v=`` to these specifiers.
import * as cosmoSpread from "../widgets/cosmo-spread.js";
import * as ctwTown from "../widgets/ctw-town.js";
import * as pyrSite from "../widgets/pyr-site.js";
import * as webBoard from "../widgets/web-board.js";

/** A game's own parts of the checker: a widget draws a field the generic kinds can't
 *  (``render``, and ``RESULT_KEYS``: the keys of a player's result it shows itself), or the
 *  result's own part of a record mode (``renderResult``, named by the mode's ``result``). */
export const WIDGETS = { "cosmo-spread": cosmoSpread, "ctw-town": ctwTown, "pyr-site": pyrSite, "web-board": webBoard };
