import dagster as dg

from my_project.defs.orders.cleanup import clean_orders, load_raw_orders, validate_orders, write_orders, write_rejects


class CleanupSettings(dg.Config):
    reporting_currency: str = "USD"


# Callers set one flat value; the mapping fans it out to the nested op.
@dg.config_mapping
def cleanup_config(settings: CleanupSettings) -> dict:
    return {
        "ops": {
            "clean_orders": {
                "ops": {
                    "convert_currency": {"config": {"target_currency": settings.reporting_currency}},
                }
            }
        }
    }


@dg.job(config=cleanup_config)
def order_cleanup_with_settings_job():
    valid, rejected = validate_orders(clean_orders(load_raw_orders()))
    write_orders(valid)
    write_rejects(rejected)
