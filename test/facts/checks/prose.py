"""Fact family `prose`: what the pages' sentences say about the packages' own words.

- Deprecation: a sentence that calls a name deprecated (`` `X` is deprecated ``, ``the deprecated `X` ``)
  must match a lifecycle marker in the package: `deprecated`/`superseded` on the object itself
  (`dagster._annotations`), a deprecated parameter of the symbol the text documents, or, for code that
  warns without the decorator, a deprecation warning in the object's own source. A name that resolves
  to nothing in the candidate modules is a wrong fact (the page names something the package does not have).
- Quoted errors: an inline code span `SomeError: message` whose exception class is defined in an
  installed package (not Python's own, not Java's) must quote the text the package raises: every literal
  fragment of the message (split at `...`, `…`, quotes and `<placeholders>`) occurs in the source of the
  package that defines the class or of a dagster package, with implicit string concatenation joined.
  Python's builtin exceptions are checked where the message states a fact about a package (a name it does
  not export, a keyword a callable does not take) or is text an installed package raises; the interpreter's
  own wording is not checkable.
- Package values: a number or name a sentence takes from a package's constant (an interval, a default, a
  limit) carries a `{/* package: module.NAME = value */}` comment beside it; the constant must hold that value
  in the pinned package, and the sentence the comment annotates must state it, so a release that changes the
  constant, or an edit that changes the sentence, turns the claim red.
"""

from __future__ import annotations

import contextlib
import functools
import inspect
import re
import sys
import warnings
from pathlib import Path
from typing import Iterator, Optional

sys.path.insert(0, str(Path(__file__).resolve().parent))
import _cli_common as common  # noqa: E402
from _common import resolve, set_root  # noqa: E402

warnings.filterwarnings("ignore")
FAMILY = "prose"

NAME = r"`(?P<name>[A-Za-z_][\w.*]*(?:\(\))?)`"
WHAT = r"(?: (?P<what>(?:parameter|argument|keyword|method|function|class|field|option|attribute)s?))?"
KIND = r"(?P<kind>deprecated|superseded)"
BEING = r",? (?:is|are|was|has been|have been) (?:now )?\*{0,2}"
DEPRECATED = [
    re.compile(NAME + WHAT + BEING + KIND),
    re.compile(NAME + WHAT + r" \((?:now )?" + KIND),
    re.compile(r"\b[Tt]he " + KIND + " " + NAME + WHAT),
    re.compile(r'<PyObject (?:module="(?P<module>[\w.]+)" )?object="(?P<name>[\w.]+)"[^>]*/>' + WHAT + BEING + KIND),
]
# "`a`, `b` and `c` are deprecated": every name of the list carries the marker.
NAME_LIST = re.compile(r"(?P<names>`[A-Za-z_][\w.]*`(?:, `[A-Za-z_][\w.]*`)*,? and `[A-Za-z_][\w.]*`)" + WHAT +
                       r",? (?:are|were|have been) (?:now )?\*{0,2}" + KIND)
# An API entry whose own summary or description opens a sentence with "Superseded" or "Deprecated".
SELF = re.compile(r"(?:^|(?<=[.;]\s))(?P<kind>Superseded|Deprecated)\b(?! (?:parameter|argument|option))")
ERROR = re.compile(r"^(?P<cls>[A-Z][A-Za-z0-9_]*(?:Error|Exception|Violation[A-Za-z]*|Failure)): (?P<msg>.+)$")


# ---------------------------------------------------------------- where the text comes from


class Text:
    """A piece of prose with the file position of its first character."""

    def __init__(self, rel: str, text: str, line: int, col: int, modules: list[str], symbol: Optional[str],
                 field: tuple[str, ...] = ()):
        self.rel, self.text, self.line, self.col = rel, text, line, col
        self.modules, self.symbol, self.field = modules, symbol, field

    def pos(self, offset: int) -> tuple[int, int]:
        before = self.text[:offset]
        line = self.line + before.count("\n")
        col = offset - (before.rfind("\n") + 1) + (self.col if "\n" not in before else 1)
        return line, col


