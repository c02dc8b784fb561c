//! Terz through the binary: quick entry scored by hand (the count by the player with fewer tricks,
//! the rounding with a 5 down, the 150 split, the best combination, the marriage), every penalty
//! (a false announcement and «сто в гору», a card drawn out of turn, a card too many, a
//! miscount), the full record refereed (the talon broken after the first trick, the draws, the
//! turned card drawn last, the exchange of the seven, the late stage's follow, trump and beat),
//! quick and full entry agreeing, and bad input refused with exit 1, its rule id and the ledger
//! unchanged.

use crate::support::common;

use common::Table;
use serde_json::Value;

/// A deal played out (Борис deals, Аня leads; hearts trump, the jack turned). Аня declares the
/// marriage and a terz 7-8-9♦, Борис exchanges 7♥ for J♥ before the first trick and declares a terz
/// J-Q-K♣ at trick 7; 8 tricks each, Борис takes the last. Аня's tricks hold 76, Борис's 74.
/// Every second card follows suit, or trumps when void, from the first trick (the book); Борис's 9♠
/// on Q♥ at trick 2 is free because his only trump is the jack.
const DEAL: [&str; 16] = [
    "1. KH 7S | declare Аня KH QH | exchange Борис | draw 10C JS",
    "2. QH 9S | draw 7D 8H",
    "3. AD 10D | declare Аня 7D 8D 9D | draw 9C QC",
    "4. KS 8S | draw AC JC",
    "5. 10H JH | draw 10S 9H",
    "6. 10C 9C | draw KC QD",
    "7. QC 8C | declare Борис JC QC KC | draw AS 7H",
    "8. KD 8D",
    "9. JC AC",
    "10. AH 8H",
    "11. 7H 10S",
    "12. 9H JD",
    "13. JS QS",
    "14. AS 9D",
    "15. KC 7D",
    "16. 7C QD",
];
const HANDS: &str = "hands: Аня=8C 8D 9D AD 10H QH KH AH KS; Борис=7C 10D JD KD 7H 7S 8S 9S QS";

fn record(lines: &[&str], header: &str) -> String {
    let mut text = format!("turned: JH\n{header}\n");
    for l in lines {
        text.push_str(l);
        text.push('\n');
    }
    text
}

