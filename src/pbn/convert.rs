//! PBN games ↔ kozyr's bridge match documents. Games holding one result each (`Contract`,
//! `Declarer`, `Result`) are a table's match; games holding a `ScoreTable` are a club session's
//! travellers. The document goes through the normal import, so the game checks it as it checks
//! any other; what is read here is only what PBN itself fixes (seats, tricks, pair numbers).

use std::collections::BTreeMap;

use serde_json::{json, Map, Value};

use super::board;
use super::reader::{at_line, placed, Game};
use super::table::{write_table, Column, Rows, Table};
use super::writer::OutGame;
use crate::games::bridge::record::{
    contract_text, read_contract, read_tricks, read_vulnerability, seat_letter, seat_word, side_name,
    vulnerability_word, with_double, SEATS,
};
use crate::games::bridge::{dealer_of_board, ns_score, play, BridgeOptions, Contract, Scoring, Vulnerability};
use crate::games::{shown, MatchDoc, RuleError, Setup};
use crate::msg;

/// The seats' tags in kozyr's seat order.
const SEAT_TAGS: [&str; SEATS] = ["North", "East", "South", "West"];

/// The match document a PBN file holds.
pub fn document(games: &[Game]) -> Result<MatchDoc, RuleError> {
    if games.is_empty() {
        return Err(RuleError::new("pbn.empty", msg!("pbn-empty")));
    }
    if super::teams::is_teams(games) {
        super::teams::document(games)
    } else if games.iter().any(|g| g.tag("ScoreTable").is_some()) {
        session_document(games)
    } else {
        table_document(games)
    }
}

/// The match's name: the first game's `Event`, when it says one.
fn event(games: &[Game]) -> Option<String> {
    games.iter().find_map(|g| g.known("Event")).map(str::to_string)
}

/// The `Scoring` tag of the file (the first game that has one), lower-cased.
fn scoring_word(games: &[Game]) -> String {
    games.iter().find_map(|g| g.known("Scoring")).unwrap_or_default().to_lowercase()
}

fn board_of(g: &Game) -> Result<u32, RuleError> {
    let tag = g.tag("Board");
    let given = tag.map(|t| t.value.trim()).unwrap_or_default();
    match given.parse::<u32>() {
        Ok(b) if b >= 1 => Ok(b),
        _ => Err(at_line(tag.map_or(g.line(), |t| t.line), "pbn.board", msg!("pbn-board", given = shown(given)))),
    }
}

fn line_of(g: &Game, name: &str) -> usize {
    g.tag(name).map_or(g.line(), |t| t.line)
}

/// A declarer's seat as PBN writes it (N, E, S, W; the seat words kozyr reads are accepted too).
fn declarer_seat(given: Option<&str>, line: usize) -> Result<usize, RuleError> {
    given
        .and_then(seat_word)
        .ok_or_else(|| at_line(line, "pbn.declarer", msg!("pbn-declarer", given = shown(given.unwrap_or("")))))
}

/// The tricks declarer took, as PBN's `Result` writes them (a number 0–13); a score table written
/// by hand may give the result against the contract instead (`=`, `+1`, `-2`), read as kozyr
/// reads it.
fn tricks(c: Contract, given: Option<&str>, line: usize) -> Result<u8, RuleError> {
    let read = match given {
        Some(text) if text.starts_with(['=', '+', '-']) => read_tricks(c, None, Some(text)),
        Some(text) => match text.parse::<i64>() {
            Ok(count) => read_tricks(c, Some(count), None),
            Err(_) => return Err(at_line(line, "pbn.result", msg!("pbn-result", given = shown(text)))),
        },
        None => read_tricks(c, None, None),
    };
    read.map_err(|e| placed(line, e))
}

/// A score table's `Score_NS` and `Score_EW` must be the board's score by Law 77, when given as
/// numbers: a file whose columns mean something else is refused rather than misread.
fn check_score(table: &Table, row: &[String], ns: i64, line: usize) -> Result<(), RuleError> {
    for (column, expected) in [("Score_NS", ns), ("Score_EW", -ns)] {
        let Some(given) = table.get(row, column) else { continue };
        let Ok(number) = given.parse::<i64>() else { continue };
        if number != expected {
            return Err(at_line(
                line,
                "pbn.table.score",
                msg!("pbn-table-score", column = column, given = number, expected = expected),
            ));
        }
    }
    Ok(())
}

