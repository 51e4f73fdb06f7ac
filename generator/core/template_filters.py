"""The filters a card, board or pad layout's templates may use, by name, so `pnp check` can judge a layout's
filters without importing Jinja2 (a cold check imports none for the shipped games).

They are the build's own: Jinja2's built-in filters, pnp's (load/templating.FILTERS, with the sandbox's bounded
versions of some built-ins) and the painter's `slug` (render/shared/painter.py). tests/core/test_template_filters.py
holds this list to the environment the build makes, so a Jinja2 upgrade or a new filter of pnp's that is not
written here fails a test rather than a designer's check.
"""
from __future__ import annotations

# Jinja2's built-in filters (jinja2.filters.FILTERS): its API, not English
JINJA_FILTERS = frozenset({
    "abs", "attr", "batch", "capitalize", "center", "count", "d", "default", "dictsort", "e", "escape",
    "filesizeformat", "first", "float", "forceescape", "format", "groupby", "indent", "int", "items", "join", "last",
    "length", "list", "lower", "map", "max", "min", "pprint", "random", "reject", "rejectattr", "replace", "reverse",
    "round", "safe", "select", "selectattr", "slice", "sort", "string", "striptags", "sum", "title", "tojson", "trim",
    "truncate", "unique", "upper", "urlencode", "urlize", "wordcount", "wordwrap", "xmlattr",
})
# pnp's own (load/templating.FILTERS) and the painter's slug
PNP_FILTERS = frozenset({"cell", "cents", "counted", "halves", "join_names", "joined", "ordinal", "range",
                         "thousands", "word", "slug"})
LAYOUT_FILTERS = JINJA_FILTERS | PNP_FILTERS
