"""Python examples (content/snippets/**/*.py, ```python fences in content/docs, `example:` in content/api)
against the pinned packages.

Facts per example: it compiles; every `dg.X` and `from dagster… import Y` resolves; every call of a Dagster
callable passes only keyword arguments its signature accepts; and an example whose imports are all installed
is imported for real (in a forked child, no network, cwd a temp folder) and its `Definitions` load and pass
`Definitions.validate_loadable`.
"""

from __future__ import annotations

import ast
import builtins
import importlib.util
import inspect
import json
import os
import re
import select
import shutil
import signal
import sys
import tempfile
import time
import traceback
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Optional

sys.path.insert(0, str(Path(__file__).parent))
from _common import (  # noqa: E402
    AstObject,
    ast_only_modules,
    emit,
    find_module_file,
    iter_files,
    load_yaml_with_lines,
    parse_args,
    prepare_to_fork,
    rel,
    resolve,
    set_root,
)

FAMILY = "snippets"
RUN_TIMEOUT = 60  # seconds per example
DAGSTER_ROOTS = ("dagster", "dagstermill", "create_dagster")
FENCE = re.compile(r"^(\s*)(`{3,}|~{3,})\s*(python|py)\b[^\n]*$", re.IGNORECASE)


@dataclass
class Snippet:
    file: Path  # the site's file that holds it
    text: str
    line0: int = 0  # snippet line 1 is file line line0 + 1
    col0: int = 0
    origin: str = "file"  # file | mdx | yaml
    folder: Optional[Path] = None  # where sibling modules live (snippet files only)
    facts: list = field(default_factory=list)
    steps: list = field(default_factory=list)  # earlier steps of its page, from snippet-steps.yaml

    def at(self, line: int, col: int = 0) -> tuple[int, int]:
        return self.line0 + max(line, 1), self.col0 + col + 1

    def out(self, status: str, line: int, col: int, claim: str, actual: str = "") -> None:
        fl, fc = self.at(line, col)
        emit(FAMILY, status, self.file, fl, fc, claim, actual)


# ------------------------------------------------------------------------------------------- collecting


def collect(root: Path) -> list[Snippet]:
    out: list[Snippet] = []
    for f in iter_files(root, "content/snippets", (".py",)):
        out.append(Snippet(f, f.read_text(encoding="utf-8"), folder=f.parent))
    for f in iter_files(root, "content/docs", (".md", ".mdx")):
        out.extend(_fences(f))
    for f in iter_files(root, "content/api", (".yaml", ".yml")):
        data = load_yaml_with_lines(f)
        if not isinstance(data, dict):
            continue
        raw = f.read_text(encoding="utf-8").split("\n")
        for sym in data.get("symbols") or []:
            if isinstance(sym, dict) and isinstance(sym.get("example"), str):
                line, col = sym.pos("example")
                start = line  # a block scalar (`|`) starts on the line after its indicator
                if raw[line - 1][col - 1:col] in ("|", ">"):
                    start = line + 1
                while start <= len(raw) and not raw[start - 1].strip():
                    start += 1
                indent = len(raw[start - 1]) - len(raw[start - 1].lstrip()) if start <= len(raw) else 0
                out.append(Snippet(f, sym["example"], line0=start - 1, col0=indent, origin="yaml"))
    return out


def _fences(f: Path) -> list[Snippet]:
    lines = f.read_text(encoding="utf-8").split("\n")
    out, i = [], 0
    while i < len(lines):
        m = FENCE.match(lines[i])
        if not m:
            i += 1
            continue
        indent, marker = m.group(1), m.group(2)
        body, j = [], i + 1
        while j < len(lines) and not lines[j].strip().startswith(marker[0] * len(marker)):
            body.append(lines[j][len(indent):] if lines[j].startswith(indent) else lines[j].lstrip())
            j += 1
        out.append(Snippet(f, "\n".join(body), line0=i + 1, col0=len(indent), origin="mdx"))
        i = j + 1
    return out


# ------------------------------------------------------------------------------------------ static facts


def is_dagster_module(name: str) -> bool:
    return name.split(".")[0].startswith(DAGSTER_ROOTS)


