//! A board entered in full: the four hands (a PBN deal string, the PBN standard 2.1, or rebuilt
//! from a complete play), the auction, every trick and perhaps a claim. The play is refereed as a
//! table would after the fact: the opening lead by declarer's left-hand opponent, each card in the
//! hand of the player whose turn it was (dummy's cards played by declarer, written with either
//! seat), and every revoke found and settled by Law 64. What comes out is declarer's tricks.

use serde_json::Value;

use super::auction::{self, Call};
use super::claim::{self, ClaimDoc, Ruling};
use super::record::{self, side_of, SEATS};
use super::revoke::{self, Revoke};
use super::score::{Contract, Strain};
use super::tricks::{BridgeTricks, TRICKS};
use crate::cards::{Card, CardBag, CardSet, Rank, Suit};
use crate::engine::solver::plain::PlainDeal;
use crate::engine::{referee_every, Play, PlayRecord, Violation};
use crate::games::{parse_play, split_play_text, RuleError, Setup, Step, TrickDoc};
use crate::i18n::Msg;
use crate::msg;
use serde_json::Map;

/// The header lines the text form of a bridge play record takes, so that one file carries a board.
pub const HEADERS: &[&str] =
    &["deal", "dealer", "auction", "contract", "double", "declarer", "by", "claim", "line", "board", "vulnerable"];

/// The full-entry fields of a deal record, as written (JSON fields or the text form's headers).
#[derive(Debug, Clone, Default)]
pub struct Written {
    pub deal: Option<String>,
    pub dealer: Option<String>,
    pub auction: Option<Value>,
    pub contract: Option<String>,
    pub double: Option<String>,
    pub declarer: Option<String>,
    pub board: Option<i64>,
    pub vulnerable: Option<String>,
    pub tricks: Vec<TrickDoc>,
    pub played: bool,
    pub claim: Option<ClaimDoc>,
}

/// Reads the `play` field (the text form with its headers, a list of tricks, or
/// `{"tricks": […], "claim": {…}}`) into `w`; a header fills a field the record leaves out and
/// must agree with one it gives.
pub fn unfold(play: &Value, w: &mut Written) -> Result<(), RuleError> {
    w.played = true;
    match play {
        Value::String(text) => {
            let t = split_play_text(text, HEADERS);
            let mut line = None;
            for (k, v) in t.headers {
                match k.as_str() {
                    "deal" => fill(&mut w.deal, v, "deal")?,
                    "dealer" => fill(&mut w.dealer, v, "dealer")?,
                    "contract" => fill(&mut w.contract, v, "contract")?,
                    "double" => fill(&mut w.double, v, "double")?,
                    "declarer" | "by" => fill(&mut w.declarer, v, "declarer")?,
                    "vulnerable" => fill(&mut w.vulnerable, v, "vulnerable")?,
                    "board" => {
                        let b = v.trim().parse::<i64>().map_err(|_| format_error("board", &v))?;
                        if w.board.is_some_and(|x| x != b) {
                            return Err(format_error("board", &v));
                        }
                        w.board = Some(b);
                    }
                    "auction" => {
                        if w.auction.is_some() {
                            return Err(format_error("auction", &v));
                        }
                        w.auction = Some(Value::String(v));
                    }
                    "line" => line = Some(v),
                    _ => {
                        if w.claim.is_some() {
                            return Err(format_error("claim", &v));
                        }
                        w.claim = Some(read_claim_text(&v)?);
                    }
                }
            }
            if let (Some(c), Some(l)) = (w.claim.as_mut(), line) {
                c.line = Some(l);
            }
            w.tricks = t.tricks;
        }
        Value::Array(_) => {
            w.tricks = serde_json::from_value(play.clone())
                .map_err(|e| RuleError::new("bridge.play.format", msg!("bridge-play-format", error = e.to_string())))?;
        }
        Value::Object(m) => {
            for k in m.keys() {
                if k != "tricks" && k != "claim" {
                    return Err(format_error("play", k));
                }
            }
            if let Some(t) = m.get("tricks") {
                w.tricks = serde_json::from_value(t.clone()).map_err(|e| {
                    RuleError::new("bridge.play.format", msg!("bridge-play-format", error = e.to_string()))
                })?;
            }
            if let Some(c) = m.get("claim") {
                if w.claim.is_some() {
                    return Err(format_error("claim", "claim"));
                }
                w.claim = Some(read_claim(c)?);
            }
        }
        other => return Err(format_error("play", &other.to_string())),
    }
    Ok(())
}

