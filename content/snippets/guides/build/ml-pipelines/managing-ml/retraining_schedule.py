import dagster as dg

# The same retraining on a plain schedule: every Monday at 02:00 UTC,
# rebuild the training data, the model and its evaluation in one run.
retrain_churn_job = dg.define_asset_job(
    name="retrain_churn_model",
    selection=dg.AssetSelection.assets("training_data").downstream(),
)

weekly_retrain = dg.ScheduleDefinition(
    job=retrain_churn_job,
    cron_schedule="0 2 * * 1",
    execution_timezone="UTC",
)