class StaticCheck:
    """Imports, `dg.X` names and keyword arguments, from the syntax tree."""

    def __init__(self, snip: Snippet, tree: ast.Module):
        self.snip, self.tree = snip, tree
        self.aliases: dict[str, str] = {}  # local name -> dotted import path (dagster names only)
        self.seen: set[tuple] = set()

    def run(self) -> None:
        for node in ast.walk(self.tree):
            if isinstance(node, ast.Import):
                for a in node.names:
                    if is_dagster_module(a.name):
                        self.check_path(node, a.name, f"`import {a.name}`")
                        self.aliases[a.asname or a.name.split(".")[0]] = a.name if a.asname else a.name.split(".")[0]
            elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module and is_dagster_module(node.module):
                for a in node.names:
                    if a.name == "*":
                        continue
                    path = f"{node.module}.{a.name}"
                    if self.check_path(node, path, f"`from {node.module} import {a.name}`"):
                        self.aliases[a.asname or a.name] = path
        for node in ast.walk(self.tree):
            if isinstance(node, ast.Attribute) and isinstance(node.ctx, ast.Load):
                self.check_attribute(node)
            elif isinstance(node, ast.Call):
                self.check_call(node)

    def dotted(self, node: ast.expr) -> Optional[str]:
        """`dg.AssetSpec` -> `dagster.AssetSpec` when the root name is a Dagster import."""
        parts: list[str] = []
        while isinstance(node, ast.Attribute):
            parts.append(node.attr)
            node = node.value
        if isinstance(node, ast.Name) and node.id in self.aliases:
            return ".".join([self.aliases[node.id], *reversed(parts)])
        return None

    def check_path(self, node: ast.AST, path: str, claim: str) -> bool:
        key = (node.lineno, path)
        r = resolve(path)
        if key in self.seen:
            return r.ok
        self.seen.add(key)
        top = path.split(".")[0]
        if not r.ok and find_module_file(top) is None:
            self.snip.out("uncheckable", node.lineno, node.col_offset, claim,
                          f"`{top}` is not among the pinned packages (test/facts/requirements.txt)")
        elif r.uncheckable:
            self.snip.out("uncheckable", node.lineno, node.col_offset, claim, r.uncheckable)
        else:
            self.snip.out("ok" if r.ok else "wrong", node.lineno, node.col_offset, claim, r.error)
        return r.ok

    def check_attribute(self, node: ast.Attribute) -> None:
        # Only the longest chain is a fact: `dg.AutomationCondition.eager` covers `dg.AutomationCondition`.
        parent = getattr(node, "_parent_attr", False)
        if parent:
            return
        inner = node.value
        while isinstance(inner, ast.Attribute):
            inner._parent_attr = True  # type: ignore[attr-defined]
            inner = inner.value
        path = self.dotted(node)
        if path is None:
            return
        # Stop at the first segment that is not a module or class: attributes of values are not API facts.
        parts = path.split(".")
        start = len(self.aliases_root(node))
        checked = ".".join(parts[:start])
        for seg in parts[start:]:
            prev = resolve(checked)
            if not prev.ok:
                break
            obj = prev.obj
            if prev.ast_obj is None and not (inspect.ismodule(obj) or inspect.isclass(obj)):
                break
            if prev.ast_obj is not None and not isinstance(prev.ast_obj.node, (ast.Module, ast.ClassDef)):
                break
            checked = f"{checked}.{seg}"
        if checked.count(".") >= 1:
            self.check_path(node, checked, f"`{checked}`")

    def aliases_root(self, node: ast.expr) -> list[str]:
        while isinstance(node, ast.Attribute):
            node = node.value
        return self.aliases[node.id].split(".") if isinstance(node, ast.Name) else []

    def target(self, func: ast.expr) -> Optional[str]:
        if isinstance(func, ast.Name) and func.id in self.aliases:
            return self.aliases[func.id]
        if isinstance(func, ast.Attribute):
            return self.dotted(func)
        return None

    def check_call(self, call: ast.Call) -> None:
        kwargs = [k for k in call.keywords if k.arg]
        path = self.target(call.func)
        if not path or not kwargs:
            return
        r = resolve(path)
        if not r.ok:
            return  # reported by the name check
        params = call_params(r)
        if params is None:
            return
        named = {p.name for p in params if p.kind != inspect.Parameter.POSITIONAL_ONLY}
        hidden = hidden_params(r.obj)
        if hidden is not None:
            accepted: Optional[set[str]] = named | hidden  # `**kwargs` that only carries Dagster's hidden params
        elif any(p.kind == inspect.Parameter.VAR_KEYWORD for p in params):
            accepted = None
        else:
            accepted = named
        shown = path.replace("dagster.", "dg.", 1) if path.startswith("dagster.") else path
        for k in kwargs:
            claim = f"`{shown}(...)` accepts `{k.arg}=`"
            if accepted is None or k.arg in accepted:
                self.snip.out("ok", k.value.lineno, k.value.col_offset, claim)
            else:
                names = ", ".join(sorted(accepted)) or "no keyword arguments"
                self.snip.out("wrong", k.lineno if hasattr(k, "lineno") else call.lineno,
                              getattr(k, "col_offset", call.col_offset), claim, f"its keywords are: {names}")


