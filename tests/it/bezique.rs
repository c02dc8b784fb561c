//! Bezique through the library API: every declaration's price in every variant, the trump rules,
//! what the packs can hold, brisks, the last trick, six-pack's cut and settlement over the rubicon,
//! each variant's match end, partnerships, penalties and every irregularity's effect. Each test
//! states the book's rule it holds the game to and would fail if that rule were implemented
//! otherwise.
//!
//! Seats: Аня, Борис (then Вера, Галя). Аня deals the first deal. Unless a test says otherwise a
//! deal gives Аня every brisk and the last trick and turns 8♣ (clubs trump, no dix), so Борис's raw
//! points are exactly the declarations he is credited with.

use kozyr::games::bezique::{BeziqueOptions, Declared, Kind, Target, Variant, GAME_BONUS, RUBICON};
use kozyr::games::{self, Entry, Game, GameReplay, RuleError, Setup};
use kozyr::i18n::Lang;
use serde_json::{json, Value};

const NAMES: [&str; 4] = ["Аня", "Борис", "Вера", "Галя"];
const ANYA: usize = 0;
const BORIS: usize = 1;

fn bezique() -> &'static dyn Game {
    games::find("bezique").expect("bezique")
}

fn variant_of(options: &Value) -> Variant {
    match options["variant"].as_str() {
        Some("no-trump") => Variant::NoTrump,
        Some("three") => Variant::Three,
        Some("four") => Variant::Four,
        Some("six-pack") => Variant::SixPack,
        _ => Variant::Two,
    }
}

fn try_table(options: Value) -> Result<Setup, RuleError> {
    let seats = variant_of(&options).seats();
    let players: Vec<String> = NAMES[..seats].iter().map(|s| s.to_string()).collect();
    bezique().setup(&players, None, options.as_object().expect("options"))
}

/// A table of the variant's number of players, each for himself.
fn table(options: Value) -> Setup {
    try_table(options).unwrap_or_else(|e| panic!("setup refused: {} {}", e.rule, e.msg.render(Lang::En)))
}

fn two() -> Setup {
    table(json!({}))
}

fn six() -> Setup {
    table(json!({"variant": "six-pack"}))
}

/// Four players in partnerships: Мы (Аня, Вера) and Они (Борис, Галя), seated alternately.
fn partners() -> Setup {
    let teams = json!({"Мы": ["Аня", "Вера"], "Они": ["Борис", "Галя"]});
    let players: Vec<String> = NAMES.iter().map(|s| s.to_string()).collect();
    bezique()
        .setup(&players, teams.as_object(), json!({"variant": "four"}).as_object().expect("options"))
        .expect("partnerships")
}

fn variant(setup: &Setup) -> Variant {
    serde_json::from_value::<BeziqueOptions>(setup.options.clone()).expect("stored options").variant
}

fn entries(values: &[Value]) -> Vec<Entry> {
    values.iter().map(|v| Entry::from_value(v).expect("entry")).collect()
}

fn replay(setup: &Setup, values: &[Value]) -> Result<GameReplay, RuleError> {
    let all = entries(values);
    let numbered: Vec<(usize, &Entry)> = all.iter().enumerate().map(|(i, e)| (i + 1, e)).collect();
    bezique().replay(setup, &numbered)
}

fn play(setup: &Setup, values: &[Value]) -> GameReplay {
    replay(setup, values).unwrap_or_else(|e| panic!("refused: [{}] {}", e.rule, e.msg.render(Lang::En)))
}

fn refused(setup: &Setup, values: &[Value]) -> RuleError {
    match replay(setup, values) {
        Ok(r) => panic!("accepted: {:?}", r.scored.iter().map(|s| s.scores.clone()).collect::<Vec<_>>()),
        Err(e) => e,
    }
}

/// The rule a refused match cites.
fn rule(setup: &Setup, values: &[Value]) -> String {
    refused(setup, values).rule
}

/// A deal whose cards all go to Аня (every brisk, the last trick) with clubs turned where a card
/// is turned, and `declarations` as typed on the command line.
fn deal(setup: &Setup, declarations: &[&str]) -> Value {
    let v = variant(setup);
    let mut d = json!({"last_trick": "Аня", "declarations": declarations});
    if v.turns_trump() {
        d["turned"] = json!("8C");
    }
    if v.brisks() {
        d["brisks"] = json!({"Аня": v.brisk_cards()});
    }
    d
}

fn with(mut deal: Value, key: &str, v: Value) -> Value {
    deal[key] = v;
    deal
}

fn without(mut deal: Value, key: &str) -> Value {
    deal.as_object_mut().expect("a deal").remove(key);
    deal
}

/// Raw points per side of every deal played (six-pack: before the settlement).
fn raw(r: &GameReplay) -> Vec<Vec<i64>> {
    r.scored
        .iter()
        .map(|s| {
            // Keyed by side, in the order of the sheet's columns.
            let by_side = s.extra["points"].as_object().expect("points by side");
            by_side.values().map(|v| v.as_i64().expect("points")).collect()
        })
        .collect()
}

/// Raw points per side of a single deal.
fn points(setup: &Setup, d: Value) -> Vec<i64> {
    raw(&play(setup, &[d])).remove(0)
}

/// Борис's raw points for a plain deal with these declarations.
fn boris(setup: &Setup, declarations: &[&str]) -> i64 {
    points(setup, deal(setup, declarations))[BORIS]
}

fn boris_refused(setup: &Setup, declarations: &[&str]) -> String {
    rule(setup, &[deal(setup, declarations)])
}

/// Every rule an accepted entry's explanation cites.
fn cited(r: &GameReplay, entry: usize) -> Vec<&'static str> {
    r.scored[entry].explain.iter().map(|s| s.rule).collect()
}

fn notes(r: &GameReplay, entry: usize) -> Vec<String> {
    r.scored[entry].notes.iter().map(|m| m.render(Lang::En)).collect()
}

// ---------------------------------------------------------------------------------------------
// The price of every declaration
// ---------------------------------------------------------------------------------------------

#[test]
fn a_marriage_is_40_in_trumps_and_20_in_another_suit() {
    for options in [json!({}), json!({"variant": "three"}), json!({"variant": "four"})] {
        let t = table(options);
        assert_eq!(boris(&t, &["Борис:marriage:clubs"]), 40);
        assert_eq!(boris(&t, &["Борис:marriage:hearts"]), 20);
        assert_eq!(boris(&t, &["Борис:marriage:♣", "Борис:marriage:♦", "Борис:marriage:пики"]), 80);
    }
    let s = six();
    assert_eq!(boris(&s, &["Борис:marriage:hearts", "Борис:marriage:hearts", "Борис:marriage:spades"]), 100);
}

#[test]
fn a_sequence_is_250_in_any_suit_and_a_marriage_then_its_sequence_scores_both() {
    let t = two();
    assert_eq!(boris(&t, &["Борис:sequence:clubs"]), 250);
    assert_eq!(boris(&t, &["Борис:sequence:hearts"]), 250, "the book: any suit");
    assert_eq!(boris(&t, &["Борис:marriage:clubs", "Борис:sequence:clubs"]), 290);
    assert_eq!(boris(&t, &["Борис:marriage:hearts", "Борис:sequence:hearts"]), 270);
}

#[test]
fn trumps_only_counts_a_sequence_in_trumps_and_refuses_another() {
    let t = table(json!({"sequence": "trumps-only"}));
    assert_eq!(boris(&t, &["Борис:sequence:clubs"]), 250);
    assert_eq!(boris_refused(&t, &["Борис:sequence:hearts"]), "bezique.declare.trumps-only");
    // No-trump: a sequence first fixes trump in its own suit, so it counts.
    let n = table(json!({"variant": "no-trump", "sequence": "trumps-only"}));
    assert_eq!(boris(&n, &["Борис:sequence:hearts"]), 250);
    assert_eq!(boris_refused(&n, &["Борис:marriage:spades", "Борис:sequence:hearts"]), "bezique.declare.trumps-only");
    // Six-pack prices both and refuses the option.
    let e = try_table(json!({"variant": "six-pack", "sequence": "trumps-only"})).expect_err("six-pack");
    assert_eq!(e.rule, "bezique.option.value");
}

