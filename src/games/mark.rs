//! The marks a score sheet puts beside a number, in one place so that one mark means one thing in
//! every game, and each has its legend line in the catalogues (`mark-<tag>`).

use crate::i18n::Msg;

/// What a mark says.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum MarkKind {
    /// Thousand: the player sits on the barrel (бочка).
    Barrel,
    /// Thousand: the player fell off the barrel.
    BarrelFall,
    /// Thousand: a bolt (болт), a deal in which the player wrote nothing.
    Bolt,
    /// Thousand: the third bolt and its penalty.
    BoltsPenalty,
    /// Thousand: a total of 555 reset to 0.
    Reset555,
    /// Mushka, Pamfil: a total that passed 0 starts again at −25.
    Overshoot,
    /// The declarer conceded before the first lead (Thousand: расписать).
    Conceded,
    /// The contract failed (Belot: вътре).
    Inside,
    /// Belot: the points are hanging (висящи) until the next deal.
    Hanging,
    /// Belot: the contract was doubled (контра).
    Contra,
    /// Belot: the contract was redoubled (реконтра).
    Recontra,
    /// Belot: every trick taken (капо).
    Valat,
    /// Mushka, Pamfil: the player passed and sat the deal out.
    Pass,
    /// A penalty recorded by the table.
    Penalty,
    /// The match was won here.
    Win,
    /// The deal or penalty was corrected (`kozyr correct`): the sheet writes the mark and the
    /// correction's entry number beside what was played, not in a side's cell; the JSON view says
    /// it with `corrected_by` rather than in `marks`.
    Corrected,
}

impl MarkKind {
    /// Every kind, in the order a legend lists them.
    pub const ALL: [MarkKind; 16] = [
        MarkKind::Barrel,
        MarkKind::BarrelFall,
        MarkKind::Bolt,
        MarkKind::BoltsPenalty,
        MarkKind::Reset555,
        MarkKind::Overshoot,
        MarkKind::Conceded,
        MarkKind::Inside,
        MarkKind::Hanging,
        MarkKind::Contra,
        MarkKind::Recontra,
        MarkKind::Valat,
        MarkKind::Pass,
        MarkKind::Penalty,
        MarkKind::Win,
        MarkKind::Corrected,
    ];

    /// The stable name in the JSON view (`marks`), documented in docs/formats.md.
    pub const fn tag(self) -> &'static str {
        match self {
            MarkKind::Barrel => "barrel",
            MarkKind::BarrelFall => "barrel-fall",
            MarkKind::Bolt => "bolt",
            MarkKind::BoltsPenalty => "bolts-penalty",
            MarkKind::Reset555 => "reset-555",
            MarkKind::Overshoot => "overshoot",
            MarkKind::Conceded => "conceded",
            MarkKind::Inside => "inside",
            MarkKind::Hanging => "hanging",
            MarkKind::Contra => "contra",
            MarkKind::Recontra => "recontra",
            MarkKind::Valat => "valat",
            MarkKind::Pass => "pass",
            MarkKind::Penalty => "penalty",
            MarkKind::Win => "win",
            MarkKind::Corrected => "corrected",
        }
    }

    /// What the sheet prints: one character wide where the terminal allows.
    pub const fn symbol(self) -> &'static str {
        match self {
            MarkKind::Barrel => "🛢",
            MarkKind::BarrelFall => "↓",
            MarkKind::Bolt => "⊘",
            MarkKind::BoltsPenalty => "⊘⊘⊘",
            MarkKind::Reset555 => "↺",
            MarkKind::Overshoot => "⟲",
            MarkKind::Conceded => "⚐",
            MarkKind::Inside => "✗",
            MarkKind::Hanging => "‖",
            MarkKind::Contra => "×2",
            MarkKind::Recontra => "×4",
            MarkKind::Valat => "◎",
            MarkKind::Pass => "–",
            MarkKind::Penalty => "!",
            MarkKind::Win => "★",
            MarkKind::Corrected => "✎",
        }
    }

    /// The same mark in plain ASCII (`--ascii`); unique as the symbols are.
    pub const fn ascii(self) -> &'static str {
        match self {
            MarkKind::Barrel => "B",
            MarkKind::BarrelFall => "v",
            MarkKind::Bolt => "o",
            MarkKind::BoltsPenalty => "ooo",
            MarkKind::Reset555 => "@0",
            MarkKind::Overshoot => "@-25",
            MarkKind::Conceded => "c",
            MarkKind::Inside => "x",
            MarkKind::Hanging => "h",
            MarkKind::Contra => "x2",
            MarkKind::Recontra => "x4",
            MarkKind::Valat => "V",
            MarkKind::Pass => "-",
            MarkKind::Penalty => "!",
            MarkKind::Win => "*",
            MarkKind::Corrected => "~",
        }
    }

    /// The legend line: what the mark means.
    pub fn legend(self) -> Msg {
        Msg::new(format!("mark-{}", self.tag()), vec![])
    }
}

/// A mark on a score-sheet cell: which side's cell, and what it says.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Mark {
    pub side: usize,
    pub kind: MarkKind,
}

impl Mark {
    pub const fn new(side: usize, kind: MarkKind) -> Mark {
        Mark { side, kind }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_mark_has_its_own_symbol_ascii_form_and_tag() {
        for (i, a) in MarkKind::ALL.iter().enumerate() {
            for b in &MarkKind::ALL[i + 1..] {
                assert_ne!(a.symbol(), b.symbol(), "{a:?} and {b:?}");
                assert_ne!(a.ascii(), b.ascii(), "{a:?} and {b:?}");
                assert_ne!(a.tag(), b.tag(), "{a:?} and {b:?}");
            }
            assert!(a.ascii().is_ascii());
        }
    }
}
