//! Property tests of Bezique's referee: random legal deals of every variant, played out by a
//! random player written from the book's rules apart from the referee (benches/support/bezique.rs),
//! are accepted whatever the record's form — JSON or text, with or without the draws, the hands
//! and the players' names — and the referee finds exactly what the player scored: every
//! declaration in order, the brisks, the last trick.

use crate::support::bezique;
use crate::support::rng;

use bezique::{random_deal, Deal, Form, Style};
use kozyr::cards::{Card, Rank, Suit};
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

/// Scores a one-deal match of `deal` written as `record` through the game's own replay.
fn replay_one(v: Variant, teams: bool, record: Value) -> Result<Vec<i64>, kozyr::games::RuleError> {
    let game = kozyr::games::find("bezique")?;
    let players: Vec<String> = NAMES[..v.seats()].iter().map(|s| s.to_string()).collect();
    let teams_map = json!({"Север": ["Аня", "Вера"], "Юг": ["Борис", "Глеб"]});
    let options = json!({"variant": v.id()});
    let setup = game.setup(
        &players,
        teams.then(|| teams_map.as_object().expect("teams")),
        options.as_object().expect("options"),
    )?;
    let entry = kozyr::games::Entry::Deal(record);
    let r = game.replay(&setup, &[(1, &entry)])?;
    Ok(r.scored[0].scores.clone())
}

/// The quick entry of a deal — its declarations in order, brisks, last trick, turned card — scores
/// exactly what its full record scores, and the two given together agree.
fn quick_agrees(seed: u64, v: Variant, teams: bool, form: Form, text: bool) -> Result<(), TestCaseError> {
    let style = Style { previous_trump: false, ..Style::default() };
    let deal = random_deal(&mut Rng::new(seed), v, teams, style);
    if !form.draws && deal.tricks.iter().any(|t| t.declares.iter().any(|d| d.kind == Kind::CarteBlanche)) {
        return Ok(());
    }
    let names = &NAMES[..v.seats()];
    let play = if text { Value::String(deal.text(names, form)) } else { deal.json(names, form) };
    let quick = bezique::quick_json(&deal, names);
    let mut full = serde_json::Map::new();
    full.insert("dealer".into(), json!(names[deal.dealer]));
    let irr = bezique::irregularities_json(&deal, names);
    if !irr.is_empty() {
        full.insert("irregularities".into(), Value::Array(irr));
    }
    full.insert("play".into(), play.clone());
    let mut both = quick.clone();
    both.insert("play".into(), play);
    let fail = |what: &str, e: kozyr::games::RuleError| {
        TestCaseError::fail(format!("{v:?} seed {seed}: {what} refused: {} [{}]", e.message(), e.rule))
    };
    let q = replay_one(v, teams, Value::Object(quick)).map_err(|e| fail("quick entry", e))?;
    let f = replay_one(v, teams, Value::Object(full)).map_err(|e| fail("full entry", e))?;
    let b = replay_one(v, teams, Value::Object(both)).map_err(|e| fail("quick and full entry", e))?;
    prop_assert_eq!(&q, &f, "quick and full entry score alike");
    prop_assert_eq!(&q, &b);
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]

    #[test]
    fn quick_and_full_entry_agree_two_handed(seed in any::<u64>(), (f, text) in form()) {
        quick_agrees(seed, Variant::Two, false, f, text)?;
    }

    #[test]
    fn quick_and_full_entry_agree_no_trump(seed in any::<u64>(), (f, text) in form()) {
        quick_agrees(seed, Variant::NoTrump, false, f, text)?;
    }

    #[test]
    fn quick_and_full_entry_agree_three_handed(seed in any::<u64>(), (f, text) in form()) {
        quick_agrees(seed, Variant::Three, false, f, text)?;
    }

    #[test]
    fn quick_and_full_entry_agree_four_handed(seed in any::<u64>(), teams in any::<bool>(), (f, text) in form()) {
        quick_agrees(seed, Variant::Four, teams, f, text)?;
    }

    #[test]
    fn quick_and_full_entry_agree_six_pack(seed in any::<u64>(), (f, text) in form()) {
        quick_agrees(seed, Variant::SixPack, false, f, text)?;
    }
}

// ------------------------------------------------------------------ broken records

const VARIANTS: [Variant; 5] = [Variant::Two, Variant::NoTrump, Variant::Three, Variant::Four, Variant::SixPack];