fn fill(slot: &mut Option<String>, v: String, name: &str) -> Result<(), RuleError> {
    match slot {
        Some(given) if given.trim() != v.trim() => Err(format_error(name, &v)),
        Some(_) => Ok(()),
        None => {
            *slot = Some(v);
            Ok(())
        }
    }
}

fn format_error(field: &str, given: &str) -> RuleError {
    RuleError::new(
        "bridge.play.format",
        msg!("bridge-play-header", field = field.to_string(), given = crate::games::shown(given)),
    )
}

/// A claim as JSON.
pub fn read_claim(v: &Value) -> Result<ClaimDoc, RuleError> {
    serde_json::from_value(v.clone())
        .map_err(|e| RuleError::new("bridge.claim.format", msg!("bridge-claim-format", given = e.to_string())))
}

/// A claim as the text form writes it: `S 3 agreed`, `Борис 2`, `W 0 contested` (a concession).
pub fn read_claim_text(text: &str) -> Result<ClaimDoc, RuleError> {
    let bad = || RuleError::new("bridge.claim.format", msg!("bridge-claim-format", given = crate::games::shown(text)));
    let mut words: Vec<&str> = text.split_whitespace().collect();
    let mut agreed = false;
    if let Some(last) = words.last() {
        match last.to_lowercase().as_str() {
            "agreed" | "accepted" | "согласен" | "согласны" | "принят" | "приет" | "съгласен" =>
            {
                agreed = true;
                words.pop();
            }
            "contested" | "disputed" | "оспорен" | "спорен" | "оспорван" => {
                words.pop();
            }
            _ => {}
        }
    }
    let tricks = words.pop().and_then(|n| n.parse::<i64>().ok()).ok_or_else(bad)?;
    if words.is_empty() {
        return Err(bad());
    }
    Ok(ClaimDoc { by: words.join(" "), tricks, agreed, line: None })
}

/// Four hands from a PBN deal string (`N:AKQ2.K54.T98.AJ3 …`: the first hand's seat, then the
/// hands clockwise, each ♠.♥.♦.♣, `-` for a void): 52 distinct cards, 13 in each hand.
pub fn read_deal_string(text: &str) -> Result<[CardSet; 4], RuleError> {
    let bad = |m| RuleError::new("bridge.deal.hands", m);
    let given = crate::games::shown(text);
    let t = text.trim();
    let (first, rest) =
        t.split_once(':').ok_or_else(|| bad(msg!("bridge-deal-hands-format", given = given.clone())))?;
    let first = record::seat_word(first).ok_or_else(|| bad(msg!("bridge-deal-hands-format", given = given.clone())))?;
    let hands: Vec<&str> = rest.split_whitespace().collect();
    if hands.len() != SEATS {
        return Err(bad(msg!("bridge-deal-hands-count", given = given.clone(), hands = hands.len())));
    }
    let mut out = [CardSet::EMPTY; 4];
    let mut seen = CardSet::EMPTY;
    for (i, hand) in hands.iter().enumerate() {
        let seat = (first + i) % SEATS;
        let suits: Vec<&str> = hand.split('.').collect();
        if suits.len() != 4 {
            return Err(bad(msg!("bridge-deal-hands-format", given = given.clone())));
        }
        for (k, cards) in suits.iter().enumerate() {
            let suit = [Suit::Spades, Suit::Hearts, Suit::Diamonds, Suit::Clubs][k];
            let cards = cards.replace("10", "T");
            for ch in cards.chars().filter(|&c| c != '-') {
                let rank = match ch.to_ascii_uppercase() {
                    'A' => Rank::Ace,
                    'K' => Rank::King,
                    'Q' => Rank::Queen,
                    'J' => Rank::Jack,
                    'T' => Rank::Ten,
                    d @ '2'..='9' => Rank::from_value(d as u8 - b'0').unwrap_or(Rank::Two),
                    _ => return Err(bad(msg!("bridge-deal-hands-format", given = given.clone()))),
                };
                let card = Card::new(rank, suit);
                if !seen.insert(card) {
                    return Err(bad(msg!("bridge-deal-hands-twice", card = card)).with_card(card));
                }
                out[seat].insert(card);
            }
        }
        if out[seat].len() as usize != TRICKS {
            return Err(bad(msg!(
                "bridge-deal-hands-size",
                seat = record::seat_letter(seat).to_string(),
                cards = out[seat].len()
            )));
        }
    }
    Ok(out)
}

