//! One deal of Frap or Khrap: the bidding, the blind frap, the exchange and the cuts, then the
//! tricks — from the quick entry (`--won`) or the play record refereed — and the pot paid out and
//! paid into, every move on the shared money ledger.

use serde_json::{Map, Value};

use super::bidding::{self, Bidding};
use super::exchange::{self, Roles, Swap, CUT_TAKES};
use super::Frap;
use crate::cards::{Card, CardSet, Deck, Rank};
use crate::engine::Seat;
use crate::games::family::{self, deal_map, no_more_fields, Ctx, FamilyDoc, FamilyRules, Item};
use crate::games::stakes::Money;
use crate::games::{shown, split_play_text, RuleError, Setup, Step};
use crate::i18n::{field, signed, Msg};
use crate::msg;

/// The options of a match, read once.
#[derive(Debug, Clone)]
pub struct Terms {
    pub ante: i64,
    pub exchange: i64,
    pub short: i64,
    pub deck: Deck,
    /// Frap's blind frap: the pot's multiples for no trick, one trick, one trick with the trump ace
    /// turned.
    pub blind: [i64; 3],
}

/// A deal read and checked.
#[derive(Debug, Clone)]
pub struct Deal {
    pub dealer: Seat,
    pub bidding: Bidding,
    /// Who cut, in the order they declared it (the first may take the turned trump).
    pub cut: Vec<Seat>,
    /// Who played, in seat order: the frapper, the вистs and the cutters.
    pub playing: Vec<Seat>,
    /// Who led the first trick.
    pub leader: Option<Seat>,
    /// Tricks taken, by match seat.
    pub tricks: Vec<u32>,
    /// The trump card turned for the bidding that ended it, when recorded.
    pub turned: Option<Card>,
    /// The deal was recorded trick by trick.
    pub played: bool,
    /// The exchange and the cuts written card by card, by seat.
    pub swaps: Vec<Swap>,
}

/// The fields of a deal record.
fn fields(game: &Frap) -> Vec<&'static str> {
    let mut f = vec!["dealer", "bidding", "cut", "won", "turned", "exchanged", "exchange", "hands", "play"];
    if !game.khrap {
        f.push("blind");
    }
    f
}

fn format_error(game: &Frap, m: Msg) -> RuleError {
    RuleError::new(format!("{}.deal.format", game.info.id), m)
}

/// A string or a list of strings: `"Аня,Борис"`, `["pass frap", "…"]`; `split` cuts strings at commas.
fn strings(game: &Frap, key: &str, v: &Value, split: bool) -> Result<Vec<String>, RuleError> {
    let bad = || format_error(game, msg!("frap-field-strings", field = field(key)));
    let cut = |s: &str| -> Vec<String> {
        if split {
            s.split(',').map(str::trim).filter(|p| !p.is_empty()).map(String::from).collect()
        } else {
            vec![s.to_string()]
        }
    };
    match v {
        Value::String(s) => Ok(cut(s)),
        Value::Array(a) => {
            let mut out = Vec::new();
            for x in a {
                out.extend(cut(x.as_str().ok_or_else(bad)?));
            }
            Ok(out)
        }
        _ => Err(bad()),
    }
}

fn card(text: &str) -> Result<Card, RuleError> {
    text.trim()
        .parse::<Card>()
        .map_err(|e: crate::cards::CardParseError| RuleError::new("card.notation", e.msg()).with_card(shown(text)))
}