#[test]
fn a_six_pack_sequence_is_250_in_trumps_and_150_in_another_suit() {
    let s = six();
    assert_eq!(boris(&s, &["Борис:sequence:hearts"]), 250, "the first sequence fixes trump");
    assert_eq!(boris(&s, &["Борис:marriage:hearts", "Борис:sequence:hearts"]), 40 + 250);
    assert_eq!(boris(&s, &["Борис:marriage:hearts", "Борис:sequence:spades"]), 40 + 150);
}

#[test]
fn bezique_is_40_double_500_and_a_single_then_the_double_540() {
    for t in [two(), table(json!({"variant": "no-trump"})), table(json!({"variant": "three"}))] {
        assert_eq!(boris(&t, &["Борис:bezique"]), 40);
        assert_eq!(boris(&t, &["Борис:double-bezique"]), 500, "a double at once scores 500 only");
        assert_eq!(boris(&t, &["Борис:bezique", "Борис:double-bezique"]), 540);
    }
    let s = six();
    assert_eq!(boris(&s, &["Борис:marriage:hearts", "Борис:bezique", "Борис:double-bezique"]), 40 + 540);
}

#[test]
fn triple_bezique_is_1500_with_three_packs_or_more_and_refused_with_two() {
    for t in [table(json!({"variant": "three"})), table(json!({"variant": "four"}))] {
        assert_eq!(boris(&t, &["Борис:triple-bezique"]), 1500);
        assert_eq!(boris(&t, &["Борис:double-bezique", "Борис:triple-bezique"]), 2000, "+1500 on a double");
        assert_eq!(boris(&t, &["Борис:bezique", "Борис:double-bezique", "Борис:triple-bezique"]), 2040);
    }
    assert_eq!(boris(&six(), &["Борис:marriage:hearts", "Борис:triple-bezique"]), 1540);
    for t in [two(), table(json!({"variant": "no-trump"}))] {
        assert_eq!(boris_refused(&t, &["Борис:triple-bezique"]), "bezique.declare.variant");
    }
}

#[test]
fn quadruple_bezique_is_4500_in_six_pack_only_and_each_step_of_a_build_up_scores() {
    let s = six();
    assert_eq!(boris(&s, &["Борис:marriage:hearts", "Борис:quadruple-bezique"]), 40 + 4500);
    let built = [
        "Борис:marriage:hearts",
        "Борис:bezique",
        "Борис:double-bezique",
        "Борис:triple-bezique",
        "Борис:quadruple-bezique",
    ];
    assert_eq!(boris(&s, &built), 40 + 40 + 500 + 1500 + 4500);
    for options in [json!({}), json!({"variant": "no-trump"}), json!({"variant": "three"}), json!({"variant": "four"})]
    {
        let t = table(options);
        assert_eq!(boris_refused(&t, &["Борис:quadruple-bezique"]), "bezique.declare.variant");
    }
}

#[test]
fn fours_score_100_80_60_40_and_tens_only_as_six_packs_four_of_trumps() {
    for t in [two(), table(json!({"variant": "three"})), six()] {
        let first: &[&str] = if variant(&t) == Variant::SixPack { &["Борис:marriage:hearts"] } else { &[] };
        let base = boris(&t, first);
        for (rank, price) in [("A", 100), ("K", 80), ("Q", 60), ("J", 40)] {
            let d = format!("Борис:four:{rank}");
            let mut all = first.to_vec();
            all.push(&d);
            assert_eq!(boris(&t, &all) - base, price, "four {rank}");
        }
    }
    let t = two();
    assert_eq!(boris(&t, &["Борис:four:Т"]), 100, "Russian ace");
    assert_eq!(boris_refused(&t, &["Борис:four:10"]), "bezique.declare.format");
    assert_eq!(boris_refused(&t, &["Борис:four:9"]), "bezique.declare.format");
    assert_eq!(boris_refused(&t, &["Борис:four"]), "bezique.declare.format");
    assert_eq!(boris_refused(&t, &["Борис:four:A:clubs"]), "bezique.declare.variant", "fours of trumps are six-pack's");
}

#[test]
fn six_pack_fours_of_trumps_are_1000_900_800_600_400_and_only_in_the_trump_suit() {
    let s = six();
    let trump = ["Борис:marriage:hearts"];
    for (rank, price) in [("A", 1000), ("10", 900), ("K", 800), ("Q", 600), ("J", 400)] {
        let d = format!("Борис:four:{rank}:hearts");
        assert_eq!(boris(&s, &[trump[0], &d]), 40 + price, "four {rank} of trumps");
        let other = format!("Борис:four:{rank}:spades");
        assert_eq!(boris_refused(&s, &[trump[0], &other]), "bezique.declare.format", "{other}: not trumps");
        assert_eq!(boris_refused(&s, &[&d]), "bezique.trump.not-yet", "{d} before trump");
    }
}

#[test]
fn the_dix_is_10_and_the_dealers_turned_seven_is_10() {
    for options in [json!({}), json!({"variant": "three"}), json!({"variant": "four"})] {
        let t = table(options);
        assert_eq!(boris(&t, &["Борис:dix"]), 10);
        let seven = with(deal(&t, &[]), "turned", json!("7C"));
        let dealt = variant(&t).brisk_cards() as i64 * 10 + 10;
        let p = points(&t, seven.clone());
        assert_eq!(p[ANYA], dealt + 10, "Аня deals and turns the seven");
        assert_eq!(p[BORIS], 0);
        // The next dealer turns it: the 10 is his.
        let r = play(&t, &[deal(&t, &[]), seven]);
        assert_eq!(raw(&r)[1][BORIS], 10);
        assert!(cited(&r, 1).contains(&"bezique.dix.turned"));
    }
}

#[test]
fn the_dix_scores_nothing_where_no_card_is_turned() {
    for options in [json!({"variant": "no-trump"}), json!({"variant": "six-pack"})] {
        let t = table(options);
        assert_eq!(boris_refused(&t, &["Борис:marriage:hearts", "Борис:dix"]), "bezique.dix.no-turned-card");
    }
}

#[test]
fn carte_blanche_is_250_in_six_pack_until_its_holder_shows_a_king_queen_or_jack() {
    let s = six();
    assert_eq!(boris(&s, &["Борис:carte-blanche"]), 250);
    assert_eq!(boris(&s, &["Борис:carte-blanche", "Борис:carte-blanche", "Борис:carte-blanche"]), 750);
    assert_eq!(boris(&s, &["Аня:marriage:hearts", "Борис:carte-blanche"]), 250, "another's marriage");
    assert_eq!(boris(&s, &["Борис:four:A", "Борис:carte-blanche"]), 350, "aces are no court cards");
    for court in ["Борис:marriage:hearts", "Борис:four:J", "Борис:sequence:clubs"] {
        let e = refused(&s, &[deal(&s, &[court, "Борис:carte-blanche"])]);
        assert_eq!(e.rule, "bezique.carte-blanche.order", "{court}");
        assert_eq!(e.player.as_deref(), Some("Борис"));
    }
    let e = boris_refused(&s, &["Аня:marriage:hearts", "Борис:bezique", "Борис:carte-blanche"]);
    assert_eq!(e, "bezique.carte-blanche.order", "a bezique shows a queen and a jack");
    for options in [json!({}), json!({"variant": "no-trump"}), json!({"variant": "three"})] {
        assert_eq!(boris_refused(&table(options), &["Борис:carte-blanche"]), "bezique.declare.variant");
    }
}

