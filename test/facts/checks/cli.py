"""Fact family `cli`: the commands and flags the site shows exist in the pinned packages' command trees.

The trees are the click commands behind the installed console scripts (typer apps are converted with
`typer.main.get_command`); `--help` output is never read. Two kinds of facts:

- every command line that a page shows (bash/shell fences, `<CliInvocationExample>`, inline code,
  `kind: cli` signatures and fences of the API YAML, Docker `CMD` arrays) names existing commands and
  options, one fact per command path and per option;
- the CLI reference pages describe every visible command of their tool in a `### \\`tool command\\``
  section and every visible option of that command in it (or in the page's shared sections).
"""

from __future__ import annotations

import importlib
import importlib.util
import importlib.metadata as md
import json
import os
import re
import shlex
import sys
import warnings
from dataclasses import dataclass
from pathlib import Path
from typing import Iterable, Optional

sys.path.insert(0, str(Path(__file__).resolve().parent))
import _cli_common as common  # noqa: E402

FAMILY = "cli"
SHELL_LANGS = {"bash", "shell", "sh", "console", "zsh", "shell-session", "terminal"}
# Library CLIs named on pages. Only names ending a console script of an installed package are checked;
# the others (not installed, or broken entry points) are reported as not checkable.
KNOWN_TOOLS = {
    "dagster", "dg", "create-dagster", "dagster-cloud", "dagster-plus", "dagster-celery", "dagster-webserver",
    "dagster-daemon", "dagster-graphql", "dagster-dbt", "dagster-airlift", "dagster-azure", "dagster-dlt",
    "dagster-sling", "dagster-k8s", "dagster-aws", "dagster-docker", "dagster-gcp", "dagster-census",
}
# The reference page of each tool whose whole command tree must be described.
REFERENCE_PAGES = {
    "dagster": "content/docs/api/clis/cli.mdx",
    "dagster-webserver": "content/docs/api/clis/cli.mdx",
    "dagster-daemon": "content/docs/api/clis/cli.mdx",
    "dagster-graphql": "content/docs/api/clis/cli.mdx",
    "dg": "content/docs/api/clis/dg-cli/dg-cli-reference.mdx",
    "create-dagster": "content/docs/api/clis/create-dagster.mdx",
    "dagster-cloud": "content/docs/api/clis/dagster-cloud-cli/dagster-cloud-cli-reference.mdx",
}
PLACEHOLDER = re.compile(r"^(?:[A-Z][A-Z0-9_]*(?:\.\.\.)?|<.*>|\{.*\}|\.\.\.|…|\$\{?[A-Za-z_].*|\S*\$\(.*)$")
WRAPPER_FLAGS_WITH_VALUE = {"--with", "--from", "--python", "-p", "--project", "--directory", "--extra",
                            "--env-file", "--package", "--group", "--index-url"}


# ---------------------------------------------------------------- command trees


def _to_click(obj):
    import click

    if isinstance(obj, click.Command):
        return obj
    try:
        import typer

        if isinstance(obj, typer.Typer):
            return typer.main.get_command(obj)
    except ImportError:
        pass
    return None


class Tools(dict):
    """Click root commands of the Dagster console scripts, loaded on first use: importing every CLI
    (dagster-cloud's typer app, all of dg) costs seconds that a small tree does not need."""

    def __init__(self):
        super().__init__()
        self.broken: dict[str, str] = {}
        self.entry_points = {}
        for ep in md.entry_points(group="console_scripts"):
            dist = (ep.dist.name if ep.dist else "") or ""
            if ep.name in KNOWN_TOOLS or "dagster" in dist.lower():
                self.entry_points[ep.name] = ep

    def _load(self, name: str) -> bool:
        if dict.__contains__(self, name):
            return True
        ep = self.entry_points.get(name)
        if ep is None or name in self.broken:
            return False
        try:
            with warnings.catch_warnings():
                warnings.simplefilter("ignore")
                cmd = _to_click(ep.load())
                if cmd is None:
                    module = importlib.import_module(ep.value.partition(":")[0])
                    cmd = next((c for c in (_to_click(getattr(module, n, None)) for n in ("cli", "app")) if c), None)
        except Exception as e:  # a broken entry point is a fact we cannot check, not a crash
            self.broken[name] = f"console script {ep.value} does not load: {type(e).__name__}: {e}"
            return False
        if cmd is None:
            self.broken[name] = f"console script {ep.value} is not a click or typer command"
            return False
        dict.__setitem__(self, name, cmd)
        return True

    def __contains__(self, name) -> bool:
        return self._load(name)

    def __getitem__(self, name):
        if not self._load(name):
            raise KeyError(name)
        return dict.__getitem__(self, name)

    def items(self):
        for name in sorted(self.entry_points):
            self._load(name)
        return dict.items(self)


