//! Prints a random legal Bezique deal as kozyr reads it: `bezique_record VARIANT SEED` writes the
//! play record's text form (every draw) to standard output, and its quick entry as JSON to standard
//! error. For timing whole commands on a full record (benches/bezique_commands.sh).

#[path = "../benches/support/rng.rs"]
#[allow(dead_code)]
mod rng;

#[path = "../benches/support/bezique.rs"]
mod bezique;

use kozyr::games::bezique::Variant;

fn main() {
    let mut args = std::env::args().skip(1);
    let variant = args.next().unwrap_or_else(|| "two".into());
    let seed: u64 = args.next().and_then(|s| s.parse().ok()).unwrap_or(1);
    let Some(v) = Variant::ALL.into_iter().find(|v| v.id() == variant) else {
        eprintln!("bezique_record: the variants are two, no-trump, three, four, six-pack");
        std::process::exit(2);
    };
    let names: Vec<&str> = ["Аня", "Борис", "Вера", "Галя"][..v.seats()].to_vec();
    let style = bezique::Style { irregular: false, ..bezique::Style::default() };
    let deal = bezique::random_deal(&mut rng::Rng::new(seed), v, false, style);
    let form = bezique::Form { draws: true, hands: false, prefixes: false };
    print!("{}", deal.text(&names, form));
    eprintln!("{}", serde_json::Value::Object(bezique::quick_json(&deal, &names)));
}