#[test]
fn every_kind_is_priced_by_the_one_table() {
    // Declared::value is the only price list: spot-check it against the book directly.
    let o = BeziqueOptions::default();
    let d = |kind, suit, rank| Declared { seat: 0, kind, suit, rank };
    use kozyr::cards::{Rank, Suit};
    let h = Some(Suit::Hearts);
    assert_eq!(d(Kind::Marriage, h, None).value(&o, h).unwrap(), 40);
    assert_eq!(d(Kind::Marriage, h, None).value(&o, Some(Suit::Spades)).unwrap(), 20);
    assert_eq!(d(Kind::Four, None, Some(Rank::King)).value(&o, h).unwrap(), 80);
    assert_eq!(d(Kind::Dix, None, None).value(&o, h).unwrap(), 10);
    let six = BeziqueOptions { variant: Variant::SixPack, target: Target::Deal, ..BeziqueOptions::default() };
    assert_eq!(d(Kind::Four, h, Some(Rank::Ten)).value(&six, h).unwrap(), 900);
    assert_eq!(d(Kind::QuadrupleBezique, None, None).value(&six, h).unwrap(), 4500);
    assert_eq!(d(Kind::Bezique, None, None).value(&six, None).unwrap_err().rule, "bezique.trump.not-yet");
}

// ---------------------------------------------------------------------------------------------
// Trump
// ---------------------------------------------------------------------------------------------

#[test]
fn a_card_is_turned_in_two_three_and_four_and_none_in_no_trump_and_six_pack() {
    for options in [json!({}), json!({"variant": "three"}), json!({"variant": "four"})] {
        let t = table(options);
        assert_eq!(rule(&t, &[without(deal(&t, &[]), "turned")]), "bezique.deal.turned");
        assert_eq!(rule(&t, &[with(deal(&t, &[]), "turned", json!("6C"))]), "bezique.deal.turned", "no sixes");
        assert_eq!(rule(&t, &[with(deal(&t, &[]), "turned", json!("ZZ"))]), "card.notation");
        let r = play(&t, &[with(deal(&t, &["Борис:marriage:diamonds"]), "turned", json!("KD"))]);
        assert_eq!(r.scored[0].extra["trump"], json!("diamonds"));
        assert_eq!(raw(&r)[0][BORIS], 40, "the turned card's suit is trump");
        assert!(cited(&r, 0).contains(&"bezique.trump.turned"));
    }
    for options in [json!({"variant": "no-trump"}), json!({"variant": "six-pack"})] {
        let t = table(options);
        assert_eq!(rule(&t, &[with(deal(&t, &[]), "turned", json!("8C"))]), "bezique.deal.turned");
    }
}

#[test]
fn no_trump_the_first_marriage_is_40_and_fixes_trump() {
    let n = table(json!({"variant": "no-trump"}));
    let r = play(&n, &[deal(&n, &["Борис:marriage:hearts", "Борис:marriage:spades", "Борис:marriage:hearts"])]);
    assert_eq!(raw(&r)[0][BORIS], 40 + 20 + 40);
    assert_eq!(r.scored[0].extra["trump"], json!("hearts"));
    assert!(cited(&r, 0).contains(&"bezique.trump.first-marriage"));
    // Whoever declares it: Аня's marriage fixes trump for Борис too.
    assert_eq!(boris(&n, &["Аня:marriage:spades", "Борис:marriage:hearts"]), 20);
    // A sequence first fixes it.
    assert_eq!(boris(&n, &["Борис:sequence:spades", "Борис:marriage:spades", "Борис:marriage:diamonds"]), 310);
    // A bezique, a four or nothing fixes nothing.
    let r = play(&n, &[deal(&n, &["Борис:bezique", "Борис:four:A"])]);
    assert_eq!(raw(&r)[0][BORIS], 140);
    assert_eq!(r.scored[0].extra["trump"], Value::Null);
    assert!(r.scored[0].summary.render(Lang::En).contains("no trump"), "{}", r.scored[0].summary.render(Lang::En));
}

#[test]
fn six_pack_trump_never_repeats_in_the_next_deal() {
    let s = six();
    let hearts = deal(&s, &["Борис:marriage:hearts"]);
    let spades = deal(&s, &["Борис:marriage:spades"]);
    let e = refused(&s, &[hearts.clone(), hearts.clone()]);
    assert_eq!((e.rule.as_str(), e.entry), ("bezique.trump.repeat", Some(2)));
    // A sequence fixing the same suit is refused just the same; a later marriage in it is not.
    assert_eq!(rule(&s, &[hearts.clone(), deal(&s, &["Борис:sequence:hearts"])]), "bezique.trump.repeat");
    play(&s, &[hearts.clone(), deal(&s, &["Борис:marriage:spades", "Борис:marriage:hearts"])]);
    // Allowed after a deal in another suit.
    let r = play(&s, &[hearts.clone(), spades.clone(), hearts.clone()]);
    assert_eq!(r.scored[2].extra["trump"], json!("hearts"));
    assert!(r.next.expect("next").render(Lang::En).contains("♥ may not be trump"));
    // A redeal plays nothing: the last deal played still binds.
    let redeal = json!({"irregularities": [{"kind": "wrong-count"}]});
    assert_eq!(rule(&s, &[hearts.clone(), redeal, hearts.clone()]), "bezique.trump.repeat");
    // A deal in which no trump was fixed frees every suit.
    play(&s, &[hearts.clone(), deal(&s, &[]), hearts]);
}

#[test]
fn six_pack_bezique_needs_trump_fixed_first() {
    let s = six();
    for kind in ["bezique", "double-bezique", "triple-bezique", "quadruple-bezique"] {
        let d = format!("Борис:{kind}");
        assert_eq!(boris_refused(&s, &[&d]), "bezique.trump.not-yet", "{kind}");
        assert_eq!(boris_refused(&s, &["Борис:four:A", &d]), "bezique.trump.not-yet", "a four fixes nothing");
        assert!(boris(&s, &["Аня:marriage:clubs", &d]) >= 40);
    }
    // Other variants price the bezique whatever the trump.
    assert_eq!(boris(&table(json!({"variant": "no-trump"})), &["Борис:bezique"]), 40);
}

// ---------------------------------------------------------------------------------------------
// What the packs can hold
// ---------------------------------------------------------------------------------------------

fn times(d: &str, n: usize) -> Vec<String> {
    vec![d.to_string(); n]
}

fn strs(v: &[String]) -> Vec<&str> {
    v.iter().map(String::as_str).collect()
}

#[test]
fn the_packs_bound_the_marriages_of_one_suit() {
    // Two packs hold two kings and two queens of spades: two marriages; three packs three.
    for (options, packs) in [(json!({}), 2), (json!({"variant": "three"}), 3), (json!({"variant": "four"}), 4)] {
        let t = table(options);
        let ok = times("Борис:marriage:spades", packs);
        assert_eq!(boris(&t, &strs(&ok)), 20 * packs as i64);
        let mut over = ok.clone();
        over.push("Аня:marriage:spades".into());
        let e = refused(&t, &[deal(&t, &strs(&over))]);
        assert_eq!(e.rule, "bezique.declare.copies", "{packs} packs");
        assert_eq!(e.player.as_deref(), Some("Аня"));
        // Another suit is another count.
        over.pop();
        over.push("Аня:marriage:hearts".into());
        play(&t, &[deal(&t, &strs(&over))]);
    }
}

