"""The command layer: `pnp`'s commands and what only they use.

cli.py parses options and calls one function per command: build.py (`pnp build`), watch.py and serve.py
(`pnp watch`, `--serve`), status.py (`pnp list`), scaffold.py (`pnp new`), report.py, rule_docs.py and
fix.py (`pnp check`'s text, JSON and SARIF, `--fix`), check_cache.py and check_pool.py (a remembered check,
several games checked side by side), progress.py (what a build shows while it works). No stage imports
this package.
"""