# hidden_params per callable (by id, with the callable kept so that its id is never reused): reading a callable's
# source means tokenizing, and for a class parsing, its whole module; asked at each call site, that was most
# of the static checks' time.
_HIDDEN: dict[int, tuple[Any, Optional[set[str]]]] = {}


def hidden_params(obj: Any) -> Optional[set[str]]:
    """Dagster callables whose `**kwargs` only admits parameters declared with `@hidden_param`: their names."""
    if obj is None:
        return None
    if id(obj) not in _HIDDEN:
        _HIDDEN[id(obj)] = (obj, _hidden_params(obj))
    return _HIDDEN[id(obj)][1]


def _hidden_params(obj: Any) -> Optional[set[str]]:
    try:
        source = inspect.getsource(inspect.unwrap(obj))
    except (TypeError, OSError):
        return None
    if "only_allow_hidden_params_in_kwargs" not in source:
        return None
    from dagster._annotations import get_deprecated_params, has_deprecated_params

    return set(get_deprecated_params(obj)) if has_deprecated_params(obj) else set()


def call_params(r: Any) -> Optional[list[inspect.Parameter]]:
    """The parameters a call of the resolved object accepts (a class: its constructor)."""
    if r.ast_obj is not None:
        return _ast_call_params(r.ast_obj)
    obj = r.obj
    if inspect.isclass(obj):
        try:
            from dagster_shared import record as rec

            if rec.is_record(obj) and rec.has_generated_new(obj):
                return [inspect.Parameter(n, inspect.Parameter.KEYWORD_ONLY) for n in rec.get_record_annotations(obj)]
        except ImportError:
            pass
    if not callable(obj):
        return None
    try:
        return list(inspect.signature(obj).parameters.values())
    except (TypeError, ValueError):
        return None


def _ast_call_params(a: AstObject) -> Optional[list[inspect.Parameter]]:
    node = a.node
    if isinstance(node, ast.ClassDef):
        init = next((s for s in node.body if isinstance(s, ast.FunctionDef) and s.name == "__init__"), None)
        if init is None:
            fields = [s.target.id for s in node.body if isinstance(s, ast.AnnAssign) and isinstance(s.target, ast.Name)]
            if not fields or node.bases:
                return None  # inherited fields are not visible from this class alone
            return [inspect.Parameter(n, inspect.Parameter.KEYWORD_ONLY) for n in fields]
        node = init
    if not isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
        return None
    args = node.args
    P = inspect.Parameter
    out = [P(x.arg, P.POSITIONAL_OR_KEYWORD) for x in args.posonlyargs + args.args]
    out += [P(x.arg, P.KEYWORD_ONLY) for x in args.kwonlyargs]
    if args.kwarg:
        out.append(P(args.kwarg.arg, P.VAR_KEYWORD))
    return out


# --------------------------------------------------------------------------------------------- real runs


def imported_modules(tree: ast.Module) -> tuple[set[str], bool]:
    mods, relative = set(), False
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            mods |= {a.name for a in node.names}
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                relative = True
            elif node.module:
                mods.add(node.module)
    return mods, relative


def undefined_names(tree: ast.Module) -> set[str]:
    """Names a fragment uses without defining or importing them (module-level approximation)."""
    bound: set[str] = set(dir(builtins)) | {"__file__", "__name__"}
    used: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Name):
            (bound if isinstance(node.ctx, (ast.Store, ast.Del)) else used).add(node.id)
        elif isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            bound.add(node.name)
        elif isinstance(node, ast.arg):
            bound.add(node.arg)
        elif isinstance(node, (ast.Import, ast.ImportFrom)):
            bound |= {(a.asname or a.name).split(".")[0] for a in node.names}
        elif isinstance(node, ast.ExceptHandler) and node.name:
            bound.add(node.name)
        elif isinstance(node, (ast.Global, ast.Nonlocal)):
            bound |= set(node.names)
        elif isinstance(node, ast.MatchAs) and node.name:
            bound.add(node.name)
    return used - bound