#[test]
fn the_packs_bound_the_bezique_pairs() {
    let t = two();
    assert_eq!(points(&t, deal(&t, &["Аня:bezique", "Борис:bezique"]))[..2], [160 + 10 + 40, 40]);
    assert_eq!(boris_refused(&t, &["Аня:bezique", "Борис:bezique", "Борис:bezique"]), "bezique.declare.copies");
    // Two packs: one double bezique a deal (it takes both Q♠ and both J♦).
    assert_eq!(boris_refused(&t, &["Борис:double-bezique", "Аня:double-bezique"]), "bezique.declare.copies");
    assert_eq!(boris_refused(&t, &["Борис:double-bezique", "Аня:bezique"]), "bezique.declare.copies");
    assert_eq!(boris_refused(&t, &["Аня:bezique", "Борис:double-bezique"]), "bezique.declare.copies");
    // Three packs: a triple, and nothing after it; a double and a single from two players.
    let three = table(json!({"variant": "three"}));
    assert_eq!(boris_refused(&three, &["Борис:triple-bezique", "Аня:bezique"]), "bezique.declare.copies");
    assert_eq!(points(&three, deal(&three, &["Борис:double-bezique", "Вера:bezique"]))[BORIS..], [500, 40]);
    // Four packs: two doubles, then no single.
    let four = table(json!({"variant": "four"}));
    play(&four, &[deal(&four, &["Борис:double-bezique", "Вера:double-bezique"])]);
    let e = boris_refused(&four, &["Борис:double-bezique", "Вера:double-bezique", "Галя:bezique"]);
    assert_eq!(e, "bezique.declare.copies");
}

#[test]
fn the_packs_bound_fours_and_sequences() {
    for (options, packs) in [(json!({}), 2usize), (json!({"variant": "three"}), 3)] {
        let t = table(options);
        for d in ["Борис:four:A", "Борис:four:J", "Борис:sequence:hearts"] {
            play(&t, &[deal(&t, &strs(&times(d, packs)))]);
            assert_eq!(boris_refused(&t, &strs(&times(d, packs + 1))), "bezique.declare.copies", "{d}");
        }
    }
}

#[test]
fn the_packs_bound_the_dix_and_the_turned_seven_is_one_of_them() {
    for (options, packs) in [(json!({}), 2usize), (json!({"variant": "four"}), 4)] {
        let t = table(options);
        assert_eq!(boris(&t, &strs(&times("Борис:dix", packs))), 10 * packs as i64);
        assert_eq!(boris_refused(&t, &strs(&times("Борис:dix", packs + 1))), "bezique.declare.copies");
        let seven = |n| with(deal(&t, &strs(&times("Борис:dix", n))), "turned", json!("7C"));
        play(&t, &[seven(packs - 1)]);
        assert_eq!(rule(&t, &[seven(packs)]), "bezique.declare.copies");
    }
}

#[test]
fn six_pack_remelds_are_bounded_by_the_cards_played() {
    // Six trump aces: four, then a fifth for one played, then a sixth: three fours of trumps.
    let s = six();
    let mut d = vec!["Борис:marriage:hearts".to_string()];
    d.extend(times("Борис:four:A:hearts", 3));
    assert_eq!(boris(&s, &strs(&d)), 40 + 3000);
    d.push("Борис:four:A:hearts".into());
    assert_eq!(boris_refused(&s, &strs(&d)), "bezique.declare.copies");
    // Twelve kings and queens of spades: six marriages apart, then one played card of each of two
    // marriages frees its partner, and the two freed cards marry again — twelve marriages at most,
    // one per card played.
    let mut d = vec!["Борис:marriage:hearts".to_string()];
    d.extend(times("Борис:marriage:spades", 12));
    assert_eq!(boris(&s, &strs(&d)), 40 + 12 * 20);
    d.push("Аня:marriage:spades".into());
    assert_eq!(boris_refused(&s, &strs(&d)), "bezique.declare.copies");
    // Six bezique queens and six jacks: a played card of a quadruple frees seven, so at most
    // 8 × 6 pairs shown — twelve quadruples, and not a pair more.
    let mut d = vec!["Аня:marriage:hearts".to_string()];
    d.extend(times("Борис:quadruple-bezique", 12));
    assert_eq!(boris(&s, &strs(&d)), 12 * 4500);
    d.push("Борис:bezique".into());
    assert_eq!(boris_refused(&s, &strs(&d)), "bezique.declare.copies");
}

#[test]
fn a_card_serves_again_only_for_its_holder() {
    // Six packs hold six bezique queens and six jacks (trump hearts: Q♥ J♣). One quadruple bezique
    // shows four of each at once, so two, one each, need eight: the other player's melds never
    // lend him a card.
    let s = six();
    let e = refused(&s, &[deal(&s, &["Аня:marriage:hearts", "Аня:quadruple-bezique", "Борис:quadruple-bezique"])]);
    assert_eq!(e.rule, "bezique.declare.copies");
    assert_eq!(e.player.as_deref(), Some("Борис"));
    let text = e.msg.render(Lang::En);
    assert!(text.contains("8 copies of J♣") && text.contains("6 packs hold 6"), "{text}");
    // Four and two: six copies, all the packs hold; Аня's re-melds of her own cards stay free.
    let mut d = vec!["Аня:marriage:hearts".to_string()];
    d.extend(times("Аня:quadruple-bezique", 3));
    d.push("Борис:double-bezique".into());
    assert_eq!(points(&s, deal(&s, &strs(&d)))[..2], [40 + 3 * 4500 + 250, 500]);
    d.push("Борис:triple-bezique".into());
    assert_eq!(boris_refused(&s, &strs(&d)), "bezique.declare.copies");
    // Two packs: Аня's double bezique holds both Q♠, so Борис has none for a marriage of spades,
    // whichever was declared first (a queen played to a trick never returns).
    let t = two();
    for (order, who) in [
        (["Аня:double-bezique", "Борис:marriage:spades"], "Борис"),
        (["Борис:marriage:spades", "Аня:double-bezique"], "Аня"),
    ] {
        let e = refused(&t, &[deal(&t, &order)]);
        assert_eq!((e.rule.as_str(), e.player.as_deref()), ("bezique.declare.copies", Some(who)), "{order:?}");
    }
    assert_eq!(boris(&t, &["Аня:double-bezique", "Борис:marriage:hearts"]), 20);
    // Partners meld each other's table cards: a side holds its copies as one player. Four packs,
    // four Q♠: each side's double bezique, and each partner's spade marriage from the double's Q♠.
    // Each for himself, the marriages need two more Q♠.
    let d = ["Аня:double-bezique", "Вера:marriage:spades", "Борис:double-bezique", "Галя:marriage:spades"];
    let p = partners();
    play(&p, &[deal(&p, &d)]);
    let four = table(json!({"variant": "four"}));
    let e = refused(&four, &[deal(&four, &d)]);
    assert_eq!((e.rule.as_str(), e.player.as_deref()), ("bezique.declare.copies", Some("Борис")));
}

#[test]
fn no_more_declarations_than_the_deal_has_turns() {
    // Three players: 32 tricks, one declaration after each; a dix is not the turn's declaration.
    let t = table(json!({"variant": "three"}));
    let mut d: Vec<String> = Vec::new();
    for suit in ["clubs", "hearts", "spades", "diamonds"] {
        d.extend(times(&format!("Борис:marriage:{suit}"), 3));
        d.extend(times(&format!("Вера:sequence:{suit}"), 3));
    }
    for rank in ["A", "K"] {
        d.extend(times(&format!("Аня:four:{rank}"), 3));
    }
    d.extend(times("Аня:four:Q", 2));
    d.extend(times("Вера:dix", 3));
    assert_eq!(d.len(), 35);
    play(&t, &[deal(&t, &strs(&d))]);
    d.push("Аня:four:Q".into());
    let e = refused(&t, &[deal(&t, &strs(&d))]);
    assert_eq!(e.rule, "bezique.declare.turns");
    assert!(e.msg.render(Lang::En).contains("33 declarations"), "{}", e.msg.render(Lang::En));
    // Six-pack: 84 stock tricks, no declaration after the last two stock cards.
    let s = six();
    let mut d: Vec<String> = Vec::new();
    for suit in ["hearts", "clubs", "spades", "diamonds"] {
        d.extend(times(&format!("Борис:marriage:{suit}"), 11));
    }
    for suit in ["hearts", "clubs", "spades", "diamonds"] {
        d.extend(times(&format!("Аня:sequence:{suit}"), 10));
    }
    assert_eq!(d.len(), 84);
    play(&s, &[deal(&s, &strs(&d))]);
    d.push("Аня:four:A".into());
    assert_eq!(rule(&s, &[deal(&s, &strs(&d))]), "bezique.declare.turns");
}

