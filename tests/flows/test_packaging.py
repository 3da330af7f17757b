"""Installable beside other tools (issue 23): dependency ranges in pyproject.toml, exact pins in
constraints.txt; the wheel resolves beside the previous minor release of polars, pyarrow and
pydantic."""

from __future__ import annotations

import subprocess
import sys
import tomllib
from pathlib import Path

import pytest
from packaging.requirements import Requirement
from packaging.version import Version

from tests.paths import ROOT

PYPROJECT = tomllib.loads((ROOT / "pyproject.toml").read_text("utf-8"))
DEPENDENCIES = [Requirement(line) for line in PYPROJECT["project"]["dependencies"]]


def pins() -> dict[str, Version]:
    """constraints.txt: name -> the exact version `make setup` installs."""
    found = {}
    for line in (ROOT / "constraints.txt").read_text("utf-8").splitlines():
        if line.strip() and not line.startswith("#"):
            requirement = Requirement(line)
            (spec,) = requirement.specifier
            found[requirement.name.lower().replace("_", "-")] = Version(spec.version)
    return found


def test_project_dependencies_are_ranges_not_pins() -> None:
    pinned = [str(r) for r in DEPENDENCIES if any(spec.operator in ("==", "===") for spec in r.specifier)]
    assert pinned == [], "[project].dependencies take compatible ranges; exact pins go in constraints.txt"


def test_every_dependency_is_pinned_in_constraints_within_its_range() -> None:
    exact = pins()
    outside = [
        f"{r.name}: {exact.get(r.name.lower())} not in {r.specifier}"
        for r in DEPENDENCIES
        if exact.get(r.name.lower()) is None or exact[r.name.lower()] not in r.specifier
    ]
    assert outside == []


def previous_minor(version: Version) -> str:
    """2.1.0 -> `2.0.*`, 2.14.4 -> `2.13.*`; 26.0.1 -> `25.*` (pyarrow counts releases in its major)."""
    if version.minor:
        return f"{version.major}.{version.minor - 1}.*"
    return f"{version.major - 1}.*"


@pytest.fixture(scope="module")
def wheel(tmp_path_factory: pytest.TempPathFactory) -> Path:
    folder = tmp_path_factory.mktemp("wheel")
    built = subprocess.run(
        [sys.executable, "-m", "pip", "wheel", "--no-deps", "-q", "-w", str(folder), str(ROOT)],
        capture_output=True,
        text=True,
        timeout=600,
    )
    assert built.returncode == 0, built.stderr[-3000:]
    (path,) = folder.glob("research_digest-*.whl")
    return path


@pytest.mark.slow
@pytest.mark.parametrize("package", ["polars", "pyarrow", "pydantic"])
def test_the_wheel_installs_beside_the_previous_minor_release(wheel: Path, package: str) -> None:
    wanted = f"{package}=={previous_minor(pins()[package])}"
    resolved = subprocess.run(
        [sys.executable, "-m", "pip", "install", "--dry-run", "--ignore-installed", str(wheel), wanted],
        capture_output=True,
        text=True,
        timeout=600,
    )
    assert resolved.returncode == 0, resolved.stdout[-2000:] + resolved.stderr[-3000:]
    (would,) = [line for line in resolved.stdout.splitlines() if line.startswith("Would install")]
    chosen = next(word for word in would.split() if word.startswith(f"{package}-"))
    assert Version(chosen.removeprefix(f"{package}-")) < pins()[package], would
