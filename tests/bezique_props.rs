//! Property tests of Bezique's referee: random legal deals of every variant, played out by a
//! random player written from the book's rules apart from the referee (benches/support/bezique.rs),
//! are accepted whatever the record's form — JSON or text, with or without the draws, the hands
//! and the players' names — and the referee finds exactly what the player scored: every
//! declaration in order, the brisks, the last trick.

#[path = "../benches/support/bezique.rs"]
mod bezique;
#[path = "../benches/support/rng.rs"]
#[allow(dead_code)]
mod rng;

use bezique::{random_deal, Deal, Form, Style};
use kozyr::games::bezique::irregular::{Choice, Irregularity};
use kozyr::games::bezique::play::{read_play, PlayContext};
use kozyr::games::bezique::{BeziqueOptions, Kind, Variant};
use kozyr::games::{Setup, Team};
use proptest::prelude::*;
use rng::Rng;
use serde_json::{json, Value};

const NAMES: [&str; 4] = ["Аня", "Борис", "Вера", "Глеб"];

fn setup(v: Variant, teams: bool) -> (Setup, BeziqueOptions) {
    let players: Vec<String> = NAMES[..v.seats()].iter().map(|s| s.to_string()).collect();
    let teams = teams.then(|| {
        vec![
            Team { name: "Север".into(), members: vec!["Аня".into(), "Вера".into()] },
            Team { name: "Юг".into(), members: vec!["Борис".into(), "Глеб".into()] },
        ]
    });
    let options = json!({"variant": v.id()});
    let o = BeziqueOptions::from_map(options.as_object().expect("an object")).expect("valid options");
    (Setup { game: "bezique", players, teams, options }, o)
}

fn irregularities(d: &Deal) -> Vec<Irregularity> {
    let mut out = Vec::new();
    if !d.removed.is_empty() {
        out.push(Irregularity::CardsFound { cards: d.removed.clone() });
    }
    if let Some(s) = d.skip {
        out.push(Irregularity::TooMany { seat: s, choice: Choice::SkipDraw });
    }
    if let Some(s) = d.short {
        out.push(Irregularity::ShortHand { seat: s });
    }
    out
}

/// Plays a deal from `seed` and referees its record written as `form` (text or JSON).
fn check(seed: u64, v: Variant, teams: bool, form: Form, text: bool) -> Result<(), TestCaseError> {
    let deal = random_deal(&mut Rng::new(seed), v, teams, Style::default());
    let names = &NAMES[..v.seats()];
    let record = if text { Value::String(deal.text(names, form)) } else { deal.json(names, form) };
    let (setup, options) = setup(v, teams);
    let irr = irregularities(&deal);
    let ctx = PlayContext {
        setup: &setup,
        options: &options,
        dealer: deal.dealer,
        previous_trump: deal.previous_trump,
        irregularities: &irr,
    };
    let got = read_play(&record, &ctx);
    let blanche_at_draw = deal.tricks.iter().any(|t| t.declares.iter().any(|d| d.kind == Kind::CarteBlanche));
    if !form.draws && blanche_at_draw {
        let e = got.expect_err("carte blanche at a draw needs the draws");
        prop_assert_eq!(e.rule, "bezique.carte-blanche.hand");
        return Ok(());
    }
    let p = match got {
        Ok(p) => p,
        Err(e) => {
            return Err(TestCaseError::fail(format!(
                "{v:?} seed {seed} {form:?} text {text}: refused: {} [{}]\n{}",
                e.message(),
                e.rule,
                deal.text(names, form)
            )))
        }
    };
    prop_assert_eq!(&p.declarations, &deal.declared, "declarations");
    prop_assert_eq!(&p.brisks, &deal.brisks, "brisks");
    prop_assert_eq!(p.last_trick, deal.last, "last trick");
    prop_assert_eq!(p.trump, deal.trump, "trump");
    prop_assert_eq!(p.turned, deal.turned, "turned");
    Ok(())
}

fn form() -> impl Strategy<Value = (Form, bool)> {
    (any::<bool>(), any::<bool>(), any::<bool>(), any::<bool>())
        .prop_map(|(draws, hands, prefixes, text)| (Form { draws, hands, prefixes }, text))
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    #[test]
    fn two_handed_deals_are_accepted(seed in any::<u64>(), (f, text) in form()) {
        check(seed, Variant::Two, false, f, text)?;
    }

    #[test]
    fn no_trump_deals_are_accepted(seed in any::<u64>(), (f, text) in form()) {
        check(seed, Variant::NoTrump, false, f, text)?;
    }

    #[test]
    fn three_handed_deals_are_accepted(seed in any::<u64>(), (f, text) in form()) {
        check(seed, Variant::Three, false, f, text)?;
    }

    #[test]
    fn four_handed_deals_are_accepted(seed in any::<u64>(), teams in any::<bool>(), (f, text) in form()) {
        check(seed, Variant::Four, teams, f, text)?;
    }

    #[test]
    fn six_pack_deals_are_accepted(seed in any::<u64>(), (f, text) in form()) {
        check(seed, Variant::SixPack, false, f, text)?;
    }
}
