"""Fact family `config`: configuration files shown on pages validate against the pinned packages' schemas.

Each YAML example (a fence in a page or in the API YAML, or a snippet file) is classified by its title
(`dagster.yaml`, `workspace.yaml`, `dagster_cloud.yaml`, `build.yaml`, `defs.yaml`, a Celery worker file,
Helm `values.yaml`) or, without a title, by its top-level keys; YAML of other tools is not a fact here.

- `dagster.yaml`: `dagster._core.instance.config.dagster_instance_config`, the function the instance
  itself calls (a Dagster+ agent's `instance_class` brings its own schema); then every
  `{module, class, config}` block (run launcher, run coordinator, storage, compute logs, user code
  launcher...) against that class's `config_type()`. One fact per top-level key and per class block.
- `workspace.yaml`: `dagster._core.workspace.config_schema.process_workspace_config`.
- `dagster_cloud.yaml`: the pydantic model `dagster_cloud_cli.config.models.DagsterCloudYaml`.
- the code source of every location in those two files (`module_name`, `package_name`,
  `autoload_defs_module_name`) loads, as the code server loads it, a project made from create-dagster's own
  template for the package it names: the project the pages tell the reader to create. `package_name: NAME`
  finds no definitions there (they live in `NAME.definitions`). `python_file` targets are not checkable.
  The same holds for a code source on a Dagster command line in a shell example (`dagster dev -m NAME`,
  `dagster-cloud serverless deploy-docker --package-name NAME`).
- `build.yaml`: the keys of `dagster_dg_core.config.DgRawBuildConfig`.
- component `defs.yaml`: as `dg check yaml` does — the top-level file schema, then `attributes` against
  the JSON schema of the component type resolved from `type:`.
- run config with `execution:` (accepted by one of the pinned executors) or `loggers: console:` (the
  built-in console logger's schema).
- `dg.toml`, `[tool.dg]` in `pyproject.toml` and the user's `~/.config/dg.toml`: dagster_dg_core's
  own validator (excerpts may leave out required keys; unknown keys and wrong types are wrong).
- the `-y` file of `dagster-celery worker`: only `execution.config` is read, validated against the
  Celery executor's schema; other top-level keys are ignored by the worker, so they are wrong.
- Helm values are recognized here (titled `values.yaml`, or chart keys at the top level) and checked by the
  `helm` family against the charts' own schemas. Dagster+ alert policies (validated by the Dagster+ API)
  are reported as not checkable with that reason.
"""

from __future__ import annotations

import contextlib
import importlib
import importlib.util
import os
import re
import sys
import tempfile
import warnings
from pathlib import Path
from types import SimpleNamespace
from typing import Any, Iterable, Optional

sys.path.insert(0, str(Path(__file__).resolve().parent))
import _cli_common as common  # noqa: E402

warnings.filterwarnings("ignore")
FAMILY = "config"
YAML_LANGS = {"yaml", "yml"}


# ---------------------------------------------------------------- YAML with positions


def load_docs(text: str):
    """(value, node) of each YAML document, or raises yaml.YAMLError."""
    import yaml

    out = []
    loader = common.yaml_loader()
    for node in yaml.compose_all(text, Loader=loader):
        if node is None:
            continue
        value = loader(yaml.serialize(node)).get_single_data()
        out.append((value, node))
    return out


def node_at(node, path: list) -> Any:
    """The YAML node at a key path (missing parts stop at the deepest node found)."""
    import yaml

    for i, part in enumerate(path):
        if isinstance(node, yaml.MappingNode):
            pair = next(((k, v) for k, v in node.value if str(k.value) == str(part)), None)
            if pair is None:
                return node
            if i == len(path) - 1:
                return pair[0]  # the key, where an author looks for a wrong entry
            node = pair[1]
        elif isinstance(node, yaml.SequenceNode) and isinstance(part, int) and part < len(node.value):
            node = node.value[part]
        else:
            break
    return node


def key_node(node, key: str):
    import yaml

    if isinstance(node, yaml.MappingNode):
        for k, _ in node.value:
            if str(k.value) == key:
                return k
    return node


class Block:
    """A YAML example: its text, file and the file line of its first line."""

    def __init__(self, rel: str, title: str, text: str, line: int, col: int = 1):
        self.rel, self.title, self.text, self.line, self.col = rel, title, text, line, col

    def pos(self, node) -> tuple[int, int]:
        return self.line + node.start_mark.line, node.start_mark.column + self.col


class Reporter:
    def __init__(self):
        self.counts = {"ok": 0, "wrong": 0, "uncheckable": 0}

    def at(self, block: Block, line: int, col: int, status: str, claim: str, actual: str = "") -> None:
        self.counts[status] += 1
        common.emit(FAMILY, status, block.rel, line, col, claim, actual)

    def __call__(self, block: Block, node, status: str, claim: str, actual: str = "") -> None:
        self.counts[status] += 1
        line, col = block.pos(node) if node is not None else (block.line, block.col)
        common.emit(FAMILY, status, block.rel, line, col, claim, actual)


