"""reflexion: closed-loop learning for AI coding agents (failures and corrections become recalled fixes)."""

__version__ = "0.1.0"
DISTRIBUTION = (
    "reflexion-cli"  # the name to install it by (`pipx install reflexion-cli`); the command is reflexion
)