def load_tools() -> tuple[Tools, dict[str, str]]:
    """The Dagster console scripts (loaded lazily) and, as they load, why some could not be."""
    tools = Tools()
    return tools, tools.broken


def _define_scaffold_defs_commands(dg) -> None:
    """`dg scaffold defs <type>` subcommands come from the component registry of the environment."""
    try:
        from dagster_dg_core.component import EnvRegistry
        from dagster_shared.serdes.objects import EnvRegistryKey
        from dagster_shared.serdes.objects.package_entry import EnvRegistryManifest

        group = dg.commands["scaffold"].commands["defs"]
        objects, broken = common.component_registry()
        for module, why in broken.items():
            print(f"cli: registry module {module} does not load: {why}", file=sys.stderr)
        registry = EnvRegistry(EnvRegistryManifest(modules=sorted({o.key.namespace for o in objects.values()}),
                                                   objects=list(objects.values())))
        names: dict[str, int] = {}
        for key in registry.keys():
            names[key.name] = names.get(key.name, 0) + 1
        for key, obj in registry.items():
            group._create_subcommand(key, obj, use_typename_alias=names[key.name] == 1)
        group._commands_defined = True
    except Exception as e:  # keep the static commands; the dynamic ones become uncheckable
        print(f"cli: could not list dg scaffold defs types: {e}", file=sys.stderr)
        del EnvRegistryKey


def _ctx(cmd, name: str, parent=None):
    import click

    return click.Context(cmd, info_name=name, parent=parent, **(cmd.context_settings or {}))


def option_names(cmd, ctx) -> dict[str, object]:
    import click

    names: dict[str, object] = {}
    params = list(cmd.params)
    help_opt = cmd.get_help_option(ctx)
    if help_opt is not None:
        params.append(help_opt)
    for p in params:
        if isinstance(p, click.Option):
            for n in (*p.opts, *p.secondary_opts):
                names[n] = p
    return names


def subcommand(group, ctx, name: str):
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            cmd = group.get_command(ctx, name)
    except (Exception, SystemExit):  # dg exits when a `scaffold defs` type is unknown
        cmd = None
    if cmd is not None:
        return cmd
    for c in group.commands.values():  # aliases of dg's groups
        if name in (getattr(c, "aliases", None) or []):
            return c
    return None


def takes_value(p) -> bool:
    return not (getattr(p, "is_flag", False) or getattr(p, "count", False))


def visible_commands(cmd, path: tuple[str, ...]) -> Iterable[tuple[tuple[str, ...], object]]:
    import click

    yield path, cmd
    if isinstance(cmd, click.Group):
        for name, sub in sorted(cmd.commands.items()):
            if sub.hidden or getattr(sub, "deprecated", False):
                continue
            if path[-2:] == ("scaffold", "defs") and name != "inline-component":
                continue  # one command per installed component type: the registry, not the CLI
            yield from visible_commands(sub, path + (name,))


# ---------------------------------------------------------------- reading command lines


@dataclass
class Invocation:
    file: str
    line: int
    col: int
    tokens: list[str]
    text: str
    # A fence marked `release="<package> <version range>"` shows a release other than the pin: its
    # commands are still checked, but one the pinned tree lacks is "not checkable", never "ok".
    release: str = ""


def split_commands(line: str) -> list[tuple[int, str]]:
    """Split a shell line at unquoted `&&`, `||`, `;` and ` | `; returns (offset, piece)."""
    pieces, start, quote, i = [], 0, None, 0
    while i < len(line):
        ch = line[i]
        if quote:
            if ch == quote:
                quote = None
        elif ch in "'\"":
            quote = ch
        elif ch == "#" and (i == 0 or line[i - 1] in " \t"):
            break
        elif line.startswith("&&", i) or line.startswith("||", i):
            pieces.append((start, line[start:i]))
            start, i = i + 2, i + 2
            continue
        elif ch == ";" or (ch == "|" and line[i - 1:i] == " " and line[i + 1:i + 2] == " "):
            pieces.append((start, line[start:i]))
            start = i + 1
        i += 1
    pieces.append((start, line[start:i]))
    return [(o, p) for o, p in pieces if p.strip()]


