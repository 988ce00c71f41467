// Placeholder; replaced by the module's real sources.
