"""Name matching shared by the check families: near misses, one name spelled two ways, every name set."""
from __future__ import annotations

from ..core.errors import Loc
from ..model import Game
from ..core.suggest import did_you_mean, fold   # noqa: F401 - the families import both from here
from .vocabulary import word_set


def _distance(a: str, b: str) -> int:
    """Levenshtein distance, small strings only."""
    prev = list(range(len(b) + 1))
    for i, ca in enumerate(a, 1):
        cur = [i]
        for j, cb in enumerate(b, 1):
            cur.append(min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (ca != cb)))
        prev = cur
    return prev[-1]


def spelled_alike(a: str, b: str) -> bool:
    """Two different names that are most likely one thing spelled two ways."""
    return folded_alike(fold(a), fold(b))


def folded_alike(fa: str, fb: str) -> bool:
    """spelled_alike for two names already folded (a caller comparing every pair folds each name once)."""
    if fa == fb:
        return True
    if min(len(fa), len(fb)) < 6 or fa[:3] != fb[:3]:
        return False
    short, long_ = sorted((fa, fb), key=len)
    if long_.startswith(short) and long_[len(short):] in _SUFFIXES:
        return False   # 'Village' and 'Villager', 'Guard' and 'Guards': a word and one made from it
    return _distance(fa, fb) <= (2 if min(len(fa), len(fb)) >= 9 else 1)


_SUFFIXES = word_set("name_suffixes")


class NameSets:
    """Every name set a reference may point into, with where each name is defined."""

    def __init__(self, game: Game) -> None:
        self.sets: dict[str, dict[str, Loc]] = {}
        for set_id, names in game.names.items():
            self.sets[set_id] = {n: game.where("names", set_id, i) for i, n in enumerate(names)}
        self.sets["components"] = {}
        for c in game.inventory:
            self.sets["components"].setdefault(c.id, c.loc)
            self.sets["components"].setdefault(c.name, c.loc)
        self.sets["categories"] = {}
        for cat in game.categories:
            self.sets["categories"].setdefault(cat.id, cat.loc)
            self.sets["categories"].setdefault(cat.name, cat.loc)
        for deck in game.decks:
            self.sets[f"deck:{deck.id}"] = {card.name: card.loc for card in deck.cards}

    def any_name(self) -> dict[str, Loc]:
        out: dict[str, Loc] = {}
        for names in self.sets.values():
            for n, loc in names.items():
                out.setdefault(n, loc)
        return out