def strip_wrappers(tokens: list[str]) -> list[str]:
    """Drop what runs the tool (env assignments, `uv run`, `uvx`, `python -m`...) and keep the tool line."""
    i = 0
    while i < len(tokens):
        t = tokens[i]
        if re.match(r"^[A-Za-z_][A-Za-z0-9_]*=", t) or t in ("sudo", "exec", "time", "nohup", "env", "!", "$", ">"):
            i += 1
        elif t in ("uv", "poetry", "pdm", "pipenv", "hatch", "rye") and i + 1 < len(tokens) and tokens[i + 1] == "run":
            i += 2
            while i < len(tokens) and tokens[i].startswith("-"):
                i += 2 if tokens[i].split("=")[0] in WRAPPER_FLAGS_WITH_VALUE and "=" not in tokens[i] else 1
        elif t in ("uvx", "pipx") or (t == "uv" and tokens[i + 1:i + 2] == ["tool"]):
            i += 1
            while i < len(tokens) and (tokens[i] in ("run", "tool") or tokens[i].startswith("-")):
                i += 2 if tokens[i].split("=")[0] in WRAPPER_FLAGS_WITH_VALUE and "=" not in tokens[i] else 1
            if i < len(tokens):
                tokens = tokens[:i] + [tokens[i].split("@")[0].split("==")[0]] + tokens[i + 1:]
        elif re.match(r"^python[0-9.]*$", t) and tokens[i + 1:i + 2] == ["-m"] and i + 2 < len(tokens):
            module = tokens[i + 2]
            tool = {"dagster": "dagster", "dagster_dg_cli": "dg", "dagster_graphql": "dagster-graphql",
                    "dagster_webserver": "dagster-webserver", "dagster_cloud_cli": "dagster-cloud"}.get(module)
            return [tool, *tokens[i + 3:]] if tool else []
        else:
            break
    return tokens[i:]


def tokenize(text: str) -> Optional[list[str]]:
    try:
        return shlex.split(text, comments=False, posix=True)
    except ValueError:
        return None


def shell_invocations(rel: str, lines: list[str], first_line: int) -> Iterable[Invocation]:
    """Command lines of a shell block; continuation lines are joined and reported at their first line."""
    i = 0
    while i < len(lines):
        start = i
        text = lines[i]
        while text.rstrip().endswith("\\") and i + 1 < len(lines):
            i += 1
            text = text.rstrip()[:-1] + " " + lines[i].strip()
        i += 1
        stripped = text.lstrip()
        col0 = len(text) - len(stripped)
        if stripped.startswith(("$ ", "> ")):
            stripped, col0 = stripped[2:], col0 + 2
        if stripped.startswith("#"):
            continue
        yield from _invocations_in(rel, stripped, first_line + start, col0)


def _invocations_in(rel: str, text: str, line: int, col0: int) -> Iterable[Invocation]:
    for offset, piece in split_commands(text):
        tokens = tokenize(piece)
        if not tokens:
            continue
        tokens = strip_wrappers(tokens)
        if tokens and tokens[0] in KNOWN_TOOLS:
            lead = len(piece) - len(piece.lstrip())
            yield Invocation(rel, line, col0 + offset + lead + 1, tokens, piece.strip())


ARRAY_CMD = re.compile(r"\[\s*\"(?:[^\"]*)\"(?:\s*,\s*\"[^\"]*\")*\s*\]")


ACTION_TOOL = re.compile(r"uses:\s*\S*/actions/utils/(dagster-cloud-cli|dg-cli)@")
YAML_SHELL = re.compile(r"^(\s*)(?:-\s+|run:\s+|script:\s+)?(.*)$")


