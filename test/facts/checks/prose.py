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
  Messages of Python's builtin exceptions are reported as not checkable.
"""

from __future__ import annotations

import contextlib
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

NAME = r"`(?P<name>[A-Za-z_][\w.]*(?:\(\))?)`"
DEPRECATED = [
    re.compile(NAME + r"(?: (?P<what>parameter|argument|keyword|method|function|class|field|option))?"
               r" (?:is|are|was|has been|have been) (?:now )?deprecated"),
    re.compile(r"\b[Tt]he deprecated " + NAME + r"(?: (?P<what>parameter|argument|keyword|method|function|"
               r"class|field|option))?"),
]
ERROR = re.compile(r"^(?P<cls>[A-Z][A-Za-z0-9_]*(?:Error|Exception|Violation[A-Za-z]*|Failure)): (?P<msg>.+)$")


# ---------------------------------------------------------------- where the text comes from


class Text:
    """A piece of prose with the file position of its first character."""

    def __init__(self, rel: str, text: str, line: int, col: int, modules: list[str], symbol: Optional[str]):
        self.rel, self.text, self.line, self.col = rel, text, line, col
        self.modules, self.symbol = modules, symbol

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
        mods.append("dagster_" + m.group(1).replace("-", "_"))
    return mods


def texts(root: Path) -> Iterator[Text]:
    for path in common.doc_files(root):
        src = common.read_source(root, path)
        mods = page_modules(src.rel)
        for idx, line in common.prose_lines(src.lines):
            yield Text(src.rel, line, idx + 1, 1, mods, None)
    for rel, text, items in common.api_yaml_texts(root):
        import yaml

        data = yaml.safe_load(text) or {}
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
            yield Text(rel, prose, item.line, item.col, mods, symbol)


# ---------------------------------------------------------------- deprecations


def deprecated_marker(obj) -> bool:
    from dagster._annotations import is_deprecated, is_superseded

    target = obj.fget if isinstance(obj, property) else getattr(obj, "__func__", obj)
    try:
        if is_deprecated(target) or is_superseded(target):
            return True
    except Exception:  # noqa: BLE001 - not an annotatable object
        pass
    try:
        source = inspect.getsource(target)
    except (TypeError, OSError):
        return False
    head = source[:4000]
    return bool(re.search(r"deprecation_warning\(|DeprecationWarning|@deprecated|_deprecated\b", head))


def deprecated_param(symbol: str, name: str) -> Optional[bool]:
    """Whether `name` is a deprecated parameter of `symbol` (None when the symbol cannot be inspected)."""
    from dagster._annotations import get_deprecated_params

    r = resolve(symbol)
    if not r.ok or r.obj is None:
        return None
    target = r.obj
    for candidate in (target, getattr(target, "__init__", None)):
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


def check_deprecation(t: Text, m: re.Match) -> Optional[tuple[str, str, str]]:
    name = m.group("name").removesuffix("()")
    what = m.group("what") or ""
    claim = f"`{name}` is deprecated"
    if name.startswith("dg."):
        name = "dagster." + name[3:]
    if "*" in name:
        return None
    if what in ("parameter", "argument", "keyword", "field", "option") or ("." not in name and name.islower()
                                                                          and t.symbol):
        if t.symbol:
            said = deprecated_param(t.symbol, name)
            if said is True:
                return "ok", claim, ""
            if said is False and what in ("parameter", "argument", "keyword"):
                return "wrong", claim, f"`{t.symbol}` has no deprecation marker for `{name}`"
    candidates = [name] if "." in name and name.split(".")[0] in sys.modules else []
    candidates += [f"{mod}.{name}" for mod in t.modules]
    if t.symbol and "." not in name:
        candidates.append(f"{t.symbol}.{name}")
    for path in candidates:
        with contextlib.redirect_stdout(sys.stderr):
            r = resolve(path)
        if r.uncheckable or r.ast_obj is not None:
            return "uncheckable", claim, f"`{path}` is read from source only: {r.uncheckable or 'ast'}"
        if r.ok:
            if deprecated_marker(r.attr_static if r.attr_static is not None else r.obj):
                return "ok", claim, ""
            return "wrong", claim, f"`{path}` carries no deprecation marker in the package"
    if what in ("parameter", "argument", "keyword", "field", "option") or name.islower():
        return "uncheckable", claim, "a parameter or option that is not a symbol of the documented package"
    return "wrong", claim, f"no `{name}` in {', '.join(t.modules)}: the package has no such name to deprecate"


# ---------------------------------------------------------------- quoted errors

_CORPUS: dict[str, str] = {}
_CLASS_HOME: dict[str, Optional[str]] = {}


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
    _CORPUS[top] = re.sub(r"\s+", " ", text)
    return _CORPUS[top]


def class_home(cls: str) -> Optional[str]:
    """The top-level package that defines an exception class (None: Python's own or not installed)."""
    if cls in _CLASS_HOME:
        return _CLASS_HOME[cls]
    import subprocess

    home = None
    for base in common.site_packages():
        r = subprocess.run(["grep", "-rlE", "--include=*.py", rf"^class {cls}\b", str(base)],
                           capture_output=True, text=True)
        for line in r.stdout.splitlines():
            top = Path(line).relative_to(base).parts[0]
            if not top.endswith((".dist-info", ".data")):
                home = top.removesuffix(".py")
                break
        if home:
            break
    _CLASS_HOME[cls] = home
    return home


def fragments(message: str) -> list[str]:
    pieces = re.split(r"\.\.\.|…|<[^>]*>|['\"`]", message)
    out = []
    for p in pieces:
        p = re.sub(r"\s+", " ", p).strip(" .,:;()[]")
        if len(p) >= 10 and " " in p:
            out.append(p)
    return out


def check_error(cls: str, message: str) -> tuple[str, str]:
    import builtins

    if isinstance(getattr(builtins, cls, None), type):
        return "uncheckable", "a message of Python's own exception"
    home = class_home(cls)
    if home is None:
        return "uncheckable", f"`{cls}` is not defined in an installed Python package"
    parts = fragments(message)
    if not parts:
        return "uncheckable", "the quote has no literal text long enough to look for"
    tops = [home] + [t for t in ("dagster", "dagster_shared", "dagster_pipes") if t != home]
    corpus = " ".join(package_text(t) for t in tops)
    missing = []
    for p in parts:
        words = p.split(" ")
        # A fragment may span an f-string field the page filled in: look for its pieces around them.
        if p in corpus or all(w in corpus for w in re.split(r" ?\x00 ?", p)):
            continue
        if len(words) > 4 and (" ".join(words[:4]) in corpus and " ".join(words[-4:]) in corpus):
            continue
        missing.append(p)
    if missing:
        return "wrong", f"`{home}` raises no message containing “{missing[0]}”"
    return "ok", ""


# ---------------------------------------------------------------- main


def main() -> int:
    root = common.parse_root()
    set_root(root)
    for t in texts(root):
        for pattern in DEPRECATED:
            for m in pattern.finditer(t.text):
                result = check_deprecation(t, m)
                if result:
                    status, claim, actual = result
                    line, col = t.pos(m.start("name"))
                    common.emit(FAMILY, status, t.rel, line, col, claim, actual)
        for m in common.INLINE_CODE.finditer(t.text):
            em = ERROR.match(m.group(2).strip())
            if not em:
                continue
            status, actual = check_error(em.group("cls"), em.group("msg"))
            line, col = t.pos(m.start(2))
            claim = f"{em.group('cls')} is raised with the quoted message"
            common.emit(FAMILY, status, t.rel, line, col, claim, actual)
    return 0


if __name__ == "__main__":
    sys.exit(main())
