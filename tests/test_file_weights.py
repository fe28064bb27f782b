"""The order of a run's files (``file_weights``): read from a durations report, and a file
the report does not know weighs what its folder's files do."""

from __future__ import annotations

import file_weights

REPORT = """\
============================= slowest durations =============================
12.50s call     tests/site/test_offline.py::test_a[phone]
2.50s setup    tests/site/test_offline.py::test_a[phone]
1.00s call     tests/site/test_browser.py::test_b
0.40s teardown tests/press/test_x.py::test_c[a4]
(20 durations < 0.005s hidden.  Use -vv to show these durations.)
"""


def test_a_report_gives_each_files_seconds():
    assert file_weights.measured(REPORT) == {
        file_weights.BUILD: 2.5,
        "tests/press/test_x.py": 0.4,
        "tests/site/test_browser.py": 1.0,
        "tests/site/test_offline.py": 15.0,
    }


def test_a_new_file_weighs_its_folders_mean_and_an_unknown_folder_nothing():
    weight = file_weights.weigher(file_weights.measured(REPORT))
    assert weight("tests/site/test_offline.py") == 15.0
    assert weight("tests/site/test_new.py") == 8.0
    assert weight("tests/brand_new/test_y.py") == 0.0


def test_while_the_site_is_built_the_other_workers_run_files_that_need_none():
    files = [
        ("journeys", 500.0, True),
        ("touch", 450.0, True),
        ("print", 170.0, False),
        ("booklet", 90.0, False),
        ("export", 80.0, False),
        ("faces", 40.0, False),
        ("axe", 60.0, True),
    ]
    # two other workers, 150 s of building each: 170 + 90 + 80 >= 300
    assert file_weights.run_order(files, workers=3, build=150.0) == [
        "journeys",
        "print",
        "booklet",
        "export",
        "touch",
        "axe",
        "faces",
    ]
    # one worker, or no site to wait for: simply the longest first
    assert file_weights.run_order(files, workers=0, build=150.0) == [
        "journeys",
        "touch",
        "print",
        "booklet",
        "export",
        "axe",
        "faces",
    ]
    no_site = [(p, s, False) for p, s, _ in files]
    assert file_weights.run_order(no_site, workers=3, build=150.0)[:2] == ["journeys", "touch"]