def yaml_invocations(rel: str, lines: list[str], first_line: int) -> Iterable[Invocation]:
    """Shell lines in CI files (`script:` items, `run:` blocks, folded `- >` items) and the `command:` of
    the dagster-cloud-action steps, which prefix it with the tool their `uses:` names."""
    action_tool, i = "", 0
    while i < len(lines):
        line = lines[i]
        m = ACTION_TOOL.search(line)
        if m:
            action_tool = {"dagster-cloud-cli": "dagster-cloud", "dg-cli": "dg"}[m.group(1)]
        cmd = re.match(r"^(\s*)command:\s*[\"']?([^\"'\[][^\"']*)[\"']?\s*$", line)
        if cmd and action_tool:
            text = f"{action_tool} {cmd.group(2)}"
            for inv in _invocations_in(rel, text, first_line + i, line.index(cmd.group(2)) - len(action_tool) - 1):
                yield inv
            action_tool = ""
            i += 1
            continue
        stripped = line.strip()
        if re.match(r"^(?:-\s+|run:\s+|\S+:\s+)?[>|]-?$", stripped):  # a block scalar: join its lines
            indent = len(line) - len(line.lstrip())
            j, body = i + 1, []
            while j < len(lines) and (not lines[j].strip() or len(lines[j]) - len(lines[j].lstrip()) > indent):
                body.append(lines[j])
                j += 1
            folded = stripped.split()[-1].startswith(">")
            if folded:
                text = " ".join(b.strip() for b in body if b.strip())
                if text and text.split()[0] in KNOWN_TOOLS | {"uv", "uvx"}:
                    first = next(k for k, b in enumerate(body) if b.strip())
                    yield from _invocations_in(rel, text, first_line + i + 1 + first,
                                               len(body[first]) - len(body[first].lstrip()))
            else:
                yield from shell_invocations(rel, [b.strip() for b in body], first_line + i + 1)
            i = j
            continue
        m2 = YAML_SHELL.match(line)
        rest = m2.group(2) if m2 else ""
        if rest.split(" ")[0] in KNOWN_TOOLS | {"uv", "uvx"} and " " in rest and not rest.endswith(":"):
            yield from _invocations_in(rel, rest, first_line + i, len(line) - len(rest))
        i += 1


def array_invocations(rel: str, lines: list[str], first_line: int) -> Iterable[Invocation]:
    """`CMD ["dagster", "code-server", "start", ...]` in Dockerfiles and `command: [...]` in YAML."""
    for idx, line in enumerate(lines):
        for m in ARRAY_CMD.finditer(line):
            try:
                tokens = json.loads(m.group(0))
            except ValueError:
                continue
            if tokens and tokens[0] in KNOWN_TOOLS:
                yield Invocation(rel, first_line + idx, m.start() + 1, tokens, m.group(0))
        stripped = line.strip()
        if re.match(r"^(RUN|CMD|ENTRYPOINT)\s+[^\[]", stripped):
            yield from _invocations_in(rel, stripped.split(None, 1)[1], first_line + idx, line.index(stripped) + 4)


# ---------------------------------------------------------------- checking one command line