def page_modules(rel: str) -> list[str]:
    """Modules a page's bare names are looked up in: dagster, and the library the page documents."""
    mods = ["dagster"]
    m = re.search(r"integrations/libraries/([\w-]+)", rel)
    if m:
        mods.append(PAGE_LIBRARY.get(m.group(1), "dagster_" + m.group(1).replace("-", "_")))
    return mods


# Integration folders whose library is not dagster_<folder>.
PAGE_LIBRARY = {"ssh-sftp": "dagster_ssh", "sling": "dagster_sling", "great-expectations": "dagster_ge"}


def texts(root: Path) -> Iterator[Text]:
    for path in common.doc_files(root):
        src = common.read_source(root, path)
        mods = page_modules(src.rel)
        for idx, line in common.prose_lines(src.lines):
            yield Text(src.rel, line, idx + 1, 1, mods, None)
    for rel, text, items in common.api_yaml_texts(root):
        import yaml

        data = yaml.load(text, Loader=common.yaml_loader()) or {}
        default_module = str(data.get("module") or "") if isinstance(data, dict) else ""
        symbols = data.get("symbols") or [] if isinstance(data, dict) else []
        for item in items:
            if item.path[-1:] == ("example",) or item.path[-1:] == ("signature",):
                continue
            symbol, module = None, default_module
            if item.path[:1] == ("symbols",) and len(item.path) > 1 and item.path[1].isdigit():
                sym = symbols[int(item.path[1])] if int(item.path[1]) < len(symbols) else {}
                if isinstance(sym, dict):
                    module = str(sym.get("module") or default_module)
                    symbol = f"{module}.{sym.get('name')}" if sym.get("kind") != "cli" else None
            lines = item.value.split("\n")
            prose = "\n".join(line if i in dict(common.prose_lines(lines)) else "" for i, line in enumerate(lines))
            mods = [m for m in (module, "dagster") if m]
            yield Text(rel, prose, item.line, item.col, mods, symbol, tuple(item.path))


# ---------------------------------------------------------------- deprecations


def deprecated_marker(obj, kind: str = "deprecated") -> bool:
    """Whether the object carries the lifecycle marker a page claims. `deprecated` is satisfied by either
    marker (superseded code warns too); `superseded` only by the superseded marker or a supersession warning,
    so a page cannot call a deprecated API merely superseded, nor a plain one either."""
    from dagster._annotations import is_deprecated, is_superseded

    target = obj.fget if isinstance(obj, property) else getattr(obj, "__func__", obj)
    try:
        if is_superseded(target) or (kind == "deprecated" and is_deprecated(target)):
            return True
    except Exception:  # noqa: BLE001 - not an annotatable object
        pass
    try:
        source = inspect.getsource(target)
    except (TypeError, OSError):
        return False
    head = source[:4000]
    if kind == "superseded":
        return bool(re.search(r"supersession_warning\(|SupersessionWarning|@superseded", head))
    return bool(re.search(r"deprecation_warning\(|DeprecationWarning|@deprecated|_deprecated\b", head))


def no_marker(path: str, kind: str) -> str:
    return f"`{path}` carries no {'supersession' if kind == 'superseded' else 'deprecation'} marker"


def marker_actual(path: str, obj, kind: str) -> str:
    if kind == "superseded" and deprecated_marker(obj, "deprecated"):
        return f"`{path}` is marked deprecated, not superseded"
    return no_marker(path, kind) + " in the package"


def marker_verdict(path: str, claim: str, kind: str) -> Optional[tuple[str, str, str]]:
    """The lifecycle claim about one dotted name, from its marker (or, for a library read with `ast`, its
    decorators); None when the name does not resolve."""
    with contextlib.redirect_stdout(sys.stderr):
        r = resolve(path)
    if r.ast_obj is not None:
        return ast_marker(r.ast_obj, path, claim, kind)
    if r.uncheckable:
        return "uncheckable", claim, f"`{path}` is read from source only: {r.uncheckable}"
    if not r.ok:
        return None
    obj = r.attr_static if r.attr_static is not None else r.obj
    if deprecated_marker(obj, kind):
        return "ok", claim, ""
    return "wrong", claim, marker_actual(path, obj, kind)