fn table_document(games: &[Game]) -> Result<MatchDoc, RuleError> {
    let first = &games[0];
    let players: Vec<String> =
        SEAT_TAGS.iter().map(|seat| first.known(seat).map_or_else(|| (*seat).to_string(), str::to_string)).collect();
    let scoring = match scoring_word(games).as_str() {
        "rubber" => Scoring::Rubber,
        "chicago" => Scoring::Chicago,
        _ => Scoring::Duplicate,
    };
    let mut deals = vec![];
    for g in games {
        // A game without a contract is a deal not yet played (a dealing program's file).
        let Some(contract) = g.known("Contract") else { continue };
        let board = board_of(g)?;
        let mut deal = Map::new();
        deal.insert("board".into(), json!(board));
        let contract = read_contract(contract).map_err(|e| placed(line_of(g, "Contract"), e))?;
        match contract {
            None => {
                deal.insert("contract".into(), json!("pass"));
            }
            Some(c) => {
                let seat = declarer_seat(g.known("Declarer"), line_of(g, "Declarer"))?;
                let took = tricks(c, g.known("Result"), line_of(g, "Result"))?;
                deal.insert("declarer".into(), json!(seat_letter(seat).to_string()));
                deal.insert("contract".into(), json!(contract_text(c)));
                deal.insert("tricks".into(), json!(took));
            }
        }
        read_cards(g, contract, &mut deal)?;
        if let Some(given) = g.known("Vulnerable") {
            let v = read_vulnerability(given).map_err(|e| placed(line_of(g, "Vulnerable"), e))?;
            // The board's own vulnerability is not repeated: the game follows the board number. A
            // rubber's and a Chicago's come from the games won and the deal's place, never the file.
            if v != Vulnerability::of_board(board) && !matches!(scoring, Scoring::Rubber | Scoring::Chicago) {
                deal.insert("vulnerable".into(), json!(vulnerability_word(v)));
            }
        }
        if let Some(h) = g.known("Honours") {
            deal.insert("honours".into(), json!(h));
        }
        deals.push(Value::Object(deal));
    }
    let mut options = Map::new();
    options.insert("scoring".into(), json!(scoring.id()));
    Ok(MatchDoc { game: "bridge".into(), name: event(games), players, teams: None, options, deals })
}

/// The cards a game gives beside its result, for the game to referee again: the hands (`Deal`,
/// when it holds any card), the auction section (with its dealer) and the play section — a play
/// that stops before its end only with the claim a note gives (`Claim: S 3 agreed`); without one
/// the result alone is kept.
fn read_cards(g: &Game, contract: Option<Contract>, deal: &mut Map<String, Value>) -> Result<(), RuleError> {
    // All four hands, or none: `N:- - - -` (none known) and a deal with a hand unknown (`-`) are
    // read past, as they were before kozyr read the cards.
    let holds_cards = |d: &&str| {
        d.split_once(':').is_some_and(|(_, h)| {
            let hands: Vec<&str> = h.split_whitespace().collect();
            hands.len() == SEATS && hands.iter().all(|x| *x != "-")
        })
    };
    if let Some(hands) = g.known("Deal").filter(holds_cards) {
        deal.insert("deal".into(), json!(hands));
    }
    // An auction that stops unfinished (`*`) is read past: it fixes no contract.
    if let Some(tag) = g.tag("Auction").filter(|t| !t.rows.is_empty() && !board::stops(t)) {
        let (dealer, calls) = board::read_auction(tag)?;
        deal.insert("dealer".into(), json!(seat_letter(dealer).to_string()));
        deal.insert("auction".into(), json!(calls));
    }
    let (Some(c), Some(tag)) = (contract, g.tag("Play").filter(|t| !t.rows.is_empty())) else { return Ok(()) };
    let tricks = board::read_play(tag, c.strain)?;
    let claim = g.tags.iter().filter(|t| t.name.eq_ignore_ascii_case("Note")).find_map(|t| {
        let (_, text) = t.value.split_once(':')?;
        Some((t.line, text.trim().strip_prefix(CLAIM_NOTE)?.trim().to_string()))
    });
    let complete = tricks.len() == 13 && tricks.iter().all(|t| t.len() == SEATS);
    match claim {
        Some((line, text)) => {
            let (said, stated) = match text.split_once(';') {
                Some((a, b)) => (a.trim(), Some(b.trim().to_string())),
                None => (text.as_str(), None),
            };
            let mut claim = play::read_claim_text(said).map_err(|e| placed(line, e))?;
            claim.line = stated;
            deal.insert("play".into(), json!({"tricks": tricks, "claim": claim}));
        }
        None if complete => {
            deal.insert("play".into(), json!(tricks));
        }
        None => {}
    }
    Ok(())
}

