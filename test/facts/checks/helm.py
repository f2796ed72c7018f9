"""Fact family `helm`: Helm values the pages show or name exist, with the right type, in the chart they set.

Two charts are vendored as data under test/facts/data/helm/ (their versions and sources are in each file and
in its README.md): the open source `dagster` chart and the Dagster+ `dagster-cloud-agent` chart, each as the
keys, types and enums of its values.schema.json in a compact notation.

- A YAML example of Helm values (a fence or snippet file that config.py's classifier calls `helm`: titled
  `values.yaml`, or whose top-level keys are chart values) is walked key by key against the chart it sets:
  the agent chart for pages under `deployment/dagster-plus/` or values with an agent-only top-level key,
  the `dagster` chart otherwise, one fact per top-level key. An unknown key, a scalar of the wrong type or
  a value outside an enum is wrong, at its line; Kubernetes objects (resources, probes, affinity...) are not looked into.
- An excerpt whose keys are not top-level values (a single deployment, a run launcher's config) is checked
  against the one chart type that has all its keys; with none or several, it is not checkable.
- A dotted value path in prose (`dagsterDaemon.runRetries`, `isolatedAgents.enabled`) on a page that talks
  about a Helm chart must resolve in that chart.
"""

from __future__ import annotations

import json
import re
import sys
from pathlib import Path
from typing import Any, Iterator, Optional

sys.path.insert(0, str(Path(__file__).resolve().parent))
import _cli_common as common  # noqa: E402
import config as cfg  # noqa: E402  (its YAML sources, classifier and positions)

FAMILY = "helm"
DATA = Path(__file__).resolve().parents[1] / "data" / "helm"
SCALARS = {"string": str, "integer": int, "number": (int, float), "boolean": bool}
PROSE_PATH = re.compile(r"`([A-Za-z][A-Za-z0-9-]*(?:\.[A-Za-z_][A-Za-z0-9_-]*)+)`")
FILE_SUFFIX = re.compile(r"\.(ya?ml|py|toml|json|txt|md|sh|cfg|ini)$")
HELM_PAGE = re.compile(r"\bHelm\b|values\.yaml|helm (upgrade|install)")


class Chart:
    def __init__(self, path: Path):
        data = json.loads(path.read_text(encoding="utf8"))
        self.name: str = data["chart"]
        self.types: dict[str, dict[str, str]] = data["types"]
        self.root: str = data["root"]

    def top(self) -> set[str]:
        return set(self.types[self.root])


def alternatives(spec: str) -> list[str]:
    """`a|[b|c]|d` → [a, [b|c], d]: splits on `|` outside brackets and parentheses."""
    out, depth, start = [], 0, 0
    for i, ch in enumerate(spec):
        if ch in "[(":
            depth += 1
        elif ch in "])":
            depth -= 1
        elif ch == "|" and depth == 0:
            out.append(spec[start:i])
            start = i + 1
    out.append(spec[start:])
    return out


def describe(spec: str) -> str:
    return " or ".join(a.replace("enum(", "one of (") for a in alternatives(spec))


def check_value(chart: Chart, spec: str, value: Any, path: list) -> Iterator[tuple[list, str]]:
    """(path, problem) for each place where `value` does not fit `spec` (see README.md for the notation)."""
    alts = alternatives(spec)
    if "any" in alts:
        return
    if isinstance(value, dict):
        if "object" in alts:
            return
        named = [a for a in alts if a in chart.types]
        if not named:
            yield path, f"expects {describe(spec)}, not a mapping"
            return
        keys = chart.types[named[0]] if len(named) == 1 else {k: v for a in named for k, v in chart.types[a].items()}
        for key, sub in value.items():
            if str(key) not in keys:
                where = ".".join(str(p) for p in path if not isinstance(p, int)) or "the top level"
                yield [*path, key], f"the chart has no value `{key}` under {where} (it has: {', '.join(sorted(keys))})"
                continue
            yield from check_value(chart, keys[str(key)], sub, [*path, key])
        return
    if isinstance(value, list):
        lists = [a[1:-1] for a in alts if a.startswith("[")]
        if "array" in alts:
            return
        if not lists:
            yield path, f"expects {describe(spec)}, not a list"
            return
        for i, item in enumerate(value):
            yield from check_value(chart, "|".join(lists), item, [*path, i])
        return
    if value is None:
        if "null" in alts or any(a in chart.types or a in ("object", "array") or a.startswith("[") for a in alts):
            return  # an empty mapping or list written as `key:` is what Helm reads as null, and accepts
        yield path, f"expects {describe(spec)}, not null"
        return
    for a in alts:
        if a.startswith("enum("):
            if str(value) in a[5:-1].split(","):
                return
        elif a in SCALARS:
            if a != "boolean" and isinstance(value, bool):
                continue
            if isinstance(value, SCALARS[a]):
                return
    yield path, f"expects {describe(spec)}, not `{value}`"


