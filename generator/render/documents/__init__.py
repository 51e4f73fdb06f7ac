"""Rulebook and quick reference: Markdown sources' placeholders (placeholders, views; what a source names is load/documents.py),
Markdown to HTML (markdown; the Jinja environment and filters are load/templating.py's), card figures (figures), the confined
URL fetcher (fetcher), wide-table refitting (table_fit) and the WeasyPrint renderer (renderer)."""
