import dagster as dg


class ExchangeRateConfig(dg.Config):
    rate_date: str
    base_currency: str = "EUR"


@dg.asset
def exchange_rates(context: dg.AssetExecutionContext, config: ExchangeRateConfig) -> None:
    context.log.info(f"Loading {config.base_currency} rates for {config.rate_date}")


@dg.schedule(cron_schedule="0 7 * * 1-5", target=[exchange_rates])
def exchange_rates_schedule(context: dg.ScheduleEvaluationContext):
    # scheduled_execution_time is the tick's intended time, not the wall clock.
    rate_date = context.scheduled_execution_time.strftime("%Y-%m-%d")

    return dg.RunRequest(
        run_key=rate_date,
        run_config=dg.RunConfig(
            ops={"exchange_rates": ExchangeRateConfig(rate_date=rate_date)}
        ),
        tags={"rate_date": rate_date},
    )
