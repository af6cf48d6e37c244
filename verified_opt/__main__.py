"""`python -m verified_opt ...` is `vopt ...` (for interpreters where the script is not installed,
such as a GPU machine that runs the source tree with the packages it has)."""

from verified_opt.cli import main

raise SystemExit(main())
