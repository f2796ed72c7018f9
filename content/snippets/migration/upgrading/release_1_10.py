import warnings

import dagster as dg

# start_warnings
# ExperimentalWarning was split into BetaWarning and PreviewWarning.
warnings.filterwarnings("ignore", category=dg.BetaWarning)
warnings.filterwarnings("ignore", category=dg.PreviewWarning)
# end_warnings


# start_condition
# AutoMaterializePolicy is deprecated: use AutomationCondition.
@dg.asset(automation_condition=dg.AutomationCondition.on_cron("0 6 * * *"))
def morning_report() -> None: ...
# end_condition

# start_io
# fs_io_manager is superseded by the FilesystemIOManager class.
defs = dg.Definitions(
    assets=[morning_report],
    resources={"io_manager": dg.FilesystemIOManager(base_dir="/tmp/dagster-storage")},
)
# end_io