def chart_for(rel: str, keys: set, charts: dict[str, Chart]) -> Chart:
    agent, oss = charts["dagster-cloud-agent"], charts["dagster"]
    if keys & (agent.top() - oss.top()):
        return agent
    if keys & (oss.top() - agent.top()):
        return oss
    return agent if "dagster-plus" in rel else oss


def excerpt_type(chart: Chart, keys: set) -> list[str]:
    """The chart types (other than the root) that have every key of an excerpt."""
    return [name for name, fields in chart.types.items() if name != chart.root and keys <= set(fields)]


def check_block(block, value: Any, node, charts: dict[str, Chart]) -> None:
    keys = {str(k) for k in value}
    chart = chart_for(block.rel, keys, charts)
    title = block.title or "values.yaml"
    spec = chart.root
    if not keys & chart.top():
        fits = excerpt_type(chart, keys)
        if len(fits) != 1:
            line, col = block.pos(node)
            common.emit(FAMILY, "uncheckable", block.rel, line, col,
                        f"{title} sets values of the {chart.name} chart",
                        "an excerpt whose place in the chart cannot be told from its keys "
                        f"({', '.join(sorted(keys))})")
            return
        spec = fits[0]
    # One fact per top-level key, as the config family counts dagster.yaml examples.
    for key, sub in value.items():
        claim = f"{title}: `{key}` and the values under it exist in the {chart.name} chart, with their types"
        problems = list(check_value(chart, spec, {key: sub}, []))
        for path, problem in problems[:3]:
            line, col = block.pos(cfg.node_at(node, path))
            common.emit(FAMILY, "wrong", block.rel, line, col, claim, problem)
        if not problems:
            line, col = block.pos(cfg.key_node(node, str(key)))
            common.emit(FAMILY, "ok", block.rel, line, col, claim)


def resolve_path(chart: Chart, parts: list[str]) -> Optional[str]:
    """None when the dotted path names a value of the chart, else the first part it lacks."""
    spec = chart.root
    for i, part in enumerate(parts):
        alts = alternatives(spec)
        if "any" in alts or "object" in alts:
            return None
        # a path may step through a list (`dagster-user-deployments.deployments.name`)
        named = [a for a in alts if a in chart.types] + [a[1:-1] for a in alts if a.startswith("[")
                                                            and a[1:-1] in chart.types]
        fields = {k: v for a in named for k, v in chart.types[a].items()}
        if part not in fields:
            return part
        spec = fields[part]
    return None


def check_prose(root: Path, charts: dict[str, Chart]) -> None:
    for path in common.doc_files(root):
        src = common.read_source(root, path)
        text = "\n".join(src.lines)
        if not HELM_PAGE.search(text):
            continue
        for idx, line in common.prose_lines(src.lines):
            for m in PROSE_PATH.finditer(line):
                parts = m.group(1).split(".")
                if FILE_SUFFIX.search(m.group(1)):
                    continue
                chart = chart_for(src.rel, {parts[0]}, charts)
                if parts[0] not in chart.top():
                    continue  # not a chart value: a module path, a Python attribute, a dg setting...
                claim = f"`{m.group(1)}` is a value of the {chart.name} chart"
                missing = resolve_path(chart, parts)
                if missing is None:
                    common.emit(FAMILY, "ok", src.rel, idx + 1, m.start(1) + 1, claim)
                else:
                    common.emit(FAMILY, "wrong", src.rel, idx + 1, m.start(1) + 1, claim,
                                f"the chart has no `{missing}` there")


def main() -> int:
    import yaml

    root = common.parse_root()
    charts = {c.name: c for c in (Chart(p) for p in sorted(DATA.glob("*.json")))}
    for block in cfg.blocks(root):
        try:
            docs = cfg.load_docs(block.text)
        except yaml.YAMLError:
            continue  # config.py reports YAML that does not parse
        for value, node in docs:
            if isinstance(value, dict) and value and cfg.classify(block.title, value) == "helm":
                check_block(block, value, node, charts)
    check_prose(root, charts)
    return 0


if __name__ == "__main__":
    sys.exit(main())
