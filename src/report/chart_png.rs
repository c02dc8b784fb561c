//! The score race as a PNG picture (`kozyr chart --png FILE`): the SVG of [`super::svg`] rendered to
//! pixels by resvg, so that both pictures are one drawing. The text is set in the DejaVu Sans the
//! binary carries (assets/fonts, with its licence), never in a font of the machine: the picture is
//! the same everywhere, Cyrillic included.

use resvg::{tiny_skia, usvg};

/// DejaVu Sans: Latin, Cyrillic and the signs the chart writes (−, →), under the Bitstream Vera
/// licence (assets/fonts/LICENSE-DejaVu.txt).
static FONT: &[u8] = include_bytes!("../../assets/fonts/DejaVuSans.ttf");
const FAMILY: &str = "DejaVu Sans";

/// The PNG of an SVG document, at the SVG's own size. `Err` says what resvg or the encoder
/// reported.
pub fn png(svg: &str) -> Result<Vec<u8>, String> {
    let mut options = usvg::Options { font_family: FAMILY.to_string(), ..usvg::Options::default() };
    let fonts = options.fontdb_mut();
    fonts.load_font_data(FONT.to_vec());
    // Every generic family the SVG may name is our one font.
    fonts.set_sans_serif_family(FAMILY);
    fonts.set_serif_family(FAMILY);
    fonts.set_monospace_family(FAMILY);
    let tree = usvg::Tree::from_str(svg, &options).map_err(|e| e.to_string())?;
    let size = tree.size().to_int_size();
    let mut pixmap = tiny_skia::Pixmap::new(size.width(), size.height()).ok_or("the picture has no area")?;
    resvg::render(&tree, tiny_skia::Transform::default(), &mut pixmap.as_mut());
    pixmap.encode_png().map_err(|e| e.to_string())
}