/// The trump of a strain.
pub const fn trump(s: Strain) -> Option<Suit> {
    match s {
        Strain::Clubs => Some(Suit::Clubs),
        Strain::Diamonds => Some(Suit::Diamonds),
        Strain::Hearts => Some(Suit::Hearts),
        Strain::Spades => Some(Suit::Spades),
        Strain::NoTrump => None,
    }
}

/// A board's play refereed.
#[derive(Debug, Clone)]
pub struct Board {
    pub dealer: usize,
    pub calls: Option<Vec<Call>>,
    /// `None`: passed out.
    pub contract: Option<(Contract, usize)>,
    /// Declarer's tricks, the revokes and the claim settled; `None` without a play.
    pub tricks: Option<u8>,
    /// Declarer's tricks as played (complete tricks before any claim).
    pub played_tricks: u8,
    pub revokes: Vec<Revoke>,
    pub claim: Option<Ruling>,
}

/// A seat by a player's name or a seat word.
pub type SeatOf<'a> = &'a dyn Fn(&str) -> Result<usize, RuleError>;

/// Referees a board written in full. `dealer` is the dealer by the board's number or the table's
/// rotation, used when the record does not name one; `contract` what the record wrote apart from
/// the auction (contract, declarer). `revokes_on`: Law 64's adjustment applies.
pub fn referee_board(
    w: &Written,
    setup: &Setup,
    seat_of: SeatOf<'_>,
    dealer: usize,
    written: Option<Option<(Contract, usize)>>,
    revokes_on: bool,
) -> Result<Board, RuleError> {
    let name = |s: usize| setup.players.get(s).cloned().unwrap_or_else(|| record::seat_letter(s).to_string());
    let dealer = match &w.dealer {
        Some(d) => seat_of(d)?,
        None => dealer,
    };
    let mut calls = None;
    let contract = match &w.auction {
        Some(v) => {
            let cs = auction::read_calls(v)?;
            let a = auction::run(&cs, dealer, &name)?;
            if let Some(given) = written {
                // A contract written without declarer is checked on the contract alone.
                let given = match (given, a.contract) {
                    (Some((c, SEATS)), Some((_, d))) => Some((c, d)),
                    (g, _) => g,
                };
                if given != a.contract {
                    let shown = |c: Option<(Contract, usize)>| match c {
                        Some((c, d)) => format!("{} {}", record::contract_text(c), record::seat_letter(d)),
                        None => "pass".to_string(),
                    };
                    return Err(RuleError::new(
                        "bridge.auction.disagree",
                        msg!("bridge-auction-disagree", written = shown(given), auction = shown(a.contract)),
                    ));
                }
            }
            calls = Some(cs);
            a.contract
        }
        None => match written {
            Some(Some((_, SEATS))) => {
                return Err(RuleError::new("bridge.declarer.missing", msg!("bridge-declarer-missing")))
            }
            Some(c) => c,
            None => return Err(RuleError::new("bridge.contract.missing", msg!("bridge-contract-missing"))),
        },
    };
    let mut board = Board { dealer, calls, contract, tricks: None, played_tricks: 0, revokes: vec![], claim: None };
    if !w.played && w.claim.is_none() {
        if w.deal.is_some() {
            read_deal_string(w.deal.as_deref().unwrap_or_default())?;
        }
        return Ok(board);
    }
    let Some((c, declarer)) = contract else {
        return Err(RuleError::new("bridge.play.passed-out", msg!("bridge-play-passed-out")));
    };
    let hands = w.deal.as_deref().map(read_deal_string).transpose()?;
    let rules = BridgeTricks::new(trump(c.strain));
    let dummy = (declarer + 2) % SEATS;
    let plays = seat_plays(&w.tricks, setup, seat_of, &rules, declarer, &name)?;
    let record = PlayRecord { first_leader: (declarer + 1) % SEATS, plays };
    if hands.is_none() && (w.claim.is_some() || record.plays.len() != SEATS * TRICKS) {
        return Err(RuleError::new(
            "bridge.play.needs-deal",
            msg!("bridge-play-needs-deal", cards = record.plays.len()),
        ));
    }
    if w.claim.is_none() && record.plays.len() != SEATS * TRICKS {
        return Err(RuleError::new(
            "bridge.play.card-count",
            msg!("bridge-play-unfinished", cards = record.plays.len()),
        ));
    }
    let bags: Option<Vec<CardBag>> = hands.map(|h| h.iter().map(|s| s.iter().collect()).collect());
    let out = referee_every(&rules, &record, bags.as_deref()).map_err(|v| violation(&v, setup))?;
    let winners = &out.outcome.winners;
    let won = winners.iter().filter(|&&s| side_of(s) == side_of(declarer)).count() as u8;
    board.played_tricks = won;
    let led: Vec<Suit> = record.plays.chunks(SEATS).map(|t| t[0].card.suit()).collect();
    let mut after = [0u8; 2];
    if let Some(cd) = &w.claim {
        let by = seat_of(&cd.by)?;
        let hands = hands.unwrap_or([CardSet::EMPTY; 4]);
        let mut left = hands;
        for p in &record.plays {
            for h in left.iter_mut() {
                h.remove(p.card);
            }
        }
        let leader =
            out.unfinished.first().map_or_else(|| winners.last().copied().unwrap_or(record.first_leader), |&(s, _)| s);
        let position = PlainDeal {
            hands: left,
            trump: rules.trump,
            leader,
            played: out.unfinished.iter().map(|&(_, c)| c).collect(),
        };
        let r = claim::rule(&position, by, cd.tricks, cd.agreed, cd.line.clone())?;
        after[side_of(by)] = r.awarded;
        after[1 - side_of(by)] = r.remaining - r.awarded;
        board.claim = Some(r);
    }
    board.revokes = revoke::settle(&out.breaches, &led, winners, after, dummy, revokes_on);
    let mut tricks = i32::from(won) + i32::from(after[side_of(declarer)]);
    for r in &board.revokes {
        if side_of(r.seat) == side_of(declarer) {
            tricks -= i32::from(r.moved);
        } else {
            tricks += i32::from(r.moved);
        }
    }
    board.tricks = Some(tricks.clamp(0, TRICKS as i32) as u8);
    Ok(board)
}

