"""API reference (content/api/**/*.yaml) against the pinned packages.

Facts per entry: the symbol exists at its import path with the documented kind; each documented parameter
exists with the documented place, keyword-only marker and default; each public parameter of the real
signature is documented; the deprecated / superseded / preview / beta markers match Dagster's annotations.
"""

from __future__ import annotations

import ast
import builtins
import dataclasses
import enum
import inspect
import re
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Optional

sys.path.insert(0, str(Path(__file__).parent))
from _common import (  # noqa: E402
    FIELD,
    AstObject,
    Resolved,
    emit,
    import_module,
    iter_files,
    load_yaml_with_lines,
    parse_args,
    parse_file,
    resolve,
    resolve_ast_expr,
    set_root,
)

FAMILY = "api"
P = inspect.Parameter
KIND_NAMES = {P.POSITIONAL_ONLY: "positional-only", P.POSITIONAL_OR_KEYWORD: "positional-or-keyword",
              P.VAR_POSITIONAL: "*args", P.KEYWORD_ONLY: "keyword-only", P.VAR_KEYWORD: "**kwargs"}
NO_DEFAULT = object()
# Kinds a page may state, and the kinds of real object each accepts.
ACCEPTS = {
    "class": {"class"},
    "function": {"function"},
    "decorator": {"function"},
    "method": {"method"},
    "property": {"property", "attribute"},
    "attribute": {"attribute", "property", "constant", "class"},
    "constant": {"constant", "attribute", "enum"},
    "type": {"class", "constant", "enum", "attribute"},
}
# Decorators whose result is a definition object rather than the function they decorate.
DEFINITION_DECORATORS = {"resource", "io_manager", "input_manager", "op", "graph", "job", "asset", "multi_asset",
                         "logger", "executor", "sensor", "schedule", "run_status_sensor", "run_failure_sensor",
                         "dagster_maintained_resource", "dagster_maintained_io_manager", "success_hook",
                         "failure_hook", "dagster_type_loader", "repository"}
CALLABLE_KINDS = {"class", "function", "decorator", "method"}
LIFECYCLES = ("deprecated", "superseded", "preview", "beta")


class PageDefault(str):
    """A default as the page writes it (source text), not a value."""


@dataclass
class Param:
    name: str
    kind: Any
    default: Any = NO_DEFAULT  # real: the value (imported) or an ast.expr (read); page: source text


# ------------------------------------------------------------------------------------------ real objects


def _is_enum_class(obj: Any) -> bool:
    return inspect.isclass(obj) and issubclass(obj, enum.Enum)


def real_kind(r: Resolved) -> str:
    if r.ast_obj is not None:
        node, owner = r.ast_obj.node, r.ast_obj.owner
        if isinstance(node, ast.ClassDef):
            return "class"
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
            if {_decorator_name(d) for d in node.decorator_list} & DEFINITION_DECORATORS:
                return "constant"  # `@resource def x` makes `x` a ResourceDefinition, not a function
            if owner is not None:
                names = {_decorator_name(d) for d in node.decorator_list}
                return "property" if names & {"property", "cached_property"} else "method"
            return "function"
        if isinstance(node, ast.Module):
            return "module"
        return "attribute" if r.ast_obj.owner is not None else "constant"
    obj, static = r.obj, r.attr_static
    if obj is FIELD:
        return "attribute"
    if inspect.ismodule(obj):
        return "module"
    if r.owner is not None and inspect.isclass(r.owner):
        if isinstance(static, (property, getattr(__import__("functools"), "cached_property"))):
            return "property"
        if type(static).__name__ in ("_tuplegetter", "member_descriptor", "getset_descriptor"):
            return "property"
        if isinstance(static, (staticmethod, classmethod)) or inspect.isfunction(static):
            return "method"
        if inspect.isclass(obj):
            return "class"
        if isinstance(obj, enum.Enum):
            return "constant"
        return "method" if callable(obj) and not inspect.isclass(obj) and inspect.isroutine(obj) else "attribute"
    if _is_enum_class(obj):
        return "enum"  # accepted as a class too (below)
    if inspect.isclass(obj):
        return "class"
    if inspect.isroutine(obj) or (callable(obj) and not isinstance(obj, (type,))
                                  and type(obj).__module__.startswith(("functools", "dagster"))
                                  and hasattr(obj, "__call__") and not _looks_like_value(obj)):
        return "function"
    return "constant"


