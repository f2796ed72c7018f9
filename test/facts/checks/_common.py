"""Helpers shared by the fact checks (test/facts/checks/<family>.py).

A check prints one JSON fact per line (see `emit`). Positions are 1-based lines and columns of the site's
own files, so `npm run facts` reports them like the build's diagnostics.
"""

from __future__ import annotations

import argparse
import ast
import functools
import importlib
import json
import sys
import warnings
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Iterator, Optional

import yaml

from _cli_common import yaml_loader

warnings.filterwarnings("ignore")


def _block_network() -> None:
    """Nothing the checks import or run may reach the network: connecting or resolving a host fails at once."""
    import os
    import socket

    def refuse(*_args: Any, **_kwargs: Any) -> Any:
        raise OSError("network access is disabled in the fact bench")

    original_connect = socket.socket.connect

    def connect(self: socket.socket, address: Any) -> Any:
        if self.family in (socket.AF_INET, socket.AF_INET6):
            refuse()
        return original_connect(self, address)

    socket.socket.connect = connect  # type: ignore[method-assign]
    socket.getaddrinfo = refuse  # type: ignore[assignment]
    socket.create_connection = refuse  # type: ignore[assignment]
    # `sling` downloads its binary when imported unless told where it is; the checks never run it.
    os.environ.setdefault("SLING_BINARY", "/bin/false")
    for var in ("DAGSTER_DISABLE_TELEMETRY", "DO_NOT_TRACK", "WANDB_MODE", "HF_HUB_OFFLINE"):
        os.environ.setdefault(var, "1" if var != "WANDB_MODE" else "offline")


_block_network()

# ----------------------------------------------------------------------------------------------- output


_OUT = sys.stdout


def parse_args() -> Path:
    # Imported packages sometimes print; only facts go to stdout, anything else to stderr.
    sys.stdout = sys.stderr
    parser = argparse.ArgumentParser()
    parser.add_argument("--root", required=True, help="the repository (or test tree) to check")
    return Path(parser.parse_args().root).resolve()


_ROOT: Optional[Path] = None


def set_root(root: Path) -> None:
    global _ROOT
    _ROOT = root


_REL: dict[tuple[str, Optional[Path]], str] = {}


def rel(path: Path | str) -> str:
    # Remembered per file: a family emits thousands of facts about a few hundred files, and resolving the
    # path (a system call per segment) for each fact was a tenth of the snippets family's time.
    key = (str(path), _ROOT)
    if key not in _REL:
        p = Path(path)
        try:
            _REL[key] = str(p.resolve().relative_to(_ROOT)) if _ROOT else str(p)
        except ValueError:
            _REL[key] = str(p)
    return _REL[key]


def emit(family: str, status: str, file: Path | str, line: int, col: int, claim: str, actual: str = "") -> None:
    """One fact: ok (the page matches the package), wrong, uncheckable (with the reason in `actual`), or
    sourced: no package can tell, and the page names, in a `{/* source: URL */}` comment beside the claim,
    where it was read (`actual` is that URL), so a reviewer can check it there."""
    assert status in ("ok", "wrong", "uncheckable", "sourced"), status
    record = {"family": family, "status": status, "file": rel(file), "line": int(line or 1),
              "col": int(col or 1), "claim": claim, "actual": actual}
    _OUT.write(json.dumps(record) + "\n")


# ------------------------------------------------------------------------------------------------ forking


def prepare_to_fork() -> None:
    """Makes the forks of a process that has imported the packages cheaper; changes nothing they compute.

    - `gc.freeze()` (after a collection) puts every object alive now in the permanent generation: a child's
      collections no longer walk, and so copy on write, the parent's hundreds of MB of objects.
    - On Linux, the parent's anonymous memory is asked to be mapped with 2 MB pages (`MADV_HUGEPAGE`, then
      `MADV_COLLAPSE`, Linux 6.1+; both are ignored where unsupported): fork copies one entry per 2 MB instead
      of 512, the child's exit tears down as few, and the parent's first write after a fork takes one fault per
      2 MB. A child's own write still copies only the 4 KB page it writes.
    Measured on 288 examples (146 snippet files and the dagster API YAML), the parent holding the site's imports:
    the children's CPU went from 26.9 s to 15.7 s, the parent's own system time from 5.2 s to 3.0 s.
    """
    import gc

    gc.collect()
    gc.freeze()
    if sys.platform == "linux":
        _huge_pages()