impl Deal {
    /// Reads and checks a deal record; `expected` is the dealer in turn (none before the first deal).
    pub fn read(
        game: &Frap,
        setup: &Setup,
        v: &Value,
        expected: Option<Seat>,
        terms: &Terms,
    ) -> Result<Deal, RuleError> {
        let g = game.info.id;
        let ids = game.ids;
        let names = &setup.players;
        let n = names.len();
        let mut map = deal_map(g, v)?;
        let mut doc = FamilyDoc::take(g, &mut map, &["dealer", "won", "play"])?;
        let rounds = match map.remove("bidding") {
            Some(v) => strings(game, "bidding", &v, false)?,
            None => vec![],
        };
        // Khrap has no blind declaration: its `blind` stays in the map, an unknown field.
        let blind_field = match if game.khrap { None } else { map.remove("blind") } {
            Some(Value::Bool(b)) => b,
            Some(_) => return Err(format_error(game, msg!("frap-field-bool", field = field("blind")))),
            None => false,
        };
        let cut_names = match map.remove("cut") {
            Some(v) => strings(game, "cut", &v, true)?,
            None => vec![],
        };
        let mut turned_text = match map.remove("turned") {
            Some(Value::String(s)) => Some(s),
            Some(_) => return Err(format_error(game, msg!("frap-field-card", field = field("turned")))),
            None => None,
        };
        let exchanged = match map.remove("exchanged") {
            Some(Value::Object(m)) => m,
            Some(_) => return Err(format_error(game, msg!("frap-field-counts", field = field("exchanged")))),
            None => Map::new(),
        };
        let mut swaps_given = match map.remove("exchange") {
            Some(v) => exchange::raw(game, v)?,
            None => vec![],
        };
        let mut hands_given: Vec<(String, String)> = match map.remove("hands") {
            Some(Value::Object(m)) => m
                .into_iter()
                .map(|(k, v)| match v {
                    Value::String(s) => Ok((k, s)),
                    Value::Array(a) => {
                        let parts: Option<Vec<&str>> = a.iter().map(Value::as_str).collect();
                        parts
                            .map(|p| (k, p.join(" ")))
                            .ok_or_else(|| format_error(game, msg!("frap-field-hands", field = field("hands"))))
                    }
                    _ => Err(format_error(game, msg!("frap-field-hands", field = field("hands")))),
                })
                .collect::<Result<_, _>>()?,
            Some(_) => return Err(format_error(game, msg!("frap-field-hands", field = field("hands")))),
            None => vec![],
        };
        no_more_fields(g, &map, &fields(game))?;
        // The text form of the play may carry the turned card and the hands as header lines.
        if let Some(Value::String(text)) = &doc.play {
            let p = split_play_text(text, &["turned", "hands", "exchange"]);
            for (key, value) in &p.headers {
                if key == "turned" {
                    if turned_text.is_some() {
                        return Err(format_error(game, msg!("frap-field-twice", field = field("turned"))));
                    }
                    turned_text = Some(value.clone());
                } else if key == "exchange" {
                    for part in value.split(';').filter(|x| !x.trim().is_empty()) {
                        let (who, list) = part.split_once(['=', ':']).ok_or_else(|| {
                            format_error(game, msg!("frap-field-exchange", field = field("exchange")))
                        })?;
                        swaps_given.push((who.trim().to_string(), list.trim().to_string()));
                    }
                } else {
                    for part in value.split(';').filter(|x| !x.trim().is_empty()) {
                        let (who, list) = part
                            .split_once(['=', ':'])
                            .ok_or_else(|| format_error(game, msg!("frap-field-hands", field = field("hands"))))?;
                        hands_given.push((who.trim().to_string(), list.trim().to_string()));
                    }
                }
            }
            // What the family's reader sees: the tricks only.
            let tricks: Vec<String> = text
                .lines()
                .filter(|l| {
                    let l = l.split('#').next().unwrap_or("").trim().to_lowercase();
                    !(l.starts_with("turned:") || l.starts_with("hands:") || l.starts_with("exchange:"))
                })
                .map(String::from)
                .collect();
            doc.play = Some(Value::String(tricks.join("\n")));
        }

        let dealer = family::dealer(g, setup, doc.dealer.as_deref(), expected)?;
        let bidding = bidding::referee(game, setup, &rounds, dealer)?;
        let turned = turned_text.as_deref().map(card).transpose()?;
        if let Some(c) = turned.filter(|&c| !terms.deck.contains(c)) {
            return Err(
                RuleError::new(ids.turned, msg!("frap-turned-deck", card = c, cards = terms.deck.len())).with_card(c)
            );
        }

        let Some((frapper, _, blind_word)) = bidding.frap else {
            // Everyone passed every round: the cards are dealt again and nothing else happened.
            let what = if !cut_names.is_empty() {
                Some(field("cut"))
            } else if doc.won.is_some() {
                Some(field("won"))
            } else if doc.play.is_some() {
                Some(field("play"))
            } else if !exchanged.is_empty() {
                Some(field("exchanged"))
            } else if !hands_given.is_empty() {
                Some(field("hands"))
            } else if !swaps_given.is_empty() {
                Some(field("exchange"))
            } else if blind_field {
                None
            } else {
                return Ok(Deal {
                    dealer,
                    bidding,
                    cut: vec![],
                    playing: vec![],
                    leader: None,
                    tricks: vec![0; n],
                    turned,
                    played: false,
                    swaps: vec![],
                });
            };
            if let (None, Some(b)) = (&what, &game.ids.blind) {
                return Err(RuleError::new(b.frap, msg!("frap-blind-no-frap", field = field("blind"))));
            }
            return Err(RuleError::new(
                ids.bid_all_pass,
                msg!("frap-all-pass-unplayed", rounds = game.rounds, what = what.unwrap_or_else(|| field("blind"))),
            ));
        };
        let blind = blind_word || blind_field;
        let mut bidding = bidding;
        if let Some((_, _, b)) = bidding.frap.as_mut() {
            *b = blind;
        }

        // The cuts: Khrap's «разрез» said in the bidding, then players who passed, each once, in
        // the order they declared.
        let mut cut: Vec<Seat> = bidding.cuts.clone();
        for name in &cut_names {
            let s = setup.seat(name)?;
            let why = if s == frapper {
                Some(msg!("frap-cut-frapper", player = &names[s], call = super::Call::Frap { blind }.word(game)))
            } else if bidding.vists.contains(&s) {
                Some(msg!("frap-cut-vist", player = &names[s]))
            } else if cut.contains(&s) {
                Some(msg!("frap-cut-twice", player = &names[s]))
            } else {
                None
            };
            if let Some(why) = why {
                return Err(RuleError::new(ids.cut, why).with_player(&names[s]));
            }
            cut.push(s);
        }

        // The exchange written card by card: who took and discarded what.
        let swaps = exchange::parse(game, setup, &swaps_given, &terms.deck)?;
        let roles = Roles { frapper, blind, vists: &bidding.vists, cut: &cut, turned, most: terms.exchange };
        exchange::check(game, names, &swaps, &roles)?;
        let swap_of = |s: Seat| swaps.iter().find(|w| w.seat == s);

        // The exchange: the frapper and the вистs, each at most the agreed number of cards; the
        // blind frapper takes the trump card instead, the cutters their five.
        let mut swapped = 0i64;
        for (name, count) in &exchanged {
            let s = setup.seat(name)?;
            let who = &names[s];
            let k = count
                .as_i64()
                .ok_or_else(|| format_error(game, msg!("frap-field-counts", field = field("exchanged"))))?;
            let allowed = (s == frapper && !blind) || bidding.vists.contains(&s);
            if !allowed {
                let why = if s == frapper {
                    msg!("frap-exchange-blind", player = who)
                } else {
                    msg!("frap-exchange-not", player = who)
                };
                return Err(RuleError::new(ids.exchange_size, why).with_player(who));
            }
            if !(0..=terms.exchange).contains(&k) {
                return Err(RuleError::new(
                    ids.exchange_size,
                    msg!("frap-exchange-size", player = who, cards = k, most = terms.exchange),
                )
                .with_player(who));
            }
            if let Some(w) = swap_of(s).filter(|w| w.discarded.len() as i64 != k) {
                return Err(RuleError::new(
                    ids.exchange_cards,
                    msg!(
                        "frap-swap-counts",
                        player = who,
                        field = field("exchanged"),
                        cards = k,
                        discarded = w.discarded.len()
                    ),
                )
                .with_player(who));
            }
            if swap_of(s).is_none() {
                swapped += k;
            }
        }
        // What the card records take from the stock: the exchanges (the blind frapper's card is the
        // turned trump).
        swapped += swaps
            .iter()
            .filter(|w| !(cut.contains(&w.seat) || (blind && w.seat == frapper)))
            .map(|w| exchange::from_stock(w, turned))
            .sum::<i64>();
        let turned_cards = bidding.all_passed + 1;
        let stock = terms.deck.len() as i64 - (n * game.tricks) as i64 - turned_cards as i64;
        // The first cutter may take the turned trump and four more, unless the blind frapper took it.
        let full = CUT_TAKES as i64;
        let cuts: i64 = cut
            .iter()
            .enumerate()
            .map(|(k, &s)| match swap_of(s) {
                Some(w) => exchange::from_stock(w, turned),
                None if k == 0 && !blind => full - 1,
                None => full,
            })
            .sum();
        if swapped + cuts > stock {
            return Err(RuleError::new(
                ids.exchange_stock,
                msg!(
                    "frap-stock",
                    stock = stock,
                    exchanged = swapped,
                    cut = cuts,
                    players = n,
                    cards = terms.deck.len()
                ),
            ));
        }

        let mut playing: Vec<Seat> =
            std::iter::once(frapper).chain(bidding.vists.iter().copied()).chain(cut.iter().copied()).collect();
        playing.sort_unstable();
        let leader = cut.first().copied().unwrap_or(frapper);
        let mut tricks = vec![0u32; n];
        let mut played = false;
        if playing.len() == 1 {
            // The frapper alone: every trick is his, and nothing is played.
            if doc.play.is_some() || !hands_given.is_empty() {
                return Err(RuleError::new(
                    ids.uncontested,
                    msg!("frap-alone-play", player = &names[frapper], tricks = game.tricks),
                )
                .with_player(&names[frapper]));
            }
            if let Some(won) = &doc.won {
                for (k, &w) in won {
                    let s = setup.seat(k)?;
                    if s != frapper || w != game.tricks as i64 {
                        return Err(RuleError::new(
                            ids.uncontested,
                            msg!("frap-alone-won", player = &names[frapper], tricks = game.tricks),
                        )
                        .with_player(&names[frapper]));
                    }
                }
            }
            tricks[frapper] = game.tricks as u32;
        } else {
            let trump = turned.map(Card::suit);
            if doc.play.is_some() && trump.is_none() {
                return Err(RuleError::new(ids.turned, msg!("frap-turned-missing", field = field("turned"))));
            }
            if doc.play.is_none() && !hands_given.is_empty() {
                return Err(RuleError::new(ids.hands, msg!("frap-hands-no-play", field = field("play"))));
            }
            let mut ctx = Ctx::new(g, setup, &terms.deck, game.tricks, dealer);
            ctx.playing = playing.clone();
            ctx.leader = leader;
            let rules = FamilyRules {
                trump,
                must_trump: true,
                ..FamilyRules::plain(playing.len(), game.tricks, terms.deck.clone())
            };
            let items = [Item::tricks(ids.trick, 1)];
            let got = family::read(&ctx, &doc, &rules, &items)?;
            tricks = got.tally.tricks.unwrap_or(tricks);
            if let Some(p) = &got.play {
                played = true;
                if let Some(t) = turned {
                    // Only the blind frapper or the first cutter takes the turned card.
                    let may = |s: Seat| (blind && s == frapper) || (!blind && cut.first() == Some(&s));
                    let at = p.plays.iter().position(|q| q.card == t);
                    let holder = (0..n).find(|&s| p.outcome.hands[s].contains(t));
                    if let (Some(i), Some(s)) = (at, holder) {
                        if !may(s) {
                            let mut e = RuleError::new(
                                ids.turned,
                                msg!("frap-turned-held", player = &names[s], card = t, trick = i / playing.len() + 1),
                            )
                            .with_player(&names[s])
                            .with_card(t);
                            e.trick = Some(i / playing.len() + 1);
                            return Err(e);
                        }
                    }
                }
                let played: Vec<CardSet> = p.outcome.hands.iter().map(|h| h.present()).collect();
                exchange::check_play(game, names, &swaps, &played)?;
                let mut seen = CardSet::EMPTY;
                for (name, list) in &hands_given {
                    let s = ctx.playing_seat(name)?;
                    let who = &names[s];
                    let mut given = CardSet::EMPTY;
                    for w in list.split([' ', ',', '\t']).filter(|w| !w.is_empty()) {
                        let c = card(w)?;
                        if !given.insert(c) || seen.contains(c) {
                            return Err(RuleError::new(ids.hands, msg!("frap-hands-twice", player = who, card = c))
                                .with_player(who)
                                .with_card(c));
                        }
                    }
                    seen = seen.union(given);
                    let held = p.outcome.hands[s].present();
                    if let Some(c) = given.difference(held).iter().next() {
                        return Err(RuleError::new(ids.hands, msg!("frap-hands-unplayed", player = who, card = c))
                            .with_player(who)
                            .with_card(c));
                    }
                    if let Some(c) = held.difference(given).iter().next() {
                        return Err(RuleError::new(ids.hands, msg!("frap-hands-not-held", player = who, card = c))
                            .with_player(who)
                            .with_card(c));
                    }
                }
            }
        }
        if let (true, Some(b), None) = (blind && tricks[frapper] == 1, &ids.blind, turned) {
            return Err(RuleError::new(
                b.turned,
                msg!("frap-blind-turned", player = &names[frapper], field = field("turned")),
            )
            .with_player(&names[frapper]));
        }
        Ok(Deal { dealer, bidding, cut, playing, leader: Some(leader), tricks, turned, played, swaps })
    }