/// A referee's error in bridge's words: each id named as bridge cites it.
fn violation(v: &Violation, setup: &Setup) -> RuleError {
    let mut e = RuleError::from_violation("bridge", v, &setup.players);
    e.rule = match v.rule {
        "play.not-held" => "bridge.play.not-held",
        "play.duplicate-card" => "bridge.play.duplicate-card",
        "play.out-of-turn" => "bridge.play.out-of-turn",
        "play.card-count" => "bridge.play.card-count",
        "play.not-in-deck" => "bridge.play.not-in-deck",
        _ => "bridge.play.first-leader",
    }
    .to_string();
    e
}

/// The plays with their seats checked against the turn: the opening lead by declarer's left-hand
/// opponent, each later lead by the last trick's winner, dummy's cards written with dummy's or
/// declarer's seat. The seats are then dropped: the engine seats every card by the turn.
fn seat_plays(
    tricks: &[TrickDoc],
    setup: &Setup,
    seat_of: SeatOf<'_>,
    rules: &BridgeTricks,
    declarer: usize,
    name: &dyn Fn(usize) -> String,
) -> Result<Vec<Play>, RuleError> {
    let dummy = (declarer + 2) % SEATS;
    let mut leader = (declarer + 1) % SEATS;
    let mut plays = Vec::new();
    for (t, trick) in tricks.iter().enumerate() {
        let tokens: Vec<String> = match trick {
            TrickDoc::Line(s) => s.split([' ', ',', '\t']).filter(|x| !x.is_empty()).map(String::from).collect(),
            TrickDoc::Plays(v) => v.clone(),
        };
        if tokens.len() > SEATS || (tokens.len() < SEATS && t + 1 != tricks.len()) {
            let mut e = RuleError::new(
                "bridge.play.trick-size",
                msg!("record-trick-size", trick = t + 1, cards = tokens.len(), players = SEATS),
            );
            e.trick = Some(t + 1);
            return Err(e);
        }
        let mut cards = Vec::with_capacity(SEATS);
        for (k, tok) in tokens.iter().enumerate() {
            let turn = (leader + k) % SEATS;
            let (who, card_text) = match tok.rsplit_once(':') {
                Some((w, c)) => (Some(w.trim()), c.trim()),
                None => (None, tok.trim()),
            };
            let mut play = parse_play(card_text, setup).map_err(|mut e| {
                e.trick = Some(t + 1);
                e
            })?;
            if let Some(w) = who {
                let said = seat_of(w)?;
                let ok = said == turn || (turn == dummy && said == declarer);
                if !ok {
                    let (rule, m) = if t == 0 && k == 0 {
                        (
                            "bridge.play.opening-lead",
                            msg!("bridge-play-opening-lead", player = name(said), leader = name(turn)),
                        )
                    } else if k == 0 {
                        (
                            "bridge.play.out-of-turn",
                            msg!(
                                "bridge-play-lead-out-of-turn",
                                trick = t + 1,
                                player = name(said),
                                leader = name(turn)
                            ),
                        )
                    } else {
                        (
                            "bridge.play.out-of-turn",
                            msg!("bridge-play-out-of-turn", trick = t + 1, player = name(said), turn = name(turn)),
                        )
                    };
                    let mut e = RuleError::new(rule, m).with_player(name(said)).with_card(play.card);
                    e.trick = Some(t + 1);
                    return Err(e);
                }
            }
            play.seat = None;
            cards.push(play.card);
            plays.push(play);
        }
        if cards.len() == SEATS {
            leader = (leader + rules.winning(&cards)) % SEATS;
        }
    }
    Ok(plays)
}