def _huge_pages() -> None:
    import ctypes

    try:
        libc = ctypes.CDLL(None, use_errno=True)
        maps = Path("/proc/self/maps").read_text().splitlines()
    except OSError:
        return
    madvise = libc.madvise
    madvise.argtypes = [ctypes.c_void_p, ctypes.c_size_t, ctypes.c_int]
    MADV_HUGEPAGE, MADV_COLLAPSE, HUGE = 14, 25, 1 << 21
    for line in maps:
        fields = line.split()
        # Private writable anonymous memory only: the malloc heap and the mmap'd arenas (no path, or [heap]).
        if fields[1] != "rw-p" or (len(fields) > 5 and fields[5] != "[heap]"):
            continue
        low, high = (int(x, 16) for x in fields[0].split("-"))
        start, end = (low + HUGE - 1) & ~(HUGE - 1), high & ~(HUGE - 1)  # whole 2 MB pages inside the mapping
        if end > start:
            madvise(start, end - start, MADV_HUGEPAGE)
            madvise(start, end - start, MADV_COLLAPSE)


# ---------------------------------------------------------------------------------------------- content


def iter_files(root: Path, folder: str, suffixes: tuple[str, ...]) -> Iterator[Path]:
    base = root / folder
    if not base.exists():
        return
    for p in sorted(base.rglob("*")):
        if p.is_file() and p.suffix in suffixes and "node_modules" not in p.parts:
            yield p


class LineDict(dict):
    """A YAML mapping that remembers where it and each of its keys' values start (1-based)."""

    line: int = 1
    col: int = 1
    key_pos: dict

    def pos(self, key: str) -> tuple[int, int]:
        return self.key_pos.get(key, (self.line, self.col))


class LineList(list):
    line: int = 1
    col: int = 1
    item_pos: list


def _construct(node: yaml.Node, loader: yaml.SafeLoader) -> Any:
    if isinstance(node, yaml.MappingNode):
        out = LineDict()
        out.line, out.col = node.start_mark.line + 1, node.start_mark.column + 1
        out.key_pos = {}
        for k, v in node.value:
            key = loader.construct_object(k, deep=True)
            out[key] = _construct(v, loader)
            out.key_pos[key] = (v.start_mark.line + 1, v.start_mark.column + 1)
        return out
    if isinstance(node, yaml.SequenceNode):
        out = LineList(_construct(v, loader) for v in node.value)
        out.line, out.col = node.start_mark.line + 1, node.start_mark.column + 1
        out.item_pos = [(v.start_mark.line + 1, v.start_mark.column + 1) for v in node.value]
        return out
    return loader.construct_object(node, deep=True)


# LibYAML's parser when PyYAML was built with it: the one choice, made in _cli_common (which says why).
_LOADER = yaml_loader()


def load_yaml_with_lines(path: Path) -> Any:
    """Loads one YAML document; mappings are LineDicts and sequences LineLists (positions of their values)."""
    text = path.read_text(encoding="utf-8")
    loader = _LOADER(text)
    try:
        node = loader.get_single_node()
        return None if node is None else _construct(node, loader)
    finally:
        loader.dispose()


def scalar_offset_col(text_col: int, raw_line: str, index: int) -> int:
    """Column of character `index` of a scalar that starts at `text_col` (skips an opening quote)."""
    start = text_col - 1
    quoted = start < len(raw_line) and raw_line[start] in "\"'"
    return text_col + index + (1 if quoted else 0)


# ---------------------------------------------------------------------------------- resolving Python names