#[test]
fn a_declaration_refused_names_its_place_and_player() {
    let t = two();
    let e = refused(&t, &[deal(&t, &[]), deal(&t, &["Аня:bezique", "Борис:triple-bezique"])]);
    assert_eq!(e.entry, Some(2));
    assert_eq!(e.player.as_deref(), Some("Борис"));
    let text = e.msg.render(Lang::En);
    assert!(text.starts_with("declaration 2: triple bezique"), "{text}");
    for bad in ["Борис:waltz", "Борис:marriage", "Борис:bezique:hearts", "Борис:marriage:hearts:A:x", "Борис"]
    {
        assert_eq!(boris_refused(&t, &[bad]), "bezique.declare.format", "{bad}");
    }
    assert_eq!(boris_refused(&t, &["Борис:marriage:purple"]), "bezique.declare.format");
    assert_eq!(rule(&t, &[deal(&t, &["Дима:bezique"])]), "match.player.unknown");
}

// ---------------------------------------------------------------------------------------------
// Brisks, the last trick, the cut
// ---------------------------------------------------------------------------------------------

fn brisks(setup: &Setup, b: Value) -> Value {
    with(deal(setup, &[]), "brisks", b)
}

#[test]
fn brisks_add_up_to_the_decks_aces_and_tens_at_10_each() {
    let t = two();
    assert_eq!(points(&t, brisks(&t, json!({"Аня": 9, "Борис": 7}))), [90 + 10, 70]);
    assert_eq!(rule(&t, &[brisks(&t, json!({"Аня": 9, "Борис": 6}))]), "bezique.brisks.sum");
    assert_eq!(rule(&t, &[brisks(&t, json!({"Аня": 9, "Борис": 8}))]), "bezique.brisks.sum");
    let three = table(json!({"variant": "three"}));
    assert_eq!(points(&three, brisks(&three, json!({"Аня": 10, "Борис": 8, "Вера": 6})))[..], [110, 80, 60]);
    assert_eq!(rule(&three, &[brisks(&three, json!({"Аня": 10, "Борис": 6}))]), "bezique.brisks.sum");
    let four = table(json!({"variant": "four"}));
    play(&four, &[brisks(&four, json!({"Аня": 8, "Борис": 8, "Вера": 8, "Галя": 8}))]);
    assert_eq!(rule(&four, &[brisks(&four, json!({"Аня": 24}))]), "bezique.brisks.sum");
    // Each player 0 to all of them.
    assert_eq!(rule(&t, &[brisks(&t, json!({"Аня": 17, "Борис": -1}))]), "bezique.brisks.range");
    assert_eq!(rule(&t, &[brisks(&t, json!({"Аня": 16, "Борис": -1}))]), "bezique.brisks.range");
    assert_eq!(rule(&t, &[without(deal(&t, &[]), "brisks")]), "bezique.brisks.sum");
}

#[test]
fn an_odd_card_or_cards_found_take_their_aces_and_tens_out_of_the_brisks() {
    let t = two();
    let odd = |card: &str, b: Value| with(brisks(&t, b), "irregularities", json!([{"kind": "odd-card", "card": card}]));
    assert_eq!(points(&t, odd("AH", json!({"Аня": 8, "Борис": 7})))[..], [90, 70]);
    assert_eq!(rule(&t, &[odd("AH", json!({"Аня": 9, "Борис": 7}))]), "bezique.brisks.sum");
    assert_eq!(points(&t, odd("9H", json!({"Аня": 9, "Борис": 7})))[..], [100, 70], "a nine is no brisk");
    let r = play(&t, &[odd("10S", json!({"Аня": 15}))]);
    assert!(notes(&r, 0)[0].contains("10♠"), "{:?}", notes(&r, 0));
    let found = |b: Value| {
        with(brisks(&t, b), "irregularities", json!([{"kind": "cards-found", "cards": ["AS", "10D", "9C"]}]))
    };
    assert_eq!(points(&t, found(json!({"Аня": 7, "Борис": 7})))[..], [80, 70]);
    assert_eq!(rule(&t, &[found(json!({"Аня": 9, "Борис": 7}))]), "bezique.brisks.sum");
    assert!(cited(&play(&t, &[found(json!({"Аня": 14}))]), 0).contains(&"bezique.irregular.cards-found"));
}

#[test]
fn six_pack_scores_no_brisks() {
    let s = six();
    for b in [json!({"Аня": 24, "Борис": 24}), json!({"Аня": 9, "Борис": 7})] {
        assert_eq!(rule(&s, &[with(deal(&s, &[]), "brisks", b)]), "bezique.brisks.six-pack");
    }
}

#[test]
fn the_last_trick_is_10_and_six_packs_250() {
    for options in [json!({}), json!({"variant": "no-trump"}), json!({"variant": "three"}), json!({"variant": "four"})]
    {
        let t = table(options);
        let d = with(deal(&t, &[]), "last_trick", json!("Борис"));
        assert_eq!(points(&t, d)[BORIS], 10);
        assert_eq!(rule(&t, &[without(deal(&t, &[]), "last_trick")]), "bezique.last-trick.missing");
    }
    let s = six();
    assert_eq!(points(&s, with(deal(&s, &[]), "last_trick", json!("Борис"))), [0, 250]);
    assert_eq!(rule(&s, &[without(deal(&s, &[]), "last_trick")]), "bezique.last-trick.missing");
}

#[test]
fn six_pack_cut_exact_gives_the_dealer_250_and_a_guess_the_opponent_150() {
    let s = six();
    let cut = |exact: bool, guessed: bool| with(deal(&s, &[]), "cut", json!({"exact": exact, "guessed": guessed}));
    assert_eq!(points(&s, cut(true, false)), [250 + 250, 0]);
    assert_eq!(points(&s, cut(false, true)), [250, 150]);
    assert_eq!(points(&s, cut(true, true)), [500, 150]);
    assert_eq!(points(&s, cut(false, false)), [250, 0]);
    // Борис deals the second deal: the exact cut is his, the guess Аня's.
    let r = play(&s, &[deal(&s, &[]), cut(true, true)]);
    assert_eq!(raw(&r)[1], [250 + 150, 250]);
    assert!(cited(&r, 1).contains(&"bezique.cut.exact") && cited(&r, 1).contains(&"bezique.cut.guessed"));
    // The flags' form.
    let flags = with(with(deal(&s, &[]), "cut_exact", json!(true)), "cut_guessed", json!(true));
    assert_eq!(points(&s, flags.clone()), [500, 150]);
    assert_eq!(rule(&s, &[with(flags, "cut", json!({"exact": true}))]), "bezique.cut.format");
    let t = two();
    assert_eq!(rule(&t, &[with(deal(&t, &[]), "cut", json!({"exact": true}))]), "bezique.cut.format");
    assert_eq!(rule(&t, &[with(deal(&t, &[]), "cut_exact", json!(true))]), "bezique.cut.format");
}

// ---------------------------------------------------------------------------------------------
// Totals and the end of the match
// ---------------------------------------------------------------------------------------------