/// What `kozyr explain` shows of a board entered in full, each under its rule, and the facts the
/// JSON view carries: the auction, every revoke and how Law 64 settled it, the claim's ruling.
pub fn explain(b: &Board, setup: &Setup) -> (Vec<Step>, Map<String, Value>) {
    let name = |s: usize| setup.players.get(s).cloned().unwrap_or_else(|| record::seat_letter(s).to_string());
    let mut steps = Vec::new();
    let mut extra = Map::new();
    if let Some(calls) = &b.calls {
        let text = auction::calls_text(calls);
        let result = match b.contract {
            Some((c, d)) => msg!(
                "bridge-step-auction-contract",
                contract = record::contract_msg(c),
                declarer = name(d),
                dummy = name((d + 2) % SEATS)
            ),
            None => msg!("bridge-step-auction-passed"),
        };
        steps.push(Step {
            rule: "bridge.auction.call",
            text: msg!("bridge-step-auction", dealer = name(b.dealer), calls = text.clone(), result = result),
        });
        extra.insert("auction".into(), text.into());
    }
    let mut revokes = Vec::new();
    for r in &b.revokes {
        let held = r.held.map_or_else(Msg::default, |(c, t)| msg!("bridge-step-revoke-held", card = c, trick = t));
        steps.push(Step {
            rule: "bridge.play.revoke",
            text: msg!(
                "bridge-step-revoke",
                trick = r.trick,
                player = name(r.seat),
                card = r.card,
                led = r.led,
                held = held
            ),
        });
        let (rule, text) = if r.moved > 0 {
            (
                "bridge.revoke.transfer",
                msg!(
                    "bridge-step-revoke-transfer",
                    clause = r.clause.cite(),
                    tricks = r.moved,
                    side = record::side_name(side_of(r.seat)),
                    to = record::side_name(1 - side_of(r.seat))
                ),
            )
        } else {
            ("bridge.revoke.no-transfer", msg!("bridge-step-revoke-none", clause = r.clause.cite()))
        };
        steps.push(Step { rule, text });
        revokes.push(serde_json::json!({
            "trick": r.trick, "player": name(r.seat), "card": r.card.ascii(), "clause": r.clause.cite(), "moved": r.moved,
        }));
    }
    if !b.revokes.is_empty() {
        steps.push(Step { rule: "bridge.revoke.no-transfer", text: msg!("bridge-step-revoke-equity") });
        extra.insert("revokes".into(), revokes.into());
    }
    if let Some(r) = &b.claim {
        let (s, e) = claim_steps(r, &name);
        steps.extend(s);
        extra.insert("claim".into(), e);
    }
    if b.tricks.is_some() {
        extra.insert("played_tricks".into(), b.played_tricks.into());
    }
    (steps, extra)
}