/// A session's scoring from PBN's `Scoring` (`MP`, `IMP`, `IMP;Cross`, `Butler`…).
fn session_scoring(word: &str) -> Scoring {
    if word.contains("butler") {
        Scoring::Butler
    } else if word.contains("cross") {
        Scoring::CrossImps
    } else if word.contains("imp") {
        Scoring::Imps
    } else {
        Scoring::Matchpoints
    }
}

/// `A60` (an artificial score of 60 %) as a score table's field writes it.
fn adjusted(text: Option<&str>) -> Option<u32> {
    text?.strip_prefix(['A', 'a'])?.trim_end_matches('%').parse().ok().filter(|p| matches!(p, 40 | 50 | 60))
}

fn session_document(games: &[Game]) -> Result<MatchDoc, RuleError> {
    struct Line {
        board: u32,
        ns: String,
        ew: String,
        rest: Map<String, Value>,
    }
    let mut lines: Vec<Line> = vec![];
    let mut boards = 0;
    for g in games {
        let Some(tag) = g.tag("ScoreTable") else { continue };
        let board = board_of(g)?;
        boards = boards.max(board);
        let table = Table::read(tag)?;
        let vulnerable = match g.known("Vulnerable") {
            Some(given) => read_vulnerability(given).map_err(|e| placed(line_of(g, "Vulnerable"), e))?,
            None => Vulnerability::of_board(board),
        };
        for needed in ["PairId_NS", "PairId_EW", "Contract"] {
            if table.column(needed).is_none() {
                return Err(at_line(tag.line, "pbn.table.column", msg!("pbn-table-column", column = needed)));
            }
        }
        for (line, row) in &table.rows {
            let pair = |name: &str| {
                table
                    .get(row, name)
                    .map(str::to_string)
                    .ok_or_else(|| at_line(*line, "pbn.table.pair", msg!("pbn-table-pair", column = name.to_string())))
            };
            let (ns, ew) = (pair("PairId_NS")?, pair("PairId_EW")?);
            let mut rest = Map::new();
            match table.get(row, "Contract") {
                None => {
                    let (Some(a), Some(b)) =
                        (adjusted(table.get(row, "Score_NS")), adjusted(table.get(row, "Score_EW")))
                    else {
                        return Err(at_line(*line, "pbn.table.contract", msg!("pbn-table-contract")));
                    };
                    rest.insert("adjusted".into(), json!(format!("{a}/{b}")));
                }
                Some(text) => match read_contract(text).map_err(|e| placed(*line, e))? {
                    None => {
                        check_score(&table, row, 0, *line)?;
                        rest.insert("contract".into(), json!("pass"));
                    }
                    Some(c) => {
                        let seat = declarer_seat(table.get(row, "Declarer"), *line)?;
                        let took = tricks(c, table.get(row, "Result"), *line)?;
                        check_score(&table, row, ns_score(c, seat, took, vulnerable), *line)?;
                        rest.insert("contract".into(), json!(contract_text(c)));
                        rest.insert("declarer".into(), json!(seat_letter(seat).to_string()));
                        rest.insert("tricks".into(), json!(took));
                    }
                },
            }
            // The game's `Vulnerable`, when not the board's, is the line's: its score was that.
            if rest.contains_key("contract") && vulnerable != Vulnerability::of_board(board) {
                rest.insert("vulnerable".into(), json!(vulnerability_word(vulnerable)));
            }
            lines.push(Line { board, ns, ew, rest });
        }
    }
    let numbers = pair_numbers(lines.iter().flat_map(|l| [l.ns.as_str(), l.ew.as_str()]));
    let deals = lines
        .into_iter()
        .map(|l| {
            let mut deal = Map::new();
            deal.insert("board".into(), json!(l.board));
            deal.insert("ns".into(), json!(numbers.get(&l.ns).copied().unwrap_or_default()));
            deal.insert("ew".into(), json!(numbers.get(&l.ew).copied().unwrap_or_default()));
            deal.extend(l.rest);
            Value::Object(deal)
        })
        .collect();
    let mut options = Map::new();
    options.insert("scoring".into(), json!(session_scoring(&scoring_word(games)).id()));
    options.insert("boards".into(), json!(boards));
    let players = (1..=numbers.len()).map(|n| n.to_string()).collect();
    Ok(MatchDoc { game: "bridge".into(), name: event(games), players, teams: None, options, deals })
}