fn referee_deal(deal: &Deal, form: Form) -> Result<kozyr::games::bezique::play::Played, kozyr::games::RuleError> {
    let v = deal.variant;
    let names = &NAMES[..v.seats()];
    let (setup, options) = setup(v, deal.teams);
    let irr = irregularities(deal);
    let ctx = PlayContext {
        setup: &setup,
        options: &options,
        dealer: deal.dealer,
        previous_trump: deal.previous_trump,
        irregularities: &irr,
    };
    read_play(&deal.json(names, form), &ctx)
}

/// The winner of trick `t`: the next trick's leader, or the last trick's taker.
fn winner(deal: &Deal, t: usize) -> usize {
    deal.tricks.get(t + 1).map_or(deal.last, |n| n.plays[0].0)
}

fn stock_tricks(deal: &Deal) -> usize {
    deal.tricks.len() - deal.variant.hand()
}

/// Trump in force at trick `t`: the turned card's suit, or the first marriage's or sequence's
/// declared before it.
fn trump_at(deal: &Deal, t: usize) -> Option<Suit> {
    if let Some(c) = deal.turned {
        return Some(c.suit());
    }
    let first = |d: &bezique::Decl| matches!(d.kind, Kind::Marriage | Kind::Sequence).then(|| d.cards[0].suit());
    deal.show.iter().find_map(first).or_else(|| deal.tricks[..t].iter().flat_map(|x| &x.declares).find_map(first))
}

fn beats(c: Card, best: Card, trump: Option<Suit>) -> bool {
    let order = |r: Rank| {
        [Rank::Seven, Rank::Eight, Rank::Nine, Rank::Jack, Rank::Queen, Rank::King, Rank::Ten, Rank::Ace]
            .iter()
            .position(|&x| x == r)
    };
    if c.suit() == best.suit() {
        order(c.rank()) > order(best.rank())
    } else {
        Some(c.suit()) == trump
    }
}

/// The obligation `c` breaks when played by a player holding `held` on `before` (cards so far).
fn broken(held: &[Card], before: &[Card], c: Card, trump: Option<Suit>) -> Option<&'static str> {
    let led = before[0].suit();
    let mut best = before[0];
    for &x in &before[1..] {
        if beats(x, best, trump) {
            best = x;
        }
    }
    let has = |s: Suit| held.iter().any(|x| x.suit() == s);
    if has(led) && c.suit() != led {
        return Some("bezique.play.follow-suit");
    }
    let tr = trump.filter(|&t| !has(led) && has(t));
    if let Some(t) = tr {
        if c.suit() != t {
            return Some("bezique.play.trump");
        }
    }
    let pool: Vec<Card> =
        held.iter().copied().filter(|x| x.suit() == led || (!has(led) && Some(x.suit()) == tr)).collect();
    if !beats(c, best, trump) && pool.iter().any(|&x| beats(x, best, trump)) {
        return Some("bezique.play.win");
    }
    None
}

const BARE: Form = Form { draws: false, hands: false, prefixes: false };
const EXACT: Form = Form { draws: true, hands: true, prefixes: false };

/// `form`, with the draws where a carte blanche at a draw needs them.
fn written(deal: &Deal, form: Form) -> Form {
    let blanche = deal.tricks.iter().any(|t| t.declares.iter().any(|d| d.kind == Kind::CarteBlanche));
    if blanche {
        Form { draws: true, ..form }
    } else {
        form
    }
}

/// Index of the card winning `cards`.
fn winning(cards: &[Card], trump: Option<Suit>) -> usize {
    let mut best = 0;
    for (i, &c) in cards.iter().enumerate().skip(1) {
        if beats(c, cards[best], trump) {
            best = i;
        }
    }
    best
}