def package_of(file: Path) -> tuple[Path, str]:
    """(sys.path entry, dotted module name) for a file inside packages (folders with __init__.py)."""
    parts = [file.stem]
    d = file.parent
    while (d / "__init__.py").exists():
        parts.insert(0, d.name)
        d = d.parent
    return d, ".".join(parts)


def why_not_runnable(snip: Snippet, tree: ast.Module, ast_only: frozenset[str]) -> str:
    mods, relative = imported_modules(tree)
    if relative and not (snip.folder and (snip.folder / "__init__.py").exists()):
        return "uses relative imports of a project that exists only in the reader's repository"
    for m in sorted(mods):
        top = m.split(".")[0]
        if top in ast_only:
            return f"imports `{top}`, which the bench reads without installing (requirements-nodeps.txt)"
        if snip.folder is not None and ((snip.folder / f"{top}.py").exists() or (snip.folder / top).is_dir()):
            continue  # a sibling module of a tutorial step
        if importlib.util.find_spec(top) is None:
            return f"imports `{top}`, which is not installed in the bench"
    if snip.origin != "file":
        missing = undefined_names(tree)
        if missing:
            return f"a fragment: uses {', '.join(f'`{n}`' for n in sorted(missing)[:4])} defined elsewhere on the page"
    return ""


SERVICE_HINTS = ("Max retries", "Error when connecting to url", "network access is disabled", "Connection refused", "Name or service not known",
                 "Could not connect", "credentials", "NoCredentialsError")


# A dbt project, its manifest, a `dg` project root: files that live in the reader's repository, not in the docs.
READER_PROJECT_ERRORS = ("DagsterDbtProjectNotFoundError", "DagsterDbtManifestNotFoundError")
# A table, a database or a file that the reader's pipeline writes before this example reads it.
DATA_ERRORS = ("IOException", "CatalogException", "NoSuchTableError", "TableNotFoundError")


def exec_as_module(text: str, path: Path) -> dict:
    """Runs the example as a registered module (not `__main__`), as libraries such as dlt expect."""
    import types

    module = types.ModuleType("facts_snippet")
    module.__file__ = str(path)
    sys.modules["facts_snippet"] = module
    exec(compile(text, str(path), "exec", dont_inherit=True), module.__dict__)
    return module.__dict__


def run_one(snip: Snippet, workdir: Path) -> dict:
    """Runs in a forked child: executes the example and validates its definitions."""
    import dagster as dg

    os.chdir(workdir)
    # A reader's machine has a Dagster home and a default AWS region; no credentials, no network.
    os.environ["DAGSTER_HOME"] = str(workdir)
    os.environ.setdefault("AWS_DEFAULT_REGION", "us-east-1")
    # Each example gets its own system temp folder: what one writes there is never seen by another.
    own_tmp = workdir / "tmp"
    own_tmp.mkdir()
    os.environ["TMPDIR"] = str(own_tmp)
    tempfile.tempdir = str(own_tmp)
    for kind, step in snip.steps:
        run_step(kind, step)
    if snip.origin == "file":
        assert snip.folder is not None
        base, modname = package_of(snip.file)
        sys.path[:0] = [str(snip.folder), str(base)]
        if modname.count("."):
            module = importlib.import_module(modname)
            ns = vars(module)
        else:
            ns = exec_as_module(snip.text, snip.file)
    else:
        path = workdir / "snippet.py"
        path.write_text(snip.text, encoding="utf-8")
        ns = exec_as_module(snip.text, path)
    found = 0
    for name, value in list(ns.items()):
        defs = None
        if isinstance(value, dg.Definitions):
            defs = value
        elif type(value).__name__ == "LazyDefinitions":
            if value.has_context_arg:
                continue  # needs a component tree; the static facts cover it
            defs = value()
        if defs is not None:
            dg.Definitions.validate_loadable(defs)
            found += 1
    return {"status": "ok", "defs": found}