/// Each pair id of the file → its number 1..N in kozyr: the ids in numeric order when they are
/// numbers (1..N stay as they are; 3, 7, 12 become 1, 2, 3), else in text order.
pub fn pair_numbers<'a>(ids: impl Iterator<Item = &'a str>) -> BTreeMap<String, usize> {
    let mut all: Vec<&str> = ids.collect();
    let numeric = all.iter().all(|id| id.parse::<u64>().is_ok());
    if numeric {
        all.sort_by_key(|id| id.parse::<u64>().unwrap_or(u64::MAX));
    } else {
        all.sort_unstable();
    }
    all.dedup();
    all.into_iter().enumerate().map(|(i, id)| (id.to_string(), i + 1)).collect()
}

/// What an export needs of a match.
pub struct MatchView<'a> {
    pub name: Option<&'a str>,
    /// `YYYY.MM.DD`.
    pub date: String,
    pub players: &'a [String],
    pub options: &'a Value,
    /// The deals in force, each as its correction in force gives it.
    pub deals: &'a [Value],
    /// What the replay wrote for each of those deals (its JSON view's fields), when the match was
    /// replayed: a rubber's or a Chicago's vulnerability is the game's, not the board number's.
    pub replayed: &'a [Map<String, Value>],
}

/// One line of a traveller, as written: the pairs, and the result or an artificial score.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TravellerLine {
    pub ns: String,
    pub ew: String,
    pub result: LineResult,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum LineResult {
    Passed,
    Played {
        contract: Contract,
        declarer: usize,
        tricks: u8,
    },
    /// Percentages for NS and EW (60, 50, 40).
    Adjusted(u32, u32),
}

/// A board's `ScoreTable`: PairId_NS, PairId_EW, Contract, Declarer, Result, Score_NS, Score_EW
/// (the score on the side that gains it, `-` on the other), then the `extra` columns (MP_NS,
/// MP_EW, IMP_NS…), `extra_rows[i]` giving line i's fields for them.
pub fn score_table(
    lines: &[TravellerLine],
    v: Vulnerability,
    extra: &[Column],
    extra_rows: &[Vec<Option<String>>],
) -> String {
    let mut columns = vec![
        Column::new("PairId_NS", 2, true),
        Column::new("PairId_EW", 2, true),
        Column::new("Contract", 5, false),
        Column::new("Declarer", 1, true),
        Column::new("Result", 2, true),
        Column::new("Score_NS", 6, true),
        Column::new("Score_EW", 6, true),
    ];
    columns.extend(extra.iter().cloned());
    let rows: Vec<Vec<Option<String>>> = lines
        .iter()
        .enumerate()
        .map(|(i, l)| {
            let mut row = vec![Some(l.ns.clone()), Some(l.ew.clone())];
            match l.result {
                LineResult::Passed => row.extend([Some("Pass".into()), None, None, Some("0".into()), Some("0".into())]),
                LineResult::Played { contract, declarer, tricks } => {
                    let s = ns_score(contract, declarer, tricks, v);
                    row.extend([
                        Some(contract_text(contract)),
                        Some(seat_letter(declarer).to_string()),
                        Some(tricks.to_string()),
                        (s >= 0).then(|| s.to_string()),
                        (s < 0).then(|| (-s).to_string()),
                    ]);
                }
                LineResult::Adjusted(a, b) => {
                    row.extend([None, None, None, Some(format!("A{a}")), Some(format!("A{b}"))])
                }
            }
            row.extend(extra_rows.get(i).cloned().unwrap_or_else(|| vec![None; extra.len()]));
            row
        })
        .collect();
    write_table("ScoreTable", &columns, &rows)
}

/// PBN's word for a scoring.
pub const fn scoring_tag(s: Scoring) -> &'static str {
    match s {
        Scoring::Duplicate => "TotalPoints",
        Scoring::Rubber => "Rubber",
        Scoring::Chicago => "Chicago",
        Scoring::Matchpoints => "MP",
        Scoring::Imps => "IMP",
        Scoring::CrossImps => "IMP;Cross",
        Scoring::Butler => "IMP;Butler",
        Scoring::Teams | Scoring::TeamsSwiss | Scoring::TeamsRoundRobin => "IMP",
    }
}