proptest! {
    #![proptest_config(ProptestConfig { max_global_rejects: 1 << 16, ..ProptestConfig::with_cases(64) })]

    /// In the late stage a card swapped with one its player plays later, which the obligations
    /// forbade, is caught at that trick as the rule it breaks.
    #[test]
    fn a_renege_in_the_late_stage_is_caught(seed in any::<u64>(), v in 0usize..5, teams in any::<bool>()) {
        let v = VARIANTS[v];
        let mut deal = random_deal(&mut Rng::new(seed), v, teams && v == Variant::Four, Style::default());
        let n = v.seats();
        let stock = stock_tricks(&deal);
        let mut found = None;
        'search: for t in stock..deal.tricks.len() {
            for k in 1..n {
                let (s, _, call) = deal.tricks[t].plays[k];
                let held: Vec<Card> =
                    deal.tricks[t..].iter().flat_map(|x| &x.plays).filter(|p| p.0 == s).map(|p| p.1).collect();
                let before: Vec<Card> = deal.tricks[t].plays[..k].iter().map(|p| p.1).collect();
                for u in t + 1..deal.tricks.len() {
                    let j = deal.tricks[u].plays.iter().position(|p| p.0 == s).expect("one card each");
                    let (_, c, call2) = deal.tricks[u].plays[j];
                    if call || call2 {
                        continue;
                    }
                    // The same winners after the swap, so every later card keeps its player.
                    let trump = trump_at(&deal, t);
                    let swapped = |x: usize, i: usize, with: Card| {
                        let mut cards: Vec<Card> = deal.tricks[x].plays.iter().map(|p| p.1).collect();
                        let before = winning(&cards, trump_at(&deal, x));
                        cards[i] = with;
                        before == winning(&cards, trump_at(&deal, x))
                    };
                    let a = deal.tricks[t].plays[k].1;
                    if !swapped(t, k, c) || !swapped(u, j, a) {
                        continue;
                    }
                    if let Some(rule) = broken(&held, &before, c, trump) {
                        found = Some((t, k, u, j, s, rule));
                        break 'search;
                    }
                }
            }
        }
        prop_assume!(found.is_some());
        let (t, k, u, j, s, rule) = found.expect("found");
        let a = deal.tricks[t].plays[k].1;
        deal.tricks[t].plays[k].1 = deal.tricks[u].plays[j].1;
        deal.tricks[u].plays[j].1 = a;
        let e = referee_deal(&deal, written(&deal, BARE)).expect_err("a renege");
        prop_assert_eq!(e.rule.as_str(), rule, "{}", e.message());
        prop_assert_eq!(e.trick, Some(t + 1));
        prop_assert_eq!(e.player.as_deref(), Some(NAMES[s]));
    }

    /// A declaration made by a player who did not win the trick is refused.
    #[test]
    fn a_declaration_by_the_tricks_loser_is_refused(seed in any::<u64>(), v in 0usize..5, exact in any::<bool>()) {
        let v = VARIANTS[v];
        let mut deal = random_deal(&mut Rng::new(seed), v, false, Style::default());
        let at = deal.tricks.iter().enumerate().find_map(|(t, x)| {
            x.declares.iter().position(|d| !matches!(d.kind, Kind::Dix | Kind::CarteBlanche)).map(|i| (t, i))
        });
        prop_assume!(at.is_some());
        let (t, i) = at.expect("found");
        let loser = (winner(&deal, t) + 1) % v.seats();
        deal.tricks[t].declares[i].player = loser;
        deal.tricks[t].declares[i].named = true;
        let e = referee_deal(&deal, written(&deal, if exact { EXACT } else { BARE })).expect_err("not the winner");
        prop_assert_eq!(e.rule.as_str(), "bezique.declare.turn", "{}", e.message());
        prop_assert_eq!(e.trick, Some(t + 1));
        prop_assert_eq!(e.player.as_deref(), Some(NAMES[loser]));
    }

    /// A second declaration in one turn is refused.
    #[test]
    fn two_declarations_in_a_turn_are_refused(seed in any::<u64>(), v in 0usize..5) {
        let v = VARIANTS[v];
        let mut deal = random_deal(&mut Rng::new(seed), v, false, Style::default());
        let at = deal.tricks.iter().position(|x| x.declares.iter().any(|d| !matches!(d.kind, Kind::Dix | Kind::CarteBlanche)));
        prop_assume!(at.is_some());
        let t = at.expect("found");
        let d = deal.tricks[t].declares.iter().find(|d| !matches!(d.kind, Kind::Dix | Kind::CarteBlanche)).cloned().expect("one");
        deal.tricks[t].declares.push(d);
        let e = referee_deal(&deal, written(&deal, BARE)).expect_err("two in a turn");
        prop_assert_eq!(e.rule.as_str(), "bezique.declare.one-per-turn", "{}", e.message());
        prop_assert_eq!(e.trick, Some(t + 1));
    }

    /// A marriage declared again with the same king and queen, still on the table, is refused in
    /// every variant (six-pack too: neither card has been played).
    #[test]
    fn a_marriage_declared_twice_with_the_same_cards_is_refused(seed in any::<u64>(), v in 0usize..5, exact in any::<bool>()) {
        let v = VARIANTS[v];
        let mut deal = random_deal(&mut Rng::new(seed), v, false, Style::default());
        let stock = stock_tricks(&deal);
        let mut found = None;
        'search: for (t, x) in deal.tricks.iter().enumerate() {
            for d in x.declares.iter().filter(|d| d.kind == Kind::Marriage) {
                let p = d.player;
                let (k, q) = (d.cards.iter().find(|c| c.rank() == Rank::King).copied(), d.cards.iter().find(|c| c.rank() == Rank::Queen).copied());
                let (Some(k), Some(q)) = (k, q) else { continue };
                let plays = |from: usize, to: usize, c: Card| {
                    deal.tricks[from..to].iter().flat_map(|y| &y.plays).filter(|y| y.0 == p && y.1 == c).count()
                };
                for u in t + 1..stock {
                    let y = &deal.tricks[u];
                    let quiet = y.declares.iter().all(|d| matches!(d.kind, Kind::Dix | Kind::CarteBlanche));
                    if winner(&deal, u) != p || !quiet || y.pass {
                        continue;
                    }
                    let end = deal.tricks.len();
                    if plays(t + 1, u + 1, k) + plays(t + 1, u + 1, q) == 0 && plays(u + 1, end, k) == 1 && plays(u + 1, end, q) == 1 {
                        found = Some((u, p, vec![k, q]));
                        break 'search;
                    }
                }
            }
        }
        prop_assume!(found.is_some());
        let (u, p, cards) = found.expect("found");
        deal.tricks[u].declares.push(bezique::Decl { player: p, named: true, kind: Kind::Marriage, cards });
        let e = referee_deal(&deal, written(&deal, if exact { EXACT } else { BARE })).expect_err("used twice");
        prop_assert_eq!(e.rule.as_str(), "bezique.declare.reuse", "{}", e.message());
        prop_assert_eq!(e.trick, Some(u + 1));
        prop_assert_eq!(e.player.as_deref(), Some(NAMES[p]));
    }

    /// The player who drew the last face-down card of the stock declares no more; in six-pack
    /// nobody declares once the stock is gone.
    #[test]
    fn a_declaration_after_the_right_is_lost_is_refused(seed in any::<u64>(), v in 0usize..5) {
        let v = VARIANTS[v];
        let mut deal = random_deal(&mut Rng::new(seed), v, false, Style { irregular: false, ..Style::default() });
        let stock = stock_tricks(&deal);
        let n = v.seats();
        let last = deal.tricks[stock - 1].draws.len();
        let back = if v.turns_trump() { 2 } else { 1 };
        // The normal round of draws: winner first, clockwise.
        let lost = (winner(&deal, stock - 1) + last - back) % n;
        let at = (stock..deal.tricks.len()).find(|&u| v == Variant::SixPack || winner(&deal, u) == lost);
        prop_assume!(at.is_some());
        let u = at.expect("found");
        let p = winner(&deal, u);
        // Four aces: a declaration that fixes no trump (which would move every later card).
        deal.tricks[u].declares.retain(|d| d.kind == Kind::Dix);
        deal.tricks[u].declares.push(bezique::Decl {
            player: p,
            named: true,
            kind: Kind::Four,
            cards: Suit::ALL.iter().map(|&s| Card::new(Rank::Ace, s)).collect(),
        });
        let e = referee_deal(&deal, written(&deal, BARE)).expect_err("too late");
        prop_assert_eq!(e.rule.as_str(), "bezique.declare.late", "{}", e.message());
        prop_assert_eq!(e.trick, Some(u + 1));
    }

    /// A name in front of a card that is not the player whose turn it was.
    #[test]
    fn a_card_under_the_wrong_name_is_out_of_turn(seed in any::<u64>(), v in 0usize..5, t in 0usize..32) {
        let v = VARIANTS[v];
        let mut deal = random_deal(&mut Rng::new(seed), v, false, Style::default());
        let t = t % deal.tricks.len();
        let n = v.seats();
        let (s, _, _) = deal.tricks[t].plays[1];
        deal.tricks[t].plays[1].0 = (s + 1) % n;
        let e = referee_deal(&deal, written(&deal, Form { prefixes: true, ..BARE })).expect_err("out of turn");
        prop_assert_eq!(e.rule.as_str(), "bezique.play.out-of-turn", "{}", e.message());
        prop_assert_eq!(e.trick, Some(t + 1));
    }

    /// With draws: a stock trick without its draws, and a round of draws one card short.
    #[test]
    fn draws_are_given_for_every_stock_trick_one_card_each(seed in any::<u64>(), v in 0usize..5, t in 0usize..24) {
        let v = VARIANTS[v];
        let deal = random_deal(&mut Rng::new(seed), v, false, Style { irregular: false, ..Style::default() });
        let t = t % stock_tricks(&deal);
        let mut missing = deal.clone();
        missing.tricks[t].draws.clear();
        let e = referee_deal(&missing, EXACT).expect_err("a stock trick without draws");
        prop_assert_eq!(e.rule.as_str(), "bezique.play.draws", "{}", e.message());
        let mut short = deal;
        short.tricks[t].draws.pop();
        let e = referee_deal(&short, EXACT).expect_err("a card short");
        prop_assert_eq!(e.rule.as_str(), "bezique.play.draws", "{}", e.message());
        prop_assert_eq!(e.trick, Some(t + 1));
    }

    /// The turned card is exchanged once, while the stock lasts.
    #[test]
    fn the_turned_card_is_exchanged_once_while_the_stock_lasts(seed in any::<u64>(), v in 0usize..3, late in any::<bool>()) {
        let v = [Variant::Two, Variant::Three, Variant::Four][v];
        let mut deal = random_deal(&mut Rng::new(seed), v, false, Style::default());
        let stock = stock_tricks(&deal);
        let first = deal.tricks.iter().position(|x| x.exchange);
        let u = if late {
            stock + (seed as usize) % v.hand()
        } else {
            prop_assume!(first.is_some_and(|f| f + 1 < stock));
            first.expect("an exchange") + 1
        };
        prop_assume!(!deal.tricks[u].exchange);
        deal.tricks[u].exchange = true;
        let e = referee_deal(&deal, written(&deal, BARE)).expect_err("no exchange");
        prop_assert_eq!(e.rule.as_str(), "bezique.dix.exchange", "{}", e.message());
        prop_assert_eq!(e.trick, Some(u + 1));
    }
}

