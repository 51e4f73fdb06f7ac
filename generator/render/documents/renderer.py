"""Rulebook and quick-reference renderers: Markdown + placeholders -> HTML -> WeasyPrint -> PDF.

`rulebook` and `quickref` render content/<game>/rulebook.md and quickref.md
through templates/docs/<name>.html.j2 (cover, contents, running heads, page
numbers and bookmarks come from the template's CSS) and write
output/<game>/<name>.pdf with kind `rulebook` / `quickref` and its page count.
A game without the .md file simply has no such PDF.

A table wider than its column is laid out again, tighter, until it fits
(table_fit.py); a document whose tables fit is laid out once.

WeasyPrint reads files only through LocalFileFetcher (fetcher.py). Output is
byte-identical for the same input: SOURCE_DATE_EPOCH is honoured, and when it
is not set a fixed epoch (2000-01-01) is used, so no clock time gets in.
"""
from __future__ import annotations

import contextlib
import hashlib
import logging
import os
import re
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import Iterator, Optional

import jinja2
from markupsafe import Markup

from ...core.scripts import HAN_KANA, HANGUL
from ...load.languages import Wording
from ...load.glyphs import BUNDLED_FONTS, Coverage, FontSet, bundled_fonts_dir, char_name, usable_fallbacks
from ...load import LoadedGame, shown_path
from ...load.fonts import DOCUMENT_FAMILIES, GameFonts, game_fonts
from ...model.edition import document_file
from ...model import Game
from .page_geometry import DEFAULT_LAYOUT, PAPER_MM
from ...load.templating import FONTS_DIR, make_environment, player_range, template_dirs
from ..job import BuildOptions, RenderJob, renderer
from .anchors import unique_anchors
from .figures import card_figure_maker
from ..shared.icon_images import IconSource
from .markdown import DocumentError, RenderedBody, Section, render_body

FIXED_EPOCH = "946684800"  # 2000-01-01T00:00:00Z, used when SOURCE_DATE_EPOCH is not set
PAPER = {"a4": "A4", "letter": "letter"}
QUICKREF_MAX_PAGES = 2
_STAMP_TOKEN = "pnp-stamp-digest"   # replaced by the hash of the HTML that holds it
# the contents page, measured off a Commerce rulebook (rulebook.css.j2): a chapter's line takes 6.7 mm, a
# section's 5.2 mm, and the first line sits 63 mm of page margins and title above the foot
CONTENTS_LINE_MM = {2: 6.7, 3: 5.2}
CONTENTS_FRAME_MM = 63.0
# a document's PDF keywords in pnp's frame words: the source's files say the kind as they always did
KEYWORDS = {"rulebook": "rulebook", "quickref": "quick reference"}


RTL_LANGUAGES = frozenset({"ar", "he", "fa", "ur", "ps", "yi", "dv", "sd", "ug", "ckb", "syr"})


_TEXT_RUN = re.compile(r">([^<]+)<")
_BETWEEN_SYLLABLES = re.compile(f"(?<=[0-9{HANGUL}])(?=[{HANGUL}])")   # and a number and its counter


def keep_korean_words(html: str) -> str:
    """Korean text with a word joiner (U+2060, which prints nothing) between the Hangul syllables of a word, in
    the text between tags only: WeasyPrint breaks a line between any two syllables and has no `word-break:
    keep-all`, so '아름답고' printed as '아 / 름답고' (hanok-maeul, written outside the project); Korean breaks
    at the spaces between its words."""
    return _TEXT_RUN.sub(lambda m: ">" + _BETWEEN_SYLLABLES.sub("\u2060", m.group(1)) + "<", html)


_CJK_LINE_BREAK = re.compile(f"(?<=[{HAN_KANA}])[ \t]*\n[ \t]*(?=[{HAN_KANA}])")


def join_unspaced_lines(html: str) -> str:
    """Japanese or Chinese text with the line breaks of its source taken out between two of their letters: a
    paragraph written over several lines of rulebook.md printed a space at each (Markdown reads a line break as
    a space, which those scripts do not write), in the text between tags only."""
    return _TEXT_RUN.sub(lambda m: ">" + _CJK_LINE_BREAK.sub("", m.group(1)) + "<", html)


