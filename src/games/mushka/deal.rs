//! One deal of Mushka or Pamfil: who passed, the trump, the tricks and the aces that won them, who
//! held A♠ and who was dealt Pamfil — read from the quick entry with every fact checked against
//! the others, or from the play record of the players still in the deal — and what each player
//! scores for it.

use serde_json::{Map, Value};

use super::{deck, Ids, Mushka, SPADE_ACE_OPTION};
use crate::cards::{Card, Rank, Suit};
use crate::engine::Seat;
use crate::games::family::simple::flag;
use crate::games::family::{self, deal_map, dealer, id, no_more_fields, trump, Ctx, FamilyDoc, FamilyRules, Item};
use crate::games::family::{Played, Written};
use crate::games::{Mark, MarkKind, RuleError, Setup, Step};

/// Cards in each hand, so tricks in a deal (seed: «пока на руках у игроков не окажется по пять карт»).
pub const TRICKS: usize = 5;
/// Each trick won with an ace (seed: «за каждого туза еще 5 очков»).
pub const ACE_BONUS: i64 = 5;
/// Spades trump: A♠ alone gives a bonus (seed: «только за пикового туза дополнительно 10 очков»).
pub const SPADE_ACE_BONUS: i64 = 10;
/// No trick taken (seed: «не взявший за кон ни одной взятки, получает минус 5 очков»).
pub const NO_TRICK: i64 = -5;
/// No trick taken while holding A♠ (seed: «был туз пик … ему пишется минус 10 очков»).
pub const NO_TRICK_SPADE_ACE: i64 = -10;
/// The player dealt Pamfil (seed: «Тот, кому выпал Памфил при раздаче, получает дополнительно 10 очков»).
pub const PAMFIL_BONUS: i64 = 10;

pub const SPADE_ACE: Card = Card::new(Rank::Ace, Suit::Spades);
/// Pamfil (Памфил): J♣, above every card.
pub const PAMFIL: Card = Card::new(Rank::Jack, Suit::Clubs);

/// A deal read and checked.
#[derive(Debug, Clone)]
pub struct Deal {
    pub dealer: Seat,
    pub trump: Suit,
    /// Who passed, in seat order.
    pub passed: Vec<Seat>,
    /// Who stayed in the deal, in seat order.
    pub playing: Vec<Seat>,
    /// Who led the first trick: the first player still in the deal on the dealer's left.
    pub leader: Seat,
    /// Tricks won, by match seat.
    pub tricks: Vec<u32>,
    /// The aces with which each seat won tricks.
    pub aces: Vec<Vec<Card>>,
    /// Who held A♠ when play began.
    pub spade_ace: Option<Seat>,
    /// Pamfil: who was dealt J♣ (the dealer, when it was turned as trump).
    pub pamfil: Option<Seat>,
    /// Pamfil: J♣ was turned as trump and the dealer took it.
    pub turned: bool,
}

/// The fields of a deal record.
fn fields(pamfil: bool) -> Vec<&'static str> {
    let mut f = vec!["dealer", "trump", "passed", "won", "aces", "spade_ace", "play"];
    if pamfil {
        f.extend(["pamfil", "pamfil_turned"]);
    }
    f
}

fn format_error(game: &str, message: String) -> RuleError {
    RuleError::new(id(game, "deal.format"), message)
}

/// A string, or a list of strings, each split at commas: `"Аня,Борис"`, `["Аня", "Борис"]`.
fn strings(game: &str, key: &str, v: &Value) -> Result<Vec<String>, RuleError> {
    let bad = || format_error(game, format!("`{key}` takes a name or a list of names"));
    let split = |s: &str| s.split(',').map(str::trim).filter(|p| !p.is_empty()).map(String::from).collect::<Vec<_>>();
    match v {
        Value::String(s) => Ok(split(s)),
        Value::Array(a) => {
            let mut out = Vec::new();
            for x in a {
                out.extend(split(x.as_str().ok_or_else(bad)?));
            }
            Ok(out)
        }
        _ => Err(bad()),
    }
}

fn one_name(game: &str, key: &str, v: &Value) -> Result<String, RuleError> {
    v.as_str()
        .map(|s| s.trim().to_string())
        .filter(|s| !s.is_empty())
        .ok_or_else(|| format_error(game, format!("`{key}` takes a player's name")))
}