/// The random player reaches what the properties above are about: exchanges, dixes played, a
/// sequence on its marriage, beziques built up, partners' cards and passes, six-pack's re-melds,
/// fours of trumps and carte blanche at the deal and at a draw — so that their acceptance is
/// tested, not assumed.
#[test]
fn the_random_player_reaches_every_path_the_properties_test() {
    let mut seen: std::collections::BTreeSet<String> = std::collections::BTreeSet::new();
    for (v, teams) in [(Variant::Two, false), (Variant::Three, false), (Variant::Four, true), (Variant::SixPack, false)]
    {
        for seed in 0..300u64 {
            let d = random_deal(&mut Rng::new(seed), v, teams, Style::default());
            let tag = |what: &str| format!("{}:{what}", v.id());
            seen.extend(d.events.iter().map(|e| tag(e)));
            for t in &d.tricks {
                if t.exchange {
                    seen.insert(tag("exchange"));
                }
                if t.pass {
                    seen.insert(tag("pass"));
                }
                if t.plays.iter().any(|p| p.2) {
                    seen.insert(tag("dix-played"));
                }
                if t.declares.iter().any(|x| x.kind == Kind::CarteBlanche) {
                    seen.insert(tag("carte-blanche-drawn"));
                }
            }
            if d.show.iter().any(|x| x.kind == Kind::CarteBlanche) {
                seen.insert(tag("carte-blanche-dealt"));
            }
            for x in &d.declared {
                if x.kind == Kind::Four && x.suit.is_some() {
                    seen.insert(tag("four-trumps"));
                }
                if x.kind.bezique_pairs() >= 2 {
                    seen.insert(tag("double-or-more"));
                }
            }
            if d.skip.is_some() || d.short.is_some() || !d.removed.is_empty() {
                seen.insert(tag("irregular"));
            }
        }
    }
    let want = [
        "two:exchange",
        "two:dix-played",
        "two:sequence-on-marriage",
        "two:build-up",
        "two:irregular",
        "three:exchange",
        "four:partner",
        "four:pass",
        "six-pack:remeld",
        "six-pack:build-up",
        "six-pack:double-or-more",
        "six-pack:four-trumps",
        "six-pack:carte-blanche-dealt",
        "six-pack:carte-blanche-drawn",
        "six-pack:from-table",
    ];
    let missing: Vec<&str> = want.iter().copied().filter(|w| !seen.contains(*w)).collect();
    assert!(missing.is_empty(), "the random player never reaches {missing:?}");
}

/// A six-pack deal the random player made with twelve bezique pairs declared: re-melds made of
/// cards freed from two different melds. Quick entry once refused it (at most 11 pairs), though the
/// referee accepts it and every play in it is legal.
#[test]
fn six_pack_remelds_of_freed_cards_are_not_refused_by_quick_entry() {
    for bits in 0..16u8 {
        let f = Form { draws: bits & 1 != 0, hands: bits & 2 != 0, prefixes: bits & 4 != 0 };
        quick_agrees(1993778571207321122, Variant::SixPack, false, f, bits & 8 != 0)
            .unwrap_or_else(|e| panic!("form {bits}: {e}"));
    }
}
