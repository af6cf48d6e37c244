"""`verify` (rules -> verdicts, and certificates for the proved ones) and `recheck` (stored
certificates from their files alone): the work behind `vopt verify` and `vopt recheck`.

An axiom folder other than the shipped one is soundness- and consistency-checked before anything
is proved from it or rechecked against it (verify/axiom_sets.py); `axiom_set(folder)` does that
once, and its result can be passed to both.
"""

from __future__ import annotations

import json
import os
import uuid
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path

from verified_opt.axioms.lang import default_axiom_dir, load_axioms
from verified_opt.derive.certificate import recheck_step
from verified_opt.errors import VoptError, one_line
from verified_opt.generate.executor import STATE, make_executor
from verified_opt.output_paths import same_file
from verified_opt.rules.format import (
    LoadedRules,
    Rule,
    RuleError,
    document_kind,
    parse_rules,
    read_rule_files,
    rule_problem,
)
from verified_opt.verify.axiom_sets import CheckedAxioms, checked
from verified_opt.verify.certificate import (
    RecheckResult,
    cvc5_available,
    not_a_certificate,
    recheck_file,
    safe_name,
    write_certificate,
)
from verified_opt.verify.prove import AxiomSet
from verified_opt.verify.verdict import INCONCLUSIVE, PROVED, Verdict, verify_rule

# the certificates of the shipped and the generated library (package data)
SHIPPED_PROOFS = Path(__file__).resolve().parents[1] / "data" / "proofs"

RuleSource = str | os.PathLike | Rule  # a file or folder, JSON text, or a parsed rule


@dataclass(frozen=True)
class AxiomFolder:
    """An axiom folder and the checked set it holds (the shipped set when its statements are
    the shipped ones)."""

    folder: str
    checked: CheckedAxioms

    def describe(self) -> str:
        return self.checked.describe()


def axiom_set(folder: str | os.PathLike | None = None) -> AxiomFolder:
    """The axioms in `folder` (None: the shipped ones), checked; an unsound or inconsistent
    folder raises UnsoundAxioms (a VoptError) naming the axioms that failed."""
    return AxiomFolder(str(folder or default_axiom_dir()), checked(folder))


def _axiom_folder(axioms: AxiomFolder | str | os.PathLike | None) -> AxiomFolder:
    return axioms if isinstance(axioms, AxiomFolder) else axiom_set(axioms)


def default_solvers(z3_only: bool = False) -> tuple[str, ...]:
    """The solvers that recheck a query: z3, and cvc5 when it is installed."""
    return ("z3",) if z3_only or not cvc5_available() else ("z3", "cvc5")


# ---- verify ------------------------------------------------------------------------------------
def read_rules(rules: RuleSource | Sequence[RuleSource], *,
               all_malformed: bool = False) -> LoadedRules:
    """Rules from files and folders (every *.json below a folder; a malformed rule or file is
    set aside in `malformed`, certificates and other JSON vopt writes are skipped), JSON text
    and Rule objects (those first, in order; malformed text raises RuleError). Nothing to
    verify at all raises: no rules found, or every one malformed (unless `all_malformed`: then
    the caller lists them and raises malformed_error itself)."""
    items = [rules] if isinstance(rules, (str, os.PathLike, Rule)) else list(rules)
    out = LoadedRules([], [], {})
    paths: list[str | os.PathLike] = []
    for item in items:
        if isinstance(item, Rule):
            out.rules.append(item)
        elif isinstance(item, str) and item.lstrip().startswith("{"):
            for rule in parse_rules(item, "<JSON text>"):
                problem = rule_problem(rule)
                if problem:
                    raise RuleError(f"<JSON text>: rule '{rule.name}' {problem}")
                out.rules.append(rule)
        else:
            paths.append(item)
    if paths:
        loaded = read_rule_files(paths)
        out.rules.extend(loaded.rules)
        out.malformed.extend(loaded.malformed)
        out.skipped.update(loaded.skipped)
    if not out.rules and not out.malformed:
        raise VoptError("no rules found in " + ", ".join(map(str, paths or items))
                        + skipped_text(out, "; "))
    if not out.rules and not all_malformed:  # nothing to verify: the one-line error says so
        raise malformed_error(out)
    return out


