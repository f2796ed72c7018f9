import requests

# Run this at the end of the external process that refreshed the table.
# In the URL path, "/" separates the parts of the asset key.
response = requests.post(
    "http://localhost:3000/report_asset_materialization/warehouse/transactions",
    json={
        "metadata": {"rows_loaded": 48210},
        "description": "Nightly load by the legacy cron job",
    },
    timeout=10,
)
response.raise_for_status()