def _looks_like_value(obj: Any) -> bool:
    # Dagster types (`dagster.Int`), config types and other callable *values* are constants, not functions.
    return type(obj).__name__ not in ("function", "partial", "builtin_function_or_method")


def _decorator_name(d: ast.expr) -> str:
    target = d.func if isinstance(d, ast.Call) else d
    if isinstance(target, ast.Attribute):
        return target.attr
    if isinstance(target, ast.Name):
        return target.id
    return ""


def real_params(r: Resolved, kind: str) -> tuple[Optional[list[Param]], str]:
    """The real parameters (self/cls dropped), or (None, why) when they cannot be read."""
    if r.ast_obj is not None:
        return ast_params(r.ast_obj)
    obj, static = r.obj, r.attr_static
    if inspect.isclass(obj):
        record = _record_params(obj)
        if record is not None:
            return record, ""
        if inspect.unwrap(obj.__init__) is object.__init__ and obj.__new__ is object.__new__:
            return [], ""  # Dagster's class decorators wrap object.__init__, which shows as (*args, **kwargs)
        if issubclass(obj, BaseException) and inspect.unwrap(obj.__init__) in (BaseException.__init__,
                                                                               Exception.__init__):
            return [Param("args", P.VAR_POSITIONAL)], ""  # an exception without its own constructor
    try:
        if r.owner is not None and inspect.isclass(r.owner) and not inspect.isclass(obj):
            if isinstance(static, staticmethod):
                sig = inspect.signature(static.__func__)
            elif isinstance(static, classmethod):
                sig = inspect.signature(obj)  # bound: cls is dropped
            else:
                func = static if inspect.isfunction(static) else obj
                sig = inspect.signature(func)
                params = list(sig.parameters.values())
                if params and params[0].name in ("self", "cls") and not inspect.ismethod(func):
                    sig = sig.replace(parameters=params[1:])
        else:
            sig = inspect.signature(obj)
    except (TypeError, ValueError) as e:
        return None, f"no signature: {e}"
    fields = getattr(obj, "model_fields", None) if inspect.isclass(obj) else None
    if inspect.isclass(obj) and dataclasses.is_dataclass(obj):
        fields = {f.name: f for f in dataclasses.fields(obj)}
    return [Param(p.name, p.kind, _factory_default(fields, p) if p.default is not P.empty else NO_DEFAULT)
            for p in sig.parameters.values()], ""


def _factory_default(fields: Optional[dict], p: inspect.Parameter) -> Any:
    """A field with `default_factory` shows `<factory>`: its default is what the factory returns."""
    field = (fields or {}).get(p.name)
    factory = getattr(field, "default_factory", None)
    if factory is dataclasses.MISSING:
        factory = None
    if factory is not None and repr(p.default) == "<factory>":
        if factory in (list, dict, set, tuple):
            return factory()  # `[]`, `{}`: the page writes the empty value
        return Factory(factory)
    return p.default


class Factory:
    """A default made fresh on each call by a function (`datetime.now`, a settings class): no source form."""

    def __init__(self, factory: Any):
        self.factory = factory

    def __repr__(self) -> str:
        return f"<made by {getattr(self.factory, '__qualname__', self.factory)}()>"