/// `{"Борис": ["AS", "AH"], "Вера": "AD"}`, in the order given.
fn aces_field(game: &str, v: &Value) -> Result<Vec<(String, Vec<String>)>, RuleError> {
    let m = v.as_object().ok_or_else(|| {
        format_error(game, "`aces` takes player → aces that won tricks, e.g. {\"Борис\": [\"AS\", \"AH\"]}".into())
    })?;
    m.iter().map(|(name, list)| Ok((name.clone(), strings(game, "aces", list)?))).collect()
}

fn card_list(cards: &[Card]) -> String {
    cards.iter().map(Card::to_string).collect::<Vec<_>>().join(", ")
}

impl Deal {
    /// Reads and checks a deal record; `expected` is the dealer in turn (none for the first deal).
    pub fn read(game: &Mushka, setup: &Setup, v: &Value, expected: Option<Seat>) -> Result<Deal, RuleError> {
        let g = game.info.id;
        let ids = game.ids;
        let names = &setup.players;
        let n = names.len();
        let is_pamfil = ids.pamfil.is_some();
        let mut map = deal_map(g, v)?;
        let doc = FamilyDoc::take(g, &mut map, &["dealer", "trump", "won", "play"])?;
        let passed_given = map.remove("passed").map(|v| strings(g, "passed", &v)).transpose()?.unwrap_or_default();
        let aces_given = map.remove("aces").map(|v| aces_field(g, &v)).transpose()?;
        let spade_ace_given = map.remove("spade_ace").map(|v| one_name(g, "spade_ace", &v)).transpose()?;
        let (pamfil_given, turned) = if is_pamfil {
            let p = map.remove("pamfil").map(|v| one_name(g, "pamfil", &v)).transpose()?;
            let t = match map.remove("pamfil_turned") {
                Some(v) => v.as_bool().ok_or_else(|| format_error(g, "`pamfil_turned` takes true or false".into()))?,
                None => false,
            };
            (p, t)
        } else {
            (None, false)
        };
        no_more_fields(g, &map, &fields(is_pamfil))?;

        let dealer = dealer(g, setup, doc.dealer.as_deref(), expected)?;
        let Some(trump) = trump(g, doc.trump.as_deref(), true)? else {
            return Err(RuleError::new(
                id(g, "deal.trump"),
                format!(
                    "{g} always has a trump, the suit of the card turned from the stock: --trump hearts (♥, H, черви…)"
                ),
            ));
        };

        // Passes.
        let mut passed: Vec<Seat> = Vec::new();
        for name in &passed_given {
            let s = setup.seat(name)?;
            if passed.contains(&s) {
                return Err(RuleError::new(
                    ids.pass_twice,
                    format!("{} is named twice as passing; each player passes once", names[s]),
                )
                .with_player(&names[s]));
            }
            passed.push(s);
        }
        passed.sort_unstable();
        let spade_ace = spade_ace_given.as_deref().map(|x| setup.seat(x)).transpose()?;
        if let Some(s) = spade_ace.filter(|s| passed.contains(s)) {
            return Err(RuleError::new(
                ids.pass_spade_ace,
                format!(
                    "{} held A♠ and may not pass; a player holding A♠ draws and plays (only the others may pass)",
                    names[s]
                ),
            )
            .with_player(&names[s])
            .with_card(SPADE_ACE));
        }
        let mut pamfil = pamfil_given.as_deref().map(|x| setup.seat(x)).transpose()?;
        if let (true, Some(p)) = (turned, &ids.pamfil) {
            if let Some(s) = pamfil.filter(|&s| s != dealer) {
                return Err(RuleError::new(
                    p.turned,
                    format!(
                        "J♣ was turned as trump, so the dealer {} took it into his hand; {} cannot have been dealt it",
                        names[dealer], names[s]
                    ),
                )
                .with_player(&names[s])
                .with_card(PAMFIL));
            }
            pamfil = Some(dealer);
        }
        let playing: Vec<Seat> = (0..n).filter(|s| !passed.contains(s)).collect();
        let leader = (1..=n).map(|k| (dealer + k) % n).find(|s| playing.contains(s)).unwrap_or((dealer + 1) % n);

        let cards = deck(n);
        let mut ctx = Ctx::new(g, setup, &cards, TRICKS, dealer);
        ctx.playing = playing.clone();
        ctx.leader = leader;
        let rules = FamilyRules {
            trump: Some(trump),
            must_trump: true,
            top: is_pamfil.then_some(PAMFIL),
            spade_ace_over_trump_ace: flag(setup, SPADE_ACE_OPTION),
            ..FamilyRules::plain(playing.len(), TRICKS, cards.clone())
        };
        let items = [Item::tricks(ids.trick, 1)];
        let claims_aces = aces_given.as_ref().is_some_and(|a| a.iter().any(|(_, l)| !l.is_empty()));

        let mut tricks = vec![0u32; n];
        let mut played: Option<Played> = None;
        match playing.as_slice() {
            [] => {
                let what = if doc.play.is_some() {
                    Some("a play record")
                } else if doc.won.is_some() {
                    Some("tricks won")
                } else if claims_aces {
                    Some("aces that won tricks")
                } else {
                    None
                };
                if let Some(what) = what {
                    return Err(RuleError::new(
                        ids.pass_all,
                        format!("everyone passed, so the deal was not played; it has no {what}"),
                    ));
                }
            }
            [alone] => {
                let what = if doc.play.is_some() {
                    Some("a play record")
                } else if claims_aces {
                    Some("aces that won tricks")
                } else {
                    None
                };
                if let Some(what) = what {
                    return Err(RuleError::new(
                        ids.pass_alone,
                        format!(
                            "everyone but {} passed: he takes the {TRICKS} tricks uncontested and no card is played, so \
                             the deal has no {what}",
                            names[*alone]
                        ),
                    )
                    .with_player(&names[*alone]));
                }
                if doc.won.is_some() {
                    family::read(&ctx, &doc, &rules, &items)?;
                }
                tricks[*alone] = TRICKS as u32;
            }
            _ => {
                let got = family::read(&ctx, &doc, &rules, &items)?;
                tricks = got.tally.tricks.unwrap_or(tricks);
                played = got.play;
            }
        }

        // The aces the quick entry names.
        let quick = match &aces_given {
            Some(given) => Some(Self::quick_aces(ids, &ctx, given, &tricks)?),
            None => None,
        };
        let (aces, spade_ace) = match &played {
            Some(p) => Self::agree(g, setup, p, quick.as_deref(), spade_ace)?,
            None => {
                let aces = quick.unwrap_or_else(|| vec![Vec::new(); n]);
                // Uncontested, nothing is played: A♠ wins nothing.
                let contested = (playing.len() >= 2).then_some(trump);
                let spade_ace = Self::spade_ace_holder(ids, setup, contested, &aces, spade_ace)?;
                (aces, spade_ace)
            }
        };
        Ok(Deal { dealer, trump, passed, playing, leader, tricks, aces, spade_ace, pamfil, turned })
    }

