"""Shared helpers of the `cli`, `config` and `env` fact families.

They read the site's sources (MDX pages, API YAML, snippets) and return the pieces a check needs —
fenced blocks, inline code spans, YAML scalars — each with the 1-based line and column where it starts
in the project file, so that a wrong fact is reported where an author can fix it.
"""

from __future__ import annotations

import json
import re
import sys
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Iterator, Optional

FENCE_OPEN = re.compile(r"^(?P<indent>[ \t]*)(?P<fence>`{3,}|~{3,})(?P<info>.*)$")
INLINE_CODE = re.compile(r"(?<!`)(`+)(?!`)(.+?)(?<!`)\1(?!`)")
TITLE_META = re.compile(r"""title=(?:"([^"]*)"|'([^']*)'|(\S+))""")


@dataclass
class Fence:
    lang: str
    meta: str
    title: str
    line: int  # line of the first body line (1-based)
    indent: int
    body: list[str] = field(default_factory=list)

    @property
    def text(self) -> str:
        return "\n".join(self.body)


@dataclass
class Source:
    """A file of the site: its path relative to the root and its lines."""

    rel: str
    lines: list[str]


def emit(family: str, status: str, file: str, line: int, col: int, claim: str, actual: str = "") -> None:
    record = {"family": family, "status": status, "file": file, "line": line, "col": col,
              "claim": claim, "actual": actual}
    sys.stdout.write(json.dumps(record) + "\n")


def parse_root(argv: Optional[list[str]] = None) -> Path:
    import argparse

    parser = argparse.ArgumentParser()
    parser.add_argument("--root", default=".", help="repository root (the folder that holds content/)")
    args = parser.parse_args(argv)
    return Path(args.root).resolve()


def doc_files(root: Path) -> list[Path]:
    docs = root / "content" / "docs"
    return sorted(p for p in docs.rglob("*") if p.suffix in (".md", ".mdx") and p.is_file())


def api_files(root: Path) -> list[Path]:
    return sorted((root / "content" / "api").rglob("*.yaml"))


def snippet_files(root: Path) -> list[Path]:
    snippets = root / "content" / "snippets"
    return sorted(p for p in snippets.rglob("*") if p.is_file()) if snippets.exists() else []


def read_source(root: Path, path: Path) -> Source:
    return Source(str(path.relative_to(root)), path.read_text(encoding="utf8", errors="replace").splitlines())


def fences(lines: list[str], first_line: int = 1) -> Iterator[Fence]:
    """Fenced code blocks of Markdown text; `first_line` is the file line of `lines[0]`."""
    i = 0
    while i < len(lines):
        m = FENCE_OPEN.match(lines[i])
        if not m or (m.group("fence")[0] == "`" and "`" in m.group("info")):
            i += 1
            continue
        marker, indent = m.group("fence"), len(m.group("indent").expandtabs())
        info = m.group("info").strip()
        lang, _, meta = info.partition(" ")
        title_m = TITLE_META.search(meta)
        title = next((g for g in title_m.groups() if g), "") if title_m else ""
        fence = Fence(lang.lower(), meta, title, first_line + i + 1, indent)
        i += 1
        while i < len(lines):
            stripped = lines[i].strip()
            if stripped.startswith(marker[0] * len(marker)) and set(stripped) <= {marker[0]}:
                break
            body = lines[i]
            fence.body.append(body[indent:] if body[:indent].strip() == "" else body.lstrip())
            i += 1
        i += 1
        yield fence


def prose_lines(lines: list[str]) -> Iterator[tuple[int, str]]:
    """(index, line) of the lines outside fenced blocks."""
    inside: Optional[str] = None
    for idx, line in enumerate(lines):
        m = FENCE_OPEN.match(line)
        if inside is None and m and not (m.group("fence")[0] == "`" and "`" in m.group("info")):
            inside = m.group("fence")
            continue
        if inside is not None:
            stripped = line.strip()
            if stripped.startswith(inside[0] * len(inside)) and set(stripped) <= {inside[0]}:
                inside = None
            continue
        yield idx, line


def inline_code(lines: list[str], first_line: int = 1) -> Iterator[tuple[int, int, str]]:
    """(line, col, code) of every inline code span outside fences (1-based line and column)."""
    for idx, line in prose_lines(lines):
        for m in INLINE_CODE.finditer(line):
            yield first_line + idx, m.start(2) + 1, m.group(2).strip()


# ---------------------------------------------------------------- YAML with positions


@dataclass
class YamlText:
    """A string value in an API YAML file, with the file text span it came from."""

    path: tuple[str, ...]
    value: str
    line: int  # 1-based line of the value's first character (block scalars: the first content line)
    col: int
    style: Optional[str]
    start: int  # character offsets of the node in the file
    end: int


