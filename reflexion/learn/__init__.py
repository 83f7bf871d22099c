"""The episode learner: pure modules that read a turn's transcript as episodes and decide what it teaches."""
