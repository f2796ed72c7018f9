"""Runs one fact family over several trees in one Python process: `_batch.py FAMILY ROOT...`.

Importing the pinned packages is most of a family's time (tens of seconds each on a loaded machine), and a
test suite checks a handful of small trees with one family, so the imports are paid once per suite instead of
once per tree. Each tree's facts are framed by a start and an end line on stdout, the end line carrying the
exit code the family would have exited with (1 when it raised; the traceback goes to stderr).
"""

from __future__ import annotations

import importlib.util
import json
import os
import resource
import sys
import traceback
from pathlib import Path


def main() -> int:
    family, roots = sys.argv[1], sys.argv[2:]
    here = Path(__file__).resolve().parent
    sys.path.insert(0, str(here))
    out = sys.stdout
    cwd = os.getcwd()
    spec = importlib.util.spec_from_file_location(f"facts_{family}", here / f"{family}.py")
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # dataclasses look their module up there
    spec.loader.exec_module(module)  # not as __main__: the family's own `main()` is called per tree below
    for root in roots:
        out.write(json.dumps({"batch": "start", "root": root}) + "\n")
        out.flush()
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
        out.write(json.dumps({"batch": "end", "root": root, "code": code}) + "\n")
        out.flush()
    # The process's CPU seconds, with the examples' forks it waited for: run.mjs prints them per family.
    used = [resource.getrusage(who) for who in (resource.RUSAGE_SELF, resource.RUSAGE_CHILDREN)]
    out.write(json.dumps({"batch": "cpu", "seconds": sum(u.ru_utime + u.ru_stime for u in used)}) + "\n")
    out.flush()
    return 0


if __name__ == "__main__":
    sys.exit(main())