def ast_src_dir() -> Path:
    """Unpacked wheels of the libraries that are read, not imported (requirements-nodeps.txt)."""
    return Path(sys.prefix) / "ast-src"


@functools.lru_cache(maxsize=None)
def ast_only_modules() -> frozenset[str]:
    """Read once per process: every name lookup asks, and the folder does not change while the checks run."""
    d = ast_src_dir()
    if not d.exists():
        return frozenset()
    return frozenset(p.name for p in d.iterdir() if p.is_dir() and not p.name.endswith((".dist-info", ".data")))


@dataclass
class AstObject:
    """A definition found in source rather than imported: a def, a class or an assignment."""

    module: str
    file: Path
    node: ast.AST
    owner: Optional["AstObject"] = None  # the class that holds a method or attribute
    extra: dict = field(default_factory=dict)


@dataclass
class Resolved:
    path: str
    obj: Any = None
    ast_obj: Optional[AstObject] = None
    owner: Any = None  # the class an attribute was looked up on (imported objects)
    attr_static: Any = None  # inspect.getattr_static of the last segment on its owner
    error: str = ""  # why the path does not resolve; empty when it does
    uncheckable: str = ""  # why it could not be looked at (neither importable nor readable)

    @property
    def ok(self) -> bool:
        return not self.error and not self.uncheckable


def _site_dirs() -> list[Path]:
    return [Path(p) for p in sys.path if p and Path(p).is_dir()]


_MODULE_FILES: dict[tuple[str, tuple[str, ...]], Optional[Path]] = {}


def find_module_file(module: str) -> Optional[Path]:
    """The source file of a module, looked up in ast-src first, then on sys.path (without importing it);
    remembered for each module and sys.path, since each lookup tests a file in every folder of sys.path."""
    key = (module, tuple(sys.path))
    if key not in _MODULE_FILES:
        _MODULE_FILES[key] = _find_module_file(module)
    return _MODULE_FILES[key]


def _find_module_file(module: str) -> Optional[Path]:
    parts = module.split(".")
    for base in [ast_src_dir(), *_site_dirs()]:
        pkg = base.joinpath(*parts)
        if (pkg / "__init__.py").exists():
            return pkg / "__init__.py"
        mod = base.joinpath(*parts[:-1], parts[-1] + ".py")
        if mod.exists():
            return mod
    return None


_AST_CACHE: dict[Path, ast.Module] = {}


def parse_file(path: Path) -> ast.Module:
    if path not in _AST_CACHE:
        _AST_CACHE[path] = ast.parse(path.read_text(encoding="utf-8"), str(path))
    return _AST_CACHE[path]


def _abs_module(module: str, file: Path, level: int, target: Optional[str]) -> str:
    if level == 0:
        return target or ""
    pkg_parts = module.split(".")
    if file.name != "__init__.py":
        pkg_parts = pkg_parts[:-1]
    base = pkg_parts[: len(pkg_parts) - (level - 1)] if level > 1 else pkg_parts
    return ".".join(base + ([target] if target else []))


def ast_lookup(module: str, name: str, depth: int = 0) -> Optional[AstObject]:
    """Finds `name` defined or re-exported in `module`'s source, following `from x import name`."""
    if depth > 12:
        return None
    file = find_module_file(module)
    if file is None:
        return None
    tree = parse_file(file)
    found: Optional[AstObject] = None
    for stmt in _walk_top(tree.body):
        if isinstance(stmt, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)) and stmt.name == name:
            found = AstObject(module, file, stmt)
        elif isinstance(stmt, ast.Assign) and any(isinstance(t, ast.Name) and t.id == name for t in stmt.targets):
            found = AstObject(module, file, stmt)
        elif isinstance(stmt, ast.AnnAssign) and isinstance(stmt.target, ast.Name) and stmt.target.id == name:
            found = AstObject(module, file, stmt)
        elif isinstance(stmt, ast.ImportFrom):
            for alias in stmt.names:
                if (alias.asname or alias.name) == name:
                    src = _abs_module(module, file, stmt.level, stmt.module)
                    sub = ast_lookup(src, alias.name, depth + 1)
                    if sub is None and find_module_file(f"{src}.{alias.name}"):
                        sub = AstObject(f"{src}.{alias.name}", find_module_file(f"{src}.{alias.name}"), ast.Module())
                    if sub is not None:
                        found = sub
    if found is None and find_module_file(f"{module}.{name}"):
        sub_file = find_module_file(f"{module}.{name}")
        return AstObject(f"{module}.{name}", sub_file, parse_file(sub_file))
    return found