# ---------------------------------------------------------------- classification

INSTANCE_KEYS: Optional[set[str]] = None


def instance_keys() -> set[str]:
    global INSTANCE_KEYS
    if INSTANCE_KEYS is None:
        from dagster._core.instance.config import dagster_instance_config_schema

        INSTANCE_KEYS = set(dagster_instance_config_schema().keys()) | {"instance_class"}
    return INSTANCE_KEYS


HELM_KEYS = {"dagsterWebserver", "dagsterDaemon", "dagster-user-deployments", "runLauncher", "postgresql",
             "global", "serviceAccount", "dagsterCloud", "workspace", "agent", "dagsterHome", "rabbitmq",
             "redis", "flower", "ingress", "computeLogManager", "pythonLogs", "runCoordinator",
             "deployments", "imagePullSecrets", "retention", "telemetry", "scheduler",
             "generatePostgresqlPasswordSecret",
             "dagster_cloud", "isolatedAgents", "dagsterApiGrpcArgs", "pipelineRun", "busybox", "migrate"}


def classify(title: str, value: Any) -> Optional[str]:
    name = Path(title.split(" ")[0]).name.lower() if title else ""
    keys = set(value.keys()) if isinstance(value, dict) else set()
    if name == "dagster.yaml" or name.endswith("/dagster.yaml"):
        return "instance"
    if name == "workspace.yaml":
        return "workspace"
    if name == "dagster_cloud.yaml":
        return "dagster_cloud"
    if name == "build.yaml":
        return "build"
    if name in ("defs.yaml", "component.yaml"):
        return "component"
    if "values" in name or (keys and keys & HELM_KEYS and
                                                                      not keys - HELM_KEYS - {"image"}):
        return "helm" if keys else None
    if "celery" in name and name.endswith((".yaml", ".yml")):
        return "celery_worker"
    if "alert_polic" in name or keys == {"alert_policies"}:
        return "alert_policies"
    if not keys:
        return None
    if keys <= {"type", "attributes", "template_vars_module", "requirements", "post_processing"} and \
            isinstance(value.get("type"), str) and "attributes" in keys:
        return "component"
    if keys <= {"ops", "resources", "execution", "loggers"} and keys & {"execution", "loggers"}:
        return "run_config"
    if "load_from" in keys:
        return "workspace"
    if "locations" in keys and isinstance(value.get("locations"), list) and not keys - {"locations", "defaults"}:
        return "dagster_cloud"
    if keys <= instance_keys():
        return "instance"
    return None


# ---------------------------------------------------------------- validators


def config_error_paths(errors) -> list[tuple[list, str]]:
    out = []
    for e in errors:
        path = []
        for entry in getattr(getattr(e, "stack", None), "entries", []) or []:
            if hasattr(entry, "field_name"):
                path.append(entry.field_name)
            elif hasattr(entry, "list_index"):
                path.append(entry.list_index)
        data = getattr(e, "error_data", None)
        extra = getattr(data, "field_name", None) or (getattr(data, "field_names", None) or [None])[0]
        if extra:  # an unexpected key: point at the key itself
            path.append(extra)
        out.append((path, e.message.split(" Expected: ")[0].split(". Expected:")[0]))
    return out


def check_instance(block: Block, value: dict, node, report: Reporter) -> None:
    from dagster._core.errors import DagsterInvalidConfigError
    from dagster._core.instance.config import dagster_instance_config
    import yaml

    errors: list[tuple[list, str]] = []
    with tempfile.TemporaryDirectory() as tmp:
        Path(tmp, "dagster.yaml").write_text(yaml.safe_dump(value))
        try:
            dagster_instance_config(tmp)
        except DagsterInvalidConfigError as e:
            errors = config_error_paths(e.errors) or [([], str(e).split("\n")[0])]
        except ModuleNotFoundError as e:
            report(block, node, "uncheckable", f"{block.title or 'dagster.yaml'} validates",
                   f"instance_class needs a package the bench does not install: {e}")
            return
        except Exception as e:  # e.g. an instance_class that cannot be imported
            errors = [([], f"{type(e).__name__}: {e}")]
    bad = {}
    for path, message in errors:
        bad.setdefault(str(path[0]) if path else "", []).append((path, message))
    for key in value:
        claim = f"dagster.yaml key `{key}` is valid instance configuration"
        if key in bad:
            path, message = bad[key][0]
            report(block, node_at(node, path) if len(path) > 1 else key_node(node, key), "wrong", claim, message)
        else:
            report(block, key_node(node, key), "ok", claim)
    if "" in bad:
        report(block, node, "wrong", "dagster.yaml validates", bad[""][0][1])
    check_class_blocks(block, value, node, [], report)