def run_step(kind: str, file: Path) -> None:
    """An earlier step of the example's page (see snippet-steps.yaml), run in the example's folders."""
    import dagster as dg

    sys.path[:0] = [str(file.parent)]
    ns = exec_as_module(file.read_text(encoding="utf-8"), file)
    if kind == "materialize":
        for value in list(ns.values()):
            if isinstance(value, dg.Definitions):
                assets = list(value.assets or [])
                result = dg.materialize(assets, resources=value.resources or {})
                if not result.success:
                    raise RuntimeError(f"materializing {file.name} (a step before this example) failed")


def load_steps(root: Path) -> dict[Path, list[tuple[str, Path]]]:
    """snippet-steps.yaml: {example: [(run | materialize, snippet file)]}, with absolute paths."""
    import yaml

    data = yaml.safe_load((Path(__file__).resolve().parent.parent / "snippet-steps.yaml").read_text()) or {}
    base = root / "content" / "snippets"
    out: dict[Path, list[tuple[str, Path]]] = {}
    for example, steps in data.items():
        out[(base / example).resolve()] = [(kind, (base / path).resolve())
                                           for step in steps for kind, path in step.items()]
    return out


def classify(exc: BaseException, snip: Snippet, workdir: Path) -> dict:
    text = f"{type(exc).__name__}: {exc}".split("\n")[0][:300]
    cause = exc.__cause__ or exc.__context__
    if cause is not None and type(exc).__name__ == "DagsterInvalidConfigError":
        text += f" ({type(cause).__name__}: {str(cause).splitlines()[0][:200] if str(cause) else ''})"
    frames = traceback.extract_tb(exc.__traceback__)
    own = [f for f in frames if f.filename in (str(snip.file), str(workdir / "snippet.py"))]
    line = own[-1].lineno if own else 1
    if isinstance(exc, ModuleNotFoundError) and exc.name and not is_dagster_module(exc.name):
        return {"status": "uncheckable", "line": line, "why": f"needs `{exc.name}`, not installed in the bench"}
    if any(h in text for h in SERVICE_HINTS) or isinstance(exc, (ConnectionError, TimeoutError)):
        return {"status": "uncheckable", "line": line, "why": f"needs a service: {text}"}
    if isinstance(exc, KeyError) and any("environ" in (f.line or "") for f in own):
        return {"status": "uncheckable", "line": line, "why": f"reads environment variable {exc} when imported"}
    if type(exc).__name__ in READER_PROJECT_ERRORS or "Could not find config file (pyproject.toml" in text:
        return {"status": "uncheckable", "line": line, "why": f"needs the reader's project files: {text}"}
    full = str(exc)
    if "environment variable" in full and ("is not set" in full or "directly retrieve" in full):
        var = re.search(r'environment variable "?(?:EnvVar\(")?([A-Z0-9_]+)', full)
        return {"status": "uncheckable", "line": line,
                "why": f"loads from a service with credentials from {var.group(1) if var else 'the environment'}"}
    if type(exc).__name__ in DATA_ERRORS or (isinstance(exc, OSError) and "does not exist" in full):
        return {"status": "uncheckable", "line": line, "why": f"reads data the reader's project creates: {text}"}
    missing = re.search(r"No module named '([\w.]+)'", full)
    if missing and not is_dagster_module(missing.group(1)):
        return {"status": "uncheckable", "line": line, "why": f"imports `{missing.group(1)}` by name at load time, "
                "a module of the reader's project"}
    if type(exc).__name__ == "ValidationError" and "does not exist" in full:
        return {"status": "uncheckable", "line": line, "why": f"needs the reader's project files: {text}"}
    key = re.search(r"resource with key '(\w+)' required by .* was not provided", full)
    if key and snip.folder is not None and any(
            f != snip.file and f'"{key.group(1)}"' in f.read_text(encoding="utf-8")
            for f in snip.folder.glob("*.py")):
        return {"status": "uncheckable", "line": line,
                "why": f"its `{key.group(1)}` resource is bound in another file of the same project"}
    if "produced no results" in full and "glob" in full:
        return {"status": "uncheckable", "line": line, "why": f"reads config files of the reader's project: {text}"}
    if "open_dagster_pipes" in snip.text:
        return {"status": "uncheckable", "line": line,
                "why": f"the external side of Dagster Pipes, started by a Pipes client with its parameters: {text}"}
    if "Airflow is not installed" in full:
        return {"status": "uncheckable", "line": line, "why": "runs inside Airflow, which the bench does not install"}
    if isinstance(exc, FileNotFoundError) and own:
        return {"status": "uncheckable", "line": line, "why": f"reads a file of the reader's project: {text}"}
    return {"status": "wrong", "line": line, "why": text}