def _walk_top(body: list[ast.stmt]) -> Iterator[ast.stmt]:
    """Top-level statements, including those inside `if`/`try` blocks (guarded imports)."""
    for stmt in body:
        if isinstance(stmt, ast.If):
            yield from _walk_top(stmt.body)
            yield from _walk_top(stmt.orelse)
        elif isinstance(stmt, ast.Try):
            yield from _walk_top(stmt.body)
            for h in stmt.handlers:
                yield from _walk_top(h.body)
        else:
            yield stmt


def ast_member(cls: AstObject, name: str) -> Optional[AstObject]:
    """A method or attribute defined in an ast class body (bases defined in ast sources are followed too)."""
    if not isinstance(cls.node, ast.ClassDef):
        return None
    for stmt in cls.node.body:
        if isinstance(stmt, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)) and stmt.name == name:
            return AstObject(cls.module, cls.file, stmt, owner=cls)
        if isinstance(stmt, ast.AnnAssign) and isinstance(stmt.target, ast.Name) and stmt.target.id == name:
            return AstObject(cls.module, cls.file, stmt, owner=cls)
        if isinstance(stmt, ast.Assign) and any(isinstance(t, ast.Name) and t.id == name for t in stmt.targets):
            return AstObject(cls.module, cls.file, stmt, owner=cls)
    for base in cls.node.bases:
        base_obj = resolve_ast_expr(cls, base)
        if isinstance(base_obj, AstObject):
            found = ast_member(base_obj, name)
            if found:
                return found
        elif base_obj is not None and hasattr(base_obj, name):
            return AstObject(cls.module, cls.file, ast.Pass(), owner=cls, extra={"real": getattr(base_obj, name),
                                                                              "real_owner": base_obj})
    return None


def resolve_ast_expr(ctx: AstObject, expr: ast.expr) -> Any:
    """What a name used in an ast module refers to: an AstObject, an imported object, or None."""
    dotted = ast.unparse(expr)
    if isinstance(expr, ast.Subscript):
        return resolve_ast_expr(ctx, expr.value)
    head, _, rest = dotted.partition(".")
    tree = parse_file(ctx.file)
    for stmt in _walk_top(tree.body):
        if isinstance(stmt, ast.ImportFrom):
            for alias in stmt.names:
                if (alias.asname or alias.name) == head:
                    src = _abs_module(ctx.module, ctx.file, stmt.level, stmt.module)
                    return _resolve_in(src, alias.name + ("." + rest if rest else ""))
        elif isinstance(stmt, ast.Import):
            for alias in stmt.names:
                if (alias.asname or alias.name.split(".")[0]) == head:
                    return _resolve_in(alias.name if alias.asname else head, rest) if rest else None
        elif isinstance(stmt, ast.ClassDef) and stmt.name == head and not rest:
            return AstObject(ctx.module, ctx.file, stmt)
    return None


def _resolve_in(module: str, dotted: str) -> Any:
    r = resolve(f"{module}.{dotted}" if dotted else module)
    if not r.ok:
        return None
    return r.ast_obj if r.ast_obj is not None else r.obj


_IMPORT_ERRORS: dict[str, str] = {}