_SUBMODULE_NAMES: dict[str, dict[str, str]] = {}


def library_name(top: str, name: str) -> Optional[str]:
    """The dotted path of a public name defined in a submodule of a library (`dagster_aws.ecr.ecr_public_resource`
    for `ecr_public_resource`), for pages that name it without its module."""
    import importlib
    import pkgutil

    if top not in _SUBMODULE_NAMES:
        found: dict[str, str] = {}
        with contextlib.suppress(Exception):
            package = importlib.import_module(top)
            for info in pkgutil.walk_packages(package.__path__, top + "."):
                if "._" in info.name or ".test" in info.name:
                    continue
                with contextlib.suppress(Exception), contextlib.redirect_stdout(sys.stderr):
                    module = importlib.import_module(info.name)
                    for attr in getattr(module, "__all__", None) or dir(module):
                        if not attr.startswith("_"):
                            found.setdefault(attr, f"{info.name}.{attr}")
        _SUBMODULE_NAMES[top] = found
    return _SUBMODULE_NAMES[top].get(name)


_PACKAGE_DEPRECATED_PARAMS: dict[str, set[str]] = {}


def package_deprecated_params(top: str) -> set[str]:
    """Parameter names that some public symbol of a package marks deprecated: a decorator or a method that
    passes the value on to such a symbol (`@schedule` to `ScheduleDefinition`) deprecates it too."""
    if top not in _PACKAGE_DEPRECATED_PARAMS:
        from dagster._annotations import get_deprecated_params

        names: set[str] = set()
        for mod in {top, "dagster"}:
            with contextlib.suppress(Exception):
                module = __import__(mod)
                for attr in dir(module):
                    with contextlib.suppress(Exception):
                        obj = getattr(module, attr)
                        for candidate in (obj, getattr(obj, "__init__", None), getattr(obj, "__new__", None)):
                            with contextlib.suppress(Exception):
                                names |= set(get_deprecated_params(candidate))
        _PACKAGE_DEPRECATED_PARAMS[top] = names
    return _PACKAGE_DEPRECATED_PARAMS[top]


def deprecated_param(symbol: str, name: str) -> Optional[bool]:
    """Whether `name` is a deprecated parameter of `symbol` (None when the symbol cannot be inspected)."""
    from dagster._annotations import get_deprecated_params

    r = resolve(symbol)
    if not r.ok or r.obj is None:
        return None
    target = r.obj
    if name in package_deprecated_params(symbol.split(".")[0]):
        return True
    owner = r.owner if inspect.isclass(r.owner) else None
    for candidate in (target, getattr(target, "__init__", None), owner, getattr(owner, "__new__", None)):
        try:
            if name in get_deprecated_params(candidate):
                return True
        except Exception:  # noqa: BLE001
            pass
    try:
        source = inspect.getsource(target if not inspect.isclass(target) else target)
    except (TypeError, OSError):
        return None
    return bool(re.search(rf"deprecation_warning\([^)]*{re.escape(name)}|[\"']{re.escape(name)}[\"'][^\n]*deprecat",
                          source))


def check_wildcard(t: Text, pattern: str, claim: str, kind: str) -> Optional[tuple[str, str, str]]:
    """`get_*_asset_key` methods of the documented class: they exist, and each carries the marker."""
    import fnmatch

    if not t.symbol or "." in pattern:
        return None
    r = resolve(t.symbol)
    if not r.ok or not inspect.isclass(r.obj):
        return None
    members = [n for n in dir(r.obj) if fnmatch.fnmatchcase(n, pattern)]
    if not members:
        return "wrong", claim, f"`{t.symbol}` has no member matching `{pattern}`"
    plain = [n for n in members if not deprecated_marker(inspect.getattr_static(r.obj, n), kind)]
    if plain:
        return "wrong", claim, marker_actual(f"{t.symbol}.{plain[0]}", inspect.getattr_static(r.obj, plain[0]), kind)
    return "ok", claim, ""


