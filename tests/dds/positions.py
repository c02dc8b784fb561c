"""The issue's positions: splitmix64, a Fisher-Yates shuffle, then the trump, then the leader.

Seed 1: 100 full deals (13 cards a hand); seed 2: 100 endings of 5 cards; seed 3: 100 endings of
8 cards. One generator per seed, the records drawn in sequence. Card c of 0..51 is the suit
"SHDC"[c // 13] and the rank "AKQJT98765432"[c % 13]. tests/dds/positions.rs is the same recipe in
Rust; both must draw exactly the same numbers.
"""

MASK = (1 << 64) - 1
SETS = {1: 13, 2: 5, 3: 8}
RECORDS = 100
SUITS = "SHDC"
RANKS = "AKQJT98765432"
STRAINS = ["S", "H", "D", "C", "NT"]
SEATS = "NESW"


class SplitMix64:
    def __init__(self, seed):
        self.state = seed & MASK

    def next(self):
        self.state = (self.state + 0x9E3779B97F4A7C15) & MASK
        z = self.state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK
        return z ^ (z >> 31)

    def below(self, n):
        limit = (1 << 64) - ((1 << 64) % n)
        while True:
            x = self.next()
            if x < limit:
                return x % n


def positions(seed):
    """The seed's records: (hands as four lists of card numbers in N E S W order, strain, leader)."""
    k = SETS[seed]
    rng = SplitMix64(seed)
    out = []
    for _ in range(RECORDS):
        deck = list(range(52))
        for i in range(51, 0, -1):
            j = rng.below(i + 1)
            deck[i], deck[j] = deck[j], deck[i]
        hands = [sorted(deck[h * k:h * k + k]) for h in range(4)]
        strain = STRAINS[rng.below(5)]
        leader = SEATS[rng.below(4)]
        out.append((hands, strain, leader))
    return out


def card_name(c):
    return SUITS[c // 13] + RANKS[c % 13]


def pbn(hands):
    """The PBN standard 2.1 deal string, North first."""
    parts = []
    for hand in hands:
        suits = []
        for s in range(4):
            suits.append("".join(RANKS[c % 13] for c in sorted(hand) if c // 13 == s))
        parts.append(".".join(suits))
    return "N:" + " ".join(parts)
