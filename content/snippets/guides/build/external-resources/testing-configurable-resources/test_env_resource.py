import dagster as dg


class ApiClient(dg.ConfigurableResource):
    base_url: str
    token: str

    def auth_header(self) -> dict[str, str]:
        return {"Authorization": f"Bearer {self.token}"}


@dg.asset
def api_status(api: ApiClient) -> str:
    return api.auth_header()["Authorization"][:6]


defs = dg.Definitions(
    assets=[api_status],
    resources={"api": ApiClient(base_url="https://api.example.com", token=dg.EnvVar("API_TOKEN"))},
)


def test_token_comes_from_the_environment(monkeypatch):
    monkeypatch.setenv("API_TOKEN", "test-token")
    # materialize resolves EnvVar values the same way a deployed run does.
    result = dg.materialize(
        [api_status],
        resources={"api": ApiClient(base_url="https://api.example.com", token=dg.EnvVar("API_TOKEN"))},
    )
    assert result.output_for_node("api_status") == "Bearer"


def test_missing_variable_fails(monkeypatch):
    monkeypatch.delenv("API_TOKEN", raising=False)
    # The value is checked before any step runs, so materialize raises instead of returning a result.
    try:
        dg.materialize(
            [api_status],
            resources={"api": ApiClient(base_url="https://api.example.com", token=dg.EnvVar("API_TOKEN"))},
        )
    except dg.DagsterInvalidConfigError as error:
        assert "API_TOKEN" in str(error)
    else:
        raise AssertionError("expected a DagsterInvalidConfigError")
