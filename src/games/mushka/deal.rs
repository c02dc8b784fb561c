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
use crate::i18n::{field, signed, Msg};
use crate::msg;

/// Cards in each hand, so tricks in a deal (the book: «пока на руках у игроков не окажется по пять карт»).
pub const TRICKS: usize = 5;
/// Each trick won with an ace (the book: «за каждого туза еще 5 очков»).
pub const ACE_BONUS: i64 = 5;
/// Spades trump: A♠ alone gives a bonus (the book: «только за пикового туза дополнительно 10 очков»).
pub const SPADE_ACE_BONUS: i64 = 10;
/// No trick taken (the book: «не взявший за кон ни одной взятки, получает минус 5 очков»).
pub const NO_TRICK: i64 = -5;
/// No trick taken while holding A♠ (the book: «был туз пик … ему пишется минус 10 очков»).
pub const NO_TRICK_SPADE_ACE: i64 = -10;
/// The player dealt Pamfil (the book: «Тот, кому выпал Памфил при раздаче, получает дополнительно 10 очков»).
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

fn format_error(game: &str, message: Msg) -> RuleError {
    RuleError::new(id(game, "deal.format"), message)
}

/// The game's name in the reader's language: «Мушка», «Памфил».
fn game_name(game: &str) -> Msg {
    Msg::new(format!("game-{game}"), vec![])
}

/// A string, or a list of strings, each split at commas: `"Аня,Борис"`, `["Аня", "Борис"]`.
fn strings(game: &str, key: &str, v: &Value) -> Result<Vec<String>, RuleError> {
    let bad = || format_error(game, msg!("mushka-names-format", field = field(key)));
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
        .ok_or_else(|| format_error(game, msg!("mushka-name-format", field = field(key))))
}