/// The deal with some trick lines replaced (1-based trick numbers).
fn with(changes: &[(usize, &'static str)]) -> Vec<&'static str> {
    let mut t = DEAL.to_vec();
    for &(i, line) in changes {
        t[i - 1] = line;
    }
    t
}

fn table() -> Table {
    let t = Table::new();
    t.ok(&["new", "terz", "--players", "Аня,Борис"]);
    t
}

fn totals(t: &Table) -> Vec<i64> {
    let v = t.json(&["show"]);
    let last = v["deals"].as_array().and_then(|d| d.last()).cloned().unwrap_or(Value::Null);
    vec![last["totals"]["Аня"].as_i64().unwrap_or(-1), last["totals"]["Борис"].as_i64().unwrap_or(-1)]
}

fn last_row(t: &Table) -> Value {
    let v = t.json(&["show"]);
    v["deals"].as_array().and_then(|d| d.last()).cloned().unwrap_or(Value::Null)
}

// ---------------------------------------------------------------------------------------------
// Scoring by hand.

#[test]
fn the_player_with_fewer_tricks_counts_and_45_rounds_down() {
    let t = table();
    // Аня took 7 tricks (fewer) with 45 card points: 45 → 40 (a 5 rounds down); Борис 150 − 40 = 110.
    t.ok(&["deal", "--dealer", "Борис", "--won", "Аня=7,Борис=9", "--points", "Аня=45", "--last", "Борис"]);
    assert_eq!(totals(&t), [40, 110]);
    // Борис took 7 with 46: 46 → 50; Аня 100. Given as Аня's 104, the count is still Борис's 46.
    t.ok(&["deal", "--won", "Аня=9,Борис=7", "--points", "Аня=104", "--last", "Аня"]);
    assert_eq!(totals(&t), [140, 160]);
    let row = last_row(&t);
    assert_eq!(row["counted_by"], "Борис");
    assert_eq!(row["counted"], 46);
    assert_eq!(row["cards"]["Борис"], 50);
    let explain = t.ok(&["explain"]);
    assert!(explain.contains("[terz.score.rounding]") && explain.contains("46 → 50"), "{explain}");
}

#[test]
fn a_deal_always_splits_150_and_a_player_without_tricks_has_nothing() {
    let t = table();
    // Аня took no trick: she counts 0 and Борис writes all 150.
    t.ok(&["deal", "--dealer", "Аня", "--won", "Аня=0,Борис=16", "--points", "Борис=150", "--last", "Борис"]);
    assert_eq!(totals(&t), [0, 150]);
    // 8–8: the player who did not take the last trick counts (Борис, 75 → 70), Аня writes 80.
    t.ok(&["deal", "--won", "Аня=8,Борис=8", "--points", "Аня=75,Борис=75", "--last", "Аня"]);
    assert_eq!(totals(&t), [80, 220]);
    // Without rounding the count is written as it is.
    let u = Table::new();
    u.ok(&["new", "terz", "--players", "Аня,Борис", "--option", "rounding=false"]);
    u.ok(&["deal", "--dealer", "Аня", "--won", "Аня=7,Борис=9", "--points", "Аня=45", "--last", "Борис"]);
    assert_eq!(totals(&u), [45, 105]);
}

#[test]
fn only_the_best_combination_scores_and_the_marriage_stands_apart() {
    let t = table();
    // Аня: «пятьдесят» (7-8-9-10♥, 50); Борис: four jacks (200) — the best, so Аня's fifty scores
    // nothing. Аня's marriage (K♠ Q♠ of trumps) scores 20 anyway. Cards: Аня 7 tricks, 62 → 60;
    // Борис 90. Аня 60 + 20 = 80; Борис 90 + 200 = 290.
    t.ok(&[
        "deal",
        "--dealer",
        "Борис",
        "--won",
        "Аня=7,Борис=9",
        "--points",
        "Аня=62",
        "--last",
        "Борис",
        "--declare",
        "Аня:7H-10H",
        "--declare",
        "Борис:four:J",
        "--marriage",
        "Аня",
        "--trump",
        "spades",
    ]);
    assert_eq!(totals(&t), [80, 290]);
    // Equal terzes Q-K-A in two suits: the trump one wins (Борис, ♣ trump): Борис 20 and his
    // other terz 7-8-9♦ too; Аня's Q-K-A♥ nothing. Cards: Борис 6 tricks, 40; Аня 110.
    t.ok(&[
        "deal",
        "--won",
        "Аня=10,Борис=6",
        "--points",
        "Борис=40",
        "--last",
        "Аня",
        "--declare",
        "Аня:QH KH AH",
        "--declare",
        "Борис:QC-AC",
        "--declare",
        "Борис:7D-9D",
        "--trump",
        "clubs",
    ]);
    assert_eq!(totals(&t), [190, 370]);
    // Equal terzes in plain suits: the one declared first (Аня's).
    t.ok(&[
        "deal",
        "--won",
        "Аня=10,Борис=6",
        "--points",
        "Борис=40",
        "--last",
        "Аня",
        "--declare",
        "Аня:QH-AH",
        "--declare",
        "Борис:QD-AD",
        "--trump",
        "clubs",
    ]);
    assert_eq!(totals(&t), [320, 410]);
    // Without the trump, equal combinations cannot be told apart.
    t.refused(
        &[
            "deal",
            "--won",
            "Аня=10,Борис=6",
            "--points",
            "Борис=40",
            "--last",
            "Аня",
            "--declare",
            "Аня:QH-AH",
            "--declare",
            "Борис:QD-AD",
        ],
        "terz.combination.best",
    );
}

#[test]
fn the_game_ends_at_500_and_the_last_trick_settles_both_at_once() {
    let t = table();
    // 16 tricks to Аня: 150 a deal; four jacks 200 in the third: 150, 300, 650.
    t.ok(&["deal", "--dealer", "Борис", "--won", "Аня=16,Борис=0", "--points", "Аня=150", "--last", "Аня"]);
    t.ok(&["deal", "--won", "Аня=16,Борис=0", "--points", "Аня=150", "--last", "Аня"]);
    t.ok(&["deal", "--won", "Аня=16,Борис=0", "--points", "Аня=150", "--last", "Аня", "--declare", "Аня:four:J"]);
    let v = t.json(&["show"]);
    assert_eq!(v["winner"], "Аня", "{v}");
    t.refused(&["deal", "--won", "Аня=8,Борис=8", "--points", "Аня=70", "--last", "Аня"], "match.finished");
    // Both over 500 in one deal: the taker of the last trick wins.
    let u = table();
    u.ok(&[
        "deal",
        "--dealer",
        "Борис",
        "--won",
        "Аня=8,Борис=8",
        "--points",
        "Аня=70",
        "--last",
        "Аня",
        "--declare",
        "Аня:four:J",
        "--declare",
        "Аня:four:A",
    ]);
    u.ok(&[
        "deal",
        "--won",
        "Аня=8,Борис=8",
        "--points",
        "Аня=70",
        "--last",
        "Аня",
        "--declare",
        "Борис:four:J",
        "--declare",
        "Борис:four:A",
    ]);
    // Аня 70+300 = 370, then 70 → 440; Борис 80 (counted, 8–8, no last trick) then 80+300 → 460.
    assert_eq!(totals(&u), [440, 460]);
    u.ok(&[
        "deal",
        "--won",
        "Аня=8,Борис=8",
        "--points",
        "Аня=70",
        "--last",
        "Аня",
        "--declare",
        "Аня:four:J",
        "--declare",
        "Борис:QD-AD",
    ]);
    // Аня 440 + 70 + 200 = 710; Борис 460 + 80 = 540: both over, Аня took the last trick.
    assert_eq!(totals(&u), [710, 540]);
    assert_eq!(u.json(&["show"])["winner"], "Аня");
    // 501 where tricks are counted: 500 is not enough.
    let w = Table::new();
    w.ok(&["new", "terz", "--players", "Аня,Борис", "--option", "target=501"]);
    for _ in 0..2 {
        w.ok(&["deal", "--won", "Аня=16,Борис=0", "--points", "Аня=150", "--last", "Аня", "--dealer", "Аня"]);
    }
    w.ok(&["deal", "--won", "Аня=16,Борис=0", "--points", "Аня=150", "--last", "Аня", "--declare", "Аня:four:Q"]);
    assert_eq!(totals(&w), [550, 0]);
    assert_eq!(w.json(&["show"])["winner"], "Аня");
}

// ---------------------------------------------------------------------------------------------
// Penalties.

#[test]
fn a_false_announcement_gives_its_value_and_a_hundred_uphill() {
    let t = table();
    // Борис announced a false «пятьдесят»: Аня writes 50, Борис needs 600.
    t.ok(&[
        "deal",
        "--dealer",
        "Борис",
        "--won",
        "Аня=7,Борис=9",
        "--points",
        "Аня=60",
        "--last",
        "Борис",
        "--false-announcement",
        "Борис=50",
    ]);
    assert_eq!(totals(&t), [110, 90]);
    let row = last_row(&t);
    assert_eq!(row["needs"]["Борис"], 600);
    assert_eq!(row["needs"]["Аня"], 500);
    let sheet = t.ok(&["show"]);
    assert!(sheet.contains("needs 600") && sheet.contains("сто в гору"), "{sheet}");
    // The same as its own entry: a false «терц» by Аня — Борис writes 20, Аня needs 600.
    t.ok(&["penalty", "--player", "Аня", "--reason", "false-announcement", "--points", "20"]);
    assert_eq!(totals(&t), [110, 110]);
    // Борис reaches 500 but needs 600: the game goes on; 600 wins it.
    t.ok(&["deal", "--won", "Аня=0,Борис=16", "--points", "Борис=150", "--last", "Борис", "--declare", "Борис:four:J"]);
    t.ok(&["deal", "--won", "Аня=0,Борис=16", "--points", "Борис=150", "--last", "Борис"]);
    assert_eq!(totals(&t), [110, 610]);
    assert_eq!(t.json(&["show"])["winner"], "Борис");
    // A value no combination has is refused.
    let u = table();
    u.refused(
        &[
            "deal",
            "--dealer",
            "Борис",
            "--won",
            "Аня=7,Борис=9",
            "--points",
            "Аня=60",
            "--last",
            "Борис",
            "--false-announcement",
            "Борис=30",
        ],
        "terz.penalty.false-announcement",
    );
    u.refused(&["penalty", "--player", "Аня", "--reason", "false-announcement"], "terz.penalty.false-announcement");
}

#[test]
fn drawing_out_of_turn_or_an_extra_card_loses_the_game() {
    let t = table();
    t.ok(&["deal", "--dealer", "Борис", "--won", "Аня=7,Борис=9", "--points", "Аня=60", "--last", "Борис"]);
    t.ok(&["deal", "--out-of-turn", "Аня"]);
    let v = t.json(&["show"]);
    assert_eq!(v["winner"], "Борис", "{v}");
    let u = table();
    u.ok(&["penalty", "--player", "Борис", "--reason", "extra-card"]);
    assert_eq!(u.json(&["show"])["winner"], "Аня");
    let w = table();
    w.ok(&["deal", "--dealer", "Борис", "--extra-card", "Борис"]);
    assert_eq!(w.json(&["show"])["winner"], "Аня");
    // A lost game records nothing else.
    let x = table();
    x.refused(
        &["deal", "--dealer", "Борис", "--out-of-turn", "Аня", "--won", "Аня=7,Борис=9"],
        "terz.penalty.out-of-turn",
    );
    x.refused(&["penalty", "--player", "Аня", "--reason", "extra-card", "--points", "50"], "terz.penalty.extra-card");
}

#[test]
fn a_miscount_goes_to_the_opponent() {
    let t = table();
    t.ok(&["deal", "--dealer", "Борис", "--won", "Аня=7,Борис=9", "--points", "Аня=60", "--last", "Борис"]);
    // Аня wrote 20 too many: taken off her, given to Борис.
    t.ok(&["penalty", "--player", "Аня", "--reason", "miscount", "--points", "20"]);
    assert_eq!(totals(&t), [40, 110]);
    t.ok(&["deal", "--won", "Аня=7,Борис=9", "--points", "Аня=60", "--last", "Борис", "--miscount", "Борис=10"]);
    assert_eq!(totals(&t), [110, 190]);
    t.refused(&["penalty", "--player", "Аня", "--reason", "miscount", "--points", "-5"], "terz.penalty.miscount");
}

// ---------------------------------------------------------------------------------------------
// The full record.

#[test]
fn the_full_record_scores_as_its_quick_entry() {
    let t = table();
    let f = t.file("deal.txt", &record(&DEAL, HANDS));
    t.ok(&["deal", "--dealer", "Борис", "--tricks", &f]);
    // 8–8, Борис took the last trick: Аня counts 76 → 80, Борис 70. Terz J-Q-K♣ (Борис) beats
    // terz 7-8-9♦ (Аня): Борис +20. Аня's marriage +20. Аня 100, Борис 90.
    assert_eq!(totals(&t), [100, 90]);
    let q = table();
    q.ok(&[
        "deal",
        "--dealer",
        "Борис",
        "--won",
        "Аня=8,Борис=8",
        "--points",
        "Аня=76",
        "--last",
        "Борис",
        "--declare",
        "Аня:7D-9D",
        "--declare",
        "Борис:JC-KC",
        "--marriage",
        "Аня",
        "--trump",
        "hearts",
    ]);
    assert_eq!(totals(&q), [100, 90]);
    // Both at once agree; a different count does not.
    let both = table();
    both.ok(&[
        "deal",
        "--dealer",
        "Борис",
        "--tricks",
        &f,
        "--won",
        "Аня=8,Борис=8",
        "--points",
        "Борис=74",
        "--last",
        "Борис",
        "--marriage",
        "Аня",
    ]);
    assert_eq!(totals(&both), [100, 90]);
    both.refused(&["deal", "--tricks", &f, "--points", "Борис=70"], "terz.entry.disagree");
    // Without the hands, without the draws: the same.
    let g = table();
    let f2 = g.file("bare.txt", &record(&bare(&DEAL), ""));
    g.ok(&["deal", "--dealer", "Борис", "--tricks", &f2]);
    assert_eq!(totals(&g), [100, 90]);
}

fn refused_record(lines: &[&str], header: &str, rule: &str) -> String {
    let t = table();
    let f = t.file("deal.txt", &record(lines, header));
    t.refused(&["deal", "--dealer", "Борис", "--tricks", &f], rule)
}

/// The trick lines without their draws.
fn bare(lines: &[&'static str]) -> Vec<&'static str> {
    lines.iter().map(|l| l.split(" | draw").next().unwrap_or(l)).collect()
}

/// Борис plays 8♠ on Аня's A♦ at trick 3 although he holds 10♦, J♦ and K♦ (10♦ goes at trick 4
/// instead of 8♠): the tricks and the points are those of the legal deal.
fn renege_at_trick_3() -> Vec<&'static str> {
    with(&[(3, "3. AD 8S | declare Аня 7D 8D 9D | draw 9C QC"), (4, "4. KS 10D | draw AC JC")])
}

#[test]
fn while_the_talon_lasts_the_second_card_follows_suit_or_trumps() {
    // The draws written: every hand is known, and trick 3 is refused.
    let e = refused_record(&renege_at_trick_3(), "", "terz.play.follow-suit");
    assert!(e.contains("trick 3") && e.contains("Борис played 8♠") && e.contains("10♦ (played at trick 4)"), "{e}");
    // The hands written without the draws: the cards dealt are known, 10♦ among them.
    let e = refused_record(&bare(&renege_at_trick_3()), HANDS, "terz.play.follow-suit");
    assert!(e.contains("trick 3") && e.contains("Борис played 8♠"), "{e}");
    // Without the hands or the draws nothing is known of a hand while the talon lasts: the record
    // stands, and scores as the legal deal.
    let t = table();
    let f = t.file("deal.txt", &record(&bare(&renege_at_trick_3()), ""));
    t.ok(&["deal", "--dealer", "Борис", "--tricks", &f]);
    assert_eq!(totals(&t), [100, 90]);
    // A table that plays any card while the talon lasts says so: `talon_play=free`.
    let u = Table::new();
    u.ok(&["new", "terz", "--players", "Аня,Борис", "--option", "talon_play=free"]);
    let f = u.file("deal.txt", &record(&renege_at_trick_3(), ""));
    u.ok(&["deal", "--dealer", "Борис", "--tricks", &f]);
    assert_eq!(totals(&u), [100, 90]);
    u.refused(&["new", "terz", "--players", "Аня,Борис", "--option", "talon_play=any"], "terz.option.value");
}

#[test]
fn the_jack_of_trumps_is_never_forced_while_the_talon_lasts_either() {
    // Борис's only trump at tricks 1 and 2 is the J♥ he took for 7♥: 7♠ on K♥ and 9♠ on Q♥ are
    // free. Without `free_jack` he must trump with it at trick 1.
    let t = Table::new();
    t.ok(&["new", "terz", "--players", "Аня,Борис", "--option", "free_jack=false"]);
    let f = t.file("deal.txt", &record(&DEAL, HANDS));
    let e = t.refused(&["deal", "--dealer", "Борис", "--tricks", &f], "terz.play.follow-suit");
    assert!(e.contains("trick 1") && e.contains("Борис played 7♠") && e.contains("J♥ (played at trick 5)"), "{e}");
}

#[test]
fn late_stage_obligations_are_found_with_trick_player_and_card() {
    // Trick 10: Борис plays J♦ on Аня's A♥ while holding 8♥ (played at trick 12).
    let e = refused_record(&with(&[(10, "10. AH JD"), (12, "12. 9H 8H")]), "", "terz.play.follow-suit");
    assert!(e.contains("trick 10") && e.contains("Борис played J♦") && e.contains("8♥ (played at trick 12)"), "{e}");
    // Trick 12: Борис leads A♠; Аня, void in spades, plays 7♦ while holding 7♥ and 9♥ of trumps.
    let e = refused_record(
        &with(&[
            (11, "11. JS 10S"),
            (12, "12. AS 7D"),
            (13, "13. QS 7H"),
            (14, "14. 9H 7C"),
            (15, "15. 9D JD"),
            (16, "16. KC QD"),
        ]),
        "",
        "terz.play.trump",
    );
    assert!(e.contains("trick 12") && e.contains("Аня played 7♦") && e.contains("7♥ (played at trick 13)"), "{e}");
    // Trick 8: Аня plays 8♦ on Борис's J♦ while holding Q♦ (played at trick 16): must beat.
    let e = refused_record(&with(&[(8, "8. JD 8D"), (12, "12. 9H KD")]), "", "terz.play.beat");
    assert!(e.contains("trick 8") && e.contains("Аня played 8♦") && e.contains("Q♦ (played at trick 16)"), "{e}");
    refused_record(&with(&[(1, "1. Борис:KH 7S")]), "", "terz.play.out-of-turn");
}

#[test]
fn the_talon_is_broken_by_the_first_tricks_loser_and_ends_with_the_turned_card() {
    // Аня won the first trick: she may not draw before Борис has broken the talon.
    let e = refused_record(
        &with(&[(1, "1. KH 7S | declare Аня KH QH | exchange Борис | draw Аня:JS Борис:10C")]),
        HANDS,
        "terz.talon.break",
    );
    assert!(e.contains("Борис") && e.contains("breaks the talon"), "{e}");
    // Named in the right order, the same draws are fine.
    let t = table();
    let ok = with(&[(1, "1. KH 7S | declare Аня KH QH | exchange Борис | draw Борис:10C Аня:JS")]);
    let f = t.file("deal.txt", &record(&ok, HANDS));
    t.ok(&["deal", "--dealer", "Борис", "--tricks", &f]);
    // Without the exchange the turned J♥ is the talon's last card: Борис played it at trick 5.
    let e = refused_record(&bare(&with(&[(1, "1. KH 7S | declare Аня KH QH")])), "", "terz.talon.last");
    assert!(e.contains("trick 5") && e.contains("J♥"), "{e}");
    // A card played before it was drawn: 9♥ comes to Аня after trick 5, she leads it at trick 4
    // (what Борис might have owed on it does not come into question).
    let e = refused_record(&with(&[(4, "4. 9H 8S | draw AC JC"), (12, "12. KS JD")]), "", "terz.play.held");
    assert!(e.contains("trick 4") && e.contains("Аня played 9♥"), "{e}");
    // The draws after every trick while the talon lasts or after none.
    refused_record(&with(&[(3, "3. AD 10D | declare Аня 7D 8D 9D")]), HANDS, "terz.talon.draw");
}

#[test]
fn the_trump_seven_is_exchanged_only_while_more_than_two_cards_remain() {
    let moved = with(&[
        (1, "1. KH 7S | declare Аня KH QH | draw 10C JS"),
        (7, "7. QC 8C | declare Борис JC QC KC | exchange Борис | draw AS 7H"),
    ]);
    let e = refused_record(&moved, "", "terz.exchange.late");
    assert!(e.contains("trick 7") && e.contains("Борис"), "{e}");
    // Аня cannot exchange a seven she does not hold.
    refused_record(
        &with(&[(1, "1. KH 7S | declare Аня KH QH | exchange Аня | draw 10C JS")]),
        "",
        "terz.exchange.held",
    );
}

#[test]
fn combinations_are_declared_before_ones_own_lead_with_nine_cards() {
    // Борис declares at trick 4, where Аня leads.
    refused_record(
        &with(&[(7, "7. QC 8C | draw AS 7H"), (4, "4. KS 8S | declare Борис JC QC KC | draw AC JC")]),
        "",
        "terz.declare.turn",
    );
    // Борис declares at trick 15 (his lead, but only eight cards or fewer).
    refused_record(
        &with(&[(7, "7. QC 8C | draw AS 7H"), (15, "15. KC 7D | declare Борис JC QC KC")]),
        "",
        "terz.declare.late",
    );
    // Not a combination.
    refused_record(&with(&[(3, "3. AD 10D | declare Аня 7D 9D | draw 9C QC")]), "", "terz.declare.cards");
}

#[test]
fn the_marriage_is_declared_before_any_lead_the_opponents_included() {
    // Аня keeps K♥ Q♥ to tricks 10 and 12 (leading A♥ and 9♥ in their place at tricks 1 and 2)
    // and declares the marriage before trick 6, which Борис leads. The points are the deal's.
    let lines = bare(&with(&[
        (1, "1. AH 7S | exchange Борис"),
        (2, "2. 9H 9S"),
        (6, "6. 10C 9C | declare Аня KH QH"),
        (10, "10. KH 8H"),
        (12, "12. QH JD"),
    ]));
    let t = table();
    let f = t.file("deal.txt", &record(&lines, ""));
    t.ok(&["deal", "--dealer", "Борис", "--tricks", &f]);
    assert_eq!(totals(&t), [100, 90]);
    assert_eq!(last_row(&t)["marriage"], "Аня");
}

#[test]
fn a_combination_declared_without_its_cards_is_a_false_announcement() {
    // Аня declares Q♠ K♠ A♠ before trick 3: Q♠ and A♠ are Борис's. A false «терц»: Борис writes
    // 20 and Аня needs 100 more. Cards 80/70, Борис's terz beats Аня's (+20), Аня's marriage +20:
    // Аня 100, Борис 70 + 20 + 20 = 110.
    let false_terz = with(&[(3, "3. AD 10D | declare Аня 7D 8D 9D | declare Аня QS KS AS | draw 9C QC")]);
    let t = table();
    let f = t.file("deal.txt", &record(&false_terz, HANDS));
    t.ok(&["deal", "--dealer", "Борис", "--tricks", &f]);
    assert_eq!(totals(&t), [100, 110]);
    assert_eq!(last_row(&t)["needs"]["Аня"], 600);
    let explain = t.ok(&["explain"]);
    assert!(explain.contains("[terz.declare.held]") && explain.contains("trick 3"), "{explain}");
    assert!(explain.contains("[terz.penalty.false-announcement]"), "{explain}");
    // Written beside the record, the quick entry agrees with it, or is refused.
    let u = table();
    u.ok(&["deal", "--dealer", "Борис", "--tricks", &f, "--false-announcement", "Аня=20"]);
    assert_eq!(totals(&u), [100, 110]);
    u.refused(&["deal", "--tricks", &f, "--false-announcement", "Аня=50"], "terz.entry.disagree");
    // A marriage declared by the player without it: 20 to the opponent. Аня 80 + 20 (her own
    // marriage) + 20 = 120; Борис 70 + 20 = 90, and he needs 600.
    let w = table();
    let f = w.file("deal.txt", &record(&with(&[(6, "6. 10C 9C | declare Борис KH QH | draw KC QD")]), ""));
    w.ok(&["deal", "--dealer", "Борис", "--tricks", &f]);
    assert_eq!(totals(&w), [120, 90]);
    assert_eq!(last_row(&w)["needs"]["Борис"], 600);
}

// ---------------------------------------------------------------------------------------------
// Bad input through the binary: exit 1, the rule id, the ledger unchanged.

#[test]
fn bad_quick_entry_is_refused_and_nothing_is_written() {
    let t = table();
    let base = ["deal", "--dealer", "Борис"];
    let cases: &[(&[&str], &str)] = &[
        (&["--won", "Аня=7,Борис=8", "--points", "Аня=60", "--last", "Борис"], "terz.tricks.sum"),
        (&["--points", "Аня=60", "--last", "Борис"], "terz.tricks.sum"),
        (&["--won", "Аня=7,Борис=9", "--points", "Аня=60,Борис=80", "--last", "Борис"], "terz.points.sum"),
        (&["--won", "Аня=7,Борис=9", "--points", "Аня=160", "--last", "Борис"], "terz.points.range"),
        (&["--won", "Аня=0,Борис=16", "--points", "Аня=20", "--last", "Борис"], "terz.points.range"),
        (&["--won", "Аня=7,Борис=9", "--last", "Борис"], "terz.points.range"),
        (&["--won", "Аня=7,Борис=9", "--points", "Аня=60"], "terz.last-trick"),
        (&["--won", "Аня=0,Борис=16", "--points", "Аня=0", "--last", "Аня"], "terz.last-trick"),
        (
            &["--won", "Аня=7,Борис=9", "--points", "Аня=60", "--last", "Борис", "--declare", "Аня"],
            "terz.declare.format",
        ),
        (
            &["--won", "Аня=7,Борис=9", "--points", "Аня=60", "--last", "Борис", "--declare", "Аня:four:9"],
            "terz.declare.cards",
        ),
        (
            &[
                "--won",
                "Аня=7,Борис=9",
                "--points",
                "Аня=60",
                "--last",
                "Борис",
                "--declare",
                "Аня:9H-KH",
                "--declare",
                "Борис:QH-AH",
            ],
            "terz.declare.cards",
        ),
        (
            &["--won", "Аня=7,Борис=9", "--points", "Аня=60", "--last", "Борис", "--miscount", "Аня=0"],
            "terz.penalty.miscount",
        ),
        (
            &["--won", "Аня=7,Борис=9", "--points", "Аня=60", "--last", "Борис", "--out-of-turn", "Аня"],
            "terz.penalty.out-of-turn",
        ),
    ];
    for (rest, rule) in cases {
        let mut args = base.to_vec();
        args.extend_from_slice(rest);
        t.refused(&args, rule);
    }
    // The dealer after a deal is its last trick's taker.
    t.ok(&["deal", "--dealer", "Борис", "--won", "Аня=7,Борис=9", "--points", "Аня=60", "--last", "Борис"]);
    let e = t.refused(
        &["deal", "--dealer", "Аня", "--won", "Аня=7,Борис=9", "--points", "Аня=60", "--last", "Борис"],
        "terz.deal.dealer",
    );
    assert!(e.contains("Борис"), "{e}");
    // Options.
    let u = Table::new();
    u.refused(&["new", "terz", "--players", "Аня,Борис", "--option", "target=0"], "terz.option.value");
    u.refused(&["new", "terz", "--players", "Аня,Борис", "--option", "bonus=5"], "terz.option.unknown");
    u.refused(&["new", "terz", "--players", "Аня,Борис,Вера"], "match.players.count");
}

#[test]
fn bad_play_records_are_refused() {
    refused_record(&DEAL[..15], "", "terz.play.card-count");
    refused_record(&with(&[(16, "16. 7C QD 8D")]), "", "terz.play.trick-size");
    refused_record(&with(&[(16, "16. 7C AS")]), "", "terz.play.duplicate-card");
    refused_record(&with(&[(16, "16. 7C 6D")]), "", "terz.play.not-in-deck");
    refused_record(&with(&[(2, "2. QH 9S | draw 7D 8H | shuffle")]), "", "terz.play.format");
    let t = table();
    let f = t.file("deal.txt", &DEAL.join("\n"));
    t.refused(&["deal", "--dealer", "Борис", "--tricks", &f], "terz.play.turned");
    refused_record(&DEAL, "hands: Аня=8C 8D 9D AD 10H QH KH AH; Борис=7C 10D JD KD 7H 7S 8S 9S QS", "terz.play.hands");
}

#[test]
fn errors_speak_russian_and_bulgarian() {
    let t = table();
    let out = t.run(&[
        "--lang",
        "ru",
        "deal",
        "--dealer",
        "Борис",
        "--won",
        "Аня=7,Борис=8",
        "--points",
        "Аня=60",
        "--last",
        "Борис",
    ]);
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("взятки") && err.contains("[terz.tricks.sum]"), "{err}");
    let out = t.run(&[
        "--lang",
        "bg",
        "deal",
        "--dealer",
        "Борис",
        "--won",
        "Аня=7,Борис=8",
        "--points",
        "Аня=60",
        "--last",
        "Борис",
    ]);
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("взятките") && err.contains("[terz.tricks.sum]"), "{err}");
}