def check_class_blocks(block: Block, value: Any, node, path: list, report: Reporter) -> None:
    """Every `{module, class, config}` mapping validates against the class's own config schema."""
    from dagster._config import validate_config

    if isinstance(value, list):
        for i, item in enumerate(value):
            check_class_blocks(block, item, node, path + [i], report)
        return
    if not isinstance(value, dict):
        return
    if isinstance(value.get("module"), str) and isinstance(value.get("class"), str):
        where = ".".join(str(p) for p in path) or "(top level)"
        claim = f"`{where}`: {value['module']}.{value['class']} accepts this config"
        here = node_at(node, path)
        if importlib.util.find_spec(value["module"].split(".")[0]) is None:
            report(block, here, "uncheckable", claim, f"package `{value['module'].split('.')[0]}` is not in the bench")
            return
        try:
            cls = getattr(importlib.import_module(value["module"]), value["class"])
        except (ImportError, AttributeError) as e:
            report(block, here, "wrong", claim, f"cannot import {value['module']}.{value['class']}: {e}")
            return
        config_type = getattr(cls, "config_type", None)
        if config_type is None:
            report(block, here, "uncheckable", claim, f"{value['class']} has no config_type()")
            return
        result = validate_config(config_type(), value.get("config") or {})
        if result.success:
            report(block, here, "ok", claim)
        else:
            (epath, message), *_ = config_error_paths(result.errors)
            report(block, node_at(node, path + ["config"] + epath), "wrong", claim, message)
        return
    for k, v in value.items():
        if not path and k == "instance_class":
            continue  # validated (and imported) by dagster_instance_config itself
        check_class_blocks(block, v, node, path + [k], report)


def check_workspace(block: Block, value: Any, node, report: Reporter) -> None:
    from dagster._core.workspace.config_schema import process_workspace_config

    result = process_workspace_config(value)
    claim = "workspace.yaml validates against dagster's workspace schema"
    if result.success:
        report(block, node, "ok", claim)
        check_workspace_sources(block, value, node, report)
    else:
        (path, message), *_ = config_error_paths(result.errors)
        report(block, node_at(node, path), "wrong", claim, message)


def check_dagster_cloud(block: Block, value: Any, node, report: Reporter) -> None:
    from pydantic import ValidationError
    from dagster_cloud_cli.config.models import DagsterCloudYaml

    claim = "dagster_cloud.yaml validates against dagster_cloud_cli's DagsterCloudYaml model"
    try:
        DagsterCloudYaml.model_validate(value)
        report(block, node, "ok", claim)
    except ValidationError as e:
        err = e.errors()[0]
        report(block, node_at(node, list(err["loc"])), "wrong", claim,
               f"{'.'.join(str(p) for p in err['loc'])}: {err['msg']}")
        return
    for i, location in enumerate(value.get("locations") or []):
        source = location.get("code_source") if isinstance(location, dict) else None
        if not isinstance(source, dict):
            continue
        for key, target in source.items():
            kind = {"package_name": "package_name", "module_name": "module_name",
                    "autoload_defs_module_name": "autoload_defs_module_name",
                    "python_file": "python_file"}.get(key)
            if kind and isinstance(target, str):
                check_code_source(block, node_at(node, ["locations", i, "code_source", key]), kind, target,
                                  source.get("attribute"), report)


# ---------------------------------------------------------------- code sources load the project beside them

# The pages tell the reader to create projects with `create-dagster project NAME`, so a code source that
# names a package must load such a project: its definitions live in NAME.definitions (a @definitions
# function over the defs folder), and NAME/__init__.py is empty.
SCAFFOLDS: dict[str, Path] = {}


def scaffold_project(package: str) -> Path:
    """The `src` folder of a project made from create-dagster's own template for `package`."""
    if package in SCAFFOLDS:
        return SCAFFOLDS[package]
    import create_dagster
    import jinja2

    template = Path(create_dagster.__file__).parent / "templates" / "PROJECT_NAME_PLACEHOLDER"
    root = Path(tempfile.mkdtemp(prefix="facts-project-")) / package
    for src in template.rglob("*"):
        if src.is_dir() or "__pycache__" in src.parts:
            continue
        rel = Path(str(src.relative_to(template)).replace("PROJECT_NAME_PLACEHOLDER", package))
        dest = root / (rel.with_suffix("") if rel.suffix == ".jinja" else rel)
        dest.parent.mkdir(parents=True, exist_ok=True)
        if src.suffix == ".jinja":
            text = jinja2.Template(src.read_text(encoding="utf-8")).render(
                project_name=package, dependencies="", dev_dependencies="", uv_sources="")
            dest.write_text(text, encoding="utf-8")
        else:
            dest.write_bytes(src.read_bytes())
    SCAFFOLDS[package] = root / "src"
    return SCAFFOLDS[package]


