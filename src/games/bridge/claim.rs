//! A claim or concession ruled on the cards still held (Laws 68–71 of the Laws of Duplicate
//! Bridge). For the claiming side, on the remaining cards: (1) the tricks it takes whatever anyone
//! plays, (2) double dummy, (3) the most any legal play gives it. The claim stands when (1) reaches
//! the tricks claimed; a concession of tricks within (1) is void (Law 71), and so is the other
//! side's concession of tricks the claimer could not take by any legal play (beyond (3)). A claim
//! that (1) does not reach fails: kozyr names a defence that beats it; agreed by the other side it
//! stands as agreed, contested every doubtful point goes against the claimer (Law 70): (1).

use serde::{Deserialize, Serialize};

use crate::cards::{Card, CardSet};
use crate::engine::solver::{plain, Mode};
use crate::games::RuleError;
use crate::msg;

use super::record::side_of;

/// A claim as written: `{"by": "S", "tricks": 3, "agreed": true, "line": "…"}`.
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq, Eq)]
#[serde(deny_unknown_fields)]
pub struct ClaimDoc {
    pub by: String,
    pub tricks: i64,
    #[serde(default)]
    pub agreed: bool,
    /// The line the claimer stated, kept and shown.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub line: Option<String>,
}

/// How a claim was ruled.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Verdict {
    /// (1) ≥ claimed and equal: the claim stands.
    Stands,
    /// (1) > claimed: the claim stands and the concession of the rest within (1) is void.
    ConcessionVoid,
    /// (1) < claimed, agreed by the other side: stands as agreed (up to (3)).
    Agreed,
    /// (1) < claimed and contested: the claimer gets (1).
    Fails,
}

impl Verdict {
    /// The rule id the ruling is cited under.
    pub const fn rule(self) -> &'static str {
        match self {
            Verdict::Stands => "bridge.claim.stands",
            Verdict::ConcessionVoid => "bridge.claim.concession-void",
            Verdict::Agreed => "bridge.claim.agreed",
            Verdict::Fails => "bridge.claim.fails",
        }
    }

    pub const fn word(self) -> &'static str {
        match self {
            Verdict::Stands => "stands",
            Verdict::ConcessionVoid => "concession-void",
            Verdict::Agreed => "agreed",
            Verdict::Fails => "fails",
        }
    }
}

/// A claim ruled.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Ruling {
    pub by: usize,
    pub claimed: u8,
    pub agreed: bool,
    pub line: Option<String>,
    /// The position claimed from: remaining hands, trump, the current trick.
    pub deal: plain::PlainDeal,
    pub remaining: u8,
    /// (1), (2), (3) for the claiming side.
    pub worst: u8,
    pub double_dummy: u8,
    pub best: u8,
    pub verdict: Verdict,
    /// The other side conceded tricks the claimer could not take by any legal play (claimed > (3)).
    pub other_void: bool,
    /// Of the remaining tricks, those the claiming side is given.
    pub awarded: u8,
    /// When the claim fails: a defence that holds the claimer to (1), every card to the end.
    pub beating: Vec<(usize, Card)>,
}

/// Rules a claim by `by` of `claimed` of the remaining tricks of `deal`.
pub fn rule(
    deal: &plain::PlainDeal,
    by: usize,
    claimed: i64,
    agreed: bool,
    line: Option<String>,
) -> Result<Ruling, RuleError> {
    let remaining = deal.remaining_tricks();
    let claimed = u8::try_from(claimed).ok().filter(|&c| c <= remaining).ok_or_else(|| {
        RuleError::new("bridge.claim.too-many", msg!("bridge-claim-too-many", claimed = claimed, remaining = remaining))
    })?;
    let side = side_of(by);
    let [worst, double_dummy, best] = plain::claim_numbers(deal, side);
    let (verdict, awarded) = if worst > claimed {
        (Verdict::ConcessionVoid, worst)
    } else if worst == claimed {
        (Verdict::Stands, worst)
    } else if agreed {
        (Verdict::Agreed, claimed.min(best))
    } else {
        (Verdict::Fails, worst)
    };
    let beating = if worst < claimed { seated(deal, &plain::line(deal, side, Mode::Worst)) } else { vec![] };
    Ok(Ruling {
        by,
        claimed,
        agreed,
        line,
        deal: deal.clone(),
        remaining,
        worst,
        double_dummy,
        best,
        verdict,
        other_void: agreed && best < claimed,
        awarded,
        beating,
    })
}

/// Each card of a line with the seat that plays it.
fn seated(deal: &plain::PlainDeal, line: &[Card]) -> Vec<(usize, Card)> {
    let mut out = Vec::with_capacity(line.len());
    let mut leader = deal.leader;
    let mut trick: Vec<Card> = deal.played.clone();
    for &c in line {
        let seat = (leader + trick.len()) % 4;
        out.push((seat, c));
        trick.push(c);
        if let Ok(cards) = <[Card; 4]>::try_from(trick.as_slice()) {
            leader = (leader + plain::trick_winner(&cards, deal.trump)) % 4;
            trick.clear();
        }
    }
    out
}

/// Plays out a line from `deal` and counts the tricks `side` wins (a test's proof of a beating line).
pub fn play_out(deal: &plain::PlainDeal, line: &[Card], side: usize) -> u8 {
    let mut leader = deal.leader;
    let mut trick = deal.played.clone();
    let mut hands: [CardSet; 4] = deal.hands;
    let mut won = 0;
    for &c in line {
        let seat = (leader + trick.len()) % 4;
        hands[seat].remove(c);
        trick.push(c);
        if let Ok(cards) = <[Card; 4]>::try_from(trick.as_slice()) {
            leader = (leader + plain::trick_winner(&cards, deal.trump)) % 4;
            won += u8::from(leader % 2 == side);
            trick.clear();
        }
    }
    won
}
