//! A board's cards as the PBN standard 2.1 writes them: the `Deal` tag (the first hand's seat, then
//! the hands clockwise, each ♠.♥.♦.♣ with `T` for the ten), the auction section (`[Auction "N"]`,
//! the dealer's seat, then the calls in order, four a line: `Pass`, `X`, `XX`, `1S`, `3NT`) and the
//! play section (`[Play "W"]`, the opening leader's seat, then one line a trick with the cards in
//! seat columns — the opening leader's first, then clockwise — whoever led the trick; `-` for a card
//! not played, `*` where the play stops before its end). A note (`=1=` after a card, and the game's
//! `[Note "1:…"]`) carries a claim, which PBN has no token for.

use super::reader::{at_line, Tag};
use crate::cards::{Card, CardSet, Rank, Suit};
use crate::games::bridge::auction::Call;
use crate::games::bridge::play::trump;
use crate::games::bridge::record::{seat_letter, seat_word, SEATS};
use crate::games::bridge::tricks::BridgeTricks;
use crate::games::bridge::Strain;
use crate::games::{shown, RuleError};
use crate::msg;

/// The suits of a hand in the order PBN writes them.
const SUITS: [Suit; 4] = [Suit::Spades, Suit::Hearts, Suit::Diamonds, Suit::Clubs];

/// The rank as PBN writes it: `T` for the ten.
fn rank_char(r: Rank) -> char {
    match r {
        Rank::Ten => 'T',
        r => r.symbol().chars().next().unwrap_or('?'),
    }
}

/// A card as the play section writes it: suit, then rank (`SA`, `HT`, `C2`).
pub fn card_text(c: Card) -> String {
    format!("{}{}", c.suit().letter(), rank_char(c.rank()))
}

/// The four hands as `Deal` writes them, from `first`'s hand clockwise.
pub fn deal_text(hands: &[CardSet; SEATS], first: usize) -> String {
    let hand = |set: CardSet| {
        SUITS
            .iter()
            .map(|&suit| {
                let mut cards: Vec<Card> = set.iter().filter(|c| c.suit() == suit).collect();
                cards.sort_by_key(|c| std::cmp::Reverse(c.rank().value()));
                cards.iter().map(|c| rank_char(c.rank())).collect::<String>()
            })
            .collect::<Vec<_>>()
            .join(".")
    };
    let hands: Vec<String> = (0..SEATS).map(|k| hand(hands[(first + k) % SEATS])).collect();
    format!("{}:{}", seat_letter(first), hands.join(" "))
}

/// A call as the auction section writes it.
fn call_text(c: Call) -> String {
    match c {
        Call::Pass => "Pass".into(),
        other => other.text(),
    }
}

/// The auction section: the tag, then the calls four a line.
pub fn auction_section(dealer: usize, calls: &[Call]) -> String {
    let mut out = format!("[Auction \"{}\"]\n", seat_letter(dealer));
    for row in calls.chunks(SEATS) {
        out.push_str(&row.iter().map(|&c| call_text(c)).collect::<Vec<_>>().join(" "));
        out.push('\n');
    }
    out
}

/// The play section of tricks played from `leader` (each trick's plays in the order played, with
/// their seats); `note` is the number of a note written after the last card, and a play that
/// stops before the thirteenth trick ends with `*`.
pub fn play_section(leader: usize, tricks: &[Vec<(usize, Card)>], note: Option<usize>) -> String {
    let mut out = format!("[Play \"{}\"]\n", seat_letter(leader));
    let last = tricks.len().saturating_sub(1);
    for (t, trick) in tricks.iter().enumerate() {
        let fields: Vec<String> = (0..SEATS)
            .map(|k| {
                let seat = (leader + k) % SEATS;
                let card =
                    trick.iter().find(|(s, _)| *s == seat).map_or_else(|| "-".to_string(), |&(_, c)| card_text(c));
                match (note, trick.last()) {
                    (Some(n), Some(&(s, _))) if t == last && s == seat => format!("{card} ={n}="),
                    _ => card,
                }
            })
            .collect();
        out.push_str(&fields.join(" "));
        out.push('\n');
    }
    if tricks.len() < 13 || tricks.last().is_some_and(|t| t.len() < SEATS) {
        out.push_str("*\n");
    }
    out
}

/// The tokens of a section that are calls or cards: notes (`=1=`), annotation glyphs (`$1`) and
/// the suffixes `!` and `?` are left out; `*` ends the section.
fn tokens(tag: &Tag) -> Vec<(usize, Vec<String>)> {
    let mut out = vec![];
    for row in &tag.rows {
        let mut fields = vec![];
        for f in &row.fields {
            let f = f.trim_end_matches(['!', '?']);
            if f.is_empty() || f.starts_with('$') || (f.starts_with('=') && f.ends_with('=')) {
                continue;
            }
            if f == "*" {
                out.push((row.line, fields));
                return out;
            }
            fields.push(f.to_string());
        }
        out.push((row.line, fields));
    }
    out
}

/// Whether a section stops before its end: a `*` among its tokens.
pub fn stops(tag: &Tag) -> bool {
    tag.rows.iter().flat_map(|r| &r.fields).any(|f| f == "*")
}

/// A section's seat: `[Auction "N"]`, `[Play "W"]`.
fn seat_of_tag(tag: &Tag) -> Result<usize, RuleError> {
    seat_word(&tag.value).ok_or_else(|| {
        at_line(
            tag.line,
            "pbn.section.seat",
            msg!("pbn-section-seat", tag = tag.name.as_str(), given = shown(&tag.value)),
        )
    })
}

