// The short form of a share link: a record's JSON text packed into URL-safe characters.
// Base64 of the text made a finished game of Cosmopolis (4 players, 4 rounds) a link of
// about 2,500 characters, too long for many chat apps and a pain to copy; the same words
// (field names, ids, player names) come back again and again, so the text is packed as
// literals and back-references to text seen before (LZ77), the references reaching into a
// fixed list of words every record uses (``PRESET``). Plain JavaScript, synchronous (the
// page reads a link while it starts, and writes one into the address after each change),
// no DOM: tests/checker/test_share_links_packed.py runs it under Node.
//
// The packed form is a bit stream written six bits to a character of base64url:
//   a literal:   0, then the character's index in ``COMMON`` (5 bits); index 31: its index
//                in ``OTHER`` follows (6 bits); index 63 there: its UTF-16 code unit
//                follows (16 bits)
//   a reference: 1, then (length - MIN_MATCH + 1) and the distance back, each as an Elias
//                gamma code (n > 0: as many 0s as n has bits after its first, then n)
// ended by the stream's end (the last character's spare bits are 0s: too few for a token).
// Links already sent stay readable: ``PRESET``, ``COMMON`` and ``OTHER`` never change; new
// ones would be a new version (the first character of the packed text, ``VERSION``).

const ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
/** The characters a literal names in 5 bits (31 of them: ids are lower-case slugs), and
 *  in 5 + 6 (63 more); any other takes 5 + 6 + 16. */
const COMMON = '",-[]abcdefghijklmnopqrstuvwxyz';
const OTHER = ':{}_. 0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ!#$%&()*+/;<=>?@^|~\'\\';
/** The shortest back-reference: a shorter one costs more bits than its literals. */
const MIN_MATCH = 3;
/** The longest back-reference, and the places a three-character start is looked for at
 *  most (the latest): packing stays quick on any record the page may hold. */
const MAX_MATCH = 4096;
const CANDIDATES = 48;
/** The version of ``PRESET`` and ``SYMBOLS``: the first character of a packed text. */
export const VERSION = "A";
/** What records say again and again (the field names and game ids of the public record
 *  format, shared/records.md): a reference may reach back into it as into text already
 *  read. Fixed for good: links already shared are read with it. */
const PRESET = [
  '{"game":"web-of-power","players":[{"name":"","lands":{"symbols":{"cross":,"fan":},',
  '"ships":,"carriages":,"victory_point_laws":,"cards":["","laws":[',
  '{"game":"pyramidion","site":{"name":"","min_influence":,"min_negotiation":,"torturer":',
  '"negotiator":null,"resources":{"stone":,"wood":,"urn":,"camel":,"stonemason":,"statue":}',
  '"influence":,"negotiation":,"haggling":,"boats":[',
  '{"game":"cosmopolis-networks","rounds":[{"players":[{"name":"","spread":[[',
  '{"region":""},{"links":["","western-europe","mediterranea","africa"]}]]},',
  '{"game":"circle-the-wagons","bonus":["","town":[{"card":"card-","x":0,"y":0,"turned":false},',
  '"grid":["desert:","forest:","mountains:","plains:","snow:","water:"',
  'cattle fort bottle wagon pickaxe gun',
  '{"game":"web","players":[{"name":"","computers":[,"hand":,"board":"',
].join("");

/** The bits of a packed text, written and read six to a character. */
class Bits {
  constructor(text = "") {
    this.text = text;
    this.out = [];
    this.word = 0;
    this.used = 0;
    this.at = 0; // (reading) the next bit
  }

  write(value, count) {
    for (let i = count - 1; i >= 0; i--) {
      this.word = (this.word << 1) | ((value >> i) & 1);
      if (++this.used === 6) {
        this.out.push(ALPHABET[this.word]);
        this.word = 0;
        this.used = 0;
      }
    }
  }

  gamma(n) {
    const width = 32 - Math.clz32(n);
    this.write(0, width - 1);
    this.write(n, width);
  }

  done() {
    if (this.used) this.write(0, 6 - this.used);
    return this.out.join("");
  }

  get left() {
    return this.text.length * 6 - this.at;
  }

  /** ``count`` bits; throws past the end. */
  read(count) {
    if (count > this.left) throw new RangeError("packed text ends early");
    let value = 0;
    for (let i = 0; i < count; i++, this.at++) {
      const char = ALPHABET.indexOf(this.text[Math.floor(this.at / 6)]);
      if (char < 0) throw new RangeError("not a packed text");
      value = value * 2 + ((char >> (5 - (this.at % 6))) & 1);
    }
    return value;
  }

