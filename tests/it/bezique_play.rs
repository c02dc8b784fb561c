//! Bezique's full entry, the referee: play records read in both written forms, the rules a record
//! can break placed at their trick and player, and the binary taking a deal's tricks from a file
//! (`kozyr deal --tricks FILE`) — scoring it as its quick entry would, or refusing it and writing
//! nothing. The records are random legal deals of benches/support/bezique.rs, broken in one place.

use crate::support::common;

use crate::support::bezique;
use crate::support::rng;

use bezique::{random_deal, Deal, Form, Style};
use common::*;
use kozyr::cards::{Card, Rank, Suit};
use kozyr::games::bezique::irregular::Irregularity;
use kozyr::games::bezique::play::{parse_record, read_play, PlayContext, Played};
use kozyr::games::bezique::{BeziqueOptions, Kind, Variant};
use kozyr::games::{RuleError, Setup, Team};
use rng::Rng;
use serde_json::{json, Value};

const NAMES: [&str; 4] = ["Аня", "Борис", "Вера", "Глеб"];
const BARE: Form = Form { draws: false, hands: false, prefixes: false };
const EXACT: Form = Form { draws: true, hands: false, prefixes: false };
const PLAIN: Style = Style { declare: 6, keep: 6, irregular: false, previous_trump: false };

fn setup(v: Variant, teams: bool) -> (Setup, BeziqueOptions) {
    let players: Vec<String> = NAMES[..v.seats()].iter().map(|s| s.to_string()).collect();
    let teams = teams.then(|| {
        vec![
            Team { name: "Мы".into(), members: vec!["Аня".into(), "Вера".into()] },
            Team { name: "Они".into(), members: vec!["Борис".into(), "Глеб".into()] },
        ]
    });
    let options = json!({"variant": v.id()});
    let o = BeziqueOptions::from_map(options.as_object().expect("an object")).expect("valid options");
    (Setup { game: "bezique", players, teams, options }, o)
}

fn referee_as(deal: &Deal, record: &Value) -> Result<Played, RuleError> {
    let (setup, options) = setup(deal.variant, deal.teams);
    let irr: Vec<Irregularity> = vec![];
    let ctx = PlayContext {
        setup: &setup,
        options: &options,
        dealer: deal.dealer,
        previous_trump: deal.previous_trump,
        irregularities: &irr,
    };
    read_play(record, &ctx)
}

fn referee(deal: &Deal, form: Form) -> Result<Played, RuleError> {
    referee_as(deal, &deal.json(&NAMES[..deal.variant.seats()], form))
}

/// The first deal of `v` from seed 1 on that `pred` likes.
fn find(v: Variant, teams: bool, pred: impl Fn(&Deal) -> bool) -> Deal {
    (1..5000u64)
        .map(|seed| random_deal(&mut Rng::new(seed), v, teams, PLAIN))
        .find(|d| pred(d))
        .expect("a deal like that within 5000 seeds")
}

fn refused(deal: &Deal, form: Form) -> RuleError {
    match referee(deal, form) {
        Ok(_) => panic!("accepted:\n{}", deal.text(&NAMES[..deal.variant.seats()], form)),
        Err(e) => e,
    }
}

fn stock_tricks(deal: &Deal) -> usize {
    deal.tricks.len() - deal.variant.hand()
}

/// The winner of trick `t`: the next trick's leader, or the last trick's taker.
fn winner(deal: &Deal, t: usize) -> usize {
    deal.tricks.get(t + 1).map_or(deal.last, |n| n.plays[0].0)
}

/// What each player holds before trick `t` (hand and table), from the hands dealt and the draws
/// of a deal without irregularities: winner first, clockwise.
fn holding(deal: &Deal, t: usize) -> Vec<Vec<Card>> {
    let n = deal.seats;
    let mut held = deal.hands.clone();
    for (u, x) in deal.tricks[..t].iter().enumerate() {
        for &(s, c, _) in &x.plays {
            let i = held[s].iter().position(|&h| h == c).expect("held");
            held[s].remove(i);
        }
        let w = winner(deal, u);
        if x.exchange {
            let seven = Card::new(Rank::Seven, deal.turned.expect("turned").suit());
            let i = held[w].iter().position(|&h| h == seven).expect("a seven");
            held[w][i] = deal.turned.expect("turned");
        }
        for (k, &c) in x.draws.iter().enumerate() {
            held[(w + k) % n].push(c);
        }
    }
    held
}