class Checker:
    def __init__(self, tools: dict, broken: dict[str, str]):
        self.tools, self.broken = tools, broken
        self.counts = {"ok": 0, "wrong": 0, "uncheckable": 0}

    def report(self, inv: Invocation, status: str, claim: str, actual: str = "") -> None:
        if status == "wrong" and inv.release:
            status, actual = "uncheckable", f"the block is marked release=\"{inv.release}\"; pinned tree: {actual}"
        self.counts[status] += 1
        common.emit(FAMILY, status, inv.file, inv.line, inv.col, claim, actual)

    def check_choice(self, inv: Invocation, path: list[str], name: str, param, value: str) -> None:
        """A literal value of an option with fixed choices (`--log-format json`) must be one of them."""
        import click

        if not isinstance(param.type, click.Choice) or not re.match(r"^[A-Za-z0-9_.-]+$", value) or \
                PLACEHOLDER.match(value):
            return
        choices = [str(c) for c in param.type.choices]
        fold = (lambda x: x.lower()) if not param.type.case_sensitive else (lambda x: x)
        claim = f"{' '.join(path)} {name} {value}"
        if fold(value) in {fold(c) for c in choices}:
            self.report(inv, "ok", claim)
        else:
            self.report(inv, "wrong", claim, f"{name} accepts {', '.join(choices)}")

    def check(self, inv: Invocation, inline: bool = False) -> None:
        import click

        tokens = [t for t in inv.tokens if t]
        tool = tokens[0]
        if tool not in self.tools:
            if len(tokens) > 1 or not inline:
                reason = self.broken.get(tool) or f"`{tool}` is not a console script of the pinned packages"
                self.report(inv, "uncheckable", inv.text, reason)
            return
        cmd, path = self.tools[tool], [tool]
        ctx = _ctx(cmd, tool)
        if len(tokens) > 1:
            self.report(inv, "ok", tool, "")
        i = 1
        while i < len(tokens):
            raw = tokens[i]
            t = raw.strip("[]()|").removesuffix("...").removesuffix(",")
            if raw.startswith("[") and raw.endswith("...]") or t in ("", "-", "\\"):
                i += 1
                continue
            if t == "--":
                break
            if t.startswith("-") and not re.match(r"^-\d", t):
                name = t.split("=", 1)[0]
                opts = option_names(cmd, ctx)
                p = opts.get(name)
                if p is None and re.match(r"^-[A-Za-z]{2,}$", name):  # -abc: several short flags
                    ps = [opts.get("-" + c) for c in name[1:]]
                    if all(x is not None and not takes_value(x) for x in ps):
                        p = ps[0]
                if p is None:
                    if getattr(cmd, "ignore_unknown_options", False) or cmd.context_settings.get(
                            "ignore_unknown_options"):
                        self.report(inv, "uncheckable", f"{' '.join(path)} {name}",
                                    "the command passes unknown options through to another program")
                        return
                    shown = ", ".join(sorted(n for n, q in opts.items() if not getattr(q, "hidden", False)))
                    self.report(inv, "wrong", f"{' '.join(path)} {name}",
                                f"`{' '.join(path)}` has no option {name}; its options are: {shown}")
                    return
                self.report(inv, "ok", f"{' '.join(path)} {name}")
                value = t.split("=", 1)[1] if "=" in t else (tokens[i + 1] if i + 1 < len(tokens) else None)
                if takes_value(p) and value is not None and not raw.endswith("]"):
                    self.check_choice(inv, path, name, p, value)
                if takes_value(p) and "=" not in t and not raw.endswith("]"):
                    i += 1 + max(0, (p.nargs if p.nargs > 0 else 1) - 1)
                i += 1
                continue
            # a positional token
            if isinstance(cmd, click.Group):
                if PLACEHOLDER.match(t) or raw.startswith("[") or raw.endswith(("...", "…")):
                    return  # `COMMAND`, `[ARGS]`, `dagster_aws...`: a placeholder, not a command name
                if inline and not re.match(r"^[a-z][a-z0-9_-]*$", t):  # prose such as `dagster 1.11.3`
                    return
                if path == ["dg", "scaffold", "defs"] and not getattr(cmd, "_facts_registry", False):
                    _define_scaffold_defs_commands(self.tools["dg"])  # only when a page scaffolds a type
                    cmd._facts_registry = True
                sub = subcommand(cmd, ctx, t)
                if sub is None and path[-2:] == ["scaffold", "defs"] and "." in t:
                    module = t.rsplit(".", 1)[0]
                    if importlib.util.find_spec(module.split(".")[0]) is None:
                        self.report(inv, "uncheckable", f"{' '.join(path)} {t}",
                                    f"package of `{module}` is not installed in the bench "
                                    "(an unpinned library or the reader's own project)")
                        return
                if sub is None:
                    if cmd.invoke_without_command and any(isinstance(p, click.Argument) for p in cmd.params):
                        i += 1
                        continue
                    visible = sorted(n for n, c in cmd.commands.items() if not c.hidden)
                    self.report(inv, "wrong", f"{' '.join(path)} {t}",
                                f"`{' '.join(path)}` has no command `{t}`; its commands are: {', '.join(visible)}")
                    return
                path.append(t)
                ctx = _ctx(sub, t, ctx)
                cmd = sub
                self.report(inv, "ok", " ".join(path))
            i += 1


# ---------------------------------------------------------------- reference pages


HEADING = re.compile(r"^(#{1,6})\s+(.*?)\s*(?:\{#[^}]*\})?\s*$")
CODE_IN_HEADING = re.compile(r"^`([^`]+)`$")
OPTION_IN_CODE = re.compile(r"(?<![\w-])(--?[A-Za-z][\w-]*)")