/// The auction section read: the dealer and the calls as kozyr writes them (`AP`, all pass, is
/// three passes).
pub fn read_auction(tag: &Tag) -> Result<(usize, String), RuleError> {
    let dealer = seat_of_tag(tag)?;
    let mut calls = vec![];
    for (_, fields) in tokens(tag) {
        for f in fields {
            match f.to_uppercase().as_str() {
                "AP" => calls.extend(["P", "P", "P"].map(String::from)),
                "-" => {}
                _ => calls.push(f),
            }
        }
    }
    Ok((dealer, calls.join(" ")))
}

/// A card of the play section: suit then rank (`SA`, `HT`, `D10`); the rank first is read too.
fn read_card(text: &str, line: usize) -> Result<Card, RuleError> {
    let bad = || at_line(line, "pbn.play.card", msg!("pbn-play-card", given = shown(text)));
    let t = text.to_uppercase();
    let (suit, rank) = match t.chars().next() {
        Some(c @ ('S' | 'H' | 'D' | 'C')) => (c, &t[1..]),
        _ => (t.chars().last().ok_or_else(bad)?, &t[..t.len() - 1]),
    };
    let suit = match suit {
        'S' => Suit::Spades,
        'H' => Suit::Hearts,
        'D' => Suit::Diamonds,
        'C' => Suit::Clubs,
        _ => return Err(bad()),
    };
    let rank = match rank {
        "A" => Rank::Ace,
        "K" => Rank::King,
        "Q" => Rank::Queen,
        "J" => Rank::Jack,
        "T" | "10" => Rank::Ten,
        d => d.parse::<u8>().ok().filter(|v| (2..=9).contains(v)).and_then(Rank::from_value).ok_or_else(bad)?,
    };
    Ok(Card::new(rank, suit))
}

/// The play section read into tricks in the order played, each play `SEAT:card` as kozyr writes
/// it: the columns are the seats from the tag's, and each trick is led by the last one's winner
/// at `strain`. A line stops at its first card not played (`-`); `*` ends the section.
pub fn read_play(tag: &Tag, strain: Strain) -> Result<Vec<Vec<String>>, RuleError> {
    let first = seat_of_tag(tag)?;
    let rules = BridgeTricks::new(trump(strain));
    let mut leader = first;
    let mut out = vec![];
    for (line, fields) in tokens(tag) {
        if fields.is_empty() {
            continue;
        }
        if fields.len() != SEATS {
            return Err(at_line(line, "pbn.play.trick", msg!("pbn-play-trick", cards = fields.len())));
        }
        let mut cards: Vec<(usize, Card)> = vec![];
        for k in 0..SEATS {
            let seat = (leader + k) % SEATS;
            let field = &fields[(seat + SEATS - first) % SEATS];
            if field == "-" {
                continue;
            }
            cards.push((seat, read_card(field, line)?));
        }
        out.push(cards.iter().map(|&(s, c)| format!("{}:{}", seat_letter(s), c.ascii())).collect());
        if cards.len() < SEATS {
            break;
        }
        let played: Vec<Card> = cards.iter().map(|&(_, c)| c).collect();
        leader = (leader + rules.winning(&played)) % SEATS;
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::bridge::play::read_deal_string;
    use crate::pbn::reader::read;

    #[test]
    fn a_deal_is_written_from_its_first_seat() {
        let hands = read_deal_string("N:AKQ2.K54.T98.AJ3 J43.AQ2.KQ7.K542 T98.JT98.AJ2.QT9 765.763.6543.876").unwrap();
        assert_eq!(deal_text(&hands, 0), "N:AKQ2.K54.T98.AJ3 J43.AQ2.KQ7.K542 T98.JT98.AJ2.QT9 765.763.6543.876");
        assert_eq!(deal_text(&hands, 3), "W:765.763.6543.876 AKQ2.K54.T98.AJ3 J43.AQ2.KQ7.K542 T98.JT98.AJ2.QT9");
    }

    #[test]
    fn the_play_is_written_in_seat_columns_and_read_back_in_the_order_played() {
        let c = |t: &str| read_card(t, 1).unwrap();
        // West leads; North wins trick 1 with the ♠A and leads trick 2.
        let tricks = vec![
            vec![(3, c("S2")), (0, c("SA")), (1, c("S3")), (2, c("S4"))],
            vec![(0, c("HK")), (1, c("H2")), (2, c("H3")), (3, c("HT"))],
        ];
        let text = play_section(3, &tricks, Some(1));
        // The columns stay W N E S on every line, whoever led; the note follows the last card
        // played, West's ♥T in North's trick.
        assert_eq!(text, "[Play \"W\"]\nS2 SA S3 S4\nHT =1= HK H2 H3\n*\n");
        let games = read(&format!("[Board \"1\"]\n{text}")).unwrap();
        let back = read_play(games[0].tag("Play").unwrap(), Strain::NoTrump).unwrap();
        assert_eq!(back, [["W:2S", "N:AS", "E:3S", "S:4S"], ["N:KH", "E:2H", "S:3H", "W:10H"]]);
    }

    #[test]
    fn an_auction_is_read_with_all_pass() {
        let games = read("[Board \"1\"]\n[Auction \"E\"]\n1S Pass 2S =1= Pass\n4S AP\n").unwrap();
        let (dealer, calls) = read_auction(games[0].tag("Auction").unwrap()).unwrap();
        assert_eq!((dealer, calls.as_str()), (1, "1S Pass 2S Pass 4S P P P"));
    }
}