def _record_params(cls: type) -> Optional[list[Param]]:
    """Dagster `@record` classes take their fields as keywords; their generated `__new__` shows `*args, **kwargs`."""
    try:
        from dagster_shared import record as rec
    except ImportError:
        return None
    if not rec.is_record(cls) or not rec.has_generated_new(cls):
        return None
    defaults = rec.get_record_defaults(cls)
    kw_only = getattr(cls, rec._KW_ONLY_FIELD, True)
    kind = P.KEYWORD_ONLY if kw_only else P.POSITIONAL_OR_KEYWORD
    return [Param(name, kind, defaults.get(name, NO_DEFAULT)) for name in rec.get_record_annotations(cls)]


def ast_params(a: AstObject, depth: int = 0) -> tuple[Optional[list[Param]], str]:
    node = a.node
    if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
        params = _ast_args(node.args)
        is_static = "staticmethod" in {_decorator_name(d) for d in node.decorator_list}
        if a.owner is not None and not is_static and params and params[0].name in ("self", "cls"):
            params = params[1:]
        return params, ""
    if isinstance(node, ast.ClassDef) and depth < 8:
        for stmt in node.body:
            if isinstance(stmt, ast.FunctionDef) and stmt.name == "__init__":
                return _ast_args(stmt.args)[1:], ""
        fields = [Param(s.target.id, P.KEYWORD_ONLY, _field_default(s.value))
                  for s in node.body if isinstance(s, ast.AnnAssign) and isinstance(s.target, ast.Name)
                  and not s.target.id.startswith("_") and not _is_classvar(s.annotation)]
        inherited: list[Param] = []
        for base in node.bases:
            b = resolve_ast_expr(a, base)
            if isinstance(b, AstObject) and isinstance(b.node, ast.ClassDef):
                sub, why = ast_params(b, depth + 1)
                if sub is None:
                    return None, why
                inherited += sub
            elif inspect.isclass(b) and not fields and b.__module__.split(".")[0] not in ("pydantic", "dagster"):
                try:
                    return [Param(p.name, p.kind, NO_DEFAULT if p.default is P.empty else p.default)
                            for p in inspect.signature(b).parameters.values()], ""
                except (TypeError, ValueError) as e:
                    return None, f"no signature: {e}"
        names = {p.name for p in fields}
        return [p for p in inherited if p.name not in names] + fields, ""
    return None, "not a function or class"


def _is_classvar(annotation: ast.expr) -> bool:
    return "ClassVar" in ast.unparse(annotation)


def _field_default(value: Optional[ast.expr]) -> Any:
    if value is None:
        return NO_DEFAULT
    if isinstance(value, ast.Call) and _decorator_name(value) in ("Field", "PyField", "field"):
        for kw in value.keywords:
            if kw.arg == "default":
                return kw.value
            if kw.arg == "default_factory":
                return ast.Call(func=kw.value, args=[], keywords=[])
        return value.args[0] if value.args and not (isinstance(value.args[0], ast.Constant)
                                                     and value.args[0].value is Ellipsis) else NO_DEFAULT
    return value


def _ast_args(args: ast.arguments) -> list[Param]:
    out: list[Param] = []
    positional = [(a, P.POSITIONAL_ONLY) for a in args.posonlyargs] + [(a, P.POSITIONAL_OR_KEYWORD) for a in args.args]
    defaults = [NO_DEFAULT] * (len(positional) - len(args.defaults)) + list(args.defaults)
    for (a, k), d in zip(positional, defaults):
        out.append(Param(a.arg, k, d))
    if args.vararg:
        out.append(Param(args.vararg.arg, P.VAR_POSITIONAL))
    for a, d in zip(args.kwonlyargs, args.kw_defaults):
        out.append(Param(a.arg, P.KEYWORD_ONLY, NO_DEFAULT if d is None else d))
    if args.kwarg:
        out.append(Param(args.kwarg.arg, P.VAR_KEYWORD))
    return out


