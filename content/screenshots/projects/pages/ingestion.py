"""The ingestion project of the workspaces guide, a code location of its own (workspace-workspaces.yaml)."""

from example_loader import load

defs = load("build/projects/workspaces/ingestion_assets.py")