def check_deprecation(t: Text, name: str, what: str, kind: str, module: Optional[str]
                      ) -> Optional[tuple[str, str, str]]:
    name = name.removesuffix("()")
    what = what[:-1] if what.endswith("s") and what != "class" else what  # "methods" → "method"
    claim = f"`{name}` is {kind}"
    if name.startswith("dg."):
        name = "dagster." + name[3:]
    if "*" in name:
        return check_wildcard(t, name, claim, kind)
    param_like = what in ("parameter", "argument", "keyword", "field", "option") or (
        "." not in name and name.islower() and t.symbol)
    if param_like and kind == "deprecated" and t.symbol:
        said = deprecated_param(t.symbol, name)
        if said is True:
            return "ok", claim, ""
        if said is False and what in ("parameter", "argument", "keyword"):
            return "wrong", claim, f"`{t.symbol}` has no deprecation marker for `{name}`"
    candidates = [f"{module}.{name}"] if module else []
    candidates += [name] if "." in name and name.split(".")[0] in sys.modules else []
    candidates += [f"{mod}.{name}" for mod in t.modules]
    if t.symbol and "." not in name:
        candidates.append(f"{t.symbol}.{name}")
    libraries = [mod for mod in t.modules if mod != "dagster"] if "." not in name else []
    later = (library_name(mod, name) for mod in libraries)  # imports the library's submodules: only if needed
    for path in (p for p in [*candidates, *later] if p):
        verdict = marker_verdict(path, claim, kind)
        if verdict:
            return verdict
    if what in ("parameter", "argument", "keyword", "field", "option") or name.islower():
        return "uncheckable", claim, "a parameter or option that is not a symbol of the documented package"
    return "wrong", claim, f"no `{name}` in {', '.join(t.modules)}: the package has no such name to deprecate"


def ast_marker(ast_obj, path: str, claim: str, kind: str) -> tuple[str, str, str]:
    """The lifecycle claim about a name of a library read with `ast` (not installed): its decorators."""
    import ast

    node = ast_obj.node
    if not isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
        return "uncheckable", claim, f"`{path}` is read from source only and is not a function or class"
    names = {ast.unparse(d.func if isinstance(d, ast.Call) else d).split(".")[-1] for d in node.decorator_list}
    body = ast.unparse(node)[:4000]
    # A library's own alias of the decorator (`@_step_launcher_supersession`) carries the stage in its name.
    superseded = any("supersed" in n or "supersession" in n for n in names) or "supersession_warning(" in body
    deprecated = any("deprecat" in n for n in names) or "deprecation_warning(" in body
    if superseded or (kind == "deprecated" and deprecated):
        return "ok", claim, ""
    if kind == "superseded" and deprecated:
        return "wrong", claim, f"`{path}` is marked deprecated, not superseded"
    return "wrong", claim, no_marker(path, kind)


def check_self(t: Text, kind: str) -> Optional[tuple[str, str, str]]:
    """An API entry's own summary or description that calls the entry superseded or deprecated."""
    if not t.symbol or len(t.field) != 3 or t.field[2] not in ("summary", "description"):
        return None
    # None for a symbol that does not exist: the api family reports it.
    return marker_verdict(t.symbol, f"`{t.symbol}` is {kind}", kind)


# ---------------------------------------------------------------- quoted errors

_CORPUS: dict[str, str] = {}
# Every class defined at the top level of a module in site-packages: {name: the top-level packages defining it}.
_CLASS_HOMES: Optional[dict[str, list[str]]] = None