    /// Checks the `aces` field: aces only, each once, for players in the deal with enough tricks.
    fn quick_aces(
        ids: &Ids,
        ctx: &Ctx<'_>,
        given: &[(String, Vec<String>)],
        tricks: &[u32],
    ) -> Result<Vec<Vec<Card>>, RuleError> {
        let names = &ctx.setup.players;
        let mut per: Vec<Vec<Card>> = vec![Vec::new(); names.len()];
        for (name, list) in given {
            let s = ctx.playing_seat(name)?;
            for item in list {
                let card: Card = item.parse().map_err(|_| {
                    RuleError::new(
                        ids.aces_card,
                        format!(
                            "\"{item}\" given for {name} is not a card; name the aces that won tricks: AS, AH, AD, AC"
                        ),
                    )
                    .with_player(name)
                    .with_card(item)
                })?;
                if card.rank() != Rank::Ace {
                    return Err(RuleError::new(
                        ids.aces_card,
                        format!("{card} given for {name} is not an ace; only the aces that won tricks are named"),
                    )
                    .with_player(name)
                    .with_card(card));
                }
                if let Some(o) = (0..per.len()).find(|&o| per[o].contains(&card)) {
                    return Err(RuleError::new(
                        ids.aces_twice,
                        if o == s {
                            format!("{card} is given twice for {name}; an ace wins one trick")
                        } else {
                            format!(
                                "{card} is given for both {} and {name}; an ace wins one trick, for one player",
                                names[o]
                            )
                        },
                    )
                    .with_player(name)
                    .with_card(card));
                }
                per[s].push(card);
            }
            let k = per[s].len();
            if k as u32 > tricks[s] {
                let won = match tricks[s] {
                    0 => "no trick".to_string(),
                    1 => "1 trick".to_string(),
                    t => format!("{t} tricks"),
                };
                return Err(RuleError::new(
                    ids.aces_tricks,
                    format!(
                        "{} won {won} but is given {k} won with aces ({}); each trick is won by one card",
                        names[s],
                        card_list(&per[s])
                    ),
                )
                .with_player(&names[s]));
            }
        }
        Ok(per)
    }

