import dagster as dg
from dagster_dlt import DagsterDltTranslator
from dagster_dlt.translator import DltResourceTranslatorData


class RawLayerDltTranslator(DagsterDltTranslator):
    """Key dlt tables as raw/<source>/<resource> and depend on a matching external key."""

    def get_asset_spec(self, data: DltResourceTranslatorData) -> dg.AssetSpec:
        spec = super().get_asset_spec(data)
        source_name = data.resource.source_name
        return spec.replace_attributes(
            key=dg.AssetKey(["raw", source_name, data.resource.name]),
            deps=[dg.AssetKey(["external", source_name, data.resource.name])],
        ).merge_attributes(owners=["team:support-analytics"])
