"""Audit reports: a versioned JSON schema and an HTML rendering of it."""