    /// Moves the deal's money: the antes (none after a new deal for passes), the stake grown for
    /// every round everyone passed, the tricks' share of the pot and what the failing players pay
    /// into it. Returns the steps of the explanation; `redeal` says whether the pot is already
    /// staked for the next deal (`true` on the way in and out when everyone passed every round).
    pub fn settle(
        &self,
        game: &Frap,
        terms: &Terms,
        money: &mut Money,
        redeal: &mut bool,
        names: &[String],
    ) -> (Vec<Step>, Option<i64>) {
        let ids = game.ids;
        let n = names.len();
        let mut steps = Vec::new();
        if *redeal {
            steps.push(Step { rule: ids.redeal, text: msg!("frap-step-redeal", pot = money.bank) });
        } else {
            for s in 0..n {
                money.pay_in(s, terms.ante);
            }
            steps.push(Step {
                rule: ids.ante,
                text: msg!("frap-step-ante", ante = terms.ante, players = n, pot = money.bank),
            });
        }
        for r in 1..=self.bidding.all_passed {
            for s in 0..n {
                money.pay_in(s, terms.ante);
            }
            let last = r == game.rounds;
            steps.push(Step {
                rule: ids.bid_all_pass,
                text: msg!(
                    "frap-step-all-pass",
                    round = r,
                    times = r + 1,
                    ante = terms.ante,
                    pot = money.bank,
                    last = if last { "yes" } else { "no" }
                ),
            });
        }
        let Some((frapper, round, blind)) = self.bidding.frap else {
            *redeal = true;
            return (steps, None);
        };
        *redeal = false;
        let pot = money.bank;
        let fname = &names[frapper];
        steps.push(Step {
            rule: ids.lead,
            text: match self.cut.first() {
                Some(&c) => msg!("frap-step-lead-cut", player = &names[c]),
                None => msg!("frap-step-lead", player = fname, call = super::Call::Frap { blind }.word(game)),
            },
        });
        let alone = self.playing.len() == 1;
        if alone {
            steps.push(Step {
                rule: ids.uncontested,
                text: msg!("frap-step-alone", player = fname, tricks = game.tricks),
            });
        }
        let took = self.tricks[frapper];
        if game.khrap {
            if took >= game.need {
                let share = if round == 1 { pot } else { pot / 2 };
                let got = money.pay_out(frapper, share);
                steps.push(Step {
                    rule: ids.trick,
                    text: msg!(
                        "frap-step-khrap",
                        player = fname,
                        tricks = took,
                        round = round,
                        amount = got,
                        pot = pot
                    ),
                });
                if pot - share > 0 {
                    steps.push(Step { rule: ids.remainder, text: msg!("frap-step-half-left", left = pot - share) });
                }
            }
            if let Some(rule) = ids.others {
                let others: Vec<Msg> = self
                    .playing
                    .iter()
                    .filter(|&&s| s != frapper && self.tricks[s] > 0)
                    .map(|&s| msg!("frap-player-tricks", player = &names[s], tricks = self.tricks[s]))
                    .collect();
                if !others.is_empty() {
                    steps.push(Step { rule, text: msg!("frap-step-others", players = others) });
                }
            }
        } else {
            let quarter = pot / game.tricks as i64;
            for &s in &self.playing {
                let t = self.tricks[s];
                if t > 0 {
                    let got = money.pay_out(s, quarter * i64::from(t));
                    steps.push(Step {
                        rule: ids.trick,
                        text: msg!(
                            "frap-step-quarter",
                            player = &names[s],
                            tricks = t,
                            quarter = quarter,
                            amount = got
                        ),
                    });
                }
            }
            let left = pot - quarter * game.tricks as i64;
            if left > 0 {
                steps.push(Step { rule: ids.remainder, text: msg!("frap-step-remainder", pot = pot, left = left) });
            }
        }
        // What the failing players pay into the pot, played for after the next deal.
        if took < game.need {
            let (rule, amount, text) = match (&ids.blind, blind, took) {
                (Some(b), true, 0) => {
                    let x = terms.blind[0];
                    (
                        b.none,
                        pot * x,
                        msg!("frap-step-blind-none", player = fname, times = x, pot = pot, amount = pot * x),
                    )
                }
                (Some(b), true, _) => {
                    let ace = self.turned.is_some_and(|c| c.rank() == Rank::Ace);
                    let (rule, x) = if ace { (b.one_ace, terms.blind[2]) } else { (b.one, terms.blind[1]) };
                    let text = msg!(
                        "frap-step-blind-one",
                        player = fname,
                        ace = if ace { "yes" } else { "no" },
                        times = x,
                        pot = pot,
                        amount = pot * x
                    );
                    (rule, pot * x, text)
                }
                (_, _, 0) => (ids.none, pot * 2, msg!("frap-step-none", player = fname, pot = pot, amount = pot * 2)),
                _ => (
                    ids.short,
                    terms.short,
                    msg!("frap-step-short", player = fname, tricks = took, need = game.need, amount = terms.short),
                ),
            };
            money.pay_in(frapper, amount);
            steps.push(Step { rule, text });
        }
        for &s in self.playing.iter().filter(|&&s| s != frapper && self.tricks[s] == 0) {
            money.pay_in(s, pot);
            let cutter = self.cut.contains(&s);
            steps.push(Step {
                rule: ids.vist_none,
                text: msg!(
                    "frap-step-vist-none",
                    player = &names[s],
                    cut = if cutter { "yes" } else { "no" },
                    amount = pot
                ),
            });
        }
        (steps, Some(pot))
    }

