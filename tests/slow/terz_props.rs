//! Property tests of Terz: random legal deals, played out by a random player written from the
//! book's rules apart from the referee (benches/support/terz.rs), are accepted whatever the
//! record's form — text or JSON, with or without the hands, the draws and the players' names —
//! the referee finds what the player scored, the quick entry of the same deal scores exactly as
//! the full one, and a deal's two card scores (before combinations) always come to 150.

use crate::support::rng;
use crate::support::terz;

use kozyr::games::terz::{parse_record, read_deal, referee, Combination, Deal, TalonPlay, TerzOptions};
use kozyr::games::Setup;
use proptest::prelude::*;
use rng::Rng;
use serde_json::{json, Value};

const NAMES: [&str; 2] = ["Аня", "Борис"];

fn setup(free_jack: bool, free_talon: bool) -> (Setup, TerzOptions) {
    let talon_play = if free_talon { "free" } else { "follow" };
    let options = json!({"free_jack": free_jack, "talon_play": talon_play});
    let o = TerzOptions::from_map(options.as_object().expect("an object")).expect("valid options");
    let stored = serde_json::to_value(&o).expect("options");
    (Setup { game: "terz", players: NAMES.map(String::from).to_vec(), teams: None, options: stored }, o)
}

fn check(
    seed: u64,
    free_jack: bool,
    free_talon: bool,
    hands: bool,
    draws: bool,
    named: bool,
    json_form: bool,
) -> Result<(), TestCaseError> {
    let deal = terz::random_deal_talon(&mut Rng::new(seed), free_jack, free_talon);
    let (setup, o) = setup(free_jack, free_talon);
    prop_assert_eq!(o.talon_play == TalonPlay::Free, free_talon);
    let text = deal.text(&NAMES, hands, draws, named);
    let record = if json_form {
        let mut lines = text.lines();
        let turned = lines.next().unwrap_or_default().trim_start_matches("turned:").trim().to_string();
        let mut m = serde_json::Map::new();
        m.insert("turned".into(), turned.into());
        let mut tricks = vec![];
        for l in lines {
            if let Some(h) = l.strip_prefix("hands:") {
                let mut hm = serde_json::Map::new();
                for part in h.split(';') {
                    let (who, cards) = part.split_once('=').expect("PLAYER=CARDS");
                    hm.insert(who.trim().to_string(), cards.trim().into());
                }
                m.insert("hands".into(), Value::Object(hm));
            } else {
                tricks.push(Value::from(l));
            }
        }
        m.insert("tricks".into(), Value::Array(tricks));
        Value::Object(m)
    } else {
        Value::String(text.clone())
    };
    let fail = |what: String| {
        TestCaseError::fail(format!("seed {seed} free_jack {free_jack} free_talon {free_talon}: {what}\n{text}"))
    };
    let rec = parse_record(&record, &setup).map_err(|e| fail(format!("unread: {} [{}]", e.message(), e.rule)))?;
    let p =
        referee(&rec, &setup, &o, deal.dealer).map_err(|e| fail(format!("refused: {} [{}]", e.message(), e.rule)))?;
    prop_assert_eq!(p.won, deal.won);
    prop_assert_eq!(p.points, deal.points);
    prop_assert_eq!(p.last_trick, deal.last_trick);
    prop_assert_eq!(p.marriage, deal.marriage);
    let declared: Vec<(usize, Option<Combination>)> =
        deal.declared.iter().map(|(s, c)| (*s, Combination::of(c))).collect();
    let found: Vec<(usize, Option<Combination>)> = p.declared.iter().map(|d| (d.seat, Some(d.combination))).collect();
    prop_assert_eq!(found, declared);

    // The same deal through the deal record, full and quick: the same score.
    let dealer = NAMES[deal.dealer];
    let full = read_deal(&json!({"dealer": dealer, "play": record}), &setup, &o, None)
        .map_err(|e| fail(format!("deal refused: {} [{}]", e.message(), e.rule)))?;
    let quick_decl: Vec<String> = deal
        .declared
        .iter()
        .map(|(s, c)| format!("{}:{}", NAMES[*s], c.iter().map(|c| c.ascii()).collect::<Vec<_>>().join(" ")))
        .collect();
    let mut q = json!({
        "dealer": dealer,
        "won": {"Аня": deal.won[0], "Борис": deal.won[1]},
        "points": {"Аня": deal.points[0]},
        "last_trick": NAMES[deal.last_trick],
        "trump": deal.turned.suit().name(),
        "declarations": quick_decl,
    });
    if let Some(m) = deal.marriage {
        q["marriage"] = json!(NAMES[m]);
    }
    let quick =
        read_deal(&q, &setup, &o, None).map_err(|e| fail(format!("quick refused: {} [{}]", e.message(), e.rule)))?;
    let (Deal::Scored(f), Deal::Scored(k)) = (&full, &quick) else {
        return Err(fail("not scored".into()));
    };
    prop_assert_eq!(f.points, k.points);
    prop_assert_eq!(f.cards, k.cards);
    prop_assert_eq!(f.cards[0] + f.cards[1], 150);
    // Quick entry given beside the record agrees with it.
    let mut both = q.clone();
    both["play"] = record;
    read_deal(&both, &setup, &o, None).map_err(|e| fail(format!("both refused: {} [{}]", e.message(), e.rule)))?;
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 256, ..ProptestConfig::default() })]

    #[test]
    fn random_legal_records_validate_in_every_form(
        seed in any::<u64>(),
        free_jack in any::<bool>(),
        free_talon in any::<bool>(),
        hands in any::<bool>(),
        draws in any::<bool>(),
        named in any::<bool>(),
        json_form in any::<bool>(),
    ) {
        check(seed, free_jack, free_talon, hands, draws, named, json_form)?;
    }

    /// Whatever the count, the card scores of a deal come to 150 before combinations, rounded or
    /// not, and the counter's is a multiple of ten when rounded.
    #[test]
    fn card_scores_always_split_150(won_a in 0i64..=16, pts in 0i64..=150, rounding in any::<bool>(), last_a in any::<bool>()) {
        let (mut setup, _) = setup(true, false);
        let o = TerzOptions { rounding, ..TerzOptions::default() };
        setup.options = serde_json::to_value(&o).expect("options");
        let last = if won_a == 0 { "Борис" } else if won_a == 16 || last_a { "Аня" } else { "Борис" };
        let v = json!({"won": {"Аня": won_a, "Борис": 16 - won_a}, "points": {"Аня": pts}, "last_trick": last});
        if let Ok(Deal::Scored(s)) = read_deal(&v, &setup, &o, None) {
            prop_assert_eq!(s.cards[0] + s.cards[1], 150);
            if rounding {
                prop_assert_eq!(s.cards[0] % 10, 0);
            }
            prop_assert_eq!(s.points, s.cards);
        }
    }
}
