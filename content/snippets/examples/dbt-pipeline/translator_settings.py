from collections.abc import Mapping
from typing import Any, Optional

from dagster_dbt import DagsterDbtTranslator, DagsterDbtTranslatorSettings


class GearShopTranslator(DagsterDbtTranslator):
    def get_group_name(self, dbt_resource_props: Mapping[str, Any]) -> Optional[str]:
        fqn = dbt_resource_props["fqn"]
        return fqn[1] if len(fqn) > 2 else "transform"


# start_translator_settings
# dbt tests on models become asset checks by default. This setting also turns
# the tests declared on the `raw` sources into checks on the ingestion assets.
gear_shop_translator = GearShopTranslator(
    settings=DagsterDbtTranslatorSettings(enable_source_tests_as_checks=True)
)
# end_translator_settings
