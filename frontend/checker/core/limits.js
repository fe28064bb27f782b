// The bounds of a record that comes from outside: a share link, the game saved on this
// device, a kept game (core/records.js) and, with the same numbers and words, a record
// given to ``cardgen score`` (cardgen/commands/record_limits.py reads the object below as
// JSON: keep it plain JSON, its comments above it). A real end of game is far below each.
//   linkChars: the text after #record= (a record file: as many bytes as such a link holds)
//   storedChars: the saved state's JSON text
//   depth: objects and arrays inside each other (the record itself is 1)
//   nodes: values in all
//   nameChars: a player's name
//   rounds: rounds of a game that has them (unless its checker says fewer)

export const LIMITS = {
  "linkChars": 200000,
  "storedChars": 400000,
  "depth": 12,
  "nodes": 20000,
  "nameChars": 200,
  "rounds": 50
};