def package_text(top: str) -> str:
    """All Python source of an installed top-level package, with implicit string concatenation joined."""
    if top in _CORPUS:
        return _CORPUS[top]
    parts = []
    for base in common.site_packages():
        folder = base / top
        files = folder.rglob("*.py") if folder.is_dir() else [base / f"{top}.py"]
        for f in files:
            if f.is_file():
                parts.append(f.read_text(encoding="utf8", errors="replace"))
    text = "\n".join(parts)
    # "first part "\n    "second part" and f-string pieces read as one string.
    text = re.sub(r"(?:\\n)?[\"']\s*\n\s*(?:[rfb]{0,2})[\"']", "", text)
    text = re.sub(r"\{[^{}\n]*\}", "\x00", text)  # f-string fields are placeholders
    # `name + " failed to ..."` and `"... in " + where`: the concatenated value is a placeholder too. A match
    # can only start where a name starts (its name part ends where the name does, at the `+`): the lookbehind
    # spares the engine trying every later character of every name (3x faster on dagster, same text).
    text = re.sub(r"(?<![\w.\[\]()])[\w.\[\]()]+\s*\+\s*\(?\s*[rfb]?[\"']", "\x00", text)
    text = re.sub(r"[\"']\s*\+\s*[\w.\[\]()]+", "\x00", text)
    _CORPUS[top] = re.sub(r"\s+", " ", text)
    return _CORPUS[top]


def class_homes(cls: str) -> list[str]:
    """The top-level packages that define an exception class (none: Python's own, or not installed). One grep
    lists every class of site-packages, the first time a class is asked for: a grep per class read all of
    site-packages each time (a fifth of the family's CPU)."""
    global _CLASS_HOMES
    if _CLASS_HOMES is None:
        import subprocess

        _CLASS_HOMES = {}
        for base in common.site_packages():
            r = subprocess.run(["grep", "-rHoaE", "--include=*.py", r"^class \w+", str(base)],
                               capture_output=True, text=True, errors="replace")
            prefix = len(str(base)) + 1  # grep names each file `base/relative path`
            for line in r.stdout.splitlines():  # `path:class Name`, in grep's order of the files
                path, _, name = line.rpartition(":class ")
                top = path[prefix:].split("/", 1)[0].removesuffix(".py")  # (a Path per line: 0.5 s)
                homes = _CLASS_HOMES.setdefault(name, [])
                if not top.endswith((".dist-info", ".data")) and top not in homes:
                    homes.append(top)
    return _CLASS_HOMES.get(cls, [])


def fragments(message: str) -> list[str]:
    pieces = re.split(r"\.\.\.|…|<[^>]*>|['\"`]", message)
    out = []
    for p in pieces:
        p = re.sub(r"\s+", " ", p).strip(" .,:;()[]")
        if len(p) >= 10 and " " in p:
            out.append(p)
    return out


def fragment_in(fragment: str, corpus: str) -> bool:
    """Whether the page's fragment is the package's text, where a value the page filled in (a name, a count)
    stands for an f-string field (\\x00 in the corpus); at most half of the words may be such values."""
    if fragment in corpus:
        return True
    words = fragment.split(" ")
    pattern = re.compile("\x00?[ ]?".join(f"(?:{re.escape(w)}|\x00)" for w in words))
    for k, found in enumerate(pattern.finditer(corpus)):
        if found.group().count("\x00") <= len(words) // 2 and found.group().strip("\x00 "):
            return True
        if k > 20000:
            break
    return False


CANNOT_IMPORT = re.compile(r"^cannot import name '(?P<name>[\w]+)' from '(?P<module>[\w.]+)'")
UNEXPECTED_KEYWORD = re.compile(r"^(?P<callable>[\w.]+)\(\) got an unexpected keyword argument '(?P<kw>\w+)'$")


def check_python_format(cls: str, message: str, modules: list[str]) -> Optional[tuple[str, str]]:
    """Python's own messages that state a fact about the package: a name it does not export, a keyword a
    callable does not take. Each is checked against the pinned package (the names exist in older releases)."""
    import importlib

    m = CANNOT_IMPORT.match(message)
    if cls in ("ImportError", "ModuleNotFoundError") and m:
        try:
            with contextlib.redirect_stdout(sys.stderr):
                module = importlib.import_module(m.group("module"))
        except Exception:  # noqa: BLE001 - a module that does not import is not this claim
            return None
        if hasattr(module, m.group("name")):
            return "wrong", f"`from {m.group('module')} import {m.group('name')}` works in the pinned package"
        return "ok", ""
    m = UNEXPECTED_KEYWORD.match(message)
    if cls == "TypeError" and m:
        path = m.group("callable").removesuffix(".__init__").removesuffix(".__new__")
        for mod in modules:
            with contextlib.redirect_stdout(sys.stderr):
                r = resolve(f"{mod}.{path}")
            if not r.ok or r.obj is None:
                continue
            try:
                params = inspect.signature(r.obj).parameters
            except (TypeError, ValueError):
                return None
            if m.group("kw") in params:
                return "wrong", f"`{mod}.{path}` takes `{m.group('kw')}` in the pinned package"
            if any(p.kind is inspect.Parameter.VAR_KEYWORD for p in params.values()):
                return None
            return "ok", ""
    return None