def check_code_source(block: Block, node, kind: str, target: str, attribute: Optional[str],
                      report: Reporter) -> None:
    """A location's code source loads a `create-dagster project` of the package it names, as the code server
    would (dagster._grpc.utils.get_loadable_targets)."""
    if kind == "python_file":
        report(block, node, "uncheckable", f"`python_file: {target}` loads",
               "a file path of the reader's repository, not a package a project scaffold provides")
        return
    claim = f"`{kind}: {target}` loads a project made with `create-dagster project {target.split('.')[0]}`"
    from dagster._grpc.utils import get_loadable_targets

    package = target.split(".")[0]
    src = scaffold_project(package)
    args = {"python_file": None, "module_name": None, "package_name": None, "autoload_defs_module_name": None}
    args[kind] = target
    saved_path = list(sys.path)
    try:
        with contextlib.redirect_stdout(sys.stderr):
            targets = get_loadable_targets(**args, working_directory=str(src), attribute=attribute)
        if targets:
            report(block, node, "ok", claim)
        else:
            report(block, node, "wrong", claim, "the code server finds nothing to load")
    except Exception as e:  # the code server's own error is the fact
        message = str(e).split("\n")[0]
        report(block, node, "wrong", claim,
               f"{type(e).__name__}: {message} (name the module `{package}.definitions`)")
    finally:
        sys.path[:] = saved_path
        for name in [m for m in sys.modules if m == package or m.startswith(package + ".")]:
            del sys.modules[name]


WORKSPACE_TARGETS = {"python_module": ("module_name", "module_name"),
                     "python_package": ("package_name", "package_name"),
                     "autoload_defs_module": ("module_name", "autoload_defs_module_name"),
                     "python_file": ("relative_path", "python_file")}


def check_workspace_sources(block: Block, value: Any, node, report: Reporter) -> None:
    for i, entry in enumerate(value.get("load_from") or [] if isinstance(value, dict) else []):
        if not isinstance(entry, dict):
            continue
        for target_type, spec in entry.items():
            if target_type not in WORKSPACE_TARGETS:
                continue
            field_name, kind = WORKSPACE_TARGETS[target_type]
            target = spec if isinstance(spec, str) else spec.get(field_name) if isinstance(spec, dict) else None
            if isinstance(target, str):
                where = [i, target_type] if isinstance(spec, str) else [i, target_type, field_name]
                attribute = spec.get("attribute") if isinstance(spec, dict) else None
                check_code_source(block, node_at(node, ["load_from", *where]), kind, target, attribute, report)


def check_build(block: Block, value: Any, node, report: Reporter) -> None:
    from dagster_dg_core.config import DgRawBuildConfig

    allowed = set(DgRawBuildConfig.__annotations__)
    for key in value if isinstance(value, dict) else []:
        claim = f"build.yaml key `{key}` is read by dg"
        if key in allowed:
            report(block, key_node(node, key), "ok", claim)
        else:
            report(block, key_node(node, key), "wrong", claim, f"build.yaml accepts only {sorted(allowed)}")


def check_celery_worker(block: Block, value: Any, node, report: Reporter) -> None:
    from dagster._config import validate_config
    from dagster_celery.executor import celery_executor

    for key in value if isinstance(value, dict) else []:
        claim = f"`dagster-celery worker -y` reads top-level key `{key}`"
        if key == "execution":
            report(block, key_node(node, key), "ok", claim)
        else:
            report(block, key_node(node, key), "wrong", claim,
                   "the worker reads only `execution.config` (or the legacy `execution.celery`) of this file")
    execution = value.get("execution") if isinstance(value, dict) else None
    if isinstance(execution, dict):
        sub = "config" if "config" in execution else "celery" if "celery" in execution else None
        claim = "the worker's `execution` block validates against celery_executor's config schema"
        if sub is None:
            report(block, node_at(node, ["execution"]), "wrong", claim, "`execution` has neither `config` nor `celery`")
            return
        result = validate_config(celery_executor.config_schema.config_type, execution[sub] or {})
        if result.success:
            report(block, node_at(node, ["execution", sub]), "ok", claim)
        else:
            (path, message), *_ = config_error_paths(result.errors)
            report(block, node_at(node, ["execution", sub] + path), "wrong", claim, message)


def component_schema(typename: str) -> tuple[Optional[dict], str]:
    """JSON schema of a component type's attributes, or (None, why not)."""
    if typename.startswith("."):
        return None, "a component of the reader's own project (relative type)"
    module = typename.rsplit(".", 1)[0]
    top = module.split(".")[0]
    if importlib.util.find_spec(top) is None:
        if (Path(sys.prefix) / "ast-src" / top).exists():
            return None, (f"`{top}` could not be installed with its dependencies; the bench reads its source "
                          "with ast, which cannot build a component's schema")
        return None, f"package `{top}` is not installed in the bench (the reader's own project)"
    try:
        found = importlib.util.find_spec(module) is not None
    except ModuleNotFoundError:
        found = False
    if not found:  # the library is installed, the module named by `type:` is not part of it
        return {"__missing__": f"no module `{module}` in the installed `{module.split('.')[0]}`"}, ""
    objects, broken = common.registry_module(module)
    if typename in objects:
        return objects[typename].component_schema or {}, ""
    if module in broken:
        return None, f"module `{module}` does not load in the bench: {broken[module]}"
    return {"__missing__": f"component type `{typename}` is not registered by `{module}`"}, ""


