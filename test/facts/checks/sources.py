"""Fact family `sources`: claims no package can check (Dagster+ plans, limits, UI steps) that name their source.

A page states such a claim with a `{/* source: URL */}` comment beside it (on the line before or after, or at
the end of the line): the URL of the public page or thread where it was read, so the next review can check it
there. Each comment counts as one sourced claim, the prose line it annotates; a comment beside a bold UI label
is left to the `ui` family, which counts that label as sourced. A comment whose URL is not an http(s) address
is wrong: it cannot be followed.
"""

from __future__ import annotations

import re
import sys
from pathlib import Path
from typing import Optional

sys.path.insert(0, str(Path(__file__).resolve().parent))
import _cli_common as common  # noqa: E402
import ui  # noqa: E402  (its label finder, so a label's source is counted once)

FAMILY = "sources"
SOURCE = re.compile(r"\{/\*\s*source:\s*(.+?)\s*\*/\}")


def annotated(lines: list[str], idx: int) -> Optional[tuple[int, str]]:
    """(index, text) of the prose line a comment on line `idx` annotates: its own line when it ends a sentence
    there, else the nearest non-empty line before it, else the one after."""
    own = SOURCE.sub("", lines[idx]).strip()
    if own:
        return idx, own
    for j in [*range(idx - 1, max(-1, idx - 4), -1), *range(idx + 1, min(len(lines), idx + 4))]:
        if lines[j].strip() and not SOURCE.search(lines[j]):
            return j, lines[j].strip()
    return None


def main() -> int:
    root = common.parse_root()
    for path in common.doc_files(root):
        src = common.read_source(root, path)
        for idx, line in common.prose_lines(src.lines):
            for m in SOURCE.finditer(line):
                target = annotated(src.lines, idx)
                if target is None:
                    continue
                j, text = target
                if ui.labels(src.lines[j]):
                    continue  # the ui family counts this source with the label
                claim = f"sourced claim: {text[:100]}"
                url = m.group(1)
                if re.fullmatch(r"https?://\S+", url):
                    common.emit(FAMILY, "sourced", src.rel, j + 1, 1, claim, url)
                else:
                    common.emit(FAMILY, "wrong", src.rel, idx + 1, m.start(1) + 1,
                                "a source comment names where its claim was read",
                                f"`{url}` is not an http(s) address a reviewer can open")
    return 0


if __name__ == "__main__":
    sys.exit(main())
