"""Brings the facts of content/api/**/*.yaml in line with the pinned packages, after a pin change.

    .venv-facts/bin/python test/facts/sync_api.py --root . [content/api/...yaml ...]

It rewrites only facts, never prose: a `signature:` line the api check finds wrong is regenerated from the real
signature; a wrong `kind:` is replaced; `lifecycle:` / `preview:` / `deprecated: null` follow Dagster's markers;
a `default:` of a parameter entry takes the real default; a parameter entry the package does not have is removed.
Symbols that do not exist, and new parameters that deserve a description, are left for a person: run
`npm run facts` afterwards and fix what it still reports.
"""

from __future__ import annotations

import json
import re
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent / "checks"))
import api  # noqa: E402
from _common import iter_files, load_yaml_with_lines, resolve, set_root  # noqa: E402

P = api.P
KIND_FOR = {"property": "property", "method": "method", "class": "class", "enum": "class", "constant": "constant",
            "function": "function", "attribute": "attribute"}


def default_text(value):
    if isinstance(value, api.ast.AST):
        return api.ast.unparse(value)
    text = api.describe_default(value)
    return text if api._is_expression(text) else "..."


def real_signature(prefix: str, params, suffix: str) -> str:
    parts, star_done = [], False
    for i, p in enumerate(params):
        if p.kind == P.KEYWORD_ONLY and not star_done:
            parts.append("*")
        if p.kind in (P.VAR_POSITIONAL, P.KEYWORD_ONLY):
            star_done = True
        star = "*" if p.kind == P.VAR_POSITIONAL else "**" if p.kind == P.VAR_KEYWORD else ""
        default = "" if p.default is api.NO_DEFAULT else f"={default_text(p.default)}"
        parts.append(f"{star}{p.name}{default}")
        if p.kind == P.POSITIONAL_ONLY and (i + 1 == len(params) or params[i + 1].kind != P.POSITIONAL_ONLY):
            parts.append("/")
    return f"{prefix}({', '.join(parts)}){suffix}"


def item_end(lines: list[str], start: int) -> int:
    """Exclusive 0-based end of the YAML list item whose `-` is on 0-based line `start`."""
    indent = len(lines[start]) - len(lines[start].lstrip())
    j = start + 1
    while j < len(lines):
        text = lines[j]
        if text.strip() and (len(text) - len(text.lstrip()) <= indent):
            break
        j += 1
    return j


