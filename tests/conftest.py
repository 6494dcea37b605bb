"""pytest configuration: hypothesis settings for this suite."""

from hypothesis import settings

settings.register_profile("default", deadline=None, max_examples=60)
settings.load_profile("default")