def yaml_loader() -> Any:
    """LibYAML's safe loader when PyYAML was built with it (its wheels are), else the pure Python one. On every
    YAML file and fence of the site both give the same values, and scalars the same positions (a plain scalar's
    style is '' instead of None), in a fifth of the time: parsing the API YAML was half of some families' time."""
    import yaml

    return getattr(yaml, "CSafeLoader", yaml.SafeLoader)


def yaml_texts(text: str) -> Iterator[YamlText]:
    import yaml

    node = yaml.compose(text, Loader=yaml_loader())
    if node is None:
        return

    def walk(n, path: tuple[str, ...]):
        if isinstance(n, yaml.MappingNode):
            for k, v in n.value:
                yield from walk(v, path + (str(k.value),))
        elif isinstance(n, yaml.SequenceNode):
            for i, v in enumerate(n.value):
                yield from walk(v, path + (str(i),))
        elif isinstance(n, yaml.ScalarNode) and isinstance(n.value, str):
            line, col = n.start_mark.line + 1, n.start_mark.column + 1
            if n.style in ("|", ">"):
                line, col = line + 1, 1
            yield YamlText(path, n.value, line, col, n.style, n.start_mark.index, n.end_mark.index)

    yield from walk(node, ())


def api_yaml_texts(root: Path) -> Iterator[tuple[str, str, list[YamlText]]]:
    """Each API YAML file as (path relative to root, text, string values). A file that does not parse is
    skipped: the build reports it with its position, and no fact can be read from it."""
    import yaml

    for path in api_files(root):
        text = path.read_text(encoding="utf8")
        try:
            items = list(yaml_texts(text))
        except yaml.YAMLError:
            continue
        yield str(path.relative_to(root)), text, items


def locate(text: str, start: int, end: int, needle: str, after: int = 0) -> tuple[int, int]:
    """Line and column (1-based) of `needle` within text[start:end], searching from `after`."""
    pos = text.find(needle, max(start, after), max(end, start + 1) + len(needle))
    if pos < 0:
        pos = start
    line = text.count("\n", 0, pos) + 1
    col = pos - (text.rfind("\n", 0, pos) + 1) + 1
    return line, col


def block_fences_in_yaml(text: str, item: YamlText) -> Iterator[Fence]:
    """Fences inside a block scalar of an API YAML file, with file line numbers."""
    if item.style not in ("|", ">"):
        return
    yield from fences(item.value.split("\n"), item.line)


def site_packages() -> list[Path]:
    import site
    import sysconfig

    paths = {Path(p) for p in site.getsitepackages()}
    paths.add(Path(sysconfig.get_paths()["purelib"]))
    return sorted(p for p in paths if p.exists())


# ---------------------------------------------------------------- dg component registry

_REGISTRY: Optional[tuple[dict, dict]] = None


def component_registry() -> tuple[dict, dict]:
    """({typename: EnvRegistryObjectSnap}, {module: why it could not be loaded}) of the environment.

    Each `dagster_dg_cli.registry_modules` entry point is loaded on its own, so that one library that
    fails to import (sling downloads a binary at import time) costs only its own types.
    """
    global _REGISTRY
    if _REGISTRY is not None:
        return _REGISTRY
    import os

    os.environ.setdefault("SLING_BINARY", "/bin/false")  # never download the sling binary: no network here
    from dagster.components.core.package_entry import get_plugin_entry_points
    from dagster.components.list import list_plugins

    objects, broken = {}, {}
    for module in sorted({ep.value for ep in get_plugin_entry_points()}):
        add_registry_module(module, objects, broken)
    _REGISTRY = (objects, broken)
    return _REGISTRY


_MODULES: dict[str, tuple[dict, dict]] = {}


def registry_module(module: str) -> tuple[dict, dict]:
    """The registry objects of one module only (cheaper than the whole environment)."""
    if module not in _MODULES:
        import os

        os.environ.setdefault("SLING_BINARY", "/bin/false")
        objects: dict = {}
        broken: dict = {}
        add_registry_module(module, objects, broken)
        _MODULES[module] = (objects, broken)
    return _MODULES[module]


def add_registry_module(module: str, objects: dict, broken: dict) -> None:
    import contextlib
    import io

    from dagster.components.list import list_plugins
    from dagster_shared.error import SerializableErrorInfo

    with contextlib.redirect_stdout(io.StringIO()):
        try:
            result = list_plugins(entry_points=False, extra_modules=[module])
        except (Exception, SystemExit) as e:
            broken[module] = f"{type(e).__name__}: {e}"
            return
    if isinstance(result, SerializableErrorInfo):
        broken[module] = result.message.strip().split("\n")[-1][:300]
        return
    for obj in result.objects:
        objects[obj.key.to_typename()] = obj