def run_forked(snip: Snippet) -> dict:
    started = time.monotonic()
    workdir = Path(tempfile.mkdtemp(prefix="facts-snippet-"))
    r, w = os.pipe()
    pid = os.fork()
    if pid == 0:  # child
        os.close(r)
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, 1)
        os.dup2(devnull, 2)
        try:
            result = run_one(snip, workdir)
        except BaseException as e:  # noqa: BLE001 - every failure is a fact about the example
            try:
                result = classify(e, snip, workdir)
            except BaseException as e2:  # noqa: BLE001
                result = {"status": "wrong", "line": 1, "why": f"{type(e2).__name__}: {e2}"}
        os.write(w, json.dumps(result).encode())
        os._exit(0)
    os.close(w)
    data = b""
    ready, _, _ = select.select([r], [], [], RUN_TIMEOUT)
    if ready:
        while chunk := os.read(r, 65536):
            data += chunk
    os.close(r)
    if not ready:
        os.kill(pid, signal.SIGKILL)
    _, _, usage = os.wait4(pid, 0)
    if os.environ.get("FACTS_TIMING"):  # wall, then the child's user and system CPU seconds (a loaded machine
        # stretches the wall time; the CPU is the example's own cost, the fork's copying included)
        print(f"{time.monotonic() - started:6.2f} s wall {usage.ru_utime:6.2f} user {usage.ru_stime:6.2f} sys "
              f"{rel(snip.file)}:{snip.line0}", file=sys.stderr)
    shutil.rmtree(workdir, ignore_errors=True)  # nothing an example wrote is left for a later run to find
    if not data:
        why = f"did not finish within {RUN_TIMEOUT} s" if not ready else "the run crashed without a result"
        return {"status": "uncheckable", "line": 1, "why": why}
    return json.loads(data)


def main() -> None:
    root = parse_args()
    set_root(root)
    ast_only = ast_only_modules()
    parsed: list[tuple[Snippet, ast.Module, str]] = []
    steps = load_steps(root)
    for snip in collect(root):
        snip.steps = steps.get(snip.file.resolve(), []) if snip.origin == "file" else []
        claim_name = "example" if snip.origin != "file" else f"`{rel(snip.file)}`"
        try:
            tree = ast.parse(snip.text)
        except SyntaxError as e:
            snip.out("wrong", e.lineno or 1, (e.offset or 1) - 1, f"{claim_name} is valid Python", e.msg)
            continue
        snip.out("ok", 1, 0, f"{claim_name} is valid Python")
        parsed.append((snip, tree, claim_name))
    # Real runs first, before the name checks below import what the examples name: each run is a fork, and
    # the more the parent holds, the more each fork costs (less since prepare_to_fork, see run_real).
    run_real(parsed, ast_only)
    for snip, tree, _ in parsed:
        StaticCheck(snip, tree).run()


def run_real(parsed: list[tuple[Snippet, ast.Module, str]], ast_only: frozenset[str]) -> None:
    import collections

    runnable: list[tuple[Snippet, str]] = []
    uses: collections.Counter = collections.Counter()
    for snip, tree, claim_name in parsed:
        why = why_not_runnable(snip, tree, ast_only)
        claim = f"{claim_name} imports and its definitions load"
        if why:
            snip.out("uncheckable", 1, 0, claim, why)
            continue
        runnable.append((snip, claim))
        uses.update({m.split(".")[0] for m in imported_modules(tree)[0]})
    # Modules most examples import are imported once here, so each forked child starts warm.
    for m, n in uses.items():
        if n >= 5 and m not in ("__future__",):
            try:
                importlib.import_module(m)
            except Exception:  # noqa: BLE001 - the child reports it against the example
                pass
    prepare_to_fork()  # nothing a child computes changes; forking and each child's exit get cheaper
    for snip, claim in runnable:
        result = run_forked(snip)
        if result["status"] == "ok":
            snip.out("ok", 1, 0, claim)
        else:
            snip.out(result["status"], result.get("line", 1), 0, claim, result["why"])


if __name__ == "__main__":
    main()
