"""Cost model and cost-based search over certified rewrites."""
