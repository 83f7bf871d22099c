"""Claude Code's sessions on disk: the transcript reader and where past sessions are kept."""