/// `{"Борис": ["AS", "AH"], "Вера": "AD"}`, in the order given.
fn aces_field(game: &str, v: &Value) -> Result<Vec<(String, Vec<String>)>, RuleError> {
    let m = v.as_object().ok_or_else(|| format_error(game, msg!("mushka-aces-format", field = field("aces"))))?;
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
                Some(v) => v
                    .as_bool()
                    .ok_or_else(|| format_error(g, msg!("pamfil-turned-format", field = field("pamfil_turned"))))?,
                None => false,
            };
            (p, t)
        } else {
            (None, false)
        };
        no_more_fields(g, &map, &fields(is_pamfil))?;

        let dealer = dealer(g, setup, doc.dealer.as_deref(), expected)?;
        let Some(trump) = trump(g, doc.trump.as_deref(), true)? else {
            return Err(RuleError::new(id(g, "deal.trump"), msg!("mushka-deal-needs-trump", game = game_name(g))));
        };

        // Passes.
        let mut passed: Vec<Seat> = Vec::new();
        for name in &passed_given {
            let s = setup.seat(name)?;
            if passed.contains(&s) {
                return Err(
                    RuleError::new(ids.pass_twice, msg!("mushka-pass-twice", name = &names[s])).with_player(&names[s])
                );
            }
            passed.push(s);
        }
        passed.sort_unstable();
        let spade_ace = spade_ace_given.as_deref().map(|x| setup.seat(x)).transpose()?;
        if let Some(s) = spade_ace.filter(|s| passed.contains(s)) {
            return Err(RuleError::new(ids.pass_spade_ace, msg!("mushka-pass-spade-ace", name = &names[s]))
                .with_player(&names[s])
                .with_card(SPADE_ACE));
        }
        let mut pamfil = pamfil_given.as_deref().map(|x| setup.seat(x)).transpose()?;
        if let (true, Some(p)) = (turned, &ids.pamfil) {
            if let Some(s) = pamfil.filter(|&s| s != dealer) {
                return Err(RuleError::new(
                    p.turned,
                    msg!("pamfil-turned-dealer", dealer = &names[dealer], name = &names[s]),
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
                    Some(msg!("mushka-unplayed-play"))
                } else if doc.won.is_some() {
                    Some(msg!("mushka-unplayed-won"))
                } else if claims_aces {
                    Some(msg!("mushka-unplayed-aces"))
                } else {
                    None
                };
                if let Some(what) = what {
                    return Err(RuleError::new(ids.pass_all, msg!("mushka-pass-all-unplayed", what = what)));
                }
            }
            [alone] => {
                let what = if doc.play.is_some() {
                    Some(msg!("mushka-unplayed-play"))
                } else if claims_aces {
                    Some(msg!("mushka-unplayed-aces"))
                } else {
                    None
                };
                if let Some(what) = what {
                    return Err(RuleError::new(
                        ids.pass_alone,
                        msg!("mushka-pass-alone-unplayed", name = &names[*alone], tricks = TRICKS, what = what),
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
                    RuleError::new(ids.aces_card, msg!("mushka-aces-not-card", item = item, name = name))
                        .with_player(name)
                        .with_card(item)
                })?;
                if card.rank() != Rank::Ace {
                    return Err(RuleError::new(ids.aces_card, msg!("mushka-aces-not-ace", card = card, name = name))
                        .with_player(name)
                        .with_card(card));
                }
                if let Some(o) = (0..per.len()).find(|&o| per[o].contains(&card)) {
                    return Err(RuleError::new(
                        ids.aces_twice,
                        if o == s {
                            msg!("mushka-aces-twice", card = card, name = name)
                        } else {
                            msg!("mushka-aces-both", card = card, other = &names[o], name = name)
                        },
                    )
                    .with_player(name)
                    .with_card(card));
                }
                per[s].push(card);
            }
            let k = per[s].len();
            if k as u32 > tricks[s] {
                return Err(RuleError::new(
                    ids.aces_tricks,
                    msg!(
                        "mushka-aces-tricks",
                        name = &names[s],
                        tricks = tricks[s],
                        aces = k,
                        cards = card_list(&per[s])
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
                    msg!("mushka-aces-holder", winner = &names[w], holder = &names[h]),
                )
                .with_player(&names[w])
                .with_card(SPADE_ACE));
            }
            (h, w) => h.or(w),
        };
        if let (Some(rule), Some(h), Some(Suit::Spades)) = (ids.aces_spade_trump, holder, trump) {
            if !aces[h].contains(&SPADE_ACE) {
                return Err(RuleError::new(rule, msg!("mushka-aces-spade-trump", name = &names[h]))
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
        let disagree = |what: Msg| RuleError::new(id(g, "entry.disagree"), msg!("mushka-disagree", what = what));
        if let Some(q) = quick {
            for s in 0..n {
                let (mut a, mut b) = (q[s].clone(), aces[s].clone());
                a.sort_unstable_by_key(|c| c.index());
                b.sort_unstable_by_key(|c| c.index());
                if a != b {
                    let show = |v: &[Card]| {
                        if v.is_empty() {
                            msg!("mushka-aces-none")
                        } else {
                            msg!("mushka-aces-list", cards = card_list(v))
                        }
                    };
                    return Err(disagree(msg!(
                        "mushka-disagree-aces",
                        name = &names[s],
                        given = show(&q[s]),
                        shown = show(&aces[s])
                    ))
                    .with_player(&names[s]));
                }
            }
        }
        if let Some(h) = given.filter(|&h| Some(h) != holder) {
            let shown = match holder {
                Some(o) => msg!("mushka-spade-ace-held", name = &names[o]),
                None => msg!("mushka-spade-ace-unplayed"),
            };
            return Err(disagree(msg!("mushka-disagree-spade-ace", name = &names[h], shown = shown))
                .with_player(&names[h])
                .with_card(SPADE_ACE));
        }
        Ok((aces, holder))
    }

    /// What the deal writes to each player, with one explanation step per number, and the sheet's
    /// line for it (who dealt, the trump, who passed).
    pub fn written(&self, ids: &Ids, names: &[String]) -> (Written, Msg) {
        let n = names.len();
        let mut scores = vec![0i64; n];
        let mut steps = Vec::new();
        let mut marks = Vec::new();
        match self.playing.as_slice() {
            [] => steps.push(Step { rule: ids.pass_all, text: msg!("mushka-step-pass-all") }),
            [alone] => steps.push(Step {
                rule: ids.pass_alone,
                text: msg!("mushka-step-pass-alone", name = &names[*alone], tricks = TRICKS),
            }),
            _ => {}
        }
        for (s, name) in names.iter().enumerate() {
            if self.passed.contains(&s) {
                marks.push(Mark::new(s, MarkKind::Pass));
                let text = if self.pamfil == Some(s) {
                    msg!("pamfil-step-pass", name = name, bonus = signed(PAMFIL_BONUS))
                } else {
                    msg!("mushka-step-pass", name = name)
                };
                steps.push(Step { rule: ids.pass, text });
                continue;
            }
            let t = self.tricks[s];
            if t > 0 {
                scores[s] += i64::from(t);
                let text = msg!("mushka-step-tricks", name = name, tricks = t, points = signed(i64::from(t)));
                steps.push(Step { rule: ids.trick, text });
                let aces = &self.aces[s];
                if self.trump == Suit::Spades {
                    if aces.contains(&SPADE_ACE) {
                        scores[s] += SPADE_ACE_BONUS;
                        steps.push(Step {
                            rule: ids.spade_ace,
                            text: msg!("mushka-step-spade-ace", name = name, bonus = signed(SPADE_ACE_BONUS)),
                        });
                    }
                } else if !aces.is_empty() {
                    let k = aces.len() as i64;
                    scores[s] += k * ACE_BONUS;
                    let text = if k == 1 {
                        msg!("mushka-step-ace", name = name, card = aces[0], bonus = signed(ACE_BONUS))
                    } else {
                        msg!(
                            "mushka-step-aces",
                            name = name,
                            cards = card_list(aces),
                            aces = k,
                            bonus = signed(ACE_BONUS),
                            points = signed(k * ACE_BONUS)
                        )
                    };
                    steps.push(Step { rule: ids.ace, text });
                }
            } else if self.spade_ace == Some(s) {
                scores[s] += NO_TRICK_SPADE_ACE;
                steps.push(Step {
                    rule: ids.no_trick_spade_ace,
                    text: msg!("mushka-step-no-trick-spade-ace", name = name, points = NO_TRICK_SPADE_ACE),
                });
            } else {
                scores[s] += NO_TRICK;
                steps.push(Step {
                    rule: ids.no_trick,
                    text: msg!("mushka-step-no-trick", name = name, points = NO_TRICK),
                });
            }
            if let (Some(p), true) = (&ids.pamfil, self.pamfil == Some(s)) {
                scores[s] += PAMFIL_BONUS;
                let (rule, text) = if self.turned {
                    (p.turned, msg!("pamfil-step-turned", name = name, bonus = signed(PAMFIL_BONUS)))
                } else {
                    (p.bonus, msg!("pamfil-step-dealt", name = name, bonus = signed(PAMFIL_BONUS)))
                };
                steps.push(Step { rule, text });
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
        let (dealer, trump) = (&names[self.dealer], self.trump);
        let summary = match self.playing.len() {
            0 => msg!("mushka-summary-all-pass", dealer = dealer, trump = trump),
            _ if !self.passed.is_empty() => {
                let who: Vec<&str> = self.passed.iter().map(|&s| names[s].as_str()).collect();
                msg!("mushka-summary-pass", dealer = dealer, trump = trump, passed = who.join(", "))
            }
            _ => msg!("mushka-summary", dealer = dealer, trump = trump),
        };
        (Written { scores, marks, steps, extra, ..Written::default() }, summary)
    }

    /// Every seat from the deal's leader round the table: who reached 0 first, on a tie.
    pub fn order(&self, seats: usize) -> Vec<Seat> {
        (0..seats).map(|k| (self.leader + k) % seats).collect()
    }
}