def text_direction(language: str) -> str:
    """'rtl' for a language written right to left (Arabic, Hebrew, Persian, Urdu...), so a document's lines, lists,
    tables and headings start at the right edge (suq-attarin, written outside the project, had to set
    direction: rtl in a style of its own), else 'ltr'."""
    return "rtl" if language.split("-")[0].lower() in RTL_LANGUAGES else "ltr"


@dataclass(frozen=True)
class DocumentPage:
    """The typed context of templates/docs/rulebook.html.j2 and quickref.html.j2."""

    kind: str
    title: str
    version: str
    players: str
    summary: str
    variants: tuple[str, ...]              # the cover's lines of variants (_cover_variants)
    box: str                               # the box's ages and playing time: 'Ages 8+ · 30–45 minutes' (or '')
    paper: str
    orientation: str
    page_mm: tuple[float, float]
    columns: int
    body: Markup
    sections: tuple[Section, ...]
    icons: Markup
    stamp: str
    fonts: str
    fallback_fonts: tuple[str, ...] = ()
    fallback_stack: Markup = Markup("")
    own_fonts: tuple[tuple[str, str, int, str], ...] = ()   # (family, file URI, weight, style) of fonts/ faces
    text_font: Markup = Markup('"Vollkorn"')                 # the CSS stack of headings and prose
    label_font: Markup = Markup('"Lato"')                    # of tables, captions and page headers
    contents_columns: int = 1
    language: str = "en"   # the html lang: WeasyPrint hyphenates in the edition's language

    @property
    def direction(self) -> str:
        """The html dir (text_direction of the language)."""
        return text_direction(self.language)
    footer_label: Markup = Markup("quick reference")   # the quick reference's footer, a CSS string's text
    page_abbreviation: Markup = Markup("p.")   # a cross-reference's "p." (German "S."), a CSS string's text
    keywords: str = ""     # the PDF's /Keywords: the kind ('rulebook'), in an edition its word in that language


def contents_columns(sections: tuple[Section, ...], page_height_mm: float) -> int:
    """1, or 2 when the contents would not fit one page in one column: a long contents set in two columns
    stays on its page instead of leaving three lines alone on the next."""
    need = sum(CONTENTS_LINE_MM.get(s.level, CONTENTS_LINE_MM[3]) for s in sections)
    return 1 if need <= page_height_mm - CONTENTS_FRAME_MM else 2


@dataclass(frozen=True)
class DocumentHTML:
    """A document's final HTML and what WeasyPrint needs to render it safely.

    `source` hashes everything the PDF is made from: this HTML and the files it
    reaches by URL (the game's images and icons, pnp's fonts and templates). The
    stamp on the cover prints its first ten digits, and a build whose HTML and
    files did not change keeps the previous PDF instead of laying it out again.
    """

    html: str
    base_url: str
    roots: tuple[Path, ...]
    source: str = ""
    assets: str = ""


def _players(players: object, wording: Wording) -> str:
    text = player_range(players, either=wording.either)
    return wording.players(text, one=text == "1")