def sync_file(file: Path) -> int:
    data = load_yaml_with_lines(file)
    lines = file.read_text(encoding="utf-8").split("\n")
    edits: list[tuple[int, int, list[str]]] = []  # (0-based start, exclusive end, replacement)
    for sym in data.get("symbols") or []:
        module = str(sym.get("module") or data["module"])
        check = api.SymbolCheck(file, lines, sym, module)
        facts: list[tuple[str, str, str]] = []
        check.out = lambda status, claim, actual="", at=None, _f=facts: _f.append((status, claim, actual))
        if sym.get("kind") == "cli":
            continue
        r = resolve(check.path)
        if not r.ok:
            print(f"{file}:{check.line}: `{check.path}` does not resolve ({r.error or r.uncheckable}); fix by hand")
            continue
        check.run()
        wrong = [f for f in facts if f[0] == "wrong"]
        if not wrong:
            continue
        indent = " " * (sym.col - 1)
        rk = api.real_kind(r)
        kind = sym.get("kind")
        if rk not in api.ACCEPTS.get(kind, {kind}) and not (rk == "enum" and kind == "class"):
            new_kind = KIND_FOR.get(rk)
            if new_kind and not (kind == "decorator" and new_kind == "function"):
                line = sym.pos("kind")[0] - 1
                edits.append((line, line + 1, [f"{indent}kind: {new_kind}"]))
                kind = new_kind
        if kind in api.CALLABLE_KINDS and any(c.startswith(("signature parameter", "parameter `", "signature `")) or
                                             "documents every public parameter" in c for _, c, _ in wrong):
            real, _ = api.real_params(r, kind)
            sig = sym.get("signature")
            if real is not None and isinstance(sig, str):
                prefix, suffix = (sig[: sig.find("(")], sig[sig.rfind(")") + 1:]) if "(" in sig else (sig, "")
                line = sym.pos("signature")[0] - 1
                new = real_signature(prefix, real, suffix)
                edits.append((line, line + 1, [f"{indent}signature: {json.dumps(new)}"]))
            elif real is not None and "signature" not in sym:
                line = sym.pos("kind")[0] - 1
                new = real_signature(str(sym.get("name")), real, "")
                edits.append((line + 1, line + 1, [f"{indent}signature: {json.dumps(new)}"]))
        params = sym.get("params") or []
        if params and hasattr(params, "item_pos"):
            real, _ = api.real_params(r, kind) if kind in api.CALLABLE_KINDS else (None, "")
            by_name = {p.name: p for p in real or []}
            for i, entry in enumerate(params):
                if not isinstance(entry, dict) or real is None:
                    continue
                name = str(entry.get("name", "")).lstrip("*")
                start = params.item_pos[i][0] - 1
                if name not in by_name and not any(p.kind == P.VAR_KEYWORD for p in real if f"**{p.name}" ==
                                                   str(entry.get("name"))):
                    edits.append((start, item_end(lines, start), []))
                    continue
                rp = by_name.get(name)
                if rp is not None and "default" in entry and hasattr(entry, "pos"):
                    ns = api._namespace(r) if r.ast_obj is None else {"__ast_ctx__": r.ast_obj}
                    if not api.default_matches(api._yaml_default(entry["default"]), rp.default, ns):
                        dl = entry.pos("default")[0] - 1
                        raw = lines[dl]
                        if raw.lstrip().startswith("default:") or "{" not in raw:
                            pad = raw[: len(raw) - len(raw.lstrip())]
                            value = "null" if rp.default is api.NO_DEFAULT else json.dumps(default_text(rp.default))
                            if rp.default is api.NO_DEFAULT:
                                edits.append((dl, dl + 1, []))
                            else:
                                edits.append((dl, dl + 1, [f"{pad}default: {value}"]))
                        else:  # a flow mapping: `- {name: x, default: "None", ...}`
                            value = json.dumps(default_text(rp.default))
                            pattern = r'(,\s*)?default: ("(?:[^"\\]|\\.)*"|\'[^\']*\'|[^,}]+)'
                            if rp.default is api.NO_DEFAULT:
                                new_raw = re.sub(pattern, "", raw, count=1)
                            else:
                                new_raw = re.sub(pattern, lambda m: (m.group(1) or "") + f"default: {value}", raw,
                                                 count=1)
                            edits.append((dl, dl + 1, [new_raw]))
        edits.extend(lifecycle_edits(sym, r, lines, indent))
    if not edits:
        return 0
    for start, end, new in sorted(edits, key=lambda e: (e[0], e[1]), reverse=True):
        lines[start:end] = new
    file.write_text("\n".join(lines), encoding="utf-8")
    return len(edits)


def lifecycle_edits(sym, r, lines, indent):
    real = api.real_lifecycle(r)
    if real is None:
        return []
    edits = []
    has_message = sym.get("deprecated") not in (None, False, "")
    others = set(real) - {"preview"}
    if "deprecated" in others and has_message:
        others.discard("deprecated")
    if "deprecated" not in real and has_message:
        line = sym.pos("deprecated")[0] - 1
        edits.append((line, line + 1, [f"{indent}deprecated: null"]))
    if "preview" in real and not others:
        others = {"preview"}
        wanted_preview = False
    else:
        wanted_preview = "preview" in real
    if "preview" in sym and bool(sym.get("preview")) != wanted_preview:
        line = sym.pos("preview")[0] - 1
        edits.append((line, line + 1, [f"{indent}preview: {'true' if wanted_preview else 'false'}"]))
    order = ["deprecated", "superseded", "beta", "preview"]
    wanted = next((o for o in order if o in others), None)
    if len(others) > 1:
        print(f"`{sym.get('name')}`: Dagster marks it {sorted(real)}; the page can state one lifecycle; fix by hand")
    current = sym.get("lifecycle")
    if current == wanted:
        return edits
    if "lifecycle" in sym:
        line = sym.pos("lifecycle")[0] - 1
        edits.append((line, line + 1, [f"{indent}lifecycle: {wanted}"] if wanted else []))
    elif wanted:
        line = sym.pos("kind")[0] - 1
        edits.append((line + 1, line + 1, [f"{indent}lifecycle: {wanted}"]))
    return edits


def main() -> None:
    args = sys.argv[1:]
    root = Path(args[args.index("--root") + 1]).resolve() if "--root" in args else Path(".").resolve()
    set_root(root)
    files = [Path(a).resolve() for a in args if a.endswith((".yaml", ".yml"))]
    total = 0
    for file in files or list(iter_files(root, "content/api", (".yaml", ".yml"))):
        n = sync_file(file)
        if n:
            print(f"{file.relative_to(root)}: {n} edits")
        total += n
    print(f"{total} edits")


if __name__ == "__main__":
    main()