def check_component(block: Block, value: Any, node, report: Reporter) -> None:
    from dagster_dg_core.check import COMPONENT_FILE_SCHEMA
    from jsonschema import Draft202012Validator

    top = list(Draft202012Validator(COMPONENT_FILE_SCHEMA).iter_errors(value))
    typename = value.get("type") if isinstance(value, dict) else None
    claim = f"defs.yaml of `{typename}` validates as `dg check yaml` does"
    if top:
        err = top[0]
        report(block, node_at(node, list(err.path)), "wrong", claim, err.message)
        return
    schema, why = component_schema(typename)
    if schema is None:
        report(block, node_at(node, ["type"]), "uncheckable", claim, why)
        return
    if "__missing__" in schema:
        report(block, node_at(node, ["type"]), "wrong", claim, schema["__missing__"])
        return
    errors = sorted(Draft202012Validator(schema).iter_errors(value.get("attributes", {}) or {}),
                    key=lambda e: list(e.path))
    if not errors:
        report(block, node_at(node, ["attributes"]), "ok", claim)
        return
    for err in errors[:3]:
        path = ["attributes", *err.path]
        if err.validator == "additionalProperties" and isinstance(err.instance, dict):
            known = set((err.schema or {}).get("properties", {}))
            extra = sorted(k for k in err.instance if k not in known)
            path += extra[:1]  # point at the unexpected attribute
        report(block, node_at(node, path), "wrong", claim, f"{'.'.join(str(p) for p in path)}: {err.message[:300]}")


EXECUTOR_MODULES = ("dagster", "dagster_celery", "dagster_dask", "dagster_k8s", "dagster_docker", "dagster_celery_k8s",
                    "dagster_celery_docker", "dagster_aws.ecs")
_EXECUTORS: Optional[dict] = None


def executors() -> dict:
    """{name: config type} of every executor definition the pinned libraries export."""
    global _EXECUTORS
    if _EXECUTORS is None:
        from dagster import ExecutorDefinition

        _EXECUTORS = {}
        for module_name in EXECUTOR_MODULES:
            try:
                module = importlib.import_module(module_name)
            except ImportError:
                continue
            for name in dir(module):
                obj = getattr(module, name, None)
                if isinstance(obj, ExecutorDefinition) and obj.config_schema is not None:
                    _EXECUTORS[f"{module_name}.{name}"] = obj.config_schema.config_type
    return _EXECUTORS


def check_run_config(block: Block, value: Any, node, report: Reporter) -> None:
    """`execution.config` must suit one of the executors; the built-in console logger's config its schema."""
    from dagster._config import validate_config

    execution = value.get("execution")
    if isinstance(execution, dict) and "config" in execution:
        claim = "run config `execution.config` is accepted by an executor of the pinned packages"
        config = execution.get("config") or {}
        failures = []
        for name, config_type in executors().items():
            result = validate_config(config_type, config)
            if result.success:
                report(block, node_at(node, ["execution", "config"]), "ok", f"{claim} ({name})")
                break
            fields = set(getattr(config_type, "fields", {}) or {})
            overlap = len(fields & set(config)) if isinstance(config, dict) else 0
            failures.append((overlap, name, config_error_paths(result.errors)[0]))
        else:
            if failures:
                _, name, (path, message) = max(failures, key=lambda f: f[0])
                report(block, node_at(node, ["execution", "config", *path]), "wrong", claim,
                       f"no executor accepts it; the closest, {name}, says: {message}")
    loggers = value.get("loggers")
    if isinstance(loggers, dict) and isinstance(loggers.get("console"), dict):
        from dagster._loggers import colored_console_logger

        claim = "run config `loggers.console` suits the built-in console logger"
        result = validate_config(colored_console_logger.config_schema.config_type,
                                 loggers["console"].get("config") or {})
        if result.success:
            report(block, node_at(node, ["loggers", "console"]), "ok", claim)
        else:
            (path, message), *_ = config_error_paths(result.errors)
            report(block, node_at(node, ["loggers", "console", "config", *path]), "wrong", claim, message)


def check_uncheckable(reason: str):
    def check(block: Block, value: Any, node, report: Reporter) -> None:
        report(block, node, "uncheckable", f"{block.title or 'YAML'} validates", reason)

    return check


