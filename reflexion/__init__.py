"""reflexion: closed-loop learning for AI coding agents (failures and corrections -> recall -> CLAUDE.md rules)."""

__version__ = "0.1.0"