def verify(rules: RuleSource | Sequence[RuleSource] | LoadedRules, *,
           axioms: AxiomFolder | str | os.PathLike | None = None, jobs: int = 1,
           certificates: str | os.PathLike | None = None, timeout_ms: int = 10_000,
           rlimit: int = 20_000_000, progress: Callable[[Verdict], None] | None = None,
           executor: str = "pool") -> list[Verdict]:
    """One verdict per rule, in order: `proved` (axioms used, the certificate's query),
    `refuted` (a concrete counterexample: `verdict.counterexample.describe()`) or
    `inconclusive` (reason). `rules`: files or folders, JSON text, Rule objects, or what
    read_rules returned (then its malformed rules are the caller's to report; otherwise one
    raises RuleError before anything is verified). `certificates`: a folder that gets a
    certificate (<rule>.json and <rule>.smt2) for every proved rule. `progress` sees each
    verdict as it comes. `executor`: where the proofs run, "pool" (jobs processes), "ray" (a
    local Ray instance of jobs CPUs) or "ray=ADDRESS" (a cluster); the verdicts are the same
    whichever runs them (the solver is bounded by its resource limit)."""
    loaded = rules if isinstance(rules, LoadedRules) else read_rules(rules)
    if loaded.malformed and not isinstance(rules, LoadedRules):
        raise malformed_error(loaded, verified=False)
    if certificates is not None:
        _certificate_names(loaded, Path(certificates))
    ref = _axiom_folder(axioms)
    verdicts: list[Verdict] = []
    for v in run_verification(loaded.rules, ref.folder, jobs, timeout_ms, rlimit,
                              digest=ref.checked.digest, executor=executor):
        verdicts.append(v)
        if progress is not None:
            progress(v)
    if certificates is not None and any(v.status == PROVED for v in verdicts):
        inline = _inline(executor, jobs, loaded.rules)  # the worker's axiom set is this process's
        proved_under = _WORKER["axioms"] if inline else AxiomSet.of(load_axioms(ref.folder))
        by_name = {r.name: r for r in loaded.rules}
        for v in verdicts:
            if v.status == PROVED:
                write_certificate(Path(certificates), by_name[v.rule], v, proved_under)
    return verdicts


def _certificate_names(loaded: LoadedRules, folder: Path) -> None:
    """Refuse, before anything is verified, a certificate that would overwrite a rule file
    read (a rule file named <rule>.json in the certificates' folder) or another rule's
    certificate (names that differ only where safe_name writes '_')."""
    read = {r.source for r in loaded.rules if r.source} | {m.file for m in loaded.malformed
                                                          if m.file}
    owner: dict[str, str] = {}
    for r in loaded.rules:
        stem = safe_name(r.name)
        if owner.setdefault(stem, r.name) != r.name:
            raise VoptError(f"rules '{owner[stem]}' and '{r.name}' would both have their "
                            f"certificate in {folder / stem}.json: rename one")
        for path in (folder / f"{stem}.json", folder / f"{stem}.smt2"):
            hit = next((f for f in sorted(read) if same_file(path, f)), None)
            if hit is not None:
                raise VoptError(f"--certificates {folder}: the certificate of rule '{r.name}' "
                                f"({path.name}) would overwrite the rule file {hit}")


_WORKER: dict = {}


def _init(axiom_dir: str, timeout_ms: int, rlimit: int, digest: str = "") -> None:
    # one AxiomSet (about a second to build) per process and axiom set, not per run
    if not digest or _WORKER.get("key") != (axiom_dir, digest):
        _WORKER["axioms"] = AxiomSet.of(load_axioms(axiom_dir))
        _WORKER["key"] = (axiom_dir, digest)
    _WORKER["opts"] = (timeout_ms, rlimit)


def _work(rule: Rule) -> Verdict:
    timeout_ms, rlimit = _WORKER["opts"]
    try:
        return verify_rule(rule, _WORKER["axioms"], timeout_ms, rlimit)
    except Exception as e:
        # a rule that got past the load-time checks and still fails: that rule is
        # inconclusive (and reported as a bug of ours), the others are still verified
        if os.environ.get("VOPT_DEBUG"):
            raise
        return Verdict(rule.name, INCONCLUSIVE, 0.0, source=rule.source,
                       reason=f"internal error while verifying ({type(e).__name__}: "
                              f"{one_line(e, 200)})")


def _inline(executor: str, jobs: int, rules: list[Rule]) -> bool:
    return executor == "pool" and (jobs <= 1 or len(rules) <= 1)


def _work_remote(rule: Rule) -> Verdict:
    """_work on an executor's worker: the axioms come with the broadcast state (a Ray node
    need not have the folder), encoded once per process (Z3 terms do not travel)."""
    axioms, timeout_ms, rlimit, key = STATE["verify_rules"]
    if _WORKER.get("key") != (key, os.getpid()):
        _WORKER["axioms"] = AxiomSet.of(axioms)
        _WORKER["key"] = (key, os.getpid())
    _WORKER["opts"] = (timeout_ms, rlimit)
    return _work(rule)


