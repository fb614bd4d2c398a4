"""The forms service started as deploy/forms-api.service starts it."""

from server import owner_and_mode


def test_state_directory_and_its_backups_are_the_users_alone(service):
    assert [owner_and_mode(service.state), owner_and_mode(service.state / "backups")] == \
        [f"{service.user} 700"] * 2