def real_lifecycle(r: Resolved) -> Optional[set[str]]:
    """Dagster's own markers on the object (`dagster._annotations`), or from the decorators in its source."""
    if r.ast_obj is not None:
        node = r.ast_obj.node
        decorators = getattr(node, "decorator_list", [])
        return {n for n in (_decorator_name(d) for d in decorators) if n in LIFECYCLES}
    target = r.obj
    static = r.attr_static
    if target is FIELD:
        return set()
    if isinstance(static, (staticmethod, classmethod)):
        target = static.__func__
    elif isinstance(static, property):
        target = static.fget
    if target is None:
        return set()
    found = set()
    for name in LIFECYCLES:
        attr = f"_{name}"
        if inspect.isclass(target):
            has = attr in vars(target)  # a subclass of a beta class is not itself beta
        else:
            has = hasattr(target, attr) if not isinstance(target, (str, int, float, bool, tuple, dict)) else False
        if has:
            found.add(name)
    return found


# ------------------------------------------------------------------------------------------- the page side


def page_params(signature: str) -> tuple[Optional[list[Param]], str]:
    """Parameters of a documented signature `name(a, *, b=1)`; None with the reason when it is not Python."""
    start = signature.find("(")
    if start < 0:
        return None, ""
    end = signature.rfind(")")
    inner = signature[start + 1:end]
    try:
        fn = ast.parse(f"def _f({inner}): pass").body[0]
    except SyntaxError as e:
        return None, f"the signature is not valid Python ({e.msg})"
    params = _ast_args(fn.args)
    for p in params:
        if p.default is not NO_DEFAULT:
            p.default = PageDefault(ast.unparse(p.default))
    return params, ""


def _norm(expr: str) -> str:
    try:
        return ast.unparse(ast.parse(expr.strip(), mode="eval"))
    except SyntaxError:
        return expr.strip()


def _namespace(r: Resolved) -> dict:
    import typing

    ns: dict = {"typing": typing}
    dg, _ = import_module("dagster")
    if dg is not None:
        ns.update({k: getattr(dg, k) for k in dir(dg) if not k.startswith("__")})
    mod_name = getattr(r.obj, "__module__", None) or (r.owner.__module__ if r.owner is not None else None)
    mod, _ = import_module(mod_name) if isinstance(mod_name, str) else (None, "")
    if mod is not None:
        ns.update(vars(mod))
    if r.owner is not None and inspect.isclass(r.owner):
        owner_mod, _ = import_module(r.owner.__module__)
        if owner_mod is not None:
            ns.update(vars(owner_mod))
    return ns


def describe_default(value: Any) -> str:
    if value is NO_DEFAULT:
        return "no default"
    if isinstance(value, PageDefault):
        return str(value)
    if isinstance(value, ast.AST):
        return ast.unparse(value)
    if isinstance(value, enum.Enum):
        return f"{type(value).__name__}.{value.name}"
    if inspect.isclass(value) or inspect.isroutine(value):
        return getattr(value, "__qualname__", repr(value))
    text = repr(value)
    if text.startswith("<") and " object at 0x" in text:
        try:
            fresh = type(value)()
            if getattr(fresh, "__dict__", None) == getattr(value, "__dict__", 0):
                return f"{type(value).__name__}()"
        except Exception:  # noqa: BLE001 - needs arguments: no source form
            pass
    return text if len(text) < 80 else text[:77] + "..."


def default_matches(doc: Any, real: Any, ns: dict) -> bool:
    if doc is NO_DEFAULT or real is NO_DEFAULT:
        return doc is NO_DEFAULT and real is NO_DEFAULT
    doc_text = str(doc)
    if _is_private_callable(real) and (doc_text.strip() == "..." or not _is_expression(doc_text)):
        return True  # a private helper as default: the page may elide it or describe it in words
    if doc_text.strip() == "..." and not isinstance(real, ast.AST) and not _is_expression(describe_default(real)):
        return True  # an object with no source form (a logger, a sentinel): the page elides it
    if isinstance(real, ast.AST):
        if _norm(doc_text) == _norm(ast.unparse(real)):
            return True
        try:
            return ast.literal_eval(doc_text) == _constant_value(_literal_of(real, ns))
        except Exception:  # noqa: BLE001 - not literals: the text comparison above decided
            return False
    if _norm(doc_text) in (_norm(describe_default(real)), describe_default(real)):
        return True
    try:
        value = eval(doc_text, {"__builtins__": builtins, **ns})  # the page's own default expression
    except Exception:  # noqa: BLE001 - a default the namespace cannot evaluate is compared as text only
        return False
    try:
        if value is real or bool(value == real) or repr(value) == repr(real):
            return True
    except Exception:  # noqa: BLE001
        pass
    # `DagsterDbtTranslator()` as default: an instance of the same class in the same state.
    return type(value) is type(real) and getattr(value, "__dict__", None) == getattr(real, "__dict__", 0)


