//! Bezique resumed from a snapshot: replaying a match whole gives exactly what replaying its first
//! entries, storing the state as JSON text and replaying the rest from it gives — at every split
//! point of a sample match of every variant (six-pack's last trump, the games of `target=deal` and
//! the dealer kept by a redeal carried across the split), and of random quick-entry matches; and
//! a voided deal that keeps its place (`Entry::Turn`) passes the deal on and scores nothing.

use crate::support::common;
use crate::support::split;

use kozyr::games::bezique::Variant;
use kozyr::games::{self, Entry, Game, GameReplay, MatchDoc, Setup};
use kozyr::i18n::Lang;
use proptest::prelude::*;
use serde_json::{json, Map, Value};
use split::{deals, numbered, quick_deal, splits_agree};

const NAMES: [&str; 4] = ["Аня", "Борис", "Вера", "Галя"];

fn bezique() -> &'static dyn Game {
    games::find("bezique").expect("bezique")
}

fn setup(variant: Variant, teams: bool, mut options: Value) -> Setup {
    options["variant"] = json!(variant.id());
    let players: Vec<String> = NAMES[..variant.seats()].iter().map(|s| s.to_string()).collect();
    let teams = teams.then(|| json!({"Мы": ["Аня", "Вера"], "Они": ["Борис", "Галя"]}));
    bezique()
        .setup(&players, teams.as_ref().and_then(Value::as_object), options.as_object().expect("options"))
        .expect("setup")
}

/// The quick-entry flags of a deal, as `kozyr deal` reads them.
fn flags(args: &[&[&str]]) -> Vec<Entry> {
    args.iter().map(|a| Entry::Deal(quick_deal(bezique(), a))).collect()
}

// ---------------------------------------------------------------------------------------------
// Sample matches of every variant.

#[test]
fn a_two_handed_match_to_the_end_resumes_at_every_entry() {
    let entries = flags(&[
        &common::BEZIQUE_ISSUE_FLAGS,
        &["--irregular", "wrong-count"],
        &["--turned", "KS", "--declare", "Аня:sequence:spades", "--brisks", "Аня=10,Борис=6", "--last", "Аня"],
        &[
            "--turned",
            "9D",
            "--declare",
            "Аня:sequence:clubs",
            "--declare",
            "Аня:four:K",
            "--brisks",
            "Аня=8,Борис=8",
            "--last",
            "Аня",
            "--irregular",
            "short-hand:Борис",
        ],
    ]);
    let r = bezique().replay(&setup(Variant::Two, false, json!({})), &numbered(&entries)).expect("replay");
    assert_eq!(r.winner, Some(0), "Аня passes 1500 in the last deal: {:?}", r.scored.last().map(|s| &s.totals));
    splits_agree(bezique(), &setup(Variant::Two, false, json!({})), &entries).unwrap();
    splits_agree(bezique(), &setup(Variant::Two, false, json!({"target": 1000})), &entries).unwrap();
}

#[test]
fn a_no_trump_match_resumes_at_every_entry() {
    let entries = flags(&[
        &[
            "--declare",
            "Борис:marriage:hearts",
            "--declare",
            "Аня:marriage:spades",
            "--brisks",
            "Аня=9,Борис=7",
            "--last",
            "Аня",
        ],
        &[
            "--declare",
            "Аня:sequence:clubs",
            "--declare",
            "Аня:bezique",
            "--brisks",
            "Аня=4,Борис=12",
            "--last",
            "Борис",
        ],
        &["--irregular", "incomplete-pack"],
        &["--brisks", "Аня=16,Борис=0", "--last", "Аня", "--irregular", "peek:Аня"],
    ]);
    splits_agree(bezique(), &setup(Variant::NoTrump, false, json!({})), &entries).unwrap();
    splits_agree(bezique(), &setup(Variant::NoTrump, false, json!({"target": "deal", "games": 2})), &entries).unwrap();
}

