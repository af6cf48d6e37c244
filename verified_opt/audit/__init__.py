"""`vopt audit`: a report rechecked without trusting it, every claim recomputed from the rule
library, the axiom texts and the models (above check/, partial/ and verify/ in the layers)."""