def document_html(loaded: LoadedGame, name: str, options: BuildOptions, assets: str = "",
                  outputs: tuple = ()) -> DocumentHTML:
    """The final HTML of one document, exactly as WeasyPrint gets it.

    `assets` is the hash of the files it reaches by URL (inputs.py); `outputs` are the manifest
    entries of the other files this build makes: the rulebook's print list reads their pages
    (rendered alone, it lists the files the data plans)."""
    game, folder = loaded.game, loaded.folder.resolve()
    env = make_environment(folder, sources=loaded.sources)
    wording = Wording(game)
    env.filters["t"] = wording.frame   # pnp's own words: the edition's (its table's, else its language's)
    icons = IconSource(loaded)
    body: RenderedBody = render_body(loaded, name, html_env=env, card_figure=card_figure_maker(loaded, env),
                                     icon_source=icons, outputs=outputs, paper=options.paper)
    sections = body.sections
    appendix = Markup("")
    if name == "rulebook" and (icons.own or icons.own_aliases) and "icons" not in body.used:   # the rulebook
        # always explains its icons, its own files and its own aliases of pnp's (trick-bids named four suits so)
        appendix = body.context.icons()
        if appendix:   # not when every icon of the game's own is a card's picture (glossary: false)
            sections = (*sections, Section(2, "icon-glossary", Markup(env.filters["t"]("Icons"))))
    default_orientation, default_columns = DEFAULT_LAYOUT[name]
    fallbacks = usable_fallbacks(folder, game.style.fallback_fonts, loaded.sources)
    own = game_fonts(folder, game.style.fallback_fonts, loaded.sources)
    orientation = body.layout.orientation or default_orientation
    width, height = PAPER_MM[options.paper]
    page = DocumentPage(
        kind=name, title=game.title, version=game.version, players=_players(game.players, wording),
        summary=game.summary, variants=_cover_variants(game, wording), box=_box_line(game, wording),
        paper=PAPER[options.paper], orientation=orientation, columns=body.layout.columns or default_columns,
        page_mm=(width, height) if orientation == "portrait" else (height, width),
        body=body.html, sections=sections, icons=appendix,
        stamp=f"{game.title} {game.version} \u00b7 " + wording.frame("content {digest}", digest=_STAMP_TOKEN),
        fonts=FONTS_DIR.resolve().as_uri(), fallback_fonts=tuple(p.as_uri() for p in fallbacks),
        fallback_stack=Markup("".join(f', "pnp-fallback-{i}"' for i in range(1, len(fallbacks) + 1))),
        contents_columns=contents_columns(sections, height if orientation == "portrait" else width),
        own_fonts=tuple((f.family, f.path.resolve().as_uri(), 700 if f.bold else 400, "italic" if f.italic else "normal")
                        for f in own.faces),
        text_font=_font_stack(game.style.document_text_font, "Vollkorn", own, folder / "game.yaml"),
        label_font=_font_stack(game.style.document_label_font, "Lato", own, folder / "game.yaml"),
        language=game.edition or game.source_language,
        footer_label=_css_string_text(wording.frame("quick reference")),
        page_abbreviation=_css_string_text(wording.frame("p.")),
        keywords=wording.frame(KEYWORDS[name]) if wording.spells else name)
    try:
        html = env.get_template(f"docs/{name}.html.j2").render(doc=page)
    except jinja2.TemplateError as exc:
        raise DocumentError(f"templates/docs/{name}.html.j2: {exc}",
                            "a game's own templates/docs/ may override the template; check it") from None
    html = unique_anchors(html)   # a block's own anchor gives way to a heading of that id (anchors.py)
    if page.language.split("-")[0].lower() == "ko":
        html = keep_korean_words(html)
    elif page.language.split("-")[0].lower() in ("ja", "zh"):
        html = join_unspaced_lines(html)
    _refuse_system_fonts(html, loaded, name, [*fallbacks, *(f.path for f in own.faces)])
    roots = (folder, *template_dirs(folder), FONTS_DIR)
    source = hashlib.sha256(html.encode() + b"\0" + assets.encode()).hexdigest()
    html = html.replace(_STAMP_TOKEN, source[:10])
    return DocumentHTML(html, folder.as_uri() + "/", tuple(Path(r).resolve() for r in roots), source, assets)


def _css_string_text(text: str) -> Markup:
    """Text to print inside a CSS string ("..."): quotes, backslashes and markup characters escaped as CSS
    writes them, so a translation cannot end the string or the style element."""
    return Markup("".join(f"\\{ord(ch):x} " if ch in '"\\<>&\n' else ch for ch in text))


def _font_stack(family: str, bundled: str, own: GameFonts, game_file: Path) -> Markup:
    """The CSS font-family list for a style's document font: the family, then pnp's own family in that role
    (what a designer's font lacks is drawn by a bundled font, never by one of this machine's). A family
    neither pnp's documents nor the game has stops the render (the check reports it first, GLY005)."""
    if family not in DOCUMENT_FAMILIES and family not in own.families:
        raise DocumentError(f"{shown_path(game_file)}: style font '{family}' is neither "
                            f"{' nor '.join(DOCUMENT_FAMILIES)} nor a family of the game's fonts/",
                            "run pnp check for its line (GLY005)")
    # then pnp's other family: a character one lacks ('⇒' is Vollkorn's, not Lato's) is drawn by the other, never
    # by a font of this machine (arrow-converter's tables printed it in the machine's DejaVu)
    names = list(dict.fromkeys([family, bundled, *DOCUMENT_FAMILIES]))
    return Markup(", ".join(f'"{n}"' for n in names))