CHECKS = {
    "instance": check_instance,
    "workspace": check_workspace,
    "dagster_cloud": check_dagster_cloud,
    "build": check_build,
    "component": check_component,
    "celery_worker": check_celery_worker,
    "run_config": check_run_config,
    "helm": lambda *_: None,  # the `helm` family checks these against the charts' own schemas
    "alert_policies": check_uncheckable("Dagster+ alert policies are validated by the Dagster+ API; "
                                        "dagster-cloud ships no schema for them"),
}


# ---------------------------------------------------------------- sources


def blocks(root: Path) -> Iterable[Block]:
    for path in common.doc_files(root):
        src = common.read_source(root, path)
        for fence in common.fences(src.lines):
            if fence.lang in YAML_LANGS:
                yield Block(src.rel, fence.title, fence.text, fence.line, fence.indent + 1)
    for rel, text, items in common.api_yaml_texts(root):
        for item in items:
            for fence in common.block_fences_in_yaml(text, item):
                if fence.lang in YAML_LANGS:
                    indent = len(text.splitlines()[fence.line - 1]) - len(text.splitlines()[fence.line - 1].lstrip())
                    yield Block(rel, fence.title, fence.text, fence.line, indent + 1)
    for path in common.snippet_files(root):
        if path.suffix in (".yaml", ".yml"):
            src = common.read_source(root, path)
            yield Block(src.rel, path.name, "\n".join(src.lines), 1)


def toml_blocks(root: Path) -> Iterable[Block]:
    """TOML fences titled dg.toml or pyproject.toml, and such snippet files."""
    for path in common.doc_files(root):
        src = common.read_source(root, path)
        for fence in common.fences(src.lines):
            if fence.lang == "toml" and Path(fence.title.split(" ")[0]).name in ("dg.toml", "pyproject.toml"):
                yield Block(src.rel, fence.title.split(" ")[0], fence.text, fence.line, fence.indent + 1)
    for path in common.snippet_files(root):
        if path.name in ("dg.toml", "pyproject.toml"):
            src = common.read_source(root, path)
            yield Block(src.rel, path.name, "\n".join(src.lines), 1)


# `dagster dev -m NAME`, `dagster-cloud serverless deploy --package-name NAME`: the same code source as a
# location's, given on a command line in a shell example.
CLI_TARGET = re.compile(r"(?:^|\s)(?P<flag>--package-name|--module-name|-m|--autoload-defs-module-name)[ =]"
                        r"(?P<target>[A-Za-z_][\w.]*)(?=\s|$)")
CLI_KIND = {"--package-name": "package_name", "--module-name": "module_name", "-m": "module_name",
            "--autoload-defs-module-name": "autoload_defs_module_name"}
CLI_COMMANDS = ("dagster ", "dagster-cloud ", "dagster-webserver ", "dagster-daemon ", "dg ")


def _cli_node(line: int, column: int) -> SimpleNamespace:
    """A YAML-node stand-in for a position inside a shell line (Block.pos reads start_mark)."""
    return SimpleNamespace(start_mark=SimpleNamespace(line=line, column=column))


def check_cli_code_sources(root: Path, report: Reporter) -> None:
    """A code source on a Dagster command line in a shell example loads the project the pages tell the reader
    to create, like a location's `code_source` (placeholders such as `<module>` are not names)."""
    for path in common.doc_files(root):
        src = common.read_source(root, path)
        for fence in common.fences(src.lines):
            if fence.lang not in ("bash", "shell", "sh", "console", "shell-session"):
                continue
            block = Block(src.rel, fence.title, fence.text, fence.line, fence.indent + 1)
            for i, line in enumerate(fence.body):
                command = line.strip().removeprefix("$ ").removeprefix("uv run ")
                if not command.startswith(CLI_COMMANDS):
                    continue
                for m in CLI_TARGET.finditer(line):
                    check_code_source(block, _cli_node(i, m.start("target")), CLI_KIND[m.group("flag")],
                                      m.group("target"), None, report)


def main() -> int:
    import yaml

    root = common.parse_root()
    os.environ.setdefault("SLING_BINARY", "/bin/false")  # importing dagster_sling must not download sling
    report = Reporter()
    check_api_config_keys(root, report)
    check_cli_code_sources(root, report)
    for block in toml_blocks(root):
        check_dg_toml(block, report)
    for block in blocks(root):
        try:
            docs = load_docs(block.text)
        except yaml.YAMLError as e:
            kind = classify(block.title, None)
            if kind:
                report(block, None, "wrong", f"{block.title} is valid YAML", str(e).split("\n")[0])
            continue
        for value, node in docs:
            kind = classify(block.title, value)
            if kind is None:
                continue
            try:
                CHECKS[kind](block, value, node, report)
            except Exception as e:  # a crash in one example must not hide the others
                report(block, node, "uncheckable", f"{kind} example validates",
                       f"checker error: {type(e).__name__}: {e}")
    return 0




# ---------------------------------------------------------------- dg.toml and [tool.dg]