// ---------------------------------------------------------------------------------------------
// The written forms
// ---------------------------------------------------------------------------------------------

#[test]
fn the_text_form_of_the_rules_page_reads_as_its_json() {
    let text = "# deal.txt — two players, Аня deals, Борис leads\n\
                turned: 9H\n\
                hands: Аня=AS 10S KS QS JD 9C 8D 7C ; Борис=9S 8S 7H KD QD AD 10D 9D\n\
                9S AS | declare marriage KS QS | draw 8H JC\n\
                8D 10D | exchange | draw KC 8C\n";
    let j = json!({"turned": "9H",
        "hands": {"Аня": "AS 10S KS QS JD 9C 8D 7C", "Борис": "9S 8S 7H KD QD AD 10D 9D"},
        "tricks": [
            {"cards": "9S AS", "declare": {"kind": "marriage", "cards": "KS QS"}, "draws": "8H JC"},
            {"cards": ["Аня:8D", "Борис:10D"], "exchange": true, "draws": "KC 8C"}]});
    let (s, _) = setup(Variant::Two, false);
    let a = parse_record(&Value::String(text.into()), &s).expect("the text form");
    let mut b = parse_record(&j, &s).expect("the JSON form");
    assert_eq!(b.plays[2].seat, Some(0));
    b.plays.iter_mut().for_each(|p| p.seat = None);
    assert_eq!(a, b);
    assert_eq!(a.turned, Some(Card::new(Rank::Nine, Suit::Hearts)));
    assert_eq!((a.tricks.len(), a.shown.len()), (2, 1));
    assert!(a.tricks[1].exchange && !a.tricks[0].exchange);
    assert_eq!(a.shown[0].kind, Kind::Marriage);
}

#[test]
fn every_form_of_a_record_proves_the_same() {
    for (v, teams) in [(Variant::Two, false), (Variant::Four, true), (Variant::SixPack, false)] {
        let deal = random_deal(&mut Rng::new(7), v, teams, PLAIN);
        let names = &NAMES[..v.seats()];
        let first = referee(&deal, EXACT).expect("accepted");
        assert_eq!(first.declarations, deal.declared);
        for draws in [false, true] {
            for hands in [false, true] {
                let form = Form { draws, hands, prefixes: hands };
                if !draws && deal.tricks.iter().any(|t| t.declares.iter().any(|d| d.kind == Kind::CarteBlanche)) {
                    continue;
                }
                assert_eq!(referee_as(&deal, &deal.json(names, form)).as_ref(), Ok(&first), "{v:?} JSON {form:?}");
                let text = Value::String(deal.text(names, form));
                assert_eq!(referee_as(&deal, &text).as_ref(), Ok(&first), "{v:?} text {form:?}");
            }
        }
    }
}

#[test]
fn the_brisks_add_up_to_the_decks_aces_and_tens_and_six_pack_counts_none() {
    for v in [Variant::Two, Variant::NoTrump, Variant::Three, Variant::Four, Variant::SixPack] {
        let deal = random_deal(&mut Rng::new(11), v, false, PLAIN);
        let p = referee(&deal, BARE).expect("accepted");
        let want = if v == Variant::SixPack { 0 } else { 8 * u32::from(v.packs()) };
        assert_eq!(p.brisks.iter().sum::<u32>(), want, "{v:?}");
        assert_eq!(p.last_trick, deal.last);
    }
}

// ---------------------------------------------------------------------------------------------
// Rules a record breaks
// ---------------------------------------------------------------------------------------------

/// Two stock tricks where the second player's cards neither follow nor trump (the leader wins
/// both whichever is played where), the later one drawn only after the first trick.
fn drawn_later(d: &Deal) -> Option<(usize, usize, usize, Card, Card)> {
    let stock = stock_tricks(d);
    let trump = d.turned.map(|c| c.suit());
    let plain = |c: Card, lead: Card| c.suit() != lead.suit() && Some(c.suit()) != trump;
    for t in 0..stock {
        let held = holding(d, t);
        let (s, a, call) = d.tricks[t].plays[1];
        for u in t + 1..stock {
            let (s2, b, call2) = d.tricks[u].plays[1];
            let (lt, lu) = (d.tricks[t].plays[0].1, d.tricks[u].plays[0].1);
            if s2 == s
                && !call
                && !call2
                && !held[s].contains(&b)
                && [a, b].iter().all(|&c| plain(c, lt) && plain(c, lu))
            {
                return Some((t, u, s, a, b));
            }
        }
    }
    None
}