#[test]
fn two_handed_is_won_at_1500_at_the_end_of_a_deal() {
    let t = two();
    // Аня 170 a deal (16 brisks, last trick); Борис his declarations.
    let d1 = deal(&t, &["Борис:double-bezique", "Борис:sequence:hearts", "Борис:sequence:spades", "Борис:four:A"]);
    let d2 = deal(&t, &["Борис:sequence:clubs", "Борис:four:K", "Борис:four:Q"]);
    let r = play(&t, &[d1.clone(), d2.clone()]);
    assert_eq!(r.scored[0].scores, [170, 1100]);
    assert_eq!(r.scored[1].totals, [340, 1490]);
    assert_eq!((r.winner, r.finished_after.clone()), (None, vec![false, false]));
    assert_eq!(r.target, Some(1500));
    // Exactly 1500 wins.
    let r = play(&t, &[d1.clone(), d2.clone(), deal(&t, &["Борис:dix"])]);
    assert_eq!(r.scored[2].totals, [510, 1500]);
    assert_eq!((r.winner, r.finished_after.clone()), (Some(BORIS), vec![false, false, true]));
    assert!(cited(&r, 2).contains(&"bezique.game.target"));
    assert!(r.next.is_none());
    // No-trump plays to 1500 too.
    let n = table(json!({"variant": "no-trump"}));
    let r = play(&n, &[without(d1, "turned"), without(d2, "turned")]);
    assert_eq!((r.target, r.winner), (Some(1500), None));
}

#[test]
fn the_higher_of_two_over_the_target_wins_and_equal_totals_play_on() {
    let t = table(json!({"target": 1000}));
    assert_eq!(play(&t, &[]).target, Some(1000));
    // Борис 1000 at once wins a match to 1000. (His double bezique holds both J♦: the diamond
    // sequences are his, not Аня's.)
    let r = play(&t, &[deal(&t, &["Борис:double-bezique", "Борис:sequence:diamonds", "Борис:sequence:spades"])]);
    assert_eq!(r.winner, Some(BORIS));
    // Both over: 1170 against 1000 — Аня wins.
    let both = deal(
        &t,
        &[
            "Борис:double-bezique",
            "Борис:sequence:diamonds",
            "Борис:sequence:spades",
            "Аня:sequence:clubs",
            "Аня:sequence:clubs",
            "Аня:sequence:hearts",
            "Аня:sequence:hearts",
        ],
    );
    let r = play(&t, &[both]);
    assert_eq!(r.scored[0].totals, [1170, 1000]);
    assert_eq!(r.winner, Some(ANYA));
    // Equal over the target: play on; the next deal decides.
    let equal = deal(
        &t,
        &[
            "Борис:double-bezique",
            "Борис:sequence:diamonds",
            "Борис:sequence:spades",
            "Борис:four:K",
            "Борис:four:K",
            "Борис:dix",
            "Аня:sequence:clubs",
            "Аня:sequence:clubs",
            "Аня:sequence:hearts",
            "Аня:sequence:hearts",
        ],
    );
    let r = play(&t, std::slice::from_ref(&equal));
    assert_eq!(r.scored[0].totals, [1170, 1170]);
    assert_eq!(r.winner, None);
    assert!(cited(&r, 0).contains(&"bezique.game.tie"));
    let r = play(&t, &[equal, with(deal(&t, &[]), "last_trick", json!("Борис"))]);
    assert_eq!(r.scored[1].totals, [1330, 1180]);
    assert_eq!(r.winner, Some(ANYA));
}

#[test]
fn three_and_four_play_to_2000() {
    for options in [json!({"variant": "three"}), json!({"variant": "four"})] {
        let t = table(options);
        let d = deal(
            &t,
            &["Борис:triple-bezique", "Борис:sequence:hearts", "Борис:four:K", "Борис:four:Q", "Борис:four:A"],
        );
        let r = play(&t, std::slice::from_ref(&d));
        assert_eq!((r.target, r.scored[0].totals[BORIS], r.winner), (Some(2000), 1990, None));
        let r = play(&t, &[d, deal(&t, &["Борис:dix"])]);
        assert_eq!((r.scored[1].totals[BORIS], r.winner), (2000, Some(BORIS)));
    }
}

#[test]
fn every_deal_a_game_and_the_match_of_n_games() {
    let t = table(json!({"target": "deal"}));
    let boris_wins = deal(&t, &["Борис:double-bezique"]);
    let anya_wins = deal(&t, &[]);
    let r = play(&t, &[boris_wins.clone(), anya_wins.clone(), boris_wins.clone()]);
    assert_eq!(r.target, None);
    assert_eq!(r.scored[0].extra["game_won"], json!("Борис"));
    assert_eq!(r.scored[1].extra["game_won"], json!("Аня"));
    assert_eq!(r.scored[2].totals, [170 * 3, 1000]);
    assert_eq!(r.winner, None, "games=0: the match is open");
    assert!(cited(&r, 0).contains(&"bezique.game.every-deal"));
    // Two games: the higher total after the second wins.
    let t = table(json!({"target": "deal", "games": 2}));
    let r = play(&t, &[boris_wins.clone(), anya_wins.clone()]);
    assert_eq!((r.winner, r.finished_after.clone()), (Some(BORIS), vec![false, true]));
    // Equal totals after the last game: one more deal.
    let equal = deal(&t, &["Борис:sequence:hearts", "Аня:four:K"]); // Аня 170 + 80, Борис 250
    let r = play(&t, &[equal.clone(), equal.clone()]);
    assert_eq!(r.scored[1].totals, [500, 500]);
    assert_eq!(r.winner, None);
    let r = play(&t, &[equal.clone(), equal, anya_wins]);
    assert_eq!(r.winner, Some(ANYA));
}

#[test]
fn options_out_of_range_are_refused() {
    for options in [
        json!({"games": 2}),
        json!({"target": 1500, "games": 2}),
        json!({"target": 7}),
        json!({"target": 1005}),
        json!({"target": 50}),
        json!({"target": "never"}),
        json!({"target": "deal", "games": 1001}),
        json!({"variant": "six-pack", "target": 1500}),
        json!({"variant": "five"}),
    ] {
        assert_eq!(try_table(options.clone()).expect_err("refused").rule, "bezique.option.value", "{options}");
    }
    assert_eq!(try_table(json!({"trumps": "hearts"})).expect_err("refused").rule, "bezique.option.unknown");
    let players: Vec<String> = NAMES[..3].iter().map(|s| s.to_string()).collect();
    assert!(bezique().setup(&players, None, &serde_json::Map::new()).is_err(), "two-handed is two players");
}

// ---------------------------------------------------------------------------------------------
// Six-pack: every deal a game, settled over the rubicon
// ---------------------------------------------------------------------------------------------

/// The book's example: Аня 2500 (carte blanche 250, trump marriage 40, four trump aces 1000 and
/// tens 900, four queens 60, the last trick 250) against Борис 2100 (bezique 40, double 500,
/// triple 1500, four queens 60).
fn book_example(s: &Setup) -> Value {
    deal(
        s,
        &[
            "Аня:carte-blanche",
            "Аня:marriage:hearts",
            "Аня:four:A:hearts",
            "Аня:four:10:hearts",
            "Аня:four:Q",
            "Борис:bezique",
            "Борис:double-bezique",
            "Борис:triple-bezique",
            "Борис:four:Q",
        ],
    )
}

#[test]
fn the_books_rubicon_example_2500_against_2100_writes_5600() {
    let s = six();
    let r = play(&s, &[book_example(&s)]);
    assert_eq!(raw(&r)[0], [2500, 2100]);
    assert_eq!(r.scored[0].scores, [5600, 0]);
    assert_eq!(r.scored[0].extra["game_won"], json!("Аня"));
    assert_eq!((RUBICON, GAME_BONUS), (3000, 1000));
    let steps: Vec<String> = r.scored[0].explain.iter().map(|s| s.text.render(Lang::En)).collect();
    assert!(steps.iter().any(|s| s.contains("2500 + 2100 + 1000 = 5600")), "{steps:?}");
    assert!(cited(&r, 0).contains(&"bezique.game.rubicon"));
    let annotations: Vec<String> = r.scored[0].annotations.iter().map(|a| a.render(Lang::En)).collect();
    assert_eq!(annotations, ["2500 pts", "2100 pts"], "the raw points beside the settled ones");
}