def _is_expression(text: str) -> bool:
    try:
        ast.parse(text.strip(), mode="eval")
        return True
    except SyntaxError:
        return False


def _constant_value(node: ast.AST) -> Any:
    """The value of a constant expression such as `24 * 60 * 60` (names and calls are refused)."""
    for sub in ast.walk(node):
        if isinstance(sub, (ast.Name, ast.Call, ast.Attribute, ast.Lambda)):
            raise ValueError("not a constant expression")
    return eval(compile(ast.Expression(node), "<default>", "eval"), {"__builtins__": {}})  # noqa: S307


def _is_private_callable(value: Any) -> bool:
    if isinstance(value, ast.Name):
        return value.id.startswith("_")
    return callable(value) and getattr(value, "__name__", "x").startswith("_")


def _literal_of(node: ast.AST, ns: dict) -> ast.AST:
    """A module constant used as a default (`poll_interval=DEFAULT_POLL_INTERVAL`) replaced by its literal value."""
    if isinstance(node, ast.Call) and not node.args and not node.keywords and isinstance(node.func, ast.Name):
        return {"list": ast.List([], ast.Load()), "dict": ast.Dict([], []), "tuple": ast.Tuple([], ast.Load())}.get(
            node.func.id, node)
    ctx = ns.get("__ast_ctx__")
    if isinstance(node, ast.Name) and ctx is not None:
        tree = parse_file(ctx.file)
        for stmt in tree.body:
            if isinstance(stmt, ast.Assign) and any(isinstance(t, ast.Name) and t.id == node.id for t in stmt.targets):
                return stmt.value
            if isinstance(stmt, ast.AnnAssign) and isinstance(stmt.target, ast.Name) and stmt.target.id == node.id \
                    and stmt.value is not None:
                return stmt.value
        found = resolve_ast_expr(ctx, node)
        if isinstance(found, AstObject) and isinstance(found.node, (ast.Assign, ast.AnnAssign)) and found.node.value:
            return found.node.value
        if isinstance(found, (int, float, str, bool)):
            return ast.Constant(found)
    return node


def fmt_param(p: Param) -> str:
    prefix = "*" if p.kind == P.VAR_POSITIONAL else "**" if p.kind == P.VAR_KEYWORD else ""
    default = "" if p.default is NO_DEFAULT else f"={describe_default(p.default)}"
    return f"{prefix}{p.name}{default}"


def fmt_sig(params: list[Param]) -> str:
    parts: list[str] = []
    star_done = False
    for i, p in enumerate(params):
        if p.kind == P.KEYWORD_ONLY and not star_done:
            parts.append("*")
        if p.kind in (P.VAR_POSITIONAL, P.KEYWORD_ONLY):
            star_done = True
        parts.append(fmt_param(p))
        if p.kind == P.POSITIONAL_ONLY and (i + 1 == len(params) or params[i + 1].kind != P.POSITIONAL_ONLY):
            parts.append("/")
    text = "(" + ", ".join(parts) + ")"
    return text if len(text) < 400 else text[:397] + "..."


# --------------------------------------------------------------------------------------------------- check


