"""reflexion: closed-loop learning for AI coding agents (failures and corrections become recalled fixes)."""

__version__ = "0.1.0"