#[test]
fn a_loser_at_the_rubicon_gives_the_difference_plus_1000() {
    let s = six();
    // Аня: trump marriage 40, quadruple 4500, last trick 250 = 4790.
    let anya = ["Аня:marriage:hearts", "Аня:quadruple-bezique"];
    // Борис exactly 3000: double 500, four trump aces 1000, tens 900, jacks 400, four aces 100,
    // four kings 80, a marriage in ♠ 20. (Not a triple: with Аня's quadruple it would need seven
    // bezique jacks, and six packs hold six.)
    let at = [
        "Борис:double-bezique",
        "Борис:four:A:hearts",
        "Борис:four:10:hearts",
        "Борис:four:J:hearts",
        "Борис:four:A",
        "Борис:four:K",
        "Борис:marriage:spades",
    ];
    let r = play(&s, &[deal(&s, &[&anya[..], &at[..]].concat())]);
    assert_eq!(raw(&r)[0], [4790, 3000]);
    assert_eq!(r.scored[0].scores, [2800, 0], "4790 − 3000 + 1000 = 2790 → 2800");
    // Борис 2990 (double 500, trump aces 1000, trump tens 900, trump jacks 400, a sequence in ♠
    // 150, four jacks 40): under the rubicon, so Аня writes both totals: 4790 + 2990 + 1000 = 8780
    // → 8800.
    let under = [
        "Борис:double-bezique",
        "Борис:four:A:hearts",
        "Борис:four:10:hearts",
        "Борис:four:J:hearts",
        "Борис:sequence:spades",
        "Борис:four:J",
    ];
    let r = play(&s, &[deal(&s, &[&anya[..], &under[..]].concat())]);
    assert_eq!(raw(&r)[0], [4790, 2990]);
    assert_eq!(r.scored[0].scores, [8800, 0]);
}

#[test]
fn a_six_pack_result_is_rounded_to_the_nearest_100_with_50_up() {
    let s = six();
    // Аня's last trick 250 against nothing: 1250 → 1300.
    assert_eq!(play(&s, &[deal(&s, &[])]).scored[0].scores, [1300, 0]);
    // 250 against 60 (marriages 40 + 20): 1310 → 1300.
    let r = play(&s, &[deal(&s, &["Борис:marriage:hearts", "Борис:marriage:spades"])]);
    assert_eq!(r.scored[0].scores, [1300, 0]);
    assert!(cited(&r, 0).contains(&"bezique.game.rounding"));
    // Борис wins 290 against 250: 1540 → 1500.
    let r = play(&s, &[deal(&s, &["Борис:sequence:hearts", "Борис:marriage:hearts"])]);
    assert_eq!(r.scored[0].scores, [0, 1500]);
}

#[test]
fn a_drawn_six_pack_deal_scores_nothing() {
    let s = six();
    let r = play(&s, &[deal(&s, &["Борис:sequence:hearts"])]);
    assert_eq!(raw(&r)[0], [250, 250]);
    assert_eq!(r.scored[0].scores, [0, 0]);
    assert_eq!(r.scored[0].extra.get("game_won"), None);
    assert!(cited(&r, 0).contains(&"bezique.game.tie"));
}

#[test]
fn six_pack_totals_add_up_and_a_match_of_games_ends() {
    let s = six();
    let r = play(&s, &[book_example(&s), deal(&s, &["Борис:marriage:clubs", "Борис:sequence:clubs"])]);
    // Борис 290 against 250: 1540 → 1500.
    assert_eq!(r.scored[1].scores, [0, 1500]);
    assert_eq!(r.scored[1].totals, [5600, 1500]);
    assert_eq!(r.winner, None, "six-pack's match is open by default");
    let s = table(json!({"variant": "six-pack", "games": 2}));
    let r = play(&s, &[book_example(&s), deal(&s, &["Борис:marriage:clubs", "Борис:sequence:clubs"])]);
    assert_eq!(r.winner, Some(ANYA));
}

// ---------------------------------------------------------------------------------------------
// Four players: each for himself, or partnerships
// ---------------------------------------------------------------------------------------------

#[test]
fn four_without_teams_score_each_for_himself() {
    let t = table(json!({"variant": "four"}));
    let d = with(
        deal(&t, &["Вера:marriage:clubs", "Галя:four:K"]),
        "brisks",
        json!({"Аня": 10, "Борис": 6, "Вера": 10, "Галя": 6}),
    );
    let r = play(&t, &[d]);
    assert_eq!(r.scored[0].scores, [100 + 10, 60, 100 + 40, 60 + 80]);
    assert!(r.next.expect("next").render(Lang::En).contains("Борис deals, Вера leads"));
}

#[test]
fn partners_score_together_brisks_and_declarations_of_both() {
    let p = partners();
    assert_eq!(p.sides(), ["Мы", "Они"]);
    let d = json!({"turned": "8C", "declarations": ["Аня:marriage:hearts", "Вера:four:K", "Галя:bezique"],
                   "brisks": {"Аня": 10, "Борис": 10, "Вера": 6, "Галя": 6}, "last_trick": "Галя"});
    let r = play(&p, &[d]);
    // Мы: 20 + 80 + 160 brisks; Они: 40 + 160 brisks + 10.
    assert_eq!(r.scored[0].scores, [260, 210]);
    assert_eq!(r.scored[0].extra["brisks"], json!({"Аня": 10, "Борис": 10, "Вера": 6, "Галя": 6}));
}

#[test]
fn partnerships_are_for_four_seated_alternately() {
    let teams = json!({"Мы": ["Аня", "Вера"], "Они": ["Борис", "Галя"]});
    let names = |n: &[&str]| n.iter().map(|s| s.to_string()).collect::<Vec<_>>();
    for options in [json!({}), json!({"variant": "three"}), json!({"variant": "six-pack"})] {
        let e = bezique().setup(&names(&NAMES), teams.as_object(), options.as_object().unwrap()).unwrap_err();
        assert_eq!(e.rule, "match.teams", "{options}");
    }
    let four = json!({"variant": "four"});
    let e = bezique()
        .setup(&names(&["Аня", "Вера", "Борис", "Галя"]), teams.as_object(), four.as_object().unwrap())
        .unwrap_err();
    assert_eq!(e.rule, "match.teams", "partners side by side");
    // Without players the teams seat themselves alternately.
    let s = bezique().setup(&[], teams.as_object(), four.as_object().unwrap()).expect("seated from the teams");
    assert_eq!(s.players, ["Аня", "Борис", "Вера", "Галя"]);
    // The first seat's team is the first side.
    let s = bezique()
        .setup(&names(&["Борис", "Аня", "Галя", "Вера"]), teams.as_object(), four.as_object().unwrap())
        .expect("seated");
    assert_eq!(s.sides(), ["Они", "Мы"]);
    let odd = json!({"Мы": ["Аня", "Вера", "Галя"], "Они": ["Борис"]});
    assert_eq!(bezique().setup(&[], odd.as_object(), four.as_object().unwrap()).unwrap_err().rule, "match.teams");
}

