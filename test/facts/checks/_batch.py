"""Runs fact families over trees: `_batch.py PLAN`, PLAN a JSON list of [family, [root, ...]] pairs (run.mjs
checks the site with every family; the planted-fact suites check each of their trees with their own family).

Importing the pinned packages is most of a family's time (tens of seconds each on a loaded machine), and the
planted-fact suites check a handful of small trees each, so the imports are paid once per run instead of once
per tree or per suite. Several families given together share them: this process imports what they all import
(`shared_imports`) once, then forks a child per family, one after another, which starts with those modules
loaded and checks that family's trees; each child has a temporary folder of its own (TMPDIR), removed when it
ends. `snippets` (BESIDE) runs beside them instead of after them. A single family runs in this process itself.

Each family's output starts with a family line; each tree's facts are framed by a start and an end line on
stdout, the end line carrying the exit code the family would have exited with (1 when it raised; the traceback
goes to stderr). A family's last line gives its CPU seconds; with several families, an `(imports)` line gives
what the shared imports cost.
"""

from __future__ import annotations

import importlib
import importlib.util
import json
import os
import resource
import shutil
import sys
import tempfile
import traceback
from pathlib import Path

HERE = Path(__file__).resolve().parent


def shared_imports() -> list[str]:
    """What the families that check names against the packages (api, cli, config, prose) import: every
    installed Dagster package, which each of them paid in a process of its own. `_common` comes first: importing
    it blocks the network before any package is imported."""
    import pkgutil

    return ["_common", *sorted(m.name for m in pkgutil.iter_modules() if m.name.startswith("dagster"))]


def frame(**fields: object) -> None:
    sys.__stdout__.write(json.dumps({"batch": fields.pop("kind"), **fields}) + "\n")
    sys.__stdout__.flush()


def cpu_seconds(*usages: resource.struct_rusage) -> float:
    return sum(u.ru_utime + u.ru_stime for u in usages)


def run_family(family: str, roots: list[str]) -> None:
    """Checks every root with one family in this process."""
    out = sys.__stdout__
    cwd = os.getcwd()
    spec = importlib.util.spec_from_file_location(f"facts_{family}", HERE / f"{family}.py")
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # dataclasses look their module up there
    spec.loader.exec_module(module)  # not as __main__: the family's own `main()` is called per tree below
    for root in roots:
        frame(kind="start", root=root)
        sys.stdout = out  # a family sends what libraries print to stderr; each tree starts from the real stdout
        sys.argv = [f"{family}.py", "--root", root]
        os.chdir(root)  # as when the family runs alone, in the tree it checks
        code = 0
        try:
            code = module.main() or 0
        except SystemExit as e:
            code = e.code if isinstance(e.code, int) else (0 if e.code is None else 1)
        except BaseException:  # noqa: BLE001 - reported as that tree's crash; the next tree still runs
            traceback.print_exc()
            code = 1
        finally:
            os.chdir(cwd)
            sys.stdout.flush()
            sys.stderr.flush()
        frame(kind="end", root=root, code=code)


# `snippets` runs an example per fork, most of the bench's CPU: its child starts first and runs beside the others,
# which run one after another, so that each core has one; its output goes to a file, copied to stdout after theirs.
# (It had a Python process of its own, which imported again most of what this one imports.)
BESIDE = ("snippets",)


def run_forked(family: str, roots: list[str]) -> float:
    """Runs one family in a forked child with a temporary folder of its own; the child's CPU seconds."""
    return finish_forked(*start_forked(family, roots))


def start_forked(family: str, roots: list[str], output: str | None = None) -> tuple[int, str]:
    """Forks a child that runs one family with a temporary folder of its own; its pid and that folder. Its output
    goes to the inherited stdout (nothing else writes there meanwhile), or to the file `output`."""
    tmp = tempfile.mkdtemp(prefix=f"docs-facts-{family}-")
    sys.stdout.flush()
    sys.stderr.flush()
    pid = os.fork()
    if pid == 0:  # child
        code = 0
        try:
            if output is not None:
                fd = os.open(output, os.O_WRONLY | os.O_TRUNC)
                os.dup2(fd, 1)
                os.close(fd)
            os.environ["TMPDIR"] = tmp
            tempfile.tempdir = tmp
            run_family(family, roots)
        except BaseException:  # noqa: BLE001 - the family could not even load: its trees have no end line
            traceback.print_exc()
            code = 1
        finally:
            sys.__stdout__.flush()
            sys.stderr.flush()
            os._exit(code)
    return pid, tmp


def finish_forked(pid: int, tmp: str) -> float:
    """Waits for a child of start_forked and removes its folder; its CPU seconds (with the forks it waited for)."""
    _, _, usage = os.wait4(pid, 0)
    shutil.rmtree(tmp, ignore_errors=True)  # nothing a check or an example wrote is left for a later run to find
    return cpu_seconds(usage)


def main() -> int:
    plan: list[tuple[str, list[str]]] = json.loads(sys.argv[1])
    sys.path.insert(0, str(HERE))
    if len(plan) == 1:
        family, roots = plan[0]
        run_family(family, roots)
        # The process's CPU seconds, with the examples' forks it waited for: run.mjs prints them per family.
        used = [resource.getrusage(who) for who in (resource.RUSAGE_SELF, resource.RUSAGE_CHILDREN)]
        frame(kind="cpu", family=family, seconds=cpu_seconds(*used))
        return 0
    for name in shared_imports():
        try:
            importlib.import_module(name)
        except Exception:  # noqa: BLE001 - a family that needs it reports the failure itself
            pass
    # The families' children then walk and copy less of what was imported (measured: 33.2 -> 24.3 CPU s for
    # the eight families' children on the site, 0.9 s more for the imports line).
    importlib.import_module("_common").prepare_to_fork()
    frame(kind="cpu", family="(imports)", seconds=cpu_seconds(resource.getrusage(resource.RUSAGE_SELF)))
    beside = []
    for family, roots in plan:
        if family in BESIDE:
            fd, output = tempfile.mkstemp(prefix=f"docs-facts-{family}-out-")
            os.close(fd)
            beside.append((family, output, start_forked(family, roots, output)))
    for family, roots in plan:
        if family not in BESIDE:
            frame(kind="family", family=family)
            seconds = run_forked(family, roots)
            frame(kind="cpu", family=family, seconds=seconds)
    for family, output, child in beside:
        seconds = finish_forked(*child)
        frame(kind="family", family=family)
        with open(output, encoding="utf-8") as f:
            shutil.copyfileobj(f, sys.__stdout__)
        os.unlink(output)
        frame(kind="cpu", family=family, seconds=seconds)
    return 0


if __name__ == "__main__":
    sys.exit(main())