    /// What the sheet writes beside each player: his declaration and tricks.
    pub fn annotations(&self, game: &Frap) -> Vec<Msg> {
        let n = self.tricks.len();
        let Some((frapper, _, blind)) = self.bidding.frap else { return vec![] };
        (0..n)
            .map(|s| {
                let role = if s == frapper {
                    if blind {
                        "blind"
                    } else if game.khrap {
                        "khrap"
                    } else {
                        "frap"
                    }
                } else if self.bidding.vists.contains(&s) {
                    "vist"
                } else if self.cut.contains(&s) {
                    if game.khrap {
                        "razrez"
                    } else {
                        "cut"
                    }
                } else {
                    return msg!("frap-cell-pass");
                };
                msg!("frap-cell", role = role, tricks = self.tricks[s])
            })
            .collect()
    }

    /// The sheet's line for the deal.
    pub fn summary(&self, game: &Frap, names: &[String]) -> Msg {
        let dealer = &names[self.dealer];
        match self.bidding.frap {
            None => msg!("frap-summary-redeal", dealer = dealer, rounds = game.rounds),
            Some((f, round, blind)) => msg!(
                "frap-summary",
                dealer = dealer,
                player = &names[f],
                call = super::Call::Frap { blind }.word(game),
                round = round,
                tricks = self.tricks[f],
                need = game.need
            ),
        }
    }

