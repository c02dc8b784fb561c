//! King's figures for `kozyr stats`: what each player wrote in each kind of deal (no tricks, no
//! hearts, …, the positive deals), so that the statistics can name his best and worst kind.

use serde_json::Value;

use crate::games::{Figure, Scored, Setup};

pub const IDS: &[&str] = &[
    "king.kind.no-tricks",
    "king.kind.no-boys",
    "king.kind.no-girls",
    "king.kind.no-hearts",
    "king.kind.no-last-two",
    "king.kind.no-king",
    "king.kind.eralash",
    "king.kind.positive",
];

pub fn of(_setup: &Setup, scored: &Scored) -> Vec<Figure> {
    let Some(kind) = scored.extra.get("game").and_then(Value::as_str) else { return Vec::new() };
    let Some(fig) = IDS.iter().find(|f| f.rsplit('.').next() == Some(kind)) else { return Vec::new() };
    scored.scores.iter().enumerate().map(|(s, &n)| (*fig, s, n)).collect()
}

#[cfg(test)]
mod tests {
    use super::super::kind::CLASSIC;
    use super::IDS;

    #[test]
    fn every_kind_has_its_figure_named_after_its_id() {
        // The classic order holds every kind there is.
        for k in CLASSIC {
            assert!(IDS.contains(&format!("king.kind.{}", k.id()).as_str()), "{k:?}");
        }
        assert_eq!(IDS.len(), 8);
    }
}