def reference_sections(lines: list[str], tool: str):
    """{command path: (line, [option spellings in its section])} and the options of shared sections."""
    sections: dict[tuple[str, ...], tuple[int, list[str]]] = {}
    shared: list[str] = []
    mentioned: set[tuple[str, ...]] = set()
    refs: dict[tuple[str, ...], set[tuple[str, ...]]] = {}  # "same options as `tool other`"
    short_refs: dict[tuple[str, ...], set[str]] = {}
    table_opts: dict[tuple[str, ...], list[tuple[int, int, str]]] = {}  # first cells of option tables
    defaults: dict[tuple[str, ...], list[tuple[int, str, str]]] = {}  # (line, option cell, default cell)
    default_col: Optional[int] = None
    current: Optional[tuple[str, ...]] = None
    current_level = 0
    prose = dict(common.prose_lines(lines))
    for idx, line in enumerate(lines):
        code_spans: list[str] = []
        if idx in prose:
            h = HEADING.match(line)
            if h:
                level = len(h.group(1))
                m = CODE_IN_HEADING.match(h.group(2).strip())
                if m and m.group(1).split()[0] == tool:
                    current, current_level = tuple(m.group(1).split()[1:]), level
                    sections.setdefault(current, (idx + 1, []))
                    continue
                if current is not None and level <= current_level:
                    current = None
                continue
            code_spans = [m.group(2) for m in common.INLINE_CODE.finditer(line)]
            if line.lstrip().startswith("|"):
                cells = [c.strip() for c in line.strip().strip("|").split(" | ")]
                if cells and cells[0] in ("Option", "Argument or option"):
                    default_col = cells.index("Default") if "Default" in cells else None
                elif cells and not set(cells[0]) <= {"-", " "} and default_col is not None and current is not None \
                        and len(cells) > default_col:
                    defaults.setdefault(current, []).append((idx + 1, cells[0], cells[default_col]))
            if current is not None and line.lstrip().startswith("|"):
                first = line.lstrip()[1:].split(" | ")[0]
                offset = line.index(first)
                for m in common.INLINE_CODE.finditer(first):
                    for o in OPTION_IN_CODE.finditer(m.group(2)):
                        table_opts.setdefault(current, []).append((idx + 1, offset + m.start(2) + o.start() + 1,
                                                                   o.group(1)))
        else:
            code_spans = [line]  # usage lines and examples in fences
        for span in code_spans:
            words = span.split()
            if words and words[0] == tool:
                path = tuple(w for w in words[1:] if re.match(r"^[a-z][a-z0-9_-]*$", w))
                for n in range(1, len(path) + 1):
                    mentioned.add(path[:n])
                if current is not None and idx in prose and path and path != current:
                    refs.setdefault(current, set()).add(path)
            elif current is not None and idx in prose and re.match(r"^[a-z][a-z0-9]*(-[a-z0-9]+)+$", span):
                short_refs.setdefault(current, set()).add(span)  # `add-location`: a sibling by its name
            opts = OPTION_IN_CODE.findall(span)
            if current is None:
                shared.extend(opts)
            else:
                sections[current][1].extend(opts)
    # A section that names another command in its prose ("the same options as `tool x`") documents
    # that command's options too.
    for path, names in short_refs.items():
        for name in names:
            same = [p for p in sections if p and p[-1] == name and p[:-1] == path[:-1]]
            refs.setdefault(path, set()).update(same)
    for path, targets in refs.items():
        for target in targets:
            if target in sections:
                sections[path][1].extend(sections[target][1])
    return sections, shared, table_opts, defaults


def check_reference(root: Path, tool: str, rel: str, tools: dict, checker: Checker) -> None:
    import click

    path = root / rel
    if tool not in tools or not path.exists():
        return
    lines = path.read_text(encoding="utf8").splitlines()
    sections, shared, table_opts, defaults = reference_sections(lines, tool)
    shared_set = set(shared)
    root_cmd = tools[tool]
    for cmd_path, cmd in visible_commands(root_cmd, (tool,)):
        sub = cmd_path[1:]
        is_leaf = not isinstance(cmd, click.Group) or cmd.invoke_without_command
        inv = Invocation(rel, sections.get(sub, (1, []))[0], 1, list(cmd_path), " ".join(cmd_path))
        if not sub:
            documented = shared_set | set(sections.get((), (0, []))[1])
        elif sub not in sections:
            if is_leaf:
                checker.report(inv, "wrong", f"{rel} describes `{' '.join(cmd_path)}`",
                               f"`{' '.join(cmd_path)}` exists in the pinned package but has no "
                               f"`### \\`{' '.join(cmd_path)}\\`` section on this page")
            continue
        else:
            checker.report(inv, "ok", f"{rel} describes `{' '.join(cmd_path)}`")
            documented = shared_set | set(sections[sub][1])
        ctx = click.Context(cmd, info_name=cmd_path[-1], **(cmd.context_settings or {}))
        names = option_names(cmd, ctx)
        if isinstance(cmd, click.Group):  # `dg scaffold defs TYPE PATH --format`: options of the subcommands
            if getattr(cmd, "_commands_defined", True) is False:
                _define_scaffold_defs_commands(root_cmd)
            for name in cmd.list_commands(ctx):
                child = cmd.get_command(ctx, name)
                if child is not None:
                    names.update({k: v for k, v in option_names(child, click.Context(child)).items() if k not in names})
        for line, col, opt in table_opts.get(sub, []):
            at = Invocation(rel, line, col, list(cmd_path), " ".join(cmd_path))
            claim = f"`{' '.join(cmd_path)}` has option {opt}"
            if opt in names:
                checker.report(at, "ok", claim)
            else:
                shown = ", ".join(sorted(n for n, q in names.items() if not getattr(q, "hidden", False)))
                checker.report(at, "wrong", claim,
                               f"`{' '.join(cmd_path)}` has no option {opt}; its options are: {shown}")
        for line, cell, shown_default in defaults.get(sub, []):
            check_default(checker, rel, line, cmd_path, names, cell, shown_default)
        for p in cmd.params:
            if not isinstance(p, click.Option) or p.hidden:
                continue
            spellings = [*p.opts, *p.secondary_opts]
            claim = f"{rel} lists option {'/'.join(spellings)} of `{' '.join(cmd_path)}`"
            if documented & set(spellings):
                checker.report(inv, "ok", claim)
            else:
                checker.report(inv, "wrong", claim,
                               f"`{' '.join(cmd_path)}` has option {', '.join(spellings)}, not named in its section")
        del ctx
    # sections for commands that do not exist are caught by the invocation check of the heading text


