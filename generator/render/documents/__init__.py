"""Rulebook and quick reference: Markdown sources and their placeholders (sources, placeholders, views),
Markdown to HTML (markdown), Jinja environment and filters (templating), card figures (figures), the confined
URL fetcher (fetcher), wide-table refitting (table_fit) and the WeasyPrint renderer (renderer)."""
