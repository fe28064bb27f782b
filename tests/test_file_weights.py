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
        "tests/press/test_x.py": 0.4,
        "tests/site/test_browser.py": 1.0,
        "tests/site/test_offline.py": 15.0,
    }


def test_a_new_file_weighs_its_folders_mean_and_an_unknown_folder_nothing():
    weight = file_weights.weigher(file_weights.measured(REPORT))
    assert weight("tests/site/test_offline.py") == 15.0
    assert weight("tests/site/test_new.py") == 8.0
    assert weight("tests/brand_new/test_y.py") == 0.0