def run_verification(rules: list[Rule], axiom_dir: str, jobs: int, timeout_ms: int, rlimit: int,
                     digest: str = "", executor: str = "pool") -> Iterator[Verdict]:
    """Verify rules on an executor (generate.executor: a process pool, or Ray; inline for one
    job of the pool); yields verdicts in rule order."""
    if not rules:
        return
    if _inline(executor, jobs, rules):
        _init(axiom_dir, timeout_ms, rlimit, digest)
        yield from map(_work, rules)
        return
    ex = make_executor(executor, jobs)
    with ex:
        key = f"{axiom_dir}:{digest or uuid.uuid4().hex}"  # a Ray worker outlives this run
        ex.start({"verify_rules": (load_axioms(axiom_dir), timeout_ms, rlimit, key)})
        yield from ex.map(_work_remote, rules, chunksize=max(1, len(rules) // (ex.workers * 8)))


def malformed_error(loaded: LoadedRules, verified: bool = True) -> RuleError:
    """One line for the malformed rules of `loaded` (`verified`: the others were)."""
    first, n = loaded.malformed[0].message, len(loaded.malformed)
    if n == 1:
        return RuleError(first)
    return RuleError(f"{n} malformed rules or files"
                     + (", the others verified" if loaded.rules and verified else "")
                     + f"; the first: {first}")


def skipped_text(loaded: LoadedRules, sep: str) -> str:
    """'skipped 12 JSON files that vopt writes beside rules (11 certificates, 1 generate
    summary)'."""
    if not loaded.skipped:
        return ""
    n = sum(len(v) for v in loaded.skipped.values())
    kinds = ", ".join(_count(len(v), k) for k, v in loaded.skipped.items())
    return f"{sep}skipped {_count(n, 'JSON file')} that vopt writes beside rules ({kinds})"


def _count(n: int, noun: str) -> str:
    plural = noun[:-1] + "ies" if noun.endswith("y") else noun + "s"
    return f"{n} {noun if n == 1 else plural}"


# ---- recheck -----------------------------------------------------------------------------------
def certificate_files(folder: str | os.PathLike | None = None,
                      skipped: list[Path] | None = None) -> list[Path]:
    """The certificates (*.json) below `folder`, or `folder` itself when it is one file
    (None: the shipped library's and the generated library's). In a folder, the other JSON
    documents vopt writes (verdicts, reports, rule files) are left out, into `skipped`."""
    folder = Path(folder) if folder else SHIPPED_PROOFS
    if not folder.exists():
        raise VoptError(f"{folder}: no such folder")
    if not folder.is_dir():
        return [folder]
    files = []
    for f in sorted(folder.rglob("*.json")):
        if _other_document(f):
            if skipped is not None:
                skipped.append(f)
        else:
            files.append(f)
    if not files:
        raise VoptError(f"{folder}: no certificates (*.json)")
    return files


def _other_document(path: Path) -> bool:
    """One of the JSON documents vopt writes that is not a certificate (see not_a_certificate);
    an unreadable file is not: recheck says what is wrong with it."""
    try:
        data = json.loads(path.read_text())
    except (OSError, UnicodeDecodeError, json.JSONDecodeError):
        return False
    return isinstance(data, dict) and bool(not_a_certificate(data))


def _recheck_one(path: Path, timeout_ms: int, solvers: tuple[str, ...],
                 reference: CheckedAxioms) -> RecheckResult:
    """A rule's certificate (recheck_file), or a derivation step's (derive/certificate.py: the
    obligations rebuilt from the step, solved, and both sides evaluated exactly)."""
    try:
        cert = json.loads(path.read_text())
    except (OSError, UnicodeDecodeError, json.JSONDecodeError):
        cert = None
    if document_kind(cert) == "derivation-step certificate":  # any version: recheck_step says
        r = recheck_step(cert, solvers=solvers, timeout_ms=timeout_ms)
        return RecheckResult(str(path), f"{cert.get('rule', '?')} (derivation step)", r.ok, {},
                             r.message)
    return recheck_file(path, timeout_ms, solvers, reference)


def recheck(folder: str | os.PathLike | Sequence[str | os.PathLike] | None = None, *,
            axioms: AxiomFolder | str | os.PathLike | None = None, timeout_ms: int = 30_000,
            solvers: Sequence[str] | None = None,
            progress: Callable[[RecheckResult], None] | None = None) -> list[RecheckResult]:
    """Recheck stored certificates from their files alone: each query rebuilt from its rule
    and the cited axiom statements must be the stored one, those statements must be the
    checked set's (`axioms`: the shipped set by default), and every solver (z3, and cvc5 when
    installed) must find it unsat. `folder`: a folder, one certificate, or a list of
    certificate files (None: every shipped certificate). One result per certificate, `ok` or
    not with the reason."""
    if folder is not None and not isinstance(folder, (str, os.PathLike)):
        files = [Path(f) for f in folder]
    else:
        files = certificate_files(folder)
    ref = _axiom_folder(axioms)
    chosen = tuple(solvers) if solvers else default_solvers()
    results = []
    for f in files:
        r = _recheck_one(f, timeout_ms, chosen, ref.checked)
        results.append(r)
        if progress is not None:
            progress(r)
    return results
