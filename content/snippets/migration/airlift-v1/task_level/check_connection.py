# scripts/check_airflow.py: run once with `python scripts/check_airflow.py`
from shop_dagster.defs.airflow_instance import airflow_instance


def main() -> None:
    dags = airflow_instance.list_dags()
    print(f"Airflow lists {len(dags)} DAGs")
    for dag in dags:
        print(f"  {dag.dag_id}  tags={dag.metadata.get('tags')}")


if __name__ == "__main__":
    main()