#[test]
fn a_card_played_before_its_player_drew_it_is_not_held() {
    let deal = find(Variant::Two, false, |d| drawn_later(d).is_some());
    let (t, u, s, a, b) = drawn_later(&deal).expect("found");
    let mut broken = deal.clone();
    broken.tricks[t].plays[1].1 = b;
    broken.tricks[u].plays[1].1 = a;
    let e = refused(&broken, EXACT);
    assert_eq!(e.rule, "bezique.play.held", "{}", e.message());
    assert_eq!((e.trick, e.player.as_deref(), e.card.clone()), (Some(t + 1), Some(NAMES[s]), Some(b.to_string())));
    assert!(e.message().contains("drawn after trick"), "{}", e.message());
}

#[test]
fn a_seven_of_trumps_scores_once() {
    // A dix shown, then the same seven played with `!`.
    let deal = find(Variant::Two, false, |d| {
        d.tricks.iter().enumerate().any(|(t, x)| {
            x.declares.iter().any(|c| c.kind == Kind::Dix) && {
                let p = x.declares.iter().find(|c| c.kind == Kind::Dix).map(|c| c.player).unwrap_or(0);
                let seven = Card::new(Rank::Seven, d.turned.map_or(Suit::Hearts, |c| c.suit()));
                d.tricks[t + 1..].iter().flat_map(|y| &y.plays).filter(|y| y.0 == p && y.1 == seven).count() == 1
            }
        })
    });
    let seven = Card::new(Rank::Seven, deal.turned.expect("turned").suit());
    let (t, p) = deal
        .tricks
        .iter()
        .enumerate()
        .find_map(|(t, x)| x.declares.iter().find(|c| c.kind == Kind::Dix).map(|c| (t, c.player)))
        .expect("a dix shown");
    let mut broken = deal.clone();
    let (u, k) = (t + 1..deal.tricks.len())
        .find_map(|u| deal.tricks[u].plays.iter().position(|y| y.0 == p && y.1 == seven).map(|k| (u, k)))
        .expect("played later");
    broken.tricks[u].plays[k].2 = true;
    let e = refused(&broken, BARE);
    assert_eq!(e.rule, "bezique.declare.reuse", "{}", e.message());
    assert_eq!((e.trick, e.player.as_deref()), (Some(u + 1), Some(NAMES[p])));
}

#[test]
fn only_a_player_holding_a_fresh_seven_exchanges_it_for_the_turned_card() {
    let deal = find(Variant::Two, false, |d| !d.tricks.iter().any(|x| x.exchange));
    let seven = Card::new(Rank::Seven, deal.turned.expect("turned").suit());
    let t = (0..stock_tricks(&deal))
        .find(|&t| !holding(&deal, t + 1)[winner(&deal, t)].contains(&seven))
        .expect("a winner without the seven");
    let mut broken = deal.clone();
    broken.tricks[t].exchange = true;
    let e = refused(&broken, EXACT);
    assert_eq!(e.rule, "bezique.dix.exchange", "{}", e.message());
    assert_eq!((e.trick, e.player.as_deref()), (Some(t + 1), Some(NAMES[winner(&deal, t)])));
}

