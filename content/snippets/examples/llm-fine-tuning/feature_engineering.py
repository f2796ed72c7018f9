from dagster_duckdb import DuckDBResource

import dagster as dg


class LabelingConfig(dg.Config):
    min_products_per_category: int = 25
    max_description_chars: int = 600
    validation_percent: int = 20


# start_labeled_products
@dg.asset(deps=["raw_products"], kinds={"duckdb"}, group_name="feature_engineering")
def labeled_products(config: LabelingConfig, duckdb: DuckDBResource) -> dg.MaterializeResult:
    """Cleaned products with a model-ready prompt text, a category label and a split."""
    with duckdb.get_connection() as conn:
        conn.execute(
            f"""
            create or replace table labeled_products as
            with cleaned as (
                select
                    cast(product_id as varchar) as product_id,
                    trim(title) as title,
                    left(regexp_replace(coalesce(description, ''), '\\s+', ' ', 'g'),
                         {config.max_description_chars}) as description,
                    lower(trim(category)) as category
                from raw_products
                where title is not null and category is not null
                qualify row_number() over (partition by lower(trim(title)) order by product_id) = 1
            ),
            frequent as (
                select category
                from cleaned
                group by category
                having count(*) >= {config.min_products_per_category}
            )
            select
                cleaned.*,
                'Title: ' || title || '\nDescription: ' || description as prompt_text,
                case when hash(product_id) % 100 < {config.validation_percent}
                     then 'validation' else 'train' end as split
            from cleaned
            join frequent using (category)
            """
        )
        per_split = conn.execute(
            "select split, count(*) from labeled_products group by split order by split"
        ).fetchall()
        categories = [
            row[0]
            for row in conn.execute(
                "select distinct category from labeled_products order by category"
            ).fetchall()
        ]

    return dg.MaterializeResult(
        metadata={
            "rows_per_split": dg.MetadataValue.json({split: n for split, n in per_split}),
            "categories": dg.MetadataValue.json(categories),
            "category_count": len(categories),
        }
    )
# end_labeled_products


# start_check
@dg.asset_check(asset=labeled_products)
def every_category_in_both_splits(duckdb: DuckDBResource) -> dg.AssetCheckResult:
    with duckdb.get_connection() as conn:
        lonely = conn.execute(
            """
            select category
            from labeled_products
            group by category
            having count(distinct split) < 2
            """
        ).fetchall()
    missing = [row[0] for row in lonely]
    return dg.AssetCheckResult(
        passed=not missing,
        severity=dg.AssetCheckSeverity.WARN,
        metadata={"categories_in_one_split": dg.MetadataValue.json(missing)},
    )
# end_check