/// A claim's ruling: the three numbers, the verdict under its rule, and a beating line trick by trick.
pub fn claim_steps(r: &Ruling, name: &dyn Fn(usize) -> String) -> (Vec<Step>, Value) {
    let mut steps = vec![Step {
        rule: r.verdict.rule(),
        text: msg!(
            "bridge-step-claim",
            player = name(r.by),
            claimed = r.claimed,
            remaining = r.remaining,
            worst = r.worst,
            dd = r.double_dummy,
            best = r.best,
            verdict = r.verdict.word(),
            awarded = r.awarded
        ),
    }];
    if let Some(l) = &r.line {
        steps.push(Step { rule: "bridge.claim.stands", text: msg!("bridge-step-claim-line", line = l.as_str()) });
    }
    if r.other_void {
        steps.push(Step {
            rule: "bridge.claim.concession-void",
            text: msg!("bridge-step-claim-other-void", best = r.best),
        });
    }
    // The line's tricks by their number in the deal: the first is the one the claim was made at.
    let first = TRICKS.saturating_sub(usize::from(r.remaining)) + 1;
    let lines = beating_lines(r, name);
    for (t, plays) in lines.iter().enumerate() {
        let id = if t == 0 { "bridge-step-claim-beat-first" } else { "bridge-step-claim-beat" };
        steps.push(Step { rule: "bridge.claim.fails", text: msg!(id, trick = first + t, plays = plays.clone()) });
    }
    let beating: Vec<String> =
        r.beating.iter().map(|&(s, c)| format!("{}:{}", record::seat_letter(s), c.ascii())).collect();
    let v = serde_json::json!({
        "by": record::seat_letter(r.by).to_string(),
        "claimed": r.claimed,
        "remaining": r.remaining,
        "worst": r.worst,
        "double_dummy": r.double_dummy,
        "best": r.best,
        "ruling": r.verdict.word(),
        "rule": r.verdict.rule(),
        "agreed": r.agreed,
        "awarded": r.awarded,
        "line": r.line,
        "beating": beating,
    });
    (steps, v)
}

