from dagster_aws.ecr import FakeECRPublicResource


def test_login_password_is_fetched() -> None:
    client = FakeECRPublicResource().get_client()
    assert client.get_login_password() == "token"
