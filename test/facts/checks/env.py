"""Fact family `env`: environment variables and metadata/tag keys the pages name exist in the pinned packages.

The packages' source (every `dagster*` and `create_dagster` package in site-packages, plus the
webserver's compiled UI, whose code reads some tags) is read once into two sets:

- environment variable names `DAGSTER_…` written out in the source;
- tag and metadata keys: string literals such as `"dagster/row_count"` or `"dagster-dbt/select"`, and
  keys built from a constant prefix (`f"{SYSTEM_TAG_PREFIX}partition"`, `KIND_PREFIX + kind`), whose
  unknown parts become a wildcard (`dagster/kind/*`).

A page claims a variable when it shows its name in code (inline code, fences, snippets, API YAML),
except names that the reader's own code or config on that page consumes (`dg.EnvVar("X")`,
`env: X`, `{{ env.X }}`, `os.getenv("X")`): those are the reader's choice, not a fact about Dagster.
A page claims a key when it shows it as an inline code span, a quoted dictionary key or argument in
code, or a YAML key. Keys of namespaces whose package is not installed are not checkable.
"""

from __future__ import annotations

import ast
import re
import sys
from pathlib import Path
from typing import Iterable, Optional

sys.path.insert(0, str(Path(__file__).resolve().parent))
import _cli_common as common  # noqa: E402

FAMILY = "env"
ENV_NAME = re.compile(r"(?<![A-Za-z0-9_])(DAGSTER_[A-Z0-9_]*[A-Z0-9_])(?![A-Za-z0-9_])")
KEY = r"dagster(?:-[a-z0-9]+)*/[A-Za-z0-9_.<>*{}/-]*[A-Za-z0-9_>*}]"
KEY_RE = re.compile(KEY)
# `"dagster/priority": …`, `tags.get("dagster/priority")`, `["dagster/priority"]` — not f-strings or paths
QUOTED_KEY = re.compile(r"(?<![fFrR\w])([\"'])(" + KEY + r")\1(?=\s*[:\]),=}])")
YAML_KEY = re.compile(r"^\s*(?:- )?[\"']?(" + KEY + r")[\"']?\s*:")
# The reader's configuration consumes a variable it chose itself: such a name is the reader's, not Dagster's.
CONFIG_USE = [
    re.compile(r"EnvVar(?:\.int)?\(\s*[\"'](DAGSTER_[A-Z0-9_]+)[\"']"),
    re.compile(r"\benv:\s*[\"']?(DAGSTER_[A-Z0-9_]+)"),
    re.compile(r"\{\{\s*env\.(DAGSTER_[A-Z0-9_]+)"),
    re.compile(r"\{\{\s*env\(\s*[\"'](DAGSTER_[A-Z0-9_]+)"),
    re.compile(r"\$\{?(DAGSTER_[A-Z0-9_]+)"),
    re.compile(r"^\s*-\s*[\"']?(DAGSTER_[A-Z0-9_]+)[\"']?\s*$"),  # a list of variables to pass through
]
# A Python read is a claim that something sets the variable, unless the site also sets it itself.
CODE_READ = [
    re.compile(r"os\.(?:getenv|environ\.get)\(\s*[\"'](DAGSTER_[A-Z0-9_]+)"),
    re.compile(r"os\.environ\[\s*[\"'](DAGSTER_[A-Z0-9_]+)"),
]
DEFINE = [
    re.compile(r"(?:^|[\s;`])(?:export\s+)?(DAGSTER_[A-Z0-9_]+)="),
    re.compile(r"^\s*-?\s*[\"']?(DAGSTER_[A-Z0-9_]+)[\"']?\s*:"),
    re.compile(r"name:\s*[\"']?(DAGSTER_[A-Z0-9_]+)"),
    re.compile(r"setenv\(\s*[\"'](DAGSTER_[A-Z0-9_]+)"),
    re.compile(r"environ\[\s*[\"'](DAGSTER_[A-Z0-9_]+)[\"']\s*\]\s*="),
]
ENV_CONTEXT_PY = re.compile(r"environ|getenv|EnvVar|setenv|#|env\b|ENV")
IMAGE_LIKE = re.compile(r"^dagster/(?:dagster-[a-z0-9-]+|user-code-example)(?::.*)?$")


# ---------------------------------------------------------------- what the packages contain