def _plain_default(value) -> Optional[str]:
    """The default of a click option as a page would write it, or None when it is not a plain value."""
    if value is None or callable(value) or type(value).__name__ in ("Sentinel", "_Missing") or \
            "UNSET" in repr(value):
        return None
    if isinstance(value, bool):
        return "on" if value else "off"
    if isinstance(value, (int, float, str)):
        return str(value)
    return None


def check_default(checker: "Checker", rel: str, line: int, cmd_path: tuple[str, ...], names: dict,
                  cell: str, shown: str) -> None:
    """The Default column of a reference table agrees with the option's default in the package."""
    shown = shown.strip()
    literal = re.fullmatch(r"`([^`]*)`|(on|off)", shown)
    opts = OPTION_IN_CODE.findall(cell)
    if not literal or not opts or opts[0] not in names:
        return  # empty, prose ("check in a project") or not an option row: no claim to compare
    value = literal.group(1) if literal.group(1) is not None else literal.group(2)
    param = names[opts[0]]
    actual = _plain_default(getattr(param, "default", None))
    if actual is None and getattr(param, "is_flag", False) and not getattr(param, "secondary_opts", None):
        actual = "off"  # a plain flag with no default is false unless given
    claim = f"`{' '.join(cmd_path)} {opts[0]}` defaults to {value}"
    at = Invocation(rel, line, 1, list(cmd_path), " ".join(cmd_path))
    if actual is None:
        checker.report(at, "uncheckable", claim, "the option has no literal default in the package (it is "
                                                 "decided when the command runs)")
    elif actual.lower() == value.lower():
        checker.report(at, "ok", claim)
    else:
        checker.report(at, "wrong", claim, f"the package's default is {actual}")


# ---------------------------------------------------------------- sources


def doc_invocations(root: Path) -> Iterable[tuple[Invocation, bool]]:
    for path in common.doc_files(root):
        src = common.read_source(root, path)
        for fence in common.fences(src.lines):
            if fence.lang in SHELL_LANGS:
                release = re.search(r'release="([^"]+)"', fence.meta)
                for inv in shell_invocations(src.rel, fence.body, fence.line):
                    inv.release = release.group(1) if release else ""
                    yield inv, False
            elif fence.lang in ("docker", "dockerfile", "yaml", "yml"):
                for inv in array_invocations(src.rel, fence.body, fence.line):
                    yield inv, False
                if fence.lang in ("yaml", "yml"):
                    for inv in yaml_invocations(src.rel, fence.body, fence.line):
                        yield inv, False
        for idx, line in common.prose_lines(src.lines):
            for m in re.finditer(r"<CliInvocationExample[^>]*\scontents=\"([^\"]*)\"", line):
                for inv in _invocations_in(src.rel, m.group(1), idx + 1, m.start(1)):
                    yield inv, False
            h = HEADING.match(line)
            if h and CODE_IN_HEADING.match(h.group(2).strip()):
                code = CODE_IN_HEADING.match(h.group(2).strip()).group(1)
                for inv in _invocations_in(src.rel, code, idx + 1, line.index(code)):
                    yield inv, True
                continue
            for m in common.INLINE_CODE.finditer(line):
                code = m.group(2).strip()
                if code.split(" ")[0] in KNOWN_TOOLS:
                    for inv in _invocations_in(src.rel, code, idx + 1, m.start(2)):
                        yield inv, True