fn text<'a>(deal: &'a Value, field: &str) -> Option<&'a str> {
    deal.get(field).and_then(Value::as_str)
}

/// A deal's contract, or `None` when passed out, as the record reads it.
fn deal_contract(deal: &Value) -> Result<Option<Contract>, RuleError> {
    let Some(c) = read_contract(text(deal, "contract").unwrap_or("pass"))? else { return Ok(None) };
    with_double(c, text(deal, "double")).map(Some)
}

fn deal_tricks(c: Contract, deal: &Value) -> Result<u8, RuleError> {
    read_tricks(c, deal.get("tricks").and_then(Value::as_i64), text(deal, "result"))
}

/// A board's number in a deal; a table's deal without one is numbered by its place.
fn deal_board(deal: &Value, place: usize) -> u32 {
    deal.get("board").and_then(Value::as_u64).and_then(|b| u32::try_from(b).ok()).unwrap_or(place as u32)
}

/// The `Vulnerable` tag's word for `v`.
pub(super) fn vul_tag(v: Vulnerability) -> &'static str {
    match v {
        Vulnerability::None => "None",
        Vulnerability::Ns => "NS",
        Vulnerability::Ew => "EW",
        Vulnerability::Both => "All",
    }
}

/// The game every board starts as: event, site, date, board, dealer, vulnerability, unknown
/// cards (`-` for each hand, as the standard writes a hand not known).
fn base_game(m: &MatchView, board: u32, v: Vulnerability, scoring: Scoring) -> OutGame {
    let mut g = OutGame::default();
    g.set("Event", m.name.unwrap_or("?"));
    g.set("Site", "?");
    g.set("Date", m.date.as_str());
    g.set("Board", board.to_string());
    g.set("Dealer", seat_letter(dealer_of_board(board)).to_string());
    g.set("Vulnerable", vul_tag(v));
    g.set("Deal", "N:- - - -");
    g.set("Scoring", scoring_tag(scoring));
    g
}

/// A bridge match as a PBN file: a table's match one game per deal, a session one game per
/// board with its traveller.
pub fn export(m: &MatchView) -> Result<String, RuleError> {
    export_scored(m, None)
}

/// What a session's scoring adds to its export: further columns of each board's `ScoreTable`
/// (`MP_NS`, `MP_EW`, `IMP_NS`…), and the ranking as a `TotalScoreTable` (`Rank\2R;PairId\2R;
/// TotalScoreMP\5R;TotalPercentage\5R`), written with the first board.
#[derive(Debug, Clone, Default)]
pub struct SessionScores {
    pub columns: Vec<Column>,
    /// Board → each traveller line's fields for `columns`, in the order the lines were recorded.
    pub rows: BTreeMap<u32, Rows>,
    pub total: Option<(Vec<Column>, Rows)>,
}

/// As [`export`], a session with its scoring's columns and ranking when `scores` gives them.
pub fn export_scored(m: &MatchView, scores: Option<&SessionScores>) -> Result<String, RuleError> {
    let o: BridgeOptions = serde_json::from_value(m.options.clone())
        .map_err(|e| RuleError::new("bridge.option.value", msg!("bridge-option-stored", error = e.to_string())))?;
    let games = if o.scoring == Scoring::Teams {
        super::teams::export(m)?
    } else if o.scoring.is_session() {
        export_session(m, o.scoring, scores)?
    } else {
        export_table(m, o.scoring)?
    };
    Ok(super::writer::write(&games))
}

/// What a table's deal scored, as the replay refereed it: the contract and declarer's seat
/// (`None` passed out), declarer's tricks, and the score to North-South when duplicate wrote one.
struct Refereed {
    played: Option<(Contract, usize, u8)>,
    score: Option<i64>,
}

