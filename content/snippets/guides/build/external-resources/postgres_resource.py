from collections.abc import Iterator
from contextlib import contextmanager

from sqlalchemy import URL, Connection, create_engine, text

import dagster as dg


# start_resource
class PostgresResource(dg.ConfigurableResource):
    """Opens short-lived SQLAlchemy connections to a Postgres database."""

    host: str
    port: int = 5432
    database: str
    user: str
    password: str

    @contextmanager
    def get_connection(self) -> Iterator[Connection]:
        url = URL.create(
            "postgresql+psycopg",
            username=self.user,
            password=self.password,
            host=self.host,
            port=self.port,
            database=self.database,
        )
        engine = create_engine(url, pool_pre_ping=True)
        try:
            with engine.begin() as connection:  # commits on success, rolls back on error
                yield connection
        finally:
            engine.dispose()


# end_resource


# start_asset
@dg.asset(kinds={"postgres"})
def refunded_orders(postgres: PostgresResource) -> dg.MaterializeResult:
    with postgres.get_connection() as conn:
        conn.execute(text("drop table if exists reporting.refunded_orders"))
        conn.execute(
            text(
                "create table reporting.refunded_orders as "
                "select * from shop.orders where status = 'refunded'"
            )
        )
        row_count = conn.execute(text("select count(*) from reporting.refunded_orders")).scalar_one()
    return dg.MaterializeResult(metadata={"dagster/row_count": row_count})


@dg.definitions
def resources() -> dg.Definitions:
    return dg.Definitions(
        resources={
            "postgres": PostgresResource(
                host=dg.EnvVar("POSTGRES_HOST"),
                database="shop",
                user=dg.EnvVar("POSTGRES_USER"),
                password=dg.EnvVar("POSTGRES_PASSWORD"),
            )
        }
    )


# end_asset
