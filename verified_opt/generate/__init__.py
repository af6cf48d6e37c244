"""TASO's rule generator, above verify/ in the layers: enumerate graphs (variants, universe,
enumerate), group them by exact fingerprints (fingerprint), prune candidate pairs (prune,
graph_index), generalize their constants (generalize), run the last level in shards on forked
workers (shards), and prove what is left (pipeline)."""
