"""DDS's figures for the issue's 300 positions, written as the fixtures tests/solver_dds.rs checks
kozyr's solver against.

Usage: reference.py OUT_DIR  -- writes OUT_DIR/dds-seed1.json, dds-seed2.json, dds-seed3.json.

DDS is Bo Haglund's double-dummy solver (version 2.9, as shipped in the `endplay` wheel). For each
position: the full table (CalcDDtable: strains S H D C NT by declarer N E S W, the declarer's
left-hand opponent on lead) and, for the position's own trump and leader, every legal lead with the
tricks the leader's side takes after it (SolveBoard with solutions=3, DDS's groups of equal cards
expanded to every card).

CalcDDtable works on an ending (every hand holding the same number of cards k), but it counts the
declarer's tricks as 13 less the defenders' best, so on an ending its figures are 13 - k too high.
The table written is CalcDDtable's less 13 - k, and on the endings every entry is checked against
SolveBoard from that declarer's left-hand opponent (k less the defenders' best lead).
"""

import json
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import positions  # noqa: E402

from endplay.dds import calc_dd_table, solve_board  # noqa: E402
from endplay.types import Deal, Denom, Player  # noqa: E402

DENOMS = [Denom.spades, Denom.hearts, Denom.diamonds, Denom.clubs, Denom.nt]
PLAYERS = [Player.north, Player.east, Player.south, Player.west]


def rank_char(card):
    return card.rank.abbr


def solve_leads(deal):
    out = []
    for card, tricks in solve_board(deal):
        out.append(("SHDC"[int(card.suit)] + rank_char(card), tricks))
    order = {c: i for i, c in enumerate("AKQJT98765432")}
    out.sort(key=lambda ct: ("SHDC".index(ct[0][0]), order[ct[0][1]]))
    return out


def record(index, hands, strain, leader):
    pbn = positions.pbn(hands)
    deal = Deal(pbn)
    table = calc_dd_table(deal)
    k = len(hands[0])
    rows = [[table[d, p] - (13 - k) for p in PLAYERS] for d in DENOMS]
    if k < 13:
        for s, d in enumerate(DENOMS):
            for p in range(4):
                probe = Deal(pbn)
                probe.trump = d
                probe.first = PLAYERS[(p + 1) % 4]
                best = max(t for _, t in solve_board(probe))
                if rows[s][p] != k - best:
                    raise SystemExit(f"CalcDDtable disagrees with SolveBoard on {pbn}")
    deal.trump = DENOMS[positions.STRAINS.index(strain)]
    deal.first = PLAYERS["NESW".index(leader)]
    return {
        "index": index,
        "deal": pbn,
        "trump": strain,
        "leader": leader,
        "table": rows,
        "leads": [[c, t] for c, t in solve_leads(deal)],
    }


def main():
    if len(sys.argv) != 2:
        raise SystemExit("usage: reference.py OUT_DIR")
    out_dir = sys.argv[1]
    for seed in sorted(positions.SETS):
        lines = []
        for i, (hands, strain, leader) in enumerate(positions.positions(seed)):
            lines.append(json.dumps(record(i, hands, strain, leader), separators=(",", ":")))
        with open(os.path.join(out_dir, f"dds-seed{seed}.json"), "w", encoding="utf-8") as f:
            f.write("[\n" + ",\n".join(lines) + "\n]\n")


if __name__ == "__main__":
    main()