def check_dg_toml(block: Block, report: Reporter) -> None:
    """A `dg.toml`, `pyproject.toml` `[tool.dg]` table or user `~/.config/dg.toml` example passes
    dagster_dg_core's own validator. Examples are excerpts, so a missing required key is not a fact;
    unknown keys and wrong value types are."""
    import tomllib

    from dagster_dg_core.config import (
        _DgConfigMissingRequiredFieldErrorRecord,
        _DgConfigUnrecognizedFieldErrorRecord,
        _DgConfigValidator,
    )

    try:
        data = tomllib.loads(block.text)
    except tomllib.TOMLDecodeError as e:
        report.at(block, block.line, block.col, "wrong", f"{block.title} is valid TOML", str(e))
        return
    name = Path(block.title).name
    if name == "pyproject.toml":
        data = data.get("tool", {}).get("dg")
        if not isinstance(data, dict):
            return  # a pyproject.toml excerpt without a [tool.dg] table: not a dg fact
        prefix = "tool.dg"
    else:
        prefix = None
    lines = block.text.split("\n")
    # The user file (~/.config/dg.toml) holds only [cli]; a project or workspace file has directory_type.
    if block.title.startswith("~") or "/.config/" in block.title or (name == "dg.toml" and set(data) <= {"cli"}):
        check_dg_user_toml(block, data, lines, report)
        return
    validator = _DgConfigValidator(prefix)
    try:
        result = validator.validate(dict(data))
    except TypeError as e:  # dg 1.11.14 itself fails on some tables, such as [cli.telemetry]
        report.at(block, block.line, block.col, "wrong", f"dg 1.11.14 can read {block.title}",
                  f"dg's own validator fails on this file: {type(e).__name__}: {e}")
        return
    errors = [e for e in result.errors if not isinstance(e, _DgConfigMissingRequiredFieldErrorRecord)]
    unknown: list[str] = []

    def where(key: str) -> tuple[int, int]:
        leaf = key.split(".")[-1]
        for i, line in enumerate(lines):
            m = re.match(r"^\s*\[*\s*([A-Za-z0-9_.\"-]+)", line)
            if m and (m.group(1).split(".")[-1].strip('"') == leaf or line.strip().startswith(leaf + " ")):
                return block.line + i, block.col + len(line) - len(line.lstrip())
        return block.line, block.col

    claim = f"{block.title} validates against dg's configuration schema"
    for e in errors:
        key = f"{e.parent_key}.{e.key}" if isinstance(e, _DgConfigUnrecognizedFieldErrorRecord) else \
            getattr(e, "key", "")
        line, col = where(key)
        report.at(block, line, col, "wrong", claim, e.message.replace("\n   ", ""))
    if not errors and not unknown:
        report.at(block, block.line, block.col, "ok", claim)


def check_dg_user_toml(block: Block, data: dict, lines: list[str], report: Reporter) -> None:
    """The user file: dg reads its [cli] keys (DgRawCliConfig) without validating the file, and
    `dg plus`/`dagster-cloud` read [cli.plus] (DagsterPlusCliConfig); any other key is ignored."""
    import dataclasses

    from dagster_dg_core.config import DgRawCliConfig
    from dagster_shared.plus.config import DagsterPlusCliConfig

    cli = data.get("cli", {}) if isinstance(data.get("cli"), dict) else {}
    allowed = {("cli",): set(DgRawCliConfig.__annotations__) | {"plus"},
               ("cli", "plus"): {f.name for f in dataclasses.fields(DagsterPlusCliConfig)},
               ("cli", "telemetry"): {"enabled"}}
    found = [(("",), k) for k in data if k != "cli"]
    found += [(("cli",), k) for k in cli]
    for sub in ("plus", "telemetry"):
        if isinstance(cli.get(sub), dict):
            found += [(("cli", sub), k) for k in cli[sub]]
    for parent, key in found:
        claim = f"`{'.'.join((*[p for p in parent if p], key))}` is read from the user's dg.toml"
        ok = key in allowed.get(parent, set())
        line = next((i for i, text in enumerate(lines)
                     if re.match(rf"^\s*\[?\s*([\w.]*\.)?{re.escape(key)}\b", text)), 0)
        report.at(block, block.line + line, block.col, "ok" if ok else "wrong", claim,
                  "" if ok else f"dg reads only {', '.join(sorted(allowed.get(parent, {'cli'})))} there")


# ---------------------------------------------------------------- config keys documented in the API YAML

LIST_KEY = re.compile(r"^\s*[-*]\s+`([A-Za-z_][A-Za-z0-9_]*)`")
TABLE_KEY = re.compile(r"^\s*\|\s*`([A-Za-z_][A-Za-z0-9_]*)`\s*\|")