    /// The deal's fields in the JSON view.
    pub fn extra(&self, names: &[String], pot: Option<i64>) -> Map<String, Value> {
        let mut m = Map::new();
        let name = |s: Seat| Value::from(names[s].clone());
        m.insert("dealer".into(), name(self.dealer));
        m.insert("all_passed".into(), self.bidding.all_passed.into());
        match self.bidding.frap {
            Some((f, round, blind)) => {
                m.insert("frapper".into(), name(f));
                m.insert("round".into(), round.into());
                m.insert("blind".into(), blind.into());
            }
            None => {
                m.insert("frapper".into(), Value::Null);
            }
        }
        m.insert("vists".into(), self.bidding.vists.iter().map(|&s| name(s)).collect());
        m.insert("cut".into(), self.cut.iter().map(|&s| name(s)).collect());
        m.insert("leader".into(), self.leader.map_or(Value::Null, name));
        m.insert(
            "won".into(),
            self.playing.iter().map(|&s| (names[s].clone(), Value::from(self.tricks[s]))).collect::<Map<_, _>>().into(),
        );
        if let Some(c) = self.turned {
            m.insert("turned".into(), c.ascii().into());
        }
        m.insert("played".into(), self.played.into());
        if !self.swaps.is_empty() {
            let list = |cs: &[Card]| Value::from(cs.iter().map(|c| c.ascii()).collect::<Vec<_>>());
            let swaps: Map<String, Value> = self
                .swaps
                .iter()
                .map(|w| {
                    let mut o = Map::new();
                    o.insert("discarded".into(), list(&w.discarded));
                    o.insert("taken".into(), list(&w.taken));
                    (names[w.seat].clone(), Value::Object(o))
                })
                .collect();
            m.insert("exchange".into(), swaps.into());
        }
        m.insert("pot".into(), pot.into());
        m
    }
}

/// The text of a fine paid into the pot.
pub fn fine_text(player: &str, reason: &str, amount: i64) -> Msg {
    msg!("frap-fine", player = player, reason = reason, amount = signed(-amount))
}
