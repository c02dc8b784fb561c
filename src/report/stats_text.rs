//! Player statistics for the terminal (`kozyr stats`): a table of every player's matches, wins
//! and places, then game by game his deals and the game's figures as lines that wrap to any
//! width, then the head to head.

use super::grid::{Align, Frame, Grid, GridRow, Style};
use super::stats::{GameStats, HeadToHead, Stats};
use super::text::{num, truncate, width, wrap};
use super::Layout;
use crate::i18n::Msg;
use crate::msg;

/// A share (`0.375`) as a whole percentage.
fn percent(r: Option<f64>) -> String {
    r.map_or_else(|| "–".to_string(), |r| format!("{:.0}%", r * 100.0))
}

/// A number with one decimal, in the reader's decimal sign.
fn decimal(x: Option<f64>, l: &Layout) -> String {
    match x {
        None => l.plain("–"),
        Some(x) => {
            let text = format!("{x:.1}");
            let text = if l.lang == crate::i18n::Lang::En { text } else { text.replace('.', ",") };
            l.plain(&text.replace('-', "−"))
        }
    }
}

/// A table of `rows` under `header`, first column left, the rest right: boxed when it fits,
/// else bare, else with the first column cut.
fn table(header: Vec<String>, rows: Vec<Vec<String>>, l: &Layout) -> String {
    let n = header.len();
    let natural: Vec<usize> =
        (0..n).map(|c| rows.iter().map(|r| width(&r[c])).chain([width(&header[c])]).max().unwrap_or(0)).collect();
    let over = |w: &[usize], f: Frame| (w.iter().sum::<usize>() + Grid::overhead(n, f)).saturating_sub(l.width);
    let bare = Frame::Bare { gap: 1, indent: 0, span: 0 };
    let frame = if over(&natural, Frame::Boxed) == 0 { Frame::Boxed } else { bare };
    let mut widths = natural.clone();
    let cut = over(&widths, frame).min(widths[0].saturating_sub(4));
    widths[0] -= cut;
    let mut aligns = vec![Align::Right; n];
    aligns[0] = Align::Left;
    let grid = Grid {
        aligns,
        header: header.iter().enumerate().map(|(c, h)| truncate(h, widths[c], l.ascii)).collect(),
        rows: rows
            .into_iter()
            .map(|r| GridRow::Cells {
                cells: r.iter().enumerate().map(|(c, s)| vec![truncate(s, widths[c], l.ascii)]).collect(),
                style: Style::Plain,
            })
            .collect(),
        frame,
    };
    grid.render(&widths, l.ascii, l.color).into_iter().map(|s| s + "\n").collect()
}

fn say(l: &Layout, id: &str) -> String {
    l.say(&Msg::new(id.to_string(), vec![]))
}

/// The label of a figure id (`figure-thousand-contract-made`).
pub fn figure_label(id: &str) -> Msg {
    Msg::new(format!("figure-{}", id.replace('.', "-")), vec![])
}

/// One player's line in a game: his figures, and King's kinds or a session's percentage.
fn figures_line(name: &str, g: &GameStats, l: &Layout) -> Option<String> {
    // In the order the game lists its figures; King's kinds and a session's percentages are said
    // once each, below.
    let ids = crate::games::find(&g.game).map(|x| x.figure_ids()).unwrap_or_default();
    let mut parts: Vec<String> = ids
        .iter()
        .filter(|id| !id.starts_with("king.kind.") && !id.starts_with("bridge.matchpoints."))
        .filter_map(|id| g.figures.get(*id).map(|v| format!("{} {}", l.say(&figure_label(id)), num(*v, l.ascii))))
        .collect();
    if let (Some(best), Some(worst)) = (&g.best_kind, &g.worst_kind) {
        let kind = |k: &str| l.say(&Msg::new(format!("figure-king-kind-{k}"), vec![]));
        parts.push(l.say(&msg!("stats-king-kinds", best = kind(best), worst = kind(worst))));
    }
    if let Some(p) = g.matchpoint_percent {
        parts.push(l.say(&msg!("stats-matchpoints", percent = decimal(Some(p), l))));
    }
    (!parts.is_empty()).then(|| format!("{}: {}", l.plain(name), parts.join(", ")))
}