    /// Who held A♠, from `--spade-ace` or the ace that won a trick; they must be the same player.
    /// `trump` is the deal's trump when cards were played.
    fn spade_ace_holder(
        ids: &Ids,
        setup: &Setup,
        trump: Option<Suit>,
        aces: &[Vec<Card>],
        given: Option<Seat>,
    ) -> Result<Option<Seat>, RuleError> {
        let names = &setup.players;
        let won_with = (0..aces.len()).find(|&s| aces[s].contains(&SPADE_ACE));
        let holder = match (given, won_with) {
            (Some(h), Some(w)) if h != w => {
                return Err(RuleError::new(
                    ids.aces_holder,
                    format!(
                        "A♠ is given as winning a trick for {} but {} held it; an ace wins only for the player who held it",
                        names[w], names[h]
                    ),
                )
                .with_player(&names[w])
                .with_card(SPADE_ACE));
            }
            (h, w) => h.or(w),
        };
        if let (Some(rule), Some(h), Some(Suit::Spades)) = (ids.aces_spade_trump, holder, trump) {
            if !aces[h].contains(&SPADE_ACE) {
                return Err(RuleError::new(
                    rule,
                    format!(
                        "with ♠ trump A♠ beats every card, so {} won the trick he played it to: add it to his aces \
                         (--aces {}=AS)",
                        names[h], names[h]
                    ),
                )
                .with_player(&names[h])
                .with_card(SPADE_ACE));
            }
        }
        Ok(holder)
    }

    /// The aces and A♠'s holder the play record shows; the quick entry's must say the same.
    fn agree(
        g: &str,
        setup: &Setup,
        p: &Played,
        quick: Option<&[Vec<Card>]>,
        given: Option<Seat>,
    ) -> Result<(Vec<Vec<Card>>, Option<Seat>), RuleError> {
        let names = &setup.players;
        let n = names.len();
        let mut aces: Vec<Vec<Card>> = vec![Vec::new(); n];
        for (&card, &w) in p.winning.iter().zip(&p.outcome.winners) {
            if card.rank() == Rank::Ace {
                aces[w].push(card);
            }
        }
        let holder = (0..n).find(|&s| p.outcome.hands[s].contains(SPADE_ACE));
        let disagree = |what: String| {
            RuleError::new(id(g, "entry.disagree"), format!("{what}; quick entry and the tricks must agree"))
        };
        if let Some(q) = quick {
            for s in 0..n {
                let (mut a, mut b) = (q[s].clone(), aces[s].clone());
                a.sort_unstable_by_key(|c| c.index());
                b.sort_unstable_by_key(|c| c.index());
                if a != b {
                    let show = |v: &[Card]| if v.is_empty() { "none".to_string() } else { card_list(v) };
                    return Err(disagree(format!(
                        "{} is given tricks won with aces {} but the record shows {}",
                        names[s],
                        show(&q[s]),
                        show(&aces[s])
                    ))
                    .with_player(&names[s]));
                }
            }
        }
        if let Some(h) = given.filter(|&h| Some(h) != holder) {
            let shown = holder.map_or("nobody played it".to_string(), |o| format!("{} held it", names[o]));
            return Err(disagree(format!("A♠ is given as held by {} but the record shows {shown}", names[h]))
                .with_player(&names[h])
                .with_card(SPADE_ACE));
        }
        Ok((aces, holder))
    }