#[test]
fn a_penalty_writes_its_points_to_the_players_side() {
    let p = partners();
    let pen = |points: Value| json!({"penalty": {"player": "Вера", "points": points, "reason": "revoke"}});
    let r = play(&p, &[pen(json!(-100)), pen(json!(50))]);
    assert_eq!(r.scored[0].scores, [-100, 0]);
    assert_eq!(r.scored[1].totals, [-50, 0]);
    assert!(cited(&r, 0).contains(&"bezique.penalty"));
    assert!(r.scored[0].notes[0].render(Lang::En).contains("revoke"));
    let t = two();
    let r = play(&t, &[json!({"penalty": {"player": "Борис", "points": 30, "reason": "x"}})]);
    assert_eq!(r.scored[0].scores, [0, 30]);
    for bad in [
        json!({"player": "Борис", "reason": "x"}),
        json!({"player": "Борис", "points": 0, "reason": "x"}),
        json!({"player": "Борис", "points": 5001, "reason": "x"}),
    ] {
        assert_eq!(rule(&t, &[json!({ "penalty": bad })]), "bezique.penalty.points");
    }
    // A penalty does not pass the deal.
    let r = play(&t, &[pen_for("Аня"), deal(&t, &[])]);
    assert_eq!(r.scored[1].extra["dealer"], json!("Аня"));
}

fn pen_for(player: &str) -> Value {
    json!({"penalty": {"player": player, "points": -10, "reason": "late"}})
}

// ---------------------------------------------------------------------------------------------
// Irregularities
// ---------------------------------------------------------------------------------------------

fn irregular(setup: &Setup, items: Value) -> Value {
    with(deal(setup, &[]), "irregularities", items)
}

#[test]
fn a_redeal_scores_nothing_and_the_same_dealer_deals_again() {
    let t = two();
    for why in [
        json!({"kind": "wrong-count"}),
        json!({"kind": "exposed-card"}),
        json!({"kind": "too-many", "player": "Борис", "choice": "redeal"}),
    ] {
        let redeal = json!({"irregularities": [why.clone()]});
        let r = play(&t, &[deal(&t, &[]), redeal, deal(&t, &[])]);
        assert_eq!(r.scored[1].scores, [0, 0], "{why}");
        assert_eq!(r.scored[1].extra["dealer"], json!("Борис"));
        assert_eq!(r.scored[2].extra["dealer"], json!("Борис"), "{why}: Борис deals again");
        assert!(r.scored[1].notes[0].render(Lang::En).contains("Борис deals again"));
        let kind = why["kind"].as_str().unwrap();
        assert!(cited(&r, 1).contains(&format!("bezique.irregular.{kind}").as_str()));
        // A redeal's record holds nothing else.
        let e = refused(&t, &[irregular(&t, json!([why]))]);
        assert_eq!(e.rule, format!("bezique.irregular.{kind}"));
    }
    // The deal after a redeal counts as the next deal on the sheet.
    let r = play(&t, &[json!({"irregularities": ["wrong-count"]})]);
    assert!(r.next.unwrap().render(Lang::En).starts_with("deal 2: Аня deals"));
}

#[test]
fn an_incomplete_pack_voids_the_deal_and_it_passes_on() {
    let t = two();
    let void = json!({"irregularities": [{"kind": "incomplete-pack"}]});
    let r = play(&t, &[void.clone(), deal(&t, &[])]);
    assert_eq!(r.scored[0].scores, [0, 0]);
    assert_eq!(r.scored[0].extra["void"], json!("incomplete-pack"));
    assert_eq!(r.scored[1].extra["dealer"], json!("Борис"));
    assert!(cited(&r, 0).contains(&"bezique.irregular.incomplete-pack"));
    assert_eq!(rule(&t, &[irregular(&t, json!([{"kind": "incomplete-pack"}]))]), "bezique.irregular.incomplete-pack");
    // Six-pack: the void deal was played with a trump its record does not hold, so the deal after
    // it may have any — the deal before it does not bind.
    let s = six();
    let hearts = deal(&s, &["Борис:marriage:hearts"]);
    let r = play(&s, &[hearts.clone(), void, hearts]);
    assert_eq!(r.scored[2].extra["trump"], json!("hearts"));
}

#[test]
fn a_short_hand_gives_each_opposing_side_the_last_tricks_value() {
    let short = json!([{"kind": "short-hand", "player": "Аня"}]);
    let t = two();
    assert_eq!(points(&t, irregular(&t, short.clone())), [170, 10]);
    let r = play(&t, &[irregular(&t, short.clone())]);
    assert!(cited(&r, 0).contains(&"bezique.irregular.short-hand"));
    let s = six();
    assert_eq!(points(&s, irregular(&s, short.clone())), [250, 250]);
    let four = table(json!({"variant": "four"}));
    assert_eq!(points(&four, irregular(&four, short.clone())), [330, 10, 10, 10]);
    // Partnerships: the other side writes the last trick's value once, as for the last trick; the
    // partner nothing.
    let p = partners();
    assert_eq!(points(&p, irregular(&p, short)), [330, 10]);
}

#[test]
fn peek_and_skip_draw_are_noted_and_change_no_score() {
    let t = two();
    let plain = points(&t, deal(&t, &["Борис:bezique"]));
    for (item, words) in [
        (json!({"kind": "peek", "player": "Борис"}), "Борис saw a stock card"),
        (
            json!({"kind": "too-many", "player": "Аня", "choice": "skip-draw"}),
            "Аня held too many cards and skipped a draw",
        ),
    ] {
        let d = with(deal(&t, &["Борис:bezique"]), "irregularities", json!([item]));
        let r = play(&t, &[d]);
        assert_eq!(raw(&r)[0], plain);
        assert!(notes(&r, 0).iter().any(|n| n.contains(words)), "{:?}", notes(&r, 0));
    }
    // The flag's form.
    let r = play(&t, &[with(deal(&t, &[]), "irregularities", json!(["peek:Борис", "too-many:Аня:skip-draw"]))]);
    assert_eq!(notes(&r, 0).len(), 2);
}

#[test]
fn irregularities_name_their_player_choice_and_cards() {
    let t = two();
    for bad in [
        json!([{"kind": "sneeze"}]),
        json!([{"kind": "short-hand"}]),
        json!([{"kind": "too-many", "player": "Аня"}]),
        json!([{"kind": "too-many", "player": "Аня", "choice": "forgive"}]),
        json!([{"kind": "peek", "player": "Аня", "card": "AS"}]),
        json!([{"kind": "odd-card"}]),
        json!([{"kind": "cards-found", "cards": []}]),
        json!(["sneeze"]),
    ] {
        assert_eq!(rule(&t, &[irregular(&t, bad.clone())]), "bezique.irregular.format", "{bad}");
    }
    assert_eq!(rule(&t, &[irregular(&t, json!([{"kind": "odd-card", "card": "XX"}]))]), "card.notation");
    assert_eq!(rule(&t, &[json!({"dealer": "Аня", "sneeze": true})]), "bezique.deal.format");
}

// ---------------------------------------------------------------------------------------------
// A voided deal that keeps its place
// ---------------------------------------------------------------------------------------------

#[test]
fn a_turn_passes_the_deal_on_and_scores_nothing() {
    let t = two();
    let numbered = |e: &[Entry]| -> GameReplay {
        let n: Vec<(usize, &Entry)> = e.iter().enumerate().map(|(i, e)| (i + 1, e)).collect();
        bezique().replay(&t, &n).expect("replay")
    };
    let d = Entry::Deal(deal(&t, &["Борис:bezique"]));
    let r = numbered(&[d.clone(), Entry::Turn, d.clone()]);
    assert_eq!(r.scored.len(), 2, "a turn scores no row");
    assert_eq!(r.scored[1].extra["dealer"], json!("Аня"), "Борис's deal passed");
    assert_eq!(r.scored[1].totals, [340, 80]);
    assert!(r.next.unwrap().render(Lang::En).starts_with("deal 4: Борис deals"));
    // Six-pack: the voided deal's trump is not known, so any suit may follow.
    let s = six();
    let hearts = Entry::Deal(deal(&s, &["Борис:marriage:hearts"]));
    let n: Vec<Entry> = vec![hearts.clone(), Entry::Turn, hearts];
    let numbered: Vec<(usize, &Entry)> = n.iter().enumerate().map(|(i, e)| (i + 1, e)).collect();
    bezique().replay(&s, &numbered).expect("any trump after a turn");
}
