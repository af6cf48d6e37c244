"""Rules: the public JSON exchange format, concrete instantiation, matching and application
(the generator that writes rules is verified_opt.generate)."""

from verified_opt.rules.format import Rule, RuleGraph, RuleNode, load_rules, parse_rules

__all__ = ["Rule", "RuleGraph", "RuleNode", "load_rules", "parse_rules"]