def api_invocations(root: Path) -> Iterable[tuple[Invocation, bool]]:
    for rel, text, items in common.api_yaml_texts(root):
        for item in items:
            key = item.path[-1] if item.path else ""
            if key == "signature" and item.value.split(" ")[0] in KNOWN_TOOLS and "(" not in item.value:
                for inv in _invocations_in(rel, item.value, item.line, item.col - 1):
                    yield inv, False
                continue
            for fence in common.block_fences_in_yaml(text, item):
                if fence.lang in SHELL_LANGS:
                    for inv in shell_invocations(rel, fence.body, fence.line):
                        yield inv, False
            after = item.start
            for m in common.INLINE_CODE.finditer(item.value):
                code = m.group(2).strip()
                if code.split(" ")[0] in KNOWN_TOOLS:
                    line, col = common.locate(text, item.start, item.end, code, after)
                    for inv in _invocations_in(rel, code, line, col - 1):
                        yield inv, True


def snippet_invocations(root: Path) -> Iterable[tuple[Invocation, bool]]:
    """Shell scripts among the snippets, and shell commands in comments of Python snippets."""
    for path in common.snippet_files(root):
        src = common.read_source(root, path)
        if path.suffix in (".sh", ".bash"):
            for inv in shell_invocations(src.rel, src.lines, 1):
                yield inv, False
        elif path.suffix in (".yaml", ".yml") or path.name == "Dockerfile":
            for inv in array_invocations(src.rel, src.lines, 1):
                yield inv, False
            if path.suffix in (".yaml", ".yml"):
                for inv in yaml_invocations(src.rel, src.lines, 1):
                    yield inv, False
        elif path.suffix == ".py":
            for idx, line in enumerate(src.lines):
                m = re.match(r"^\s*#\s*\$\s*((?:uv run |uvx )?(?:dg|dagster|dagster-[a-z-]+|create-dagster) .*)$",
                             line)
                if m and m.group(1).split()[0] in KNOWN_TOOLS | {"uv", "uvx"}:
                    for inv in _invocations_in(src.rel, m.group(1), idx + 1, m.start(1)):
                        yield inv, True


def check_api_cli_entries(root: Path, tools: dict, checker: Checker) -> None:
    """A library whose CLI the API YAML documents with `kind: cli` entries documents every visible
    command of that CLI (and each entry's options, through the signature check above)."""
    import click
    import yaml

    documented: dict[str, dict[tuple[str, ...], tuple[str, int]]] = {}
    for path in common.api_files(root):
        rel = str(path.relative_to(root))
        text = path.read_text(encoding="utf8")
        try:
            data = yaml.load(text, Loader=common.yaml_loader())
        except yaml.YAMLError:
            continue
        for sym in (data or {}).get("symbols") or []:
            if isinstance(sym, dict) and sym.get("kind") == "cli" and isinstance(sym.get("signature"), str):
                words = sym["signature"].split()
                cmd = tuple(w for w in words[1:] if re.match(r"^[a-z][a-z0-9_-]*$", w))
                line = text.count("\n", 0, text.find(f"name: {sym.get('name')}")) + 1
                documented.setdefault(words[0], {})[cmd] = (rel, line)
    for tool, entries in documented.items():
        if tool not in tools or tool in REFERENCE_PAGES:
            continue
        rel, line = next(iter(entries.values()))
        for cmd_path, cmd in visible_commands(tools[tool], (tool,)):
            if isinstance(cmd, click.Group) and not cmd.invoke_without_command:
                continue
            inv = Invocation(rel, line, 1, list(cmd_path), " ".join(cmd_path))
            claim = f"the API reference of {tool} has an entry for `{' '.join(cmd_path)}`"
            if any(cmd_path[1:] == doc[:len(cmd_path) - 1] for doc in entries):
                checker.report(inv, "ok", claim)
            else:
                checker.report(inv, "wrong", claim, f"`{' '.join(cmd_path)}` exists in the pinned package "
                                                    "but has no `kind: cli` entry")


def main() -> int:
    root = common.parse_root()
    os.chdir(root)  # `dg` looks for a project from the working folder; the site root has none
    tools, broken = load_tools()
    checker = Checker(tools, broken)
    for source in (doc_invocations, api_invocations, snippet_invocations):
        for inv, inline in source(root):
            checker.check(inv, inline)
    for tool, rel in REFERENCE_PAGES.items():
        check_reference(root, tool, rel, tools, checker)
    check_api_cli_entries(root, tools, checker)
    return 0


if __name__ == "__main__":
    sys.exit(main())