#[test]
fn three_and_four_handed_matches_resume_at_every_entry() {
    let three = flags(&[
        &["--turned", "7C", "--declare", "Вера:triple-bezique", "--brisks", "Аня=8,Борис=8,Вера=8", "--last", "Вера"],
        &["--turned", "AH", "--declare", "Борис:sequence:hearts", "--brisks", "Аня=0,Борис=20,Вера=4", "--last", "Аня"],
        &["--irregular", "exposed-card"],
        &[
            "--turned",
            "10S",
            "--declare",
            "Аня:four:A",
            "--brisks",
            "Аня=23,Борис=0,Вера=0",
            "--last",
            "Аня",
            "--irregular",
            "odd-card:AS",
        ],
    ]);
    splits_agree(bezique(), &setup(Variant::Three, false, json!({})), &three).unwrap();
    let four = flags(&[
        &[
            "--turned",
            "QD",
            "--declare",
            "Галя:double-bezique",
            "--declare",
            "Вера:marriage:diamonds",
            "--brisks",
            "Аня=8,Борис=8,Вера=8,Галя=8",
            "--last",
            "Галя",
        ],
        &["--turned", "7S", "--declare", "Аня:dix", "--brisks", "Аня=20,Борис=4,Вера=4,Галя=4", "--last", "Борис"],
        &["--irregular", "too-many:Вера:redeal"],
        &[
            "--turned",
            "JC",
            "--brisks",
            "Аня=2,Борис=2,Вера=2,Галя=26",
            "--last",
            "Вера",
            "--irregular",
            "short-hand:Аня",
        ],
    ]);
    splits_agree(bezique(), &setup(Variant::Four, false, json!({})), &four).unwrap();
    splits_agree(bezique(), &setup(Variant::Four, true, json!({})), &four).unwrap();
    splits_agree(bezique(), &setup(Variant::Four, true, json!({"target": 1000})), &four).unwrap();
}

#[test]
fn a_six_pack_match_resumes_at_every_entry_with_its_last_trump() {
    let entries = flags(&[
        &[
            "--declare",
            "Аня:carte-blanche",
            "--declare",
            "Аня:marriage:hearts",
            "--declare",
            "Аня:four:A:hearts",
            "--declare",
            "Аня:four:10:hearts",
            "--declare",
            "Аня:four:Q",
            "--declare",
            "Борис:bezique",
            "--declare",
            "Борис:double-bezique",
            "--declare",
            "Борис:triple-bezique",
            "--declare",
            "Борис:four:Q",
            "--last",
            "Аня",
        ],
        &["--irregular", "wrong-count"],
        &["--declare", "Борис:sequence:clubs", "--cut-exact", "--last", "Аня"],
        &["--declare", "Аня:marriage:hearts", "--cut-guessed", "--last", "Борис"],
        &["--last", "Борис"],
    ]);
    let s = setup(Variant::SixPack, false, json!({}));
    let r = bezique().replay(&s, &numbered(&entries)).expect("replay");
    assert_eq!(r.scored[0].scores, [5600, 0]);
    splits_agree(bezique(), &s, &entries).unwrap();
    splits_agree(bezique(), &setup(Variant::SixPack, false, json!({"games": 3})), &entries).unwrap();
    // The last trump crosses the split: hearts after hearts is refused from a state as from the start.
    let again = flags(&[
        &["--declare", "Аня:marriage:hearts", "--last", "Аня"],
        &["--declare", "Борис:marriage:hearts", "--last", "Аня"],
    ]);
    let (_, state) = bezique().replay_from(&s, None, &numbered(&again[..1])).unwrap();
    let e = bezique().replay_from(&s, state.as_ref(), &[(2, &again[1])]).expect_err("repeat");
    assert_eq!(e.rule, "bezique.trump.repeat");
    splits_agree(bezique(), &s, &again).unwrap();
}

#[test]
fn the_issue_document_resumes_at_every_entry() {
    let text = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/tests/fixtures/bezique-issue.json"))
        .expect("fixture");
    let doc = MatchDoc::parse(&text).expect("document");
    let (game, setup) = games::setup_of(&doc).expect("setup");
    splits_agree(game, &setup, &doc.entries().expect("entries")).unwrap();
}

#[test]
fn penalties_resume_at_every_entry() {
    let values = [
        json!({"penalty": {"player": "Вера", "points": -100, "reason": "revoke"}}),
        json!({"turned": "8C", "brisks": {"Аня": 32}, "last_trick": "Галя"}),
        json!({"penalty": {"player": "Галя", "points": 40, "reason": "agreed"}}),
    ];
    splits_agree(bezique(), &setup(Variant::Four, true, json!({})), &deals(&values)).unwrap();
}