    /// What the deal writes to each player, with one explanation step per number.
    pub fn written(&self, ids: &Ids, names: &[String]) -> Written {
        let n = names.len();
        let mut scores = vec![0i64; n];
        let mut steps = Vec::new();
        let mut marks = Vec::new();
        match self.playing.as_slice() {
            [] => steps.push(Step {
                rule: ids.pass_all,
                text: "everyone passed: nobody scores and the deal passes to the left".to_string().into(),
            }),
            [alone] => steps.push(Step {
                rule: ids.pass_alone,
                text: format!("everyone else passed: {} takes the {TRICKS} tricks uncontested", names[*alone]).into(),
            }),
            _ => {}
        }
        for (s, name) in names.iter().enumerate() {
            if self.passed.contains(&s) {
                marks.push(Mark::new(s, MarkKind::Pass));
                let text = if self.pamfil == Some(s) {
                    format!("{name} passed: scores nothing this deal, Pamfil's +{PAMFIL_BONUS} included")
                } else {
                    format!("{name} passed: scores nothing this deal")
                };
                steps.push(Step { rule: ids.pass, text: text.into() });
                continue;
            }
            let t = self.tricks[s];
            if t > 0 {
                scores[s] += i64::from(t);
                let text =
                    if t == 1 { format!("{name}: 1 trick +1") } else { format!("{name}: {t} tricks × +1 = +{t}") };
                steps.push(Step { rule: ids.trick, text: text.into() });
                let aces = &self.aces[s];
                if self.trump == Suit::Spades {
                    if aces.contains(&SPADE_ACE) {
                        scores[s] += SPADE_ACE_BONUS;
                        steps.push(Step {
                            rule: ids.spade_ace,
                            text: format!("{name}: a trick won with A♠, spades trump +{SPADE_ACE_BONUS}").into(),
                        });
                    }
                } else if !aces.is_empty() {
                    let k = aces.len() as i64;
                    scores[s] += k * ACE_BONUS;
                    let text = if k == 1 {
                        format!("{name}: a trick won with {} +{ACE_BONUS}", aces[0])
                    } else {
                        format!("{name}: tricks won with {}: {k} × +{ACE_BONUS} = +{}", card_list(aces), k * ACE_BONUS)
                    };
                    steps.push(Step { rule: ids.ace, text: text.into() });
                }
            } else if self.spade_ace == Some(s) {
                scores[s] += NO_TRICK_SPADE_ACE;
                steps.push(Step {
                    rule: ids.no_trick_spade_ace,
                    text: format!("{name}: no trick while holding A♠ {NO_TRICK_SPADE_ACE}").into(),
                });
            } else {
                scores[s] += NO_TRICK;
                steps.push(Step { rule: ids.no_trick, text: format!("{name}: no trick {NO_TRICK}").into() });
            }
            if let (Some(p), true) = (&ids.pamfil, self.pamfil == Some(s)) {
                scores[s] += PAMFIL_BONUS;
                let (rule, text) = if self.turned {
                    (p.turned, format!("{name} dealt and took Pamfil (J♣), turned as trump: +{PAMFIL_BONUS}"))
                } else {
                    (p.bonus, format!("{name} was dealt Pamfil (J♣): +{PAMFIL_BONUS}"))
                };
                steps.push(Step { rule, text: text.into() });
            }
        }

        let mut extra = Map::new();
        extra.insert("dealer".into(), names[self.dealer].clone().into());
        extra.insert("trump".into(), self.trump.name().into());
        extra.insert("passed".into(), self.passed.iter().map(|&s| Value::from(names[s].clone())).collect());
        extra.insert(
            "leader".into(),
            if self.playing.len() >= 2 { names[self.leader].clone().into() } else { Value::Null },
        );
        extra.insert(
            "won".into(),
            self.playing.iter().map(|&s| (names[s].clone(), Value::from(self.tricks[s]))).collect::<Map<_, _>>().into(),
        );
        extra.insert(
            "aces".into(),
            (0..n)
                .filter(|&s| !self.aces[s].is_empty())
                .map(|s| (names[s].clone(), self.aces[s].iter().map(|c| Value::from(c.ascii())).collect()))
                .collect::<Map<_, _>>()
                .into(),
        );
        extra.insert("spade_ace".into(), self.spade_ace.map(|s| names[s].clone()).into());
        if ids.pamfil.is_some() {
            extra.insert("pamfil".into(), self.pamfil.map(|s| names[s].clone()).into());
            extra.insert("pamfil_turned".into(), self.turned.into());
        }
        let mut summary = format!("{} deals, {} trumps", names[self.dealer], self.trump.symbol());
        match self.playing.len() {
            0 => summary.push_str(", all pass"),
            _ if !self.passed.is_empty() => {
                let who: Vec<&str> = self.passed.iter().map(|&s| names[s].as_str()).collect();
                summary.push_str(&format!(", {} pass", who.join(", ")));
            }
            _ => {}
        }
        Written { scores, summary, notes: Vec::new(), marks, steps, extra }
    }

    /// Every seat from the deal's leader round the table: who reached 0 first, on a tie.
    pub fn order(&self, seats: usize) -> Vec<Seat> {
        (0..seats).map(|k| (self.leader + k) % seats).collect()
    }
}