class Source:
    def __init__(self):
        self.env: set[str] = set()
        self.keys: set[str] = set()
        self.patterns: list[re.Pattern] = []
        self.namespaces: set[str] = {"dagster"}

    def has_env(self, name: str) -> bool:
        if name.endswith("_"):
            return any(e.startswith(name) for e in self.env)
        return name in self.env

    def has_key(self, key: str) -> bool:
        key = re.sub(r"<[^>]*>|\{[^}]*\}", "*", key)
        if "*" in key:  # the page names a family of keys (`dagster/kind/<name>`)
            prefix = key.split("*")[0]
            return any(k.startswith(prefix) for k in self.keys) or any(
                p.pattern.startswith(re.escape(prefix)) or p.match(prefix + "x") for p in self.patterns)
        return key in self.keys or any(p.fullmatch(key) for p in self.patterns)


def _constant_strings(tree: ast.AST) -> dict[str, str]:
    out = {}
    for node in ast.walk(tree):
        if isinstance(node, ast.Assign) and isinstance(node.value, ast.Constant) and isinstance(node.value.value, str):
            for t in node.targets:
                if isinstance(t, ast.Name):
                    out[t.id] = node.value.value
        elif isinstance(node, ast.AnnAssign) and isinstance(node.target, ast.Name) and \
                isinstance(node.value, ast.Constant) and isinstance(node.value.value, str):
            out[node.target.id] = node.value.value
    return out


