from collections.abc import Mapping
from typing import Any

import dagster as dg


class AnalyticsScriptComponent(dg.PythonScriptComponent):
    """A PythonScriptComponent with the analytics team's defaults applied."""

    @classmethod
    def get_additional_scope(cls) -> Mapping[str, Any]:
        # Extra names available in this component's defs.yaml templates.
        return {
            **super().get_additional_scope(),
            "nightly": dg.AutomationCondition.on_cron("0 2 * * *"),
        }

    def build_defs(self, context: dg.ComponentLoadContext) -> dg.Definitions:
        defs = super().build_defs(context)
        # Stamp ownership and a tag on every asset the script produces.
        return defs.map_asset_specs(
            func=lambda spec: spec.merge_attributes(
                owners=["team:analytics"],
                tags={"managed_by": "analytics_script_component"},
            )
        )
