"""The Dagster basics tutorial project as its Projects step leaves it, for `npm run screenshots`.

The step's definitions.py (content/snippets/dagster-basics-tutorial/projects/definitions.py) loads the
project's `defs/` folder, which is still empty at that step: the code location loads with no definitions.
It is served as the module `ecommerce_analytics.definitions`, as `dg dev` serves the reader's project, so the
Code locations page names the module, not a file path of the machine that made the picture.
"""

import dagster as dg

defs = dg.Definitions()
