//! The scaffolding every printable HTML page shares (`kozyr history --format html`, `kozyr export
//! --format html`): escaping, the head with its one inline style sheet, and the print rules for A4.
//! A page is one self-contained file: no scripts, no links, nothing fetched.

/// Text as HTML: safe in an element and in a quoted attribute.
pub fn escape(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    for c in s.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&#39;"),
            c => out.push(c),
        }
    }
    out
}

/// The style every page shares: plain tables on screen; on paper A4 with margins, a table's head
/// repeated on each page, no row split between pages and no heading left alone at a page's foot.
const STYLE: &str = "body{font-family:system-ui,'DejaVu Sans',sans-serif;margin:2em;color:#111}\
h1{font-size:1.4em}h2{font-size:1.15em;margin-top:1.5em}table{border-collapse:collapse;width:100%}\
th,td{border:1px solid #999;padding:.3em .5em;text-align:left;vertical-align:top}\
th{background:#eee}td.n,th.n{text-align:right;white-space:nowrap}\
@page{size:A4;margin:15mm}\
@media print{body{margin:0;font-size:10pt}thead{display:table-header-group}tfoot{display:table-row-group}\
tr{break-inside:avoid}h1,h2,h3{break-after:avoid}th{background:none}}";

/// A whole page: `lang` is the catalogue's language tag, `title` plain text, `style` the page's
/// own rules after the shared ones, `body` HTML already escaped.
pub fn page(lang: &str, title: &str, style: &str, body: &str) -> String {
    let title = escape(title);
    format!(
        "<!DOCTYPE html>\n<html lang=\"{}\">\n<head>\n<meta charset=\"utf-8\">\n\
         <meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n<title>{title}</title>\n\
         <style>{STYLE}{style}</style>\n</head>\n<body>\n<h1>{title}</h1>\n{body}</body>\n</html>\n",
        escape(lang)
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_character_that_could_open_markup_or_end_an_attribute_is_escaped() {
        assert_eq!(escape("<b>&\"Аня'"), "&lt;b&gt;&amp;&quot;Аня&#39;");
    }

    #[test]
    fn a_page_is_self_contained_and_prints_on_a4() {
        let p = page("ru", "<Матч>", "", "<p>x</p>\n");
        assert!(p.starts_with("<!DOCTYPE html>\n<html lang=\"ru\">"), "{p}");
        assert!(p.contains("<title>&lt;Матч&gt;</title>") && p.contains("@page{size:A4"), "{p}");
        assert!(!p.contains("<script") && !p.contains("<link") && !p.contains("src="), "{p}");
    }
}