/// The beating line grouped by trick (the first group completes the current trick), each play
/// as "player card".
pub fn beating_lines(r: &Ruling, name: &dyn Fn(usize) -> String) -> Vec<Vec<Msg>> {
    let mut out: Vec<Vec<Msg>> = Vec::new();
    let mut in_trick = r.deal.played.len();
    let mut cur = Vec::new();
    for &(s, c) in &r.beating {
        cur.push(msg!("bridge-play-card", player = name(s), card = c));
        in_trick += 1;
        if in_trick == SEATS {
            out.push(std::mem::take(&mut cur));
            in_trick = 0;
        }
    }
    if !cur.is_empty() {
        out.push(cur);
    }
    out
}

/// The cards of a board entered in full, seat by seat, for a file that writes them (PBN's `Deal`,
/// `Auction` and `Play` sections): what the record gave, with every card seated by the turn.
#[derive(Debug, Clone, Default)]
pub struct Cards {
    /// The dealer the record names, when it names one.
    pub dealer: Option<usize>,
    pub calls: Option<Vec<Call>>,
    /// The four hands: as given, or rebuilt from a complete play.
    pub hands: Option<[CardSet; SEATS]>,
    /// Each trick's plays in the order played, with the seat of each (dummy's cards at dummy's).
    pub tricks: Vec<Vec<(usize, Card)>>,
    pub claim: Option<ClaimDoc>,
}

/// The full-entry fields of a deal record given as JSON: `deal`, `dealer`, `auction`, `play`,
/// `claim` (the play's text form unfolded).
pub fn written_of(v: &Value) -> Result<Written, RuleError> {
    let text = |k: &str| v.get(k).and_then(Value::as_str).map(str::to_string);
    let mut w = Written {
        deal: text("deal"),
        dealer: text("dealer"),
        auction: v.get("auction").cloned(),
        claim: v.get("claim").map(read_claim).transpose()?,
        ..Written::default()
    };
    if let Some(p) = v.get("play") {
        unfold(p, &mut w)?;
    }
    Ok(w)
}

/// The cards of the deal record `v`, whose refereed contract was `played` (declarer and strain;
/// `None` passed out). The record was refereed when it was entered: this only seats its cards.
pub fn cards_of(
    v: &Value,
    setup: &Setup,
    seat_of: SeatOf<'_>,
    played: Option<(usize, Strain)>,
) -> Result<Cards, RuleError> {
    let w = written_of(v)?;
    let name = |s: usize| setup.players.get(s).cloned().unwrap_or_else(|| record::seat_letter(s).to_string());
    let mut out = Cards {
        dealer: w.dealer.as_deref().map(seat_of).transpose()?,
        calls: w.auction.as_ref().map(auction::read_calls).transpose()?,
        hands: w.deal.as_deref().map(read_deal_string).transpose()?,
        claim: w.claim.clone(),
        ..Cards::default()
    };
    let Some((declarer, strain)) = played else { return Ok(out) };
    let rules = BridgeTricks::new(trump(strain));
    let plays = seat_plays(&w.tricks, setup, seat_of, &rules, declarer, &name)?;
    let mut leader = (declarer + 1) % SEATS;
    for trick in plays.chunks(SEATS) {
        let cards: Vec<Card> = trick.iter().map(|p| p.card).collect();
        out.tricks.push(cards.iter().enumerate().map(|(k, &c)| ((leader + k) % SEATS, c)).collect());
        if cards.len() == SEATS {
            leader = (leader + rules.winning(&cards)) % SEATS;
        }
    }
    if out.hands.is_none() && plays.len() == SEATS * TRICKS {
        let mut hands = [CardSet::EMPTY; SEATS];
        for &(seat, card) in out.tricks.iter().flatten() {
            hands[seat].insert(card);
        }
        out.hands = Some(hands);
    }
    Ok(out)
}
