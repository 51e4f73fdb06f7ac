"""generator/core/template_filters.py: the filter names `pnp check` allows in a layout are exactly those the build's
layout environment has (Jinja2's, pnp's and the painter's slug), read here from the environment itself."""
from __future__ import annotations

from generator.core.template_filters import LAYOUT_FILTERS
from generator.load.templating import make_environment


def test_the_check_knows_every_filter_the_build_has_and_no_other() -> None:
    built = set(make_environment(None).filters) | {"slug"}   # render/shared/painter.py adds slug
    assert set(LAYOUT_FILTERS) == built