/// A table's deal as the replay scored it — a board entered in full has its contract from its
/// auction and its tricks from its play, which the deal record does not write — or, for a view
/// not replayed, as the record writes it.
fn refereed(m: &MatchView, deal: &Value, replayed: Option<&Map<String, Value>>) -> Result<Refereed, RuleError> {
    let field = |k: &str| replayed.and_then(|r| r.get(k));
    if let Some(Value::String(contract)) = field("contract") {
        let played = match read_contract(contract)? {
            None => None,
            Some(c) => {
                let named = field("declarer").and_then(Value::as_str).unwrap_or_default();
                let seat = seat_word(named)
                    .ok_or_else(|| RuleError::new("pbn.declarer", msg!("pbn-declarer", given = shown(named))))?;
                let took = field("tricks").and_then(Value::as_u64).and_then(|t| u8::try_from(t).ok());
                Some((
                    c,
                    seat,
                    took.ok_or_else(|| RuleError::new("bridge.tricks.missing", msg!("bridge-tricks-missing")))?,
                ))
            }
        };
        return Ok(Refereed { played, score: field("score").and_then(Value::as_i64) });
    }
    let played = match deal_contract(deal)? {
        None => None,
        Some(c) => {
            let named = text(deal, "declarer").unwrap_or_default();
            let seat = seat_word(named)
                .or_else(|| m.players.iter().position(|p| p == named))
                .ok_or_else(|| RuleError::new("pbn.declarer", msg!("pbn-declarer", given = shown(named))))?;
            Some((c, seat, deal_tricks(c, deal)?))
        }
    };
    Ok(Refereed { played, score: None })
}

/// The note that carries a claim, as kozyr writes a claim: `Claim: S 3 agreed`.
const CLAIM_NOTE: &str = "Claim:";

/// The cards of a deal entered in full — the hands, the auction, the play and a claim — as the
/// `Deal` tag and the auction and play sections write them. Returns the dealer the record names.
fn write_cards(
    m: &MatchView,
    deal: &Value,
    played: Option<(Contract, usize, u8)>,
    dealer: usize,
    g: &mut OutGame,
) -> Result<Option<usize>, RuleError> {
    let setup = Setup { game: "bridge", players: m.players.to_vec(), teams: None, options: m.options.clone() };
    let seat = |t: &str| {
        seat_word(t).or_else(|| setup.seat(t).ok()).ok_or_else(|| {
            RuleError::new(
                "bridge.seat.unknown",
                msg!("bridge-seat-unknown", given = shown(t), players = m.players.join(", ")),
            )
        })
    };
    let cards = play::cards_of(deal, &setup, &seat, played.map(|(c, d, _)| (d, c.strain)))?;
    let dealer = cards.dealer.unwrap_or(dealer);
    if let Some(hands) = &cards.hands {
        g.set("Deal", board::deal_text(hands, dealer));
    }
    if let Some(calls) = &cards.calls {
        g.sections.push_str(&board::auction_section(dealer, calls));
    }
    if let (Some((_, declarer, _)), false) = (played, cards.tricks.is_empty() && cards.claim.is_none()) {
        let note = cards.claim.as_ref().map(|_| 1);
        g.sections.push_str(&board::play_section((declarer + 1) % SEATS, &cards.tricks, note));
        if let Some(c) = &cards.claim {
            let by = seat(&c.by).map_or_else(|_| c.by.clone(), |s| seat_letter(s).to_string());
            let agreed = if c.agreed { "agreed" } else { "contested" };
            let mut text = format!("1:{CLAIM_NOTE} {by} {} {agreed}", c.tricks);
            if let Some(line) = &c.line {
                text.push_str(&format!("; {line}"));
            }
            g.sections.push_str(&super::writer::tag_line("Note", &text));
        }
    }
    Ok(cards.dealer)
}

fn export_table(m: &MatchView, scoring: Scoring) -> Result<Vec<OutGame>, RuleError> {
    let mut out = vec![];
    for (i, deal) in m.deals.iter().enumerate() {
        let board = deal_board(deal, i + 1);
        let replayed = m.replayed.get(i);
        let played = replayed.and_then(|x| x.get("vulnerable")).and_then(Value::as_str);
        let v = match text(deal, "vulnerable").or(played) {
            Some(word) => read_vulnerability(word)?,
            None => Vulnerability::of_board(board),
        };
        let mut g = base_game(m, board, v, scoring);
        // The dealer the table had: a rubber's and a Chicago's follow the deals dealt (a Chicago's
        // passed-out deal is dealt again by the same dealer), not the board's number.
        let dealer = replayed
            .and_then(|x| x.get("dealer"))
            .and_then(Value::as_str)
            .and_then(seat_word)
            .unwrap_or_else(|| dealer_of_board(board));
        for (seat, tag) in SEAT_TAGS.iter().enumerate() {
            g.set(tag, m.players.get(seat).map_or("?", String::as_str));
        }
        let r = refereed(m, deal, replayed)?;
        match r.played {
            None => {
                g.set("Declarer", "");
                g.set("Contract", "Pass");
                g.set("Result", "");
                g.set("Score", score_text(0));
            }
            Some((c, seat, took)) => {
                let s = r.score.unwrap_or_else(|| ns_score(c, seat, took, v));
                g.set("Declarer", seat_letter(seat).to_string());
                g.set("Contract", contract_text(c));
                g.set("Result", took.to_string());
                g.set("Score", score_text(s));
            }
        }
        let named = write_cards(m, deal, r.played, dealer, &mut g)?;
        g.set("Dealer", seat_letter(named.unwrap_or(dealer)).to_string());
        if let Some(h) = text(deal, "honours") {
            g.set("Honours", h);
        }
        out.push(g);
    }
    Ok(out)
}