def _refuse_system_fonts(html: str, loaded: LoadedGame, name: str, fallbacks: list[Path]) -> None:
    """A character none of the game's fonts has would be drawn by a font of this machine: stop instead."""
    import html as html_lib

    text = html_lib.unescape(re.sub(r"<style\b.*?</style>|<[^>]*>", " ", html, flags=re.S))
    kept = loaded.sources.get
    fonts = FontSet(tuple(Coverage.read(p, getattr(kept(p), "data", None))
                          for p in (*(bundled_fonts_dir() / f for f in BUNDLED_FONTS), *fallbacks)))
    for _, ch in fonts.missing(text):
        source = loaded.folder / document_file(name, loaded.game.edition)
        raise DocumentError(f"{shown_path(source)}: '{ch}' ({char_name(ch)}) is in none of the game's fonts; "
                            "WeasyPrint would draw it with whatever font this machine has",
                            "run pnp check for its line (GLY001); replace it, or add a TrueType font that has it "
                            "to style.fallback_fonts in game.yaml")


@contextlib.contextmanager
def _pdf_session() -> Iterator[None]:
    """SOURCE_DATE_EPOCH (the caller's, else a fixed one), and fonts subset the same way on every machine."""
    from .subset import harfbuzz_subsetting

    set_epoch = "SOURCE_DATE_EPOCH" not in os.environ
    if set_epoch:
        os.environ["SOURCE_DATE_EPOCH"] = FIXED_EPOCH
    try:
        with harfbuzz_subsetting():
            yield
    finally:
        if set_epoch:
            os.environ.pop("SOURCE_DATE_EPOCH", None)


@dataclass(frozen=True)
class RenderedPDF:
    """A document's PDF, its page count and the fit step each wide table needed (by table key)."""

    data: bytes
    pages: int
    fits: dict[str, int]


def html_to_pdf(doc: DocumentHTML, shown: str) -> tuple[bytes, int]:
    """Render final HTML with WeasyPrint through the safe fetcher: (PDF bytes, page count)."""
    pdf = render_pdf(doc, shown)
    return pdf.data, pdf.pages


def _box_line(game: Game, wording: Wording) -> str:
    """What the box says of ages and playing time, as the cover prints it: 'Ages 8+ · 30–45 minutes' (box-blurb
    typed its box line by hand, there being no key for it)."""
    parts = [wording.frame("Ages {age}+", age=game.age)] if game.age is not None else []
    if game.minutes is not None:
        parts.append(wording.frame("{minutes} minutes", minutes=player_range(game.minutes)))
    return " \u00b7 ".join(parts)


def _cover_variants(game: "Game", wording: Wording) -> tuple[str, ...]:
    """The cover's lines of variants: each with a player range of its own as 'Duel: 2 players', and those for the
    game's own range named together once, 'Variants: Short War, Open Court' (asym-decks' cover said '2 players'
    under its 2-player title for each of its variants)."""
    own = [v.name for v in game.variants if v.players == game.players]
    lines = [f"{v.name}: {_players(v.players, wording)}" for v in game.variants if v.name not in own]
    if own:
        lines.append(wording.frame("Variants: {names}", names=", ".join(own)))
    return tuple(lines)


_SPACE_BEFORE_EMPHASIS = re.compile(r"(?<=[^\s>]) <(strong|em|b|i)>")


def space_into_emphasis(html: str) -> str:
    """The space before a bold or italic run moved inside it ("In<strong> Kitchen Rush</strong>"): WeasyPrint,
    breaking a line right before an inline box that opens after a space, set the paragraph's first word alone on
    its line ("The" over "dinner rush has started, ...": kitchen-rush, written outside the project). The space
    prints the same; only where the line may break changes."""
    return _SPACE_BEFORE_EMPHASIS.sub(r"<\1> ", html)