def schema_fields(config_type, depth: int = 0) -> tuple[set[str], set[str]]:
    """(top-level field names, field names at any depth) of a dagster config type."""
    top: set[str] = set()
    every: set[str] = set()
    fields = getattr(config_type, "fields", None)
    if isinstance(fields, dict):
        for name, field in fields.items():
            (top if depth == 0 else every).add(name)
            every.add(name)
            _, inner = schema_fields(field.config_type, depth + 1)
            every |= inner
    for attr in ("inner_type", "scalar_type", "non_scalar_type"):
        inner_type = getattr(config_type, attr, None)
        if inner_type is not None and inner_type is not config_type:
            t, inner = schema_fields(inner_type, depth)
            top |= t
            every |= inner
    return top, every


def config_type_of(obj):
    from dagster import ExecutorDefinition, LoggerDefinition, ResourceDefinition
    from dagster._serdes import ConfigurableClass

    if isinstance(obj, (ExecutorDefinition, LoggerDefinition, ResourceDefinition)):
        schema = getattr(obj, "config_schema", None)
        return getattr(schema, "config_type", None)
    if isinstance(obj, type) and issubclass(obj, ConfigurableClass) and obj is not ConfigurableClass:
        try:
            from dagster._config import resolve_to_config_type

            return resolve_to_config_type(obj.config_type())
        except Exception:
            return None
    return None


def check_api_config_keys(root: Path, report: Reporter) -> None:
    """In an API entry for an executor, logger, function-style resource or configurable class (run
    launcher, storage...), the config keys its description lists exist; for executors and configurable
    classes, every top-level key of the schema is also named somewhere in the entry."""
    import yaml

    for path in common.api_files(root):
        rel = str(path.relative_to(root))
        text = path.read_text(encoding="utf8")
        try:
            data = yaml.load(text, Loader=common.yaml_loader())
            items = list(common.yaml_texts(text))
        except yaml.YAMLError:
            continue
        if not isinstance(data, dict):
            continue
        for index, sym in enumerate(data.get("symbols") or []):
            if not isinstance(sym, dict) or "." in str(sym.get("name", "")):
                continue
            module_name = str(sym.get("module") or data.get("module") or "")
            try:
                with contextlib.redirect_stdout(sys.stderr):  # some libraries print while importing
                    module = importlib.import_module(module_name)
            except Exception:
                continue
            obj = getattr(module, str(sym.get("name")), None)
            config_type = config_type_of(obj) if obj is not None else None
            if config_type is None:
                continue
            top, every = schema_fields(config_type)
            if not top:
                continue
            from dagster import ExecutorDefinition

            # Completeness is asked of executors and configurable classes (run launchers, storages...),
            # whose config is their whole interface; function-style resources point to their
            # Pythonic successor instead of repeating every field.
            complete = isinstance(obj, ExecutorDefinition) or isinstance(obj, type)
            mine = [it for it in items if it.path[:2] == ("symbols", str(index))]
            name_item = next((it for it in mine if it.path == ("symbols", str(index), "name")), None)
            entry_text = " ".join(it.value for it in mine)
            fenced = re.findall(r"```[^\n]*\n(.*?)```", entry_text, flags=re.S)
            prose = re.sub(r"```[^\n]*\n.*?```", " ", entry_text, flags=re.S)
            spans = re.findall(r"`([^`]+)`", prose)
            mentioned = {w for span in spans for w in re.findall(r"[A-Za-z_][A-Za-z0-9_]*", span)} | \
                {k for body in fenced for k in re.findall(r"^\s*-?\s*([A-Za-z_][A-Za-z0-9_]*):", body, flags=re.M)} | \
                {str(p.get("name")) for p in sym.get("params") or [] if isinstance(p, dict)}
            block = Block(rel, "", text, 1)
            for it in mine:
                if it.path[2:3] != ("description",) or it.style not in ("|", ">"):
                    continue
                for k, line in enumerate(it.value.split("\n")):
                    m = LIST_KEY.match(line) or TABLE_KEY.match(line)
                    if not m or m.group(1) in ("Key", "Field", "Option"):
                        continue
                    key = m.group(1)
                    claim = f"`{key}` is a config key of `{module_name}.{sym.get('name')}`"
                    at_line = it.line + k
                    indent = len(text.splitlines()[at_line - 1]) - len(text.splitlines()[at_line - 1].lstrip())
                    status = "ok" if key in every else "wrong"
                    report.at(block, at_line, indent + m.start(1) + 1, status, claim,
                              "" if status == "ok" else f"its config schema has {', '.join(sorted(top))}")
            for field in sorted(top) if complete else []:
                claim = f"the entry for `{module_name}.{sym.get('name')}` names its config key `{field}`"
                line = name_item.line if name_item else 1
                if field in mentioned:
                    report.at(block, line, 1, "ok", claim)
                else:
                    report.at(block, line, 1, "wrong", claim, f"`{field}` is a config key the entry does not name")


if __name__ == "__main__":
    sys.exit(main())