# The interpreter's own wording around a name the page fills in: finding it in some package proves nothing.
PYTHON_WORDING = re.compile(r"^(?:No module named|.*has no attribute|.*object is not (?:callable|subscriptable))$")


@functools.lru_cache(maxsize=None)
def site_text_has(fragment: str) -> bool:
    """Whether some installed package's Python source contains the fragment (a message a third-party package
    raises with one of Python's exception classes, like fsspec's ImportError for s3fs). Asked once per fragment;
    grep stops at the first file that has it."""
    import subprocess

    for base in common.site_packages():
        r = subprocess.run(["grep", "-rqF", "--include=*.py", fragment, str(base)], capture_output=True)
        if r.returncode == 0:
            return True
    return False


def check_error(cls: str, message: str, modules: Optional[list[str]] = None) -> tuple[str, str]:
    import builtins

    if isinstance(getattr(builtins, cls, None), type):
        known = check_python_format(cls, message, modules or ["dagster"])
        if known:
            return known
        parts = [p for p in fragments(message) if not PYTHON_WORDING.search(p)]
        corpus = " ".join(package_text(t) for t in ("dagster", "dagster_shared", *(modules or [])))
        if parts and all(fragment_in(p, corpus) or site_text_has(p) for p in parts):
            return "ok", ""
        return "uncheckable", "a message of Python's own exception (its wording, or text no installed package has)"
    homes = class_homes(cls)
    if not homes:
        return "uncheckable", f"`{cls}` is not defined in an installed Python package"
    home = homes[0]
    parts = fragments(message)
    if not parts:
        return "uncheckable", "the quote has no literal text long enough to look for"
    tops = homes + [t for t in ("dagster", "dagster_shared", "dagster_pipes") if t not in homes]
    corpus = " ".join(package_text(t) for t in tops)
    missing = [p for p in parts if not fragment_in(p, corpus)]
    if missing:
        return "wrong", f"`{home}` raises no message containing “{missing[0]}”"
    return "ok", ""


PARAM_DEPRECATED = re.compile(r"^\s*(?:\*\*)?(?:Deprecated|Superseded)\b")


def check_api_params(root: Path) -> None:
    """A parameter an API entry describes as deprecated carries the package's deprecation marker."""
    import yaml

    for path in common.api_files(root):
        data = common_yaml(path)
        if not isinstance(data, dict):
            continue
        rel = str(path.relative_to(root))
        for sym in data.get("symbols") or []:
            if not isinstance(sym, dict) or sym.get("kind") in ("cli", "config", "env"):
                continue
            module = str(sym.get("module") or data.get("module") or "")
            for param in sym.get("params") or []:
                if not isinstance(param, dict) or not PARAM_DEPRECATED.match(str(param.get("description", ""))):
                    continue
                line, col = param.pos("description") if hasattr(param, "pos") else (1, 1)
                claim = f"parameter `{param.get('name')}` of `{sym.get('name')}` is deprecated"
                said = deprecated_param(f"{module}.{sym.get('name')}", str(param.get("name")))
                if said is None:
                    common.emit(FAMILY, "uncheckable", rel, line, col, claim, "the symbol cannot be inspected")
                elif said:
                    common.emit(FAMILY, "ok", rel, line, col, claim)
                else:
                    common.emit(FAMILY, "wrong", rel, line, col, claim,
                                "the package marks no such deprecated parameter and warns about none")