def render_pdf(doc: DocumentHTML, shown: str, remembered: Optional[dict[str, int]] = None) -> RenderedPDF:
    """Render final HTML with WeasyPrint through the safe fetcher.

    A table wider than its column is set again one step tighter (table_fit.py) until it fits;
    `remembered` (a previous build's fits) starts each unchanged table at the step it needed.
    """
    from .system_libraries import import_weasyprint

    weasyprint = import_weasyprint()
    from .fetcher import LocalFileFetcher, RefusedURLError
    from .column_fill import AIR_DECLARED, air_for, airier_is_better, column_fill, with_air
    from .figure_flow import MAX_MOVES, figures_to_move, move_figures, page_gaps, worse_pages
    from .table_fit import (FIT_STEPS, numeric_table, overflowing_tables, remembered_steps, step_of, steps_taken,
                            table_count, table_keys, tighten, turned_tables)

    fetcher = LocalFileFetcher(doc.roots)
    problems = _Problems()
    weasy_log = logging.getLogger("weasyprint")
    weasy_log.addHandler(problems)
    html = space_into_emphasis(doc.html)
    keys: list[str] = []
    pages_before_turn = 0   # the pages of the layout before some table was turned round: a turn may not add one
    try:
        with _pdf_session():
            while True:
                source = weasyprint.HTML(string=html, base_url=doc.base_url, url_fetcher=fetcher)
                if not keys:
                    keys = table_keys(source.etree_element, doc.assets)
                    if remembered and keys and table_count(html) == len(keys):
                        html = remembered_steps(html, keys, remembered)
                        source = weasyprint.HTML(string=html, base_url=doc.base_url, url_fetcher=fetcher)
                rendered = source.render()
                worded = [k for k in turned_tables(html) if not numeric_table(html, k)] if pages_before_turn else []
                if worded and len(rendered.pages) > pages_before_turn:
                    # a table of words turned round made the document longer (journeys-of-paul's seats on Letter:
                    # its quick reference ran to three pages): it is set as written with its words broken anywhere.
                    # A table of numbers stays turned: broken anywhere, '10' prints as '1' over '0' (darts-501's
                    # checkout table of 22 scores), worse than a page more
                    html, pages_before_turn = tighten(html, worded, doc.html), 0
                    continue
                pages_before_turn = 0
                wide = overflowing_tables(rendered, source.etree_element)
                if not wide:
                    break
                stuck = [o for o in wide if step_of(html, o.index) == len(FIT_STEPS)]
                # a `<table` that is not a table (in a comment, say) would send the classes astray
                unmatched = table_count(html) != sum(1 for _ in source.etree_element.iter("table"))
                if stuck or unmatched:
                    worst = (stuck or wide)[0]
                    how = "even set in the smallest type" if stuck else "and cannot be set tighter"
                    raise DocumentError(f"{shown}: the table '{worst.caption}' is {worst.over_mm:.1f} mm wider "
                                        f"than its column, {how}",
                                        "give it fewer columns or shorter labels, or the page more room with "
                                        "{{ sheet(...) }} (fewer columns, landscape)")
                if any(FIT_STEPS[step_of(html, o.index)] == "fit-turn" for o in wide):
                    pages_before_turn = len(rendered.pages)
                html = tighten(html, [o.index for o in wide], doc.html)
            # a two-page quick reference whose page 2 is left half empty is set again with more air (column_fill.py)
            if AIR_DECLARED in html:
                fill = column_fill(rendered)
                for air in air_for(fill) if fill is not None else ():
                    airy = with_air(html, air)
                    trial = weasyprint.HTML(string=airy, base_url=doc.base_url, url_fetcher=fetcher)
                    laid = trial.render()
                    if fill is not None and airier_is_better(fill, column_fill(laid)) \
                            and not overflowing_tables(laid, trial.etree_element):
                        html, source, rendered = airy, trial, laid
                        break
            # a figure that moved overleaf and left its page more than a quarter empty lets the text after it
            # go first (figure_flow.py); a document without such a page is not laid out again
            gaps = page_gaps(rendered, source.etree_element)
            for _ in range(MAX_MOVES):
                late = figures_to_move(rendered, gaps, source.etree_element)
                moved = move_figures(html, late, source.etree_element) if late else html
                if moved == html:
                    break
                trial = weasyprint.HTML(string=moved, base_url=doc.base_url, url_fetcher=fetcher)
                laid = trial.render()
                trial_gaps = page_gaps(laid, trial.etree_element)
                if overflowing_tables(laid, trial.etree_element) or worse_pages(trial_gaps) >= worse_pages(gaps):
                    break
                html, source, rendered, gaps = moved, trial, laid, trial_gaps
            data = rendered.write_pdf()
    except RefusedURLError as exc:
        raise DocumentError(f"{shown}: {exc}",
                            "put images in the game's folder and refer to them by a relative path, "
                            "e.g. ![Board](art/board.png); network and outside files are never loaded") from None
    finally:
        weasy_log.removeHandler(problems)
    if problems.messages:
        raise DocumentError(f"{shown}: " + "; ".join(dict.fromkeys(problems.messages)),
                            "a link to a missing section id, an image that cannot be read, or an id used twice: "
                            "fix it in the document (or in a template the game overrides)")
    for message in dict.fromkeys(problems.warnings):   # shown, never hidden: WeasyPrint says what it could not do
        print(f"{shown}: warning: {message}", file=sys.stderr)
    return RenderedPDF(data, len(rendered.pages), steps_taken(html, keys) if len(keys) == table_count(html) else {})