fn pair_text(v: Option<&Value>) -> String {
    match v {
        Some(Value::String(s)) => s.clone(),
        Some(other) => other.to_string(),
        None => "?".into(),
    }
}

/// A vulnerability's place among a board's games: the board's own first, then the others.
const fn vul_order(v: Vulnerability, own: Vulnerability) -> u8 {
    if v as u8 == own as u8 {
        0
    } else {
        1 + v as u8
    }
}

fn export_session(m: &MatchView, scoring: Scoring, scores: Option<&SessionScores>) -> Result<Vec<OutGame>, RuleError> {
    // One game per board and vulnerability: a line scored at a vulnerability other than the
    // board's (`--vulnerable`) is written in a game whose `Vulnerable` says so, its score and its
    // matchpoints both from that vulnerability — never rescored at the board's.
    type Group = (Vulnerability, Vec<TravellerLine>, Vec<Vec<Option<String>>>);
    let mut games: BTreeMap<(u32, u8), Group> = BTreeMap::new();
    let mut seen: BTreeMap<u32, usize> = BTreeMap::new();
    for (i, deal) in m.deals.iter().enumerate() {
        let board = deal_board(deal, i + 1);
        let own = Vulnerability::of_board(board);
        let result = match text(deal, "adjusted") {
            Some(a) => {
                let (x, y) = a.split_once('/').unwrap_or((a, ""));
                LineResult::Adjusted(x.trim().parse().unwrap_or(50), y.trim().parse().unwrap_or(50))
            }
            None => match deal_contract(deal)? {
                None => LineResult::Passed,
                Some(contract) => {
                    let named = text(deal, "declarer").unwrap_or_default();
                    let declarer = seat_word(named)
                        .ok_or_else(|| RuleError::new("pbn.declarer", msg!("pbn-declarer", given = shown(named))))?;
                    LineResult::Played { contract, declarer, tricks: deal_tricks(contract, deal)? }
                }
            },
        };
        let v = match (result, text(deal, "vulnerable")) {
            (LineResult::Adjusted(..), _) | (_, None) => own,
            (_, Some(word)) => read_vulnerability(word)?,
        };
        let k = seen.entry(board).or_default();
        let row = scores.and_then(|s| s.rows.get(&board)).and_then(|rows| rows.get(*k)).cloned();
        *k += 1;
        let group = games.entry((board, vul_order(v, own))).or_insert_with(|| (v, vec![], vec![]));
        group.1.push(TravellerLine { ns: pair_text(deal.get("ns")), ew: pair_text(deal.get("ew")), result });
        group.2.push(row.unwrap_or_else(|| vec![None; scores.map_or(0, |s| s.columns.len())]));
    }
    let mut games: Vec<OutGame> = games
        .into_iter()
        .map(|((board, _), (v, lines, rows))| {
            let mut g = base_game(m, board, v, scoring);
            let columns = scores.map_or(&[][..], |s| s.columns.as_slice());
            g.sections = score_table(&lines, v, columns, &rows);
            g
        })
        .collect();
    if let (Some(first), Some((columns, rows))) = (games.first_mut(), scores.and_then(|s| s.total.as_ref())) {
        first.sections.push_str(&write_table("TotalScoreTable", columns, rows));
    }
    Ok(games)
}

/// The side a score belongs to, as `Score` writes it (`NS 620`).
pub fn score_text(ns: i64) -> String {
    if ns >= 0 {
        format!("{} {ns}", side_name(0))
    } else {
        format!("{} {}", side_name(1), -ns)
    }
}