def import_module(name: str) -> tuple[Any, str]:
    """Imports a module; returns (module, "") or (None, why). Sources in ast-src are never imported."""
    if name.split(".")[0] in ast_only_modules():
        return None, "read with ast"
    if name in _IMPORT_ERRORS:
        return None, _IMPORT_ERRORS[name]
    try:
        return importlib.import_module(name), ""
    except Exception as e:  # noqa: BLE001 - any failure to import is reported, not raised
        _IMPORT_ERRORS[name] = f"{type(e).__name__}: {e}"
        return None, _IMPORT_ERRORS[name]


class _Field:
    """An instance field (dataclass, pydantic model, Dagster record) that is not an attribute of its class."""

    def __repr__(self) -> str:
        return "<instance field>"


FIELD = _Field()


def instance_fields(cls: type) -> set[str]:
    import dataclasses

    names: set[str] = set()
    if dataclasses.is_dataclass(cls):
        names |= {f.name for f in dataclasses.fields(cls)}
    names |= set(getattr(cls, "model_fields", {}) or {})
    try:
        from dagster_shared import record as rec

        if rec.is_record(cls):
            names |= set(rec.get_record_annotations(cls))
    except ImportError:
        pass
    return names


def resolve(path: str) -> Resolved:
    """Resolves `pkg.module.Name.attr` as `from pkg.module import Name` would: an attribute first, then a
    submodule. Packages in ast-src, and installed modules that cannot be imported (a missing optional
    dependency), are resolved in their source with `ast` instead."""
    import inspect

    parts = path.split(".")
    top = parts[0]
    module, why = import_module(top)
    if module is None:
        if find_module_file(top) is not None:
            return _resolve_ast(path, top, parts[1:], why)
        return Resolved(path, error=f"no module `{top}` is installed or read ({why})")
    obj, owner, here = module, None, top
    for k, seg in enumerate(parts[1:], start=1):
        if inspect.ismodule(obj):
            try:
                present = hasattr(obj, seg)
            except Exception as e:  # noqa: BLE001 - a lazy attribute whose import fails
                return _resolve_ast(path, here, parts[k:], f"{type(e).__name__}: {e}")
            if not present and find_module_file(f"{here}.{seg}") is not None:
                sub, why = import_module(f"{here}.{seg}")
                if sub is None:
                    return _resolve_ast(path, f"{here}.{seg}", parts[k + 1:], why)
                obj, owner, here = sub, None, f"{here}.{seg}"
                continue
        try:
            nxt = getattr(obj, seg)
        except Exception:  # noqa: BLE001 - AttributeError or a property that fails on the class
            if inspect.isclass(obj) and seg in instance_fields(obj):
                return Resolved(path, obj=FIELD, owner=obj, attr_static=FIELD)
            return Resolved(path, error=f"`{'.'.join(parts[:k])}` has no attribute `{seg}`")
        owner, obj, here = obj, nxt, f"{here}.{seg}"
    static = inspect.getattr_static(owner, parts[-1], None) if owner is not None else None
    return Resolved(path, obj=obj, owner=owner, attr_static=static)


def _resolve_ast(path: str, mod_name: str, rest: list[str], why: str) -> Resolved:
    if not rest:
        f = find_module_file(mod_name)
        return Resolved(path, ast_obj=AstObject(mod_name, f, parse_file(f)))
    cur = ast_lookup(mod_name, rest[0])
    if cur is None:
        return Resolved(path, error=f"`{mod_name}` has no attribute `{rest[0]}` (read with ast; {why})")
    for k, attr in enumerate(rest[1:], start=1):
        if isinstance(cur.node, ast.Module):
            nxt = ast_lookup(cur.module, attr)
        else:
            nxt = ast_member(cur, attr)
        if nxt is None:
            where = ".".join([mod_name, *rest[:k]])
            return Resolved(path, error=f"`{where}` has no attribute `{attr}` (read with ast)")
        cur = nxt
    if "real" in cur.extra:  # inherited from an imported base class
        import inspect

        owner = cur.extra["real_owner"]
        return Resolved(path, obj=cur.extra["real"], owner=owner,
                        attr_static=inspect.getattr_static(owner, rest[-1], None))
    return Resolved(path, ast_obj=cur)
