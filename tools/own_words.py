"""Write docs/words.md: every word and phrase pnp prints itself, in English, as a starter translations file.

    .venv/bin/python tools/own_words.py           # rewrite docs/words.md
    .venv/bin/python tools/own_words.py --check   # exit 1 when docs/words.md is not what this would write

The keys are those of the language files pnp ships (templates/languages/*.yaml, `frame:`) and the player range
('{count} players'): what a game written in a language pnp has no file for words in translations/<its
language>.yaml (docs/content-format.md, Editions). tests/meta holds the page to them.
"""
from __future__ import annotations

import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PAGE = ROOT / "docs" / "words.md"

HEAD = """# pnp's own words

Besides your game's text, pnp prints words of its own: the cover ('Rules of play', '2–5 players'), the contents,
table heads, figure captions, the print list, sheet labels and the quick reference's header. A game written in
German, French, Spanish, Italian or Portuguese gets them in its language from pnp's files. A game written in
another language (`languages: [nl]`) gets them in English unless it words them itself, in
`translations/<its language>.yaml` ([content-format.md](content-format.md#editions)). A game in English may reword
them the same way in `translations/en.yaml` ("guests" for "players"), whether or not game.yaml declares
`languages: [en]`.

This page is that file with every word pnp prints, in English: copy it to `translations/nl.yaml` (your
language's code) and word each line's right side; a line left as it is prints in English. Keep each `{field}`:
pnp fills it in (a count, a page, a name). A key with a space at either end is a piece of a longer phrase;
keep the spaces. A comment after a short word says where pnp prints it ("round" is a token's shape, not a
round of play). `pnp check` refuses a key that is none of these (SCH001) and a translation that drops a
field (SCH002).

```yaml
text:
"""


# what a short key means where pnp prints it: one word that could be read two ways (writers of games in Hungarian,
# Greek, Romanian and Welsh, outside the project, took "round" for a round of play and printed 'a turn 18 mm')
MEANINGS = {
    "round": "a token's shape on its sheet's label ('round 18 mm'), not a round of play",
    "square": "a token's shape ('square 20 mm')",
    "hex": "a token's shape ('hex 25 mm')",
    "bar": "a token's shape ('bar 10 mm'), three times as long as wide",
    "long": "the edge a duplex printer flips on ('backs (long-edge duplex)')",
    "short": "the edge a duplex printer flips on ('backs (short-edge duplex)')",
}


def page() -> str:
    sys.path.insert(0, str(ROOT))
    from generator.load.languages import frame_keys

    lines = [f"  {json.dumps(k, ensure_ascii=False)}: {json.dumps(k, ensure_ascii=False)}"
             + (f"   # {MEANINGS[k]}" if k in MEANINGS else "") for k in sorted(frame_keys())]
    return HEAD + "\n".join(lines) + "\n```\n"


def main() -> int:
    text = page()
    if "--check" in sys.argv[1:]:
        return 0 if PAGE.is_file() and PAGE.read_text(encoding="utf-8") == text else 1
    PAGE.write_text(text, encoding="utf-8")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