def _render(node: ast.AST, consts: dict[str, str]) -> Optional[str]:
    """A string expression with unknown parts as `\\0`, or None when it is not built from strings."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return node.value
    if isinstance(node, ast.Name):
        return consts.get(node.id, "\0")
    if isinstance(node, ast.Attribute):
        return consts.get(node.attr, "\0")
    if isinstance(node, ast.JoinedStr):
        parts = []
        for v in node.values:
            if isinstance(v, ast.Constant):
                parts.append(str(v.value))
            elif isinstance(v, ast.FormattedValue):
                parts.append(_render(v.value, consts) or "\0")
        return "".join(parts)
    if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Add):
        left, right = _render(node.left, consts), _render(node.right, consts)
        if left is not None and right is not None:
            return left + right
    return None


def read_source() -> Source:
    src = Source()
    roots = []
    for sp in common.site_packages():
        for pkg in sorted(sp.iterdir()):
            if pkg.is_dir() and (pkg.name.startswith("dagster") or pkg.name == "create_dagster") and \
                    not pkg.name.endswith((".dist-info", ".egg-info")):
                roots.append(pkg)
                src.namespaces.add(pkg.name.replace("_", "-"))
    files: list[Path] = []
    for root in roots:
        files.extend(p for p in root.rglob("*.py") if "/tests/" not in str(p) and "_tests" not in p.parts)
    consts: dict[str, str] = {}
    trees = []
    for path in files:
        text = path.read_text(encoding="utf8", errors="replace")
        src.env.update(ENV_NAME.findall(text))
        if "dagster" not in text:
            continue
        for m in re.finditer(r"[\"'](" + KEY + r")[\"']", text):
            src.keys.add(m.group(1))
        if "/" in text:
            try:
                tree = ast.parse(text)
            except SyntaxError:
                continue
            trees.append(tree)
            consts.update({k: v for k, v in _constant_strings(tree).items() if v.startswith("dagster")})
    for tree in trees:
        for node in ast.walk(tree):
            if isinstance(node, (ast.JoinedStr, ast.BinOp)):
                rendered = _render(node, consts)
                if rendered and KEY_RE.match(rendered.replace("\0", "x")) and "\0" in rendered:
                    pattern = "".join(".+" if ch == "\0" else re.escape(ch) for ch in rendered)
                    src.patterns.append(re.compile(pattern))
                elif rendered and "\0" not in rendered and KEY_RE.fullmatch(rendered):
                    src.keys.add(rendered)
    src.keys.update(consts[k] for k in consts if KEY_RE.fullmatch(consts[k]))
    for sp in common.site_packages():  # the UI reads some tags itself
        build = sp / "dagster_webserver" / "webapp" / "build"
        for js in build.rglob("*.js") if build.exists() else []:
            for m in re.finditer(r"[\"'`](" + KEY + r")[\"'`]", js.read_text(encoding="utf8", errors="replace")):
                src.keys.add(m.group(1))
    return src


# ---------------------------------------------------------------- what the pages name


class Claim:
    def __init__(self, kind: str, name: str, file: str, line: int, col: int):
        self.kind, self.name, self.file, self.line, self.col = kind, name, file, line, col


def _key_ok(key: str) -> bool:
    last = key.rstrip("/").split("/")[-1]
    return not key.startswith("dagster-io/") and not IMAGE_LIKE.match(key) and \
        not re.search(r"\.(?:toml|ya?ml|py|json|txt|md|csv|sql)$", last)


def claims_in_code(rel: str, lines: list[str], first_line: int, col0: int = 0,
                   python: bool = False) -> Iterable[Claim]:
    for i, line in enumerate(lines):
        for m in ENV_NAME.finditer(line):
            if python and not ENV_CONTEXT_PY.search(line[:m.start()]):
                continue  # a string such as a user name (`user="DAGSTER_SVC"`), not a variable
            yield Claim("env", m.group(1), rel, first_line + i, col0 + m.start(1) + 1)
        for m in QUOTED_KEY.finditer(line):
            if _key_ok(m.group(2)):
                yield Claim("key", m.group(2), rel, first_line + i, col0 + m.start(2) + 1)
        m = YAML_KEY.match(line)
        if m and _key_ok(m.group(1)):
            yield Claim("key", m.group(1), rel, first_line + i, col0 + m.start(1) + 1)


SHORT_KEY = re.compile(r"^([a-z][a-z0-9]*)/([a-z0-9_][a-z0-9_/-]*)$")


def claims_in_inline(rel: str, code: str, line: int, col: int) -> Iterable[Claim]:
    for m in ENV_NAME.finditer(code):
        yield Claim("env", m.group(1), rel, line, col + m.start(1))
    short = SHORT_KEY.match(code)
    if short and short.group(1) != "dagster":  # `airlift/task-mapping`: a library key without `dagster-`
        yield Claim("short-key", code, rel, line, col)
    m = re.match(r"^[\"']?(" + KEY + r")", code)
    if m and _key_ok(m.group(1)) and not code.startswith(("dagster/dagster", "http")):
        yield Claim("key", m.group(1), rel, line, col + m.start(1))


def names_used(text: str) -> tuple[set[str], set[str], set[str]]:
    """(used by the reader's config, read by the reader's Python, set by the reader) in a text."""
    def find(patterns):
        out: set[str] = set()
        for line in text.splitlines():
            for pattern in patterns:
                out.update(pattern.findall(line))
        return out

    return find(CONFIG_USE), find(CODE_READ), find(DEFINE)


def page_claims(root: Path) -> Iterable[tuple[list[Claim], str]]:
    """The claims of each page, API file and snippet, with the file's text."""
    for path in common.doc_files(root):
        src = common.read_source(root, path)
        claims: list[Claim] = []
        for fence in common.fences(src.lines):
            if fence.lang in ("mermaid", "text"):
                continue
            python = fence.lang in ("python", "py")
            claims.extend(claims_in_code(src.rel, fence.body, fence.line, fence.indent, python))
        for line, col, code in common.inline_code(src.lines):
            claims.extend(claims_in_inline(src.rel, code, line, col))
        yield claims, "\n".join(src.lines)
    for rel, text, items in common.api_yaml_texts(root):
        claims = []
        for item in items:
            if item.style in ("|", ">"):
                body = item.value.split("\n")
                for f in common.fences(body, item.line):
                    python = f.lang in ("python", "py") or item.path[-1:] == ("example",)
                    claims.extend(claims_in_code(rel, f.body, f.line, 0, python))
                if item.path[-1:] == ("example",):
                    claims.extend(claims_in_code(rel, body, item.line, 0, True))
                for line, col, code in common.inline_code(body, item.line):
                    claims.extend(claims_in_inline(rel, code, line, col))
            else:
                after = item.start
                for m in common.INLINE_CODE.finditer(item.value):
                    line, col = common.locate(text, item.start, item.end, m.group(2), after)
                    claims.extend(claims_in_inline(rel, m.group(2).strip(), line, col))
        yield claims, text
    for path in common.snippet_files(root):
        if path.suffix not in (".py", ".yaml", ".yml", ".sh", ".toml", ".sql", ".json"):
            continue
        src = common.read_source(root, path)
        yield list(claims_in_code(src.rel, src.lines, 1, 0, path.suffix == ".py")), "\n".join(src.lines)


