"""benchmarks/gpu_slim.sh: the checkout made small for a lent GPU machine's calls and put back
exactly as it was (index, exclude file, files on disk), nothing committed or deleted."""

from __future__ import annotations

import subprocess
import tarfile
from pathlib import Path

ROOT = Path(__file__).parents[2]
SCRIPT = ROOT / "benchmarks" / "gpu_slim.sh"


def git(repo: Path, *args: str) -> str:
    return subprocess.run(["git", *args], cwd=repo, check=True, capture_output=True,
                          text=True).stdout


def slim(repo: Path, verb: str) -> subprocess.CompletedProcess:
    return subprocess.run(["bash", str(SCRIPT), verb], cwd=repo, check=False,
                          capture_output=True, text=True, timeout=120)


def test_on_then_off_restores_the_index_and_the_exclude_file(tmp_path):
    repo = tmp_path / "repo"
    for rel, text in {"verified_opt/data/rules/a.json": "{}", "verified_opt/x.py": "X = 1\n",
                      "benchmarks/results/r.md": "r", "docs/d.png": "png"}.items():
        (repo / rel).parent.mkdir(parents=True, exist_ok=True)
        (repo / rel).write_text(text)
    git(repo, "init", "-q")
    git(repo, "add", ".")
    git(repo, "-c", "user.name=t", "-c", "user.email=t@t", "commit", "-q", "-m", "init")
    exclude = repo / ".git" / "info" / "exclude"
    before_exclude, before_files = exclude.read_text(), git(repo, "ls-files")

    r = slim(repo, "on")
    assert r.returncode == 0, r.stderr
    assert git(repo, "ls-files").split() == ["verified_opt/x.py"]
    assert git(repo, "status", "--short", "--untracked-files=all").split("\n")[0].startswith("D ")
    assert (repo / "verified_opt/data/rules/a.json").read_text() == "{}"  # still on disk
    with tarfile.open(repo / ".dev" / "tree.tar.xz") as t:
        assert "verified_opt/data/rules/a.json" in t.getnames()
    assert slim(repo, "status").stdout.strip() == "gpu_slim: on"
    assert slim(repo, "on").stdout.strip() == "gpu_slim: already on"

    r = slim(repo, "off")
    assert r.returncode == 0, r.stderr
    assert git(repo, "ls-files") == before_files
    assert git(repo, "status", "--short") == ""
    assert exclude.read_text() == before_exclude + "/.dev/\n"  # .dev stays ignored
    assert slim(repo, "status").stdout.strip() == "gpu_slim: off"


def test_on_refuses_while_changes_are_staged_there(tmp_path):
    repo = tmp_path / "repo"
    (repo / "docs").mkdir(parents=True)
    (repo / "docs" / "d.md").write_text("a")
    git(repo, "init", "-q")
    git(repo, "add", ".")
    git(repo, "-c", "user.name=t", "-c", "user.email=t@t", "commit", "-q", "-m", "init")
    (repo / "docs" / "d.md").write_text("b")
    git(repo, "add", "docs/d.md")
    r = slim(repo, "on")
    assert r.returncode == 2 and "staged changes" in r.stderr
    assert slim(repo, "status").stdout.strip() == "gpu_slim: off"