#[test]
fn six_pack_trump_is_not_the_last_deals_and_a_bezique_waits_for_it() {
    let deal = find(Variant::SixPack, false, |d| {
        d.tricks.iter().any(|x| x.declares.iter().any(|c| matches!(c.kind, Kind::Marriage | Kind::Sequence)))
    });
    let (t, suit) = deal
        .tricks
        .iter()
        .enumerate()
        .find_map(|(t, x)| {
            x.declares
                .iter()
                .find(|c| matches!(c.kind, Kind::Marriage | Kind::Sequence))
                .map(|c| (t, c.cards[0].suit()))
        })
        .expect("a marriage");
    let mut repeat = deal.clone();
    repeat.previous_trump = Some(suit);
    let e = refused(&repeat, BARE);
    assert_eq!((e.rule.as_str(), e.trick), ("bezique.trump.repeat", Some(t + 1)), "{}", e.message());

    // A bezique shown before the first marriage: six-pack's bezique depends on trump.
    let u = (0..t).find(|&u| deal.tricks[u].declares.is_empty()).expect("a quiet trick before");
    let mut early = deal.clone();
    early.tricks[u].declares.push(bezique::Decl {
        player: winner(&deal, u),
        named: false,
        kind: Kind::Bezique,
        cards: vec![Card::new(Rank::Queen, Suit::Spades), Card::new(Rank::Jack, Suit::Diamonds)],
    });
    let e = refused(&early, BARE);
    assert_eq!((e.rule.as_str(), e.trick), ("bezique.trump.not-yet", Some(u + 1)), "{}", e.message());
}

#[test]
fn carte_blanche_shows_a_hand_without_court_cards_and_needs_the_draws_again() {
    let deal = find(Variant::SixPack, false, |d| !d.show.is_empty());
    referee(&deal, EXACT).expect("accepted");
    let mut court = deal.clone();
    court.show[0].cards[0] = Card::new(Rank::King, Suit::Hearts);
    let e = refused(&court, EXACT);
    assert_eq!(e.rule, "bezique.carte-blanche.hand", "{}", e.message());
    let mut short = deal.clone();
    short.show[0].cards.pop();
    assert_eq!(refused(&short, EXACT).rule, "bezique.carte-blanche.hand");

    let again = find(Variant::SixPack, false, |d| {
        d.tricks.iter().any(|x| x.declares.iter().any(|c| c.kind == Kind::CarteBlanche))
    });
    referee(&again, EXACT).expect("accepted with the draws");
    assert_eq!(refused(&again, BARE).rule, "bezique.carte-blanche.hand");
}

#[test]
fn wrong_cards_for_a_kind_are_refused() {
    let deal =
        find(Variant::Two, false, |d| d.tricks.iter().any(|x| x.declares.iter().any(|c| c.kind == Kind::Marriage)));
    let (t, i) = deal
        .tricks
        .iter()
        .enumerate()
        .find_map(|(t, x)| x.declares.iter().position(|c| c.kind == Kind::Marriage).map(|i| (t, i)))
        .expect("a marriage");
    let mut broken = deal.clone();
    broken.tricks[t].declares[i].cards =
        vec![Card::new(Rank::King, Suit::Spades), Card::new(Rank::Queen, Suit::Hearts)];
    let e = refused(&broken, BARE);
    assert_eq!((e.rule.as_str(), e.trick), ("bezique.declare.cards", Some(t + 1)), "{}", e.message());
    // A triple bezique with two packs.
    broken.tricks[t].declares[i].kind = Kind::TripleBezique;
    broken.tricks[t].declares[i].cards = [Rank::Queen, Rank::Jack]
        .iter()
        .flat_map(|&r| vec![Card::new(r, if r == Rank::Queen { Suit::Spades } else { Suit::Diamonds }); 3])
        .collect();
    assert_eq!(refused(&broken, BARE).rule, "bezique.declare.variant");
}

#[test]
fn a_missing_trick_and_an_extra_copy_are_refused() {
    let deal = random_deal(&mut Rng::new(3), Variant::Two, false, PLAIN);
    let mut short = deal.clone();
    short.tricks.pop();
    assert_eq!(refused(&short, BARE).rule, "bezique.play.card-count");
    let mut extra = deal.clone();
    let a = extra.tricks[0].plays[0].1;
    let b = extra.tricks[0].plays[1].1;
    // Three copies of a card of a two-pack deck.
    let third = extra.tricks.iter().skip(1).position(|x| x.plays.iter().any(|p| p.1 != a && p.1 != b)).expect("x") + 1;
    extra.tricks[0].plays[1].1 = a;
    let mut copies = 2;
    for x in extra.tricks.iter_mut().skip(1) {
        for p in x.plays.iter_mut() {
            if p.1 == a {
                copies -= 1;
            }
        }
    }
    if copies > 0 {
        extra.tricks[third].plays[0].1 = a;
    }
    let e = refused(&extra, BARE);
    assert_eq!(e.rule, "bezique.play.duplicate-card", "{}", e.message());
}

