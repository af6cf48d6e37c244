"""Rules: the public JSON exchange format, concrete instantiation, (later) generation and matching."""

from verified_opt.rules.format import Rule, RuleGraph, RuleNode, load_rules, parse_rules

__all__ = ["Rule", "RuleGraph", "RuleNode", "load_rules", "parse_rules"]
