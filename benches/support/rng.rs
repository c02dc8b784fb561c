//! SplitMix64: a seedable generator with no dependency, shared by the benchmark generators and the
//! trick-and-penalty family's property tests, so every one draws its deals the same way.

use kozyr::cards::{Card, CardSet, Rank, Suit};

pub struct Rng(u64);

impl Rng {
    pub fn new(seed: u64) -> Rng {
        Rng(seed)
    }

    pub fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// A number in `0..n` (`n` > 0); the modulo bias is irrelevant for n ≤ 32.
    pub fn below(&mut self, n: usize) -> usize {
        (self.next_u64() % n as u64) as usize
    }

    /// True with probability `num / den`.
    pub fn chance(&mut self, num: u64, den: u64) -> bool {
        self.next_u64() % den < num
    }

    /// A card of `set`, uniformly (`set` not empty).
    pub fn pick(&mut self, set: CardSet) -> Card {
        let k = self.below(set.len() as usize);
        set.iter().nth(k).unwrap_or(Card::new(Rank::Ace, Suit::Spades))
    }

    /// Fisher–Yates. Only the family's player shuffles; the other includers deal differently.
    #[allow(dead_code)]
    pub fn shuffle<T>(&mut self, v: &mut [T]) {
        for i in (1..v.len()).rev() {
            let j = self.below(i + 1);
            v.swap(i, j);
        }
    }
}
