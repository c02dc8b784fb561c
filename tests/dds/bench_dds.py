"""Times DDS (version 2.9, through the `endplay` wheel) on the issue's positions, the same ones
benches/solver.rs times kozyr on: 8-card endings (seed 3) and full deals (seed 1), one solve being
SolveBoard with solutions=1 for the position's trump and leader. DDS is held to one thread; run it
on one core:

    taskset -c 0 target/dds-venv/bin/python tests/dds/bench_dds.py

The times include endplay's few microseconds of Python around each call.
"""

import os
import statistics
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import positions  # noqa: E402

import endplay._dds as _dds  # noqa: E402
from endplay.dds import solve_board  # noqa: E402
from endplay.dds.solve import SolveMode  # noqa: E402
from endplay.types import Deal, Denom, Player  # noqa: E402

DENOMS = {"S": Denom.spades, "H": Denom.hearts, "D": Denom.diamonds, "C": Denom.clubs, "NT": Denom.nt}


def deals(seed):
    out = []
    for hands, strain, leader in positions.positions(seed):
        deal = Deal(positions.pbn(hands))
        deal.trump = DENOMS[strain]
        deal.first = Player.find(leader)
        out.append(deal)
    return out


def one_pass(name, boards):
    times = []
    for deal in boards:
        start = time.perf_counter()
        solve_board(deal, SolveMode.OptimalOne)
        times.append(time.perf_counter() - start)
    med = statistics.median(times) * 1e3
    mean = statistics.mean(times) * 1e3
    print(f"{name}: {len(times)} positions, median {med:.3f} ms, mean {mean:.3f} ms, max {max(times) * 1e3:.3f} ms per solve")


def tricks_completed(boards):
    """DDS's node count for each solve, which counts the tricks it completed in its search
    (SolveBoard's futureTricks.nodes is its trickNodes); kozyr's solver_profile and benchmark
    print the same count."""
    total = 0
    for deal in boards:
        fut = _dds.futureTricks()
        _dds.SolveBoard(deal._data, -1, 1, 1, fut, 0)
        total += fut.nodes
    return total


def main():
    _dds.SetMaxThreads(1)
    endings = deals(3)
    full = deals(1)
    # A first pass warms the library up (its memory is allocated on first use).
    for deal in endings[:5]:
        solve_board(deal, SolveMode.OptimalOne)
    one_pass("DDS 8-card endings, one solve", endings)
    one_pass("DDS full deals, one solve", full)
    one_pass("DDS full deals, the first ten (as benches/solver.rs), one solve", full[:10])
    print(f"DDS full deals, all hundred: {tricks_completed(full)} tricks completed in the search")


if __name__ == "__main__":
    main()
