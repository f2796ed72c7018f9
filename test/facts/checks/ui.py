"""Fact family `ui`: the names of the Dagster UI that pages tell the reader to click, open or look for.

A bold span in prose is a UI label when it is what the sentence acts on (after click, open, select, choose,
press, go to, toggle, expand...), when a UI noun follows it (tab, button, page, menu, drop-down, column...),
or when it is a menu path (`**Deployment → Code locations**`, each part a label). Each label must occur in
the compiled UI that dagster-webserver 1.11.14 ships (`dagster_webserver/webapp/build`: the JavaScript
bundle and its source maps, which hold the UI's text).

Not checkable, with the reason: labels of the Dagster+ UI (pages under `deployment/dagster-plus/`, pages
tagged `dagster-plus-feature`, or a line that names Dagster+), which the open source bundle does not hold;
a label with a source comment beside it (`{/* source: URL */}`, within three lines) is counted as sourced,
with that URL, instead;
and labels of other products' UIs (GitHub, Azure, Okta, VS Code...). Bold words that name assets, groups or
values (lower-case, with `_` or code) are not UI labels.
"""

from __future__ import annotations

import functools
import re
import sys
from pathlib import Path
from typing import Optional

sys.path.insert(0, str(Path(__file__).resolve().parent))
import _cli_common as common  # noqa: E402

FAMILY = "ui"
BOLD = re.compile(r"\*\*([^*]+?)\*\*")
VERB = re.compile(r"(?:click|open|select|choose|press|go to|navigate to|toggle|expand|switch to|use|hit|"
                  r"under|from|in)\s+(?:the\s+|its\s+|a\s+)?$", re.I)
NOUN = re.compile(r"^\s*(?:tab|button|page|menu|drop-?down|toggle|link|column|panel|dialog|section|view|option|"
                  r"icon|field|filter|sidebar|card|switch|checkbox|modal)s?\b")
PATH_SEP = re.compile(r"\s*(?:→|->|>)\s*")
SOURCE_COMMENT = re.compile(r"\{/\*\s*source:\s*(\S+)")
OTHER_PRODUCTS = ("GitHub", "GitLab", "Azure", "Entra", "Okta", "Google", "AWS", "CloudFormation", "OneLogin",
                  "PingOne", "VS Code", "Visual Studio", "Slack", "Microsoft Teams", "PagerDuty", "Snowflake",
                  "Databricks", "BigQuery", "dbt Cloud", "Fivetran", "Airbyte", "Tableau", "Power BI", "Looker",
                  "Sigma", "Omni", "Jupyter", "Datadog", "Airflow", "Kubernetes dashboard", "Terraform", "IAM",
                  "RDS", "S3 console", "Atlan", "Census", "Hightouch", "Sling", "Postgres", "Prometheus")
DAGSTER_PLUS = re.compile(r"Dagster\+|Dagster Plus|dagster-plus")


@functools.lru_cache(maxsize=None)
def bundle_text() -> tuple[str, str]:
    """The text of the webserver's compiled UI (exact and lower-cased); read once per process, not once per tree
    (the planted-fact suites check several trees in one process, and the bundle is tens of MB)."""
    for base in common.site_packages():
        build = base / "dagster_webserver" / "webapp" / "build"
        if build.is_dir():
            parts = [p.read_text(encoding="utf8", errors="replace") for p in sorted(build.rglob("*"))
                     if p.suffix in (".js", ".map", ".html") and p.is_file()]
            text = "\n".join(parts)
            return text, text.lower()
    raise SystemExit("ui: dagster_webserver/webapp/build is not installed in the bench")


def is_label(text: str) -> bool:
    if not text or len(text) > 48 or "`" in text or "_" in text:
        return False
    return not text[0].islower()


def labels(line: str) -> list[tuple[int, str]]:
    """(column, label) of the UI labels a prose line names."""
    out = []
    for m in BOLD.finditer(line):
        inner = m.group(1)
        is_path = bool(PATH_SEP.search(inner)) and "→" in inner
        lead_in = inner.rstrip().endswith((".", ":"))  # "- **Schema drift.** Fields are…" is not a label
        if lead_in or not (is_path or VERB.search(line[:m.start()]) or NOUN.match(line[m.end():])):
            continue
        # A path's separators may sit inside one bold span or between several (**A** → **B**).
        offset = m.start(1)
        for part in PATH_SEP.split(inner) if is_path else [inner]:
            label = part.strip().rstrip(".:,").strip()
            if is_label(label):
                out.append((offset + inner.find(part) + 1, label))
    for m in re.finditer(r"\*\*([^*]+)\*\*\s*→\s*\*\*([^*]+)\*\*", line):
        for g in (1, 2):
            label = m.group(g).strip()
            if is_label(label) and not any(label == lab for _, lab in out):
                out.append((m.start(g) + 1, label))
    return out


def source_beside(lines: list[str], idx: int) -> Optional[str]:
    """The URL of a `{/* source: URL */}` comment within three lines of line `idx`."""
    for i in range(max(0, idx - 3), min(len(lines), idx + 4)):
        m = SOURCE_COMMENT.search(lines[i])
        if m:
            return m.group(1).rstrip("*/").strip()
    return None


def why_not_checkable(rel: str, head: str, lines: list[str], idx: int) -> Optional[str]:
    near = " ".join(lines[max(0, idx - 3):idx + 1])
    where = " (no source given beside the claim)"
    for product in OTHER_PRODUCTS:
        if product in near:
            return f"a label of {product}'s UI, not Dagster's"
    if "/dagster-plus/" in rel or "dagster-plus-feature" in head or DAGSTER_PLUS.search(near):
        return "a Dagster+ UI label: the open source webserver bundle does not hold it" + where
    for product in OTHER_PRODUCTS:
        if product in head:
            return f"a page about {product}, whose UI this label may belong to"
    return None


def main() -> int:
    root = common.parse_root()
    exact, lower = bundle_text()
    # Each search reads the whole bundle (tens of MB) when the label is not in it, and the same labels (Materialize,
    # Launchpad…) are named on page after page: each is looked for once.
    found: dict[str, bool] = {}
    for path in common.doc_files(root):
        src = common.read_source(root, path)
        text = "\n".join(src.lines)
        head = text[:text.find("\n---", 4)] if text.startswith("---") else ""
        for idx, line in common.prose_lines(src.lines):
            for col, label in labels(line):
                claim = f"the Dagster UI shows **{label}**"
                if label not in found:
                    found[label] = label in exact or label.lower() in lower
                if found[label]:
                    common.emit(FAMILY, "ok", src.rel, idx + 1, col, claim)
                    continue
                why = why_not_checkable(src.rel, head + "\n" + text, src.lines, idx)
                source = source_beside(src.lines, idx)
                if why and why.startswith("a Dagster+ UI label") and source:
                    common.emit(FAMILY, "sourced", src.rel, idx + 1, col, claim, source)
                elif why:
                    common.emit(FAMILY, "uncheckable", src.rel, idx + 1, col, claim, why)
                else:
                    common.emit(FAMILY, "wrong", src.rel, idx + 1, col, claim,
                                "the dagster-webserver 1.11.14 UI bundle has no such text")
    return 0


if __name__ == "__main__":
    sys.exit(main())