class _Problems(logging.Handler):
    """Collects what WeasyPrint reports: errors stop the document (it would otherwise print a PDF with a hole
    in it), warnings are shown after it."""

    def __init__(self) -> None:
        super().__init__(logging.WARNING)
        self.messages: list[str] = []
        self.warnings: list[str] = []

    def emit(self, record: logging.LogRecord) -> None:
        message = record.getMessage()
        if record.levelno >= logging.ERROR or "defined twice" in message:
            self.messages.append(message)
        else:
            self.warnings.append(message)


def render_document(job: RenderJob, name: str) -> None:
    loaded = job.loaded
    path = loaded.folder / document_file(name, loaded.game.edition)
    if not path.is_file():
        return
    from ...load import shown_path

    from ..inputs import BuildInputs, toolchain_digest

    assets = BuildInputs.read(loaded, job.options, toolchain_digest()).assets_key()
    built = sorted((dict(e) for e in (*job.built, *job.writer.entries)), key=lambda e: e["path"])
    doc = document_html(loaded, name, job.options, assets, outputs=tuple(built))
    rel = f"{name}.pdf"
    previous = getattr(job.writer, "previous_entry", lambda rel: None)(rel)
    if previous and previous.get("source") == doc.source and job.writer.keep(rel):
        return   # the same HTML and files: the PDF would come out the same
    remembered = (previous or {}).get("table_fit")
    pdf = render_pdf(doc, shown_path(path), remembered if isinstance(remembered, dict) else None)
    data, pages = pdf.data, pdf.pages
    if name == "quickref" and pages > QUICKREF_MAX_PAGES:
        raise DocumentError(f"{shown_path(path)}: the quick reference fills {pages} pages; "
                            f"it must fit on {QUICKREF_MAX_PAGES}",
                            "shorten it, or ask for more columns with {{ sheet(orientation='landscape', columns=3) }}")
    job.writer.write(rel, data, name, pages=pages, paper=job.options.paper, source=doc.source,
                     **({"table_fit": pdf.fits} if pdf.fits else {}))


@renderer("quickref")
def render_quickref(job: RenderJob) -> None:
    """output/<game>/quickref.pdf from quickref.md: one or two dense pages."""
    render_document(job, "quickref")


# Registered after the quick reference (and, in load_builtin_renderers, after every printed
# output): its "What to print and gather" reads the pages of everything else the build wrote.
@renderer("rulebook")
def render_rulebook(job: RenderJob) -> None:
    """output/<game>/rulebook.pdf from rulebook.md: cover, contents, sections, glossary."""
    render_document(job, "rulebook")