// ---------------------------------------------------------------------------------------------
// Through the binary
// ---------------------------------------------------------------------------------------------

fn new_match(v: Variant) -> Table {
    let t = Table::new();
    let players = NAMES[..v.seats()].join(",");
    let variant = format!("variant={}", v.id());
    t.ok(&["new", "bezique", "--players", &players, "--option", &variant]);
    t
}

/// What the library's replay writes for the deal's quick entry.
fn quick_scores(deal: &Deal) -> Vec<i64> {
    let v = deal.variant;
    let game = kozyr::games::find("bezique").expect("Bezique");
    let players: Vec<String> = NAMES[..v.seats()].iter().map(|s| s.to_string()).collect();
    let setup = game.setup(&players, None, json!({"variant": v.id()}).as_object().expect("options")).expect("setup");
    let entry = kozyr::games::Entry::Deal(Value::Object(bezique::quick_json(deal, &NAMES[..v.seats()])));
    game.replay(&setup, &[(1, &entry)]).expect("the quick entry").scored[0].scores.clone()
}

#[test]
fn kozyr_deal_takes_the_tricks_from_a_file_and_scores_them_as_quick_entry() {
    for (v, form, text) in [
        (Variant::Two, EXACT, true),
        (Variant::Three, BARE, false),
        (Variant::SixPack, Form { draws: true, hands: true, prefixes: true }, true),
    ] {
        let deal = random_deal(&mut Rng::new(5), v, false, PLAIN);
        let names = &NAMES[..v.seats()];
        let t = new_match(v);
        let record = if text { deal.text(names, form) } else { deal.json(names, form).to_string() };
        let file = t.file("deal.txt", &record);
        t.ok(&["deal", "--dealer", names[deal.dealer], "--tricks", &file]);
        let shown = t.json(&["show"]);
        let scores: Vec<i64> =
            names.iter().map(|n| shown["deals"][0]["scores"][n].as_i64().expect("a score")).collect();
        assert_eq!(scores, quick_scores(&deal), "{v:?}: {shown}");
    }
}

#[test]
fn a_record_that_breaks_a_rule_is_refused_and_nothing_is_written() {
    let deal = random_deal(&mut Rng::new(5), Variant::Two, false, PLAIN);
    let t = new_match(Variant::Two);
    let mut broken = deal.clone();
    broken.tricks[4].plays.swap(0, 1);
    let file = t.file("deal.txt", &broken.text(&NAMES[..2], Form { prefixes: true, ..BARE }));
    let err = t.refused(&["deal", "--dealer", NAMES[deal.dealer], "--tricks", &file], "bezique.play.out-of-turn");
    assert!(err.contains("trick 5"), "{err}");
    let file = t.file("bad.txt", "turned: 7H\nAS 7S | shuffle\n");
    t.refused(&["deal", "--tricks", &file], "bezique.play.format");
    // The quick fields given with the tricks must say what the tricks prove.
    let file = t.file("deal.txt", &deal.text(&NAMES[..2], BARE));
    let other = NAMES[1 - deal.last];
    t.refused(&["deal", "--dealer", NAMES[deal.dealer], "--tricks", &file, "--last", other], "bezique.entry.disagree");
}

#[test]
fn a_refusal_is_worded_in_the_readers_language() {
    let deal = random_deal(&mut Rng::new(5), Variant::Two, false, PLAIN);
    let t = new_match(Variant::Two);
    let mut broken = deal.clone();
    broken.tricks[4].plays.swap(0, 1);
    let file = t.file("deal.txt", &broken.text(&NAMES[..2], Form { prefixes: true, ..BARE }));
    let next = NAMES[broken.tricks[4].plays[1].0];
    let words = [
        ("ru", "взятка 5", format!("ход был за игроком {next}")),
        ("bg", "взятка 5", format!("редът беше на {next}")),
        ("en", "trick 5", format!("it was {next}'s turn")),
    ];
    for (lang, trick, turn) in words {
        let out = t
            .kozyr()
            .env("KOZYR_LANG", lang)
            .args(["deal", "--dealer", NAMES[deal.dealer], "--tricks", &file])
            .output()
            .expect("kozyr runs");
        let err = expect_refusal(&out, "bezique.play.out-of-turn", &["deal"]);
        assert!(err.contains(trick) && err.contains(&turn), "{lang}: {err}");
    }
}