def click_env_names() -> set[str]:
    """Variables click reads for options: declared `envvar`s and the tools' `auto_envvar_prefix`."""
    import click

    import cli as cli_family

    prefixes = {"dagster": "DAGSTER_CLI", "dg": "DAGSTER_DG", "dagster-webserver": "DAGSTER_WEBSERVER",
                "create-dagster": "CREATE_DAGSTER"}
    names: set[str] = set()
    tools, _ = cli_family.load_tools()
    for tool, root in tools.items():
        stack = [((), root)]
        while stack:
            path, cmd = stack.pop()
            for p in cmd.params:
                env = getattr(p, "envvar", None)
                names.update([env] if isinstance(env, str) else list(env or []))
                if tool in prefixes and isinstance(p, click.Option) and p.name:
                    names.add("_".join([prefixes[tool], *path, p.name]).upper().replace("-", "_"))
            if isinstance(cmd, click.Group):
                stack.extend((path + (n,), c) for n, c in cmd.commands.items())
    return names


def cached_source() -> Source:
    """`read_source()` + click's variables, cached in the venv: both depend only on the installed packages."""
    import hashlib
    import importlib.metadata as md
    import json

    dists = sorted(f"{d.metadata['Name']}=={d.version}" for d in md.distributions()
                   if "dagster" in (d.metadata["Name"] or "").lower())
    key = hashlib.sha256("\n".join([*dists, Path(__file__).read_text(encoding="utf8")]).encode()).hexdigest()
    cache = Path(sys.prefix) / "facts-env-source.json"
    try:
        data = json.loads(cache.read_text(encoding="utf8"))
        if data.get("key") == key:
            src = Source()
            src.env, src.keys, src.namespaces = set(data["env"]), set(data["keys"]), set(data["namespaces"])
            src.patterns = [re.compile(p) for p in data["patterns"]]
            return src
    except (OSError, ValueError, KeyError):
        pass
    src = read_source()
    src.env.update(click_env_names())
    try:
        cache.write_text(json.dumps({"key": key, "env": sorted(src.env), "keys": sorted(src.keys),
                                     "namespaces": sorted(src.namespaces),
                                     "patterns": [p.pattern for p in src.patterns]}), encoding="utf8")
    except OSError:
        pass  # a read-only venv: compute again next time
    return src


def main() -> int:
    root = common.parse_root()
    source = cached_source()
    pages = list(page_claims(root))
    config_use, code_read, defined = set(), set(), set()
    for _, text in pages:
        used, read, defs = names_used(text)
        config_use |= used
        code_read |= read
        defined |= defs
    readers_own = config_use | (code_read & defined)
    for claims, _ in pages:
        for c in claims:
            if c.kind == "short-key":
                namespace, rest = c.name.split("/", 1)
                full = f"dagster-{namespace}/{rest}"
                if full in source.keys:  # only a literal key of the package, never a pattern
                    common.emit(FAMILY, "wrong", c.file, c.line, c.col, f"`{c.name}` is a key of dagster-{namespace}",
                                f"the key is spelled `{full}`")
                continue  # otherwise a path such as `dbt/models`, not a claim about a key
            if c.kind == "env":
                if c.name in readers_own and not source.has_env(c.name):
                    continue  # the reader's own variable, set and used by their code or config
                what = "a prefix of environment variables" if c.name.endswith("_") else "an environment variable"
                claim = f"`{c.name}` is {what} the pinned packages read"
                if source.has_env(c.name):
                    common.emit(FAMILY, "ok", c.file, c.line, c.col, claim)
                else:
                    common.emit(FAMILY, "wrong", c.file, c.line, c.col, claim,
                                f"`{c.name}` does not occur in the source of the pinned dagster packages")
            else:
                namespace = c.name.split("/")[0]
                claim = f"`{c.name}` is a tag or metadata key of {namespace}"
                if namespace not in source.namespaces:
                    common.emit(FAMILY, "uncheckable", c.file, c.line, c.col, claim,
                                f"package `{namespace}` is not in the bench")
                elif source.has_key(c.name):
                    common.emit(FAMILY, "ok", c.file, c.line, c.col, claim)
                else:
                    common.emit(FAMILY, "wrong", c.file, c.line, c.col, claim,
                                f"no key `{c.name}` in the source of `{namespace.replace('-', '_')}`")
    return 0


if __name__ == "__main__":
    sys.exit(main())
