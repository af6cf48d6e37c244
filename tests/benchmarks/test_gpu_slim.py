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
    # a file changed since: a second `on` packs it again (the tarball is what travels)
    (repo / "verified_opt/data/rules/a.json").write_text('{"v": 2}')
    assert "already on" in slim(repo, "on").stdout
    with tarfile.open(repo / ".dev" / "tree.tar.xz") as t:
        assert t.extractfile("verified_opt/data/rules/a.json").read() == b'{"v": 2}'
    (repo / "verified_opt/data/rules/a.json").write_text("{}")
    # while on, a commit would record the folders' removal: refused
    (repo / "verified_opt/x.py").write_text("X = 2\n")
    git(repo, "add", "verified_opt/x.py")
    out = subprocess.run(["git", "-c", "user.name=t", "-c", "user.email=t@t", "commit", "-q",
                          "-m", "x"], cwd=repo, capture_output=True, text=True, check=False)
    assert out.returncode != 0 and "gpu_slim.sh is on" in out.stderr
    git(repo, "reset", "-q", "verified_opt/x.py")
    (repo / "verified_opt/x.py").write_text("X = 1\n")

    r = slim(repo, "off")
    assert r.returncode == 0, r.stderr
    assert git(repo, "ls-files") == before_files
    assert git(repo, "status", "--short") == ""
    assert exclude.read_text() == before_exclude + "/.dev/\n"  # .dev stays ignored
    assert slim(repo, "status").stdout.strip() == "gpu_slim: off"
    assert not (repo / ".dev" / "tree.tar.xz").exists()
    assert not (repo / ".git" / "hooks" / "pre-commit").exists()


def test_a_commit_forced_while_on_is_undone_by_off(tmp_path):
    repo = tmp_path / "repo"
    (repo / "verified_opt" / "data").mkdir(parents=True)
    (repo / "verified_opt" / "data" / "a.json").write_text("{}")
    (repo / "x.py").write_text("X = 1\n")
    git(repo, "init", "-q")
    git(repo, "add", ".")
    git(repo, "-c", "user.name=t", "-c", "user.email=t@t", "commit", "-q", "-m", "init")
    assert slim(repo, "on").returncode == 0
    git(repo, "-c", "user.name=t", "-c", "user.email=t@t", "commit", "-q", "--no-verify",
        "-m", "made while on")
    assert "verified_opt/data/a.json" not in git(repo, "ls-files")
    r = slim(repo, "off")
    assert r.returncode == 0 and "WARNING" in r.stderr
    assert "verified_opt/data/a.json" in git(repo, "ls-files")  # staged back
    assert git(repo, "status", "--short").strip() == "A  verified_opt/data/a.json"


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