#[test]
fn a_state_no_replay_of_the_match_can_have_left_is_refused() {
    let s = setup(Variant::SixPack, false, json!({}));
    let first = flags(&[&["--declare", "Аня:marriage:hearts", "--last", "Аня"]]);
    let (_, state) = bezique().replay_from(&s, None, &numbered(&first)).unwrap();
    let good = state.expect("a state");
    assert_eq!(good["last_trump"], json!("hearts"));
    assert!(bezique().replay_from(&s, Some(&good), &[]).is_ok());
    let mut bad = vec![json!(null), json!("state"), json!({"totals": [0, 0]})];
    for (path, value) in [
        ("/dealer", json!(2)),
        ("/totals", json!([0, 0, 0])),
        ("/totals/1", json!(i64::MAX)),
        ("/winner", json!(2)),
        ("/last_trump", json!("purple")),
        ("/games", json!(-1)),
    ] {
        let mut v = good.clone();
        *v.pointer_mut(path).unwrap_or_else(|| panic!("{path} in {good}")) = value;
        bad.push(v);
    }
    let mut extra = good.clone();
    extra["hanging"] = json!(0);
    bad.push(extra);
    for v in bad {
        let next = flags(&[&["--last", "Аня"]]);
        let e = bezique().replay_from(&s, Some(&v), &numbered(&next)).expect_err("refused");
        assert_eq!(e.rule, "bezique.snapshot", "{v}");
    }
}

// ---------------------------------------------------------------------------------------------
// A voided deal that keeps its place.

fn next_line(r: &GameReplay) -> String {
    r.next.as_ref().map(|m| m.render(Lang::En)).unwrap_or_default()
}

#[test]
fn a_turn_passes_the_deal_and_resumes_at_every_entry() {
    let s = setup(Variant::Three, false, json!({}));
    let d = |turned: &str| json!({"turned": turned, "brisks": {"Вера": 24}, "last_trick": "Вера"});
    let entries = vec![Entry::Turn, Entry::Deal(d("8C")), Entry::Turn, Entry::Turn, Entry::Deal(d("7C"))];
    let r = bezique().replay(&s, &numbered(&entries)).expect("replay");
    assert_eq!(r.scored.len(), 2);
    // Аня's deal passed: Борис deals first, then two passed (Вера, Аня): Борис again, and his seven.
    assert_eq!(r.scored[0].extra["dealer"], json!("Борис"));
    assert_eq!(r.scored[1].extra["dealer"], json!("Борис"));
    assert_eq!(r.scored[1].scores, [0, 10, 250]);
    assert_eq!(next_line(&r), "deal 6: Вера deals, Аня leads");
    splits_agree(bezique(), &s, &entries).unwrap();
}

// ---------------------------------------------------------------------------------------------
// Random matches.

/// A small deterministic source of choices, so that one generated number describes a whole deal.
struct Dice(u64);

impl Dice {
    fn roll(&mut self, n: usize) -> usize {
        // splitmix64
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^= z >> 31;
        (z % n as u64) as usize
    }

    fn chance(&mut self, percent: usize) -> bool {
        self.roll(100) < percent
    }
}

const SUITS: [&str; 4] = ["hearts", "clubs", "spades", "diamonds"];
const TURNED: [&str; 8] = ["7H", "8C", "KD", "AS", "7S", "10C", "JD", "9H"];

