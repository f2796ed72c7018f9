import dagster as dg

from .fx_resource import FxRatesApi


@dg.definitions
def finance_resources() -> dg.Definitions:
    return dg.Definitions(resources={"fx": FxRatesApi(api_token=dg.EnvVar("FX_API_TOKEN"))})