class SymbolCheck:
    def __init__(self, file: Path, lines: list[str], sym: dict, module: str):
        self.file, self.lines, self.sym, self.module = file, lines, sym, module
        self.name = str(sym.get("name", ""))
        self.path = f"{module}.{self.name}"
        self.line, self.col = sym.pos("name")

    def out(self, status: str, claim: str, actual: str = "", at: Optional[tuple[int, int]] = None) -> None:
        line, col = at or (self.line, self.col)
        emit(FAMILY, status, self.file, line, col, claim, actual)

    def col_in(self, key: str, needle: str) -> tuple[int, int]:
        line, col = self.sym.pos(key)
        raw = self.lines[line - 1] if 0 < line <= len(self.lines) else ""
        m = re.search(r"(?<![\w])" + re.escape(needle) + r"(?![\w])", raw[col - 1:])
        return line, (col + m.start() if m else col)

    def run(self) -> None:
        kind = self.sym.get("kind")
        if kind == "cli":
            return  # command-line entries belong to the CLI family
        r = resolve(self.path)
        claim = f"`{self.path}` is a {kind}"
        if r.uncheckable:
            self.out("uncheckable", claim, r.uncheckable)
            return
        if r.error:
            self.out("wrong", claim, r.error)
            return
        rk = real_kind(r)
        ok_kinds = ACCEPTS.get(kind, {kind})
        if rk == "enum" and kind == "class":
            ok_kinds = ok_kinds | {"enum"}
        self.out("ok" if rk in ok_kinds else "wrong", claim, f"it is a {rk}")
        if rk not in ok_kinds:
            return
        if kind in CALLABLE_KINDS and not _is_enum_class(r.obj):  # an enum's "signature" is Enum's own
            self.check_signature(r)
        self.check_lifecycle(r)

    # -- signature

    def check_signature(self, r: Resolved) -> None:
        real, why = real_params(r, self.sym.get("kind"))
        sig_text = self.sym.get("signature")
        doc_sig: Optional[list[Param]] = None
        if isinstance(sig_text, str):
            doc_sig, err = page_params(sig_text)
            if err:
                self.out("wrong", f"signature `{sig_text}`", err, self.sym.pos("signature"))
                return
        doc_list = [p for p in (self.sym.get("params") or []) if isinstance(p, dict) and p.get("name")]
        if real is None:
            self.out("uncheckable", f"the parameters of `{self.path}`", why)
            return
        public = [p for p in real if not p.name.startswith("_")]
        real_by_name = {p.name: p for p in real}
        ns = _namespace(r) if r.ast_obj is None else {"__ast_ctx__": r.ast_obj}
        documented: set[str] = set()
        if doc_sig is not None:
            self.compare_signature(doc_sig, real, real_by_name, ns)
            documented |= {p.name for p in doc_sig}
        for i, entry in enumerate(doc_list):
            name = str(entry["name"]).lstrip("*")
            at = self.sym["params"].item_pos[i] if hasattr(self.sym["params"], "item_pos") else self.sym.pos("params")
            claim = f"`{self.path}` has a parameter `{name}`"
            real_p = real_by_name.get(name)
            if real_p is None:
                self.out("wrong", claim, f"no such parameter; the signature is {fmt_sig(real)}", at)
                continue
            if doc_sig is not None and name not in documented:
                self.out("wrong", f"parameter `{name}` is listed but missing from the signature line",
                         f"it is {fmt_param(real_p)} ({KIND_NAMES[real_p.kind]})", at)
                documented.add(name)
                continue
            if "default" in entry and real_p.kind not in (P.VAR_POSITIONAL, P.VAR_KEYWORD):
                doc_default = NO_DEFAULT if entry["default"] is None and False else entry["default"]
                doc_default = _yaml_default(doc_default)
                good = default_matches(doc_default, real_p.default, ns)
                dl = entry.pos("default") if hasattr(entry, "pos") else at
                self.out("ok" if good else "wrong", f"`{name}` defaults to {describe_default(doc_default)}",
                         describe_default(real_p.default), dl)
            else:
                self.out("ok", claim, "", at)
            documented.add(name)
        for p in public:
            if p.name in documented:
                continue
            if p.kind in (P.VAR_POSITIONAL, P.VAR_KEYWORD) and any(
                    d.kind == p.kind for d in (doc_sig or [])):
                continue
            at = self.sym.pos("signature") if doc_sig is not None else self.sym.pos("params")
            self.out("wrong", f"`{self.path}` documents every public parameter",
                     f"`{fmt_param(p)}` ({KIND_NAMES[p.kind]}) is not documented; the signature is {fmt_sig(real)}",
                     at)

    def compare_signature(self, doc: list[Param], real: list[Param], real_by_name: dict, ns: dict) -> None:
        real_order = [p.name for p in real]
        last_index = -1
        for d in doc:
            at = self.col_in("signature", d.name)
            claim = f"signature parameter `{fmt_param(d)}` of `{self.path}`"
            r = real_by_name.get(d.name)
            if r is None and d.kind in (P.VAR_POSITIONAL, P.VAR_KEYWORD):
                r = next((p for p in real if p.kind == d.kind), None)
            if r is None:
                self.out("wrong", claim, f"no such parameter; the signature is {fmt_sig(real)}", at)
                continue
            problems = []
            if r.kind != d.kind:
                problems.append(f"it is {KIND_NAMES[r.kind]}, not {KIND_NAMES[d.kind]}")
            idx = real_order.index(r.name)
            if idx < last_index:
                problems.append(f"it comes earlier in the real order {fmt_sig(real)}")
            last_index = max(last_index, idx)
            if d.kind not in (P.VAR_POSITIONAL, P.VAR_KEYWORD) and not default_matches(d.default, r.default, ns):
                problems.append(f"its default is {describe_default(r.default)}")
            self.out("wrong" if problems else "ok", claim, "; ".join(problems), at)

    # -- lifecycle

    def check_lifecycle(self, r: Resolved) -> None:
        real = real_lifecycle(r)
        if real is None:
            return
        s = self.sym
        page = set()
        if s.get("deprecated") not in (None, False, "") or s.get("lifecycle") == "deprecated":
            page.add("deprecated")
        if s.get("preview") is True or s.get("lifecycle") == "preview":
            page.add("preview")
        for name in ("beta", "superseded"):
            if s.get("lifecycle") == name:
                page.add(name)
        key = "lifecycle" if "lifecycle" in s else "deprecated" if "deprecated" in s else "name"
        said = ", ".join(sorted(page)) or "no lifecycle marker"
        real_said = ", ".join(sorted(real)) or "no lifecycle marker"
        # The page holds one lifecycle: a superseded or deprecated API that is also beta states the stronger one.
        if page != real and page & {"superseded", "deprecated"} and page < real and real - page <= {"beta"}:
            page = real
        self.out("ok" if page == real else "wrong", f"`{self.path}`: {said}", f"Dagster marks it: {real_said}",
                 s.pos(key))


def _yaml_default(value: Any) -> Any:
    # `default: "None"` and `default: null` both state a default of None; numbers and booleans are literal.
    if value is None:
        return PageDefault("None")
    if isinstance(value, bool):
        return PageDefault("True" if value else "False")
    return PageDefault(str(value))


def main() -> None:
    root = parse_args()
    set_root(root)
    for file in iter_files(root, "content/api", (".yaml", ".yml")):
        data = load_yaml_with_lines(file)
        if not isinstance(data, dict):
            continue
        lines = file.read_text(encoding="utf-8").split("\n")
        for sym in data.get("symbols") or []:
            if not isinstance(sym, dict):
                continue
            module = str(sym.get("module") or data.get("module"))
            try:
                SymbolCheck(file, lines, sym, module).run()
            except Exception as e:  # noqa: BLE001 - one odd entry must not hide the others' facts
                line, col = sym.pos("name")
                emit(FAMILY, "uncheckable", file, line, col, f"`{module}.{sym.get('name')}`",
                     f"the check failed on this entry: {type(e).__name__}: {e}")


if __name__ == "__main__":
    main()