/// A legal quick-entry deal of `variant` for `seats` players: each kind of combination at most
/// once a deal (the packs hold at least two of each), one bezique declaration of at most the
/// packs' pairs, six-pack's trump fixed first by a marriage in `trump` (never the last deal's),
/// carte blanche before anything else, brisks split at random.
fn random_deal(dice: &mut Dice, variant: Variant, trump: &str) -> Value {
    let seats = variant.seats();
    let who = |dice: &mut Dice| NAMES[dice.roll(seats)];
    let mut pool: Vec<String> = Vec::new();
    for suit in SUITS {
        pool.push(format!("marriage:{suit}"));
        pool.push(format!("sequence:{suit}"));
    }
    for rank in ["A", "K", "Q", "J"] {
        pool.push(format!("four:{rank}"));
    }
    let beziques: &[&str] = match variant {
        Variant::Two | Variant::NoTrump => &["bezique", "double-bezique"],
        Variant::Three | Variant::Four => &["bezique", "double-bezique", "triple-bezique"],
        Variant::SixPack => &["bezique", "double-bezique", "triple-bezique", "quadruple-bezique"],
    };
    pool.push(beziques[dice.roll(beziques.len())].to_string());
    if variant.turns_trump() {
        pool.push("dix".into());
    }
    if variant == Variant::SixPack {
        for rank in ["A", "10", "K", "Q", "J"] {
            pool.push(format!("four:{rank}:{trump}"));
        }
    }
    // A card serves again only for its holder: every meld that shows the bezique queen or jack
    // is one player's, so the players' tables never need more copies than the packs hold.
    let (q, j) = match (variant, trump) {
        (Variant::SixPack, "diamonds") => ("diamonds", "spades"),
        (Variant::SixPack, "hearts") => ("hearts", "clubs"),
        (Variant::SixPack, "clubs") => ("clubs", "hearts"),
        _ => ("spades", "diamonds"),
    };
    let shared = [
        format!("marriage:{q}"),
        format!("sequence:{q}"),
        format!("sequence:{j}"),
        format!("four:Q:{q}"),
        format!("four:J:{j}"),
    ];
    let holder = who(dice);
    let player = |dice: &mut Dice, d: &str| {
        if d.contains("bezique") || shared.iter().any(|s| s == d) {
            holder
        } else {
            who(dice)
        }
    };
    let mut declarations: Vec<String> = Vec::new();
    if variant == Variant::SixPack {
        if dice.chance(10) {
            declarations.push(format!("{}:carte-blanche", who(dice)));
        }
        let d = format!("marriage:{trump}");
        declarations.push(format!("{}:{d}", player(dice, &d)));
    }
    let n = dice.roll(pool.len() + 1);
    for _ in 0..n {
        let d = pool.swap_remove(dice.roll(pool.len()));
        declarations.push(format!("{}:{}", player(dice, &d), d));
    }
    let mut d = json!({"declarations": declarations, "last_trick": who(dice)});
    if variant.turns_trump() {
        d["turned"] = json!(TURNED[dice.roll(TURNED.len())]);
    }
    if variant.brisks() {
        let mut left = variant.brisk_cards() as usize;
        let mut brisks = Map::new();
        for (s, name) in NAMES[..seats].iter().enumerate() {
            let b = if s + 1 == seats { left } else { dice.roll(left + 1) };
            left -= b;
            brisks.insert(name.to_string(), json!(b));
        }
        d["brisks"] = Value::Object(brisks);
    } else if dice.chance(30) {
        d["cut"] = json!({"exact": dice.chance(50), "guessed": dice.chance(50)});
    }
    if dice.chance(15) {
        let kinds = ["short-hand", "peek"];
        d["irregularities"] = json!([{"kind": kinds[dice.roll(2)], "player": who(dice)}]);
    }
    d
}

/// A random match: mostly deals, now and then a redeal, a void deal, a penalty or a turn.
fn random_match(variant: Variant, rolls: &[u64]) -> Vec<Entry> {
    let mut out = Vec::new();
    let mut trumps = 0usize;
    for &r in rolls {
        let mut dice = Dice(r);
        let entry = match dice.roll(20) {
            0 => {
                let why = ["wrong-count", "exposed-card"][dice.roll(2)];
                Entry::Deal(json!({ "irregularities": [why] }))
            }
            1 => Entry::Deal(json!({"irregularities": ["incomplete-pack"]})),
            2 => {
                let player = NAMES[dice.roll(variant.seats())];
                let points = [-100, -20, 10, 250][dice.roll(4)];
                Entry::from_value(&json!({"penalty": {"player": player, "points": points, "reason": "agreed"}}))
                    .expect("penalty")
            }
            3 => Entry::Turn,
            _ => {
                // Consecutive six-pack deals cycle through the suits: never the same trump twice.
                trumps += 1;
                Entry::Deal(random_deal(&mut dice, variant, SUITS[trumps % 4]))
            }
        };
        out.push(entry);
    }
    out
}

fn variants() -> impl Strategy<Value = (Variant, bool, Value)> {
    prop_oneof![
        Just((Variant::Two, false, json!({}))),
        Just((Variant::Two, false, json!({"target": "deal", "games": 3}))),
        Just((Variant::NoTrump, false, json!({"target": 1000}))),
        Just((Variant::Three, false, json!({}))),
        Just((Variant::Four, false, json!({}))),
        Just((Variant::Four, true, json!({}))),
        Just((Variant::SixPack, false, json!({}))),
        Just((Variant::SixPack, false, json!({"games": 2}))),
    ]
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]

    #[test]
    fn random_quick_matches_resume_at_every_split(
        (variant, teams, options) in variants(),
        rolls in proptest::collection::vec(any::<u64>(), 1..10),
    ) {
        let s = setup(variant, teams, options);
        let entries = random_match(variant, &rolls);
        // The generator makes legal matches only: the whole is accepted.
        let whole = bezique().replay(&s, &numbered(&entries));
        prop_assert!(whole.is_ok(), "refused: {:?}", whole.err().map(|e| (e.rule, e.msg.render(Lang::En))));
        splits_agree(bezique(), &s, &entries)?;
    }
}