def common_yaml(path: Path):
    from _common import load_yaml_with_lines

    try:
        return load_yaml_with_lines(path)
    except Exception:  # noqa: BLE001 - the build reports a broken file
        return None


# ---------------------------------------------------------------- main


# ---------------------------------------------------------------- package values

PACKAGE_VALUE = re.compile(r"\{/\*\s*package:\s*(?P<path>[\w.]+)\s*=\s*(?P<value>.+?)\s*\*/\}")
ANY_COMMENT = re.compile(r"\{/\*.*?\*/\}")


def stated_in(lines: list[str], idx: int, at: int, value: str) -> bool:
    """Whether the sentence a comment on line `idx` annotates states `value`: the text before the comment on
    its line and the text line before that (a sentence wrapped over two lines)."""
    own = ANY_COMMENT.sub("", lines[idx][:at]).strip()
    before = [ANY_COMMENT.sub("", x).strip() for x in lines[max(0, idx - 3):idx]]
    text = " ".join([next((x for x in reversed(before) if x), ""), own])
    return re.search(rf"(?<![\w.]){re.escape(value)}(?![\w])", text) is not None


def check_package_values(root: Path) -> None:
    import ast

    for path in common.doc_files(root):
        src = common.read_source(root, path)
        for idx, line in common.prose_lines(src.lines):
            for m in PACKAGE_VALUE.finditer(line):
                name, said = m.group("path"), m.group("value")
                claim = f"`{name}` is {said}"
                col = m.start("path") + 1
                try:
                    expected = ast.literal_eval(said)
                except (ValueError, SyntaxError):
                    common.emit(FAMILY, "wrong", src.rel, idx + 1, col, claim,
                                "the comment's value is not a Python literal (a number, a quoted string, True)")
                    continue
                with contextlib.redirect_stdout(sys.stderr):
                    r = resolve(name)
                if not r.ok:
                    common.emit(FAMILY, "wrong", src.rel, idx + 1, col, claim,
                                f"no `{name}` in the package: {r.error or r.uncheckable}")
                elif r.obj != expected or type(r.obj) is not type(expected):
                    common.emit(FAMILY, "wrong", src.rel, idx + 1, col, claim, f"`{name}` is {r.obj!r}")
                elif not stated_in(src.lines, idx, m.start(), str(expected)):
                    common.emit(FAMILY, "wrong", src.rel, idx + 1, col, claim,
                                f"the sentence beside the comment does not state {expected}")
                else:
                    common.emit(FAMILY, "ok", src.rel, idx + 1, col, claim)


def main() -> int:
    root = common.parse_root()
    set_root(root)
    check_api_params(root)
    check_package_values(root)
    for t in texts(root):
        claims: list[tuple[int, Optional[tuple[str, str, str]]]] = []
        for pattern in DEPRECATED:
            for m in pattern.finditer(t.text):
                claims.append((m.start("name"), check_deprecation(
                    t, m.group("name"), m.group("what") or "", m.group("kind"), m.groupdict().get("module"))))
        for m in NAME_LIST.finditer(t.text):
            for n in list(re.finditer(r"`([^`]+)`", m.group("names")))[:-1]:  # the last is DEPRECATED[0]'s
                claims.append((m.start("names") + n.start(1), check_deprecation(
                    t, n.group(1), m.group("what") or "", m.group("kind"), None)))
        for m in SELF.finditer(t.text):
            claims.append((m.start("kind"), check_self(t, m.group("kind").lower())))
        for offset, result in claims:
            if result:
                status, claim, actual = result
                line, col = t.pos(offset)
                common.emit(FAMILY, status, t.rel, line, col, claim, actual)
        for m in common.INLINE_CODE.finditer(t.text):
            em = ERROR.match(m.group(2).strip())
            if not em:
                continue
            status, actual = check_error(em.group("cls"), em.group("msg"), t.modules)
            line, col = t.pos(m.start(2))
            claim = f"{em.group('cls')} is raised with the quoted message"
            common.emit(FAMILY, status, t.rel, line, col, claim, actual)
    return 0


if __name__ == "__main__":
    sys.exit(main())