/// The whole statistics as text for a terminal `l.width` wide.
pub fn stats_text(stats: &Stats, l: &Layout) -> String {
    if stats.players.is_empty() {
        return wrap(&l.say(&msg!("stats-empty")), l.width, 2).into_iter().map(|s| s + "\n").collect();
    }
    let mut out = l.say(&msg!("stats-title", matches = stats.matches)) + "\n";
    let header = [
        "stats-col-player",
        "stats-col-matches",
        "stats-col-won",
        "stats-col-rate",
        "stats-col-place",
        "stats-col-streak",
    ]
    .iter()
    .map(|id| say(l, id))
    .collect();
    let rows = stats
        .players
        .iter()
        .map(|p| {
            vec![
                l.plain(&p.name),
                num(p.matches as i64, l.ascii),
                num(p.won as i64, l.ascii),
                l.plain(&percent(p.win_rate)),
                decimal(p.average_place, l),
                num(p.longest_streak as i64, l.ascii),
            ]
        })
        .collect();
    out.push_str(&table(header, rows, l));
    // Game by game, in the order the games are listed.
    let mut games: Vec<&str> = Vec::new();
    for g in crate::games::all() {
        if stats.players.iter().any(|p| p.games.iter().any(|x| x.game == g.info().id)) {
            games.push(g.info().id);
        }
    }
    for game in games {
        let name = crate::games::find(game).map_or_else(|_| game.to_string(), |g| g.info().name(l.lang));
        out.push('\n');
        out.push_str(&l.plain(&name));
        out.push('\n');
        let header = [
            "stats-col-player",
            "stats-col-matches",
            "stats-col-won",
            "stats-col-place",
            "stats-col-deals",
            "stats-col-average",
            "stats-col-best",
        ]
        .iter()
        .map(|id| say(l, id))
        .collect();
        let mut lines = Vec::new();
        let rows = stats
            .players
            .iter()
            .filter_map(|p| p.games.iter().find(|g| g.game == game).map(|g| (p, g)))
            .map(|(p, g)| {
                lines.extend(figures_line(&p.name, g, l));
                vec![
                    l.plain(&p.name),
                    num(g.matches as i64, l.ascii),
                    num(g.won as i64, l.ascii),
                    decimal(g.average_place, l),
                    num(g.deals as i64, l.ascii),
                    decimal(g.deal_average, l),
                    g.deal_best.map_or_else(|| l.plain("–"), |b| num(b, l.ascii)),
                ]
            })
            .collect();
        out.push_str(&table(header, rows, l));
        for line in lines {
            for w in wrap(&line, l.width, 2) {
                out.push_str(&w);
                out.push('\n');
            }
        }
    }
    if let Some(vs) = &stats.vs {
        out.push('\n');
        out.push_str(&head_to_head(vs, l));
    }
    out
}

/// The head to head of two players.
fn head_to_head(vs: &HeadToHead, l: &Layout) -> String {
    let [a, b] = &vs.players;
    let mut out = l.say(&msg!("stats-vs-title", first = a.as_str(), second = b.as_str())) + "\n";
    let lines = [
        msg!("stats-vs-matches", matches = vs.matches, finished = vs.finished),
        msg!("stats-vs-wins", first = a.as_str(), second = b.as_str(), a = vs.wins[0], b = vs.wins[1]),
        msg!("stats-vs-ahead", first = a.as_str(), second = b.as_str(), a = vs.ahead[0], b = vs.ahead[1]),
        msg!(
            "stats-vs-place",
            first = a.as_str(),
            second = b.as_str(),
            a = decimal(vs.average_place[0], l),
            b = decimal(vs.average_place[1], l)
        ),
    ];
    for m in lines {
        for w in wrap(&l.say(&m), l.width, 2) {
            out.push_str(&w);
            out.push('\n');
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use crate::i18n::{has, Lang};

    /// Every figure a game declares has its label in every language (King's kinds name the best
    /// and worst kind with theirs).
    #[test]
    fn every_figure_has_its_label_in_every_language() {
        for g in crate::games::all() {
            for id in g.figure_ids() {
                let label = super::figure_label(id);
                for lang in Lang::ALL {
                    assert!(has(lang, &label.id), "{} has no {} label", label.id, lang.code());
                }
            }
        }
    }
}
