"""The example of its page alone: the Automation page it is photographed on lists the whole instance."""

from example_loader import load

defs = load("automate/overview_options.py")
