"""The only way WeasyPrint may read anything: local files under a few allowed folders.

A rulebook is Markdown a designer wrote, and Markdown may carry raw HTML: an
`<img src="file:///etc/passwd">` or a stylesheet from the network must not
end up in a PDF. WeasyPrint asks this fetcher for every URL (stylesheets,
fonts, images); it serves `file:` URLs whose resolved path (symlinks and
`..` followed) lies under the game's folder, the template folders or fonts/,
and `data:` URLs; anything else stops the render with FatalURLFetchingError.
"""
from __future__ import annotations

import mimetypes
from pathlib import Path
from typing import Iterable, Optional
from urllib.parse import unquote, urlsplit

from weasyprint.urls import FatalURLFetchingError, URLFetcher, URLFetcherResponse

_TYPES = {".ttf": "font/ttf", ".otf": "font/otf", ".woff": "font/woff", ".woff2": "font/woff2",
          ".svg": "image/svg+xml", ".css": "text/css", ".png": "image/png", ".jpg": "image/jpeg",
          ".jpeg": "image/jpeg", ".gif": "image/gif", ".webp": "image/webp"}


class RefusedURLError(FatalURLFetchingError):
    """WeasyPrint asked for a URL the document may not use; `reason` says why, for the user."""

    def __init__(self, url: str, reason: str) -> None:
        super().__init__(f"refused to load {url}: {reason}")
        self.url = url
        self.reason = reason


class LocalFileFetcher(URLFetcher):
    """Serves files under the allowed roots; refuses the network and every other path."""

    def __init__(self, roots: Iterable[Path]) -> None:
        super().__init__(allowed_protocols=("file", "data"), allow_redirects=False, fail_on_errors=True)
        self.roots = tuple(Path(r).resolve() for r in roots)
        self.served: list[str] = []

    def allowed(self, path: Path) -> Optional[Path]:
        """The resolved path when it lies under an allowed root, else None."""
        try:
            real = path.resolve(strict=True)
        except (OSError, RuntimeError):
            return None
        return real if any(real == root or root in real.parents for root in self.roots) else None

    def fetch(self, url: str, headers: Optional[dict] = None) -> URLFetcherResponse:
        parts = urlsplit(url)
        scheme = parts.scheme.lower()
        if scheme == "data":
            return super().fetch(url, headers)
        if scheme != "file":
            raise RefusedURLError(url, f"documents may not load '{scheme or 'relative'}' URLs; "
                                       "only files inside the game's folder, templates/ and fonts/")
        if parts.netloc not in ("", "localhost"):
            raise RefusedURLError(url, f"'{parts.netloc}' is another machine")
        path = Path(unquote(parts.path))
        real = self.allowed(path)
        if real is None:
            why = "no such file" if not path.exists() else "it is outside the game's folder, templates/ and fonts/"
            raise RefusedURLError(url, why)
        if not real.is_file():
            raise RefusedURLError(url, "it is not a file")
        self.served.append(real.as_posix())
        kind = _TYPES.get(real.suffix.lower()) or mimetypes.guess_type(real.name)[0] or "application/octet-stream"
        return URLFetcherResponse(real.as_uri(), real.read_bytes(), {"Content-Type": kind})