  /** Whether every bit left is 0 (read nothing). */
  zerosToEnd() {
    const at = this.at;
    const zero = this.read(this.left) === 0;
    this.at = at;
    return zero;
  }

  readGamma() {
    let zeros = 0;
    while (this.read(1) === 0) {
      if (++zeros > 30) throw new RangeError("not a packed text");
    }
    return 2 ** zeros + this.read(zeros);
  }
}

const gammaBits = (n) => 2 * (31 - Math.clz32(n)) + 1;
const literalBits = (char) => (COMMON.includes(char) ? 6 : OTHER.includes(char) ? 12 : 28);

/** One character as a literal (its flag written). */
function writeLiteral(bits, char) {
  bits.write(0, 1);
  const common = COMMON.indexOf(char);
  if (common >= 0) return bits.write(common, 5);
  bits.write(31, 5);
  const other = OTHER.indexOf(char);
  if (other >= 0) return bits.write(other, 6);
  bits.write(63, 6);
  bits.write(char.charCodeAt(0), 16);
}

/** One literal's character (its flag read). */
function readLiteral(bits) {
  const common = bits.read(5);
  if (common < 31) return COMMON[common];
  const other = bits.read(6);
  return other < 63 ? OTHER[other] : String.fromCharCode(bits.read(16));
}

/** ``text`` packed: ``VERSION`` and the bit stream, in base64url characters. */
export function pack(text) {
  const all = PRESET + text;
  const start = PRESET.length;
  const bits = new Bits();
  // where each three characters were seen (the latest last), to find references fast
  const seen = new Map();
  const note = (i) => {
    const key = all.slice(i, i + MIN_MATCH);
    if (key.length < MIN_MATCH) return;
    if (!seen.has(key)) seen.set(key, []);
    seen.get(key).push(i);
  };
  for (let i = 0; i < start; i++) note(i);
  let i = start;
  while (i < all.length) {
    let best = { length: 0, distance: 0, saves: 0 };
    for (const from of (seen.get(all.slice(i, i + MIN_MATCH)) || []).slice(-CANDIDATES)) {
      let length = 0;
      while (length < MAX_MATCH && i + length < all.length && all[from + length] === all[i + length]) length++;
      if (length < MIN_MATCH) continue;
      let plain = 0;
      for (let k = 0; k < length; k++) plain += literalBits(all[i + k]);
      const saves = plain - (1 + gammaBits(length - MIN_MATCH + 1) + gammaBits(i - from));
      if (saves > best.saves) best = { length, distance: i - from, saves };
    }
    if (best.length) {
      bits.write(1, 1);
      bits.gamma(best.length - MIN_MATCH + 1);
      bits.gamma(best.distance);
      for (let k = 0; k < best.length; k++) note(i + k);
      i += best.length;
    } else {
      writeLiteral(bits, all[i]);
      note(i);
      i += 1;
    }
  }
  return VERSION + bits.done();
}

/** A packed text that would unpack to more than it may. */
export class TooLong extends RangeError {}

/** The text ``packed`` holds (``pack``'s output), at most ``most`` characters long;
 *  throws a ``RangeError`` when it holds none (damaged, cut short, another version) or
 *  would unpack to more than ``most`` (``TooLong``). */
export function unpack(packed, most) {
  if (packed[0] !== VERSION) throw new RangeError("not a packed text");
  const bits = new Bits(packed.slice(1));
  const out = [...PRESET];
  const start = out.length;
  while (bits.left > 0) {
    // the last character's spare bits: 0s, fewer than a literal takes (a reference
    // starts with a 1)
    if (bits.left < 6 && bits.zerosToEnd()) break;
    if (bits.read(1) === 0) out.push(readLiteral(bits));
    else {
      const length = bits.readGamma() + MIN_MATCH - 1;
      const distance = bits.readGamma();
      if (distance > out.length) throw new RangeError("a reference before the text");
      if (out.length - start + length > most) throw new TooLong();
      const from = out.length - distance;
      for (let k = 0; k < length; k++) out.push(out[from + k]);
    }
    if (out.length - start > most) throw new TooLong();
  }
  return out.slice(start).join("");
}
